import { ZEmail } from '@gembourse/contracts/primitives';
import { SHARE_RECIPIENTS_MAX, ZShareShowroom, type ShareShowroom } from '@gembourse/contracts/connections';

/** Why a recipient was refused: the keys of the share modal's messages (companies:share.errors.*). */
export type RecipientError = 'emailInvalid' | 'emailDuplicate' | 'tooMany' | 'required' | 'messageTooLong';

/**
 * Adds what was typed or pasted (one or several addresses separated by commas, semicolons or spaces) to the list.
 * Addresses are normalised as the contract does (trimmed, lower case), so "A@x.com" duplicates "a@x.com". A
 * duplicate is dropped with its message (the address is already there); an invalid address or one too many stops
 * the addition and stays in the box, with what follows it, for correction.
 */
export function addRecipients(list: readonly string[], raw: string): { list: string[]; rest: string; error?: RecipientError } {
  const parts = raw.split(/[\s,;]+/).filter(Boolean);
  const next = [...list];
  let error: RecipientError | undefined;
  for (let i = 0; i < parts.length; i++) {
    const parsed = ZEmail.safeParse(parts[i]);
    const rest = parts.slice(i).join(', ');
    if (!parsed.success) return { list: next, rest, error: 'emailInvalid' };
    if (next.includes(parsed.data)) {
      error = 'emailDuplicate';
      continue;
    }
    if (next.length >= SHARE_RECIPIENTS_MAX) return { list: next, rest, error: 'tooMany' };
    next.push(parsed.data);
  }
  return error ? { list: next, rest: '', error } : { list: next, rest: '' };
}

/**
 * Checks the whole share request with the contract's schema (the one the server applies) and names the first
 * problem with the recipients, or answers the parsed body.
 */
export function validateShare(input: { companyId: number; emails: string[]; message?: string }): { body: ShareShowroom } | { error: RecipientError } {
  const parsed = ZShareShowroom.safeParse(input);
  if (parsed.success) return { body: parsed.data };
  const issue = parsed.error.issues.find((i) => i.path[0] === 'emails') ?? parsed.error.issues[0];
  if (issue?.path[0] === 'message') return { error: 'messageTooLong' };
  if (issue?.message === 'emailDuplicate') return { error: 'emailDuplicate' };
  if (issue?.code === 'too_small') return { error: 'required' };
  if (issue?.code === 'too_big') return { error: 'tooMany' };
  return { error: 'emailInvalid' };
}
