import { Button, Result, Skeleton } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SHOWROOM_SETTING_EDIT } from '@gembourse/contracts/showroom';
import { errorMessageOf } from '../../../shared/api/api-error.ts';
import { usePermission } from '../../../shared/permissions/use-permission.tsx';
import { isCompanyAdmin } from '../../../shared/session/roles.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useShowroomPrivacy } from '../api.ts';
import { PrivacyForm } from '../components/privacy-form.tsx';
import '../showroom.css';

/** The 403 state of SPEC §2 inside the workspace: a buyer company has no showroom. */
function NoShowroom() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <Result
      status="403"
      title={t('pages:forbidden.title')}
      subTitle={t('pages:forbidden.description')}
      extra={
        <Link to="/home/index">
          <Button type="primary">{t('common:actions.backHome')}</Button>
        </Link>
      }
    />
  );
}

function Privacy({ companyId, canEdit }: { companyId: number; canEdit: boolean }) {
  const { t } = useTranslation(['showroom', 'common']);
  const settings = useShowroomPrivacy(companyId);
  if (settings.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (settings.isError) {
    return (
      <div className="gb-query-error" role="alert">
        <p className="gb-query-error__title">{t('showroom:privacy.loadFailed')}</p>
        <p className="gb-query-error__text">{errorMessageOf(settings.error)}</p>
        <Button icon={<ReloadOutlined />} onClick={() => void settings.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  return <PrivacyForm companyId={companyId} saved={settings.data} canEdit={canEdit} />;
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
  if (!user || user.join_type !== 'seller') return <NoShowroom />;
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
