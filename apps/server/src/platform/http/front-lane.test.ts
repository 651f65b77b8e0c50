import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@gembourse/contracts/endpoint';
import { ErrorCode } from '@gembourse/contracts/errors';
import { createBareApp, type BareApp } from '../../test/bare-app.ts';
import { route } from './route.ts';

// front-lane.ts: a guest's repeated call of a public, cached route is answered before Fastify, with the very answer
// Fastify gave (issue 9, the cost of a request). Over a real socket: the lane stands in front of the server's
// request event, which app.inject() never reaches.

const ZItem = z.object({ value: z.number().int(), label: z.string() });
const listApi = endpoint({
  method: 'GET',
  path: '/api/__test/lane/list',
  access: 'public',
  summary: 'test',
  tags: ['test'],
  query: z.object({ page: z.coerce.number().int().optional() }),
  response: z.array(ZItem),
});
const shortLivedApi = endpoint({
  method: 'GET',
  path: '/api/__test/lane/short',
  access: 'public',
  summary: 'test',
  tags: ['test'],
  response: z.number(),
});
const limitedApi = endpoint({
  method: 'GET',
  path: '/api/__test/lane/limited',
  access: 'public',
  summary: 'test',
  tags: ['test'],
  response: z.string(),
});
const membersApi = endpoint({
  method: 'GET',
  path: '/api/__test/lane/members',
  access: 'member',
  summary: 'test',
  tags: ['test'],
  response: z.string(),
});

let t: BareApp;
let base: string;
const calls = { list: 0, short: 0, members: 0 };

beforeAll(async () => {
  t = await createBareApp(
    { TRUST_PROXY: 'true' },
    {
      beforeReady: (app) => {
        void app.register(async (sub) => {
          // Stands in for a member's session (the bare database has no users): a request with this header is one.
          sub.addHook('onRequest', async (req) => {
            if (req.headers['x-test-member'])
              req.auth = {
                sessionId: 1,
                userId: 1,
                companyId: 1,
                joinType: 'buyer',
                companyRole: 'admin',
                rolePoints: null,
                administrator: false,
              };
          });
          // 60 items: over the 1 kB above which answers are compressed.
          route(
            sub,
            listApi,
            async (req, reply) => {
              calls.list++;
              reply.header('cache-control', 'public, max-age=60').header('vary', 'lang, accept-language');
              return Array.from({ length: 60 }, (_, i) => ({ value: i, label: `item ${i} ${req.locale}` }));
            },
            { cache: { shared: 'everyone', ttlSeconds: 60 } },
          );
          route(sub, shortLivedApi, async () => ++calls.short, { cache: { shared: 'everyone', ttlSeconds: 1 } });
          route(sub, limitedApi, async () => 'limited', {
            cache: { shared: 'everyone', ttlSeconds: 60 },
            rateLimit: { max: 2, timeWindow: 60_000 },
          });
          route(sub, membersApi, async () => `members ${++calls.members}`, { cache: { shared: 'everyone', ttlSeconds: 60 } });
        });
      },
    },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

interface Answer {
  status: number;
  /** The header lines in order, but Node's Date (the clock) and Connection/Keep-Alive (the socket's). */
  lines: string[];
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One GET over a fresh connection, headers exactly as given (no Accept-Encoding unless given). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const lines: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!.toLowerCase();
          if (!['date', 'connection', 'keep-alive'].includes(name)) lines.push(`${name}: ${res.rawHeaders[i + 1]}`);
        }
        resolve({ status: res.statusCode ?? 0, lines, headers: res.headers, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
  });
}

/** Calls `path` twice and says what each gave and whether the lane sent the second. */
async function twice(path: string, headers: Record<string, string> = {}) {
  const first = await get(path, headers);
  const servedBefore = t.app.frontLane!.served;
  const second = await get(path, headers);
  return { first, second, byLane: t.app.frontLane!.served - servedBefore === 1 };
}

describe('the front lane', () => {
  it("sends a guest the same status, header lines and bytes as Fastify's answer, per language and encoding", async () => {
    const callers: Record<string, string>[] = [
      {},
      { 'accept-language': 'zh-CN' },
      { lang: 'tr_TR', 'accept-encoding': 'br, gzip' },
      { 'accept-encoding': 'gzip' },
    ];
    for (const headers of callers) {
      const { first, second, byLane } = await twice('/api/__test/lane/list?page=1', headers);
      expect(byLane).toBe(true);
      expect(second.status).toBe(200);
      expect(second.lines).toEqual(first.lines);
      expect(second.body.equals(first.body)).toBe(true);
    }
    // Computed once per language (en, zh-cn, tr): the lane and the answer cache share the entries.
    expect(calls.list).toBe(3);
    const br = await get('/api/__test/lane/list?page=1', { lang: 'tr_TR', 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(JSON.parse(brotliDecompressSync(br.body).toString()).data[0]).toEqual({ value: 0, label: 'item 0 tr' });
  });

  it('leaves sessions, conditional requests, HEAD and other URLs to Fastify', async () => {
    await get('/api/__test/lane/list');
    const served = t.app.frontLane!.served;
    // A token is checked even on a public route: an unknown one is refused, never answered from the lane.
    const withToken = await get('/api/__test/lane/list', { authorization: 'Bearer not-a-session' });
    expect(JSON.parse(withToken.body.toString()).code).not.toBe(ErrorCode.OK);
    const etag = (await get('/api/__test/lane/list')).headers.etag!;
    const conditional = await get('/api/__test/lane/list', { 'if-none-match': etag });
    expect(conditional.status).toBe(304);
    const other = await get('/api/__test/lane/list?page=2');
    expect(other.status).toBe(200);
    // Only the plain repeat above came from the lane.
    expect(t.app.frontLane!.served - served).toBe(1);
  });

  it('never answers a guest from a route that is not public, even one cached for everyone', async () => {
    // The member's request carries no Authorization header (x-test-member above), so only the route's access keeps
    // its answer out of the lane.
    const member = await get('/api/__test/lane/members', { 'x-test-member': '1' });
    expect(JSON.parse(member.body.toString()).data).toBe('members 1');
    const guest = await twice('/api/__test/lane/members');
    expect(guest.byLane).toBe(false);
    expect(JSON.parse(guest.second.body.toString()).code).toBe(ErrorCode.NO_SESSION);
  });

  it('never answers from a route whose calls must each pass a hook of its own (a rate limit)', async () => {
    const served = t.app.frontLane!.served;
    const answers = [await get('/api/__test/lane/limited'), await get('/api/__test/lane/limited'), await get('/api/__test/lane/limited')];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
    expect(t.app.frontLane!.served).toBe(served);
  });

  it('keeps one copy per protocol class, however many X-Forwarded-Proto values a client invents', async () => {
    const kept = t.app.frontLane!.kept;
    for (let i = 0; i < 30; i++) await get('/api/__test/lane/list?page=7', { 'x-forwarded-proto': `made-up-${i}` });
    // The first call filled the cache entry (kept as it was sent); the other 29 are the same class: one copy.
    expect(t.app.frontLane!.kept - kept).toBe(1);
    const again = await twice('/api/__test/lane/list?page=7', { 'x-forwarded-proto': 'http, made-up' });
    expect(again.byLane).toBe(true);
    expect(t.app.frontLane!.kept - kept).toBe(1);
  });

  it("drops an answer when its cache entry expires, and keeps HTTPS's header for HTTPS", async () => {
    const { first, byLane } = await twice('/api/__test/lane/short');
    expect(byLane).toBe(true);
    await new Promise((r) => setTimeout(r, 1100));
    const after = await get('/api/__test/lane/short');
    expect(JSON.parse(after.body.toString()).data).toBe(JSON.parse(first.body.toString()).data + 1);
    // Behind a proxy (TRUST_PROXY), HSTS goes with HTTPS answers only, from the lane as from Fastify.
    const https = await twice('/api/__test/lane/short', { 'x-forwarded-proto': 'https' });
    expect(https.byLane).toBe(true);
    expect(https.second.headers['strict-transport-security']).toBeDefined();
    expect((await get('/api/__test/lane/short')).headers['strict-transport-security']).toBeUndefined();
  });
});
