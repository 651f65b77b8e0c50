import { App, Button, Space, Tag } from 'antd';
import { CheckCircleFilled, CheckOutlined, ClockCircleOutlined, CloseCircleOutlined, CloseOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Connection, ConnectionDirection } from '@gembourse/contracts/connections';
import { ChatButton } from '../../../shared/chat/chat-button.tsx';
import { formatDate } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { LazyImage } from '../../../shared/ui/lazy-image.tsx';
import { acceptConnection, companyKeys, declineConnection, withdrawConnection } from '../api.ts';
import { WithdrawButton } from './withdraw-button.tsx';

/** The status of a request as a tag; an accepted one reads "Contact has been established" (SPEC §4). */
export function ConnectionStatusTag({ status }: { status: Connection['status'] }) {
  const { t } = useTranslation('companies');
  if (status === 'accepted')
    return (
      <Tag color="success" icon={<CheckCircleFilled />}>
        {t('connection.accepted')}
      </Tag>
    );
  if (status === 'declined') return <Tag icon={<CloseCircleOutlined />}>{t('requests.declined')}</Tag>;
  return (
    <Tag color="processing" icon={<ClockCircleOutlined />}>
      {t('requests.pending')}
    </Tag>
  );
}

/**
 * One contact request: the other party, the note, the date, and while it is pending Accept / Decline (incoming) or
 * Withdraw (outgoing); once accepted, a chat with the other party (the requester themself for an incoming one).
 */
export function ConnectionRow({ connection, direction }: { connection: Connection; direction: ConnectionDirection }) {
  const { t } = useTranslation('companies');
  const locale = useLocaleStore((s) => s.locale);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: companyKeys.connections });
    // Contacts and relation of the other company change for both sides.
    void queryClient.invalidateQueries({ queryKey: companyKeys.detail(connection.requester.companyId) });
    void queryClient.invalidateQueries({ queryKey: companyKeys.detail(connection.supplier.companyId) });
    void queryClient.invalidateQueries({ queryKey: ['companies', 'contacts'] });
  };
  const accept = useMutation({
    mutationFn: () => acceptConnection(connection.id),
    onSuccess: () => {
      void message.success(t('connection.accepted'));
      refresh();
    },
  });
  const decline = useMutation({
    mutationFn: () => declineConnection(connection.id),
    onSuccess: () => {
      void message.info(t('requests.declinedToast'));
      refresh();
    },
  });
  const withdraw = useMutation({
    mutationFn: () => withdrawConnection(connection.id),
    onSuccess: () => {
      void message.success(t('connection.withdrawnToast'));
      refresh();
    },
  });
  const other = direction === 'incoming' ? connection.requester : connection.supplier;
  const busy = accept.isPending || decline.isPending;
  const pending = connection.status === 'pending';
  return (
    <li className="gb-request">
      <div className="gb-request__logo">
        <LazyImage src={other.logo} alt="" width={40} height={40} />
      </div>
      <div className="gb-request__body">
        <p className="gb-request__who">
          <Link to={`/home/company-profile?id=${other.companyId}`}>{other.companyName}</Link>
          {direction === 'incoming' ? <span className="gb-request__person"> · {connection.requester.name}</span> : null}
        </p>
        {connection.message ? <p className="gb-request__message">{connection.message}</p> : null}
        <p className="gb-request__date">{formatDate(connection.createdAt, locale)}</p>
      </div>
      <div className="gb-request__actions">
        {direction === 'incoming' && pending ? (
          <Space wrap size={8}>
            <Button
              type="primary"
              size="small"
              icon={<CheckOutlined />}
              loading={accept.isPending}
              disabled={busy}
              onClick={() => accept.mutate()}
            >
              {t('requests.accept')}
            </Button>
            <Button size="small" icon={<CloseOutlined />} loading={decline.isPending} disabled={busy} onClick={() => decline.mutate()}>
              {t('requests.decline')}
            </Button>
          </Space>
        ) : direction === 'outgoing' && pending ? (
          <Space wrap size={8}>
            <ConnectionStatusTag status={connection.status} />
            <WithdrawButton small onWithdraw={() => withdraw.mutateAsync()} loading={withdraw.isPending} />
          </Space>
        ) : connection.status === 'accepted' ? (
          <Space wrap size={8}>
            <ConnectionStatusTag status={connection.status} />
            <ChatButton
              size="small"
              companyId={other.companyId}
              request={{
                userId: direction === 'incoming' ? connection.requester.userId : undefined,
                context: { type: 'connection', id: connection.id },
              }}
            />
          </Space>
        ) : (
          <ConnectionStatusTag status={connection.status} />
        )}
      </div>
    </li>
  );
}
