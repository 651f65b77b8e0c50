import { z } from 'zod';
import { pageOf, ZPageQuery } from './envelope-schema.ts';
import { ZMemberMention } from './member-card.ts';
import { text } from './primitives.ts';

// Product Q&A (SPEC §3 showroom settings, issue 11 item 4): a member asks about a product, anonymously when the
// supplier allows it; the supplier answers from its showroom; answered questions show on the product page. Plain text
// only (no HTML is ever rendered from them), length-limited here and rate-limited by the server.

export const QUESTION_LIMITS = {
  bodyMin: 5,
  bodyMax: 1000,
  answerMax: 2000,
  /** Questions one member may ask per hour, across products (QUESTION_RATE_LIMIT overrides it). */
  perHour: 10,
} as const;

/** POST /api/product/question/:id: ask about product :id. */
export const ZAskQuestion = z
  .object({
    body: text().trim().min(QUESTION_LIMITS.bodyMin).max(QUESTION_LIMITS.bodyMax),
    /** Refused (40000) when the supplier does not allow anonymous questions. */
    anonymous: z.boolean().default(false),
  })
  .strict();
export type AskQuestion = z.infer<typeof ZAskQuestion>;

/** POST /api/showroom/question/answer/:id: the supplier's answer (a second call replaces it). */
export const ZAnswerQuestion = z.object({ answer: text().trim().min(1).max(QUESTION_LIMITS.answerMax) }).strict();
export type AnswerQuestion = z.infer<typeof ZAnswerQuestion>;

/**
 * An answered question as every viewer of the product sees it. `asker` is the asker's member card (a guest reads the
 * first name and company only; a hidden profile shows name and company), or null when asked anonymously; `mine` is
 * true for the viewer's own question.
 */
export const ZPublicQuestion = z.object({
  id: z.number().int(),
  body: z.string(),
  answer: z.string().nullable(),
  asker: ZMemberMention.nullable(),
  askedAt: z.string(),
  answeredAt: z.string().nullable(),
  mine: z.boolean(),
});
export type PublicQuestion = z.infer<typeof ZPublicQuestion>;

/**
 * GET /api/product/question/list/:id: the product's answered questions, newest answer first, plus the viewer's own
 * questions still waiting (so an asker sees theirs at once). Empty, with `enabled: false`, when Q&A is off.
 */
export const ZProductQuestions = pageOf(ZPublicQuestion).extend({ enabled: z.boolean(), anonymousAllowed: z.boolean() });
export type ProductQuestions = z.infer<typeof ZProductQuestions>;
export const ZProductQuestionsQuery = ZPageQuery.extend({ pageSize: z.coerce.number().int().min(1).max(50).default(10) });

export const QUESTION_STATES = ['unanswered', 'answered'] as const;

/** GET /api/showroom/question/list: the supplier's questions, unanswered first by default. */
export const ZOwnQuestionsQuery = ZPageQuery.extend({
  state: z.enum(QUESTION_STATES).default('unanswered'),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OwnQuestionsQuery = z.infer<typeof ZOwnQuestionsQuery>;

/** A question as the supplier sees it: the asker is named unless anonymous, with the product. */
export const ZOwnQuestion = z.object({
  id: z.number().int(),
  body: z.string(),
  answer: z.string().nullable(),
  asker: ZMemberMention.nullable(),
  product: z.object({ id: z.number().int(), name: z.string(), sku: z.string(), image: z.string().nullable() }),
  askedAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type OwnQuestion = z.infer<typeof ZOwnQuestion>;
export const ZOwnQuestions = pageOf(ZOwnQuestion).extend({ unanswered: z.number().int() });
export type OwnQuestions = z.infer<typeof ZOwnQuestions>;
