import { Tabs } from 'antd';
import { SafetyCertificateOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useUrlState } from '../../../shared/navigation/use-url-state.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { NoPermissionResult } from '../../../shared/ui/no-permission-result.tsx';
import { MANAGE_URL_STATE } from '../components/manage-users/manage-url-state.ts';
import { RolesPanel } from '../components/manage-users/roles-panel.tsx';
import { UsersPanel } from '../components/manage-users/users-panel.tsx';
import '../components/manage-users/manage-users.css';

/**
 * /home/manage-user (SPEC §2 "Company admin: users", issue 13 items 1-2): my company's users with their states, the
 * invitation, edit and status actions, and the company's roles with their permission points. The tab, the status
 * filter and the page live in the URL. The page table opens it to holders of manage:user:view; each control needs its
 * own point, and the server checks every call again.
 */
export function ManageUserPage() {
  const { t } = useTranslation('manage');
  const companyId = useSessionStore((s) => s.userInfo?.companyId);
  const { state, update } = useUrlState(MANAGE_URL_STATE);
  if (companyId == null) return <NoPermissionResult />;

  return (
    <div className="gb-manage">
      <header className="gb-manage__head">
        <h1 className="gb-manage__title">{t('title')}</h1>
        <p className="gb-manage__subtitle">{t('subtitle')}</p>
      </header>
      <Tabs
        className="gb-manage__tabs"
        activeKey={state.tab}
        onChange={(key) => update({ tab: key === 'roles' ? 'roles' : 'users', status: undefined })}
        items={[
          {
            key: 'users',
            label: t('tabs.users'),
            icon: <TeamOutlined />,
            children: <UsersPanel companyId={companyId} state={state} update={update} />,
          },
          {
            key: 'roles',
            label: t('tabs.roles'),
            icon: <SafetyCertificateOutlined />,
            children: <RolesPanel companyId={companyId} />,
          },
        ]}
      />
    </div>
  );
}
