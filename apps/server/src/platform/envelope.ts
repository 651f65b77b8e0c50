import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { DataType, type Envelope } from '@gembourse/contracts/envelope';
import { ErrorCode } from '@gembourse/contracts/errors';
import { isApiPath } from './http/api-path.ts';

/** A success envelope around `data`. */
export function ok<T>(data: T): Envelope<T> {
  return { code: ErrorCode.OK, msg: 'success', data, dataType: DataType.PLAIN };
}

/**
 * AES-256-GCM over the JSON of `data`; base64 of iv(12) | ciphertext | tag(16), the layout WebCrypto decrypts.
 * Obfuscation against casual scraping only: the key ships inside the client bundle (docs/api.md).
 */
export function encryptPayload(data: unknown, key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', createHash('sha256').update(key).digest(), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether successful envelopes are encrypted (API_PAYLOAD_KEY): their bytes then differ on every answer. */
    payloadEncrypted: boolean;
  }
}

/** When a payload key is configured, encrypts the `data` of every successful JSON envelope (dataType 1). */
export const payloadEncryption = fp<{ key?: string }>(async (app, opts) => {
  const key = opts.key;
  app.decorate('payloadEncrypted', Boolean(key));
  if (!key) return;
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').includes('application/json')) {
      return payload;
    }
    if (!isApiPath(req.url)) return payload;
    if (req.url.startsWith('/api/docs')) return payload;
    const body = JSON.parse(payload) as Partial<Envelope<unknown>>;
    if (body.code !== ErrorCode.OK || body.dataType !== DataType.PLAIN || body.data === null) return payload;
    return JSON.stringify({ ...body, data: encryptPayload(body.data, key), dataType: DataType.ENCRYPTED });
  });
});
