import { pageAnswer, pageOffset } from '@gembourse/contracts/envelope';
import type { Connection, ConnectionListQuery, ConnectionRequest } from '@gembourse/contracts/connections';
import { NOTIFICATION_EVENT_PREF } from '@gembourse/contracts/notifications';
import { ErrorCode } from '@gembourse/contracts/errors';
import { DEFAULT_LOCALE, normalizeLocale, type Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound, validationFailed } from '../../platform/errors.ts';
import { translate, type MessageKey } from '../../platform/i18n/messages.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime-hub.ts';
import { TODO_KINDS, type Notifier } from '../messaging/notifier.ts';
import { effectiveNotificationPrefs } from '../accounts/settings-notifications.ts';
import type { Recipient, UsersRepository } from '../accounts/users.repository.ts';
import { isOpenSupplier } from '../company/company-access.ts';
import { displayName } from '../company/company.presenter.ts';
import { presentConnection } from './connections.presenter.ts';
import type { ConnectionRow, ConnectionsRepository } from './connections.repository.ts';
import { personName } from '@gembourse/contracts/person-name';

/** The notification preference (SPEC §3 "Contact request received or confirmed") these notices belong to. */
const KIND = NOTIFICATION_EVENT_PREF.contactRequested;
type Event = 'requested' | 'accepted';
const EVENTS = { requested: 'contactRequested', accepted: 'contactAccepted' } as const;
/** The to-be-done item of a request's recipients, ticked off when anyone answers it or it is withdrawn. */
const TODO = TODO_KINDS.answerContactRequest;
const todoKey = TODO.source;

/**
 * Contact requests between a member's company and a supplier (SPEC §4 "Supplier connection"): pending, then
 * accepted ('Contact has been established') or declined; a declined request may be sent again.
 * A request gives each active admin of the supplier a notification and a to-be-done item (`connection:<id>`), which
 * is ticked off for all of them when any member answers it or the requester withdraws it; the bell's and the to-do
 * list's counts of everyone concerned are announced after the commit.
 */
export function connectionsService(deps: {
  repo: ConnectionsRepository;
  /** Who hears of a request or an answer (the accounts module's lookups of users). */
  accounts: Pick<UsersRepository, 'adminsOf' | 'recipient'>;
  realtime: RealtimePublisher;
  mailer: Pick<Mailer, 'send'>;
  notices: Pick<Notifier, 'record' | 'openTodos' | 'closeTodos' | 'retract' | 'announce'>;
}) {
  const { repo, accounts, mailer, notices } = deps;
  type Company = { name: string; nameEn: string | null; id: number };
  /** Who to tell, once the transaction that recorded the news has committed. */
  type Notice = { recipients: Recipient[]; event: Event; company: Company };

  /**
   * An e-mail to each recipient who keeps "Contact request received or confirmed" on (SPEC §3; on unless switched
   * off), in their e-mail language. The outbox rows are written in `tx`, so they go out only if the change commits.
   */
  async function mail(tx: Db, { recipients, event, company }: Notice, row: ConnectionRow) {
    for (const r of recipients) {
      const prefs = effectiveNotificationPrefs(r.prefs, r);
      if (!prefs[KIND]) continue;
      const locale = prefs.emailLanguage;
      const other = displayName(company, locale);
      if (event === 'requested') {
        const person = personName(row.requester);
        // The link opens the recipient's own profile, where the requests are answered.
        const params = { company: other, person, note: row.message ?? '', companyId: row.supplierCompanyId };
        await mailer.send({ to: r.email, recipient: r, locale, template: 'contactRequested', params }, tx);
      } else {
        await mailer.send(
          { to: r.email, recipient: r, locale, template: 'contactAccepted', params: { company: other, companyId: company.id } },
          tx,
        );
      }
    }
  }

  /**
   * Records the news in the caller's transaction: an in-app notification for each recipient, naming `company`, a
   * to-be-done item for the admins asked, and an e-mail to those who want one. Answers the notice to publish after
   * the commit.
   */
  async function record(tx: Db, notice: Notice, row: ConnectionRow): Promise<Notice> {
    const { recipients, event, company } = notice;
    const about = { connectionId: row.id, companyId: company.id, companyName: company.name, companyNameEn: company.nameEn };
    await notices.record(
      tx,
      recipients.map((u) => ({ userId: u.id, kind: KIND, event: EVENTS[event], data: about })),
    );
    if (event === 'requested') {
      const data = { ...about, supplierCompanyId: row.supplierCompanyId };
      // A declined request asked again is the same row: its item comes back on the list.
      await notices.openTodos(
        tx,
        recipients.map((u) => ({ userId: u.id, kind: TODO.kind, sourceKey: todoKey(row.id), data })),
        { reopen: true },
      );
    }
    await mail(tx, notice, row);
    return notice;
  }

  /**
   * A realtime notice for each recipient in their language, naming `company` as that recipient reads company names.
   * Sent after the commit and best effort: the notification row is the record.
   */
  async function publish(notice: Notice | null) {
    if (!notice?.recipients.length) return;
    const [title, body]: MessageKey[] =
      notice.event === 'requested'
        ? ['connectionRequestedTitle', 'connectionRequestedBody']
        : ['connectionAcceptedTitle', 'connectionAcceptedBody'];
    const byLocale = new Map<Locale, number[]>();
    for (const r of notice.recipients) {
      const locale = normalizeLocale(r.locale) ?? DEFAULT_LOCALE;
      byLocale.set(locale, [...(byLocale.get(locale) ?? []), r.id]);
    }
    for (const [locale, userIds] of byLocale) {
      const params = { company: displayName(notice.company, locale) };
      await deps.realtime.publish({ type: 'notice', title: translate(title, locale), body: translate(body, locale, params) }, { userIds });
    }
  }

  /**
   * Records for the member who asked that their request was accepted (if they are still active), and ticks the
   * supplier's items off. Answers the notice and everyone whose counts changed.
   */
  async function recordAccepted(tx: Db, row: ConnectionRow): Promise<{ notice: Notice | null; touched: number[] }> {
    const closed = await notices.closeTodos(tx, todoKey(row.id));
    const requester = await accounts.recipient(row.requesterId, tx);
    const supplier = { id: row.supplierCompanyId, name: row.supplierCompanyName, nameEn: row.supplierCompanyNameEn };
    if (requester?.status !== 'active') return { notice: null, touched: closed };
    const notice = await record(tx, { recipients: [requester], event: 'accepted', company: supplier }, row);
    return { notice, touched: [...closed, requester.id] };
  }

  /** After the commit: the realtime notice, then the new counts of everyone concerned. */
  async function tell(notice: Notice | null, touched: readonly number[]) {
    await publish(notice);
    await notices.announce(touched);
  }

  async function answer(auth: AuthContext, id: number, status: 'accepted' | 'declined', locale: Locale): Promise<Connection> {
    const { row, notice, touched } = await repo.transaction(async (r, tx) => {
      if (!(await r.respond(id, auth.companyId, status))) {
        const existing = await r.find(id);
        // Somebody else's request is not found, as an unknown one, so ids cannot be probed.
        if (!existing || existing.supplierCompanyId !== auth.companyId) throw notFound();
        throw new AppError(ErrorCode.CONFLICT, 'connectionNotPending');
      }
      const answered = (await r.byId(id))!;
      if (status === 'accepted') return { row: answered, ...(await recordAccepted(tx, answered)) };
      return { row: answered, notice: null, touched: await notices.closeTodos(tx, todoKey(id)) };
    });
    await tell(notice, touched);
    return presentConnection(row, auth, locale);
  }

  return {
    /**
     * Asks an open supplier (isOpenSupplier: active and verified) for contact on behalf of the caller's company. Own
     * company → 40000 on companyId; unknown, suspended, unverified or buyer company → 404; already pending or accepted
     * (either way) → 40900 saying which.
     * When that company already asked the caller's company, asking back accepts its request: the answer is that
     * connection, accepted, and its requester hears so as from any acceptance.
     */
    async request(auth: AuthContext, input: ConnectionRequest, locale: Locale): Promise<Connection> {
      if (input.companyId === auth.companyId) {
        throw validationFailed([{ path: 'companyId', message: translate('connectionSelf', locale) }]);
      }
      const target = await repo.company(input.companyId);
      if (!target || !isOpenSupplier(target)) throw notFound();
      const { row, notice, touched } = await repo.transaction(async (r, tx) => {
        const result = await r.request({
          requesterId: auth.userId,
          requesterCompanyId: auth.companyId,
          supplierCompanyId: target.id,
          message: input.message || null,
        });
        if (result.id === null) {
          throw new AppError(ErrorCode.CONFLICT, result.conflict === 'accepted' ? 'connectionExists' : 'connectionPending');
        }
        const filed = (await r.byId(result.id))!;
        if (result.reversed) return { row: filed, ...(await recordAccepted(tx, filed)) };
        const requester = { id: filed.requesterCompanyId, name: filed.requesterCompanyName, nameEn: filed.requesterCompanyNameEn };
        const recipients = await accounts.adminsOf(target.id, 'active', tx);
        const recorded = await record(tx, { recipients, event: 'requested', company: requester }, filed);
        return { row: filed, notice: recorded, touched: recipients.map((u) => u.id) };
      });
      await tell(notice, touched);
      return presentConnection(row, auth, locale);
    },

    async list(auth: AuthContext, q: ConnectionListQuery, locale: Locale) {
      const { rows, total } = await repo.list(auth.companyId, q.direction, q.status, q.pageSize, pageOffset(q), q.companyId);
      return pageAnswer(
        rows.map((r) => presentConnection(r, auth, locale)),
        total,
        q,
      );
    },

    /** Any member of the supplier company answers; others get 404, answered requests 40900. */
    accept: (auth: AuthContext, id: number, locale: Locale) => answer(auth, id, 'accepted', locale),
    decline: (auth: AuthContext, id: number, locale: Locale) => answer(auth, id, 'declined', locale),

    /**
     * Takes back a pending request of the caller's company (any of its members may, as any may send one). Requests
     * of other companies, the supplier's side included, are not found (404); answered ones answer 40900.
     */
    async withdraw(auth: AuthContext, id: number): Promise<null> {
      const touched = await repo.transaction(async (r, tx) => {
        if (!(await r.withdraw(id, auth.companyId))) return null;
        // The unread "new request" notices go with it (read ones stay as history; 'requested' is the event of rows
        // written before issue 12); the admins' items are ticked off.
        const retracted = await notices.retract(tx, { kind: KIND, events: [EVENTS.requested, 'requested'], about: { connectionId: id } });
        return [...retracted, ...(await notices.closeTodos(tx, todoKey(id)))];
      });
      if (touched) {
        await notices.announce(touched);
        return null;
      }
      const existing = await repo.find(id);
      if (!existing || existing.requesterCompanyId !== auth.companyId) throw notFound();
      throw new AppError(ErrorCode.CONFLICT, 'connectionNotPending');
    },
  };
}
