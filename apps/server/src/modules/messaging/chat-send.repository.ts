import type { Database } from '../../platform/db/database.ts';
import type { MessageRow } from './chat.repository.ts';

// The two statements of a chat send, each for a batch of sends (chat.service.ts puts concurrent sends together: group
// commit, platform/batcher.ts). A send used to be about nine statements in a transaction and the server's cost was per
// statement (docs/benchmarks.md, "Chat delivery latency"); now a batch of N sends is two statements, whatever N. The
// batch travels as one jsonb parameter (jsonb_to_recordset), so the statement's text is the same for every size.
// Every lookup per row is a LATERAL subquery: the planner guesses 100 rows for jsonb_to_recordset, and with a plain
// join it hashed the whole messages table for 20 probes once it held 20,000 rows (9 ms, growing with the table;
// LATERAL: 0.2 ms, an index probe per row whatever the table's size).

/** What a send checks first: the sender's conversation and what the sender already stored under the clientId. */
export type SendProbe = { conversationId: number; senderId: number; clientId: string };
/** The pair of the conversation (null: not the sender's, or none), and the message already stored under the clientId. */
export type ProbeAnswer = { pair: { userA: number; userB: number } | null; stored: MessageRow | null };
/** A message to store. */
export type Draft = {
  conversationId: number;
  senderId: number;
  recipientId: number;
  clientId: string;
  kind: MessageRow['kind'];
  body: string;
  payload: Record<string, unknown> | null;
};

/**
 * A message just stored, its recipient's language (a card is presented in the reader's language) and who the
 * visibility rules see in them (a card is checked for each reader), and whether it starts a burst whose e-mail job
 * must be enqueued (chat_mail_pending had no row for the recipient, or a stale one).
 */
export type Stored = {
  row: MessageRow;
  recipientLocale: string;
  recipient: { companyId: number; administrator: boolean };
  mailDue: boolean;
};

/** The columns of a message as MessageRow names them (chat.repository.ts messageColumns), from a table aliased `m`. */
const MESSAGE_COLUMNS = `m.id, m.conversation_id, m.sender_id, m.recipient_id, m.body, m.kind, m.payload, m.client_id,
  (extract(epoch from m.delivered_at) * 1000)::float8 as delivered_ms, (extract(epoch from m.read_at) * 1000)::float8 as read_ms,
  (extract(epoch from m.created_at) * 1000)::float8 as created_ms`;

const dateOf = (ms: unknown) => (ms === null || ms === undefined ? null : new Date(Number(ms)));

/** A raw row of MESSAGE_COLUMNS as a MessageRow (ids may come as strings: bigint; jsonb as text or parsed). */
function messageOf(r: Record<string, unknown>): MessageRow {
  return {
    id: Number(r.id),
    conversationId: Number(r.conversation_id),
    senderId: Number(r.sender_id),
    recipientId: Number(r.recipient_id),
    body: String(r.body),
    kind: r.kind as MessageRow['kind'],
    payload:
      typeof r.payload === 'string' ? (JSON.parse(r.payload) as Record<string, unknown>) : ((r.payload as Record<string, unknown>) ?? null),
    clientId: (r.client_id as string | null) ?? null,
    deliveredAt: dateOf(r.delivered_ms),
    readAt: dateOf(r.read_ms),
    createdAt: dateOf(r.created_ms)!,
  };
}

/** A batch as one jsonb array for jsonb_to_recordset, whose columns match keys by name: `n` (the position) and snake_case. */
function batchParam<T extends object>(items: T[]): string {
  const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return JSON.stringify(items.map((item, n) => Object.fromEntries([['n', n], ...Object.entries(item).map(([k, v]) => [snake(k), v])])));
}

/**
 * How long after the e-mail's delay (CHAT_MAIL_DELAY_SECONDS) a pending e-mail is taken as lost (its job failed for
 * good, or its enqueue failed after the send committed and its row could not be deleted): the next message enqueues
 * again. Longer than the job's retries take (chat-mail.job.ts: four, 30 s doubling).
 */
export const MAIL_PENDING_GRACE_SECONDS = 3_600;

const PROBE_SQL = `
  select i.n, c.user_a, c.user_b, ${MESSAGE_COLUMNS}
  from jsonb_to_recordset($1::jsonb) as i(n int, conversation_id int, sender_id int, client_id text)
  left join lateral (
    select c.user_a, c.user_b from conversations c where c.id = i.conversation_id and i.sender_id in (c.user_a, c.user_b) limit 1
  ) c on true
  left join lateral (select * from messages m where m.sender_id = i.sender_id and m.client_id = i.client_id limit 1) m on true`;

const INSERT_SQL = `
  with i as (
    select * from jsonb_to_recordset($1::jsonb)
      as i(n int, conversation_id int, sender_id int, recipient_id int, client_id text, kind text, body text, payload jsonb)
  ), m as (
    insert into messages (conversation_id, sender_id, recipient_id, client_id, kind, body, payload)
    select i.conversation_id, i.sender_id, i.recipient_id, i.client_id, i.kind, i.body, i.payload
    from i
    join lateral (select 1 from users p where p.id = i.recipient_id and p.status = 'active' limit 1) p on true
    left join lateral (
      select 1 as blocked from user_blocks b
      where (b.blocker_id = i.sender_id and b.blocked_id = i.recipient_id) or (b.blocker_id = i.recipient_id and b.blocked_id = i.sender_id)
      limit 1
    ) b on true
    where b.blocked is null
    order by i.n
    on conflict (sender_id, client_id) do nothing
    returning *
  ), touched as (
    update conversations c set last_message_at = (select max(m.created_at) from m where m.conversation_id = c.id)
    where c.id = any(array(select distinct conversation_id from m))
  ), pending as (
    -- DO UPDATE (not NOTHING) locks the row until this commits: the job's delete waits for the message. A new row, or a
    -- stale one started again, has since = now(): the burst starts here and its job is due.
    insert into chat_mail_pending (recipient_id) select distinct recipient_id from m
    on conflict (recipient_id) do update
      set since = case when chat_mail_pending.since < now() - make_interval(secs => $2::int) then now() else chat_mail_pending.since end
    returning recipient_id, since = now() as due
  )
  select ${MESSAGE_COLUMNS}, p.locale as recipient_locale, p.company_id as recipient_company_id,
    p.administrator_flag as recipient_administrator, pending.due as mail_due
  from m join pending on pending.recipient_id = m.recipient_id
  join lateral (select p.locale, p.company_id, p.administrator_flag from users p where p.id = m.recipient_id limit 1) p on true`;

export function chatSendRepository(database: Pick<Database, 'executePrepared'>, mailDelaySeconds: number) {
  const staleSeconds = mailDelaySeconds + MAIL_PENDING_GRACE_SECONDS;
  return {
    /**
     * For each probe: the conversation's pair when the sender is one of it, and the message the sender stored under
     * the clientId. Per probe a primary-key probe of conversations and one of messages_sender_client_uq.
     */
    async probe(probes: SendProbe[]): Promise<ProbeAnswer[]> {
      const { rows } = await database.executePrepared('gb_chat_probe', PROBE_SQL, [batchParam(probes)]);
      const answers: ProbeAnswer[] = probes.map(() => ({ pair: null, stored: null }));
      for (const r of rows) {
        answers[Number(r.n)] = {
          pair: r.user_a === null ? null : { userA: Number(r.user_a), userB: Number(r.user_b) },
          stored: r.id === null ? null : messageOf(r),
        };
      }
      return answers;
    },

    /**
     * Stores the drafts whose recipient is active and not blocked either way, unless the sender already stored the
     * clientId (messages_sender_client_uq), and moves their conversations up both members' lists, in one statement
     * (atomic: all or none). Answers each draft's stored message and its recipient's language, or null when it was not stored: the caller finds
     * out why (a concurrent send of the same clientId, or the peer's state). Per draft a primary-key probe of users
     * and two of user_blocks, the insert (six indexes), one conversation's update, and per recipient the upsert of
     * chat_mail_pending (primary key; a HOT update when it exists).
     */
    async insert(drafts: Draft[]): Promise<(Stored | null)[]> {
      const { rows } = await database.executePrepared('gb_chat_insert', INSERT_SQL, [batchParam(drafts), staleSeconds]);
      const mailed = new Set<unknown>();
      const byKey = new Map(
        rows.map((r) => {
          // One e-mail job per recipient of the batch whose burst starts here.
          const mailDue = r.mail_due === true && !mailed.has(r.recipient_id);
          if (mailDue) mailed.add(r.recipient_id);
          const recipient = { companyId: Number(r.recipient_company_id), administrator: r.recipient_administrator === true };
          return [
            `${r.sender_id}:${r.client_id}`,
            { row: messageOf(r), recipientLocale: r.recipient_locale as string, recipient, mailDue },
          ];
        }),
      );
      // Two drafts of one clientId in a batch (the same send over HTTP and the socket): the row is the first one's.
      return drafts.map((d) => {
        const key = `${d.senderId}:${d.clientId}`;
        const row = byKey.get(key) ?? null;
        byKey.delete(key);
        return row;
      });
    },
  };
}
export type ChatSendRepository = ReturnType<typeof chatSendRepository>;
