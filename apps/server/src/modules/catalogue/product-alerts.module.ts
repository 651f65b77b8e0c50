import type { CoreDeps } from '../../services.ts';
import { productAlertsRepository } from './product-alerts.repository.ts';
import { productAlertsService } from './product-alerts.service.ts';
import { productQuestionsRepository } from './product-questions.repository.ts';
import { productQuestionsService } from './product-questions.service.ts';
import { savedSearchesRepository } from './saved-searches.repository.ts';
import { savedSearchesService, type CatalogueSearchFn } from './saved-searches.service.ts';

/**
 * Product Q&A, product alerts and saved searches (issue 11 items 4 and 5), with their jobs: the alert job (sent by the
 * product wizard's saves through `productAlerts.productChanged`) and the saved-search check (every 15 minutes, once
 * `search`, the catalogue search, is given).
 */
export function productAlertsModule(core: CoreDeps, search?: CatalogueSearchFn) {
  const { db, jobs, mailer } = core;
  const searchesRepo = savedSearchesRepository(db);
  return {
    productQuestions: productQuestionsService({ repo: productQuestionsRepository(db), mailer }),
    productAlerts: productAlertsService({ repo: productAlertsRepository(db), searches: searchesRepo, mailer, jobs }),
    savedSearches: savedSearchesService({ repo: searchesRepo, mailer, jobs, log: core.log.child({ part: 'saved-searches' }), search }),
  };
}
