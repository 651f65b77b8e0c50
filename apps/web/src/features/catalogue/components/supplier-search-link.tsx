import { ArrowRightOutlined, ShopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { directoryHref } from '@gembourse/contracts/search-links';

/**
 * "Suppliers matching 'pearl'" above a keyword's results: the home box promises products, gemstones and suppliers, and
 * the catalogue finds products, so the suppliers are one click away in the directory (with its own keyword parameter).
 */
export function SupplierSearchLink({ keyword }: { keyword: string }) {
  const { t } = useTranslation('catalogue');
  if (!keyword) return null;
  return (
    <p className="gb-cat-suppliers">
      <Link to={directoryHref(keyword)}>
        <ShopOutlined aria-hidden="true" />
        <span>{t('search.suppliersMatching', { keyword })}</span>
        <ArrowRightOutlined aria-hidden="true" />
      </Link>
    </p>
  );
}
