import { useState } from 'react';
import { AutoComplete, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TAG_MAX_LENGTH, ZProductTag, type OwnProductOptions } from '@gembourse/contracts/own-products';
import { DictionarySelect } from '../../../shared/ui/dictionary-select.tsx';
import { valueKindOf, type ValueBatchAction } from '../product-batch.ts';

interface ProductBatchValueProps {
  action: ValueBatchAction;
  count: number;
  options: OwnProductOptions | undefined;
  busy: boolean;
  onApply: (value: number | string) => void;
  onCancel: () => void;
}

/**
 * The dialog of a batch action that needs one value: the collection, category, tag or brand to apply to the selected
 * products. Mounted per action, so each opens empty. A new tag may be typed; the contract's tag rule checks it.
 */
export function ProductBatchValue({ action, count, options, busy, onApply, onCancel }: ProductBatchValueProps) {
  const { t } = useTranslation('showroom');
  const [value, setValue] = useState<number | string | undefined>();
  const [missing, setMissing] = useState(false);
  const kind = valueKindOf(action);
  const label = t(`products.filters.${kind}`);
  const pick = (next: number | string | undefined) => {
    setValue(next);
    setMissing(false);
  };
  const apply = () => {
    const chosen = kind === 'tag' ? ZProductTag.safeParse(value ?? '').data : value;
    if (chosen === undefined || chosen === '') setMissing(true);
    else onApply(chosen);
  };
  const named = (list: { id: number; name: string }[] | undefined) => list?.map((c) => ({ value: c.id, label: c.name })) ?? [];
  const selectProps = {
    id: 'gb-products-batch-value',
    className: 'gb-products__value',
    'aria-label': label,
    placeholder: label,
    status: missing ? ('error' as const) : undefined,
    showSearch: { optionFilterProp: 'label' },
    value,
    onChange: pick,
  };

  let picker;
  if (kind === 'category')
    picker = (
      <DictionarySelect<number> dictCode="product_category" {...selectProps} value={typeof value === 'number' ? value : undefined} />
    );
  else if (kind === 'collection') picker = <Select<number | string> {...selectProps} options={named(options?.collections)} />;
  else if (kind === 'brand') picker = <Select<number | string> {...selectProps} options={named(options?.brands)} />;
  else if (action === 'removeTag')
    picker = <Select<number | string> {...selectProps} options={options?.tags.map((tag) => ({ value: tag, label: tag }))} />;
  else
    picker = (
      <AutoComplete
        id="gb-products-batch-value"
        className="gb-products__value"
        aria-label={label}
        placeholder={t('products.batch.tagPlaceholder')}
        status={missing ? 'error' : undefined}
        maxLength={PRODUCT_TAG_MAX_LENGTH}
        options={options?.tags.map((tag) => ({ value: tag }))}
        showSearch={{ filterOption: (input, option) => String(option?.value).toLowerCase().includes(input.toLowerCase()) }}
        value={typeof value === 'string' ? value : undefined}
        onChange={(text: string) => pick(text)}
      />
    );

  return (
    <Modal
      open
      title={t(`products.batch.${action}`)}
      okText={t('products.batch.apply')}
      cancelText={t('products.batch.cancel')}
      confirmLoading={busy}
      onOk={apply}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p>{t('products.batch.appliesTo', { count })}</p>
      {picker}
      {missing ? (
        <Typography.Text type="danger" role="alert" className="gb-products__value-error">
          {t('products.batch.pickFirst')}
        </Typography.Text>
      ) : null}
    </Modal>
  );
}
