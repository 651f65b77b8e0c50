import type { Locale } from '@gembourse/contracts/locale';
import type { OwnQuestion, PublicQuestion } from '@gembourse/contracts/product-questions';
import { displayName } from '../company/company.presenter.ts';
import type { QuestionRow } from './product-questions.repository.ts';

/** The asker as others see them: first name and company, never the e-mail; nobody when asked anonymously. */
function askerOf(r: QuestionRow, locale: Locale) {
  if (r.anonymous) return null;
  return { name: r.askerFirstName, companyName: displayName({ name: r.askerCompanyName, nameEn: r.askerCompanyNameEn }, locale) };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentPublicQuestion(r: QuestionRow, viewerId: number | null, locale: Locale): PublicQuestion {
  return {
    id: r.id,
    body: r.body,
    answer: r.answer,
    asker: askerOf(r, locale),
    askedAt: r.askedAt.toISOString(),
    answeredAt: iso(r.answeredAt),
    mine: viewerId !== null && r.userId === viewerId,
  };
}

export function presentOwnQuestion(r: QuestionRow, locale: Locale): OwnQuestion {
  return {
    id: r.id,
    body: r.body,
    answer: r.answer,
    asker: askerOf(r, locale),
    product: { id: r.productId, name: r.productName, sku: r.productSku, image: r.productImages[0] ?? null },
    askedAt: r.askedAt.toISOString(),
    answeredAt: iso(r.answeredAt),
  };
}
