import { STORAGE_PREFIX } from '../../../shared/storage/storage-keys.ts';
import { readLocal, writeLocal } from '../../../shared/storage/local-store.ts';

// The new-message sound of SPEC §3 ("sound for new messages"): a short two-tone chime made with the Web Audio API, so
// no audio file ships. Browsers refuse sound before the page had a gesture (autoplay policy): the context is made on
// the member's first click or key press, and a refusal is silent.

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioClass(): AudioContextClass | undefined {
  const w = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext;
}

function ensureContext(): AudioContext | null {
  if (context) return context;
  const Audio = audioClass();
  if (!Audio) return null;
  try {
    context = new Audio();
  } catch {
    context = null;
  }
  return context;
}

let unlockArmed = false;

/** Makes (and wakes) the audio context on the member's next gesture, which browsers allow to play sound. */
export function armMessageSound(): void {
  if (unlockArmed || typeof window === 'undefined') return;
  unlockArmed = true;
  const unlock = () => {
    window.removeEventListener('pointerdown', unlock, true);
    window.removeEventListener('keydown', unlock, true);
    const ctx = ensureContext();
    if (ctx?.state === 'suspended') void ctx.resume().catch(() => undefined);
  };
  window.addEventListener('pointerdown', unlock, true);
  window.addEventListener('keydown', unlock, true);
}

function tone(ctx: AudioContext, frequency: number, start: number, length: number): void {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(frequency, start);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.12, start + 0.015);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(gain);
  gain.connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + length + 0.02);
}

const LAST_CHIME_KEY = `${STORAGE_PREFIX}chat_last_chime`;

/**
 * Claims the chime of message `id` for this tab: every open tab receives the same message, and one sound is enough.
 * The highest id chimed so far is kept in localStorage, which all tabs of the origin share.
 */
function claimChime(id: number): boolean {
  const last = Number(readLocal(LAST_CHIME_KEY)) || 0;
  if (id <= last) return false;
  writeLocal(LAST_CHIME_KEY, String(id));
  return true;
}

/** Plays the new-message chime for message `id` once across the member's tabs; silent when the browser refuses. */
export function playMessageSound(id: number): void {
  if (!claimChime(id)) return;
  const ctx = ensureContext();
  if (!ctx) return;
  try {
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const now = ctx.currentTime;
    tone(ctx, 880, now, 0.14);
    tone(ctx, 1320, now + 0.12, 0.2);
  } catch {
    // Autoplay refused or audio unavailable: the badge still says it.
  }
}
