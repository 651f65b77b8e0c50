import { readLocal, writeLocal } from './local-store.ts';
import { FINGERPRINT_KEY } from './storage-keys.ts';

// crypto.randomUUID only exists in secure contexts; a LAN address over plain http still needs an id.
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

let cached: string | null = null;

/** The device fingerprint sent as `accessuuid`: created once per browser and kept under `fingerprint`. */
export function getFingerprint(): string {
  if (cached) return cached;
  let id = readLocal(FINGERPRINT_KEY);
  if (!id) {
    id = randomUuid();
    writeLocal(FINGERPRINT_KEY, id);
  }
  cached = id;
  return id;
}

/** Forgets the in-memory copy (tests clear storage between cases). */
export function resetFingerprintCache(): void {
  cached = null;
}
