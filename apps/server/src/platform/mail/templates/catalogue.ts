import type { MailTemplate } from './mail-template.ts';
import { activation } from './activation.ts';
import { invitation } from './invitation.ts';
import { companyRejected, companyVerified } from './company-verification.ts';
import { contactAccepted, contactRequested } from './contact-request.ts';
import { passwordChanged } from './password-changed.ts';
import { passwordReset } from './password-reset.ts';
import { privateMessage } from './private-message.ts';
import { productBackInStock, productPriceDrop } from './product-alert.ts';
import { questionAnswered } from './question-answered.ts';
import { registrationAttempt } from './registration-attempt.ts';
import { savedSearchMatches } from './saved-search-matches.ts';
import { showroomShare } from './showroom-share.ts';
import { verificationCode } from './verification-code.ts';
import { weeklySummary, weeklySummaryMember } from './weekly-summary.ts';

/** Every e-mail GemBourse sends, by name; `send()` takes the name and that template's params. */
export const TEMPLATES = {
  verificationCode,
  registrationAttempt,
  activation,
  invitation,
  passwordReset,
  passwordChanged,
  showroomShare,
  contactRequested,
  contactAccepted,
  companyVerified,
  companyRejected,
  productPriceDrop,
  productBackInStock,
  savedSearchMatches,
  questionAnswered,
  weeklySummary,
  weeklySummaryMember,
  privateMessage,
};

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateParams<T extends TemplateName> = (typeof TEMPLATES)[T] extends MailTemplate<infer P> ? P : never;
