import { Avatar, Empty, Grid, Pagination, Spin, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  CheckCircleFilled,
  ClockCircleOutlined,
  CrownOutlined,
  HourglassOutlined,
  MailOutlined,
  StopOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CompanyUser, CompanyUserStatus } from '@gembourse/contracts/company-users';
import { EMPTY_TEXT } from '../../../../shared/dictionary/dictionary-labels.ts';
import { formatDate } from '../../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../../shared/i18n/locale-store.ts';
import { pagerTotal } from '../../../../shared/ui/list-pager.tsx';
import { USER_PAGE_SIZES } from './manage-url-state.ts';
import { UserActions } from './user-actions.tsx';

const STATUS_LOOK = {
  pending: { color: 'warning', icon: <HourglassOutlined /> },
  invited: { color: 'processing', icon: <MailOutlined /> },
  active: { color: 'success', icon: <CheckCircleFilled /> },
  disabled: { color: 'default', icon: <StopOutlined /> },
} as const satisfies Record<CompanyUserStatus, unknown>;

/** A company user's state (SPEC §4): invited, then active or disabled; pending = registered, not activated. */
export function UserStatusTag({ status }: { status: CompanyUserStatus }) {
  const { t } = useTranslation('manage');
  const look = STATUS_LOOK[status];
  return (
    <Tag color={look.color} icon={look.icon}>
      {t(`status.${status}`)}
    </Tag>
  );
}

/** Who: photo, name (the caller marked "You") and e-mail. */
function UserCell({ user }: { user: CompanyUser }) {
  const { t } = useTranslation('manage');
  return (
    <span className="gb-manage-user">
      <Avatar size={36} src={user.avatar || undefined} icon={<UserOutlined />} alt="" />
      <span className="gb-manage-user__text">
        <span className="gb-manage-user__name">
          {user.actualName.trim() || EMPTY_TEXT}
          {user.self ? (
            <Tag color="blue" className="gb-manage-user__you">
              {t('list.you')}
            </Tag>
          ) : null}
        </span>
        <Typography.Text type="secondary" className="gb-manage-user__email">
          {user.email}
        </Typography.Text>
      </span>
    </span>
  );
}

/** The state, and for an invitation how long its link works. */
function StatusCell({ user, now }: { user: CompanyUser; now: number }) {
  const { t } = useTranslation('manage');
  const locale = useLocaleStore((s) => s.locale);
  const expires = user.status === 'invited' && user.invitationExpiresAt ? Date.parse(user.invitationExpiresAt) : null;
  return (
    <span className="gb-manage-status">
      <UserStatusTag status={user.status} />
      {expires !== null ? (
        <Typography.Text type={expires < now ? 'danger' : 'secondary'} className="gb-manage-status__note">
          <ClockCircleOutlined aria-hidden />{' '}
          {expires < now ? t('list.expired') : t('list.expires', { date: formatDate(user.invitationExpiresAt!, locale) })}
        </Typography.Text>
      ) : null}
    </span>
  );
}

/** Administrator, the role's name, or the default rights of a standard user. */
function RoleCell({ user }: { user: CompanyUser }) {
  const { t } = useTranslation('manage');
  if (user.companyRole === 'admin') {
    return (
      <Tag color="gold" icon={<CrownOutlined />} className="gb-manage-role-tag">
        {t('list.admin')}
      </Tag>
    );
  }
  return user.roleName ? <span>{user.roleName}</span> : <Typography.Text type="secondary">{t('list.defaultRole')}</Typography.Text>;
}

/** The page of users the table shows. */
export interface UserPage {
  list: CompanyUser[];
  total?: number;
  pageNum: number;
  pageSize: number;
  hasMore: boolean;
}

interface UserTableProps {
  companyId: number;
  page: UserPage | undefined;
  loading: boolean;
  /** Whether `user` is the caller and the company's only administrator. */
  isLastAdmin: (user: CompanyUser) => boolean;
  onEdit: (user: CompanyUser) => void;
  onPage: (pageNum: number, pageSize: number) => void;
  emptyText: string;
}

/**
 * My company's users: who (the caller marked), their state, role, job title, last login, and the actions. A table from
 * md (768 px) up; on a phone, where six columns would only scroll sideways, one card per user with the same facts.
 */
export function UserTable({ companyId, page, loading, isLastAdmin, onEdit, onPage, emptyText }: UserTableProps) {
  const { t } = useTranslation('manage');
  const locale = useLocaleStore((s) => s.locale);
  const phone = Grid.useBreakpoint().md === false;
  const now = Date.now();
  const lastLogin = (u: CompanyUser) => (u.lastLoginTime ? formatDate(u.lastLoginTime, locale) : t('list.never'));
  const actions = (u: CompanyUser) => <UserActions companyId={companyId} user={u} lastAdmin={isLastAdmin(u)} onEdit={onEdit} />;
  const pagination = page
    ? {
        current: page.pageNum,
        pageSize: page.pageSize,
        total: pagerTotal(page),
        showSizeChanger: !phone,
        pageSizeOptions: USER_PAGE_SIZES.map(String),
        showTotal: (total: number) => t('list.total', { count: total }),
        onChange: onPage,
      }
    : null;

  if (phone) {
    const list = page?.list ?? [];
    return (
      <Spin spinning={loading}>
        {list.length ? (
          <ul className="gb-manage-cards">
            {list.map((u) => (
              <li key={u.id} className="gb-manage-card">
                <UserCell user={u} />
                <div className="gb-manage-card__tags">
                  <StatusCell user={u} now={now} />
                  <RoleCell user={u} />
                </div>
                <dl className="gb-manage-card__facts">
                  <dt>{t('columns.jobTitle')}</dt>
                  <dd>{u.jobTitle || EMPTY_TEXT}</dd>
                  <dt>{t('columns.lastLogin')}</dt>
                  <dd>{lastLogin(u)}</dd>
                </dl>
                <div className="gb-manage-card__actions">{actions(u)}</div>
              </li>
            ))}
          </ul>
        ) : (
          <Empty className="gb-query-empty" description={emptyText} />
        )}
        {pagination ? <Pagination className="gb-manage-cards__pager" size="small" align="center" {...pagination} /> : null}
      </Spin>
    );
  }

  const columns: ColumnsType<CompanyUser> = [
    { key: 'user', title: t('columns.user'), fixed: 'start', render: (_, u) => <UserCell user={u} /> },
    { key: 'status', title: t('columns.status'), render: (_, u) => <StatusCell user={u} now={now} /> },
    { key: 'role', title: t('columns.role'), render: (_, u) => <RoleCell user={u} /> },
    { key: 'jobTitle', title: t('columns.jobTitle'), render: (_, u) => u.jobTitle || EMPTY_TEXT },
    { key: 'lastLogin', title: t('columns.lastLogin'), render: (_, u) => lastLogin(u) },
    { key: 'actions', title: t('columns.actions'), fixed: 'end', render: (_, u) => actions(u) },
  ];

  return (
    <Table<CompanyUser>
      rowKey="id"
      size="middle"
      className="gb-manage-table"
      columns={columns}
      dataSource={page?.list ?? []}
      loading={loading}
      locale={{ emptyText }}
      scroll={{ x: 'max-content' }}
      pagination={pagination ?? false}
    />
  );
}
