import { sql } from 'drizzle-orm';
import { dictionaryEntries, menus, roleMenus, roles } from '../schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { DICTIONARY_SEED } from './dictionary-data.ts';
import { MENU_SEED, ROLE_SEED } from './menus-data.ts';

/**
 * Reference data every installation needs, demo or not: the dictionary, menus and roles. Idempotent: rows are
 * upserted, so a release that adds entries brings them to existing databases on the next start.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  const sorted = DICTIONARY_SEED.map((e, i) => ({
    dictCode: e.dictCode, dataValue: e.dataValue, labels: e.labels, parentValue: e.parentValue ?? null, sort: i,
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
    .values(MENU_SEED.map((m, i) => ({
      menuId: m.menuId, parentId: m.parentId, menuType: m.menuType, menuName: m.menuName,
      menuTitle: `menu.${m.menuName}`, path: m.path ?? null, frameUrl: m.frameUrl ?? null, icon: m.icon ?? null,
      sort: i, webPerms: m.webPerms ?? null,
    })))
    .onConflictDoNothing();
  for (const [code, role] of Object.entries(ROLE_SEED)) {
    const [row] = await db
      .insert(roles)
      .values({ code, name: role.name })
      .onConflictDoUpdate({ target: roles.code, set: { name: role.name } })
      .returning({ id: roles.id });
    await db.insert(roleMenus).values(role.menuIds.map((menuId) => ({ roleId: row.id, menuId }))).onConflictDoNothing();
  }
}
