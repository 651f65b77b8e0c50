import { Alert, Button } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { setSessionFlag } from '../../../shared/session/session-store.ts';
import { GuestPart } from '../../../shared/session/viewer-parts.tsx';

/**
 * What opens a part of a profile that the showroom's privacy keeps closed (contacts, products): logging in, with a
 * button to the login box, or an accepted contact request.
 */
export function AccessNotice({
  requirement,
  loginText,
  connectionText,
}: {
  requirement: 'login' | 'connection' | 'none';
  loginText: string;
  connectionText: string;
}) {
  const { t } = useTranslation('common');
  if (requirement === 'login') {
    // A guest's notice: kept as space on a member's screen until the member's own answer (viewer-parts.tsx).
    return (
      <GuestPart>
        <Alert
          type="info"
          showIcon
          icon={<LockOutlined />}
          title={loginText}
          action={
            <Button size="small" type="primary" onClick={() => setSessionFlag('loginModalOpen', true)}>
              {t('actions.login')}
            </Button>
          }
        />
      </GuestPart>
    );
  }
  return <Alert type="info" showIcon icon={<LockOutlined />} title={connectionText} />;
}
