import { and, desc, eq, sql } from 'drizzle-orm';
import type { ChatMessage, Conversation } from '@gembourse/contracts/messaging';
import { companies, messages, products, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { TestApp } from '../../test/test-app.ts';
import { api } from '../company/company-test-kit.ts';

// Test helpers of the chat tests (not a test file itself): the calls as a client makes them, and rows to look at.

let seq = 0;
/** A fresh idempotency key, as a client makes one per message. */
export const clientId = (label = 'm') => `${label}-${Date.now().toString(36)}-${++seq}`;

export const openChat = (t: TestApp, token: string | undefined, body: object, lang?: string) =>
  api<Conversation>(t, 'POST', '/im-api/conversation/open', token, body, lang);

export const sendText = (t: TestApp, token: string | undefined, conversationId: number, text: string, id = clientId(), lang?: string) =>
  api<ChatMessage>(t, 'POST', '/im-api/message/send', token, { conversationId, clientId: id, kind: 'text', text }, lang);

export const sendAny = (t: TestApp, token: string | undefined, body: object, lang?: string) =>
  api<ChatMessage>(t, 'POST', '/im-api/message/send', token, body, lang);

/** The stored messages of a conversation, oldest first. */
export const storedMessages = (t: TestApp, conversationId: number) =>
  t.database.db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(messages.id);

/** The user row of an e-mail address. */
export async function userOf(t: TestApp, email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

/** The AuthContext a session of this user would have (for the socket's frame handler, called directly). */
export async function authOf(t: TestApp, email: string): Promise<AuthContext> {
  const u = await userOf(t, email);
  const [c] = await t.database.db.select({ joinType: companies.joinType }).from(companies).where(eq(companies.id, u.companyId));
  return {
    sessionId: 0,
    userId: u.id,
    companyId: u.companyId,
    joinType: c.joinType,
    companyRole: u.companyRole,
    rolePoints: null,
    administrator: u.administratorFlag,
  };
}

/** A published, listed, public product of a company that any member may see, newest first. */
export async function publicProductOf(t: TestApp, companyId: number) {
  const [row] = await t.database.db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        eq(products.published, true),
        eq(products.listed, true),
        eq(products.visibility, 'public'),
        sql`(${products.releaseAt} is null or ${products.releaseAt} <= now())`,
      ),
    )
    .orderBy(desc(products.id))
    .limit(1);
  return row;
}
