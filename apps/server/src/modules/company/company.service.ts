import { createHash } from 'node:crypto';
import type {
  CompanyDetail,
  CompanyListAnswer,
  CompanyListBody,
  CompanySummary,
  SupplierPickerPage,
  SupplierPickerQuery,
} from '@gembourse/contracts/company';
import type { PageQuery } from '@gembourse/contracts/envelope-schema';
import { LIMITS } from '@gembourse/contracts/limits';
import type { Locale } from '@gembourse/contracts/locale';
import { PERM } from '@gembourse/contracts/permissions';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { RoleMenusCache } from '../../platform/auth/role-menus.ts';
import { notFound } from '../../platform/errors.ts';
import { contactAccess, profileVisible, standingOf } from './company-access.ts';
import type { CompanyRepository } from './company.repository.ts';
import type { ProfileVisitor } from './profile-visit-policy.ts';
import type { ProfileVisitsService } from './profile-visits.service.ts';
import { presentDetail, presentSummary } from './company.presenter.ts';

/** What the route knows of a profile's opener besides the session: the accessuuid header and the address. */
export interface VisitSource {
  device: string | undefined;
  ip: string;
}

/** The network a guest calls from: the IPv4 address, or the /64 of an IPv6 one (what one subscriber gets). */
export function networkOf(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4) return v4[1];
  if (!ip.includes(':')) return ip;
  const [head, tail] = ip.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = tail === undefined ? h : [...h, ...Array<string>(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t];
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

const DEVICE_ID = /^[\w.:-]{1,100}$/;

/**
 * A guest is its device id (the accessuuid header), or its network when it sends none. The network is kept as a
 * short hash, never as the address: page_views is analytics data and needs no personal data to count.
 */
function visitorOf(viewer: AuthContext | null, source: VisitSource): ProfileVisitor {
  if (viewer) return { kind: 'member', userId: viewer.userId, companyId: viewer.companyId };
  const network = createHash('sha256').update(networkOf(source.ip)).digest('base64url').slice(0, 16);
  return { kind: 'guest', network, device: source.device && DEVICE_ID.test(source.device) ? source.device : '-' };
}

/** Supplier directory, recommendations and profiles, with the guest and privacy rules applied. */
export function companyService(deps: {
  repo: CompanyRepository;
  roleMenus: Pick<RoleMenusCache, 'allows'>;
  visits: Pick<ProfileVisitsService, 'record'>;
}) {
  const { repo, roleMenus } = deps;

  /**
   * Notes a visit of `companyId`'s profile (visit_count: "most visited", the activity part of matching), except by the
   * company's own members and platform staff; answers whether it was noted. Writes nothing: the visit is counted by a
   * batch job a few seconds later (profile-visits.service.ts), off the read path.
   */
  function recordVisit(companyId: number, viewer: AuthContext | null, source: VisitSource): boolean {
    if (viewer && (viewer.companyId === companyId || viewer.administrator)) return false;
    deps.visits.record(companyId, visitorOf(viewer, source));
    return true;
  }

  return {
    recordVisit,

    /** Guests see the first LIMITS.guestResultLimit results only, with `limited` set (SPEC §2). */
    async list(body: CompanyListBody, page: PageQuery, viewer: AuthContext | null, locale: Locale): Promise<CompanyListAnswer> {
      const limited = !viewer;
      const pageNum = limited ? 1 : page.pageNum;
      const pageSize = limited ? Math.min(page.pageSize, LIMITS.guestResultLimit) : page.pageSize;
      // A guest's random order has one fixed seed: fresh seeds would deal a new 12 each call, the whole directory.
      const query = limited && body.sort === 'random' ? { ...body, seed: 0 } : body;
      // `total` is exact up to a cap and an estimate above it (directory-list.repository.ts); `hasMore` is exact.
      const { rows, total, hasMore } = await repo.listSuppliers(query, pageSize, (pageNum - 1) * pageSize, locale);
      return {
        list: rows.map((r) => presentSummary(r, locale)),
        total,
        pageNum,
        pageSize,
        hasMore: !limited && hasMore,
        limited: limited && hasMore,
      };
    },

    async recommended(locale: Locale): Promise<CompanySummary[]> {
      return (await repo.recommended(8)).map((r) => presentSummary(r, locale));
    },

    /** A page of the supplier picker: at most `limit` listed suppliers by name, and where the next page starts. */
    async pick(q: SupplierPickerQuery): Promise<SupplierPickerPage> {
      const rows = await repo.pickSuppliers(q.keyword, q.limit + 1, q.cursor);
      const list = rows.slice(0, q.limit);
      return { list, nextCursor: rows.length > q.limit ? list[list.length - 1].id : null };
    },

    /**
     * A company profile with the viewer's relation to it, for those who may open it (profileVisible: 404 otherwise);
     * contact details follow the contact privacy (company-access.ts). Opening a profile notes a visit (recordVisit); the
     * read itself writes nothing.
     * `canEdit` follows the permission point company:profile:edit, as the editor's page does.
     */
    async detail(id: number, viewer: AuthContext | null, locale: Locale, visit?: VisitSource): Promise<CompanyDetail> {
      const row = await repo.findById(id);
      if (!row) throw notFound();
      const relation = viewer
        ? await repo.viewerRelation(viewer.userId, viewer.companyId, id)
        : { connection: 'none' as const, collected: false };
      const standing = standingOf(viewer, id, relation.connection === 'accepted');
      if (!profileVisible(row.full, viewer, standing)) throw notFound();
      if (visit) recordVisit(id, viewer, visit);
      const { visible } = contactAccess(row.full.contactPrivacy, viewer, standing);
      // The editor edits the caller's own company (POST /api/company/update has no company id).
      const canEdit = standing.own && (await roleMenus.allows(viewer, { perm: PERM.companyProfileEdit }));
      return presentDetail(row, locale, {
        contactVisible: visible,
        viewer: {
          own: standing.own,
          canEdit,
          connection: relation.connection,
          collected: relation.collected,
        },
      });
    },
  };
}
