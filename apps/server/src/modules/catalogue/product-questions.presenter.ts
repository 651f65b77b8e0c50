import type { Locale } from '@gembourse/contracts/locale';
import type { OwnQuestion, PublicQuestion } from '@gembourse/contracts/product-questions';
import type { MemberMention } from '@gembourse/contracts/member-card';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { presentMemberCard } from '../accounts/accounts.public.ts';
import type { QuestionRow } from './product-questions.repository.ts';

/**
 * The asker as `viewer` may see them: their member card without ids (never the e-mail; a guest reads the first name
 * and company, a hidden profile shows name and company); nobody when asked anonymously.
 */
function askerOf(r: QuestionRow, viewer: AuthContext | null, locale: Locale): MemberMention | null {
  if (r.anonymous) return null;
  const { name, avatarUrl, jobTitle, companyName } = presentMemberCard(r.asker, viewer, locale);
  return { name, avatarUrl, jobTitle, companyName };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentPublicQuestion(r: QuestionRow, viewer: AuthContext | null, locale: Locale): PublicQuestion {
  return {
    id: r.id,
    body: r.body,
    answer: r.answer,
    asker: askerOf(r, viewer, locale),
    askedAt: r.askedAt.toISOString(),
    answeredAt: iso(r.answeredAt),
    mine: viewer !== null && r.userId === viewer.userId,
  };
}

export function presentOwnQuestion(r: QuestionRow, viewer: AuthContext, locale: Locale): OwnQuestion {
  return {
    id: r.id,
    body: r.body,
    answer: r.answer,
    asker: askerOf(r, viewer, locale),
    product: { id: r.productId, name: r.productName, sku: r.productSku, image: r.productImages[0] ?? null },
    askedAt: r.askedAt.toISOString(),
    answeredAt: iso(r.answeredAt),
  };
}
