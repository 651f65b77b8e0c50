import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token, base64url, for sessions and e-mailed links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
