import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isNotFound } from '../../../shared/api/api-error.ts';
import { dictionaryQuery, useDictionaries } from '../../../shared/dictionary/use-dictionary.ts';
import type { PageHead, PageQueries } from '../../../domain/seo/page-data.ts';
import { companyHead, notFoundHead } from '../../../domain/seo/index.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { useDetailTitle } from '../../../shared/navigation/page-title.ts';
import { companyNames } from '../../../domain/companies/company-names.ts';
import { PageContainer } from '../../../shared/ui/page-container.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { companyDetailQuery, useCompanyDetail } from '../api.ts';
import { BusinessFacts, FACT_DICTS } from '../components/business-facts.tsx';
import { ContactDetails } from '../components/contact-details.tsx';
import { ProfileAbout } from '../components/profile-about.tsx';
import { ProfileContacts } from '../components/profile-contacts.tsx';
import { ProfileExtras } from '../components/profile-extras.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import { ProfileMedia } from '../components/profile-media.tsx';
import { ShowroomCollections } from '../components/showroom-collections.tsx';
import { ShowroomProducts } from '../components/showroom-products.tsx';
import '../companies.css';

/** The `id` query parameter as a database id, or null when it is missing or malformed. */
function companyIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

// Loaded when needed: the not-found page (antd's Result and its illustrations) and the contact requests, which only
// the company's own members see (tabs, segmented control): a visitor's profile does without both.
const ContentNotFound = lazy(() => import('../../../shared/ui/content-not-found.tsx').then((m) => ({ default: m.ContentNotFound })));
const ConnectionRequests = lazy(() => import('../components/connection-requests.tsx').then((m) => ({ default: m.ConnectionRequests })));

/**
 * The profile's frame while it loads, at the size of the real one (cover, logo and name bar, the first blocks of the
 * body and of the side column) and at least a window high: the footer stays below the fold and nothing that is on
 * screen moves when the profile arrives (CLS).
 */
function ProfileSkeleton() {
  return (
    <div className="gb-profile gb-profile--loading" aria-busy="true">
      <div className="gb-profile-head">
        <div className="gb-profile-head__cover gb-skeleton-media" />
        <div className="gb-profile-head__bar">
          <div className="gb-profile-head__logo gb-skeleton-media" />
          <div className="gb-profile-head__names">
            <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 1, width: '35%' }} />
          </div>
        </div>
      </div>
      <div className="gb-profile__body">
        <div className="gb-profile__main">
          <div className="gb-profile-section">
            <Skeleton active paragraph={{ rows: 4 }} />
          </div>
          <div className="gb-profile-section">
            <Skeleton active paragraph={{ rows: 5 }} />
          </div>
        </div>
        <div className="gb-profile__aside">
          <div className="gb-profile-section">
            <Skeleton active paragraph={{ rows: 2 }} />
          </div>
        </div>
      </div>
    </div>
  );
}

/** The dictionaries the profile's first screen labels with, fetched beside the company instead of after it. */
const PROFILE_DICTS = [...FACT_DICTS, 'product_category'] as const;

/** Rendered on the server with the profile as a guest sees it and the dictionaries its facts are labelled with. */
export const pageQueries: PageQueries = ({ params, locale }) => {
  const id = companyIdOf(params);
  return id == null ? [] : [companyDetailQuery(id, locale), ...PROFILE_DICTS.map((code) => dictionaryQuery(code, locale))];
};

/** The company's own head (Organization), or the not-found page's. */
export const pageHead: PageHead = ({ params, locale, queryClient }, seo) => {
  const id = companyIdOf(params);
  const company = id == null ? undefined : queryClient.getQueryData(companyDetailQuery(id, locale).queryKey);
  return company ? companyHead(company, seo) : notFoundHead(seo);
};

/**
 * /home/company-profile?id=: a supplier's profile (SPEC §2, §3): header with actions, profile text, facts, media,
 * extras, contacts (per showroom privacy), the showroom's products and collections; on one's own profile also the
 * contact requests.
 */
export function CompanyProfilePage() {
  const { t } = useTranslation('companies');
  const [params] = useSearchParams();
  const id = companyIdOf(params);
  const query = useCompanyDetail(id);
  // The facts table renders once, with its labels: rows and columns that filled in later would move the page.
  const dictionaries = useDictionaries(PROFILE_DICTS);
  // The skeleton stays until both have arrived; QueryState then builds the profile in the background, in slices.
  const settled = !query.isPending && !dictionaries.isLoading;
  // The browser tab names the company as this viewer reads it ("Chow Tai Fook Jewellery · GemBourse").
  const locale = useLocaleStore((s) => s.locale);
  useDetailTitle(query.data ? companyNames(query.data, locale).title : null);
  if (id == null || (query.isError && isNotFound(query.error))) {
    return (
      <Suspense fallback={null}>
        <ContentNotFound />
      </Suspense>
    );
  }
  return (
    <PageContainer className="gb-profile-page">
      <QueryState
        query={{ ...query, isPending: !settled }}
        emptyText=""
        isEmpty={() => false}
        errorTitle={t('profile.loadFailed')}
        loading={<ProfileSkeleton />}
      >
        {(company) => (
          <article className="gb-profile">
            <ProfileHeader company={company} />
            <div className="gb-profile__body">
              <div className="gb-profile__main">
                <ProfileAbout company={company} />
                <BusinessFacts company={company} />
                <ProfileMedia company={company} />
                <ProfileExtras company={company} />
              </div>
              <aside className="gb-profile__aside">
                {company.viewer.own ? (
                  <Suspense fallback={null}>
                    <ConnectionRequests joinType={company.joinType} />
                  </Suspense>
                ) : null}
                <ContactDetails company={company} />
                <ProfileContacts company={company} />
              </aside>
            </div>
            {/* Buyers keep no showroom (SPEC §1): their profile ends with the company facts. */}
            {company.joinType === 'seller' ? (
              <>
                <ShowroomProducts company={company} />
                <ShowroomCollections companyId={company.id} />
              </>
            ) : null}
          </article>
        )}
      </QueryState>
    </PageContainer>
  );
}
