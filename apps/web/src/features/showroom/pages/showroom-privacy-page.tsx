import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHOWROOM_SETTING_EDIT } from '@gembourse/contracts/showroom';
import { usePermission } from '../../../shared/permissions/use-permission.tsx';
import { isCompanyAdmin } from '../../../shared/session/roles.ts';
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
    <QueryState query={settings} loading={<Skeleton active paragraph={{ rows: 8 }} />} emptyText="" isEmpty={() => false} errorTitle={t('privacy.loadFailed')}>
      {(saved) => <PrivacyForm companyId={companyId} saved={saved} canEdit={canEdit} />}
    </QueryState>
  );
}

/**
 * /home/showroom-privacy (SPEC §3 "Showroom settings"): who sees the showroom's products and contact details, and
 * product Q&A. Every member of a seller may look; company admins and holders of showroom:setting:edit may change
 * them (the server's rule, mirrored here only to tidy the screen).
 */
export function ShowroomPrivacyPage() {
  const { t } = useTranslation('showroom');
  const user = useSessionStore((s) => s.userInfo);
  const permitted = usePermission(SHOWROOM_SETTING_EDIT);
  if (!user || user.join_type !== 'seller') return <NoPermissionResult />; // a buyer company has no showroom
  return (
    <div className="gb-privacy-page">
      <div className="gb-privacy-card">
        <h1 className="gb-privacy-title">{t('privacy.title')}</h1>
        <p className="gb-privacy-subtitle">{t('privacy.subtitle')}</p>
        <Privacy companyId={user.companyId} canEdit={permitted || isCompanyAdmin(user)} />
      </div>
    </div>
  );
}
