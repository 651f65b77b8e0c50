import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { ErrorCode } from '@gembourse/contracts/errors';
import type { ChatMessage } from '@gembourse/contracts/messaging';
import { WS_MAX_FRAME_BYTES, type ServerEvent } from '@gembourse/contracts/realtime';
import { bearer, call, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/messages.ts';
import { FRAME_QUEUE_MAX, type ChatFrame, type FrameHandler } from './realtime-frames.ts';
import { RealtimeHub } from './realtime-hub.ts';
import { openSocket, wsUrl, type TestSocket } from './realtime-test-client.ts';
import { realtime } from './realtime.plugin.ts';

// Client frames after the handshake (issue 12 "bad input gets a clear answer"): every frame is read by ZClientFrame,
// refused frames answer an error frame in the socket's language and leave it open, chat frames go one at a time to
// the app's handler. The plugin runs alone on the test database with a handler of the test's own.

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await wsUrl(t.app);
});
afterAll(() => t?.close());

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** The plugin alone with `frames` as the app's handler; answers the socket URL. */
async function withHandler(frames?: FrameHandler, sessionCheckMs?: number): Promise<string> {
  const app = Fastify({ logger: false });
  apps.push(app);
  const hub = new RealtimeHub(app.log, undefined, `${t.config.redisPrefix}rt-frames`);
  await app.register(realtime, { db: t.database.db, hub, frames, sessionCheckMs });
  return wsUrl(app);
}

/** What a chat service would answer to a send: the stored message. */
function stored(frame: ChatFrame, senderId: number, id: number): ServerEvent {
  if (frame.type !== 'send' || frame.message.kind !== 'text') throw new AppError(ErrorCode.VALIDATION, 'validation');
  const message: ChatMessage = {
    id,
    conversationId: frame.message.conversationId,
    senderId,
    kind: 'text',
    text: frame.message.text,
    image: null,
    card: null,
    clientId: frame.message.clientId,
    createdAt: new Date().toISOString(),
    deliveredAt: null,
    readAt: null,
  };
  return { type: 'sent', ref: frame.ref, message };
}

const text = (ref: string, body: string) => ({
  type: 'send',
  ref,
  message: { conversationId: 1, clientId: ref, kind: 'text', text: body },
});

async function ready(socketUrl: string, email = 'buyer@example.com', lang?: string): Promise<TestSocket> {
  const ws = await openSocket(socketUrl, await loginAs(t.app, email), { lang });
  await ws.next('ready');
  return ws;
}

const errors = (ws: TestSocket) => ws.events.filter((e): e is Extract<ServerEvent, { type: 'error' }> => e.type === 'error');

describe('frames that are not understood', () => {
  it('answer 40000 in the socket language, echo the ref, and leave the socket open', async () => {
    const ws = await ready(url);
    ws.send('not json at all');
    ws.send({ type: 'shout', ref: 'r-unknown' });
    ws.send({ type: 'send', ref: 'r-shape', message: { kind: 'text' } });
    ws.send({ type: 'auth', token: 'again' });
    await ws.until((events) => errors(ws).length === 4 && events.length >= 5);
    const msg = translate('frameInvalid', 'en');
    expect(errors(ws)).toEqual([
      { type: 'error', code: 40000, msg },
      { type: 'error', ref: 'r-unknown', code: 40000, msg },
      { type: 'error', ref: 'r-shape', code: 40000, msg },
      { type: 'error', code: 40000, msg },
    ]);
    ws.send({ type: 'ping' });
    await ws.next('pong');
    ws.close();
  });

  it('answer in the language of the auth frame (zh_CN), else in the member’s own language', async () => {
    const zh = await ready(url, 'buyer@example.com', 'zh_CN');
    zh.send('{{');
    expect(await zh.next('error')).toEqual({ type: 'error', code: 40000, msg: '无法识别该请求，请刷新页面后重试。' });
    zh.close();

    const token = await loginAs(t.app, 'staff@example.com');
    const saved = await call(t.app, { method: 'POST', url: '/api/accounts/language', headers: bearer(token), payload: { locale: 'tr' } });
    expect(saved.body.code).toBe(200);
    const tr = await openSocket(url, token);
    await tr.next('ready');
    tr.send('{{');
    expect((await tr.next('error')).msg).toBe(translate('frameInvalid', 'tr'));
    tr.close();
  });

  it(`close a frame over ${WS_MAX_FRAME_BYTES} bytes with 1009 (too big), and take one just under`, async () => {
    const ws = await ready(url);
    ws.send({ type: 'shout', ref: 'x'.repeat(60), pad: 'a'.repeat(WS_MAX_FRAME_BYTES - 200) });
    expect((await ws.next('error')).code).toBe(40000);
    ws.send({ type: 'ping', pad: 'a'.repeat(WS_MAX_FRAME_BYTES) });
    expect((await ws.closed).code).toBe(1009);
  });
});

describe('chat frames', () => {
  it('go to the handler with the session and language; its answer comes back with the ref', async () => {
    const seen: { frame: ChatFrame; userId: number; locale: string }[] = [];
    const socketUrl = await withHandler(async (frame, who, locale) => {
      seen.push({ frame, userId: who.userId, locale });
      return frame.type === 'send' ? stored(frame, who.userId, 41) : null;
    });
    const ws = await ready(socketUrl, 'buyer@example.com', 'zh_TW');
    ws.send(text('r1', 'Hello <b>supplier</b>'));
    ws.send({ type: 'read', ref: 'r2', conversationId: 1, upTo: 41 });
    const sent = await ws.next('sent');
    expect(sent).toMatchObject({ type: 'sent', ref: 'r1', message: { id: 41, text: 'Hello <b>supplier</b>', clientId: 'r1' } });
    await expect.poll(() => seen.length).toBe(2);
    expect(seen[1]).toMatchObject({ frame: { type: 'read', conversationId: 1, upTo: 41 }, locale: 'zh-tw' });
    expect(seen[0].userId).toBe(seen[1].userId);
    expect(errors(ws)).toEqual([]);
    ws.close();
  });

  it('a business error becomes its code and translated message; a crash becomes 50000; the socket stays up', async () => {
    const socketUrl = await withHandler(async (frame) => {
      if (frame.type === 'send') throw new AppError(ErrorCode.NOT_FOUND, 'notFound');
      throw new Error('the database said something rude');
    });
    const ws = await ready(socketUrl, 'buyer@example.com', 'zh_CN');
    ws.send(text('a', 'hi'));
    ws.send({ type: 'delivered', ref: 'b', conversationId: 3 });
    await ws.until(() => errors(ws).length === 2);
    expect(errors(ws)).toEqual([
      { type: 'error', ref: 'a', code: ErrorCode.NOT_FOUND, msg: translate('notFound', 'zh-cn') },
      { type: 'error', ref: 'b', code: ErrorCode.INTERNAL, msg: translate('internal', 'zh-cn') },
    ]);
    expect(JSON.stringify(ws.events)).not.toContain('rude');
    ws.send({ type: 'ping' });
    await ws.next('pong');
    ws.close();
  });

  it('answer 50300 when the app gave no handler', async () => {
    const ws = await ready(await withHandler(undefined));
    ws.send(text('a', 'hi'));
    expect(await ws.next('error')).toMatchObject({ ref: 'a', code: ErrorCode.UNAVAILABLE });
    ws.close();
  });

  it('are handled one at a time, in order, including those sent right behind the auth frame', async () => {
    let running = 0;
    let most = 0;
    let id = 0;
    const socketUrl = await withHandler(async (frame, who) => {
      most = Math.max(most, ++running);
      // Later frames finish faster: only the queue keeps them in order.
      await new Promise((r) => setTimeout(r, 30 - id * 5));
      running--;
      return stored(frame, who.userId, ++id);
    });
    const ws = await openSocket(socketUrl);
    ws.send({ type: 'auth', token: await loginAs(t.app, 'buyer@example.com') });
    for (const ref of ['m1', 'm2', 'm3', 'm4', 'm5']) ws.send(text(ref, ref));
    await ws.until((events) => events.filter((e) => e.type === 'sent').length === 5);
    expect(ws.events.map((e) => (e.type === 'sent' ? e.ref : e.type))).toEqual(['ready', 'm1', 'm2', 'm3', 'm4', 'm5']);
    expect(most).toBe(1);
    ws.close();
  });

  it(`a flood of 1,000 frames: ${FRAME_QUEUE_MAX} are queued, the rest answer 42900 at once, and socket and server stay up`, async () => {
    let handled = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const socketUrl = await withHandler(async (frame, who) => {
      await gate;
      return stored(frame, who.userId, ++handled);
    });
    const ws = await ready(socketUrl);
    for (let i = 0; i < 1000; i++) ws.send(text(`f${i}`, `flood ${i}`));
    await ws.until(() => errors(ws).length === 1000 - FRAME_QUEUE_MAX, 15_000);
    expect(new Set(errors(ws).map((e) => e.code))).toEqual(new Set([ErrorCode.TOO_MANY_REQUESTS]));
    expect(errors(ws)[0]).toEqual({ type: 'error', ref: `f${FRAME_QUEUE_MAX}`, code: 42900, msg: translate('framesTooFast', 'en') });
    release();
    await ws.until((events) => events.filter((e) => e.type === 'sent').length === FRAME_QUEUE_MAX, 15_000);
    expect(handled).toBe(FRAME_QUEUE_MAX);
    ws.send({ type: 'ping' });
    await ws.next('pong');
    // The server answers other members meanwhile.
    const other = await ready(socketUrl, 'supplier@example.com');
    other.close();
    ws.close();
  });

  it('frames that arrived before the client went away are still acted on, in order', async () => {
    const stored: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const socketUrl = await withHandler(async (frame) => {
      await gate;
      if (frame.type === 'send') stored.push(frame.message.clientId);
      return null;
    });
    const ws = await ready(socketUrl);
    for (const ref of ['d1', 'd2', 'd3']) ws.send(text(ref, 'before the tunnel'));
    // The server has them (a ping behind them is answered) before the network drops.
    ws.send({ type: 'ping' });
    await ws.next('pong');
    ws.close();
    await ws.closed;
    release();
    await expect.poll(() => stored).toEqual(['d1', 'd2', 'd3']);
  });

  it('a frame of a session that ended is refused with its code, and the socket closes', async () => {
    // This socket's hub is not the test app's, so the logout's kick does not reach it: only the second look does.
    const socketUrl = await withHandler(async (frame, who) => stored(frame, who.userId, 1), 0);
    const token = await loginAs(t.app, 'admin@example.com');
    const ws = await openSocket(socketUrl, token);
    await ws.next('ready');
    ws.send(text('early', 'hello'));
    await ws.next('sent');
    await call(t.app, { method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    ws.send(text('late', 'still there?'));
    expect(await ws.next('error')).toEqual({ type: 'error', ref: 'late', code: ErrorCode.NO_SESSION, msg: translate('noSession', 'en') });
    expect((await ws.closed).code).toBe(4401);
  });
});
