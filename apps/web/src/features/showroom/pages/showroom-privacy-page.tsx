import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERM } from '@gembourse/contracts/permissions';
import { usePermission } from '../../../shared/permissions/use-permission.tsx';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { NoPermissionResult } from '../../../shared/ui/no-permission-result.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useShowroomPrivacy } from '../api.ts';
import { PrivacyForm } from '../components/privacy-form.tsx';
import '../showroom.css';

function Privacy({ companyId, canEdit }: { companyId: number; canEdit: boolean }) {
  const { t } = useTranslation('showroom');
  const settings = useShowroomPrivacy(companyId);
  return (
    <QueryState
      query={settings}
      loading={<Skeleton active paragraph={{ rows: 8 }} />}
      emptyText=""
      isEmpty={() => false}
      errorTitle={t('privacy.loadFailed')}
    >
      {(saved) => <PrivacyForm scope="showroom" companyId={companyId} saved={saved} canEdit={canEdit} />}
    </QueryState>
  );
}

/**
 * /home/showroom-privacy (SPEC §3 "Showroom settings"): who sees the showroom's products and contact details, and
 * product Q&A. Every member of a seller may look; holders of showroom:setting:edit may change them (the endpoint's
 * access, mirrored here only to tidy the screen). A buyer company has no showroom: the page table sends its members
 * (who hold no showroom:view) to their own privacy page, /home/company-privacy, where they choose who sees their
 * contact details (docs/decisions.md).
 */
export function ShowroomPrivacyPage() {
  const { t } = useTranslation('showroom');
  const user = useSessionStore((s) => s.userInfo);
  const permitted = usePermission(PERM.showroomSettingEdit);
  if (!user) return <NoPermissionResult />;
  return (
    <div className="gb-privacy-page">
      <div className="gb-privacy-card">
        <h1 className="gb-privacy-title">{t('privacy.title')}</h1>
        <p className="gb-privacy-subtitle">{t('privacy.subtitle')}</p>
        <Privacy companyId={user.companyId} canEdit={permitted} />
      </div>
    </div>
  );
}
