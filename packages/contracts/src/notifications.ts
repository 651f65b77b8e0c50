import { z } from 'zod';
import type { NotificationKey } from './accounts.ts';
import { ZIdParam } from './primitives.ts';

/**
 * The in-app notification centre and the to-be-done list (SPEC §3: "to-be-done count (items have doneFlag)"),
 * issue 12. A notification's `kind` names the SPEC §3 preference it belongs to (accounts.ts NOTIFICATION_KEYS), so the
 * same switch decides its e-mail; the server renders its title and body in the caller's language.
 */
export const NOTIFICATION_LIMITS = {
  pageMax: 50,
  pageDefault: 20,
  todoPageMax: 100,
} as const;

/** What a notification is about; each belongs to one preference (NOTIFICATION_EVENT_PREF). */
export const NOTIFICATION_EVENTS = [
  'contactRequested',
  'contactAccepted',
  'privateMessage',
  'questionAsked',
  'questionAnswered',
  'priceDrop',
  'backInStock',
  'savedSearchMatches',
  'weeklySummary',
  'system',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/**
 * The SPEC §3 preference each event belongs to: the notification's `kind`, and the switch that decides its e-mail.
 * A question asked is filed with the Q&A under "Product alerts and answers"; `system` notices have no switch.
 */
export const NOTIFICATION_EVENT_PREF = {
  contactRequested: 'contactRequest',
  contactAccepted: 'contactRequest',
  privateMessage: 'privateMessage',
  questionAsked: 'productAlerts',
  questionAnswered: 'productAlerts',
  priceDrop: 'productAlerts',
  backInStock: 'productAlerts',
  savedSearchMatches: 'productAlerts',
  weeklySummary: 'weeklySummary',
  system: null,
} as const satisfies Record<NotificationEvent, NotificationKey | null>;

export const ZNotification = z.object({
  id: z.number().int(),
  /** The SPEC §3 preference (contactRequest, privateMessage, productAlerts...). */
  kind: z.string(),
  event: z.enum(NOTIFICATION_EVENTS),
  title: z.string(),
  body: z.string(),
  /** A SPA path to the thing (null when there is nothing to open). */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof ZNotification>;

/** GET /api/notifications/list: newest first, keyset by id (`before`). */
export const ZNotificationListQuery = z.object({
  before: ZIdParam.optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_LIMITS.pageMax).default(NOTIFICATION_LIMITS.pageDefault),
  unreadOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const ZNotificationPage = z.object({ list: z.array(ZNotification), hasMore: z.boolean(), unread: z.number().int() });
export type NotificationPage = z.infer<typeof ZNotificationPage>;

/** The header's two counts, in one call. */
export const ZNotificationCounts = z.object({ notifications: z.number().int(), todo: z.number().int(), messages: z.number().int() });
export type NotificationCounts = z.infer<typeof ZNotificationCounts>;

/** A to-be-done item: made by the platform for something the member must answer, ticked off by them or by doing it. */
export const ZTodo = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string().nullable(),
  doneFlag: z.boolean(),
  createdAt: z.string(),
});
export type Todo = z.infer<typeof ZTodo>;
export const ZTodoListQuery = z.object({
  done: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const ZTodoList = z.object({ list: z.array(ZTodo), open: z.number().int() });
export type TodoList = z.infer<typeof ZTodoList>;
