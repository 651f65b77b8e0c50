import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERM } from '@gembourse/contracts/permissions';
import { usePermission } from '../../../shared/permissions/use-permission.tsx';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { NoPermissionResult } from '../../../shared/ui/no-permission-result.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useCompanyPrivacy } from '../api.ts';
import { PrivacyForm } from '../components/privacy-form.tsx';
import '../showroom.css';

function Privacy({ companyId, canEdit }: { companyId: number; canEdit: boolean }) {
  const { t } = useTranslation('showroom');
  const settings = useCompanyPrivacy(companyId);
  return (
    <QueryState
      query={settings}
      loading={<Skeleton active paragraph={{ rows: 3 }} />}
      emptyText=""
      isEmpty={() => false}
      errorTitle={t('companyPrivacy.loadFailed')}
    >
      {(saved) => <PrivacyForm scope="company" companyId={companyId} saved={saved} canEdit={canEdit} />}
    </QueryState>
  );
}

/**
 * /home/company-privacy: who sees the company's contact details (phone, e-mail, website, address, contact people),
 * for buyers, who have no showroom privacy page. Any member may look; holders of company:privacy:edit (company
 * admins) may change it, as the endpoint's access says.
 */
export function CompanyPrivacyPage() {
  const { t } = useTranslation('showroom');
  const user = useSessionStore((s) => s.userInfo);
  const permitted = usePermission(PERM.companyPrivacyEdit);
  if (!user) return <NoPermissionResult />;
  return (
    <div className="gb-privacy-page">
      <div className="gb-privacy-card">
        <h1 className="gb-privacy-title">{t('companyPrivacy.title')}</h1>
        <p className="gb-privacy-subtitle">{t('companyPrivacy.subtitle')}</p>
        <Privacy companyId={user.companyId} canEdit={permitted} />
      </div>
    </div>
  );
}
