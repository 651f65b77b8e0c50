import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CollectionProduct } from '@gembourse/contracts/own-collections';
import { ZOwnProductQuery } from '@gembourse/contracts/own-products';
import { inputLimits } from '../../../shared/forms/schema-facts.ts';
import { useOwnProducts } from '../api.ts';

/** The search takes what the product list query takes. */
const SEARCH = inputLimits(ZOwnProductQuery, 'q');
/** Typing settles before the search is sent: one request per pause, not per key. */
const SEARCH_WAIT_MS = 300;

interface CollectionProductPickerProps {
  companyId: number;
  /** Products already in the collection: shown as added, not chosen twice. */
  chosen: ReadonlySet<number>;
  disabled: boolean;
  onAdd: (product: CollectionProduct) => void;
}

/** "Add a product": a search over the supplier's own products (the product list endpoint with q). */
export function CollectionProductPicker({ companyId, chosen, disabled, onAdd }: CollectionProductPickerProps) {
  const { t } = useTranslation('showroom');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_WAIT_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const results = useOwnProducts(companyId, q ? { q } : {});
  const found = results.data?.list ?? [];

  return (
    <Select<number>
      id="gb-collection-product-search"
      className="gb-collection-products__search"
      aria-label={t('collections.products.add')}
      placeholder={t('collections.products.searchPlaceholder')}
      suffixIcon={<PlusOutlined />}
      disabled={disabled}
      value={null}
      showSearch={{ filterOption: false, searchValue: typed, onSearch: (text) => setTyped(text.slice(0, SEARCH.maxLength)) }}
      loading={results.isFetching}
      notFoundContent={results.isFetching ? null : t('collections.products.noMatch')}
      options={found.map((p) => ({
        value: p.id,
        disabled: chosen.has(p.id),
        label: chosen.has(p.id) ? `${p.name} · ${p.sku} (${t('collections.products.inList')})` : `${p.name} · ${p.sku}`,
      }))}
      onChange={(id) => {
        const product = found.find((p) => p.id === id);
        if (product) onAdd({ id: product.id, name: product.name, sku: product.sku, image: product.image, published: product.published });
      }}
    />
  );
}
