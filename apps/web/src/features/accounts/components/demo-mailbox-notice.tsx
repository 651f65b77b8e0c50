import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDemoMode } from '../api.ts';

/** In demo mode, where the e-mail just sent can be read: the demo mailbox page. Nothing outside demo mode. */
export function DemoMailboxNotice({ className }: { className?: string }) {
  const { t } = useTranslation('account');
  if (!useDemoMode()) return null;
  return (
    <Alert
      type="info"
      showIcon
      className={className}
      title={t('demoMailbox.text')}
      action={
        // A new tab keeps this confirmation in place while the visitor reads the mail.
        <Link to="/home/dev-mailbox" target="_blank">
          {t('demoMailbox.open')}
        </Link>
      }
    />
  );
}
