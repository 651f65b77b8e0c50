import { useState } from 'react';
import { App, Button, Form, Modal, Tag } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined, UserAddOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CatalogueProductDetail } from '@gembourse/contracts/catalogue-search';
import { connectionsApi } from '@gembourse/contracts/connections.api';
import { ZConnectionRequest, type ConnectionRequest } from '@gembourse/contracts/connections';
import { callApi } from '../../../shared/api/endpoint-client.ts';
import type { FormKitConfig } from '../../../shared/forms/form-kit.ts';
import { useFormKit } from '../../../shared/forms/use-form-kit.ts';
import { TrimmedTextArea } from '../../../shared/ui/trimmed-input.tsx';
import { productDetailKeys } from './product-detail-api.ts';
import { useMemberAction, useResumeAfterLogin } from '../../../shared/session/use-member-action.ts';

interface NoteValues {
  message?: string;
}
const NOTE_KIT: FormKitConfig<NoteValues> = {
  schema: ZConnectionRequest,
  toRequest: (values) => ({ companyId: 1, message: values.message?.trim() || undefined }),
};

/**
 * SPEC §4's contact request from a product page, through the same endpoint and texts as the supplier's profile
 * (companies `connection`): none → a request with an optional note; pending → "Request sent"; connected → the tag.
 * Withdrawing stays on the profile, which knows the request.
 */
export function ConnectButton({ productId, supplier }: { productId: number; supplier: CatalogueProductDetail['supplier'] }) {
  const { t } = useTranslation('companies');
  const { message } = App.useApp();
  const client = useQueryClient();
  const asMember = useMemberAction();
  const [open, setOpen] = useState(false);
  // A guest who logs in through the box finds the request dialog open, as on the supplier's profile.
  const resumeKey = `connect:${supplier.id}`;
  useResumeAfterLogin(resumeKey, () => setOpen(true));
  const [form] = Form.useForm<NoteValues>();
  const kit = useFormKit(form, NOTE_KIT);
  const send = useMutation({
    mutationFn: (body: ConnectionRequest) => callApi(connectionsApi.request, { body }),
    onSuccess: (answer) => {
      void message.success(answer.status === 'accepted' ? t('connection.accepted') : t('connection.sentToast'));
      setOpen(false);
      void client.invalidateQueries({ queryKey: productDetailKeys.detail(productId) });
    },
  });

  if (supplier.connection === 'connected') {
    return (
      <Tag color="success" icon={<CheckCircleFilled />}>
        {t('connection.accepted')}
      </Tag>
    );
  }
  if (supplier.connection === 'pending') {
    return (
      <Button icon={<ClockCircleOutlined />} disabled>
        {t('connection.pending')}
      </Button>
    );
  }
  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const note = (form.getFieldValue('message') as string | undefined)?.trim() || undefined;
    const body = kit.parse<ConnectionRequest>({ companyId: supplier.id, message: note });
    if (body) send.mutate(body);
  };
  return (
    <>
      <Button type="primary" icon={<UserAddOutlined />} onClick={() => asMember(() => setOpen(true), { resume: resumeKey })}>
        {t('connection.request')}
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
        <p className="gb-muted">{t('connection.modalHint')}</p>
        <Form form={form} layout="vertical" component="div">
          <Form.Item name="message" label={t('connection.message')} htmlFor="gb-pd-connection-message" {...kit.item('message')}>
            <TrimmedTextArea
              id="gb-pd-connection-message"
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
