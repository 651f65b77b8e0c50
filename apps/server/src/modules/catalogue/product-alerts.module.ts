import type { CoreDeps } from '../../services.ts';
import type { UsersRepository } from '../accounts/users.repository.ts';
import type { Notifier } from '../messaging/notifier.ts';
import { productAlertsRepository } from './product-alerts.repository.ts';
import { productAlertsService } from './product-alerts.service.ts';
import { productQuestionsRepository } from './product-questions.repository.ts';
import { productQuestionsService } from './product-questions.service.ts';
import { savedSearchesRepository } from './saved-searches.repository.ts';
import { savedSearchesService, type CatalogueSearchFn } from './saved-searches.service.ts';

/** What the module needs of others: the catalogue search (saved searches), the notifier and who a supplier's admins are. */
export interface ProductAlertsModuleDeps {
  search?: CatalogueSearchFn;
  notices: Notifier;
  accounts: Pick<UsersRepository, 'adminsOf'>;
}

/**
 * Product Q&A, product alerts and saved searches (issue 11 items 4 and 5), with their jobs: the alert job (sent by the
 * product wizard's saves through `productAlerts.productChanged`) and the saved-search check (every 15 minutes, once
 * `search`, the catalogue search, is given). Their notifications go through the notifier (issue 12).
 */
export function productAlertsModule(core: CoreDeps, { search, notices, accounts }: ProductAlertsModuleDeps) {
  const { db, jobs, mailer } = core;
  const searchesRepo = savedSearchesRepository(db);
  return {
    productQuestions: productQuestionsService({ repo: productQuestionsRepository(db), mailer, notices, accounts }),
    productAlerts: productAlertsService({ repo: productAlertsRepository(db), searches: searchesRepo, mailer, jobs, notices }),
    savedSearches: savedSearchesService({
      repo: searchesRepo,
      mailer,
      jobs,
      log: core.log.child({ part: 'saved-searches' }),
      search,
      notices,
    }),
  };
}
