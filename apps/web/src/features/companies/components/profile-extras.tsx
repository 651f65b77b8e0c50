import { Tag } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CompanyDetail } from '@gembourse/contracts/company';
import { ProfileSection } from './profile-section.tsx';

/** Memberships, partners, links and the custom widget text, each only when present. */
export function ProfileExtras({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation(['companies', 'company']);
  const tags = (list: string[]) => (
    <div className="gb-profile-tags">
      {list.map((name) => (
        <Tag key={name}>{name}</Tag>
      ))}
    </div>
  );
  return (
    <>
      {company.memberships.length ? (
        <ProfileSection id="gb-profile-memberships" title={t('company:fields.memberships')}>
          {tags(company.memberships)}
        </ProfileSection>
      ) : null}
      {company.partners.length ? (
        <ProfileSection id="gb-profile-partners" title={t('company:fields.partners')}>
          {tags(company.partners)}
        </ProfileSection>
      ) : null}
      {company.links.length ? (
        <ProfileSection id="gb-profile-links" title={t('company:fields.links')}>
          <ul className="gb-profile-links">
            {company.links.map((l) => (
              <li key={l.url}>
                {/* Links are the supplier's own input: no referrer, no ranking credit, no window.opener. */}
                <a href={l.url} target="_blank" rel="noopener noreferrer nofollow">
                  <GlobalOutlined /> {l.name}
                </a>
              </li>
            ))}
          </ul>
        </ProfileSection>
      ) : null}
      {company.customWidget?.trim() ? (
        <ProfileSection id="gb-profile-widget" title={t('extras.more')}>
          {/* Plain text on purpose: the supplier's text is never rendered as HTML. */}
          <p className="gb-profile-text">{company.customWidget}</p>
        </ProfileSection>
      ) : null}
    </>
  );
}
