import type { CompanyVerification, CompanyVerificationResult, ConsoleCompany, ConsoleCompanyQuery } from '@gembourse/contracts/console';
import { ErrorCode } from '@gembourse/contracts/errors';
import { DEFAULT_LOCALE, normalizeLocale, type Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/messages.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime-hub.ts';
import { recipientLocale } from '../accounts/settings-notifications.ts';
import { displayName } from '../company/company.presenter.ts';
import { presentConsoleCompany } from './console.presenter.ts';
import type { CompanyStatus, ConsoleRepository, VerificationStatus } from './console.repository.ts';

/**
 * Where each decision may come from. Verifying works from any other state (a buyer earns the badge, a rejected
 * company may be reconsidered); rejecting only a company still waiting, because a live company has members with
 * sessions and is taken off by suspension instead (docs/decisions.md).
 */
const DECISION_FROM: Record<CompanyVerification['verification'], readonly VerificationStatus[]> = {
  verified: ['unverified', 'pending', 'rejected'],
  rejected: ['pending'],
};

/** Platform administration (ARCHITECTURE §6 console): platform staff only. */
export function consoleService(deps: { repo: ConsoleRepository; realtime: RealtimePublisher; mailer: Pick<Mailer, 'send'> }) {
  const { repo, mailer } = deps;
  return {
    /** The organiser's company list: filtered, newest registrations first, with each company's admin e-mail. */
    async listCompanies(auth: AuthContext, q: ConsoleCompanyQuery) {
      if (!auth.administrator) throw forbidden();
      const { rows, total } = await repo.list(q);
      const list: ConsoleCompany[] = rows.map(presentConsoleCompany);
      return { list, total, pageNum: q.pageNum, pageSize: q.pageSize, hasMore: q.pageNum * q.pageSize < total };
    },

    /**
     * Verifies or rejects a company and e-mails its admins in their language, with the organiser's note. Verifying
     * a pending supplier lets its members log in; a rejected company's members get 30010 saying so. Repeating a
     * decision changes and sends nothing; rejecting a company that is not pending answers 40900.
     */
    async decideVerification(auth: AuthContext, id: number, input: CompanyVerification): Promise<CompanyVerificationResult> {
      if (!auth.administrator) throw forbidden();
      const company = await repo.company(id);
      if (!company) throw notFound();
      const { verification } = input;
      if (!(await repo.setVerification(id, verification, DECISION_FROM[verification]))) {
        // Re-read: another organiser may have decided between the look-up and the write.
        const now = (await repo.company(id))?.verificationStatus;
        if (now === verification) return { id, verification };
        throw new AppError(ErrorCode.CONFLICT, 'verificationNotPending');
      }
      const template = verification === 'verified' ? 'companyVerified' : 'companyRejected';
      for (const admin of await repo.adminsOf(id)) {
        const locale = recipientLocale(admin);
        const params = { name: admin.firstName, company: displayName(company, locale), note: input.note ?? '' };
        await mailer.send({ to: admin.email, locale, template, params });
      }
      return { id, verification };
    },

    /**
     * Suspends or reactivates a company. Suspension keeps sessions (reactivation restores them) but every call of
     * its members answers 30011 until then; members online get a notice in their own language.
     */
    async setCompanyStatus(auth: AuthContext, id: number, status: CompanyStatus) {
      if (!auth.administrator) throw forbidden();
      const company = await repo.company(id);
      if (!company) throw notFound();
      if (company.status === status) return { id, status };
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
