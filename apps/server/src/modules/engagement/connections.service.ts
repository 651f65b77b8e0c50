import type { Connection, ConnectionListQuery, ConnectionRequest } from '@gembourse/contracts/connections';
import { ErrorCode } from '@gembourse/contracts/errors';
import { DEFAULT_LOCALE, normalizeLocale, type Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { AppError, notFound, validationFailed } from '../../platform/errors.ts';
import { translate, type MessageKey } from '../../platform/i18n/messages.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime-hub.ts';
import { effectiveNotificationPrefs } from '../accounts/settings-notifications.ts';
import { displayName } from '../company/company.presenter.ts';
import { presentConnection } from './connections.presenter.ts';
import type { ConnectionRow, ConnectionsRepository, Recipient } from './connections.repository.ts';

/** The notification preference (SPEC §3 "Contact request received or confirmed") these notices belong to. */
const KIND = 'contactRequest';

/**
 * Contact requests between a member's company and a supplier (SPEC §4 "Supplier connection"): pending, then
 * accepted ('Contact has been established') or declined; a declined request may be sent again.
 */
export function connectionsService(deps: { repo: ConnectionsRepository; realtime: RealtimePublisher; mailer: Pick<Mailer, 'send'> }) {
  const { repo, mailer } = deps;

  /**
   * An e-mail to each recipient who keeps "Contact request received or confirmed" on (SPEC §3; on unless switched
   * off), in their e-mail language. The outbox records it; delivery happens off the request path.
   */
  async function mail(recipients: Recipient[], event: 'requested' | 'accepted', row: ConnectionRow, company: { name: string; nameEn: string | null; id: number }) {
    for (const r of recipients) {
      const prefs = effectiveNotificationPrefs(r.prefs, r);
      if (!prefs[KIND]) continue;
      const locale = prefs.emailLanguage;
      const other = displayName(company, locale);
      if (event === 'requested') {
        const person = `${row.requesterFirstName} ${row.requesterLastName}`.trim();
        // The link opens the recipient's own profile, where the requests are answered.
        const params = { name: r.firstName, company: other, person, note: row.message ?? '', companyId: row.supplierCompanyId };
        await mailer.send({ to: r.email, locale, template: 'contactRequested', params });
      } else {
        await mailer.send({ to: r.email, locale, template: 'contactAccepted', params: { name: r.firstName, company: other, companyId: company.id } });
      }
    }
  }

  /**
   * An in-app notification for each recipient, a realtime notice in each one's language, naming `company` as that
   * recipient reads company names, and an e-mail to those who want one. Notices are best effort: the notification
   * row is the record.
   */
  async function tell(
    recipients: Recipient[],
    event: 'requested' | 'accepted',
    row: ConnectionRow,
    company: { name: string; nameEn: string | null; id: number },
  ) {
    const [title, body]: MessageKey[] = event === 'requested'
      ? ['connectionRequestedTitle', 'connectionRequestedBody']
      : ['connectionAcceptedTitle', 'connectionAcceptedBody'];
    await repo.notify(recipients.map((r) => ({
      userId: r.id, kind: KIND, payload: { event, connectionId: row.id, companyId: company.id, companyName: company.name },
    })));
    const byLocale = new Map<Locale, number[]>();
    for (const r of recipients) {
      const locale = normalizeLocale(r.locale) ?? DEFAULT_LOCALE;
      byLocale.set(locale, [...(byLocale.get(locale) ?? []), r.id]);
    }
    for (const [locale, userIds] of byLocale) {
      const params = { company: displayName(company, locale) };
      await deps.realtime.publish({ type: 'notice', title: translate(title, locale), body: translate(body, locale, params) }, { userIds });
    }
    await mail(recipients, event, row, company);
  }

  /** Tells the member who asked that their request was accepted (if they are still active). */
  async function tellAccepted(row: ConnectionRow) {
    const requester = await repo.user(row.requesterId);
    const supplier = { id: row.supplierCompanyId, name: row.supplierCompanyName, nameEn: row.supplierCompanyNameEn };
    if (requester?.status === 'active') await tell([requester], 'accepted', row, supplier);
  }

  async function answer(auth: AuthContext, id: number, status: 'accepted' | 'declined', locale: Locale): Promise<Connection> {
    if (!(await repo.respond(id, auth.companyId, status))) {
      const existing = await repo.find(id);
      // Somebody else's request is not found, as an unknown one, so ids cannot be probed.
      if (!existing || existing.supplierCompanyId !== auth.companyId) throw notFound();
      throw new AppError(ErrorCode.CONFLICT, 'connectionNotPending');
    }
    const row = (await repo.byId(id))!;
    if (status === 'accepted') await tellAccepted(row);
    return presentConnection(row, locale);
  }

  return {
    /**
     * Asks an active supplier for contact on behalf of the caller's company. Own company → 40000 on companyId;
     * unknown, suspended or buyer company → 404; already pending or accepted (either way) → 40900 saying which.
     * When that company already asked the caller's company, asking back accepts its request: the answer is that
     * connection, accepted, and its requester hears so as from any acceptance.
     */
    async request(auth: AuthContext, input: ConnectionRequest, locale: Locale): Promise<Connection> {
      if (input.companyId === auth.companyId) {
        throw validationFailed([{ path: 'companyId', message: translate('connectionSelf', locale) }]);
      }
      const target = await repo.company(input.companyId);
      if (!target || target.status !== 'active' || target.joinType !== 'seller') throw notFound();
      const result = await repo.request({
        requesterId: auth.userId, requesterCompanyId: auth.companyId, supplierCompanyId: target.id, message: input.message || null,
      });
      if (result.id === null) {
        throw new AppError(ErrorCode.CONFLICT, result.conflict === 'accepted' ? 'connectionExists' : 'connectionPending');
      }
      const row = (await repo.byId(result.id))!;
      if (result.reversed) {
        await tellAccepted(row);
        return presentConnection(row, locale);
      }
      const requester = { id: row.requesterCompanyId, name: row.requesterCompanyName, nameEn: row.requesterCompanyNameEn };
      await tell(await repo.adminsOf(target.id), 'requested', row, requester);
      return presentConnection(row, locale);
    },

    async list(auth: AuthContext, q: ConnectionListQuery, locale: Locale) {
      const { rows, total } = await repo.list(auth.companyId, q.direction, q.status, q.pageSize, (q.pageNum - 1) * q.pageSize, q.companyId);
      return {
        list: rows.map((r) => presentConnection(r, locale)),
        total,
        pageNum: q.pageNum,
        pageSize: q.pageSize,
        hasMore: q.pageNum * q.pageSize < total,
      };
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
