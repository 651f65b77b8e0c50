import { useState } from 'react';
import { Alert, App, Checkbox, Form, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZSaveRoleRequest, type CompanyRole, type SaveRoleRequest } from '@gembourse/contracts/company-users';
import type { FormKitConfig } from '../../../../shared/forms/form-kit.ts';
import { useFormKit } from '../../../../shared/forms/use-form-kit.ts';
import { TrimmedInput } from '../../../../shared/ui/trimmed-input.tsx';
import { manageKeys, saveRole } from '../../api-manage-users.ts';
import { groupedPoints, pointKey } from './role-points.ts';

interface RoleValues {
  name?: string;
  points: string[];
}

const toRoleRequest = (values: RoleValues) => ({ name: (values.name ?? '').trim(), points: values.points ?? [] });

/** The role form checked by ZSaveRoleRequest, the server's schema (the id of an edited role is added on send). */
const ROLE_KIT: FormKitConfig<RoleValues> = {
  schema: ZSaveRoleRequest,
  toRequest: toRoleRequest,
  fields: { name: { messages: { required: 'manage:validation.roleNameRequired' } } },
};

/** The points picker: one fieldset per group with a "whole group" box, each point labelled in the viewer's language. */
function PointsPicker({
  assignable,
  value = [],
  onChange,
}: {
  assignable: readonly string[];
  value?: string[];
  onChange?: (v: string[]) => void;
}) {
  const { t } = useTranslation('manage');
  const chosen = new Set(value);
  const set = (points: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const p of points) {
      if (on) next.add(p);
      else next.delete(p);
    }
    // In the editor's order, so that the request reads the same however the boxes were ticked.
    onChange?.(assignable.filter((p) => next.has(p)));
  };
  return (
    <div className="gb-manage-points">
      {groupedPoints(assignable).map(({ group, points }) => {
        const count = points.filter((p) => chosen.has(p)).length;
        return (
          <fieldset key={group} className="gb-manage-points__group">
            <legend className="gb-manage-points__legend">
              <Checkbox
                checked={count === points.length}
                indeterminate={count > 0 && count < points.length}
                onChange={(e) => set(points, e.target.checked)}
              >
                {t(`groups.${group}`)}
              </Checkbox>
            </legend>
            <div className="gb-manage-points__list">
              {points.map((p) => (
                <Checkbox key={p} checked={chosen.has(p)} onChange={(e) => set([p], e.target.checked)}>
                  {t(pointKey(p))}
                </Checkbox>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

interface RoleEditorProps {
  companyId: number;
  /** The role to change, or null for a new one. */
  role: CompanyRole | null;
  /** The points this company may hand out. */
  assignable: readonly string[];
  onClose: () => void;
}

/**
 * New role or Edit role, in a modal: a name and the permission points, grouped by area (showroom, analytics, company,
 * users and roles, billing). The role's holders get the new points at once (the server tells their sessions).
 */
export function RoleEditor({ companyId, role, assignable, onClose }: RoleEditorProps) {
  const { t } = useTranslation(['manage', 'errors']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RoleValues>();
  const kit = useFormKit(form, ROLE_KIT);
  const [initial] = useState<RoleValues>(() => (role ? { name: role.name, points: [...role.points] } : { points: [] }));
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    setFormError(null);
    const request = toRoleRequest(form.getFieldsValue(true) as RoleValues);
    const body = kit.parse<SaveRoleRequest>(role ? { id: role.id, ...request } : request);
    if (!body) {
      void message.warning({ content: t('errors:checkForm'), key: 'role-check' });
      return;
    }
    setSaving(true);
    try {
      const saved = await saveRole(body);
      void message.success({ content: t(role ? 'manage:roles.saved' : 'manage:roles.created', { name: saved.name }), key: 'role-saved' });
      void queryClient.invalidateQueries({ queryKey: manageKeys.company(companyId) });
      onClose();
    } catch (error) {
      setFormError(kit.showServerErrors(error, t('errors:failed.save')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={role ? t('manage:roles.editTitle', { name: role.name }) : t('manage:roles.createTitle')}
      okText={t('manage:roles.save')}
      cancelText={t('manage:actions.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      mask={{ closable: false }}
      destroyOnHidden
      width={640}
    >
      {formError ? <Alert type="error" showIcon title={formError} className="gb-manage-panel__alert" role="alert" /> : null}
      <Form<RoleValues>
        form={form}
        name="role-form"
        layout="vertical"
        noValidate
        initialValues={initial}
        onFinish={() => void submit()}
        onValuesChange={() => formError && setFormError(null)}
      >
        <Form.Item name="name" label={t('manage:roles.name')} {...kit.item('name')}>
          <TrimmedInput {...kit.input('name')} showCount autoComplete="off" placeholder={t('manage:roles.namePlaceholder')} />
        </Form.Item>
        <Form.Item name="points" label={t('manage:roles.points')} extra={t('manage:roles.pointsHint')}>
          <PointsPicker assignable={assignable} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
