import { Alert, Button } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { setSessionFlag } from '../../../shared/session/session-store.ts';

/** SPEC §2: guests see limited results and a notice asking them to log in for the full directory. */
export function GuestDirectoryNotice({ shown }: { shown: number }) {
  const { t } = useTranslation(['companies', 'common']);
  return (
    <Alert
      className="gb-dir-guest"
      type="info"
      showIcon
      icon={<LockOutlined />}
      title={t('companies:directory.guestTitle', { shown })}
      description={t('companies:directory.guestText')}
      action={
        <Button type="primary" onClick={() => setSessionFlag('loginModalOpen', true)}>
          {t('common:actions.login')}
        </Button>
      }
    />
  );
}
