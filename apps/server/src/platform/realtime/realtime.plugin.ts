import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { WS_CLOSE_UNAUTHORIZED, type ServerEvent } from '@gembourse/contracts/realtime';
import { authOf, sessionRefusal, type AuthContext } from '../auth/auth-context.ts';
import { sessionsRepository } from '../auth/sessions.repository.ts';
import { hashToken } from '../crypto/tokens.ts';
import type { Db } from '../db/database.ts';
import { ErrorCode } from '@gembourse/contracts/errors';
import { AppError } from '../errors.ts';
import type { RealtimeHub, RealtimePublisher } from './realtime-hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishes realtime events to sessions or users on every process (platform/realtime). */
    realtime: RealtimePublisher;
  }
}

export interface RealtimeOptions {
  db: Db;
  /** The hub of this process's sockets (buildApp makes it, so services can publish through it). */
  hub: RealtimeHub;
  /** How long a new socket may take to send `{type:'auth'}`. */
  authTimeoutMs?: number;
  /** Protocol pings; a socket that missed the previous pong is dropped (dead peers behind NAT or proxies). */
  pingIntervalMs?: number;
}

const send = (socket: WebSocket, event: ServerEvent) => socket.send(JSON.stringify(event));

/** Reads one client frame; anything that is not a small JSON object with a string `type` is null. */
function parseFrame(raw: unknown): { type: string; token?: unknown } | null {
  try {
    const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : String(raw);
    const msg = JSON.parse(text) as unknown;
    if (msg && typeof msg === 'object' && typeof (msg as { type?: unknown }).type === 'string') return msg as { type: string };
  } catch {
    // not JSON: treated as unknown
  }
  return null;
}

/**
 * GET /ws and the hub. The first frame must be `{type:'auth', token}` within the timeout (browsers cannot set headers
 * on a WebSocket, and a token in the URL would land in access logs); the session is checked by the same rules as
 * every API call, then the socket joins the hub under its session and user and gets `{type:'ready'}`.
 */
export const realtime = fp<RealtimeOptions>(async (app, opts) => {
  const sessions = sessionsRepository(opts.db);
  const { hub } = opts;
  await hub.start();
  app.decorate('realtime', hub as RealtimePublisher);

  const alive = new WeakMap<WebSocket, boolean>();
  const sockets = new Set<WebSocket>();
  const pinger = setInterval(() => {
    for (const socket of sockets) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, opts.pingIntervalMs ?? 30_000);
  pinger.unref();

  async function resolve(token: string): Promise<AuthContext | null> {
    const s = await sessions.findByTokenHash(hashToken(token));
    return s && !sessionRefusal(s, Date.now()) ? authOf(s) : null;
  }

  /** GET /ws, registered inside the websocket plugin's scope. */
  function socketRoute(app: FastifyInstance) {
    app.route({
      method: 'GET',
      url: '/ws',
      schema: { hide: true },
      // The socket authenticates in its first frame, by the same rules as every API call (sessionRefusal).
      config: { access: 'public' },
      // A plain GET (no Upgrade header) gets the envelope like every other unknown answer, not a bare 404.
      handler: async () => {
        throw new AppError(ErrorCode.NOT_FOUND, 'notFound');
      },
      wsHandler: (socket, req) => {
        let state: 'new' | 'authenticating' | 'ready' = 'new';
        sockets.add(socket);
        alive.set(socket, true);
        const refuse = (reason: string) => socket.close(WS_CLOSE_UNAUTHORIZED, reason);
        const timer = setTimeout(() => state !== 'ready' && refuse('auth timeout'), opts.authTimeoutMs ?? 10_000);

        socket.on('pong', () => alive.set(socket, true));
        socket.on('close', () => {
          clearTimeout(timer);
          sockets.delete(socket);
          hub.remove(socket);
        });
        socket.on('message', (raw) => {
          const msg = parseFrame(raw);
          if (state === 'ready') {
            if (msg?.type === 'ping') send(socket, { type: 'pong' });
            return;
          }
          if (state === 'authenticating') return;
          if (msg?.type !== 'auth' || typeof msg.token !== 'string' || msg.token.length > 200) return refuse('auth required');
          state = 'authenticating';
          const token = msg.token;
          void (async () => {
            const auth = await resolve(token);
            if (!auth) return refuse('invalid session');
            hub.add(socket, { sessionId: auth.sessionId, userId: auth.userId });
            // A login elsewhere may have ended the session between the lookup and joining the hub, and its kick would
            // then have found no socket; a second look closes that window (the session row is written before the kick).
            if (!(await resolve(token))) {
              hub.remove(socket);
              return refuse('invalid session');
            }
            if (socket.readyState !== socket.OPEN) return hub.remove(socket);
            state = 'ready';
            clearTimeout(timer);
            send(socket, { type: 'ready' });
          })().catch((err: unknown) => {
            req.log.error({ err }, 'realtime handshake failed');
            socket.close(1011, 'server error');
          });
        });
      },
    });
  }

  // 4 KiB frames are plenty for auth and ping; the rest of the protocol flows from server to client.
  // In a scope of its own: the websocket plugin's onRequest and onResponse hooks then run for /ws only, not on every
  // API request (issue 9, the cost of a request).
  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: 4096 } });
    socketRoute(scope);
  });

  app.addHook('onClose', async () => {
    clearInterval(pinger);
    await hub.stop();
  });
});
