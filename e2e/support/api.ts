import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo#2026';
/** Where the web app keeps the session token (apps/web/src/shared/storage/storage-keys.ts, USER_TOKEN). */
export const TOKEN_KEY = 'gembourse_user_token';
type Envelope<T> = { code: number; msg: string; data: T };

/** Calls the API as a client would and returns the envelope. */
export async function api<T = unknown>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  opts: { token?: string; body?: unknown; lang?: string } = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { lang: opts.lang ?? 'en_US' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await request.fetch(url, { method, headers, data: opts.body });
  return (await res.json()) as Envelope<T>;
}

/** Logs in through the API (as another device would) and returns the token. */
export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await api<{ token: string }>(request, 'POST', '/api/auth/login', { body: { email, password } });
  expect(answer.code, `login ${email}: ${answer.msg}`).toBe(200);
  return answer.data.token;
}

/** The newest e-mail to `to` in the demo outbox (GET /api/dev/outbox), waiting for it to arrive. */
export async function latestMail(request: APIRequestContext, to: string, since = 0) {
  let found: { id: number; subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const box = await api<{ list: { id: number; to: string; subject: string; text: string }[] }>(
        request,
        'GET',
        '/api/dev/outbox?pageSize=50',
      );
      found = box.data.list.find((m) => m.to === to && m.id > since);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The newest outbox id, so that a test can wait for mail sent after it. */
export async function outboxHead(request: APIRequestContext): Promise<number> {
  const box = await api<{ list: { id: number }[] }>(request, 'GET', '/api/dev/outbox?pageSize=1');
  return box.data.list[0]?.id ?? 0;
}

export const tokenIn = (text: string) => /[?&]token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/** Fills the login form (page, box or console) and submits it. */
export async function fillLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
}

/** Logs in on /home/login in English and waits for the account menu. */
export async function loginInBrowser(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/home/login?language=en');
  await fillLogin(page, email, password);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/**
 * Starts the page logged in as `email`, for journeys where the login is a step to somewhere else (auth.spec.ts and the
 * activation journeys log in through the form): the token of an API login is put where the login form keeps it
 * (sessionStorage, "remember me" off) before the page's next document loads, and the page starts as a returning
 * member's does (SPEC §4: it loads the user). Put there once: a logout in the journey stays a logout on reload.
 * Then go to the page the journey starts on; with `to`, this goes there and waits for the account menu.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, to?: string): Promise<void> {
  const token = await apiLogin(page.request, email, password);
  await page.addInitScript(
    ([key, value]) => {
      try {
        if (sessionStorage.getItem('e2e:signed-in') === value) return;
        sessionStorage.setItem('e2e:signed-in', value);
        sessionStorage.setItem(key, value);
      } catch {
        // about:blank and opaque origins have no storage.
      }
    },
    [TOKEN_KEY, token] as const,
  );
  if (!to) return;
  await page.goto(to);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Registers a company through the API exactly as the form does, and activates it with `password`. */
export async function registerThroughApi(
  request: APIRequestContext,
  fields: { email: string; joinAs: 'buyer' | 'seller'; companyName: string; password: string; locale?: string },
) {
  const since = await outboxHead(request);
  const { data: t } = await api<{ ticket: string }>(request, 'POST', '/api/auth/register/start');
  expect((await api(request, 'POST', '/api/auth/register/code', { body: { email: fields.email, ticket: t.ticket } })).code).toBe(200);
  const code = codeIn((await latestMail(request, fields.email, since)).text);
  const categories = await api<{ dataValue: number }[]>(request, 'GET', '/api/dictionary/product_category');
  const registered = await api(request, 'POST', '/api/auth/register', {
    body: {
      ticket: t.ticket,
      joinAs: fields.joinAs,
      companyName: fields.companyName,
      firstName: 'Test',
      lastName: 'Member',
      jobTitle: 'Owner',
      email: fields.email,
      country: 'TR',
      productPreferences: [categories.data[0].dataValue],
      businessNature: 30708,
      code,
      consent: true,
      locale: fields.locale ?? 'en',
    },
  });
  expect(registered.code, registered.msg).toBe(200);
  const activation = tokenIn((await latestMail(request, fields.email, since + 1)).text);
  expect((await api(request, 'POST', '/api/auth/activate', { body: { token: activation, password: fields.password } })).code).toBe(200);
}

/** The session token the browser holds (gembourse_user_token, localStorage first, then sessionStorage). */
export function browserToken(page: Page): Promise<string> {
  return page.evaluate((key) => localStorage.getItem(key) || sessionStorage.getItem(key) || '', TOKEN_KEY);
}

/**
 * Resolves once the page's realtime socket has joined (the server's `ready` frame). Start it before the page logs in:
 * a login elsewhere that lands before the join is told by the next call's 30008 instead of the pushed notice.
 */
export function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"ready"')) resolve();
      }),
    );
  });
}

/** The demo supplier Aurora Gems (supplier@example.com's company) as the directory lists it. */
export async function demoSupplier(
  request: APIRequestContext,
  token?: string,
): Promise<{ id: number; name: string; nameEn: string | null }> {
  const found = await api<{ list: { id: number; name: string; nameEn: string | null }[] }>(
    request,
    'POST',
    '/api/company/list?pageNum=1&pageSize=5',
    { token, body: { keyword: 'Aurora Gems', sort: 'relevance' } },
  );
  const aurora = found.data.list.find((c) => c.nameEn?.includes('Aurora'));
  expect(aurora, 'the demo supplier is listed').toBeTruthy();
  return aurora!;
}
