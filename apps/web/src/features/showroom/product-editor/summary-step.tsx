import { useMemo } from 'react';
import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OwnProductOptions } from '@gembourse/contracts/own-products';
import type { OwnProductDetail } from '@gembourse/contracts/product-editor';
import { EMPTY_TEXT } from '../../../shared/dictionary/dictionary-labels.ts';
import { useDictionary } from '../../../shared/dictionary/use-dictionary.ts';
import { formatDate, formatDateRange, formatPrice } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { safeProductHtml } from '../../../domain/catalogue/product-html.ts';
import { StonesTable } from '../../../domain/catalogue/stones-table.tsx';

const or = (v: string | number | null | undefined) => (v == null || v === '' ? EMPTY_TEXT : String(v));
const grams = (v: number | null) => (v == null ? EMPTY_TEXT : `${v} g`);

/** Step 3: everything the supplier saved, read-only, with the dictionaries' labels in the viewer's language. */
export function SummaryStep({ detail, options }: { detail: OwnProductDetail; options: OwnProductOptions | undefined }) {
  const { t } = useTranslation(['productEditor', 'showroom']);
  const locale = useLocaleStore((s) => s.locale);
  const categories = useDictionary('product_category');
  const metal = useDictionary('metal');
  const stoneType = useDictionary('stone_type');
  const stoneShape = useDictionary('stone_shape');
  const treatment = useDictionary('stone_treatment');
  const html = useMemo(() => safeProductHtml(detail.descriptionHtml), [detail.descriptionHtml]);
  const brand = options?.brands.find((b) => b.id === detail.brandId)?.name ?? t('info.defaultBrand');
  const collections = detail.collectionIds.map((id) => options?.collections.find((c) => c.id === id)?.name ?? `#${id}`);
  const stones = detail.stones.map((s) => ({
    ...s,
    typeLabel: stoneType.labelOf(s.type),
    shapeLabel: s.shape == null ? null : stoneShape.labelOf(s.shape),
    treatmentLabel: s.treatment == null ? null : treatment.labelOf(s.treatment),
  }));
  const availability =
    detail.availability === 'preorder' && detail.preorderFrom
      ? `${t('availability.kinds.preorder')} · ${formatDateRange(detail.preorderFrom, detail.preorderTo, locale)}`
      : detail.availability === 'stock'
        ? `${t('availability.kinds.stock')} · ${or(detail.stock)}${detail.trackInventory ? ` · ${t('availability.trackInventory')}` : ''}`
        : t(`availability.kinds.${detail.availability}`);
  const yes = (v: boolean) => t(v ? 'summary.yes' : 'summary.no');

  return (
    <div className="gb-pe-summary">
      <Card size="small" title={<h2 className="gb-pe-section__title">{t('summary.info')}</h2>} className="gb-pe-section">
        <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
          <Descriptions.Item label={t('info.name')}>{detail.name}</Descriptions.Item>
          <Descriptions.Item label={t('info.sku')}>{detail.sku}</Descriptions.Item>
          <Descriptions.Item label={t('info.brand')}>{brand}</Descriptions.Item>
          <Descriptions.Item label={t('info.categories')}>{categories.labelOf(detail.categories)}</Descriptions.Item>
          <Descriptions.Item label={t('info.tags')}>
            {detail.tags.length ? detail.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) : EMPTY_TEXT}
          </Descriptions.Item>
          <Descriptions.Item label={t('info.price')}>
            {detail.price == null ? EMPTY_TEXT : formatPrice(detail.price, detail.currency, locale)}
          </Descriptions.Item>
          <Descriptions.Item label={t('info.minOrder')}>{detail.minOrder ?? EMPTY_TEXT}</Descriptions.Item>
          <Descriptions.Item label={t('info.noMinOrderNote')}>{detail.noMinOrderNote ?? EMPTY_TEXT}</Descriptions.Item>
          <Descriptions.Item label={t('info.variants')} span="filled">
            {detail.variants.length
              ? detail.variants
                  .map((v) =>
                    [v.name, v.sku, v.price == null ? null : formatPrice(v.price, detail.currency, locale)].filter(Boolean).join(' · '),
                  )
                  .join('; ')
              : EMPTY_TEXT}
          </Descriptions.Item>
          <Descriptions.Item label={t('info.images')} span="filled">
            {detail.images.length ? (
              <span className="gb-pe-summary__images">
                {detail.images.map((src, i) => (
                  <img key={src} src={src} alt={t('info.imageN', { n: i + 1 })} />
                ))}
              </span>
            ) : (
              <span className="gb-pe-summary__missing">{t('summary.noImage')}</span>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('info.video')}>{detail.videoUrl ?? EMPTY_TEXT}</Descriptions.Item>
          <Descriptions.Item label={t('info.resources')}>
            {detail.resources.length
              ? detail.resources.map((r) => (
                  <a key={r.url} href={r.url} target="_blank" rel="noopener noreferrer" className="gb-pe-summary__link">
                    {r.name}
                  </a>
                ))
              : EMPTY_TEXT}
          </Descriptions.Item>
        </Descriptions>
      </Card>

      <Card size="small" title={<h2 className="gb-pe-section__title">{t('info.sections.jewellery')}</h2>} className="gb-pe-section">
        <Descriptions column={{ xs: 1, md: 2, xl: 4 }} size="small" bordered>
          <Descriptions.Item label={t('info.metal')}>{detail.metal == null ? EMPTY_TEXT : metal.labelOf(detail.metal)}</Descriptions.Item>
          <Descriptions.Item label={t('info.fineness')}>{or(detail.fineness)}</Descriptions.Item>
          <Descriptions.Item label={t('info.grossWeight')}>{grams(detail.grossWeightGrams)}</Descriptions.Item>
          <Descriptions.Item label={t('info.metalWeight')}>{grams(detail.metalWeightGrams)}</Descriptions.Item>
        </Descriptions>
        {stones.length ? <StonesTable stones={stones} /> : <p className="gb-pe-hint">{t('summary.noStones')}</p>}
      </Card>

      <Card size="small" title={<h2 className="gb-pe-section__title">{t('info.description')}</h2>} className="gb-pe-section">
        <div className="gb-pv__description" dangerouslySetInnerHTML={{ __html: html }} />
      </Card>

      <Card size="small" title={<h2 className="gb-pe-section__title">{t('summary.availability')}</h2>} className="gb-pe-section">
        <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
          <Descriptions.Item label={t('availability.availability')}>{availability}</Descriptions.Item>
          <Descriptions.Item label={t('availability.immediate')}>{yes(detail.immediate)}</Descriptions.Item>
          <Descriptions.Item label={t('availability.visibility')}>
            {t(`showroom:collections.levels.${detail.visibility}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('availability.priceVisibility')}>
            {t(`showroom:collections.levels.${detail.priceVisibility}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('availability.releaseAt')}>
            {detail.releaseAt ? formatDate(detail.releaseAt, locale) : t('availability.releaseNow')}
          </Descriptions.Item>
          <Descriptions.Item label={t('availability.displaySeq')}>{detail.displaySeq}</Descriptions.Item>
          <Descriptions.Item label={t('availability.collections')} span="filled">
            {collections.length ? collections.join(', ') : EMPTY_TEXT}
          </Descriptions.Item>
          <Descriptions.Item label={t('summary.status')}>
            <Tag color={detail.published ? 'green' : 'default'}>
              {t(detail.published ? 'showroom:products.status.published' : 'showroom:products.status.unpublished')}
            </Tag>
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </div>
  );
}
