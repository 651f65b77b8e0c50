import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { AppstoreOutlined, DashboardOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '@gembourse/contracts/auth';
import { useLocaleStore } from '../../shared/i18n/locale-store.ts';
import { logout } from '../../shared/session/logout.ts';
import { companyNames } from '../../domain/companies/company-names.ts';
import { roleLineKeys } from '../../shared/session/roles.ts';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return '?';
  // CJK names read best as their first character; Latin names as two initials.
  if (/[\u3400-\u9fff]/.test(parts[0])) return parts[0].slice(0, 1);
  return parts
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join('');
}

/** Logged-in header entry: avatar with name, company, console link for administrators, and Log out. */
/** `showName` 'wide': the name shows from the header's wide layout on (CSS, so the server's markup fits any screen). */
export function UserMenu({ user, showName = true }: { user: CurrentUser; showName?: boolean | 'wide' }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const name = user.actualName || user.loginName;
  // The company's name as this viewer reads it (English first for en/tr when it has one), like product cards.
  const locale = useLocaleStore((s) => s.locale);
  const companyName = companyNames({ name: user.companyName, nameEn: user.companyNameEn ?? null }, locale).title;

  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      className: 'gb-user-card',
      label: (
        <div>
          <div className="gb-user-card__name">{name}</div>
          <div className="gb-user-card__meta">{companyName}</div>
          <div className="gb-user-card__meta">
            {roleLineKeys(user)
              .map((key) => t(key))
              .join(' · ')}
          </div>
        </div>
      ),
    },
    { type: 'divider' },
    ...(user.join_type === 'seller' ? [{ key: '/home/showroom', icon: <AppstoreOutlined />, label: t('actions.myShowroom') }] : []),
    { key: '/home/my-profile', icon: <UserOutlined />, label: t('actions.myProfile') },
    ...(user.administratorFlag ? [{ key: '/welcome', icon: <DashboardOutlined />, label: t('actions.console') }] : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, danger: true, label: t('actions.logout') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') logout();
    else void navigate(key);
  };

  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }} placement="bottomRight">
      {/* Named by its content, the person's name and (for screen readers) what it opens: an aria-label would hide the
          visible name from speech input (WCAG 2.5.3); the initials of the avatar are decoration. */}
      <Button type="text" className="gb-header-btn gb-header-btn--dark gb-user-btn">
        <Avatar size={30} src={user.avatar || undefined} className="gb-avatar" aria-hidden="true">
          {initials(name)}
        </Avatar>
        <span className={showName === 'wide' ? 'gb-user-btn__name gb-wide-text' : showName ? 'gb-user-btn__name' : 'gb-sr-only'}>
          {name}
        </span>
        <span className="gb-sr-only">, {t('user.account')}</span>
      </Button>
    </Dropdown>
  );
}
