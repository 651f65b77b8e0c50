import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CollectionState, OwnCollection } from '@gembourse/contracts/own-collections';
import { EMPTY_TEXT } from '../../../shared/dictionary/dictionary-labels.ts';
import { formatDate, formatDateRange } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';

/** The state's colour: a launch to come stands out, an ended collection fades. */
const STATE_COLOR: Record<CollectionState, string> = { notReleased: 'gold', launched: 'green', ended: 'default' };

/**
 * A calendar date (YYYY-MM-DD) as the viewer's local midnight: parsed as UTC, it would show the day before west of
 * Greenwich.
 */
const localDay = (date: string) => `${date}T00:00:00`;

/** Where the collection stands by its dates, with the date that decides it ("launches Mar 12, 2027"). */
export function CollectionStateCell({ collection }: { collection: OwnCollection }) {
  const { t } = useTranslation('showroom');
  const locale = useLocaleStore((s) => s.locale);
  const { state } = collection;
  // An ended collection ended on its final display date; the others are told by their release.
  const date = state === 'ended' && collection.finalDisplayAt ? collection.finalDisplayAt : collection.releaseAt;
  return (
    <div className="gb-collections__stack">
      <Tag color={STATE_COLOR[state]}>{t(`collections.state.${state}`)}</Tag>
      <Typography.Text type="secondary" className="gb-collections__note">
        {t(`collections.stateDate.${state}`, { date: formatDate(date, locale) })}
      </Typography.Text>
    </div>
  );
}

/** Who sees the collection, and who sees its prices. */
export function CollectionVisibilityCell({ collection }: { collection: OwnCollection }) {
  const { t } = useTranslation('showroom');
  return (
    <div className="gb-collections__stack">
      <span>{t('collections.seenBy', { level: t(`collections.levels.${collection.visibility}`) })}</span>
      <Typography.Text type="secondary" className="gb-collections__note">
        {t('collections.pricesBy', { level: t(`collections.levels.${collection.priceVisibility}`) })}
      </Typography.Text>
    </div>
  );
}

/** The linked event, tagged when the collection is exclusive to it. */
export function CollectionEventCell({ collection }: { collection: OwnCollection }) {
  const { t } = useTranslation('showroom');
  if (!collection.eventName) return <>{EMPTY_TEXT}</>;
  return (
    <div className="gb-collections__stack">
      <span>{collection.eventName}</span>
      {collection.eventExclusive ? (
        <span>
          <Tag color="purple">{t('collections.exclusive')}</Tag>
        </span>
      ) : null}
    </div>
  );
}

/** The shipping window: a range, or the one end that is set. */
export function ShipWindowCell({ collection }: { collection: OwnCollection }) {
  const { t } = useTranslation('showroom');
  const locale = useLocaleStore((s) => s.locale);
  const { shipStartDate: start, shipDeadlineDate: deadline } = collection;
  if (start && deadline) return <>{formatDateRange(localDay(start), localDay(deadline), locale)}</>;
  if (start) return <>{t('collections.shipFrom', { date: formatDate(localDay(start), locale) })}</>;
  if (deadline) return <>{t('collections.shipBy', { date: formatDate(localDay(deadline), locale) })}</>;
  return <>{EMPTY_TEXT}</>;
}

/** Published or not, listed or not: the two switches the batch actions flip. */
export function CollectionStatusTags({ collection }: { collection: OwnCollection }) {
  const { t } = useTranslation('showroom');
  return (
    <span className="gb-products__tags">
      <Tag color={collection.published ? 'green' : 'default'}>
        {t(collection.published ? 'products.status.published' : 'products.status.unpublished')}
      </Tag>
      <Tag color={collection.listed ? 'blue' : 'default'}>
        {t(collection.listed ? 'products.status.listed' : 'products.status.unlisted')}
      </Tag>
    </span>
  );
}
