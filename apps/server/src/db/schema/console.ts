import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

/** Menu rows (SPEC §3 "Menu item"): 1 catalog, 2 menu, 3 permission point carrying webPerms. */
export const menus = pgTable(
  'menus',
  {
    menuId: integer('menu_id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    menuType: integer('menu_type').notNull(),
    menuName: text('menu_name').notNull(),
    menuTitle: text('menu_title').notNull(),
    path: text('path'),
    frameUrl: text('frame_url'),
    icon: text('icon'),
    sort: integer('sort').notNull().default(0),
    visibleFlag: boolean('visible_flag').notNull().default(true),
    disabledFlag: boolean('disabled_flag').notNull().default(false),
    webPerms: text('web_perms'),
  },
  (t) => [index('menus_parent_idx').on(t.parentId)],
);

/** Roles: one per side and company role (buyer_admin, seller_standard...), plus the platform's. */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.menuId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);
