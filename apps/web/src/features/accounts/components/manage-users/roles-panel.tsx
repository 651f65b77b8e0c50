import { useState } from 'react';
import { Alert, App, Button, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ROLES_MAX, type CompanyRole } from '@gembourse/contracts/company-users';
import { PERM } from '@gembourse/contracts/permissions';
import { errorMessageOf } from '../../../../shared/api/api-error.ts';
import { usePermission } from '../../../../shared/permissions/use-permission.tsx';
import { removeRole, useCompanyRoles, useManageWrite } from '../../api-manage-users.ts';
import { RoleEditor } from './role-editor.tsx';
import { groupedPoints, pointKey } from './role-points.ts';

/** A role's points, by group: the group's name, then its points as small tags. */
function RolePoints({ role, assignable }: { role: CompanyRole; assignable: readonly string[] }) {
  const { t } = useTranslation('manage');
  const held = new Set(role.points);
  const groups = groupedPoints(assignable)
    .map(({ group, points }) => ({ group, points: points.filter((p) => held.has(p)) }))
    .filter((g) => g.points.length > 0);
  if (!groups.length) return <Typography.Text type="secondary">{t('roles.noPoints')}</Typography.Text>;
  return (
    <dl className="gb-manage-role-points">
      {groups.map(({ group, points }) => (
        <div key={group} className="gb-manage-role-points__group">
          <dt>{t(`groups.${group}`)}</dt>
          <dd>
            {points.map((p) => (
              <Tag key={p} className="gb-manage-role-points__tag">
                {t(pointKey(p))}
              </Tag>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What the panel has open: the editor of a role, or of a new one (null). */
type Editing = { role: CompanyRole | null } | null;

/**
 * The company's roles (issue 13 item 2): each with its permission points and how many users hold it, so an admin can
 * give a standard user exactly the showroom, analytics or chat rights it needs. Holders of manage:role:edit create,
 * change and delete roles; a role someone holds cannot be deleted until nobody does.
 */
export function RolesPanel({ companyId }: { companyId: number }) {
  const { t } = useTranslation(['manage', 'common']);
  const { message } = App.useApp();
  const mayEdit = usePermission(PERM.manageRoleEdit);
  const roles = useCompanyRoles(companyId);
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useManageWrite(
    companyId,
    (role: CompanyRole) => removeRole(role.id),
    (_result, role) => void message.success({ content: t('manage:roles.deleted', { name: role.name }), key: 'role-deleted' }),
  );
  const list = roles.data?.list ?? [];
  const assignable = roles.data?.assignable ?? [];
  const full = list.length >= ROLES_MAX;

  const columns: ColumnsType<CompanyRole> = [
    { key: 'name', title: t('manage:roles.columns.name'), render: (_, r) => <span className="gb-manage-role-name">{r.name}</span> },
    { key: 'points', title: t('manage:roles.columns.points'), render: (_, r) => <RolePoints role={r} assignable={assignable} /> },
    {
      key: 'users',
      title: t('manage:roles.columns.users'),
      align: 'end',
      render: (_, r) => t('manage:roles.userCount', { count: r.userCount }),
    },
  ];
  if (mayEdit) {
    columns.push({
      key: 'actions',
      title: t('manage:columns.actions'),
      render: (_, r) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => setEditing({ role: r })}
            aria-label={t('manage:actions.named', { action: t('manage:actions.edit'), name: r.name })}
          >
            {t('manage:actions.edit')}
          </Button>
          {r.userCount > 0 ? (
            <Tooltip title={t('manage:roles.inUse', { count: r.userCount })}>
              <Button type="link" size="small" danger disabled icon={<DeleteOutlined />}>
                {t('manage:actions.delete')}
              </Button>
            </Tooltip>
          ) : (
            <Popconfirm
              title={t('manage:roles.deleteTitle', { name: r.name })}
              okText={t('manage:actions.delete')}
              cancelText={t('manage:actions.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove.mutateAsync(r).catch(() => undefined)}
            >
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                loading={remove.isPending && remove.variables?.id === r.id}
                aria-label={t('manage:actions.named', { action: t('manage:actions.delete'), name: r.name })}
              >
                {t('manage:actions.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    });
  }

  return (
    <section className="gb-manage-roles" aria-labelledby="gb-manage-roles-title">
      <div className="gb-manage-toolbar">
        <div className="gb-manage-toolbar__text">
          <h2 id="gb-manage-roles-title" className="gb-manage-section-title">
            {t('manage:roles.title')}
          </h2>
          <Typography.Paragraph type="secondary" className="gb-manage-toolbar__intro">
            {t('manage:roles.intro')}
          </Typography.Paragraph>
        </div>
        {mayEdit ? (
          <Tooltip title={full ? t('manage:roles.limit', { max: ROLES_MAX }) : undefined}>
            <Button
              type="primary"
              className="gb-manage-toolbar__action"
              icon={<PlusOutlined />}
              disabled={full || roles.isPending}
              onClick={() => setEditing({ role: null })}
            >
              {t('manage:roles.new')}
            </Button>
          </Tooltip>
        ) : null}
      </div>
      {roles.isError ? (
        <Alert
          type="error"
          showIcon
          className="gb-manage-alert"
          title={t('manage:roles.loadFailed')}
          description={errorMessageOf(roles.error)}
          action={<Button onClick={() => void roles.refetch()}>{t('common:actions.retry')}</Button>}
        />
      ) : null}
      <Table<CompanyRole>
        rowKey="id"
        size="middle"
        className="gb-manage-table"
        columns={columns}
        dataSource={list}
        loading={roles.isFetching}
        locale={{ emptyText: t('manage:roles.empty') }}
        scroll={{ x: 'max-content' }}
        pagination={false}
      />
      {editing ? <RoleEditor companyId={companyId} role={editing.role} assignable={assignable} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
