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
 * Profile visits, counted off the read path (docs/decisions.md, jobs): opening a profile only notes the visit in this
 * process's buffer; every `flushSeconds` (and when the buffer is full, and on shutdown) the buffer goes out as ONE
 * `company.profile-visits` job, which applies the rules (profile-visit-policy.ts) in one transaction and adds each
 * company's counted visits once. A crash loses the visits of the last few seconds that were not sent yet.
 */
export function profileVisitsService(deps: {
  repo: ProfileVisitsRepository;
  jobs: Pick<JobQueue, 'define' | 'send'>;
  flushSeconds: number;
  log: Pick<JobLog, 'warn'>;
}) {
  const { repo, jobs } = deps;
  let buffer: ProfileVisit[] = [];
  /** What the buffer holds already: a repeat of a visitor, or a network's guests over the cap, could never count. */
  let seen = new Set<string>();
  let guests = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  jobs.define<{ visits: ProfileVisit[] }>(
    PROFILE_VISITS_JOB,
    { retryLimit: 5, retryDelaySeconds: 5, backoff: true, expireInSeconds: 120, batchSize: 5 },
    async ({ visits }) => apply(visits),
  );

  /**
   * Records a batch in one transaction: the companies' rows locked, the views already recorded on the batch's days
   * read, the counted visits inserted as page_views rows and each company's visit_count raised once. Running it again
   * (a retry after a crash between commit and completion) counts nothing twice: the rows it wrote are the record.
   */
  async function apply(visits: readonly ProfileVisit[]): Promise<void> {
    if (!visits.length) return;
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

  /** Adds a visit unless the buffer shows it cannot count; answers whether it was kept. */
  function keep(visit: ProfileVisit): boolean {
    const day = utcDay(visit.at);
    const key = `${visit.companyId}|${day}|${visitorKey(visit.visitor)}`;
    if (seen.has(key)) return false;
    if (visit.visitor.kind === 'guest') {
      // Exact, not a guess: of a network's first GUEST_VISITS_PER_NETWORK new devices of a day, as many count as any more would.
      const network = `${visit.companyId}|${day}|${visit.visitor.network}`;
      const n = guests.get(network) ?? 0;
      if (n >= GUEST_VISITS_PER_NETWORK) return false;
      guests.set(network, n + 1);
    }
    seen.add(key);
    buffer.push(visit);
    return true;
  }

  /** Sends what the buffer holds as one job; a failed send keeps the visits for the next try (up to one job's worth). */
  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!buffer.length) return;
    const visits = buffer;
    buffer = [];
    seen = new Set();
    guests = new Map();
    try {
      await jobs.send(PROFILE_VISITS_JOB, { visits });
    } catch (err) {
      deps.log.warn(
        { error: err instanceof Error ? err.message : String(err), visits: visits.length },
        'profile visits not sent; kept for the next flush',
      );
      for (const v of visits.slice(0, VISITS_PER_JOB - buffer.length)) keep(v);
      if (!closed) arm();
    }
  }

  function arm() {
    timer ??= setTimeout(() => void flush(), deps.flushSeconds * 1000).unref();
  }

  return {
    /**
     * Notes that `visitor` opened `companyId`'s profile now. Writes nothing: the visit is counted by the next batch
     * job, at most `flushSeconds` later.
     */
    record(companyId: number, visitor: ProfileVisitor, at: Date = new Date()): void {
      if (closed || !keep({ companyId, at: at.toISOString(), visitor })) return;
      if (buffer.length >= VISITS_PER_JOB) void flush();
      else arm();
    },

    /** Sends the buffered visits now (tests; shutdown). */
    flush,

    /** Visits waiting in this process's buffer. */
    pending: (): number => buffer.length,

    /** Stops buffering and sends what is left; call before the job queue stops. */
    async close(): Promise<void> {
      closed = true;
      await flush();
    },
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
