import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZCompanyListBody } from '@gembourse/contracts/company';
import { inputLimits } from '../../../shared/forms/schema-facts.ts';

/** The keyword box holds what the directory query takes. */
const KEYWORD = inputLimits(ZCompanyListBody, 'keyword');

/**
 * The directory's title band and keyword box. The keyword matches names, profiles and products in any language (the
 * server searches every language's text). Re-keyed by the URL's keyword, so the back button restores the box.
 */
export function DirectorySearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation(['companies', 'common']);
  return (
    <div className="gb-dir-band">
      <div className="gb-container">
        <h1 className="gb-dir-band__title">{t('companies:directory.title')}</h1>
        <p className="gb-dir-band__subtitle">{t('companies:directory.subtitle')}</p>
        <Input.Search
          key={keyword}
          className="gb-dir-band__search"
          size="large"
          allowClear
          defaultValue={keyword}
          enterButton={t('common:actions.search')}
          placeholder={t('companies:directory.searchPlaceholder')}
          aria-label={t('companies:directory.searchPlaceholder')}
          maxLength={KEYWORD.maxLength}
          onSearch={(value) => onSearch(value.trim())}
        />
      </div>
    </div>
  );
}
