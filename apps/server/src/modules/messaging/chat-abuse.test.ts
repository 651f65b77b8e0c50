import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHAT_LIMITS, type BlockedMember, type Conversation } from '@gembourse/contracts/messaging';
import { messages, users } from '../../db/schema/index.ts';
import { openSocket, wsUrl } from '../../platform/realtime/realtime-test-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, makeCompany, type KitCompany } from '../company/company-test-kit.ts';
import { authOf, clientId, openChat, sendText, storedMessages } from './chat-test-kit.ts';

// Issue 12 item 5: limits and abuse. A member who is blocked cannot message, a flood is cut at the limit with nothing
// stored beyond it, and a spammer cannot open conversations with hundreds of strangers.

let t: TestApp;
let a: KitCompany;
let b: KitCompany;
let aToken: string;
let bToken: string;
let conversation: Conversation;

beforeAll(async () => {
  t = await createTestApp();
  [a, b] = await Promise.all([makeCompany(t, { name: 'Alpha Gems' }), makeCompany(t, { name: 'Beta Pearls' })]);
  [aToken, bToken] = await Promise.all([a.admin(), b.admin()]);
  conversation = (await openChat(t, aToken, { userId: b.adminId })).body.data;
});
afterAll(() => t?.close());

const block = (token: string, id: number) => api<null>(t, 'POST', `/im-api/block/${id}`, token);
const unblock = (token: string, id: number) => api<null>(t, 'POST', `/im-api/unblock/${id}`, token);
const blocked = (token: string) => api<BlockedMember[]>(t, 'GET', '/im-api/block/list', token);
const one = (token: string, id: number) => api<Conversation>(t, 'GET', `/im-api/conversation/${id}`, token);

describe('blocking a member', () => {
  it('stops messages both ways with a clear answer, tells both members, and is lifted by the blocker only', async () => {
    const url = await wsUrl(t.app);
    const [aSocket, bSocket] = await Promise.all([openSocket(url, aToken), openSocket(url, bToken)]);
    await Promise.all([aSocket.next('ready'), bSocket.next('ready')]);
    expect((await sendText(t, aToken, conversation.id, 'Before the block')).body.code).toBe(200);
    expect((await block(bToken, a.adminId)).body.code).toBe(200);
    expect(await aSocket.next('blocked')).toEqual({ type: 'blocked', conversationId: conversation.id, userId: b.adminId });
    expect(await bSocket.next('blocked')).toEqual({ type: 'blocked', conversationId: conversation.id, userId: a.adminId });
    aSocket.close();
    bSocket.close();

    const count = (await storedMessages(t, conversation.id)).length;
    const refused = await sendText(t, aToken, conversation.id, 'Hello?', clientId(), 'zh_CN');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 40300, msg: '该会员不接受您的消息。' });
    const mine = await sendText(t, bToken, conversation.id, 'I blocked you');
    expect(mine.body).toMatchObject({ code: 40300, msg: 'You have blocked this member. Unblock them to exchange messages again.' });
    const frame = {
      type: 'send',
      message: { conversationId: conversation.id, clientId: clientId(), kind: 'text', text: 'Over the socket' },
    } as const;
    await expect(t.app.deps.services.chat.handleFrame(frame, await authOf(t, a.adminEmail), 'en')).rejects.toMatchObject({ code: 40300 });
    expect((await openChat(t, aToken, { userId: b.adminId })).body.code).toBe(40300);
    expect((await storedMessages(t, conversation.id)).length).toBe(count);

    // Both see the state; the blocker has them on their list.
    expect((await one(aToken, conversation.id)).body.data).toMatchObject({ blockedByMe: false, blockedByPeer: true });
    expect((await one(bToken, conversation.id)).body.data).toMatchObject({ blockedByMe: true, blockedByPeer: false });
    expect((await blocked(bToken)).body.data).toEqual([
      expect.objectContaining({ userId: a.adminId, name: `Ada Kit${a.adminEmail.match(/admin(\d+)/)![1]}`, companyName: 'Alpha Gems' }),
    ]);
    expect((await blocked(aToken)).body.data).toEqual([]);

    // The blocked member cannot lift it; the blocker can.
    expect((await unblock(aToken, b.adminId)).body.code).toBe(200);
    expect((await sendText(t, aToken, conversation.id, 'Still blocked')).body.code).toBe(40300);
    expect((await unblock(bToken, a.adminId)).body.code).toBe(200);
    expect((await sendText(t, aToken, conversation.id, 'Thanks for unblocking')).body.code).toBe(200);
  });

  it('refuses blocking oneself (40000) and an unknown member (404), and guests (30007)', async () => {
    expect((await block(aToken, a.adminId)).body).toMatchObject({ code: 40000, msg: 'You cannot block yourself.' });
    expect((await block(aToken, 987_654)).body.code).toBe(40400);
    expect((await api(t, 'POST', `/im-api/block/${b.adminId}`)).body.code).toBe(30007);
  });

  it('makes a conversation read-only when the peer is disabled', async () => {
    const c = await makeCompany(t, { name: 'Soon Gone' });
    const opened = (await openChat(t, aToken, { userId: c.adminId })).body.data;
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, c.adminId));
    const refused = await sendText(t, aToken, opened.id, 'Anyone there?');
    expect(refused.body).toMatchObject({ code: 40300, msg: expect.stringContaining('no longer active') });
    expect((await one(aToken, opened.id)).body.data.peer.active).toBe(false);
  });
});

describe('rate limits', () => {
  it(`stores ${CHAT_LIMITS.messagesPerWindow} messages of a flood and refuses the next with 42900`, async () => {
    const flood = await makeCompany(t, { name: 'Flood Gems' });
    const token = await flood.admin();
    const c = (await openChat(t, token, { userId: b.adminId })).body.data;
    // All at once, as a flood comes (and well inside the window on a slow machine).
    const answers = await Promise.all(
      Array.from({ length: CHAT_LIMITS.messagesPerWindow + 1 }, (_, i) => sendText(t, token, c.id, `Buy now ${i}`)),
    );
    expect(answers.filter((r) => r.body.code === 200)).toHaveLength(CHAT_LIMITS.messagesPerWindow);
    const refused = answers.filter((r) => r.body.code !== 200);
    expect(refused).toHaveLength(1);
    expect(refused[0].status).toBe(429);
    expect(refused[0].body).toMatchObject({ code: 42900, msg: expect.stringMatching(/too quickly/) });
    expect((await storedMessages(t, c.id)).length).toBe(CHAT_LIMITS.messagesPerWindow);
    // The socket counts with HTTP, in the socket's language.
    const frame = { type: 'send', message: { conversationId: c.id, clientId: clientId(), kind: 'text', text: 'More' } } as const;
    await expect(t.app.deps.services.chat.handleFrame(frame, await authOf(t, flood.adminEmail), 'zh-tw')).rejects.toMatchObject({
      code: 42900,
      messageKey: 'chatTooFast',
    });
    // A retry of a stored message is never refused by the limit.
    const stored = answers.find((r) => r.body.code === 200)!.body.data;
    const retried = await api<{ id: number }>(t, 'POST', '/im-api/message/send', token, {
      conversationId: c.id,
      clientId: stored.clientId,
      kind: 'text',
      text: stored.text,
    });
    expect(retried.body.data.id).toBe(stored.id);
    expect(await t.database.db.select().from(messages).where(eq(messages.senderId, flood.adminId))).toHaveLength(
      CHAT_LIMITS.messagesPerWindow,
    );
  });

  it(`lets a member open ${CHAT_LIMITS.conversationsPerHour} new conversations an hour; reopening one is free`, async () => {
    const spammer = await makeCompany(t, { name: 'Spam Co' });
    const token = await spammer.admin();
    const strangers = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: CHAT_LIMITS.conversationsPerHour + 1 }, (_, i) => ({
          companyId: b.id,
          email: `stranger${i}.${Date.now()}@kit.example`,
          status: 'active' as const,
          firstName: 'Stranger',
          lastName: String(i),
        })),
      )
      .returning({ id: users.id });
    const codes: number[] = [];
    for (const s of strangers) codes.push((await openChat(t, token, { userId: s.id })).body.code);
    expect(codes.slice(0, -1).every((code) => code === 200)).toBe(true);
    expect(codes[codes.length - 1]).toBe(42900);
    const refused = await openChat(t, token, { userId: strangers[strangers.length - 1].id }, 'zh_CN');
    expect(refused.body).toMatchObject({ code: 42900, msg: expect.stringContaining('新对话过多') });
    // An existing conversation opens again whatever the count.
    expect((await openChat(t, token, { userId: strangers[0].id })).body.code).toBe(200);
  });
});
