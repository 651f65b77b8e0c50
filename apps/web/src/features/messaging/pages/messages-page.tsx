import { useCallback } from 'react';
import { Grid } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useChatLive } from '../chat/chat-live.ts';
import { ConversationList } from '../chat/conversation-list.tsx';
import { ConversationView } from '../chat/conversation-view.tsx';
import { useChatRequests } from '../chat/use-chat-request.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import '../chat/chat.css';

/** The open conversation of the address (`?c=`), or null when the list is shown. */
function conversationIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('c'));
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * /home/messages: the chat as a page, for phones (where it replaces the panel) and for "Open all" from the panel.
 * Wide screens show the list beside the open conversation; phones show one or the other. The open conversation is in
 * the address (`?c=<id>`), so the back button returns to the list and a link opens the same conversation.
 */
export function MessagesPage() {
  const { t } = useTranslation('messaging');
  const [params, setParams] = useSearchParams();
  const selected = conversationIdOf(params);
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const panelOpen = useSessionStore((s) => s.messagePanelOpen);
  useChatLive();

  const open = useCallback(
    (id: number | null) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('c', String(id));
        else next.delete('c');
        return next;
      }),
    [setParams],
  );
  // Requests of other features land here on phones; on wide screens the panel takes them while it is open.
  useChatRequests(!panelOpen, open);

  const list = <ConversationList selectedId={selected} onOpen={open} />;
  const conversation = selected ? (
    <ConversationView key={selected} conversationId={selected} onBack={phone ? () => open(null) : undefined} />
  ) : null;

  return (
    <div className={`gb-chat-page${phone ? ' gb-chat-page--phone' : ''}`}>
      <h1 className="gb-chat-page__title">{t('chat.page.title')}</h1>
      <div className="gb-chat-page__frame">
        {phone ? (
          (conversation ?? <div className="gb-chat-page__list">{list}</div>)
        ) : (
          <>
            <aside className="gb-chat-page__list" aria-label={t('chat.list.title')}>
              {list}
            </aside>
            <div className="gb-chat-page__conversation">
              {conversation ?? (
                <div className="gb-chat-empty gb-chat-empty--pick">
                  <MessageOutlined className="gb-chat-empty__icon" />
                  <p>{t('chat.page.pick')}</p>
                </div>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
