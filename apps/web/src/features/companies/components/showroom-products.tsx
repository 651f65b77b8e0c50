import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyDetail } from '@gembourse/contracts/company';
import type { ShowroomProductSort } from '@gembourse/contracts/company-showroom';
import { useDictionaries } from '../../../shared/dictionary/use-dictionary.ts';
import { useIsLoggedIn } from '../../../shared/session/session-store.ts';
import { CardSkeletons } from '../../../shared/ui/card-skeletons.tsx';
import { ProductCard } from '../../../domain/catalogue/product-card.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useShowroomProducts } from '../api.ts';
import { useCompanyTitle } from '../hooks/use-company-title.ts';
import { AccessNotice } from './access-notice.tsx';
import { ProfileSection } from './profile-section.tsx';
import { firstPageState, itemsOf, ShowroomLoadMore } from './showroom-paging.tsx';
import '../showroom.css';

// The sorts a visitor needs on one showroom; the API accepts the rest of SPEC §9 too.
const SORTS = [
  'showroom_asc',
  'created_desc',
  'price_asc',
  'price_desc',
  'name_asc',
  'most_visited',
] as const satisfies readonly ShowroomProductSort[];
const GRID = 'gb-grid gb-grid--products gb-grid--profile-products';

/** The showroom's products the viewer may see (GET /api/company/product/list/{id}), sortable, with "load more". */
export function ShowroomProducts({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation('companies');
  const [sort, setSort] = useState<ShowroomProductSort>('showroom_asc');
  const query = useShowroomProducts(company.id, sort);
  const companyName = useCompanyTitle(company);
  const guest = !useIsLoggedIn();
  const { labelsOf } = useDictionaries(['product_category']);
  const first = query.data?.pages[0];
  // A showroom closed to the viewer may still list the products whose own visibility shows them to everyone (issue 28
  // item 2): the grid shows them, the notice says what would open the rest.
  const listed = first ? first.visible || first.list.length > 0 : false;
  // Sorting needs more than one card; it stays while a new sort loads so the control does not jump away.
  const sortable = listed && ((first?.total ?? 0) > 1 || query.isPlaceholderData);
  const extra =
    first && listed ? (
      <div className="gb-showroom-head">
        <span className="gb-showroom-head__count">{t('showroom.count', { count: first.total ?? first.list.length })}</span>
        {sortable ? (
          <Select<ShowroomProductSort>
            aria-label={t('sort.label')}
            size="small"
            value={sort}
            onChange={setSort}
            popupMatchSelectWidth={false}
            options={SORTS.map((s) => ({ value: s, label: t(`showroom.sort.${s}`) }))}
          />
        ) : null}
      </div>
    ) : null;

  return (
    <ProfileSection id="gb-profile-products" title={t('showroom.title')} extra={extra}>
      <QueryState
        query={firstPageState(query)}
        loading={<CardSkeletons count={6} ratio="1 / 1" className={GRID} />}
        emptyText={t('showroom.empty')}
        isEmpty={(data) => data.pages[0].visible && data.pages[0].list.length === 0}
      >
        {(data) => {
          const page = data.pages[0];
          const items = itemsOf(data.pages);
          const partial = items.length > 0;
          return (
            <>
              {page.visible ? null : (
                <AccessNotice
                  requirement={page.requirement}
                  loginText={t(partial ? 'showroom.lockedLoginPartial' : 'showroom.lockedLogin')}
                  connectionText={t(partial ? 'showroom.lockedConnectionPartial' : 'showroom.lockedConnection', { name: companyName })}
                />
              )}
              {partial ? (
                <>
                  <div
                    className={`${GRID}${page.visible ? '' : ' gb-grid--after-notice'}`}
                    aria-busy={query.isPlaceholderData || undefined}
                  >
                    {items.map((p) => (
                      <ProductCard key={p.id} product={p} guest={guest} categories={labelsOf('product_category', p.categories)} />
                    ))}
                  </div>
                  <ShowroomLoadMore query={query} />
                </>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </ProfileSection>
  );
}
