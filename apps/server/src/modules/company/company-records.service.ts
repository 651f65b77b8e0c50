import type { CompanyPrivacy, ShowroomPrivacy } from '@gembourse/contracts/showroom';
import type { Db } from '../../platform/db/database.ts';
import { touchesDerivedInputs } from './company-derived.repository.ts';
import type { CompanyDerivedService } from './company-derived.service.ts';
import { touchesMatchInputs, type CompanyMatchService } from './company-match.service.ts';
import {
  companyWrites,
  type CompaniesRepository,
  type CompanyStatus,
  type CompanyWrite,
  type CompanyWrites,
  type NewCompany,
  type VerificationStatus,
} from './companies.repository.ts';

/**
 * The company module's writes of `companies`, for itself and for every other module (registration, showroom
 * settings, the console), injected by services.ts. Each takes the caller's transaction when its write is part of the
 * caller's unit of work, and has the derived columns refreshed (by the job) whenever it changes their inputs, so no
 * caller has to remember to.
 */
export function companyRecordsService(deps: {
  repo: CompaniesRepository;
  derived: Pick<CompanyDerivedService, 'refreshLater'>;
  /** Business matching: a change of what a company's members are matched by recomputes their lists. */
  matches?: Pick<CompanyMatchService, 'refreshLater' | 'listingChanged'>;
  /**
   * The supplier's default brand, which carries the company's names (catalogue's brands.repository.ts, in `tx`):
   * created with a new supplier, renamed with it while the supplier has not renamed the brand.
   */
  defaultBrand?: {
    create: (companyId: number, names: { name: string; nameEn: string | null }, tx: Db) => Promise<void>;
    follow: (companyId: number, names: { name?: string; nameEn?: string | null }, tx: Db) => Promise<void>;
  };
}) {
  const { repo, derived } = deps;
  /** `fn` inside the caller's transaction, or in one of its own. */
  const within = <T>(tx: Db | undefined, fn: (r: CompanyWrites, tx: Db) => Promise<T>): Promise<T> =>
    tx ? fn(companyWrites(tx), tx) : repo.transaction(fn);

  /** The one UPDATE path of a company's columns: a change of a derived input enqueues the refresh in the same transaction. */
  function update(companyId: number, values: CompanyWrite, tx?: Db): Promise<boolean> {
    return within(tx, async (r, t) => {
      // Before the change: the brand still named after the company is told apart by the names it had.
      if (values.name !== undefined || values.nameEn !== undefined) {
        await deps.defaultBrand?.follow(companyId, { name: values.name, nameEn: values.nameEn }, t);
      }
      const found = await r.update(companyId, values);
      if (found && touchesDerivedInputs(values)) await derived.refreshLater(companyId, t);
      if (found && touchesMatchInputs(values)) await deps.matches?.refreshLater(companyId, t);
      // A supplier verified or reactivated joins every member's matches at once.
      if (found && (values.verificationStatus === 'verified' || values.status === 'active')) await deps.matches?.listingChanged(t);
      return found;
    });
  }

  return {
    /**
     * Creates a company (registration) and answers its id; a supplier gets its default brand in the same transaction,
     * its search columns follow by the refresh job.
     */
    create(values: NewCompany, tx?: Db): Promise<number> {
      return within(tx, async (r, t) => {
        const id = await r.insert(values);
        // Every supplier has its default brand from its first moment (docs/decisions.md "Brands: one model").
        if (values.joinType === 'seller') await deps.defaultBrand?.create(id, { name: values.name, nameEn: values.nameEn ?? null }, t);
        await derived.refreshLater(id, t);
        return id;
      });
    },

    /** Changes a company's own columns (the profile editor); false when there is no such company. */
    update,

    /** The showroom settings' privacy switches (no derived data depends on them); undefined for an unknown company. */
    savePrivacy(companyId: number, values: ShowroomPrivacy | CompanyPrivacy, tx?: Db) {
      return within(tx, (r) => r.savePrivacy(companyId, values));
    },

    /** The company's names and states, locked FOR UPDATE until `tx` ends (a decision about it). */
    lock(id: number, tx: Db) {
      return companyWrites(tx).lock(id);
    },

    /** Suspends or reactivates a company (the console). */
    async setStatus(id: number, status: CompanyStatus, tx?: Db): Promise<void> {
      await update(id, { status }, tx);
    },

    /** The organiser's verification decision (the console); verification is no input of the derived columns. */
    async setVerification(id: number, verificationStatus: VerificationStatus, tx?: Db): Promise<void> {
      await update(id, { verificationStatus }, tx);
    },
  };
}
export type CompanyRecords = ReturnType<typeof companyRecordsService>;
