import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the test SMTP server received it, decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) in a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replace(/_/g, ' ')),
    );
}

function decodeQp(data: string): string {
  const bytes = data.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => `%${hex}`);
  // Escape literal percent signs first so only the =XX sequences turn into bytes.
  return decodeURIComponent(bytes.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
}

function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

/** The decoded body with SMTP's CRLF line ends turned back into LF. */
function decodeBody(body: string, encoding = ''): string {
  const enc = encoding.toLowerCase();
  let out = body;
  if (enc === 'base64') out = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  else if (enc === 'quoted-printable') out = decodeQp(body);
  return out.replace(/\r\n/g, '\n');
}

/** Just enough MIME for what nodemailer writes: headers, and text/html parts of a (nested) multipart body. */
export function parseMail(raw: string): Omit<ReceivedMail, 'to' | 'from' | 'raw'> {
  const { headers, body } = splitPart(raw);
  const out = { subject: decodeWords(headers.subject ?? ''), text: '', html: '' };
  const walk = (h: Record<string, string>, b: string) => {
    const type = h['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      for (const chunk of b.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        const part = splitPart(chunk.replace(/^\r?\n/, ''));
        walk(part.headers, part.body.replace(/\r?\n$/, ''));
      }
    } else if (type.toLowerCase().startsWith('text/html')) {
      out.html = decodeBody(b, h['content-transfer-encoding']);
    } else if (type.toLowerCase().startsWith('text/plain')) {
      out.text = decodeBody(b, h['content-transfer-encoding']);
    }
  };
  walk(headers, body);
  return out;
}

/**
 * A real SMTP server on a random localhost port for tests: no TLS, no auth required. `waitFor(address)` hands out
 * each received message once, in arrival order. `holdFirst` messages are read but never acknowledged (a mail server
 * that hangs mid-delivery), and `holding` resolves when the first of them has arrived.
 */
export async function startTestSmtpServer(options: { holdFirst?: number } = {}) {
  const received: ReceivedMail[] = [];
  let toHold = options.holdFirst ?? 0;
  let heldOne: () => void = () => {};
  const holding = new Promise<void>((resolve) => (heldOne = resolve));
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (toHold > 0) {
          toHold -= 1;
          heldOne();
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          ...parseMail(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Every message received so far. */
    received,
    holding,
    /** The next message to `address` not handed out yet; rejects after `timeoutMs`. */
    async waitFor(address: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const m = received.find((r) => !taken.has(r) && r.to.includes(address.toLowerCase()));
        if (m) {
          taken.add(m);
          return m;
        }
        if (Date.now() > deadline) throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Held connections would keep close() waiting for ever.
        for (const c of server.connections) c.close();
        server.close(() => resolve());
      }),
  };
}
export type TestSmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>;
