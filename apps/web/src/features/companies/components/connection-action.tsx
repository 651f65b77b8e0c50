import { App, Button, Space, Tag } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ViewerRelation } from '@gembourse/contracts/company';
import type { Connection } from '@gembourse/contracts/connections';
import { ConnectionRequestButton } from '../../../domain/companies/connection-request-button.tsx';
import { companyKeys, pendingRequestTo, withdrawConnection } from '../api.ts';
import { usePatchViewer } from '../hooks/use-patch-viewer.ts';
import { WithdrawButton } from './withdraw-button.tsx';

/** "Request sent", with the way to take the request back (the profile knows its status, the list its id). */
function PendingRequest({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const patchViewer = usePatchViewer(companyId);
  const withdraw = useMutation({
    mutationFn: async () => {
      const pending = await pendingRequestTo(companyId);
      if (!pending) return false;
      await withdrawConnection(pending.id);
      return true;
    },
    onSuccess: (withdrawn) => {
      if (!withdrawn) return;
      patchViewer({ connection: 'none' });
      void message.success(t('connection.withdrawnToast'));
    },
    // Answered meanwhile, or withdrawn elsewhere: the profile and the lists say how things stand now.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: companyKeys.connections });
      void queryClient.invalidateQueries({ queryKey: companyKeys.detail(companyId) });
    },
  });
  return (
    <Space wrap size={8}>
      <Button icon={<ClockCircleOutlined />} disabled>
        {t('connection.pending')}
      </Button>
      <WithdrawButton onWithdraw={() => withdraw.mutateAsync()} loading={withdraw.isPending} />
    </Space>
  );
}

/**
 * The contact request of SPEC §4: none → "Request contact" (a modal with an optional note); pending → "Request
 * sent", which may be withdrawn; accepted → "Contact has been established"; declined → the request may be sent
 * again. When the other company had asked us first, sending accepts its request and the contact is established.
 */
export function ConnectionAction({ companyId, connection }: { companyId: number; connection: ViewerRelation['connection'] }) {
  const { t } = useTranslation('companies');
  const queryClient = useQueryClient();
  const patchViewer = usePatchViewer(companyId);
  // The profile says at once how things stand; the connections list and, for an established contact, its details
  // (contact persons open) are read again.
  const sent = (answer: Connection) => {
    const accepted = answer.status === 'accepted';
    patchViewer({ connection: accepted ? 'accepted' : 'pending' });
    void queryClient.invalidateQueries({ queryKey: companyKeys.connections });
    if (accepted) void queryClient.invalidateQueries({ queryKey: companyKeys.detail(companyId) });
  };

  if (connection === 'accepted') {
    return (
      <Tag color="success" icon={<CheckCircleFilled />} className="gb-connection-tag">
        {t('connection.accepted')}
      </Tag>
    );
  }
  if (connection === 'pending') return <PendingRequest companyId={companyId} />;
  return <ConnectionRequestButton companyId={companyId} again={connection === 'declined'} onSent={sent} />;
}
