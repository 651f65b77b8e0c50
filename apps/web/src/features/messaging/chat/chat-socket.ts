import type { ClientFrame, ServerEvent } from '@gembourse/contracts/realtime';
import { onReconnected, onServerEvent, sendFrame } from '../../../shared/realtime/realtime-bus.ts';

// The chat's one seam to the session's socket (shared/realtime/realtime-bus.ts): tests replace these three functions,
// and the rest of the chat never learns how the socket is kept.

/** Listens to every server event of the session's socket; returns the function that stops listening. */
export function listenToServer(listener: (event: ServerEvent) => void): () => void {
  return onServerEvent(listener);
}

/** Called after the socket came back from a drop or a server restart (not on its first connection). */
export function listenToReconnect(listener: () => void): () => void {
  return onReconnected(listener);
}

/** Sends a frame when the socket is open and authenticated; false when it is not (the caller falls back to HTTP). */
export function trySendFrame(frame: ClientFrame): boolean {
  return sendFrame(frame);
}
