import { Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { confirmProblem } from '../password-validation.ts';

/** The "confirm the new password" field of every password form; `of` names the field it must equal. */
export function ConfirmPasswordItem({ of, size }: { of: string; size?: 'large' }) {
  const { t } = useTranslation('account');
  return (
    <Form.Item
      name="confirm"
      label={t('password.confirm')}
      required
      dependencies={[of]}
      validateTrigger="onBlur"
      rules={[
        ({ getFieldValue }) => ({
          validator: async (_, value) => {
            const p = confirmProblem(value, getFieldValue(of));
            if (p) throw new Error(t(p.key));
          },
        }),
      ]}
    >
      <Input.Password prefix={<LockOutlined />} autoComplete="new-password" size={size} />
    </Form.Item>
  );
}
