// Which profile visits count (visit_count: "most visited", the activity part of matching), as a pure function of the
// visits and of the visits already recorded: the in-process buffer and the batch job apply the same rules.

/** Who opened a profile, as counted for visit_count: a member, or a guest's device (or address). */
export type ProfileVisitor = { kind: 'member'; userId: number; companyId: number } | { kind: 'guest'; device: string; network: string };

/** Guest devices counted per company, network and day: a script inventing device ids cannot inflate the count. */
export const GUEST_VISITS_PER_NETWORK = 20;

/** One opening of a profile, when it happened (ISO time: the day it counts for is the day of the opening). */
export interface ProfileVisit {
  companyId: number;
  at: string;
  visitor: ProfileVisitor;
}

/** A profile view already recorded (a page_views row of kind 'profile'). */
export interface RecordedView {
  companyId: number;
  visitorUserId: number | null;
  device: string | null;
  createdAt: Date;
}

/** The UTC day of a time, as YYYY-MM-DD. */
export const utcDay = (at: string | Date): string => (typeof at === 'string' ? new Date(at) : at).toISOString().slice(0, 10);

/**
 * What a visitor is remembered by in page_views.device: a member by user id, a guest as `<network hash>/<device id>`
 * (neither part contains a slash), so the network's devices can be counted by prefix.
 */
export const visitorKey = (v: ProfileVisitor): string => (v.kind === 'member' ? `u:${v.userId}` : `${v.network}/${v.device}`);

const recordedKey = (r: RecordedView): string => (r.visitorUserId !== null ? `u:${r.visitorUserId}` : (r.device ?? ''));
const networkOfKey = (key: string): string => key.slice(0, key.indexOf('/'));

/**
 * The tally of one company and day: the visitors counted, and the guests counted per network. `add` answers whether
 * a visit counts: once per visitor, and for guests at most GUEST_VISITS_PER_NETWORK devices per network.
 */
class DayTally {
  private readonly visitors = new Set<string>();
  private readonly guestsPerNetwork = new Map<string, number>();

  /** `recorded`: a view that counted earlier takes its place whatever the cap says now. */
  add(key: string, guest: boolean, recorded = false): boolean {
    if (this.visitors.has(key)) return false;
    if (guest) {
      const network = networkOfKey(key);
      const n = this.guestsPerNetwork.get(network) ?? 0;
      if (n >= GUEST_VISITS_PER_NETWORK && !recorded) return false;
      this.guestsPerNetwork.set(network, n + 1);
    }
    this.visitors.add(key);
    return true;
  }
}

/** Tallies per company and day, filled as visits are seen. */
export class VisitTallies {
  private readonly days = new Map<string, DayTally>();

  /** Whether the visit counts, given every visit this tally has seen; when it does, it is remembered. */
  admit(visit: ProfileVisit): boolean {
    return this.tally(visit.companyId, utcDay(visit.at)).add(visitorKey(visit.visitor), visit.visitor.kind === 'guest');
  }

  /** Remembers a view recorded earlier (it counted then, so it takes its place now). */
  remember(view: RecordedView): void {
    const key = recordedKey(view);
    this.tally(view.companyId, utcDay(view.createdAt)).add(key, view.visitorUserId === null && key.includes('/'), true);
  }

  private tally(companyId: number, day: string): DayTally {
    const k = `${companyId}|${day}`;
    let t = this.days.get(k);
    if (!t) this.days.set(k, (t = new DayTally()));
    return t;
  }
}

/** The visits that count, in their order, given the views already recorded on their days. */
export function countedVisits(visits: readonly ProfileVisit[], recorded: readonly RecordedView[]): ProfileVisit[] {
  const tallies = new VisitTallies();
  for (const r of recorded) tallies.remember(r);
  return visits.filter((v) => tallies.admit(v));
}
