import { call, type TestApp } from '../../test/test-app.ts';
import type { ReceivedMail, TestSmtpServer } from '../../platform/mail/test-smtp-server.ts';

// Test helpers for registration and password reset (not a test file itself).

let ipSeq = 0;
/** A fresh client address, so one test's rate-limit counters never reach another's. */
export const nextIp = () => `10.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}.7`;

export interface Client {
  ip: string;
  lang?: string;
}

/** A JSON call from `client` (its IP and `lang` header). */
export function send<T = unknown>(t: TestApp, client: Client, method: 'GET' | 'POST', url: string, payload?: object) {
  return call<T>(t.app, {
    method,
    url,
    payload,
    remoteAddress: client.ip,
    headers: client.lang ? { lang: client.lang } : {},
  });
}

/** The 6-digit code in a verification e-mail. */
export function codeIn(mail: ReceivedMail): string {
  const m = /(?:^|\n)(\d{6})(?:\n|$)/.exec(mail.text);
  if (!m) throw new Error(`no code in e-mail "${mail.subject}"`);
  return m[1];
}

/** The token of the first link to `path` in an e-mail's text. */
export function linkToken(mail: ReceivedMail, path: string): string {
  const m = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+)&language=`).exec(mail.text);
  if (!m) throw new Error(`no ${path} link in e-mail "${mail.subject}"`);
  return m[1];
}

/** A registration form that passes every rule (a buyer, retailer, interested in rings). */
export function validForm(ticket: string, email: string, code: string, overrides: Record<string, unknown> = {}) {
  return {
    ticket,
    joinAs: 'buyer',
    companyName: 'Lumen Fine Jewellery Ltd.',
    salutation: 30704,
    firstName: 'Ada',
    lastName: 'Lumen',
    jobTitle: 'Purchasing manager',
    email,
    country: 'gb',
    address: '12 Hatton Garden',
    city: 'London',
    postalCode: 'EC1N 8AN',
    website: 'https://lumen.example.com',
    phone: '+44 20 7946 0000',
    productPreferences: [30733, 30737],
    businessNature: 30708,
    code,
    consent: true,
    locale: 'en',
    ...overrides,
  };
}

/** start -> code (read from the delivered e-mail) -> register; answers the ticket and the activation e-mail. */
export async function registerThroughApi(
  t: TestApp,
  smtp: TestSmtpServer,
  email: string,
  overrides: Record<string, unknown> = {},
  client: Client = { ip: nextIp() },
) {
  const start = await send<{ ticket: string; expiresAt: string }>(t, client, 'POST', '/api/auth/register/start');
  const ticket = start.body.data.ticket;
  const sent = await send(t, client, 'POST', '/api/auth/register/code', { email, ticket });
  if (sent.body.code !== 200) throw new Error(`code request failed: ${sent.body.code} ${sent.body.msg}`);
  const codeMail = await smtp.waitFor(email);
  const registered = await send<{ email: string }>(
    t,
    client,
    'POST',
    '/api/auth/register',
    validForm(ticket, email, codeIn(codeMail), overrides),
  );
  if (registered.body.code !== 200) throw new Error(`register failed: ${registered.body.code} ${JSON.stringify(registered.body)}`);
  const activationMail = await smtp.waitFor(email);
  return { ticket, codeMail, activationMail, activationToken: linkToken(activationMail, '/home/activate') };
}
