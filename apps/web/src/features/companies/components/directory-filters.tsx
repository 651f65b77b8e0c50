import { Button, Form, Switch } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../shared/ui/country-select.tsx';
import { DictionarySelect } from '../../../shared/ui/dictionary-select.tsx';
import { activeFilterCount, type DirectoryState } from '../directory-params.ts';

interface DirectoryFiltersProps {
  state: DirectoryState;
  update: (patch: Partial<DirectoryState>) => void;
  /** Prefix of the field ids: the sidebar and the mobile drawer may both be mounted. */
  idPrefix: string;
}

/** The directory filters: business nature, main products, main markets, country and verified only. Each applies at once. */
export function DirectoryFilters({ state, update, idPrefix }: DirectoryFiltersProps) {
  const { t } = useTranslation(['companies', 'company']);
  const id = (name: string) => `${idPrefix}-${name}`;
  const dictProps = { mode: 'multiple' as const, allowClear: true, placeholder: t('filters.any'), style: { width: '100%' } };
  return (
    <Form layout="vertical" className="gb-dir-filters" component="div">
      <Form.Item label={t('company:fields.businessNature')} htmlFor={id('nature')}>
        <DictionarySelect
          dictCode="business_nature"
          id={id('nature')}
          {...dictProps}
          value={state.businessNature}
          onChange={(v) => update({ businessNature: v })}
        />
      </Form.Item>
      <Form.Item label={t('company:fields.mainProducts')} htmlFor={id('products')}>
        <DictionarySelect
          dictCode="main_products"
          id={id('products')}
          {...dictProps}
          value={state.mainProducts}
          onChange={(v) => update({ mainProducts: v })}
        />
      </Form.Item>
      <Form.Item label={t('company:fields.mainMarkets')} htmlFor={id('markets')}>
        <DictionarySelect
          dictCode="main_markets"
          id={id('markets')}
          {...dictProps}
          value={state.mainMarkets}
          onChange={(v) => update({ mainMarkets: v })}
        />
      </Form.Item>
      <Form.Item label={t('company:fields.country')} htmlFor={id('country')}>
        <CountrySelect
          id={id('country')}
          allowClear
          placeholder={t('filters.anyCountry')}
          style={{ width: '100%' }}
          value={state.country}
          onChange={(v) => update({ country: v || undefined })}
        />
      </Form.Item>
      <Form.Item className="gb-dir-filters__switch">
        <label className="gb-dir-filters__switch-label" htmlFor={id('verified')}>
          <Switch id={id('verified')} checked={state.verifiedOnly} onChange={(checked) => update({ verifiedOnly: checked })} />
          <span>{t('filters.verifiedOnly')}</span>
        </label>
      </Form.Item>
      {activeFilterCount(state) > 0 ? (
        <Button
          block
          icon={<ClearOutlined />}
          onClick={() => update({ businessNature: [], mainProducts: [], mainMarkets: [], country: undefined, verifiedOnly: false })}
        >
          {t('filters.clear')}
        </Button>
      ) : null}
    </Form>
  );
}
