import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WS_MAX_FRAME_BYTES } from '@gembourse/contracts/realtime';
import { createBareApp, type BareApp } from '../../test/bare-app.ts';
import { openSocket, wsUrl } from './realtime-test-client.ts';

// Issue 28 item 14: a WebSocket frame over 16 KiB logged a level-50 error with its stack, as if the server had failed.
// A client that breaks the protocol is the client's noise: the socket is closed as documented (1009, docs/api.md
// "Realtime") and the log says so as a warning, without a stack.

let t: BareApp;
let url: string;
beforeAll(async () => {
  t = await createBareApp();
  url = await wsUrl(t.app);
});
afterAll(() => t?.close());

describe('a client that breaks the WebSocket protocol', () => {
  it('sending a frame over 16 KiB gets its socket closed with 1009, logged as a warning without a stack', async () => {
    const from = t.logs.length;
    const ws = await openSocket(url);
    ws.send({ type: 'auth', token: 'x'.repeat(WS_MAX_FRAME_BYTES + 1) });
    expect((await ws.closed).code).toBe(1009);
    await new Promise((r) => setTimeout(r, 100));
    const lines = t.logs.slice(from);
    expect(lines.filter((l) => Number(l.level) >= 50)).toEqual([]);
    const warning = lines.find((l) => l.msg === 'websocket client broke the protocol');
    expect(warning).toMatchObject({ level: 40, code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH', reason: 'Max payload size exceeded' });
    expect(JSON.stringify(warning)).not.toContain('    at ');
    // The server goes on: a new socket is answered (here refused for its bad token, as any would be).
    const next = await openSocket(url);
    next.send({ type: 'auth', token: 'not-a-session' });
    expect((await next.closed).code).toBe(4401);
  });
});
