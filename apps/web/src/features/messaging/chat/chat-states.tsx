import { Button } from 'antd';
import { ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** A chat part that could not load: the reason (the server's message when there is one) and a retry. */
export function ChatError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation('messaging');
  return (
    <div className="gb-query-error gb-chat-error" role="alert">
      <WarningOutlined className="gb-query-error__icon" />
      <p className="gb-query-error__title">{t('chat.conversation.loadFailed')}</p>
      {text ? <p className="gb-query-error__text">{text}</p> : null}
      <Button icon={<ReloadOutlined />} onClick={onRetry}>
        {t('chat.retry')}
      </Button>
    </div>
  );
}
