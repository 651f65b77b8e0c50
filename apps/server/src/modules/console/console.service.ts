import { pageAnswer } from '@gembourse/contracts/envelope';
import type {
  CompanyStatusResult,
  CompanyVerification,
  CompanyVerificationResult,
  ConsoleCompanyPage,
  ConsoleCompanyQuery,
} from '@gembourse/contracts/console';
import { ErrorCode } from '@gembourse/contracts/errors';
import { DEFAULT_LOCALE, normalizeLocale, type Locale } from '@gembourse/contracts/locale';
import { AppError, notFound } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/messages.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime-hub.ts';
import { recipientLocale } from '../accounts/settings-notifications.ts';
import type { UsersRepository } from '../accounts/users.repository.ts';
import type { CompanyStatus, VerificationStatus } from '../company/companies.repository.ts';
import type { CompanyRecords } from '../company/company-records.service.ts';
import { displayName } from '../company/company.presenter.ts';
import { presentConsoleCompany } from './console.presenter.ts';
import type { ConsoleRepository } from './console.repository.ts';

/**
 * Where each decision may come from. Verifying works from any other state (a buyer earns the badge, a rejected
 * company may be reconsidered); rejecting only a company still waiting, because a live company has members with
 * sessions and is taken off by suspension instead (docs/decisions.md).
 */
const DECISION_FROM: Record<CompanyVerification['verification'], readonly VerificationStatus[]> = {
  verified: ['unverified', 'pending', 'rejected'],
  rejected: ['pending'],
};

/**
 * Platform administration (ARCHITECTURE §6 console). Only platform staff reach it: that is the endpoints' access
 * (`'staff'`, packages/contracts/src/console.api.ts), checked before any of this runs.
 */
export function consoleService(deps: {
  repo: ConsoleRepository;
  companies: Pick<CompanyRecords, 'lock' | 'setStatus' | 'setVerification'>;
  accounts: Pick<UsersRepository, 'adminsOf' | 'membersOf'>;
  realtime: RealtimePublisher;
  mailer: Pick<Mailer, 'send'>;
}) {
  const { repo, companies, accounts, mailer } = deps;
  return {
    /** The organiser's company list: filtered, newest registrations first, with each company's admin e-mail. */
    async listCompanies(q: ConsoleCompanyQuery): Promise<ConsoleCompanyPage> {
      const { rows, total } = await repo.list(q);
      return pageAnswer(rows.map(presentConsoleCompany), total, q);
    },

    /**
     * Verifies or rejects a company and e-mails its admins in their language, with the organiser's note. Verifying
     * a pending supplier lets its members log in; a rejected company's members get 30010 saying so. Repeating a
     * decision changes and sends nothing; rejecting a company that is not pending answers 40900. The decision and
     * its e-mails are one transaction (issue 9): if anything fails, the company keeps its state and no e-mail is
     * recorded, so none goes out.
     */
    async decideVerification(id: number, input: CompanyVerification): Promise<CompanyVerificationResult> {
      const { verification } = input;
      return repo.transaction(async (_r, tx) => {
        const company = await companies.lock(id, tx);
        if (!company) throw notFound();
        if (company.verificationStatus === verification) return { id, verification };
        if (!DECISION_FROM[verification].includes(company.verificationStatus))
          throw new AppError(ErrorCode.CONFLICT, 'verificationNotPending');
        await companies.setVerification(id, verification, tx);
        const template = verification === 'verified' ? 'companyVerified' : 'companyRejected';
        for (const admin of await accounts.adminsOf(id, 'notDisabled', tx)) {
          const locale = recipientLocale(admin);
          const params = { company: displayName(company, locale), note: input.note ?? '' };
          await mailer.send({ to: admin.email, recipient: admin, locale, template, params }, tx);
        }
        return { id, verification };
      });
    },

    /**
     * Suspends or reactivates a company (one transaction, the row locked). Suspension keeps sessions (reactivation
     * restores them) but every call of its members answers 30011 until then; members online get a notice in their
     * own language once the change has committed.
     */
    async setCompanyStatus(id: number, status: CompanyStatus): Promise<CompanyStatusResult> {
      const changed = await repo.transaction(async (_r, tx) => {
        const company = await companies.lock(id, tx);
        if (!company) throw notFound();
        if (company.status === status) return false;
        await companies.setStatus(id, status, tx);
        return true;
      });
      if (changed) await tellMembers(id, status);
      return { id, status };
    },
  };

  /** A realtime notice to each member of the company, in their language (best effort: the status is the record). */
  async function tellMembers(id: number, status: CompanyStatus) {
    const byLocale = new Map<Locale, number[]>();
    for (const u of await accounts.membersOf(id)) {
      const locale = normalizeLocale(u.locale) ?? DEFAULT_LOCALE;
      byLocale.set(locale, [...(byLocale.get(locale) ?? []), u.id]);
    }
    const body = status === 'suspended' ? 'companySuspended' : 'companyReactivated';
    for (const [locale, userIds] of byLocale) {
      await deps.realtime.publish({ type: 'notice', title: translate('noticeTitle', locale), body: translate(body, locale) }, { userIds });
    }
  }
}
