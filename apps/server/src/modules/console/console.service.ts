import { DEFAULT_LOCALE, normalizeLocale, type Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/messages.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime-hub.ts';
import type { CompanyStatus, ConsoleRepository } from './console.repository.ts';

/** Platform administration (ARCHITECTURE §6 console): platform staff only. */
export function consoleService(deps: { repo: ConsoleRepository; realtime: RealtimePublisher }) {
  const { repo } = deps;
  return {
    /**
     * Suspends or reactivates a company. Suspension keeps sessions (reactivation restores them) but every call of
     * its members answers 30011 until then; members online get a notice in their own language.
     */
    async setCompanyStatus(auth: AuthContext, id: number, status: CompanyStatus) {
      if (!auth.administrator) throw forbidden();
      const company = await repo.company(id);
      if (!company) throw notFound();
      if (company.status === status) return company;
      await repo.setCompanyStatus(id, status);
      const byLocale = new Map<Locale, number[]>();
      for (const u of await repo.usersOf(id)) {
        const locale = normalizeLocale(u.locale) ?? DEFAULT_LOCALE;
        byLocale.set(locale, [...(byLocale.get(locale) ?? []), u.id]);
      }
      const body = status === 'suspended' ? 'companySuspended' : 'companyReactivated';
      for (const [locale, userIds] of byLocale) {
        await deps.realtime.publish({ type: 'notice', title: translate('noticeTitle', locale), body: translate(body, locale) }, { userIds });
      }
      return { id, status };
    },
  };
}
