import { AppstoreOutlined, BulbOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanyMatch } from '@gembourse/contracts/connections';
import { catalogueHref } from '@gembourse/contracts/search-links';
import { ChatButton } from '../../shared/chat/chat-button.tsx';
import { useDictionaries } from '../../shared/dictionary/use-dictionary.ts';
import { EMPTY_TEXT } from '../../shared/dictionary/dictionary-labels.ts';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { CardSkeletons } from '../../shared/ui/card-skeletons.tsx';
import { SectionHeading } from '../../shared/ui/section-heading.tsx';
import { MemberSpace } from '../../shared/session/viewer-parts.tsx';
import { SupplierCard } from './supplier-card.tsx';
import { useSupplierMatches } from './supplier-match-query.ts';
import './supplier-matches.css';

const DICTS = ['main_products', 'product_category', 'main_markets', 'business_nature'] as const;

/** Why a supplier is suggested: the matched products, markets and natures as dictionary labels. */
function MatchReasons({ match, labelsOf }: { match: CompanyMatch; labelsOf: ReturnType<typeof useDictionaries>['labelsOf'] }) {
  const { t } = useTranslation('companies');
  // Matched products are main-product ids of the supplier or product-category ids of the member's preferences.
  const products = [labelsOf('main_products', match.reasons.products), labelsOf('product_category', match.reasons.products)]
    .filter((text) => text !== EMPTY_TEXT)
    .join(', ');
  const parts = [
    { key: 'products' as const, text: products || EMPTY_TEXT },
    { key: 'markets' as const, text: labelsOf('main_markets', match.reasons.markets) },
    { key: 'natures' as const, text: labelsOf('business_nature', match.reasons.natures) },
  ].filter((p) => p.text !== EMPTY_TEXT);
  if (!parts.length) return null;
  return (
    <ul className="gb-match-reasons" aria-label={t('match.why')}>
      {parts.map((p) => (
        <li key={p.key} className="gb-clamp-1" title={p.text}>
          <BulbOutlined /> {t(`match.${p.key}`, { labels: p.text })}
        </li>
      ))}
    </ul>
  );
}

interface SupplierMatchesProps {
  /** Id of the heading element (the section is labelled by it). */
  headingId: string;
  title: string;
  subtitle?: string;
  /** Where "View all" goes; none hides the link. */
  viewAll?: string;
  className?: string;
}

/**
 * "Recommended for you": the member's supplier matches as a strip of cards, each saying why it is suggested, with
 * the way to its products and a chat with the supplier (the match as the conversation's context).
 * Renders nothing when there is no match, and for guests only the member's space (viewer-parts.tsx: a page the server
 * drew for a guest keeps it on a member's screen), so pages can place it unconditionally.
 */
export function SupplierMatches({ headingId, title, subtitle, viewAll, className = '' }: SupplierMatchesProps) {
  const query = useSupplierMatches();
  const { labelsOf } = useDictionaries(DICTS);
  const { t } = useTranslation('companies');
  if (!query.isEnabled) return <MemberSpace className={`gb-matches ${className}`.trim()} />;
  if (query.data && query.data.length === 0) return null;
  return (
    <section className={`gb-matches ${className}`.trim()} aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} viewAll={viewAll} />
      <QueryState
        query={query}
        emptyText={t('match.empty')}
        loading={<CardSkeletons count={4} ratio="2 / 1" className="gb-grid gb-grid--showrooms gb-grid--strip" />}
      >
        {(matches) => (
          <div className="gb-grid gb-grid--showrooms gb-grid--strip">
            {matches.map((m) => (
              <SupplierCard
                key={m.id}
                company={m}
                labels={labelsOf('main_products', m.mainProducts)}
                extra={
                  <>
                    <MatchReasons match={m} labelsOf={labelsOf} />
                    <div className="gb-match-actions">
                      <Link to={catalogueHref({ supplier: m.id })} className="gb-match-products">
                        <AppstoreOutlined /> {t('match.seeProducts')}
                      </Link>
                      <ChatButton size="small" type="link" companyId={m.id} request={{ context: { type: 'match', id: m.id } }} />
                    </div>
                  </>
                }
              />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}
