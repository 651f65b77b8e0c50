import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { catalogueSearchApi } from '@gembourse/contracts/catalogue-search.api';
import type { OwnQuestionsQuery } from '@gembourse/contracts/product-questions';
import { callApi } from '../../../shared/api/endpoint-client.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';

export const QUESTIONS_PAGE_SIZE = 20;

// The company's own questions: the company and the locale (product names) are part of the key.
export const ownQuestionKeys = {
  all: ['showroom-questions'] as const,
  list: (companyId: number, state: OwnQuestionsQuery['state'], pageNum: number, locale: string) =>
    ['showroom-questions', companyId, state, pageNum, locale] as const,
};

/** GET /api/showroom/question/list: one page of my company's questions in one state, with the unanswered count. */
export function useOwnQuestions(state: OwnQuestionsQuery['state'], pageNum: number) {
  const locale = useLocaleStore((s) => s.locale);
  const companyId = useSessionStore((s) => s.userInfo?.companyId ?? 0);
  return useQuery({
    queryKey: ownQuestionKeys.list(companyId, state, pageNum, locale),
    queryFn: ({ signal }) =>
      callApi(
        catalogueSearchApi.ownQuestions,
        { query: { state, pageNum, pageSize: QUESTIONS_PAGE_SIZE } },
        { signal, hideErrorMsg: true },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Answers (or re-answers) a question; the asker is told by the server. */
export function answerQuestion(id: number, answer: string) {
  return callApi(catalogueSearchApi.answer, { params: { id }, body: { answer } });
}
