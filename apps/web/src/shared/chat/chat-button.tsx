import { Button, type ButtonProps } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNamespaces } from '../i18n/use-namespaces.ts';
import { useIsLoggedIn, useSessionStore } from '../session/session-store.ts';
import { useMemberAction, useResumeAfterLogin } from '../session/use-member-action.ts';
import { PERM } from '@gembourse/contracts/permissions';
import { usePermission } from '../permissions/use-permission.tsx';
import { openChat, type ChatRequest } from './open-chat.ts';

interface ChatButtonProps extends Pick<ButtonProps, 'size' | 'type' | 'block' | 'className'> {
  request: ChatRequest;
  /** The company that would answer: no button on one's own (SPEC §5, chatting with oneself is not supported). */
  companyId: number;
  /** "Chat with supplier" on a product, "Chat" elsewhere. */
  label?: 'supplier' | 'chat';
}

/**
 * The chat's entry on other features' pages (a product, a company profile, a connection, a match): opens the panel,
 * or the messages page on phones, with the conversation for `request`. A guest sees it too: it asks them to log in
 * (useMemberAction) and opens the chat once they have. Never on one's own company, which the server would refuse
 * anyway (SPEC §5).
 */
export function ChatButton({ request, companyId, label = 'chat', size, type, block, className }: ChatButtonProps) {
  const ready = useNamespaces(['messaging']);
  const { t } = useTranslation('messaging');
  const loggedIn = useIsLoggedIn();
  const myCompany = useSessionStore((s) => s.userInfo?.companyId ?? 0);
  // A guest has no points yet (true until they log in); a member whose role lacks chat:use gets no button.
  const mayChat = usePermission(PERM.chatUse);
  const member = useMemberAction();
  const key = `chat:${request.userId ?? ''}:${request.context?.type ?? ''}:${request.context?.id ?? ''}`;
  // A guest who logged in from this button: the chat opens, unless they turned out to be of this very company.
  useResumeAfterLogin(key, () => {
    if (useSessionStore.getState().userInfo?.companyId !== companyId) openChat(request);
  });
  if (loggedIn && (companyId === myCompany || !mayChat)) return null;
  return (
    <Button
      icon={<MessageOutlined />}
      size={size}
      type={type}
      block={block}
      className={className}
      disabled={!ready}
      onClick={() => member(() => openChat(request), { resume: key })}
    >
      {ready ? t(label === 'supplier' ? 'chat.start.supplier' : 'chat.start.chat') : null}
    </Button>
  );
}
