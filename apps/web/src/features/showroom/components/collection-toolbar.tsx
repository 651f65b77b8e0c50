import { Button, Input } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ZOwnCollectionQuery } from '@gembourse/contracts/own-collections';
import { PERM } from '@gembourse/contracts/permissions';
import { inputLimits } from '../../../shared/forms/schema-facts.ts';
import { Perm } from '../../../shared/permissions/use-permission.tsx';

/** The search box holds what the list query takes. */
const SEARCH = inputLimits(ZOwnCollectionQuery, 'q');

/**
 * The list's first row: the search (sent on Enter, ended by its clear button; re-keyed by the URL's search, as the
 * product list's is) and New collection for holders of showroom:collection:edit.
 */
export function CollectionToolbar({ q, onSearch, onCreate }: { q: string; onSearch: (q: string) => void; onCreate: () => void }) {
  const { t } = useTranslation('showroom');
  return (
    <div className="gb-products__row">
      <Input
        key={q}
        className="gb-page-actions__search gb-products__search"
        prefix={<SearchOutlined />}
        allowClear
        defaultValue={q}
        placeholder={t('collections.search')}
        aria-label={t('collections.search')}
        maxLength={SEARCH.maxLength}
        onPressEnter={(e) => onSearch(e.currentTarget.value.trim())}
        onClear={() => onSearch('')}
      />
      <Perm code={PERM.showroomCollectionEdit}>
        <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
          {t('collections.new')}
        </Button>
      </Perm>
    </div>
  );
}
