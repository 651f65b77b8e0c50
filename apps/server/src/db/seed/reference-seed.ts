import { sql } from 'drizzle-orm';
import { dictionaryEntries, menus, pages, plans, roleMenus, roles } from '../schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { DICTIONARY_SEED } from './dictionary-data.ts';
import { MENU_SEED, ROLE_SEED } from './menus-data.ts';
import { PAGE_SEED } from './pages-data.ts';
import { PLAN_SEED } from './plans-data.ts';

/**
 * Reference data every installation needs, demo or not: the dictionary, menus, roles, the legal pages and the plans. Idempotent: rows are
 * upserted, so a release that adds entries brings them to existing databases on the next start.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  const sorted = DICTIONARY_SEED.map((e, i) => ({
    dictCode: e.dictCode,
    dataValue: e.dataValue,
    labels: e.labels,
    parentValue: e.parentValue ?? null,
    sort: i,
  }));
  for (let i = 0; i < sorted.length; i += 500) {
    await db
      .insert(dictionaryEntries)
      .values(sorted.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [dictionaryEntries.dictCode, dictionaryEntries.dataValue],
        set: { labels: sql`excluded.labels`, parentValue: sql`excluded.parent_value`, sort: sql`excluded.sort` },
      });
  }
  await db
    .insert(menus)
    .values(
      MENU_SEED.map((m, i) => ({
        menuId: m.menuId,
        parentId: m.parentId,
        menuType: m.menuType,
        menuName: m.menuName,
        menuTitle: `menu.${m.menuName}`,
        path: m.path ?? null,
        frameUrl: m.frameUrl ?? null,
        icon: m.icon ?? null,
        sort: i,
        webPerms: m.webPerms ?? null,
      })),
    )
    // A release may move, rename or re-point a menu; the organiser's visible/disabled switches are left as set.
    .onConflictDoUpdate({
      target: menus.menuId,
      set: {
        parentId: sql`excluded.parent_id`,
        menuType: sql`excluded.menu_type`,
        menuName: sql`excluded.menu_name`,
        menuTitle: sql`excluded.menu_title`,
        path: sql`excluded.path`,
        frameUrl: sql`excluded.frame_url`,
        icon: sql`excluded.icon`,
        sort: sql`excluded.sort`,
        webPerms: sql`excluded.web_perms`,
      },
    });
  for (const [code, role] of Object.entries(ROLE_SEED)) {
    const [row] = await db
      .insert(roles)
      .values({ code, name: role.name })
      .onConflictDoUpdate({ target: roles.code, set: { name: role.name } })
      .returning({ id: roles.id });
    await db
      .insert(roleMenus)
      .values(role.menuIds.map((menuId) => ({ roleId: row.id, menuId })))
      .onConflictDoNothing();
  }
  // The plans on offer (plans-data.ts), keyed by code: a missing plan is added; a stored one is never overwritten, so
  // the organiser's prices and limits survive restarts (a release that must change a plan does it in a migration).
  await db
    .insert(plans)
    .values([...PLAN_SEED])
    .onConflictDoNothing({ target: plans.code });
  // Keyed by slug + language: a missing page or a missing language is added, a stored text is never overwritten
  // (jsonb `||` keeps the right side's keys), so an organiser's wording survives restarts.
  await db
    .insert(pages)
    .values(PAGE_SEED)
    .onConflictDoUpdate({
      target: pages.slug,
      set: { title: sql`excluded.title || ${pages.title}`, bodyHtml: sql`excluded.body_html || ${pages.bodyHtml}`, updatedAt: sql`now()` },
      setWhere: sql`excluded.title || ${pages.title} <> ${pages.title} or excluded.body_html || ${pages.bodyHtml} <> ${pages.bodyHtml}`,
    });
}
