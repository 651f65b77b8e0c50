import { Input } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_LIMITS } from '@gembourse/contracts/catalogue-search';

/**
 * The catalogue's title band and keyword box (names, SKUs, stone and metal words in any language). Re-keyed by the
 * URL's keyword, so the back button restores the box.
 */
export function CatalogueSearchBox({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="gb-cat-band">
      <div className="gb-container">
        <h1 className="gb-cat-band__title">{t('title')}</h1>
        <Input.Search
          key={keyword}
          className="gb-cat-band__search"
          size="large"
          allowClear={{ clearIcon: <CloseCircleFilled aria-label={t('search.clear')} /> }}
          defaultValue={keyword}
          enterButton={t('search.button')}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          maxLength={CATALOGUE_LIMITS.keywordMax}
          onSearch={(value) => onSearch(value.trim())}
        />
      </div>
    </div>
  );
}
