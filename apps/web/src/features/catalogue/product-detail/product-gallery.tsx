import { useState } from 'react';
import { Image } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The product's images: the chosen one large (a click opens antd's preview, which zooms and steps through all of
 * them), the others as thumbnail buttons that choose it.
 */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useTranslation(['productEditor', 'productDetail']);
  const [shown, setShown] = useState(0);
  const main = images[shown] ?? images[0];
  if (!main) return <div className="gb-pv-gallery__empty">{t('productEditor:view.noImage')}</div>;
  return (
    <div className="gb-pv-gallery gb-pd-gallery">
      <Image.PreviewGroup items={[...images]} preview={{ current: shown, onChange: (current) => setShown(current) }}>
        <Image
          src={main}
          alt={t('productEditor:view.imageOf', { name, n: shown + 1 })}
          className="gb-pv-gallery__main"
          rootClassName="gb-pd-gallery__main"
          title={t('productDetail:gallery.zoom')}
        />
      </Image.PreviewGroup>
      {images.length > 1 ? (
        <div className="gb-pv-gallery__thumbs" role="group" aria-label={t('productEditor:view.images')}>
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              className={`gb-pv-gallery__thumb${i === shown ? ' gb-pv-gallery__thumb--on' : ''}`}
              aria-label={t('productEditor:view.showImage', { n: i + 1 })}
              aria-pressed={i === shown}
              onClick={() => setShown(i)}
            >
              <img src={src} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
