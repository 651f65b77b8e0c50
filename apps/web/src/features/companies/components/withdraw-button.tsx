import { Button, Popconfirm } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** "Withdraw request", after a confirmation; `onWithdraw` settles however the call ends (errors are shown by the API client). */
export function WithdrawButton({ onWithdraw, loading, small }: { onWithdraw: () => Promise<unknown>; loading: boolean; small?: boolean }) {
  const { t } = useTranslation('companies');
  return (
    <Popconfirm
      title={t('connection.withdrawConfirm')}
      description={t('connection.withdrawHint')}
      okText={t('connection.withdrawOk')}
      cancelText={t('connection.cancel')}
      onConfirm={() => onWithdraw().catch(() => undefined)}
    >
      <Button size={small ? 'small' : undefined} icon={<RollbackOutlined />} loading={loading}>
        {t('connection.withdraw')}
      </Button>
    </Popconfirm>
  );
}
