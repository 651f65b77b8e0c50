import type { ClientFrame, ServerEvent } from '@gembourse/contracts/realtime';
import { reportError } from '../errors/report-error.ts';

// The seam between the session's one socket (realtime-session.ts, loaded on demand) and the features that live on it
// (chat, notification centre): they listen and send through here and never hold the socket. Tiny on purpose, so a
// feature may import it statically without pulling the socket code into its bundle.

type EventListener = (event: ServerEvent) => void;

const eventListeners = new Set<EventListener>();
const reconnectListeners = new Set<() => void>();
let frameSender: ((frame: ClientFrame) => boolean) | null = null;

/** Calls each listener, one failing listener never keeping the others from hearing it. */
function callEach<T extends unknown[]>(listeners: Set<(...args: T) => void>, ...args: T): void {
  for (const listener of [...listeners]) {
    try {
      listener(...args);
    } catch (err) {
      reportError(err, { part: 'realtime listener' });
    }
  }
}

/** Hears every event the server sends on the session's socket (not `ready`/`pong`); returns the unsubscribe. */
export function onServerEvent(listener: EventListener): () => void {
  eventListeners.add(listener);
  return () => void eventListeners.delete(listener);
}

/**
 * Hears the socket coming back after a drop (network, server restart, another tab's turn): events sent meanwhile were
 * lost, so a feature fetches what it shows again (the chat calls GET /im-api/message/sync). Not called on the first
 * connection of a session. Returns the unsubscribe.
 */
export function onReconnected(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => void reconnectListeners.delete(listener);
}

/**
 * Sends a frame on the session's socket when it is open and authenticated and the frame is small enough
 * (WS_MAX_FRAME_BYTES); false otherwise, and the caller uses the HTTP call that does the same.
 */
export function sendFrame(frame: ClientFrame): boolean {
  return frameSender ? frameSender(frame) : false;
}

/** The realtime session's side: hands an event to every listener. */
export function emitServerEvent(event: ServerEvent): void {
  callEach(eventListeners, event);
}

/** The realtime session's side: tells the listeners that the socket is back. */
export function emitReconnected(): void {
  callEach(reconnectListeners);
}

/** The realtime session's side: who sends frames (null once the session's socket is stopped). */
export function setFrameSender(sender: ((frame: ClientFrame) => boolean) | null): void {
  frameSender = sender;
}
