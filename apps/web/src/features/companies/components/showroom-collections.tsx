import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShowroomCollection } from '@gembourse/contracts/company-showroom';
import { formatDate } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { CardSkeletons } from '../../../shared/ui/card-skeletons.tsx';
import { LazyImage } from '../../../shared/ui/lazy-image.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useShowroomCollections } from '../api.ts';
import { ProfileSection } from './profile-section.tsx';
import { firstPageState, itemsOf, ShowroomLoadMore } from './showroom-paging.tsx';
import '../showroom.css';

const GRID = 'gb-grid gb-grid--products gb-grid--profile-products';
const TAG_COLOURS = { launch: 'gold', community: 'blue', private: 'default' } as const;

/** A collection card: cover, name, release (or launch) date, the products the viewer may see, and who sees it. */
function CollectionCard({ collection: c }: { collection: ShowroomCollection }) {
  const { t } = useTranslation('companies');
  const locale = useLocaleStore((s) => s.locale);
  const date = formatDate(c.releaseAt, locale);
  return (
    <article className="gb-card gb-collection">
      <div className="gb-card__media">
        <LazyImage src={c.cover} alt={t('collections.coverAlt', { name: c.name })} width={200} height={200} />
        {c.visibility !== 'public' ? (
          <Tag color={TAG_COLOURS[c.visibility]} className="gb-collection__badge">
            {t(`collections.visibility.${c.visibility}`)}
          </Tag>
        ) : null}
      </div>
      <div className="gb-card__body">
        <h3 className="gb-card__title gb-clamp-2" title={c.name}>
          {c.name}
        </h3>
        <p className="gb-card__line gb-card__line--muted">
          <time dateTime={c.releaseAt}>{c.released ? t('collections.released', { date }) : t('collections.launches', { date })}</time>
        </p>
        <p className="gb-card__line">{t('collections.products', { count: c.productCount })}</p>
      </div>
    </article>
  );
}

/**
 * The showroom's collections the viewer may see (GET /api/company/collection/list/{id}). A showroom closed by its
 * privacy shows nothing here: the products section already says what would open it.
 */
export function ShowroomCollections({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const query = useShowroomCollections(companyId);
  if (query.data && !query.data.pages[0].visible) return null;
  return (
    <ProfileSection id="gb-profile-collections" title={t('collections.title')}>
      <QueryState
        query={firstPageState(query)}
        loading={<CardSkeletons count={6} ratio="1 / 1" className={GRID} />}
        emptyText={t('collections.empty')}
        isEmpty={(data) => data.pages[0].list.length === 0}
      >
        {(data) => (
          <>
            <div className={GRID}>
              {itemsOf(data.pages).map((c) => (
                <CollectionCard key={c.id} collection={c} />
              ))}
            </div>
            <ShowroomLoadMore query={query} />
          </>
        )}
      </QueryState>
    </ProfileSection>
  );
}
