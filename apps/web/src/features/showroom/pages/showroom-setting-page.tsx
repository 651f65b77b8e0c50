import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PERM } from '@gembourse/contracts/permissions';
import { usePermission } from '../../../shared/permissions/use-permission.tsx';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { NoPermissionResult } from '../../../shared/ui/no-permission-result.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useShowroomSettings } from '../api.ts';
import { SettingsForm } from '../components/settings-form.tsx';
import '../showroom.css';

function Settings({ companyId, canEdit }: { companyId: number; canEdit: boolean }) {
  const { t } = useTranslation('showroom');
  const settings = useShowroomSettings(companyId);
  return (
    <QueryState
      query={settings}
      loading={<Skeleton active paragraph={{ rows: 6 }} />}
      emptyText=""
      isEmpty={() => false}
      errorTitle={t('settings.loadFailed')}
    >
      {(saved) => <SettingsForm companyId={companyId} saved={saved} canEdit={canEdit} />}
    </QueryState>
  );
}

/**
 * /home/showroom-setting (SPEC §3 "Showroom settings"): the showroom's preferred currency and product segment. Every
 * member of a seller may look; holders of showroom:setting:edit may change them. Privacy and Q&A have their own page
 * (/home/showroom-privacy), and the video-conference tool and meeting link are part of the company profile, where
 * buyers see them: the page links to both.
 */
export function ShowroomSettingPage() {
  const { t } = useTranslation('showroom');
  const user = useSessionStore((s) => s.userInfo);
  const permitted = usePermission(PERM.showroomSettingEdit);
  const editsProfile = usePermission(PERM.companyProfileEdit);
  if (!user) return <NoPermissionResult />;
  return (
    <div className="gb-privacy-page">
      <div className="gb-privacy-card">
        <h1 className="gb-privacy-title">{t('settings.title')}</h1>
        <p className="gb-privacy-subtitle">
          {t('settings.subtitle')} <Link to="/home/showroom-privacy">{t('settings.privacyLink')}</Link>
          {editsProfile ? (
            <>
              {' · '}
              <Link to="/home/company-profile-edit">{t('settings.meetingLink')}</Link>
            </>
          ) : null}
        </p>
        <Settings companyId={user.companyId} canEdit={permitted} />
      </div>
    </div>
  );
}
