import { ErrorCode } from '@gembourse/contracts/errors';
import type { Locale } from '@gembourse/contracts/locale';
import { ZClientFrame, type ClientFrame, type ServerEvent } from '@gembourse/contracts/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../auth/auth-context.ts';
import { errorOutcome, outcomeMessage } from '../error-outcome.ts';
import { AppError } from '../errors.ts';

/** The client frames that act on chat (send, read and delivered receipts); the app's handler answers them. */
export type ChatFrame = Extract<ClientFrame, { type: 'send' | 'read' | 'delivered' }>;

/**
 * What the app injects to act on chat frames (services.chat.handleFrame): the event to answer on this socket
 * (`sent`, or null for receipts), or a thrown AppError that becomes an error frame. It runs with the socket's session
 * and language, by the same rules as the HTTP calls that do the same.
 */
export type FrameHandler = (frame: ChatFrame, who: AuthContext, locale: Locale) => Promise<ServerEvent | null>;

/**
 * Frames one socket may have waiting (the one being handled included). Frames are handled one after another, so a
 * flood costs one frame of work at a time per socket, and what is beyond this answers 42900 at once instead of
 * piling up in memory (the chat service's per-member rate limit refuses most of the rest anyway).
 */
export const FRAME_QUEUE_MAX = 100;

/** A client frame as read: the parsed frame, or what was not understood (with its `ref` when it had a usable one). */
export type ReadFrame = { ok: true; frame: ClientFrame } | { ok: false; ref?: string };

/** The `ref` of something that looked like a frame, when it is one ZClientFrame would accept. */
function refOf(value: unknown): string | undefined {
  const ref = value && typeof value === 'object' ? (value as { ref?: unknown }).ref : undefined;
  return typeof ref === 'string' && ref.length <= 64 ? ref : undefined;
}

/** Reads one client frame by ZClientFrame: not JSON, an unknown type or the wrong shape is `{ ok: false }`. */
export function readFrame(raw: unknown): ReadFrame {
  let value: unknown;
  try {
    const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : Array.isArray(raw) ? Buffer.concat(raw).toString('utf8') : String(raw);
    value = JSON.parse(text);
  } catch {
    return { ok: false };
  }
  const parsed = ZClientFrame.safeParse(value);
  return parsed.success ? { ok: true, frame: parsed.data } : { ok: false, ref: refOf(value) };
}

/** The error frame of a refused frame: its business code and message in the socket's language. */
export function errorFrame(code: number, msg: string, ref?: string): ServerEvent {
  return ref === undefined ? { type: 'error', code, msg } : { type: 'error', ref, code, msg };
}

/** The error frame of something thrown while handling a frame: the same mapping and words as the HTTP envelope. */
export function errorFrameOf(error: unknown, locale: Locale, ref: string | undefined, log: FastifyBaseLogger): ServerEvent {
  const outcome = errorOutcome(error);
  if (outcome.log) log[outcome.log.level]({ err: error }, `realtime frame: ${outcome.log.msg}`);
  return errorFrame(outcome.code, outcomeMessage(outcome, locale), ref);
}

/** 40000 for a frame that was not understood (or that makes no sense now, such as a second auth). */
export const frameInvalid = () => new AppError(ErrorCode.VALIDATION, 'frameInvalid');
/** 42900 for a frame beyond FRAME_QUEUE_MAX. */
export const framesTooFast = () => new AppError(ErrorCode.TOO_MANY_REQUESTS, 'framesTooFast');

/**
 * One socket's frames, handled one at a time in the order they came: a `send` is stored before the next is looked at,
 * so answers come back in order and a retried frame (same clientId) finds the first one stored. `push` answers false
 * when FRAME_QUEUE_MAX frames are already waiting. Paused until `start()` (the socket's handshake); `stop()` drops what
 * waits (the session ended: its frames are not acted on).
 */
export class FrameQueue<T> {
  private readonly items: T[] = [];
  private running = false;
  private started = false;
  private stopped = false;

  constructor(
    private readonly handle: (item: T) => Promise<void>,
    private readonly max = FRAME_QUEUE_MAX,
  ) {}

  /** Frames waiting, the one being handled included. */
  get pending(): number {
    return this.items.length + (this.running ? 1 : 0);
  }

  push(item: T): boolean {
    if (this.stopped) return true;
    if (this.pending >= this.max) return false;
    this.items.push(item);
    void this.drain();
    return true;
  }

  start(): void {
    this.started = true;
    void this.drain();
  }

  stop(): void {
    this.stopped = true;
    this.items.length = 0;
  }

  private async drain(): Promise<void> {
    if (this.running || !this.started) return;
    this.running = true;
    try {
      for (let item = this.items.shift(); item !== undefined && !this.stopped; item = this.items.shift()) {
        // `handle` answers its own errors; a throw here would be a bug in it, and must not stall the queue.
        await this.handle(item).catch(() => undefined);
      }
    } finally {
      this.running = false;
    }
  }
}
