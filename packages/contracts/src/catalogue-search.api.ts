import { z } from 'zod';
import { ZCatalogueAnswer, ZCatalogueProductDetail, ZCatalogueQuery, ZProductViewQuery, ZReferenceRate } from './catalogue-search.ts';
import { endpoint } from './endpoint.ts';
import { PERM } from './permissions.ts';
import { ZIdParam } from './primitives.ts';
import { ZMyAlerts, ZProductAlertState, ZProductAlertToggle, ZSavedSearch, ZSaveSearch } from './product-alerts.ts';
import {
  ZAnswerQuestion,
  ZAskQuestion,
  ZOwnQuestion,
  ZOwnQuestions,
  ZOwnQuestionsQuery,
  ZProductQuestions,
  ZProductQuestionsQuery,
  ZPublicQuestion,
} from './product-questions.ts';

const params = z.object({ id: ZIdParam });

/**
 * The buyer's catalogue (issue 11): search with facets, the product page, its Q&A, alerts and saved searches. Every
 * answer follows the one visibility policy (docs/decisions.md, visibility): a product a viewer may not see is neither
 * listed nor counted, and a price they may not see is not in the JSON.
 */
export const catalogueSearchApi = {
  search: endpoint({
    method: 'GET',
    path: '/api/product/search',
    access: 'public',
    summary: 'Search the catalogue: a page of products, the total and the facet counts together (guests: the first results only)',
    tags: ['product'],
    query: ZCatalogueQuery,
    response: ZCatalogueAnswer,
  }),
  view: endpoint({
    method: 'GET',
    path: '/api/product/view/:id',
    access: 'public',
    summary: "A product's page as the viewer may see it (404 otherwise); records one view per viewer per minute",
    tags: ['product'],
    params,
    query: ZProductViewQuery,
    response: ZCatalogueProductDetail,
  }),
  rates: endpoint({
    method: 'GET',
    path: '/api/product/rates',
    access: 'public',
    summary: 'The reference exchange rates prices are converted with (units per 1 USD, with their date); approximate',
    tags: ['product'],
    response: z.array(ZReferenceRate),
  }),
  questions: endpoint({
    method: 'GET',
    path: '/api/product/question/list/:id',
    access: 'public',
    summary: "A product's answered questions (and the caller's own waiting ones); empty when its supplier switched Q&A off",
    tags: ['product Q&A'],
    params,
    query: ZProductQuestionsQuery,
    response: ZProductQuestions,
  }),
  ask: endpoint({
    method: 'POST',
    path: '/api/product/question/:id',
    access: 'member',
    summary: 'Ask the supplier a question about a product (plain text; anonymously where allowed; rate-limited)',
    tags: ['product Q&A'],
    params,
    body: ZAskQuestion,
    response: ZPublicQuestion,
  }),
  ownQuestions: endpoint({
    method: 'GET',
    path: '/api/showroom/question/list',
    access: { perm: PERM.showroomProductEdit },
    summary: "My company's product questions, unanswered or answered",
    tags: ['product Q&A'],
    query: ZOwnQuestionsQuery,
    response: ZOwnQuestions,
  }),
  answer: endpoint({
    method: 'POST',
    path: '/api/showroom/question/answer/:id',
    access: { perm: PERM.showroomProductEdit },
    summary: "Answer (or re-answer) a question about one of my company's products; the asker is notified",
    tags: ['product Q&A'],
    params,
    body: ZAnswerQuestion,
    response: ZOwnQuestion,
  }),
  setAlert: endpoint({
    method: 'POST',
    path: '/api/product/alert/:id',
    access: 'member',
    summary: 'Set (on: true) or cancel a price-drop or back-in-stock alert on a product I may see; idempotent',
    tags: ['alerts'],
    params,
    body: ZProductAlertToggle,
    response: ZProductAlertState,
  }),
  myAlerts: endpoint({
    method: 'GET',
    path: '/api/product/alert/list',
    access: 'member',
    summary: 'My product alerts and saved searches',
    tags: ['alerts'],
    response: ZMyAlerts,
  }),
  saveSearch: endpoint({
    method: 'POST',
    path: '/api/product/saved-search',
    access: 'member',
    summary: 'Save a catalogue search to be told about new products matching it',
    tags: ['alerts'],
    body: ZSaveSearch,
    response: ZSavedSearch,
  }),
  removeSearch: endpoint({
    method: 'POST',
    path: '/api/product/saved-search/remove/:id',
    access: 'member',
    summary: 'Remove one of my saved searches',
    tags: ['alerts'],
    params,
    response: z.null(),
  }),
};
