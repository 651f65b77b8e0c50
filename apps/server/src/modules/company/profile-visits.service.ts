import { jobBatcher } from '../../platform/jobs/job-batcher.ts';
import type { JobLog, JobQueue } from '../../platform/jobs/job-queue.ts';
import {
  countedVisits,
  GUEST_VISITS_PER_NETWORK,
  utcDay,
  visitorKey,
  type ProfileVisit,
  type ProfileVisitor,
} from './profile-visit-policy.ts';
import type { NewProfileView, ProfileVisitsRepository } from './profile-visits.repository.ts';

/** The job that applies one batch of profile visits. */
export const PROFILE_VISITS_JOB = 'company.profile-visits';

/** Visits one job carries at most: a buffer this full is sent at once (the insert stays far below 65,535 parameters). */
export const VISITS_PER_JOB = 2000;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Profile visits, counted off the read path (docs/decisions.md, jobs) through the platform's batcher
 * (platform/jobs/job-batcher.ts): opening a profile only notes the visit in this process's buffer, and ONE
 * `company.profile-visits` job per flush applies the rules (profile-visit-policy.ts) in one transaction and adds each
 * company's counted visits once.
 */
export function profileVisitsService(deps: {
  repo: ProfileVisitsRepository;
  jobs: Pick<JobQueue, 'define' | 'send'>;
  flushSeconds: number;
  log: Pick<JobLog, 'warn'>;
}) {
  const { repo } = deps;

  /**
   * Records a batch in one transaction: the companies' rows locked, the views already recorded on the batch's days
   * read, the counted visits inserted as page_views rows and each company's visit_count raised once. Running it again
   * (a retry after a crash between commit and completion) counts nothing twice: the rows it wrote are the record.
   */
  async function apply(visits: readonly ProfileVisit[]): Promise<void> {
    await repo.transaction(async (r) => {
      const live = new Set(await r.lockCompanies([...new Set(visits.map((v) => v.companyId))].sort((a, b) => a - b)));
      const mine = visits.filter((v) => live.has(v.companyId));
      if (!mine.length) return;
      const days = mine.map((v) => utcDay(v.at)).sort();
      const userIds = new Set<number>();
      const networks = new Set<string>();
      for (const { visitor } of mine) {
        if (visitor.kind === 'member') userIds.add(visitor.userId);
        else networks.add(visitor.network);
      }
      const recorded = await r.recordedBetween([...live], days[0], nextDay(days[days.length - 1]), {
        userIds: [...userIds],
        networks: [...networks],
      });
      const counted = countedVisits(mine, recorded);
      await r.insertViews(counted.map(viewOf));
      const perCompany = new Map<number, number>();
      for (const v of counted) perCompany.set(v.companyId, (perCompany.get(v.companyId) ?? 0) + 1);
      await r.addVisitCounts(perCompany);
    });
  }

  /**
   * What one buffer may hold: a repeat of a visitor (company, day) or a network's guests over the cap could never
   * count. Exact, not a guess: of a network's first GUEST_VISITS_PER_NETWORK new devices of a day, as many count as
   * any more would.
   */
  function filter() {
    const seen = new Set<string>();
    const guests = new Map<string, number>();
    return (visit: ProfileVisit): boolean => {
      const day = utcDay(visit.at);
      const key = `${visit.companyId}|${day}|${visitorKey(visit.visitor)}`;
      if (seen.has(key)) return false;
      if (visit.visitor.kind === 'guest') {
        const network = `${visit.companyId}|${day}|${visit.visitor.network}`;
        const n = guests.get(network) ?? 0;
        if (n >= GUEST_VISITS_PER_NETWORK) return false;
        guests.set(network, n + 1);
      }
      seen.add(key);
      return true;
    };
  }

  const batcher = jobBatcher<ProfileVisit>({
    job: PROFILE_VISITS_JOB,
    policy: { retryLimit: 5, retryDelaySeconds: 5, backoff: true, expireInSeconds: 120, batchSize: 5 },
    jobs: deps.jobs,
    apply,
    flushSeconds: deps.flushSeconds,
    maxPerJob: VISITS_PER_JOB,
    filter,
    log: deps.log,
    label: 'profile visits',
    field: 'visits',
  });

  return {
    /**
     * Notes that `visitor` opened `companyId`'s profile now. Writes nothing: the visit is counted by the next batch
     * job, at most `flushSeconds` later.
     */
    record(companyId: number, visitor: ProfileVisitor, at: Date = new Date()): void {
      batcher.add({ companyId, at: at.toISOString(), visitor });
    },
    flush: batcher.flush,
    pending: batcher.pending,
    close: batcher.close,
  };
}
export type ProfileVisitsService = ReturnType<typeof profileVisitsService>;

/** The page_views row of a counted visit. */
function viewOf(v: ProfileVisit): NewProfileView {
  const member = v.visitor.kind === 'member';
  return {
    companyId: v.companyId,
    visitorUserId: v.visitor.kind === 'member' ? v.visitor.userId : null,
    visitorCompanyId: v.visitor.kind === 'member' ? v.visitor.companyId : null,
    device: member ? null : visitorKey(v.visitor),
    createdAt: new Date(v.at),
  };
}
