import { pageAnswer, pageOffset } from '@gembourse/contracts/envelope';
import type { Connection, ConnectionListQuery, ConnectionRequest } from '@gembourse/contracts/connections';
import { ErrorCode } from '@gembourse/contracts/errors';
import { DEFAULT_LOCALE, normalizeLocale, type Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound, validationFailed } from '../../platform/errors.ts';
import { translate, type MessageKey } from '../../platform/i18n/messages.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime-hub.ts';
import { effectiveNotificationPrefs } from '../accounts/settings-notifications.ts';
import type { Recipient, UsersRepository } from '../accounts/users.repository.ts';
import { isOpenSupplier } from '../company/company-access.ts';
import { displayName } from '../company/company.presenter.ts';
import { presentConnection } from './connections.presenter.ts';
import type { ConnectionRow, ConnectionsQueries, ConnectionsRepository } from './connections.repository.ts';

/** The notification preference (SPEC §3 "Contact request received or confirmed") these notices belong to. */
const KIND = 'contactRequest';
type Event = 'requested' | 'accepted';

/**
 * Contact requests between a member's company and a supplier (SPEC §4 "Supplier connection"): pending, then
 * accepted ('Contact has been established') or declined; a declined request may be sent again.
 */
export function connectionsService(deps: {
  repo: ConnectionsRepository;
  /** Who hears of a request or an answer (the accounts module's lookups of users). */
  accounts: Pick<UsersRepository, 'adminsOf' | 'recipient'>;
  realtime: RealtimePublisher;
  mailer: Pick<Mailer, 'send'>;
}) {
  const { repo, accounts, mailer } = deps;
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
        const person = `${row.requesterFirstName} ${row.requesterLastName}`.trim();
        // The link opens the recipient's own profile, where the requests are answered.
        const params = { name: r.firstName, company: other, person, note: row.message ?? '', companyId: row.supplierCompanyId };
        await mailer.send({ to: r.email, locale, template: 'contactRequested', params }, tx);
      } else {
        await mailer.send(
          { to: r.email, locale, template: 'contactAccepted', params: { name: r.firstName, company: other, companyId: company.id } },
          tx,
        );
      }
    }
  }

  /**
   * Records the news in the caller's transaction: an in-app notification for each recipient, naming `company`, and
   * an e-mail to those who want one. Answers the notice to publish after the commit.
   */
  async function record(r: ConnectionsQueries, tx: Db, notice: Notice, row: ConnectionRow): Promise<Notice> {
    const { recipients, event, company } = notice;
    await r.notify(
      recipients.map((u) => ({
        userId: u.id,
        kind: KIND,
        payload: { event, connectionId: row.id, companyId: company.id, companyName: company.name },
      })),
    );
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

  /** Records for the member who asked that their request was accepted (if they are still active). */
  async function recordAccepted(r: ConnectionsQueries, tx: Db, row: ConnectionRow): Promise<Notice | null> {
    const requester = await accounts.recipient(row.requesterId, tx);
    const supplier = { id: row.supplierCompanyId, name: row.supplierCompanyName, nameEn: row.supplierCompanyNameEn };
    return requester?.status === 'active' ? record(r, tx, { recipients: [requester], event: 'accepted', company: supplier }, row) : null;
  }

  async function answer(auth: AuthContext, id: number, status: 'accepted' | 'declined', locale: Locale): Promise<Connection> {
    const { row, notice } = await repo.transaction(async (r, tx) => {
      if (!(await r.respond(id, auth.companyId, status))) {
        const existing = await r.find(id);
        // Somebody else's request is not found, as an unknown one, so ids cannot be probed.
        if (!existing || existing.supplierCompanyId !== auth.companyId) throw notFound();
        throw new AppError(ErrorCode.CONFLICT, 'connectionNotPending');
      }
      const answered = (await r.byId(id))!;
      return { row: answered, notice: status === 'accepted' ? await recordAccepted(r, tx, answered) : null };
    });
    await publish(notice);
    return presentConnection(row, locale);
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
      const { row, notice } = await repo.transaction(async (r, tx) => {
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
        if (result.reversed) return { row: filed, notice: await recordAccepted(r, tx, filed) };
        const requester = { id: filed.requesterCompanyId, name: filed.requesterCompanyName, nameEn: filed.requesterCompanyNameEn };
        return {
          row: filed,
          notice: await record(
            r,
            tx,
            { recipients: await accounts.adminsOf(target.id, 'active', tx), event: 'requested', company: requester },
            filed,
          ),
        };
      });
      await publish(notice);
      return presentConnection(row, locale);
    },

    async list(auth: AuthContext, q: ConnectionListQuery, locale: Locale) {
      const { rows, total } = await repo.list(auth.companyId, q.direction, q.status, q.pageSize, pageOffset(q), q.companyId);
      return pageAnswer(
        rows.map((r) => presentConnection(r, locale)),
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
      if (await repo.withdraw(id, auth.companyId)) return null;
      const existing = await repo.find(id);
      if (!existing || existing.requesterCompanyId !== auth.companyId) throw notFound();
      throw new AppError(ErrorCode.CONFLICT, 'connectionNotPending');
    },
  };
}
