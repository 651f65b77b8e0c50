import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorCode } from '@gembourse/contracts/errors';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { useDetailTitle } from '../../../shared/navigation/page-title.ts';
import { companyNames } from '../../../shared/ui/company-names.ts';
import { PageContainer } from '../../../shared/ui/page-container.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useCompanyDetail } from '../api.ts';
import { BusinessFacts } from '../components/business-facts.tsx';
import { ConnectionRequests } from '../components/connection-requests.tsx';
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

/** SPEC §8 "Content does not exist", with the return-home link every not-found page offers. */
function NotFound() {
  const { t } = useTranslation(['companies', 'common', 'errors']);
  return (
    <PageContainer narrow>
      <div className="gb-placeholder">
        <Result
          status="404"
          title={t('errors:notFound')}
          extra={
            <Link to="/home/index">
              <Button type="primary">{t('common:actions.backHome')}</Button>
            </Link>
          }
        />
      </div>
    </PageContainer>
  );
}

function ProfileSkeleton() {
  return (
    <div className="gb-profile" aria-busy="true">
      <div className="gb-profile-head__cover gb-skeleton-media" />
      <Skeleton active avatar={{ size: 96 }} paragraph={{ rows: 3 }} className="gb-profile-skeleton" />
    </div>
  );
}

/**
 * /home/company-profile?id=: a supplier's profile (SPEC §2, §3): header with actions, profile text, facts, media,
 * extras, contacts (per showroom privacy), the showroom's products and collections; on one's own profile also the
 * contact requests.
 */
export function CompanyProfilePage() {
  const [params] = useSearchParams();
  const id = companyIdOf(params);
  const query = useCompanyDetail(id);
  // The browser tab names the company as this viewer reads it ("Chow Tai Fook Jewellery · GemBourse").
  const locale = useLocaleStore((s) => s.locale);
  useDetailTitle(query.data ? companyNames(query.data, locale).title : null);
  if (id == null || (query.isError && isApiError(query.error) && query.error.code === ErrorCode.NOT_FOUND)) return <NotFound />;
  return (
    <PageContainer className="gb-profile-page">
      <QueryState query={query} emptyText="" isEmpty={() => false} loading={<ProfileSkeleton />}>
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
                {company.viewer.own ? <ConnectionRequests joinType={company.joinType} /> : null}
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
