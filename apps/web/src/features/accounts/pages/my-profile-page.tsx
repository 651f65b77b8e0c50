import { Button, Skeleton, Tabs } from 'antd';
import { MailOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api/api-error.ts';
import { useProfile } from '../api.ts';
import { LanguageSettings } from '../components/language-settings.tsx';
import { PasswordChangeForm } from '../components/password-change-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { UserProfileSection } from '../components/user-profile-form.tsx';
import '../accounts.css';

type TabKey = 'profile' | 'user' | 'settings';
const OTHER_TABS: readonly TabKey[] = ['user', 'settings'];

/**
 * /home/my-profile: the personal profile, the user profile in the company (SPEC §3 "User profile (company user)") and
 * the account settings (SPEC §2, §3), one tab each; the tab lives in the URL.
 */
export function MyProfilePage() {
  const { t } = useTranslation(['account', 'manage', 'common']);
  const [params, setParams] = useSearchParams();
  const tab: TabKey = OTHER_TABS.find((k) => k === params.get('tab')) ?? 'profile';
  const profile = useProfile();

  const selectTab = (key: string) => {
    const next = new URLSearchParams(params);
    if (key !== 'profile') next.set('tab', key);
    else next.delete('tab');
    setParams(next, { replace: true, preventScrollReset: true });
  };

  let content;
  if (profile.isPending) content = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (profile.isError) {
    content = (
      <div className="gb-query-error" role="alert">
        <p className="gb-query-error__title">{t('account:profile.loadFailed')}</p>
        <p className="gb-query-error__text">{errorMessageOf(profile.error)}</p>
        <Button icon={<ReloadOutlined />} onClick={() => void profile.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  } else {
    const data = profile.data;
    content = (
      <Tabs
        className="gb-profile__tabs"
        activeKey={tab}
        onChange={selectTab}
        items={[
          { key: 'profile', label: t('account:profile.tabs.profile'), children: <ProfileForm key={JSON.stringify(data)} profile={data} /> },
          { key: 'user', label: t('manage:profile.tab'), children: <UserProfileSection /> },
          {
            key: 'settings',
            label: t('account:profile.tabs.settings'),
            children: (
              <div className="gb-settings">
                <section className="gb-settings__card" aria-labelledby="gb-settings-password">
                  <h2 id="gb-settings-password" className="gb-settings__title">
                    {t('account:settings.password.title')}
                  </h2>
                  <p className="gb-settings__intro">{t('account:settings.password.intro')}</p>
                  <PasswordChangeForm />
                </section>
                <section className="gb-settings__card" aria-labelledby="gb-settings-language">
                  <h2 id="gb-settings-language" className="gb-settings__title">
                    {t('account:settings.language.title')}
                  </h2>
                  <p className="gb-settings__intro">{t('account:settings.language.intro')}</p>
                  <LanguageSettings saved={data.locale} />
                </section>
                <section className="gb-settings__card" aria-labelledby="gb-settings-notifications">
                  <h2 id="gb-settings-notifications" className="gb-settings__title">
                    {t('account:settings.notifications.title')}
                  </h2>
                  <p className="gb-settings__intro">{t('account:settings.notifications.intro')}</p>
                  <Link to="/home/email-notification">
                    <Button icon={<MailOutlined />}>{t('account:settings.notifications.open')}</Button>
                  </Link>
                </section>
              </div>
            ),
          },
        ]}
      />
    );
  }

  return (
    <div className="gb-account-page">
      <div className="gb-account-card">
        <h1 className="gb-account-title">{t('account:profile.title')}</h1>
        <p className="gb-account-subtitle">{t('account:profile.subtitle')}</p>
        {content}
      </div>
    </div>
  );
}
