import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * The "confirm the new password" field of every password form; `of` names the field it must equal, `rules` and
 * `required` come from the form's kit (confirmSpec).
 */
export function ConfirmPasswordItem({ of, size, rules, required }: { of: string; size?: 'large'; rules: Rule[]; required: boolean }) {
  const { t } = useTranslation('account');
  return (
    <Form.Item name="confirm" label={t('password.confirm')} required={required} dependencies={[of]} validateTrigger="onBlur" rules={rules}>
      <Input.Password prefix={<LockOutlined />} autoComplete="new-password" size={size} />
    </Form.Item>
  );
}
