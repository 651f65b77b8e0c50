import { useState } from 'react';
import { Button, Drawer, Spin } from 'antd';
import { ExpandOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MESSAGES_PATH } from '../../../shared/chat/open-chat.ts';
import { useNamespaces } from '../../../shared/i18n/use-namespaces.ts';
import { navigateTo } from '../../../shared/navigation/navigator.ts';
import { setSessionFlag } from '../../../shared/session/session-store.ts';
import { setPanelConversation, useChatStore } from './chat-store.ts';
import { ConversationList } from './conversation-list.tsx';
import { ConversationView } from './conversation-view.tsx';
import { useChatRequests } from './use-chat-request.ts';
import './chat.css';

/** The panel's width; a screen narrower than that gets its full width (phones have the messages page instead). */
const PANEL_WIDTH = 'min(420px, 100vw)';

/**
 * The message panel of SPEC §3 (the session's `messagePanelOpen` flag): a drawer on the right with my conversations
 * and, once one is picked, that conversation; "Open all" moves to the full messages page with the same conversation.
 * No mask: the member keeps reading the product or the profile they asked about while they chat.
 */
export function ChatPanel({ open }: { open: boolean }) {
  const ready = useNamespaces(['messaging']);
  const { t } = useTranslation('messaging');
  const conversationId = useChatStore((s) => s.panelConversationId);
  // The content stays through the closing animation, then leaves: a closed panel must not count as reading.
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);
  useChatRequests(open, setPanelConversation);
  const close = () => setSessionFlag('messagePanelOpen', false);
  const openAll = () => {
    close();
    navigateTo(conversationId ? `${MESSAGES_PATH}?c=${conversationId}` : MESSAGES_PATH);
  };

  return (
    <Drawer
      open={open}
      onClose={close}
      placement="right"
      size={PANEL_WIDTH}
      title={ready ? t('chat.panel.title') : null}
      extra={
        ready ? (
          <Button type="text" icon={<ExpandOutlined />} onClick={openAll}>
            {t('chat.panel.openAll')}
          </Button>
        ) : null
      }
      mask={false}
      afterOpenChange={(isOpen) => setShown(isOpen)}
      className="gb-chat-panel"
      classNames={{ body: 'gb-chat-panel__body' }}
    >
      {!shown ? null : !ready ? (
        <Spin className="gb-chat-panel__spin" />
      ) : conversationId ? (
        <ConversationView key={conversationId} conversationId={conversationId} onBack={() => setPanelConversation(null)} />
      ) : (
        <ConversationList selectedId={null} onOpen={setPanelConversation} />
      )}
    </Drawer>
  );
}
