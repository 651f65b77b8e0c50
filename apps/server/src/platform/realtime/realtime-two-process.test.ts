import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WS_CLOSE_UNAUTHORIZED, type ServerEvent } from '@gembourse/contracts/realtime';
import { openSocket, type TestSocket } from './realtime-test-client.ts';

// Issue 12 "Scale-out": two real server processes (`node --import tsx src/main.ts`) on one PostgreSQL database and
// one Redis, as two instances behind a balancer would be. A socket held by process A hears what an action on process
// B caused: a forced logout, a chat message and the unread count, the notification and to-do counts; and the database
// being the truth, messages stored before a process restarts are answered by the catch-up call after it.
// Needs DATABASE_URL and REDIS_URL; skipped otherwise (PGlite is one process's database).

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
/** Helper A's chat routes (issue 12): the chat checks run once they exist. */
const chatBuilt = existsSync(path.join(serverDir, 'src/modules/messaging/chat.routes.ts'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gembourse-two-process-'));
const redisPrefix = `gbtest:${process.pid}:${Math.random().toString(36).slice(2, 8)}:`;

let databaseUrl = '';
let dropDatabase = async () => {};

async function adminQuery(text: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A database of its own: a copy of the run's demo template (migrated and seeded), else a new one the first start seeds. */
async function prepareDatabase(): Promise<void> {
  const name = `gb_twoproc_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const templates = inject('gbTestTemplates');
  const template = templates?.driver === 'postgres' ? ` TEMPLATE ${templates.demo}` : '';
  await adminQuery(`CREATE DATABASE ${name}${template}`);
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

interface Instance {
  port: number;
  base: string;
  ws: string;
  child: ChildProcess;
}

/** Starts one GemBourse process on the shared database and Redis; resolves once /api/health answers. */
async function startInstance(port?: number): Promise<Instance> {
  const p = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(p),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      DEMO: 'true',
      SEED_SUPPLIERS: '2',
      SEED_PRODUCTS: '4',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
      // The chat e-mail is not what this test is about; nothing may wait on an SMTP server.
      SMTP_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${p}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { port: p, base, ws: `ws://127.0.0.1:${p}/ws`, child };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

const children: ChildProcess[] = [];
let a: Instance;
let b: Instance;

/** Calls one process's API as `token`; answers the envelope. */
async function api<T = unknown>(on: Instance, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${on.base}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

async function login(on: Instance, email: string): Promise<string> {
  const answer = await api<{ token: string }>(on, 'POST', '/api/auth/login', undefined, { email, password: 'Demo#2026', remember: false });
  if (answer.code !== 200) throw new Error(`login of ${email}: ${answer.code} ${answer.msg}`);
  return answer.data.token;
}

async function me(on: Instance, token: string) {
  return (await api<{ id: number; companyId: number }>(on, 'GET', '/api/company/user/current', token)).data;
}

async function readySocket(on: Instance, token: string): Promise<TestSocket> {
  const ws = await openSocket(on.ws, token);
  await ws.next('ready');
  return ws;
}

const last = <T extends ServerEvent['type']>(ws: TestSocket, type: T) =>
  ws.events.filter((e): e is Extract<ServerEvent, { type: T }> => e.type === type).at(-1);

describe.skipIf(!enabled)('two server processes on PostgreSQL and Redis', () => {
  beforeAll(async () => {
    await prepareDatabase();
    // One after the other: the first start migrates (and seeds when there was no template) the shared database.
    a = await startInstance();
    b = await startInstance();
  }, 240_000);

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('a login on process B sends the forced-offline notice to the socket on process A, and closes it', async () => {
    const first = await login(a, 'staff@example.com');
    const ws = await readySocket(a, first);
    await login(b, 'staff@example.com');
    expect(await ws.next('logout')).toEqual({ type: 'logout', reason: 'replaced' });
    expect((await ws.closed).code).toBe(WS_CLOSE_UNAUTHORIZED);
  });

  it('a contact request on process B raises the notification and to-do counts on the socket on process A', async () => {
    const supplier = await login(a, 'supplier@example.com');
    const ws = await readySocket(a, supplier);
    const buyer = await login(b, 'buyer@example.com');
    const sent = await api(b, 'POST', '/api/company/connection/request', buyer, { companyId: (await me(a, supplier)).companyId });
    expect(sent.code).toBe(200);
    await ws.until(() => (last(ws, 'notifications')?.count ?? 0) >= 1 && (last(ws, 'todo')?.count ?? 0) >= 1, 10_000);
    // The counts are the database's: the same as the process B answers over HTTP.
    const counts = await api<{ notifications: number; todo: number }>(b, 'GET', '/api/notifications/counts', supplier);
    expect(counts.data).toMatchObject({ notifications: last(ws, 'notifications')?.count, todo: last(ws, 'todo')?.count });
    ws.close();
  });

  it.skipIf(!chatBuilt)(
    'a message sent on process B reaches the socket on A with the unread count; after A restarts, sync answers it',
    async () => {
      const buyer = await login(a, 'buyer@example.com');
      const supplier = await login(b, 'supplier@example.com');
      const ws = await readySocket(a, buyer);
      const buyerId = (await me(a, buyer)).id;
      const opened = await api<{ id: number }>(b, 'POST', '/im-api/conversation/open', supplier, { userId: buyerId });
      expect(opened.code).toBe(200);
      // The buyer starts the talk, then takes the bookmark of a client that is up to date (no `after` answers where
      // the member stands).
      const hello = { conversationId: opened.data.id, clientId: 'two-process-hello', kind: 'text', text: 'Hello, about the sapphires' };
      expect((await api(a, 'POST', '/im-api/message/send', buyer, hello)).code).toBe(200);
      const bookmark = (await api<{ lastId: number }>(a, 'GET', '/im-api/message/sync', buyer)).data.lastId;
      const texts = ['Good morning', 'The sapphires are ready', 'Shall I send the certificates?'];
      const message = (i: number) => ({ conversationId: opened.data.id, clientId: `two-process-${i}`, kind: 'text', text: texts[i] });
      // Two over HTTP on process B, the third as a frame on the supplier's socket on process B.
      for (const i of [0, 1]) expect((await api(b, 'POST', '/im-api/message/send', supplier, message(i))).code).toBe(200);
      const supplierSocket = await readySocket(b, supplier);
      supplierSocket.send({ type: 'send', ref: 'third', message: message(2) });
      expect(await supplierSocket.next('sent')).toMatchObject({ ref: 'third', message: { text: texts[2], clientId: 'two-process-2' } });
      supplierSocket.close();
      await ws.until((events) => events.filter((e) => e.type === 'message').length === texts.length + 1, 10_000);
      const heard = ws.events.flatMap((e) => (e.type === 'message' ? [e.message.text] : []));
      expect(heard).toEqual([hello.text, ...texts]);
      await ws.until(() => last(ws, 'unread')?.count === texts.length, 10_000);
      ws.close();

      // Process A dies (no goodbye) and comes back on the same port: what was stored is still answered.
      a.child.kill('SIGKILL');
      await new Promise((resolve) => a.child.once('exit', resolve));
      a = await startInstance(a.port);
      const sync = await api<{ messages: { text: string; clientId: string | null }[]; unread: number }>(
        a,
        'GET',
        `/im-api/message/sync?after=${bookmark}`,
        buyer,
      );
      expect(sync.code).toBe(200);
      expect(sync.data.messages.map((m) => m.text)).toEqual(texts);
      expect(sync.data.unread).toBe(texts.length);
      // A retried send (same clientId) after the restart stores nothing twice.
      expect((await api(a, 'POST', '/im-api/message/send', supplier, message(0))).code).toBe(200);
      const after = await api<{ messages: unknown[] }>(a, 'GET', `/im-api/message/sync?after=${bookmark}`, buyer);
      expect(after.data.messages).toHaveLength(texts.length);
    },
    180_000,
  );
});
