import { pageAnswer, pageOffset } from '@gembourse/contracts/envelope';
import { ErrorCode } from '@gembourse/contracts/errors';
import type { Locale } from '@gembourse/contracts/locale';
import type {
  AnswerQuestion,
  AskQuestion,
  OwnQuestion,
  OwnQuestions,
  OwnQuestionsQuery,
  ProductQuestions,
  PublicQuestion,
} from '@gembourse/contracts/product-questions';
import type { z } from 'zod';
import type { ZProductQuestionsQuery } from '@gembourse/contracts/product-questions';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { AppError, notFound, validationFailed } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/messages.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { effectiveNotificationPrefs } from '../accounts/settings-notifications.ts';
import { displayName } from '../company/company.presenter.ts';
import { productSight } from './product-sight.ts';
import { presentOwnQuestion, presentPublicQuestion } from './product-questions.presenter.ts';
import type { ProductQuestionsRepository } from './product-questions.repository.ts';

/** The notification row of an answer, and the preference that lets its e-mail go (contracts NOTIFICATION_KEYS). */
export const QUESTION_ANSWERED_KIND = 'questionAnswered';
const PREF = 'productAlerts';

type PublicQuery = z.infer<typeof ZProductQuestionsQuery>;

/**
 * Product Q&A (issue 11 item 4): a member asks about a product they may see, the supplier answers from its showroom,
 * answered questions show on the product page. Nothing is shown or accepted while the supplier has Q&A off. Questions
 * and answers are plain text, stored as typed: the web renders them as text, the e-mail renderer escapes them.
 */
export function productQuestionsService(deps: { repo: ProductQuestionsRepository; mailer: Pick<Mailer, 'send'> }) {
  const { repo, mailer } = deps;

  /** The product if the viewer may see it (404 otherwise, so ids cannot be probed). */
  async function visibleProduct(viewer: AuthContext | null, id: number) {
    const row = await repo.product(id, viewer?.companyId ?? 0);
    if (!row || !productSight(viewer, row).available) throw notFound();
    return row;
  }

  return {
    /**
     * Asks the supplier of a product the caller may see. Its own company's members cannot (40300), nor anyone while
     * Q&A is off (40300); anonymous where the supplier does not allow it is a field error. Rate-limited by the route.
     */
    async ask(auth: AuthContext, productId: number, input: AskQuestion, locale: Locale): Promise<PublicQuestion> {
      const product = await visibleProduct(auth, productId);
      if (product.companyId === auth.companyId) throw new AppError(ErrorCode.FORBIDDEN, 'questionOwnProduct');
      if (!product.qaEnabled) throw new AppError(ErrorCode.FORBIDDEN, 'questionsOff');
      if (input.anonymous && !product.qaAnonymous) {
        throw validationFailed([{ path: 'anonymous', message: translate('questionAnonymousOff', locale) }]);
      }
      const id = await repo.insert({ productId, userId: auth.userId, anonymous: input.anonymous, body: input.body });
      return presentPublicQuestion((await repo.byId(id))!, auth.userId, locale);
    },

    /** A product's answered questions plus the caller's own waiting ones; empty, enabled: false, while Q&A is off. */
    async questions(viewer: AuthContext | null, productId: number, query: PublicQuery, locale: Locale): Promise<ProductQuestions> {
      const product = await visibleProduct(viewer, productId);
      if (!product.qaEnabled) return { ...pageAnswer([], 0, query), enabled: false, anonymousAllowed: false };
      const viewerId = viewer?.userId ?? null;
      const { rows, total } = await repo.publicPage(productId, viewerId, query.pageSize, pageOffset(query));
      const list = rows.map((r) => presentPublicQuestion(r, viewerId, locale));
      return { ...pageAnswer(list, total, query), enabled: true, anonymousAllowed: product.qaAnonymous };
    },

    /** My company's questions (the route asks for showroom:product:edit), with how many wait for an answer. */
    async ownQuestions(auth: AuthContext, query: OwnQuestionsQuery, locale: Locale): Promise<OwnQuestions> {
      const { rows, total, unanswered } = await repo.ownPage(auth.companyId, query.state, query.pageSize, pageOffset(query));
      return {
        ...pageAnswer(
          rows.map((r) => presentOwnQuestion(r, locale)),
          total,
          query,
        ),
        unanswered,
      };
    },

    /**
     * Answers a question about one of my company's products (another company's answers 404 and writes nothing). On
     * the first answer the asker gets a notification row and, with "Product alerts" on, an e-mail in their e-mail
     * language, in the same transaction as the answer.
     */
    async answer(auth: AuthContext, id: number, input: AnswerQuestion, locale: Locale): Promise<OwnQuestion> {
      const row = await repo.transaction(async (r, tx) => {
        const previous = await r.byId(id);
        if (!(await r.answer(id, auth.companyId, input.answer))) throw notFound();
        const answered = (await r.byId(id))!;
        // A corrected answer replaces the first silently: the asker was told once.
        if (previous?.answeredAt) return answered;
        const asker = await r.asker(answered.userId);
        if (asker?.status !== 'active') return answered;
        await r.notify({
          userId: asker.id,
          kind: QUESTION_ANSWERED_KIND,
          payload: { questionId: id, productId: answered.productId, productName: answered.productName },
        });
        const prefs = effectiveNotificationPrefs(asker.prefs, asker);
        if (prefs[PREF]) {
          const supplier = (await r.supplier(auth.companyId))!;
          const mailLocale = prefs.emailLanguage;
          const params = {
            name: asker.firstName,
            product: answered.productName,
            company: displayName(supplier, mailLocale),
            productId: answered.productId,
            question: answered.body,
            answer: input.answer,
          };
          await mailer.send({ to: asker.email, locale: mailLocale, template: 'questionAnswered', params }, tx);
        }
        return answered;
      });
      return presentOwnQuestion(row, locale);
    },
  };
}
export type ProductQuestionsService = ReturnType<typeof productQuestionsService>;
