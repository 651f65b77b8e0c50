import { ROLE_POINTS } from '@gembourse/contracts/company-users';
import type { KeyOf } from '../../../../shared/i18n/keys.ts';

/** A permission point a role may hold. */
export type RolePoint = (typeof ROLE_POINTS)[number];

/** The role editor's groups, in the order it shows them. */
export const POINT_GROUPS = ['showroom', 'analytics', 'chat', 'company', 'manage', 'billing'] as const;
export type PointGroup = (typeof POINT_GROUPS)[number];

/** The group a point belongs to: billing before the rest of manage, which holds the user and role points. */
export function groupOf(point: string): PointGroup {
  if (point.startsWith('manage:billing:')) return 'billing';
  const head = point.split(':')[0];
  return (POINT_GROUPS as readonly string[]).includes(head) ? (head as PointGroup) : 'manage';
}

/** The points of each group that this company may hand out, in ROLE_POINTS order; empty groups left out. */
export function groupedPoints(assignable: readonly string[]): { group: PointGroup; points: RolePoint[] }[] {
  const allowed = new Set(assignable);
  return POINT_GROUPS.map((group) => ({ group, points: ROLE_POINTS.filter((p) => allowed.has(p) && groupOf(p) === group) })).filter(
    (g) => g.points.length > 0,
  );
}

/** The i18n key (namespace manage) of a point's label: `showroom:product:add` → `points.showroom-product-add`. */
export function pointKey(point: string): KeyOf<'manage'> {
  return `points.${point.replaceAll(':', '-')}` as KeyOf<'manage'>;
}
