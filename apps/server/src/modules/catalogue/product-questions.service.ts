import { pageAnswer, pageOffset } from '@gembourse/contracts/envelope';
import { ErrorCode } from '@gembourse/contracts/errors';
import type { Locale } from '@gembourse/contracts/locale';
import { NOTIFICATION_EVENT_PREF } from '@gembourse/contracts/notifications';
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
import type { UsersRepository } from '../accounts/users.repository.ts';
import { TODO_KINDS, type Notifier } from '../messaging/notifier.ts';
import { displayName } from '../company/company.presenter.ts';
import type { Purpose } from '../company/company-access.ts';
import { productSight } from './product-sight.ts';
import { presentOwnQuestion, presentPublicQuestion } from './product-questions.presenter.ts';
import type { ProductQuestionsRepository } from './product-questions.repository.ts';

/** The preference of Q&A notices (the notification's kind), which also lets the answer's e-mail go. */
const PREF = NOTIFICATION_EVENT_PREF.questionAnswered;
/** The to-be-done item of a supplier's admins for a question, ticked off by its first answer. */
const TODO = TODO_KINDS.answerQuestion;
const todoKey = TODO.source;

type PublicQuery = z.infer<typeof ZProductQuestionsQuery>;

/**
 * Product Q&A (issue 11 item 4): a member asks about a product they may see, the supplier answers from its showroom,
 * answered questions show on the product page. Nothing is shown or accepted while the supplier has Q&A off. Questions
 * and answers are plain text, stored as typed: the web renders them as text, the e-mail renderer escapes them.
 * A question gives the supplier's active admins a notification and a to-be-done item (`question:<id>`) that its first
 * answer ticks off for all of them; the answer gives the asker a notification (issue 12). Counts are announced after
 * each commit.
 */
export function productQuestionsService(deps: {
  repo: ProductQuestionsRepository;
  mailer: Pick<Mailer, 'send'>;
  notices: Pick<Notifier, 'record' | 'openTodos' | 'closeTodos' | 'announce'>;
  accounts: Pick<UsersRepository, 'adminsOf'>;
}) {
  const { repo, mailer, notices, accounts } = deps;

  /**
   * The product if the viewer may see it, or act on it as a member (`act`: staff ask as members do), 404 otherwise so
   * ids cannot be probed.
   */
  async function visibleProduct(viewer: AuthContext | null, id: number, purpose: Purpose = 'see') {
    const row = await repo.product(id, viewer?.companyId ?? 0);
    if (!row || !productSight(viewer, row, purpose).available) throw notFound();
    return row;
  }

  return {
    /**
     * Asks the supplier of a product the caller may see. Its own company's members cannot (40300), nor anyone while
     * Q&A is off (40300); anonymous where the supplier does not allow it is a field error. Rate-limited by the route.
     */
    async ask(auth: AuthContext, productId: number, input: AskQuestion, locale: Locale): Promise<PublicQuestion> {
      const product = await visibleProduct(auth, productId, 'act');
      if (product.companyId === auth.companyId) throw new AppError(ErrorCode.FORBIDDEN, 'questionOwnProduct');
      if (!product.qaEnabled) throw new AppError(ErrorCode.FORBIDDEN, 'questionsOff');
      if (input.anonymous && !product.qaAnonymous) {
        throw validationFailed([{ path: 'anonymous', message: translate('questionAnonymousOff', locale) }]);
      }
      const { row, told } = await repo.transaction(async (r, tx) => {
        const id = await r.insert({ productId, userId: auth.userId, anonymous: input.anonymous, body: input.body });
        const asked = (await r.byId(id))!;
        const admins = await accounts.adminsOf(product.companyId, 'active', tx);
        // The asker as the product page shows them: nobody but "a member" when anonymous.
        const asker = asked.anonymous
          ? { anonymous: true }
          : { askerName: asked.asker.firstName, askerCompanyName: asked.asker.companyName, askerCompanyNameEn: asked.asker.companyNameEn };
        const data = { questionId: id, productId, productName: asked.productName, question: asked.body, ...asker };
        await notices.record(
          tx,
          admins.map((u) => ({ userId: u.id, kind: PREF, event: 'questionAsked' as const, data })),
        );
        const item = { questionId: id, productId, productName: asked.productName };
        await notices.openTodos(
          tx,
          admins.map((u) => ({ userId: u.id, kind: TODO.kind, sourceKey: todoKey(id), data: item })),
        );
        return { row: asked, told: admins.map((u) => u.id) };
      });
      await notices.announce(told);
      return presentPublicQuestion(row, auth, locale);
    },

    /** A product's answered questions plus the caller's own waiting ones; empty, enabled: false, while Q&A is off. */
    async questions(viewer: AuthContext | null, productId: number, query: PublicQuery, locale: Locale): Promise<ProductQuestions> {
      const product = await visibleProduct(viewer, productId);
      if (!product.qaEnabled) return { ...pageAnswer([], 0, query), enabled: false, anonymousAllowed: false };
      const viewerId = viewer?.userId ?? null;
      const { rows, total } = await repo.publicPage(productId, viewerId, query.pageSize, pageOffset(query));
      const list = rows.map((r) => presentPublicQuestion(r, viewer, locale));
      return { ...pageAnswer(list, total, query), enabled: true, anonymousAllowed: product.qaAnonymous };
    },

    /** My company's questions (the route asks for showroom:product:edit), with how many wait for an answer. */
    async ownQuestions(auth: AuthContext, query: OwnQuestionsQuery, locale: Locale): Promise<OwnQuestions> {
      const { rows, total, unanswered } = await repo.ownPage(auth.companyId, query.state, query.pageSize, pageOffset(query));
      return {
        ...pageAnswer(
          rows.map((r) => presentOwnQuestion(r, auth, locale)),
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
      const { row, touched } = await repo.transaction(async (r, tx) => {
        const previous = await r.byId(id);
        if (!(await r.answer(id, auth.companyId, input.answer))) throw notFound();
        const answered = (await r.byId(id))!;
        // A corrected answer replaces the first silently: the asker was told once.
        if (previous?.answeredAt) return { row: answered, touched: [] };
        const closed = await notices.closeTodos(tx, todoKey(id));
        const asker = await r.asker(answered.userId);
        if (asker?.status !== 'active') return { row: answered, touched: closed };
        const supplier = (await r.supplier(auth.companyId))!;
        await notices.record(tx, [
          {
            userId: asker.id,
            kind: PREF,
            event: 'questionAnswered',
            data: {
              questionId: id,
              productId: answered.productId,
              productName: answered.productName,
              companyName: supplier.name,
              companyNameEn: supplier.nameEn,
            },
          },
        ]);
        const prefs = effectiveNotificationPrefs(asker.prefs, asker);
        if (prefs[PREF]) {
          const mailLocale = prefs.emailLanguage;
          const params = {
            product: answered.productName,
            company: displayName(supplier, mailLocale),
            productId: answered.productId,
            question: answered.body,
            answer: input.answer,
          };
          await mailer.send({ to: asker.email, recipient: asker, locale: mailLocale, template: 'questionAnswered', params }, tx);
        }
        return { row: answered, touched: [...closed, asker.id] };
      });
      await notices.announce(touched);
      return presentOwnQuestion(row, auth, locale);
    },
  };
}
export type ProductQuestionsService = ReturnType<typeof productQuestionsService>;
