import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { timestamps } from './columns.ts';

/** E-mail notification preferences (SPEC §3); all on by default except onboarding tips after the first week. */
export type NotificationPrefs = Record<string, boolean | string>;

/**
 * A company's own roles (issue 13): a name and the permission points (webPerms of menuType 3 rows) its holders get.
 * A standard user with a role holds its points, as far as the company's side allows (the `<side>_admin` role's
 * points); one without a role holds the side's default standard points. Admins always hold the side's admin points.
 */
export const companyRoles = pgTable(
  'company_roles',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    points: text('points')
      .array()
      .notNull()
      .default(sql`'{}'`),
    ...timestamps,
  },
  (t) => [uniqueIndex('company_roles_company_name_uq').on(t.companyId, sql`lower(${t.name})`)],
);

/** A member: belongs to one company; `companyRole` is the role in it; `administratorFlag` marks platform staff. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    companyRole: text('company_role', { enum: ['admin', 'standard'] })
      .notNull()
      .default('standard'),
    administratorFlag: boolean('administrator_flag').notNull().default(false),
    /** The company role of a standard user (company_roles); null: the side's default standard points. */
    companyRoleId: integer('company_role_id').references(() => companyRoles.id, { onDelete: 'set null' }),
    /**
     * pending: registered, not activated; invited: asked by an admin, no password yet; removed: deleted by an admin,
     * kept as a tombstone without personal data so the other side's conversations still read (docs/decisions.md).
     */
    status: text('status', { enum: ['pending', 'invited', 'active', 'disabled', 'removed'] })
      .notNull()
      .default('pending'),
    salutation: integer('salutation'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    jobTitle: text('job_title'),
    gender: text('gender', { enum: ['male', 'female', 'other'] }),
    phone: text('phone'),
    departmentName: text('department_name'),
    remarks: text('remarks'),
    avatar: text('avatar'),
    cover: text('cover'),
    aboutMe: text('about_me'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    country: text('country'),
    website: text('website'),
    profileVisible: boolean('profile_visible').notNull().default(true),
    productPreferences: integer('product_preferences')
      .array()
      .notNull()
      .default(sql`'{}'`),
    businessNature: integer('business_nature'),
    businessNatureOther: text('business_nature_other'),
    locale: text('locale').notNull().default('en'),
    notificationPrefs: jsonb('notification_prefs').$type<NotificationPrefs>().notNull().default({}),
    needUpdatePwd: boolean('need_update_pwd').notNull().default(false),
    lastLoginIp: text('last_login_ip'),
    lastLoginRegion: text('last_login_region'),
    lastLoginUserAgent: text('last_login_user_agent'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`), index('users_company_idx').on(t.companyId)],
);

/** One row per login; only a hash of the bearer token is kept. One live session per user (ARCHITECTURE §5). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    device: text('device'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Why it ended: logout, replaced (login elsewhere), revoked (password change), disabled. */
    endReason: text('end_reason', { enum: ['logout', 'replaced', 'revoked', 'disabled', 'expired'] }),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Single-use, expiring tokens sent by e-mail: activation (set password) and password reset. Stored hashed. */
export const actionTokens = pgTable(
  'action_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['activate', 'reset', 'invite'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // By user: a company's user list reads each invited user's live link, and a new link retires the user's old ones.
  (t) => [uniqueIndex('action_tokens_hash_uq').on(t.tokenHash), index('action_tokens_user_idx').on(t.userId)],
);

/** E-mail verification codes for registration; stored hashed, with attempts counted. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['register'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_email_idx').on(t.email, t.createdAt)],
);

/**
 * A registration form opened by a visitor (SPEC §4: it must be submitted within 40 minutes). The ticket travels with
 * the form and gates the code and submit calls; only its hash is kept, and it is single-use.
 */
export const registrationTickets = pgTable(
  'registration_tickets',
  {
    id: serial('id').primaryKey(),
    ticketHash: text('ticket_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('registration_tickets_hash_uq').on(t.ticketHash)],
);
