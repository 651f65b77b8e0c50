import { Avatar, Skeleton } from 'antd';
import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CompanyDetail } from '@gembourse/contracts/company';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useCompanyContacts } from '../api.ts';
import { useCompanyTitle } from '../hooks/use-company-title.ts';
import { AccessNotice } from './access-notice.tsx';
import { ProfileSection } from './profile-section.tsx';

/** The supplier's contact persons (GET /api/company/contact/list/{id}), or a notice saying what would show them. */
export function ProfileContacts({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation('companies');
  const companyName = useCompanyTitle(company);
  const query = useCompanyContacts(company.id);
  const people = query.data?.list.filter((c) => c.status === 'active') ?? [];
  // Nothing to say: visible, but the supplier listed nobody.
  if (query.data?.visible && people.length === 0) return null;
  return (
    <ProfileSection id="gb-profile-contacts" title={t('contacts.title')}>
      <QueryState query={query} emptyText="" isEmpty={() => false} loading={<Skeleton active avatar paragraph={{ rows: 2 }} />}>
        {(data) =>
          data.visible ? (
            <ul className="gb-contacts">
              {people.map((c) => (
                <li key={c.id} className="gb-contact">
                  <Avatar size={48} src={c.cover ?? undefined} className="gb-avatar">
                    {`${c.firstName.charAt(0)}${c.lastName.charAt(0)}`.toUpperCase()}
                  </Avatar>
                  <div className="gb-contact__body">
                    <p className="gb-contact__name">
                      {c.firstName} {c.lastName}
                    </p>
                    {c.title ? <p className="gb-contact__title">{c.title}</p> : null}
                    <p className="gb-contact__line">
                      <MailOutlined /> <a href={`mailto:${c.email}`}>{c.email}</a>
                    </p>
                    {c.phone ? (
                      <p className="gb-contact__line">
                        <PhoneOutlined /> <a href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>{c.phone}</a>
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <AccessNotice
              requirement={data.requirement}
              loginText={t('contacts.hiddenLogin')}
              connectionText={t('contacts.hiddenConnection', { name: companyName })}
            />
          )
        }
      </QueryState>
    </ProfileSection>
  );
}
