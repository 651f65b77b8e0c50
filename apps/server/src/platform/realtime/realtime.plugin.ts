import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { ErrorCode } from '@gembourse/contracts/errors';
import { DEFAULT_LOCALE, normalizeLocale, type Locale } from '@gembourse/contracts/locale';
import { WS_CLOSE_UNAUTHORIZED, WS_MAX_FRAME_BYTES, type ServerEvent } from '@gembourse/contracts/realtime';
import { authOf, SESSION_CACHE_MS, sessionRefusal, type AuthContext } from '../auth/auth-context.ts';
import { sessionsRepository } from '../auth/sessions.repository.ts';
import { hashToken } from '../crypto/tokens.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/messages.ts';
import type { RealtimeHub, RealtimePublisher } from './realtime-hub.ts';
import { originAllowed } from './realtime-origin.ts';
import { errorFrame, errorFrameOf, frameInvalid, FrameQueue, readFrame, type FrameHandler, type ReadFrame } from './realtime-frames.ts';

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
  /** Acts on `send`, `read` and `delivered` frames (services.chat.handleFrame); without it they answer 50300. */
  frames?: FrameHandler;
  /**
   * Browser origins that may open /ws besides the request's own host: PUBLIC_URL's origin and WS_ALLOWED_ORIGINS.
   * Undefined checks nothing (the plugin alone in tests).
   */
  allowedOrigins?: readonly string[];
  /** How long a new socket may take to send `{type:'auth'}`. */
  authTimeoutMs?: number;
  /** Protocol pings; a socket that missed the previous pong is dropped (dead peers behind NAT or proxies). */
  pingIntervalMs?: number;
  /** How long a socket's look at its session serves chat frames before it looks again (the HTTP guard's cache). */
  sessionCheckMs?: number;
}

const OPEN = 1;
const send = (socket: WebSocket, event: ServerEvent) => {
  if (socket.readyState === OPEN) socket.send(JSON.stringify(event));
};

/**
 * Errors of an open socket. One the client caused (ws's protocol errors: a frame over WS_MAX_FRAME_BYTES, bad UTF-8,
 * a bad close code; or a connection it dropped) is the client's noise: a warning without a stack, and ws has already
 * begun the close the protocol says (1009, 1007, 1002: docs/api.md "Realtime"), which the client is left to receive.
 * Anything else is ours: an error with its stack, and the socket is cut (@fastify/websocket's default).
 */
function onSocketError(error: Error & { code?: string }, socket: WebSocket, req: FastifyRequest): void {
  const code = error.code ?? '';
  if (code.startsWith('WS_ERR_') || code === 'ECONNRESET' || code === 'EPIPE') {
    req.log.warn({ code, reason: error.message }, 'websocket client broke the protocol');
    return;
  }
  req.log.error({ err: error }, 'websocket error');
  socket.terminate();
}

/** A session as the socket sees it: who acts, and the language its error frames answer in. */
interface SocketSession {
  auth: AuthContext;
  locale: Locale;
}

/**
 * GET /ws and the hub. The first frame must be `{type:'auth', token, lang?}` within the timeout (browsers cannot set
 * headers on a WebSocket, and a token in the URL would land in access logs); the session is checked by the same rules
 * as every API call, then the socket joins the hub under its session and user and gets `{type:'ready'}`. Every later
 * frame is read by ZClientFrame; chat frames go, one at a time per socket, to the app's FrameHandler.
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

  /** The session behind a token, or the reason it may not act (sessionRefusal, the HTTP guard's rules). */
  async function resolve(token: string, lang: string | undefined): Promise<SocketSession | AppError> {
    const s = await sessions.findByTokenHash(hashToken(token));
    const refusal = sessionRefusal(s, Date.now());
    if (refusal || !s) return refusal ?? new AppError(ErrorCode.NO_SESSION, 'noSession');
    return { auth: authOf(s), locale: normalizeLocale(lang) ?? normalizeLocale(s.userLocale) ?? DEFAULT_LOCALE };
  }

  /** Refuses an upgrade from a browser page of another site with 403, before any WebSocket exists. */
  function checkOrigin(req: FastifyRequest) {
    if (!req.ws || !opts.allowedOrigins) return;
    if (!originAllowed(req.headers.origin, req.host, opts.allowedOrigins)) {
      req.log.info({ origin: req.headers.origin }, 'realtime upgrade refused: origin not allowed');
      throw new AppError(ErrorCode.FORBIDDEN, 'forbidden');
    }
  }

  /** GET /ws, registered inside the websocket plugin's scope. */
  function socketRoute(scope: FastifyInstance) {
    scope.route({
      method: 'GET',
      url: '/ws',
      schema: { hide: true },
      // The socket authenticates in its first frame, by the same rules as every API call (sessionRefusal).
      config: { access: 'public' },
      onRequest: async (req) => checkOrigin(req),
      // A plain GET (no Upgrade header) gets the envelope like every other unknown answer, not a bare 404.
      handler: async () => {
        throw new AppError(ErrorCode.NOT_FOUND, 'notFound');
      },
      wsHandler: (socket, req) => {
        let state: 'new' | 'authenticating' | 'ready' = 'new';
        let token = '';
        let lang: string | undefined;
        let session: SocketSession | null = null;
        let checkedAt = 0;
        sockets.add(socket);
        alive.set(socket, true);
        const refuse = (reason: string) => socket.close(WS_CLOSE_UNAUTHORIZED, reason);
        const timer = setTimeout(() => state !== 'ready' && refuse('auth timeout'), opts.authTimeoutMs ?? 10_000);
        const locale = () => session?.locale ?? normalizeLocale(lang) ?? DEFAULT_LOCALE;

        /**
         * The session as it stands: read again when the last look is older than the HTTP guard's cache, so a chat
         * frame sees a suspension or a role change as soon as an API call would. An ended session closes the socket.
         */
        async function current(): Promise<AuthContext> {
          if (session && Date.now() - checkedAt < (opts.sessionCheckMs ?? SESSION_CACHE_MS)) return session.auth;
          const now = await resolve(token, lang);
          if (now instanceof AppError) {
            hub.remove(socket);
            setImmediate(() => refuse('invalid session'));
            throw now;
          }
          session = now;
          checkedAt = Date.now();
          return now.auth;
        }

        /** Answers one frame from the queue: `sent` or nothing on success, an error frame otherwise. */
        async function answer(read: ReadFrame): Promise<void> {
          const ref = read.ok ? ('ref' in read.frame ? read.frame.ref : undefined) : read.ref;
          try {
            if (!read.ok || read.frame.type === 'auth') throw frameInvalid();
            const frame = read.frame;
            if (frame.type === 'ping') return send(socket, { type: 'pong' });
            if (!opts.frames) throw new AppError(ErrorCode.UNAVAILABLE, 'unavailable');
            const event = await opts.frames(frame, await current(), locale());
            if (event) send(socket, event);
          } catch (err) {
            send(socket, errorFrameOf(err, locale(), ref, req.log));
          }
        }
        const queue = new FrameQueue(answer);

        async function handshake(): Promise<void> {
          const first = await resolve(token, lang);
          if (first instanceof AppError) return refuse('invalid session');
          session = first;
          checkedAt = Date.now();
          hub.add(socket, { sessionId: first.auth.sessionId, userId: first.auth.userId });
          // A login elsewhere may have ended the session between the lookup and joining the hub, and its kick would
          // then have found no socket; a second look closes that window (the session row is written before the kick).
          if ((await resolve(token, lang)) instanceof AppError) {
            hub.remove(socket);
            return refuse('invalid session');
          }
          if (socket.readyState !== socket.OPEN) return hub.remove(socket);
          state = 'ready';
          clearTimeout(timer);
          send(socket, { type: 'ready' });
          // Frames sent right behind the auth frame waited for the handshake; they are answered now, in order.
          queue.start();
        }

        socket.on('pong', () => alive.set(socket, true));
        socket.on('close', (code) => {
          clearTimeout(timer);
          // Frames that arrived before a network drop are still acted on (a message sent just before is stored; the
          // client finds it by sync, and a resend with its clientId stores nothing twice). Those of a session that
          // ended (4401: logout, login elsewhere, refused) or of a socket that never authenticated are dropped.
          if (code === WS_CLOSE_UNAUTHORIZED || state !== 'ready') queue.stop();
          sockets.delete(socket);
          hub.remove(socket);
        });
        socket.on('message', (raw) => {
          const read = readFrame(raw);
          if (state === 'new') {
            // Before auth, anything but a valid auth frame ends the socket: an unauthenticated peer gets no answers.
            if (!read.ok || read.frame.type !== 'auth') return refuse('auth required');
            state = 'authenticating';
            token = read.frame.token;
            lang = read.frame.lang;
            void handshake().catch((err: unknown) => {
              req.log.error({ err }, 'realtime handshake failed');
              socket.close(1011, 'server error');
            });
            return;
          }
          // A ping is answered at once, whatever waits in the queue: it says the connection is alive, not the database.
          if (state === 'ready' && read.ok && read.frame.type === 'ping') return send(socket, { type: 'pong' });
          if (queue.push(read)) return;
          const ref = read.ok ? ('ref' in read.frame ? read.frame.ref : undefined) : read.ref;
          send(socket, errorFrame(ErrorCode.TOO_MANY_REQUESTS, translate('framesTooFast', locale()), ref));
        });
      },
    });
  }

  // Frames up to WS_MAX_FRAME_BYTES (a chat message of CHAT_LIMITS.textMax characters and its envelope); a larger one
  // closes the socket with 1009, and the client reconnects. In a scope of its own: the websocket plugin's onRequest
  // and onResponse hooks then run for /ws only, not on every API request (issue 9, the cost of a request).
  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: WS_MAX_FRAME_BYTES }, errorHandler: onSocketError });
    socketRoute(scope);
  });

  app.addHook('onClose', async () => {
    clearInterval(pinger);
    await hub.stop();
  });
});
