import { useState } from 'react';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { FlagOutlined, MoreOutlined, StopOutlined, UndoOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '@gembourse/contracts/messaging';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { refreshConversation, setBlocked } from './chat-api.ts';
import { ReportModal } from './report-modal.tsx';

/** The conversation's menu: block or unblock the peer (after a confirmation) and report to the organiser. */
export function ConversationMenu({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('messaging');
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const me = useSessionStore((s) => s.userInfo?.id ?? 0);
  const [reporting, setReporting] = useState(false);
  const { peer, blockedByMe } = conversation;
  const block = useMutation({
    mutationFn: (next: boolean) => setBlocked(peer.userId, next),
    onSuccess: (_answer, next) => {
      void message.success(next ? t('chat.block.done', { name: peer.name }) : t('chat.block.undone', { name: peer.name }));
      refreshConversation(client, me, conversation.id);
    },
  });

  const confirmBlock = () =>
    modal.confirm({
      title: t('chat.block.confirmTitle', { name: peer.name }),
      content: t('chat.block.confirmText'),
      okText: t('chat.block.block'),
      okButtonProps: { danger: true },
      cancelText: t('chat.block.cancel'),
      onOk: () => block.mutateAsync(true),
    });

  const items: MenuProps['items'] = [
    blockedByMe
      ? { key: 'unblock', icon: <UndoOutlined />, label: t('chat.block.unblock'), onClick: () => block.mutate(false) }
      : { key: 'block', icon: <StopOutlined />, label: t('chat.block.block'), danger: true, onClick: confirmBlock },
    { key: 'report', icon: <FlagOutlined />, label: t('chat.report.action'), onClick: () => setReporting(true) },
  ];

  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        <Button type="text" icon={<MoreOutlined />} aria-label={t('chat.conversation.menu')} loading={block.isPending} />
      </Dropdown>
      <ReportModal conversationId={conversation.id} peerName={peer.name} open={reporting} onClose={() => setReporting(false)} />
    </>
  );
}
