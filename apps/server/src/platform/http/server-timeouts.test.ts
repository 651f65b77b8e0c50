import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBareApp, type BareApp } from '../../test/bare-app.ts';
import { serverTimeouts } from './server-timeouts.ts';

// Helper D's port range (notes/README.md).
const PORT = 3232;

let t: BareApp;
beforeAll(async () => {
  // Short limits so the test runs in seconds; the defaults are 30 s for a request and 300 s for an upload's body.
  t = await createBareApp(
    { REQUEST_TIMEOUT_SECONDS: '1', UPLOAD_TIMEOUT_SECONDS: '3' },
    {
      beforeReady: (app) => {
        // A multipart route that reads its body to the end, like the upload routes (which first refuse guests).
        void app.register(async (sub) => {
          sub.addContentTypeParser('multipart/form-data', (_req, payload, done) => {
            payload.resume();
            payload.on('end', () => done(null, {}));
          });
          sub.post('/__test/upload', async () => ({ ok: true }));
        });
      },
    },
  );
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
});
afterAll(() => t?.close());

/**
 * Opens a socket, writes `head`, then one byte of `drip` every 100 ms; answers how many ms after connecting the
 * server closed it (or `giveUpMs` if it was still open then) and what the server wrote.
 */
function trickle(head: string, giveUpMs: number, drip = 'a'): Promise<{ ms: number; closedByServer: boolean; received: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let received = '';
    const socket = net.connect(PORT, '127.0.0.1', () => socket.write(head));
    const dripper = setInterval(() => socket.writable && socket.write(drip), 100);
    const done = (closedByServer: boolean) => {
      clearInterval(dripper);
      clearTimeout(limit);
      socket.destroy();
      resolve({ ms: Date.now() - started, closedByServer, received });
    };
    const limit = setTimeout(() => done(false), giveUpMs);
    socket.on('data', (d) => (received += d.toString()));
    socket.on('error', () => {});
    socket.on('close', () => done(true));
  });
}

describe('slow clients are cut off', () => {
  it('closes a socket that trickles a JSON body within the request limit', async () => {
    const head = 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"email":"';
    const r = await trickle(head, 6_000);
    expect(r.closedByServer).toBe(true);
    expect(r.ms).toBeGreaterThanOrEqual(900);
    expect(r.ms).toBeLessThan(2_500);
    // A client cut off is no server error.
    expect(t.logs.filter((l) => Number(l.level) >= 50)).toEqual([]);
  });

  it('closes a socket that trickles its headers within the request limit', async () => {
    const r = await trickle('POST /api/auth/login HTTP/1.1\r\nHost: x\r\nX-Slow: ', 6_000);
    expect(r.closedByServer).toBe(true);
    expect(r.ms).toBeLessThan(2_500);
  });

  it("gives an upload's body the longer upload limit, and no more", async () => {
    const head =
      'POST /__test/upload HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n--b\r\n';
    const r = await trickle(head, 8_000);
    expect(r.closedByServer).toBe(true);
    expect(r.ms).toBeGreaterThan(2_000);
    expect(r.ms).toBeLessThan(4_500);
  });

  it('still serves a client that sends its request in time', async () => {
    const res = await fetch(`http://127.0.0.1:${PORT}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong#2026' }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(40001);
  });

  it("derives Node's server limits from the configuration", () => {
    expect(serverTimeouts({ requestTimeoutMs: 30_000, uploadTimeoutMs: 300_000 })).toEqual({
      requestTimeout: 300_000,
      http: { headersTimeout: 30_000, connectionsCheckingInterval: 5_000 },
    });
  });
});
