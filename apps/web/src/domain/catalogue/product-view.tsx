import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Descriptions, Tag, Typography } from 'antd';
import { FileOutlined, LinkOutlined, LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProductView as ProductViewData } from '@gembourse/contracts/product-editor';
import { EMPTY_TEXT } from '../../shared/dictionary/dictionary-labels.ts';
import { formatDate, formatDateRange, formatPrice } from '../../shared/i18n/format.ts';
import { useLocaleStore } from '../../shared/i18n/locale-store.ts';
import { videoEmbedUrl } from '../../shared/ui/video-embed.ts';
import { safeProductHtml } from './product-html.ts';
import { StonesTable } from './stones-table.tsx';
import './product-view.css';

/** Grams with up to three decimals, as the scale gave them. */
const grams = (v: number | null) => (v == null ? EMPTY_TEXT : `${v} g`);

/** The image gallery: the default image large, the others as thumbnails that show it (buttons, keyboard-usable). */
function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useTranslation('productEditor');
  const [shown, setShown] = useState(0);
  const main = images[shown] ?? images[0];
  if (!main) return <div className="gb-pv-gallery__empty">{t('view.noImage')}</div>;
  return (
    <div className="gb-pv-gallery">
      <img className="gb-pv-gallery__main" src={main} alt={t('view.imageOf', { name, n: shown + 1 })} />
      {images.length > 1 ? (
        <div className="gb-pv-gallery__thumbs" role="group" aria-label={t('view.images')}>
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              className={`gb-pv-gallery__thumb${i === shown ? ' gb-pv-gallery__thumb--on' : ''}`}
              aria-label={t('view.showImage', { n: i + 1 })}
              aria-pressed={i === shown}
              onClick={() => setShown(i)}
            >
              <img src={src} alt="" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * What a page showing the product puts in place of the preview's parts: the catalogue's product page has a zoomable
 * gallery, prices converted to the viewer's currency, a player loaded on a click, and its own actions.
 */
export interface ProductViewSlots {
  gallery?: ReactNode;
  price?: ReactNode;
  variantPrice?: (index: number) => ReactNode;
  release?: ReactNode;
  video?: ReactNode;
  /** Below the terms (favourite, alerts, share). */
  actions?: ReactNode;
}

/**
 * One product as a buyer sees it (SPEC §3 Product): gallery, identity, price (or the note that members see it),
 * minimum order, availability, the jewellery data, description, video and resources. The supplier's preview shows
 * it; the catalogue's product detail page reuses it with its own slots. Texts: productEditor `view`.
 */
export function ProductView({ product, slots = {} }: { product: ProductViewData; slots?: ProductViewSlots }) {
  const { t } = useTranslation('productEditor');
  const locale = useLocaleStore((s) => s.locale);
  const html = useMemo(() => safeProductHtml(product.descriptionHtml), [product.descriptionHtml]);
  const video = videoEmbedUrl(product.videoUrl);
  const hasJewellery =
    product.metal != null ||
    product.fineness ||
    product.grossWeightGrams != null ||
    product.metalWeightGrams != null ||
    product.stones.length > 0;

  const availability = (() => {
    if (product.availability === 'preorder' && product.preorderFrom)
      return t('view.preorderWindow', { range: formatDateRange(product.preorderFrom, product.preorderTo, locale) });
    if (product.availability === 'stock' && product.stock != null) return t('view.inStock', { count: product.stock });
    return t(`availability.kinds.${product.availability}`);
  })();

  return (
    <article className="gb-pv" aria-labelledby="gb-pv-name">
      <div className="gb-pv__top">
        {slots.gallery ?? <Gallery images={product.images} name={product.name} />}
        <div className="gb-pv__facts">
          <Typography.Title level={2} id="gb-pv-name" className="gb-pv__name">
            {product.name}
          </Typography.Title>
          <p className="gb-pv__meta">
            <span>{t('view.sku', { sku: product.sku })}</span>
            {product.brandName ? <span>{t('view.brand', { brand: product.brandName })}</span> : null}
            <span>{product.companyName}</span>
          </p>
          <div className="gb-pv__tags">
            {product.immediate ? <Tag color="gold">{t('view.immediate')}</Tag> : null}
            {product.categories.map((c) => (
              <Tag key={c.value} color="blue">
                {c.label}
              </Tag>
            ))}
            {product.tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </div>
          <div className="gb-pv__price">
            {slots.price ??
              (product.price != null ? (
                <span className="gb-pv__amount">{formatPrice(product.price, product.currency, locale)}</span>
              ) : (
                <span className="gb-pv__hidden-price">
                  <LockOutlined aria-hidden /> {t('view.priceHidden')}
                </span>
              ))}
          </div>
          {slots.release ??
            (!product.released && product.releaseAt ? (
              <Alert
                type="info"
                showIcon
                title={t('view.releasesOn', { date: formatDate(product.releaseAt, locale) })}
                className="gb-pv__release"
              />
            ) : null)}
          <Descriptions column={1} size="small" className="gb-pv__terms">
            <Descriptions.Item label={t('view.minOrder')}>{product.minOrder ?? product.noMinOrderNote ?? EMPTY_TEXT}</Descriptions.Item>
            <Descriptions.Item label={t('view.availability')}>{availability}</Descriptions.Item>
          </Descriptions>
          {slots.actions}
          {product.variants.length ? (
            <section aria-labelledby="gb-pv-variants">
              <h3 id="gb-pv-variants" className="gb-pv__heading">
                {t('view.variants')}
              </h3>
              <ul className="gb-pv__variants">
                {product.variants.map((v, i) => (
                  <li key={`${v.name}-${i}`}>
                    <span>{v.name}</span>
                    {v.sku ? <Typography.Text type="secondary"> · {v.sku}</Typography.Text> : null}
                    <span className="gb-pv__variant-price">
                      {slots.variantPrice ? slots.variantPrice(i) : v.price != null ? formatPrice(v.price, product.currency, locale) : null}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>

      {hasJewellery ? (
        <section aria-labelledby="gb-pv-jewellery" className="gb-pv__section">
          <h3 id="gb-pv-jewellery" className="gb-pv__heading">
            {t('view.jewellery')}
          </h3>
          <Descriptions column={{ xs: 1, sm: 2, lg: 4 }} size="small" bordered>
            <Descriptions.Item label={t('info.metal')}>{product.metal?.label ?? EMPTY_TEXT}</Descriptions.Item>
            <Descriptions.Item label={t('info.fineness')}>{product.fineness ?? EMPTY_TEXT}</Descriptions.Item>
            <Descriptions.Item label={t('info.grossWeight')}>{grams(product.grossWeightGrams)}</Descriptions.Item>
            <Descriptions.Item label={t('info.metalWeight')}>{grams(product.metalWeightGrams)}</Descriptions.Item>
          </Descriptions>
          {product.stones.length ? <StonesTable stones={product.stones} /> : null}
        </section>
      ) : null}

      <section aria-labelledby="gb-pv-description" className="gb-pv__section">
        <h3 id="gb-pv-description" className="gb-pv__heading">
          {t('view.description')}
        </h3>
        {/* Sanitised by the server when stored and again by safeProductHtml. */}
        <div className="gb-pv__description" dangerouslySetInnerHTML={{ __html: html }} />
      </section>

      {slots.video || video ? (
        <section aria-labelledby="gb-pv-video" className="gb-pv__section">
          <h3 id="gb-pv-video" className="gb-pv__heading">
            {t('view.video')}
          </h3>
          {slots.video ?? (
            <div className="gb-pv__video">
              <iframe
                src={video ?? undefined}
                title={t('view.videoOf', { name: product.name })}
                allow="encrypted-media; picture-in-picture"
                allowFullScreen
                loading="lazy"
              />
            </div>
          )}
        </section>
      ) : null}

      {product.resources.length ? (
        <section aria-labelledby="gb-pv-resources" className="gb-pv__section">
          <h3 id="gb-pv-resources" className="gb-pv__heading">
            {t('view.resources')}
          </h3>
          <ul className="gb-pv__resources">
            {product.resources.map((r) => (
              <li key={r.url}>
                <a href={r.url} target="_blank" rel="noopener noreferrer">
                  {r.url.startsWith('/uploads/') ? <FileOutlined aria-hidden /> : <LinkOutlined aria-hidden />} {r.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
