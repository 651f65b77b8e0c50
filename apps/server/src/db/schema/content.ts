import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { I18nText } from '@gembourse/contracts/locale';
import { companies } from './companies.ts';
import { users } from './users.ts';
import { timestamps } from './columns.ts';

/** Trade events: physical fairs, online exhibitions and webinars. Texts in the four languages. */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['physical', 'online', 'webinar'] }).notNull(),
    title: jsonb('title').$type<I18nText>().notNull(),
    summary: jsonb('summary').$type<I18nText>().notNull(),
    bodyHtml: jsonb('body_html').$type<I18nText>().notNull(),
    location: text('location'),
    cover: text('cover'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    published: boolean('published').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('events_starts_idx').on(t.startsAt)],
);

/** Industry news; `category` is a newsletter-type dictionary value (29753-29757). */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    category: integer('category').notNull(),
    title: jsonb('title').$type<I18nText>().notNull(),
    summary: jsonb('summary').$type<I18nText>().notNull(),
    bodyHtml: jsonb('body_html').$type<I18nText>().notNull(),
    cover: text('cover'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    published: boolean('published').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('news_published_idx').on(t.publishedAt)],
);

/** Knowledge community posts by members, moderated by the organiser. */
export const knowledgePosts = pgTable(
  'knowledge_posts',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    status: text('status', { enum: ['pending', 'published', 'hidden'] })
      .notNull()
      .default('pending'),
    ...timestamps,
  },
  (t) => [index('knowledge_status_created_idx').on(t.status, t.createdAt)],
);

export const knowledgeComments = pgTable(
  'knowledge_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => knowledgePosts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('knowledge_comments_post_idx').on(t.postId)],
);

/** Buying leads posted by buyers: what they look for. */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    categories: integer('categories')
      .array()
      .notNull()
      .default(sql`'{}'`),
    quantity: text('quantity'),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('leads_status_created_idx').on(t.status, t.createdAt)],
);

/** Banners in the home slots of SPEC §2. */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  slot: text('slot', {
    enum: ['home_carousel', 'middle_showroom', 'recommended_news', 'wholesale_top', 'wholesale_bottom'],
  }).notNull(),
  title: jsonb('title').$type<I18nText>().notNull(),
  image: text('image').notNull(),
  link: text('link'),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

/** Static pages: privacy, consent, terms, about, support (SPEC §2 "Privacy and consent texts"). */
export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  title: jsonb('title').$type<I18nText>().notNull(),
  bodyHtml: jsonb('body_html').$type<I18nText>().notNull(),
  ...timestamps,
});
