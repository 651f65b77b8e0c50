import type { Connection, ConnectionListQuery, ConnectionRequest } from '@gembourse/contracts/connections';
import { ErrorCode } from '@gembourse/contracts/errors';
import { DEFAULT_LOCALE, normalizeLocale, type Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { AppError, notFound, validationFailed } from '../../platform/errors.ts';
import { translate, type MessageKey } from '../../platform/i18n/messages.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime-hub.ts';
import { displayName } from '../company/company.presenter.ts';
import { presentConnection } from './connections.presenter.ts';
import type { ConnectionRow, ConnectionsRepository } from './connections.repository.ts';

/** The notification preference (SPEC §3 "Contact request received or confirmed") these notices belong to. */
const KIND = 'contactRequest';

/**
 * Contact requests between a member's company and a supplier (SPEC §4 "Supplier connection"): pending, then
 * accepted ('Contact has been established') or declined; a declined request may be sent again.
 */
export function connectionsService(deps: { repo: ConnectionsRepository; realtime: RealtimePublisher }) {
  const { repo } = deps;

  /**
   * An in-app notification for each recipient, and a realtime notice in each one's language, naming `company` as
   * that recipient reads company names. Notices are best effort: the notification row is the record.
   */
  async function tell(
    recipients: { id: number; locale: string }[],
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
  }

  async function answer(auth: AuthContext, id: number, status: 'accepted' | 'declined', locale: Locale): Promise<Connection> {
    if (!(await repo.respond(id, auth.companyId, status))) {
      const existing = await repo.find(id);
      // Somebody else's request is not found, as an unknown one, so ids cannot be probed.
      if (!existing || existing.supplierCompanyId !== auth.companyId) throw notFound();
      throw new AppError(ErrorCode.CONFLICT, 'connectionNotPending');
    }
    const row = (await repo.byId(id))!;
    if (status === 'accepted') {
      const requester = await repo.user(row.requesterId);
      const supplier = { id: row.supplierCompanyId, name: row.supplierCompanyName, nameEn: row.supplierCompanyNameEn };
      if (requester?.status === 'active') await tell([requester], 'accepted', row, supplier);
    }
    return presentConnection(row, locale);
  }

  return {
    /**
     * Asks an active supplier for contact on behalf of the caller's company. Own company → 40000 on companyId;
     * unknown, suspended or buyer company → 404; already pending or accepted → 40900 saying which.
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
      const requester = { id: row.requesterCompanyId, name: row.requesterCompanyName, nameEn: row.requesterCompanyNameEn };
      await tell(await repo.adminsOf(target.id), 'requested', row, requester);
      return presentConnection(row, locale);
    },

    async list(auth: AuthContext, q: ConnectionListQuery, locale: Locale) {
      const { rows, total } = await repo.list(auth.companyId, q.direction, q.status, q.pageSize, (q.pageNum - 1) * q.pageSize);
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
  };
}
