import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Title, subtitle and a "View all" link above a home page list. */
export function SectionHeading({ id, title, subtitle, viewAll }: { id: string; title: string; subtitle?: string; viewAll?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="gb-section-heading">
      <div>
        <h2 id={id} className="gb-section-heading__title">
          {title}
        </h2>
        {subtitle ? <p className="gb-section-heading__subtitle">{subtitle}</p> : null}
      </div>
      {viewAll ? (
        <Link to={viewAll} className="gb-section-heading__more">
          {t('actions.viewAll')} <RightOutlined />
        </Link>
      ) : null}
    </div>
  );
}
