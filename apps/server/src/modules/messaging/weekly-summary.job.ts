import type { Locale } from '@gembourse/contracts/locale';
import { NOTIFICATION_EVENT_PREF } from '@gembourse/contracts/notifications';
import type { JobLog, JobQueue, QueuePolicy } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { effectiveNotificationPrefs } from '../accounts/settings-notifications.ts';
import type { Notifier } from './notifier.ts';
import type { Period, WeeklySummaryRepository } from './weekly-summary.repository.ts';

/** The scheduled run: pages through the members who want a summary and enqueues them in batches. */
export const WEEKLY_SUMMARY_JOB = 'messaging.weekly-summary';
/** One batch of members: their numbers, then one notification and one e-mail each. */
export const WEEKLY_SUMMARY_BATCH_JOB = 'messaging.weekly-summary.batch';
/** Members per batch job: a batch's numbers are a handful of statements, whatever its size. */
export const WEEKLY_SUMMARY_BATCH = 200;
const FAN_OUT: QueuePolicy = { retryLimit: 2, retryDelaySeconds: 300, backoff: false, expireInSeconds: 900, batchSize: 1 };
const BATCH: QueuePolicy = { retryLimit: 3, retryDelaySeconds: 60, backoff: true, expireInSeconds: 900, batchSize: 1 };
const DAY = 86_400_000;
const KIND = NOTIFICATION_EVENT_PREF.weeklySummary;

/** The batch job's data: which week (its key, the Monday it ends on) and whom. */
export interface WeeklySummaryBatch {
  week: string;
  userIds: number[];
}

/**
 * The week a run at `now` reports: the seven days before the latest Monday 00:00 UTC. Its key is that Monday's date,
 * so every run in the same week (a retry, a second process, a cron set to run daily) reports the same week once.
 */
export function weekOf(now: Date): { week: string; period: Period } {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const to = new Date(midnight - ((now.getUTCDay() + 6) % 7) * DAY);
  return { week: to.toISOString().slice(0, 10), period: { from: new Date(to.getTime() - 7 * DAY), to } };
}

const periodOf = (week: string): Period => {
  const to = new Date(`${week}T00:00:00Z`);
  return { from: new Date(to.getTime() - 7 * DAY), to };
};

const day = (d: Date, locale: Locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(d);

/**
 * The weekly activity review (SPEC §3 "e-mail summary (weekly activity review)", issue 12). On `cron` (UTC;
 * WEEKLY_SUMMARY_CRON, null: never) one job walks the active members who keep it on (it is on by default) by id and
 * enqueues them WEEKLY_SUMMARY_BATCH at a time, so 10,000 members are 50 small jobs that any process may work. A batch
 * reads its members' week in a few statements: for a supplier the views of its profile and products, the contact
 * requests and product questions it received; for every member the unread chat messages, and for a buyer the contacts
 * established and questions answered. A member with something to report gets an in-app notification (kind
 * weeklySummary, payload.week) and an e-mail in their e-mail language, in one transaction; members with nothing to
 * report get neither. The notification is the guard: under the member's lock, a week already summarised is skipped,
 * so a retried or doubled job never sends twice.
 */
export function weeklySummaryJob(deps: {
  repo: WeeklySummaryRepository;
  notices: Pick<Notifier, 'record' | 'announce'>;
  mailer: Pick<Mailer, 'send'>;
  jobs: Pick<JobQueue, 'define' | 'schedule' | 'send'>;
  /** The member's unread chat messages (the messaging repository's count). */
  unreadMessages: (userId: number) => Promise<number>;
  cron: string | null;
  log: Pick<JobLog, 'warn'>;
}) {
  const { repo, notices, mailer, jobs } = deps;

  /** Enqueues every member who wants the summary of the week of `now`, a batch per job; answers the batches sent. */
  async function fanOut(now = new Date()): Promise<number> {
    const { week } = weekOf(now);
    let after = 0;
    let batches = 0;
    for (;;) {
      const userIds = await repo.recipientIds(after, WEEKLY_SUMMARY_BATCH);
      if (userIds.length) {
        await jobs.send<WeeklySummaryBatch>(WEEKLY_SUMMARY_BATCH_JOB, { week, userIds });
        batches++;
      }
      if (userIds.length < WEEKLY_SUMMARY_BATCH) return batches;
      after = userIds[userIds.length - 1];
    }
  }

  /** Summarises one batch; answers the members told. One member's failure is logged, the others go on, then it throws. */
  async function summarise({ week, userIds }: WeeklySummaryBatch): Promise<number[]> {
    const period = periodOf(week);
    const members = await repo.members(userIds);
    const [company, told] = await Promise.all([
      repo.companyStats(
        members.filter((m) => m.joinType === 'seller').map((m) => m.companyId),
        period,
      ),
      repo.toldInPeriod(
        members.map((m) => m.id),
        period,
      ),
    ]);
    const sent: number[] = [];
    let failed = 0;
    for (const m of members) {
      try {
        const supplier = m.joinType === 'seller';
        const messages = await deps.unreadMessages(m.id);
        const mine = told.get(m.id);
        const numbers: Record<string, number> = supplier
          ? {
              profileViews: company.profileViews.get(m.companyId) ?? 0,
              productViews: company.productViews.get(m.companyId) ?? 0,
              requests: company.requests.get(m.companyId) ?? 0,
              questions: company.questions.get(m.companyId) ?? 0,
              messages,
            }
          : { messages, accepted: mine?.get('contactAccepted') ?? 0, answers: mine?.get('questionAnswered') ?? 0 };
        if (Object.values(numbers).every((n) => n === 0)) continue;
        const prefs = effectiveNotificationPrefs(m.prefs, m);
        const locale = prefs.emailLanguage;
        const done = await repo.transaction(async (r, tx) => {
          await r.lock(m.id);
          if (await r.summarised(m.id, week, period)) return false;
          await notices.record(tx, [{ userId: m.id, kind: KIND, event: 'weeklySummary', data: { week, supplier, ...numbers } }]);
          const n = (key: string) => (numbers[key] ?? 0).toLocaleString(locale);
          const dates = { from: day(period.from, locale), to: day(new Date(period.to.getTime() - DAY), locale) };
          if (supplier) {
            const params = {
              ...dates,
              profileViews: n('profileViews'),
              productViews: n('productViews'),
              requests: n('requests'),
              questions: n('questions'),
              messages: n('messages'),
            };
            await mailer.send({ to: m.email, recipient: m, locale, template: 'weeklySummary', params }, tx);
          } else {
            const params = { ...dates, messages: n('messages'), accepted: n('accepted'), answers: n('answers') };
            await mailer.send({ to: m.email, recipient: m, locale, template: 'weeklySummaryMember', params }, tx);
          }
          return true;
        });
        if (done) sent.push(m.id);
      } catch (err) {
        failed++;
        deps.log.warn({ userId: m.id, error: err instanceof Error ? err.message : String(err) }, 'weekly summary failed');
      }
    }
    await notices.announce(sent);
    // A retry redoes the batch: those told already are skipped by the guard.
    if (failed) throw new Error(`weekly summary failed for ${failed} of ${members.length} members`);
    return sent;
  }

  jobs.define<object>(WEEKLY_SUMMARY_JOB, FAN_OUT, async () => {
    await fanOut();
  });
  jobs.define<WeeklySummaryBatch>(WEEKLY_SUMMARY_BATCH_JOB, BATCH, async (data) => {
    await summarise(data);
  });
  if (deps.cron) jobs.schedule(WEEKLY_SUMMARY_JOB, deps.cron);

  return { fanOut, summarise };
}
export type WeeklySummaryJob = ReturnType<typeof weeklySummaryJob>;
