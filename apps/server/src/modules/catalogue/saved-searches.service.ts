import { ZCatalogueQuery, type CatalogueQuery } from '@gembourse/contracts/catalogue-search';
import { ErrorCode } from '@gembourse/contracts/errors';
import type { Locale } from '@gembourse/contracts/locale';
import { NOTIFICATION_EVENT_PREF } from '@gembourse/contracts/notifications';
import { SAVED_SEARCH_LIMITS, type SavedSearch, type SaveSearch } from '@gembourse/contracts/product-alerts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { AppError, notFound, validationFailed } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/messages.ts';
import { fieldMessage } from '../../platform/i18n/validation-messages.ts';
import type { JobLog, JobQueue, QueuePolicy } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { effectiveNotificationPrefs } from '../accounts/settings-notifications.ts';
import type { Notifier } from '../messaging/notifier.ts';
import { presentSavedSearch } from './product-alerts.presenter.ts';
import { viewerOf } from './product-sight.ts';
import type { DueSavedSearch, SavedSearchesRepository } from './saved-searches.repository.ts';

/** The catalogue search as a saved search runs it (catalogue-search.service.ts `search`), as the search's owner. */
export type CatalogueSearchFn = (
  viewer: AuthContext,
  query: CatalogueQuery,
  locale: Locale,
  opts?: { publishedAfter?: Date },
) => Promise<{ total: number; list: { name: string }[] }>;

export const SAVED_SEARCH_JOB = 'catalogue.saved-searches';
/** Every 15 minutes: new products are announced within a quarter of an hour (and at most once a day per search). */
const SAVED_SEARCH_CRON = '*/15 * * * *';
/** A run walks every search; one stuck longer than this died with its process and is run again (claims are per search). */
const POLICY: QueuePolicy = { retryLimit: 1, retryDelaySeconds: 60, backoff: false, expireInSeconds: 840, batchSize: 1, policy: 'short' };
/** Searches read per statement. */
const BATCH = 200;
/** Product names a notice and its e-mail quote. */
const EXAMPLES = 3;
/** The preference of new matches (the notification's kind), which also lets their e-mail go. */
const PREF = NOTIFICATION_EVENT_PREF.savedSearchMatches;
/** What a saved search does not keep of the URL: where the list was, not what it searches. */
const NOT_SAVED = new Set(['page', 'after', 'before', 'language']);

/**
 * A /home/product query string checked as the search endpoint checks it (ZCatalogueQuery) and kept without the page
 * or cursors, its keys sorted, so one search is stored one way. Its problem, named, when it is not a catalogue query.
 */
export function normaliseQuery(
  raw: string,
): { query: string; parsed: CatalogueQuery } | { problem: { field: string; issue: Parameters<typeof fieldMessage>[0] } } {
  const params = new URLSearchParams(raw.startsWith('?') ? raw.slice(1) : raw);
  const kept = [...params.entries()].filter(([k, v]) => !NOT_SAVED.has(k) && v.trim() !== '');
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const input = Object.fromEntries(kept);
  const result = ZCatalogueQuery.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    return { problem: { field: issue.path.join('.') || 'query', issue } };
  }
  return { query: new URLSearchParams(kept).toString(), parsed: result.data };
}

/**
 * Saved searches (issue 11 item 5): a member saves a /home/product search (at most SAVED_SEARCH_LIMITS.perMember) and
 * removes it; a cron job runs each one as its owner for products first published since it last looked, and tells the
 * owner of new matches with a notification row and, with "Product alerts" on, an e-mail in their e-mail language, at
 * most once a day per search. While a search has announced today, its clock stays put, so the next day's notice
 * counts everything new since the last one.
 */
export function savedSearchesService(deps: {
  repo: SavedSearchesRepository;
  mailer: Pick<Mailer, 'send'>;
  jobs: Pick<JobQueue, 'define' | 'schedule'>;
  log: Pick<JobLog, 'warn'>;
  /** The catalogue search; without it the check job is not scheduled. */
  search?: CatalogueSearchFn;
  notices: Pick<Notifier, 'record' | 'announce'>;
}) {
  const { repo, mailer, notices } = deps;

  /** Checks one search: announce new matches (or move its clock when there are none). */
  async function check(s: DueSavedSearch, search: CatalogueSearchFn): Promise<void> {
    const checkedAt = new Date();
    const normal = normaliseQuery(s.query);
    // A query saved before a catalogue change that no longer parses is left alone (the member still sees and removes it).
    if ('problem' in normal) return;
    const prefs = effectiveNotificationPrefs(s.prefs, s);
    const viewer = viewerOf({
      userId: s.userId,
      companyId: s.companyId,
      joinType: s.joinType,
      companyRole: s.companyRole,
      administrator: s.administrator,
    });
    const query = { ...normal.parsed, page: 1, facets: false } as CatalogueQuery;
    const found = await search(viewer, query, prefs.emailLanguage, { publishedAfter: s.checkedAt });
    if (found.total === 0) return repo.checked(s.id, checkedAt, false);
    if (s.notifiedToday) return;
    const examples = found.list.slice(0, EXAMPLES).map((p) => p.name);
    await repo.transaction(async (r, tx) => {
      await notices.record(tx, [
        {
          userId: s.userId,
          kind: PREF,
          event: 'savedSearchMatches',
          data: { savedSearchId: s.id, name: s.name, query: s.query, count: found.total, products: examples },
        },
      ]);
      if (prefs[PREF]) {
        const locale = prefs.emailLanguage;
        const params = { search: s.name, count: found.total, examples: examples.join(', '), query: s.query };
        await mailer.send({ to: s.email, recipient: s, locale, template: 'savedSearchMatches', params }, tx);
      }
      await r.checked(s.id, checkedAt, true);
    });
    await notices.announce([s.userId]);
  }

  /** One run over every saved search; one search's failure is logged and does not stop the others. */
  async function checkAll(search: CatalogueSearchFn): Promise<void> {
    let after = 0;
    for (;;) {
      const rows = await repo.batch(after, BATCH);
      for (const s of rows) {
        try {
          await check(s, search);
        } catch (err) {
          deps.log.warn({ savedSearchId: s.id, error: err instanceof Error ? err.message : String(err) }, 'saved search check failed');
        }
      }
      if (rows.length < BATCH) return;
      after = rows[rows.length - 1].id;
    }
  }

  const { search } = deps;
  if (search) {
    deps.jobs.define<object>(SAVED_SEARCH_JOB, POLICY, () => checkAll(search));
    deps.jobs.schedule(SAVED_SEARCH_JOB, SAVED_SEARCH_CRON);
  }

  return {
    /** Saves a search whose query string is a catalogue query (40000 naming the problem otherwise). */
    async save(auth: AuthContext, input: SaveSearch, locale: Locale): Promise<SavedSearch> {
      const normal = normaliseQuery(input.query);
      if ('problem' in normal) {
        const { field, issue } = normal.problem;
        const message = translate('savedSearchInvalid', locale, { field, problem: fieldMessage(issue, locale) });
        throw validationFailed([{ path: 'query', message }]);
      }
      if ((await repo.count(auth.userId)) >= SAVED_SEARCH_LIMITS.perMember) {
        throw new AppError(ErrorCode.CONFLICT, 'savedSearchLimit', { max: SAVED_SEARCH_LIMITS.perMember });
      }
      // What only the search itself can check (a dictionary value that does not exist) is refused now, as the search
      // page would refuse it, not found by the job later: one search of nothing new (published after now).
      if (search)
        await search(auth, { ...normal.parsed, page: 1, pageSize: 1, facets: false } as CatalogueQuery, locale, {
          publishedAfter: new Date(),
        });
      return presentSavedSearch(await repo.insert({ userId: auth.userId, name: input.name, query: normal.query }));
    },

    /** Removes one of my saved searches; another member's answers 404 and removes nothing. */
    async remove(auth: AuthContext, id: number): Promise<null> {
      if (!(await repo.remove(id, auth.userId))) throw notFound();
      return null;
    },

    /** Runs the check now (tests, and a script that must see it done). */
    checkAll: () => (search ? checkAll(search) : Promise.resolve()),
  };
}
export type SavedSearchesService = ReturnType<typeof savedSearchesService>;
