import { ZEmail } from '@gembourse/contracts/primitives';
import { SHARE_RECIPIENTS_MAX, ZShareShowroom } from '@gembourse/contracts/connections';
import type { FormKitConfig } from '../../shared/forms/form-kit.ts';

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

/** What the share form holds: the recipients (tags) and the optional note. */
export interface ShareValues {
  emails?: string[];
  message?: string;
}

/** The request of POST /api/company/share, from the form; the company is the page's. */
export function shareRequestOf(values: ShareValues, companyId: number) {
  return { companyId, emails: values.emails ?? [], message: values.message?.trim() || undefined };
}

/**
 * The share form on ZShareShowroom (SPEC §5: at least one valid recipient, no duplicates, a short note). The company
 * id is the page's, not the form's: its issue finds no field.
 */
export const SHARE_KIT: FormKitConfig<ShareValues> = {
  schema: ZShareShowroom,
  toRequest: (values) => shareRequestOf(values, 0),
  fields: {
    emails: {
      messages: {
        required: 'companies:share.errors.required',
        tooMany: 'companies:share.errors.tooMany',
        email: 'companies:share.errors.emailInvalid',
        emailDuplicate: 'companies:share.errors.emailDuplicate',
      },
    },
    message: { messages: { tooLong: 'companies:share.errors.messageTooLong' } },
  },
};
