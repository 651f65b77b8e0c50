import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { AppConfig } from './config.ts';
import type { Database, Db } from './platform/db/database.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { RealtimePublisher } from './platform/realtime/realtime-hub.ts';
import type { RoleMenusCache } from './platform/auth/role-menus.ts';
import type { FileStorage } from './platform/storage/storage.ts';
import type { RateCounter } from './platform/rate-counter.ts';
import { sessionsRepository } from './platform/auth/sessions.repository.ts';
import { authRepository } from './modules/auth/auth.repository.ts';
import { authService } from './modules/auth/auth.service.ts';
import { passwordResetRepository } from './modules/accounts/password-reset.repository.ts';
import { passwordResetService } from './modules/accounts/password-reset.service.ts';
import { profileRepository } from './modules/accounts/profile.repository.ts';
import { profileService } from './modules/accounts/profile.service.ts';
import { registrationRepository } from './modules/accounts/registration.repository.ts';
import { registrationService } from './modules/accounts/registration.service.ts';
import { usersRepository } from './modules/accounts/users.repository.ts';
import { brandsRepository } from './modules/catalogue/brands.repository.ts';
import { brandsService } from './modules/catalogue/brands.service.ts';
import { companyShowroomRepository } from './modules/catalogue/company-showroom.repository.ts';
import { companyShowroomService } from './modules/catalogue/company-showroom.service.ts';
import { collectionWritesRepository } from './modules/catalogue/collection-writes.repository.ts';
import { ownCollectionsRepository } from './modules/catalogue/own-collections.repository.ts';
import { ownCollectionsService } from './modules/catalogue/own-collections.service.ts';
import { ownProductsRepository } from './modules/catalogue/own-products.repository.ts';
import { ownProductsService } from './modules/catalogue/own-products.service.ts';
import { productImportRepository } from './modules/catalogue/product-import.repository.ts';
import { productImportService } from './modules/catalogue/product-import.service.ts';
import { productEditorRepository } from './modules/catalogue/product-editor.repository.ts';
import { productEditorService } from './modules/catalogue/product-editor.service.ts';
import { catalogueProductModule } from './modules/catalogue/catalogue-product.module.ts';
import { catalogueSearchRepository } from './modules/catalogue/catalogue-search.repository.ts';
import { catalogueSearchService } from './modules/catalogue/catalogue-search.service.ts';
import { catalogueSharing } from './modules/catalogue/catalogue-sharing.ts';
import { favouritesCache } from './modules/engagement/favourites-cache.ts';
import { fxRatesRepository } from './modules/catalogue/fx-rates.repository.ts';
import { productAlertsModule } from './modules/catalogue/product-alerts.module.ts';
import { productSearchTextJob } from './modules/catalogue/product-search-text.service.ts';
import { productWritesRepository } from './modules/catalogue/product-writes.repository.ts';
import { companyUsersRepository } from './modules/company-users/company-users.repository.ts';
import { companyUsersService } from './modules/company-users/company-users.service.ts';
import { pickText } from '@gembourse/contracts/locale';
import { companyRolesService } from './modules/company-users/company-roles.service.ts';
import { grants } from './modules/company-users/grants.ts';
import { userProfileService } from './modules/company-users/user-profile.service.ts';
import { membersRepository } from './modules/accounts/members.repository.ts';
import { companiesRepository } from './modules/company/companies.repository.ts';
import { companyContactsRepository } from './modules/company/company-contacts.repository.ts';
import { companyContactsService } from './modules/company/company-contacts.service.ts';
import { companyMatchRepository } from './modules/company/company-match.repository.ts';
import { companyMatchService } from './modules/company/company-match.service.ts';
import { companyProfileRepository } from './modules/company/company-profile.repository.ts';
import { companyProfileService } from './modules/company/company-profile.service.ts';
import { companyDerivedService } from './modules/company/company-derived.service.ts';
import { companyRecordsService } from './modules/company/company-records.service.ts';
import { companyShareRepository } from './modules/company/company-share.repository.ts';
import { companyShareService } from './modules/company/company-share.service.ts';
import { companyRepository } from './modules/company/company.repository.ts';
import { companyService } from './modules/company/company.service.ts';
import { profileVisitsRepository } from './modules/company/profile-visits.repository.ts';
import { profileVisitsService } from './modules/company/profile-visits.service.ts';
import { consoleRepository } from './modules/console/console.repository.ts';
import { consoleService } from './modules/console/console.service.ts';
import { contentPagesRepository } from './modules/content/content-pages.repository.ts';
import { contentPagesService } from './modules/content/content-pages.service.ts';
import { contentRepository } from './modules/content/content.repository.ts';
import { contentService } from './modules/content/content.service.ts';
import { dictionaryRepository } from './modules/dictionary/dictionary.repository.ts';
import { dictionaryService } from './modules/dictionary/dictionary.service.ts';
import { connectionsRepository } from './modules/engagement/connections.repository.ts';
import { connectionsService } from './modules/engagement/connections.service.ts';
import { favouritesRepository } from './modules/engagement/favourites.repository.ts';
import { favouritesService } from './modules/engagement/favourites.service.ts';
import { messagingRepository } from './modules/messaging/messaging.repository.ts';
import { notificationsRepository } from './modules/messaging/notifications.repository.ts';
import { notificationsService } from './modules/messaging/notifications.service.ts';
import { notifier } from './modules/messaging/notifier.ts';
import { weeklySummaryJob } from './modules/messaging/weekly-summary.job.ts';
import { weeklySummaryRepository } from './modules/messaging/weekly-summary.repository.ts';
import { chatModule } from './modules/messaging/chat.module.ts';
import { productCardsRepository } from './modules/catalogue/product-cards.repository.ts';
import { productCardsService } from './modules/catalogue/product-cards.service.ts';
import { showroomRepository } from './modules/showroom/showroom.repository.ts';
import { showroomService } from './modules/showroom/showroom.service.ts';
import { systemRepository } from './modules/system/system.repository.ts';
import { uploadsRepository } from './modules/uploads/uploads.repository.ts';
import { uploadsService } from './modules/uploads/uploads.service.ts';
import { billingModule } from './modules/billing/billing.module.ts';
import { publicProductPagesRepository } from './modules/catalogue/public-pages.repository.ts';
import { publicCompanyPagesRepository } from './modules/company/public-pages.repository.ts';
import { sitemapService } from './modules/sitemap/sitemap.service.ts';

/** What the platform gives every module: one of each per process, built in buildApp. */
export interface CoreDeps {
  config: AppConfig;
  /** The process's logger; a module's background work logs through a child of it. */
  log: Logger;
  database: Database;
  db: Db;
  /** Present when REDIS_URL is set: shared counters and pub/sub across processes. */
  redis?: Redis;
  jobs: JobQueue;
  mailer: Mailer;
  realtime: RealtimePublisher;
  roleMenus: RoleMenusCache;
  storage: FileStorage;
  /** Counters of limits that are not a route's (the chat's messages over HTTP and the socket alike). */
  limits: RateCounter;
}

/**
 * The composition root: every module's service, built once per process from the core (issue 9: services were built
 * inside route plugins, five mailers among them). Route plugins receive the result and only call it.
 */
export function buildServices(core: CoreDeps) {
  const { db, mailer, realtime, jobs } = core;
  const sessions = sessionsRepository(db);
  // Table owners (scripts/check-table-owners.mjs): accounts writes `users`, company writes `companies`, catalogue writes
  // products, collections and brands; other modules get those writes (and the owners' lookups) from here.
  const users = usersRepository(db);
  // Notifications and to-be-done items of every module, and the badges' counts on the sockets (issue 12).
  const notices = notifier(db, realtime);
  const matching = companyMatchService({
    repo: companyMatchRepository(db),
    jobs,
    log: core.log.child({ part: 'matching' }),
    freshSeconds: core.config.matchFreshSeconds,
  });
  const companyDerived = companyDerivedService({ db, jobs, listingChanged: matching.listingChanged });
  const brandsRepo = brandsRepository(db);
  const companyRecords = companyRecordsService({
    repo: companiesRepository(db),
    derived: companyDerived,
    matches: matching,
    // Every new supplier gets its default brand in the transaction that creates it, and the brand follows the
    // company's names (catalogue writes `brands`).
    defaultBrand: {
      create: (companyId, names, tx) => brandsRepository(tx).createDefault(companyId, names),
      follow: (companyId, names, tx) => brandsRepository(tx).followCompany(companyId, names),
    },
  });
  const profileVisits = profileVisitsService({
    repo: profileVisitsRepository(db),
    jobs,
    flushSeconds: core.config.visitFlushSeconds,
    log: core.log.child({ part: 'visits' }),
  });
  const companyRepo = companyRepository(db);
  const companies = companyService({ repo: companyRepo, roleMenus: core.roleMenus, visits: profileVisits });
  const profileRepo = companyProfileRepository(db);
  // Every write of products: each tells the company module, in its transaction, to refresh the derived columns.
  const productWrites = productWritesRepository(db, companyDerived.refreshLater);
  productSearchTextJob({ writes: productWrites, jobs });
  const dictionary = dictionaryService(dictionaryRepository(db));
  // The catalogue search (issue 11): GET /api/product/search, and the saved-search check's `search`.
  const rates = fxRatesRepository(db);
  const favouritesRepo = favouritesRepository(db);
  // Members' hearts on catalogue answers, kept per process as long as shared answers are.
  const favouriteProducts = favouritesCache({ repo: favouritesRepo, realtime, ttlSeconds: core.config.memberSearchShareSeconds });
  const catalogueSearch = catalogueSearchService({
    repo: catalogueSearchRepository(db),
    rates,
    favourites: favouriteProducts.productsAmong,
    sharing: catalogueSharing(db, core.config.memberSearchShareSeconds),
  });
  // Q&A, alerts and saved searches (issue 11); each saved search runs through the catalogue search as its owner.
  const alerting = productAlertsModule(core, { search: catalogueSearch.search, notices, accounts: users });
  // Plans, subscriptions, payment and invoices (issue 13); planLimits is checked where members and products are added.
  const billing = billingModule(core);
  const { planLimits } = billing;
  // Company administration (issue 13): users, roles, the user profile; seats come from the company's plan.
  const companyUsersRepo = companyUsersRepository(db);
  const membersRepo = membersRepository(db);
  const memberGrants = grants({ repo: companyUsersRepo, roleMenus: core.roleMenus });
  const companyUsers = companyUsersService({
    repo: companyUsersRepo,
    members: membersRepo,
    accounts: users,
    realtime,
    mailer,
    grants: memberGrants,
    seats: {
      async seatsOf(companyId, locale) {
        const [plan, usage] = await Promise.all([planLimits.planOf(companyId), planLimits.usage(companyId)]);
        return { used: usage.users, limit: plan.limits.maxUsers, planName: pickText(plan.name, locale) };
      },
      assertRoom: planLimits.assertRoom,
    },
  });
  const contentPages = contentPagesService(contentPagesRepository(db));
  return {
    ...billing,
    auth: authService({ users: authRepository(db), accounts: users, sessions, roleMenus: core.roleMenus }),
    registration: registrationService({ repo: registrationRepository(db), mailer, createCompany: companyRecords.create }),
    passwordReset: passwordResetService({ repo: passwordResetRepository(db), mailer, realtime, jobs }),
    profile: profileService({ repo: profileRepository(db), realtime, mailer }),
    companyUsers,
    companyRoles: companyRolesService({ repo: companyUsersRepo, roleMenus: core.roleMenus, grants: memberGrants, realtime }),
    userProfile: userProfileService({ repo: companyUsersRepo, members: membersRepo }),
    companies,
    companyProfile: companyProfileService({ repo: profileRepo, records: companyRecords, detail: companies.detail }),
    companyRecords,
    profileVisits,
    companyContacts: companyContactsService({
      repo: companyContactsRepository(db),
      uploads: profileRepo,
      isConnected: companyRepo.isConnected,
    }),
    companyShowroom: companyShowroomService({ repo: companyShowroomRepository(db), isConnected: companyRepo.isConnected, rates }),
    companyShare: companyShareService({ repo: companyShareRepository(db), accounts: users, mailer }),
    matching,
    connections: connectionsService({ repo: connectionsRepository(db), accounts: users, realtime, mailer, notices }),
    favourites: favouritesService({ repo: favouritesRepo, publicUrl: core.config.publicUrl, realtime }),
    showroom: showroomService({ repo: showroomRepository(db), companies: companyRecords }),
    console: consoleService({ repo: consoleRepository(db), companies: companyRecords, accounts: users, realtime, mailer }),
    contentPages,
    // robots.txt and the sitemaps (issue 29): each kind's guest-visible rows come from the module that owns them.
    sitemap: sitemapService({
      publicUrl: core.config.publicUrl,
      urlsPerFile: core.config.sitemapUrlsPerFile,
      products: publicProductPagesRepository(db),
      companies: publicCompanyPagesRepository(db),
      contentChangedAt: contentPages.textsChangedAt,
    }),
    content: contentService(contentRepository(db)),
    dictionary,
    messaging: messagingRepository(db),
    notices,
    // Chat (issue 12): conversations, messages over HTTP and /ws, blocks, reports and the private-message e-mail.
    ...chatModule(core, {
      notices,
      accounts: users,
      visibleProducts: productCardsService(productCardsRepository(db)).visible,
      disableUser: (staff, id) => companyUsers.deactivate(staff, id),
    }),
    // The bell, the to-be-done list and the header's counts (issue 12); "unread messages" is the messaging count.
    notifications: notificationsService({
      repo: notificationsRepository(db),
      notices,
      unreadMessages: messagingRepository(db).unreadCount,
    }),
    // The weekly activity review (SPEC §3): scheduled on config.chat.weeklySummaryCron, one e-mail per member a week.
    weeklySummary: weeklySummaryJob({
      repo: weeklySummaryRepository(db),
      notices,
      mailer,
      jobs,
      unreadMessages: messagingRepository(db).unreadCount,
      cron: core.config.chat.weeklySummaryCron,
      log: core.log.child({ part: 'weekly-summary' }),
    }),
    catalogueSearch,
    favouriteProducts,
    fxRates: rates,
    // The product page, its view counter and the facet backfill (issue 11).
    ...catalogueProductModule(core, rates),
    productWrites,
    productImport: productImportService({
      repo: productImportRepository(db),
      writes: productWrites,
      uploads: profileRepo,
      jobs,
      log: core.log.child({ part: 'product-import' }),
      planLimits,
    }),
    ownProducts: ownProductsService({ repo: ownProductsRepository(db), writes: productWrites, roleMenus: core.roleMenus }),
    productEditor: productEditorService({
      repo: productEditorRepository(db),
      writes: productWrites,
      roleMenus: core.roleMenus,
      uploads: profileRepo,
      dictionary,
      alerts: alerting.productAlerts,
      planLimits,
    }),
    ...alerting,
    ownCollections: ownCollectionsService({
      repo: ownCollectionsRepository(db),
      writes: collectionWritesRepository(db),
      uploads: profileRepo,
      planLimits,
    }),
    brands: brandsService({ repo: brandsRepo, productWrites, uploads: profileRepo }),
    system: systemRepository(db),
    uploads: uploadsService({ repo: uploadsRepository(db), storage: core.storage }),
  };
}
export type Services = ReturnType<typeof buildServices>;

/** What every route plugin receives from buildApp. */
export interface AppDeps extends CoreDeps {
  services: Services;
}
