import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { EndpointDef } from '@gembourse/contracts/endpoint';
import { MAX_ID } from '@gembourse/contracts/primitives';
import { allows } from '@gembourse/contracts/permissions';
import { bearer, call, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import type { RouteEntry } from '../auth/authorize.ts';
import { OPENAPI_FILE, openApiText } from './openapi-document.ts';

// The rules every route must keep, checked over the whole route table, so a new route that forgets one fails here:
// it declares who may call it and comes from a contract endpoint; it refuses a guest (and a member without its
// permission point) before reading its input; and no text or id it takes can reach the database unchecked.

// The one route that is not a contract endpoint: the socket (it authenticates in its first frame).
const NOT_ENDPOINTS = new Set(['GET /ws']);

let t: TestApp;
let routes: RouteEntry[];
beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.routeTable;
});
afterAll(() => t?.close());

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
/** A URL for a route pattern, each `:param` filled with `value`. */
const fill = (url: string, value = '1') => url.replace(/:([A-Za-z_]\w*)/g, value);

describe('the route table', () => {
  it('declares who may call every API route, and registers each from a contract endpoint', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => !r.access).map(key)).toEqual([]);
    expect(routes.filter((r) => !r.endpoint && !NOT_ENDPOINTS.has(key(r))).map(key)).toEqual([]);
  });

  it('declares reads only on POSTs: a GET is a read already, and a read may not drop the shared rendered pages', () => {
    const reads = routes.filter((r) => r.endpoint?.reads);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter((r) => r.method !== 'POST').map(key)).toEqual([]);
  });

  it('is what the committed OpenAPI document describes (run `npm run openapi` after changing an endpoint)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(openApiText(t.app));
  });

  it('refuses a guest on every route that is not public, before reading its input (30007)', async () => {
    const failures: string[] = [];
    for (const r of routes.filter((x) => x.access && x.access !== 'public')) {
      const res = await call(t.app, { method: r.method as 'GET', url: fill(r.url), payload: r.method === 'POST' ? {} : undefined });
      if (res.status !== 401 || res.body.code !== 30007) failures.push(`${key(r)} -> ${res.status} ${res.body.code}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses a guest on the HEAD twin of every GET route that is not public', async () => {
    const failures: string[] = [];
    for (const r of routes.filter((x) => x.method === 'GET' && x.access && x.access !== 'public')) {
      const res = await t.app.inject({ method: 'HEAD', url: fill(r.url) });
      if (res.statusCode !== 401) failures.push(`HEAD ${r.url} -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses a member whose role lacks the permission point (40300)', async () => {
    const members = ['buyer@example.com', 'staff@example.com', 'supplier@example.com'];
    const sessions = await Promise.all(
      members.map(async (email) => {
        const token = await loginAs(t.app, email);
        const me = await call<{ permissions: { webPerms: string }[] }>(t.app, {
          method: 'GET',
          url: '/api/company/user/current',
          headers: bearer(token),
        });
        return { token, perms: new Set(me.body.data.permissions.map((p) => p.webPerms)) };
      }),
    );
    const failures: string[] = [];
    let checked = 0;
    for (const r of routes) {
      if (!r.access || typeof r.access !== 'object') continue;
      const outsider = sessions.find((s) => !allows(r.access!, { administrator: false, perms: s.perms }));
      if (!outsider) continue;
      checked += 1;
      const res = await call(t.app, {
        method: r.method as 'GET',
        url: fill(r.url),
        headers: bearer(outsider.token),
        payload: r.method === 'POST' ? {} : undefined,
      });
      if (res.status !== 403 || res.body.code !== 40300) failures.push(`${key(r)} -> ${res.status} ${res.body.code}`);
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });
});

type Part = 'params' | 'query' | 'body';
interface Probe {
  part: Part;
  /** Dotted path of the field, as field errors name it. */
  path: string;
  kind: 'text' | 'id';
  /** Fields sent beside it so the request reaches its branch of a discriminated union (`action: 'publish'`). */
  beside?: Record<string, unknown>;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  maximum?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
};

/** Every text and id field of a request schema, found through its JSON schema (what a client sees). */
function probesOf(part: Part, schema: z.ZodType | undefined): Probe[] {
  if (!schema) return [];
  const out: Probe[] = [];
  // A top-level branch's fixed fields (an enum or a constant: a discriminated union's tag), sent with its probes.
  const fixedOf = (s: JsonSchema) =>
    Object.fromEntries(
      Object.entries(s.properties ?? {})
        .filter(([, sub]) => sub.const !== undefined || sub.enum?.length)
        .map(([name, sub]) => [name, sub.const ?? sub.enum![0]]),
    );
  const walk = (s: JsonSchema, path: string[], beside?: Record<string, unknown>) => {
    const types = [s.type].flat();
    if (s.properties) for (const [name, sub] of Object.entries(s.properties)) walk(sub, [...path, name], beside);
    else if (s.items) walk(s.items, [...path, '0'], beside);
    else if (s.anyOf ?? s.oneOf ?? s.allOf) {
      for (const sub of (s.anyOf ?? s.oneOf ?? s.allOf)!) walk(sub, path, path.length ? beside : fixedOf(sub));
    } else if (types.includes('string') && !s.enum && s.const === undefined && path.length)
      out.push({ part, path: path.join('.'), kind: 'text', beside });
    else if ((types.includes('integer') || types.includes('number')) && s.maximum === MAX_ID && path.length)
      out.push({ part, path: path.join('.'), kind: 'id', beside });
  };
  walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, []);
  // Several branches of a union can name the same field.
  return out.filter((p, i) => out.findIndex((q) => q.path === p.path && q.kind === p.kind) === i);
}

/** A value with `leaf` at `path` (`a.0.b` -> { a: [{ b: leaf }] }). */
function nest(path: string, leaf: unknown): unknown {
  const [head, ...rest] = path.split('.');
  const inner = rest.length ? nest(rest.join('.'), leaf) : leaf;
  return /^\d+$/.test(head) ? [inner] : { [head]: inner };
}

function requestFor(e: EndpointDef, probe: Probe) {
  const leaf = probe.kind === 'text' ? 'a\u0000b' : MAX_ID + 1;
  let url = e.path;
  const query = new URLSearchParams();
  let payload: unknown = e.method === 'POST' ? {} : undefined;
  if (probe.part === 'params') url = url.replace(`:${probe.path}`, encodeURIComponent(String(leaf)));
  else if (probe.part === 'query') query.set(probe.path.split('.')[0], String(leaf));
  else payload = { ...probe.beside, ...(nest(probe.path, leaf) as object) };
  const qs = query.toString();
  return { method: e.method, url: fill(url) + (qs ? `?${qs}` : ''), payload };
}

describe('what no input can do', () => {
  it("refuses a NUL in every text field and an id beyond PostgreSQL integer with that field's error (40000)", async () => {
    const admin = await loginAs(t.app, 'admin@example.com');
    const failures: string[] = [];
    let probed = 0;
    for (const r of routes) {
      const e = r.endpoint;
      if (!e || e.transport === 'multipart') continue;
      const probes = [...probesOf('params', e.params), ...probesOf('query', e.query), ...probesOf('body', e.body)];
      for (const probe of probes) {
        probed += 1;
        const res = await call<{ fieldErrors?: { path: string }[] }>(t.app, { ...requestFor(e, probe), headers: bearer(admin) } as never);
        const named = res.body.data?.fieldErrors?.some((f) => f.path === probe.path || f.path.startsWith(`${probe.path}.`));
        if (res.status !== 400 || res.body.code !== 40000 || !named) {
          failures.push(`${key(r)} ${probe.part}.${probe.path} (${probe.kind}) -> ${res.status} ${res.body.code}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(probed).toBeGreaterThan(50);
  });
});
