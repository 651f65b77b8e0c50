import { ErrorCode } from '@gembourse/contracts/errors';
import type { Locale } from '@gembourse/contracts/locale';
import { AppError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/crypto/password.ts';
import { hashToken, newToken } from '../../platform/crypto/tokens.ts';
import { translate } from '../../platform/i18n/messages.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime-hub.ts';
import { ACCOUNT_POLICY as P } from './registration-policy.ts';
import type { PasswordResetRepository, TokenPurpose } from './password-reset.repository.ts';
import { maskEmail } from './registration.presenter.ts';
import { recipientLocale } from './settings-notifications.ts';

const FORGOT_JOB = 'accounts.password-forgot';

type TokenRow = NonNullable<Awaited<ReturnType<PasswordResetRepository['findToken']>>>;

// A disabled account is not recovered by e-mail: its company admin enables it again.
const isLive = (t: TokenRow | undefined): t is TokenRow =>
  Boolean(t && !t.usedAt && t.expiresAt.getTime() > Date.now() && t.status !== 'disabled');

function linkInvalid(locale: Locale): AppError {
  return new AppError(ErrorCode.VALIDATION, 'linkInvalid', undefined, {
    fieldErrors: [{ path: 'token', message: translate('linkInvalid', locale) }],
  });
}

/** Activation and password reset: both set a password from a single-use, expiring link sent by e-mail. */
export function passwordResetService(deps: {
  repo: PasswordResetRepository;
  mailer: Pick<Mailer, 'send'>;
  realtime: RealtimePublisher;
  jobs: JobQueue;
}) {
  const { repo, mailer, jobs } = deps;

  // The work of "forgot password" runs as a job, so the answer and its timing are the same whether or not the
  // address is registered, and a restart does not lose a requested link.
  jobs.define<{ email: string }>(
    FORGOT_JOB,
    { retryLimit: 3, retryDelaySeconds: 10, backoff: true, expireInSeconds: 120 },
    async ({ email }) => {
      const u = await repo.findUserByEmail(email);
      if (!u || (u.status !== 'active' && u.status !== 'pending')) return;
      const token = newToken();
      await repo.transaction(async (r, tx) => {
        await r.issueResetToken(u.id, hashToken(token), new Date(Date.now() + P.resetMinutes * 60_000));
        await mailer.send(
          {
            to: u.email,
            recipient: u,
            locale: recipientLocale(u),
            template: 'passwordReset',
            params: { token, minutes: P.resetMinutes },
          },
          tx,
        );
      });
    },
  );

  return {
    /** Whether a link still works, and whose it is (masked), so the page can say so before a password is typed. */
    async checkToken(purpose: TokenPurpose, token: string): Promise<{ valid: boolean; email: string | null }> {
      const t = await repo.findToken(hashToken(token), purpose);
      return isLive(t) ? { valid: true, email: maskEmail(t.email) } : { valid: false, email: null };
    },

    /**
     * Sets the password from a link. Every live session of the user ends as 'revoked' (their next call answers 6680)
     * and every other link of the user stops working; a pending user becomes active. A reset sends a notice, in the
     * same transaction: the password changes exactly when the notice is recorded.
     */
    async setPassword(purpose: TokenPurpose, token: string, password: string, locale: Locale): Promise<{ email: string }> {
      const t = await repo.findToken(hashToken(token), purpose);
      if (!isLive(t)) throw linkInvalid(locale);
      // Hashed before the transaction, which then stays short; a token used meanwhile still loses the race there.
      const passwordHash = await hashPassword(password);
      const done = await repo.transaction(async (r, tx) => {
        if (!(await r.setPassword(t.id, t.userId, passwordHash))) return false;
        if (purpose === 'reset') {
          await mailer.send({ to: t.email, recipient: t, locale: recipientLocale(t), template: 'passwordChanged', params: {} }, tx);
        }
        return true;
      });
      if (!done) throw linkInvalid(locale);
      // Browsers still open on the old password are told at once, not only at their next call (6680).
      await deps.realtime.publish({ type: 'logout', reason: 'revoked' }, { userIds: [t.userId] });
      return { email: t.email };
    },

    /** Sends a reset link to an active or pending member, in the background (the FORGOT_JOB above). */
    async forgot(email: string): Promise<void> {
      await jobs.send(FORGOT_JOB, { email });
    },
  };
}
