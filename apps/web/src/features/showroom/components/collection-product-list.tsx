import { useEffect, useState } from 'react';
import { Button, Empty, Tag, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CollectionProduct } from '@gembourse/contracts/own-collections';
import { LazyImage } from '../../../shared/ui/lazy-image.tsx';

const THUMB = 40;

interface CollectionProductListProps {
  products: CollectionProduct[];
  /** Null: the viewer may only look (no move or remove controls). */
  onMove: ((index: number, step: -1 | 1) => void) | null;
  onRemove: ((index: number) => void) | null;
}

const buttonId = (id: number, control: 'up' | 'down') => `gb-collection-product-${control}-${id}`;

/**
 * The collection's products in the order buyers see them, each with Move up, Move down and Remove buttons named after
 * the product (keyboard and screen-reader friendly). A moved product keeps the focus, on the other arrow once it
 * reaches an end, so the arrow keys' owner can press Enter again and again.
 */
export function CollectionProductList({ products, onMove, onRemove }: CollectionProductListProps) {
  const { t } = useTranslation('showroom');
  const [focus, setFocus] = useState<{ id: number; control: 'up' | 'down' } | null>(null);

  useEffect(() => {
    if (!focus) return;
    const index = products.findIndex((p) => p.id === focus.id);
    const atEnd = focus.control === 'up' ? index === 0 : index === products.length - 1;
    const control = atEnd ? (focus.control === 'up' ? 'down' : 'up') : focus.control;
    document.getElementById(buttonId(focus.id, control))?.focus();
  }, [focus, products]);

  if (!products.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('collections.products.empty')} />;

  const move = (index: number, step: -1 | 1) => {
    onMove?.(index, step);
    setFocus({ id: products[index]!.id, control: step === -1 ? 'up' : 'down' });
  };

  return (
    <ol className="gb-collection-products">
      {products.map((p, index) => (
        <li key={p.id} className="gb-collection-products__item">
          <span className="gb-collection-products__position" aria-hidden>
            {index + 1}
          </span>
          <LazyImage className="gb-products__thumb gb-collection-products__thumb" src={p.image} alt="" width={THUMB} height={THUMB} />
          <div className="gb-products__name">
            <Typography.Text ellipsis={{ tooltip: p.name }}>{p.name}</Typography.Text>
            <Typography.Text type="secondary" className="gb-products__sku">
              {t('products.sku', { sku: p.sku })}
              {p.published ? null : <Tag className="gb-collection-products__tag">{t('products.status.unpublished')}</Tag>}
            </Typography.Text>
          </div>
          {onMove && onRemove ? (
            <div className="gb-collection-products__controls">
              <Button
                id={buttonId(p.id, 'up')}
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t('collections.products.moveUp', { name: p.name })}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              />
              <Button
                id={buttonId(p.id, 'down')}
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t('collections.products.moveDown', { name: p.name })}
                disabled={index === products.length - 1}
                onClick={() => move(index, 1)}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('collections.products.remove', { name: p.name })}
                onClick={() => onRemove(index)}
              />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
