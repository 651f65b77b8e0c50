import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A one-to-one chat between two users; userA < userB so that a pair has one row. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    userA: integer('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: integer('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the conversation was last opened from (contracts messaging.ts CHAT_CONTEXT_TYPES), shown at its top. */
    contextType: text('context_type'),
    contextId: integer('context_id'),
  },
  (t) => [
    uniqueIndex('conversations_pair_uq').on(t.userA, t.userB),
    index('conversations_b_idx').on(t.userB),
    // The panel's list: a member's conversations by recency, on either side of the pair.
    index('conversations_a_recent_idx').on(t.userA, t.lastMessageAt.desc(), t.id.desc()),
    index('conversations_b_recent_idx').on(t.userB, t.lastMessageAt.desc(), t.id.desc()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The text of a text message; for other kinds a short plain description (previews, e-mails). */
    body: text('body').notNull(),
    kind: text('kind', { enum: ['text', 'image', 'product', 'company'] })
      .notNull()
      .default('text'),
    /** An image's url and size, or a card's {type, id}. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    /** The sender's idempotency key: a retried send finds the stored message. */
    clientId: text('client_id'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the private-message e-mail that told the recipient about it was written (one e-mail per burst). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_unread_idx').on(t.recipientId, t.readAt),
    // Catch-up after a reconnect: a member's messages after an id, on either side.
    index('messages_recipient_id_idx').on(t.recipientId, t.id),
    uniqueIndex('messages_sender_client_uq').on(t.senderId, t.clientId),
    index('messages_sender_id_idx').on(t.senderId, t.id),
  ],
);

/** A member who blocked another: no message passes between them either way until the blocker lifts it. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);

/**
 * Members with a private-message e-mail on its way (chat-mail.job.ts): the first message of a burst inserts the row and
 * enqueues the job, the rest of the burst finds it and enqueues nothing; the job deletes it before it claims. A send
 * locks the row until it commits, so the job's delete waits for it and the claim then sees the message.
 */
export const chatMailPending = pgTable('chat_mail_pending', {
  recipientId: integer('recipient_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});

/** A conversation reported to the organiser (spam, abuse). */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedId: integer('reported_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_reports_status_idx').on(t.status, t.id)],
);

/** In-app notifications; `kind` names one of the SPEC §3 notification preferences. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    // The centre's keyset pages and the bell's count.
    index('notifications_user_id_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`read_at is null`),
  ],
);

/** To-be-done items (SPEC §3: items have doneFlag). */
export const todos = pgTable(
  'todos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A fixed title; items made by the platform leave it empty and are titled from `kind` in the reader's language. */
    title: text('title').notNull().default(''),
    /** What must be done (contactRequest, productQuestion...); with `payload` it gives the title and link. */
    kind: text('kind'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** The thing the item is about (`connection:12`): doing it ticks the item off, and it is made once. */
    sourceKey: text('source_key'),
    link: text('link'),
    doneFlag: boolean('done_flag').notNull().default(false),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('todos_user_idx').on(t.userId, t.doneFlag), uniqueIndex('todos_source_uq').on(t.userId, t.sourceKey)],
);

/** Outgoing e-mail: always recorded; delivered over SMTP when SMTP_URL is set. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    locale: text('locale').notNull().default('en'),
    status: text('status', { enum: ['stored', 'sent', 'failed'] })
      .notNull()
      .default('stored'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);
