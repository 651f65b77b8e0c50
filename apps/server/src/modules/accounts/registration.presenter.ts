import type { RegistrationTicket } from '@gembourse/contracts/accounts';

/** 'buyer@example.com' -> 'b***r@example.com': enough for the owner to recognise, too little to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const tail = local.length > 2 ? local[local.length - 1] : '';
  return `${local[0]}***${tail}${email.slice(at)}`;
}

/** The ticket answer: the raw ticket goes to the form once; the database keeps only its hash. */
export function presentTicket(ticket: string, expiresAt: Date): RegistrationTicket {
  return { ticket, expiresAt: expiresAt.toISOString() };
}
