import { Alert, Button } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { setSessionFlag } from '../../../shared/session/session-store.ts';

/** SPEC §2: guests see the first results and a notice asking them to log in for the full catalogue. */
export function GuestCatalogueNotice({ shown }: { shown: number }) {
  const { t } = useTranslation(['catalogue', 'common']);
  return (
    <Alert
      className="gb-cat-guest"
      type="info"
      showIcon
      icon={<LockOutlined />}
      title={t('catalogue:guest.title', { shown })}
      description={t('catalogue:guest.text')}
      action={
        <Button type="primary" onClick={() => setSessionFlag('loginModalOpen', true)}>
          {t('common:actions.login')}
        </Button>
      }
    />
  );
}
