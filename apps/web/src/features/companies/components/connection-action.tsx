import { useEffect, useState } from 'react';
import { App, Button, Form, Modal, Space, Tag } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined, UserAddOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ViewerRelation } from '@gembourse/contracts/company';
import { ZConnectionRequest, type ConnectionRequest } from '@gembourse/contracts/connections';
import type { FormKitConfig } from '../../../shared/forms/form-kit.ts';
import { useFormKit } from '../../../shared/forms/use-form-kit.ts';
import { TrimmedTextArea } from '../../../shared/ui/trimmed-input.tsx';
import { companyKeys, pendingRequestTo, requestConnection, withdrawConnection } from '../api.ts';
import { useMemberAction, useResumeAfterLogin } from '../../../shared/session/use-member-action.ts';
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

interface NoteValues {
  message?: string;
}

/** The request's note on ZConnectionRequest: optional, as long as the contract allows (the company is the page's). */
const NOTE_KIT: FormKitConfig<NoteValues> = {
  schema: ZConnectionRequest,
  toRequest: (values) => ({ companyId: 0, message: values.message?.trim() || undefined }),
};

/**
 * The contact request of SPEC §4: none → "Request contact" (a modal with an optional note); pending → "Request
 * sent", which may be withdrawn; accepted → "Contact has been established"; declined → the request may be sent
 * again. When the other company had asked us first, sending accepts its request and the contact is established.
 */
export function ConnectionAction({ companyId, connection }: { companyId: number; connection: ViewerRelation['connection'] }) {
  const { t } = useTranslation('companies');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const patchViewer = usePatchViewer(companyId);
  const asMember = useMemberAction();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<NoteValues>();
  const kit = useFormKit(form, NOTE_KIT);
  const send = useMutation({
    mutationFn: requestConnection,
    onSuccess: (answer) => {
      const accepted = answer.status === 'accepted';
      patchViewer({ connection: accepted ? 'accepted' : 'pending' });
      void queryClient.invalidateQueries({ queryKey: companyKeys.connections });
      // An established contact opens the contact details: the profile reloads them.
      if (accepted) void queryClient.invalidateQueries({ queryKey: companyKeys.detail(companyId) });
      void message.success(accepted ? t('connection.accepted') : t('connection.sentToast'));
      form.resetFields();
      setOpen(false);
    },
  });

  // A guest who logs in from "Request contact" finds the request open; unless, as the profile now says, it was sent
  // or answered already.
  const resumeKey = `connection-request:${companyId}`;
  const settled = connection === 'accepted' || connection === 'pending';
  useResumeAfterLogin(resumeKey, () => setOpen(true));
  useEffect(() => {
    if (settled) setOpen(false);
  }, [settled]);

  if (connection === 'accepted') {
    return (
      <Tag color="success" icon={<CheckCircleFilled />} className="gb-connection-tag">
        {t('connection.accepted')}
      </Tag>
    );
  }
  if (connection === 'pending') return <PendingRequest companyId={companyId} />;
  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    // The contract's schema, as on the server: the note is optional and no longer than the contract allows.
    const body = kit.parse<ConnectionRequest>({
      companyId,
      message: (form.getFieldValue('message') as string | undefined)?.trim() || undefined,
    });
    if (body) send.mutate(body);
  };
  return (
    <>
      <Button type="primary" icon={<UserAddOutlined />} onClick={() => asMember(() => setOpen(true), { resume: resumeKey })}>
        {connection === 'declined' ? t('connection.requestAgain') : t('connection.request')}
      </Button>
      <Modal
        open={open}
        title={t('connection.modalTitle')}
        okText={t('connection.send')}
        okButtonProps={{ loading: send.isPending }}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p className="gb-muted">{connection === 'declined' ? t('connection.declinedHint') : t('connection.modalHint')}</p>
        <Form form={form} layout="vertical" component="div">
          <Form.Item name="message" label={t('connection.message')} htmlFor="gb-connection-message" {...kit.item('message')}>
            <TrimmedTextArea
              id="gb-connection-message"
              {...kit.input('message')}
              showCount
              rows={4}
              placeholder={t('connection.messagePlaceholder')}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
