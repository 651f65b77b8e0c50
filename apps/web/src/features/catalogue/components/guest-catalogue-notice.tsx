import { Alert, Button } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@gembourse/contracts/limits';
import { setSessionFlag } from '../../../shared/session/session-store.ts';

/**
 * SPEC §2: guests see limited results and a notice asking them to log in for the full catalogue. It says what the
 * guest sees: a preview of each search (docs/decisions.md "The guest rule"), with the prices their suppliers show to
 * everyone; it promises more prices after login, never all of them (a supplier may keep a price to itself).
 */
export function GuestCatalogueNotice() {
  const { t } = useTranslation(['catalogue', 'common']);
  return (
    <Alert
      className="gb-cat-guest"
      type="info"
      showIcon
      icon={<LockOutlined />}
      title={t('catalogue:guest.title', { limit: LIMITS.guestResultLimit })}
      description={t('catalogue:guest.text')}
      action={
        <Button type="primary" onClick={() => setSessionFlag('loginModalOpen', true)}>
          {t('common:actions.login')}
        </Button>
      }
    />
  );
}
