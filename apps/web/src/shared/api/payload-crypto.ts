// Payload encryption is obfuscation against casual scraping, not a security boundary (ARCHITECTURE §4, §9):
// the key ships inside the bundle. Format: base64( iv[12] || ciphertext || tag[16] ), AES-256-GCM,
// key = SHA-256(VITE_API_PAYLOAD_KEY).

const keys = new Map<string, Promise<CryptoKey>>();

function deriveKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .digest('SHA-256', new TextEncoder().encode(secret))
      .then((raw) => crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']));
    keys.set(secret, key);
  }
  return key;
}

function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** The build-time payload key ('' when the build has none). */
export function payloadKey(): string {
  return import.meta.env.VITE_API_PAYLOAD_KEY ?? '';
}

/** Decrypts an encrypted envelope `data` and parses the JSON inside. Throws when the key is missing or wrong. */
export async function decryptPayload(data: string, secret: string = payloadKey()): Promise<unknown> {
  if (!secret) throw new Error('Encrypted payload received but this build has no VITE_API_PAYLOAD_KEY');
  const bytes = base64ToBytes(data);
  if (bytes.length < 12 + 16) throw new Error('Encrypted payload too short');
  const iv = bytes.slice(0, 12);
  // WebCrypto expects the tag appended to the ciphertext, which is exactly how the server lays it out.
  const sealed = bytes.slice(12);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv, tagLength: 128 }, await deriveKey(secret), sealed);
  return JSON.parse(new TextDecoder().decode(plain));
}
