import type { FieldError } from '@gembourse/contracts/errors';
import type { NotificationPrefs, PersonalProfile, UpdateProfileRequest } from '@gembourse/contracts/accounts';
import { COUNTRY_CODES } from '@gembourse/contracts/countries';
import type { Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { sessionsRepository } from '../../platform/auth/sessions.repository.ts';
import { hashPassword, verifyPassword } from '../../platform/crypto/password.ts';
import { noSession, validationFailed } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/messages.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime-hub.ts';
import { keyOfUrl } from '../../platform/storage/storage.ts';
import { presentProfile } from './profile.presenter.ts';
import type { ProfileRepository } from './profile.repository.ts';
import { effectiveNotificationPrefs, recipientLocale } from './settings-notifications.ts';

// Optional text fields arrive as '' when a form clears them; the database keeps null for "not given".
const orNull = (v: string | undefined) => (v ? v : null);

/** The caller's own profile and account settings: profile, password, e-mail notifications, language. */
export function profileService(deps: { repo: ProfileRepository; realtime: RealtimePublisher; mailer: Pick<Mailer, 'send'> }) {
  const { repo } = deps;

  async function load(userId: number) {
    const row = await repo.profile(userId);
    if (!row) throw noSession();
    return row;
  }

  async function notifications(auth: AuthContext): Promise<NotificationPrefs> {
    const s = await repo.settings(auth.userId);
    if (!s) throw noSession();
    return effectiveNotificationPrefs(s.prefs, s);
  }

  return {
    notifications,

    async profile(auth: AuthContext): Promise<PersonalProfile> {
      return presentProfile(await load(auth.userId));
    },

    /**
     * Replaces the profile (omitted optional fields are cleared). Cover and photo must be images this user or their
     * company uploaded, unless unchanged, so nobody can point their profile at somebody else's files.
     */
    async update(auth: AuthContext, input: UpdateProfileRequest, locale: Locale): Promise<PersonalProfile> {
      const current = await load(auth.userId);
      const errors: FieldError[] = [];
      for (const field of ['cover', 'avatar'] as const) {
        const url = input[field];
        if (!url || url === current[field]) continue;
        const key = keyOfUrl(url);
        if (!key || !(await repo.ownsImage(key, auth.userId, auth.companyId))) {
          errors.push({ path: field, message: translate('uploadNotOwned', locale) });
        }
      }
      if (!COUNTRY_CODES.has(input.country)) errors.push({ path: 'country', message: translate('countryUnknown', locale) });
      if (errors.length) throw validationFailed(errors);
      await repo.updateProfile(auth.userId, {
        firstName: input.firstName,
        lastName: input.lastName,
        jobTitle: orNull(input.jobTitle),
        gender: input.gender ?? null,
        cover: input.cover,
        avatar: orNull(input.avatar),
        phone: orNull(input.phone),
        aboutMe: input.aboutMe,
        address1: input.address1,
        address2: orNull(input.address2),
        city: input.city,
        state: orNull(input.state),
        postalCode: orNull(input.postalCode),
        country: input.country,
        profileVisible: input.profileVisible,
      });
      return presentProfile(await load(auth.userId));
    },

    /**
     * Changes the password after checking the current one; ends the user's other sessions as 'revoked' (their next
     * call answers 6680) and tells their sockets. The session that made the change stays. The owner gets the same
     * "password changed" e-mail as after a reset, so a takeover through a stolen session does not go unnoticed. The
     * password, the ended sessions and the e-mail are one transaction: all happen or none does.
     */
    async changePassword(auth: AuthContext, input: { currentPassword: string; newPassword: string }, locale: Locale) {
      const hash = await repo.passwordHash(auth.userId);
      if (!(await verifyPassword(input.currentPassword, hash))) {
        throw validationFailed([{ path: 'currentPassword', message: translate('currentPasswordWrong', locale) }]);
      }
      if (input.newPassword === input.currentPassword) {
        throw validationFailed([{ path: 'newPassword', message: translate('newPasswordSame', locale) }]);
      }
      // Hashed before the transaction, which then stays short.
      const newHash = await hashPassword(input.newPassword);
      const ended = await repo.transaction(async (r, tx) => {
        await r.setPassword(auth.userId, newHash);
        const sessionIds = await sessionsRepository(tx).endLiveSessions(auth.userId, 'revoked', auth.sessionId);
        const to = await r.mailRecipient(auth.userId);
        if (to) {
          await deps.mailer.send({ to: to.email, recipient: to, locale: recipientLocale(to), template: 'passwordChanged', params: {} }, tx);
        }
        return sessionIds;
      });
      // After the commit: the other browsers are told at once, not only at their next call (6680).
      await deps.realtime.publish({ type: 'logout', reason: 'revoked' }, { sessionIds: ended });
    },

    /** Saves every preference explicitly, so later changes of the defaults do not flip what the user chose. */
    async setNotifications(auth: AuthContext, prefs: NotificationPrefs): Promise<NotificationPrefs> {
      await repo.setNotificationPrefs(auth.userId, { ...prefs });
      return notifications(auth);
    },

    async setLanguage(auth: AuthContext, locale: Locale): Promise<{ locale: Locale }> {
      await repo.setLocale(auth.userId, locale);
      return { locale };
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
