import { useRef, useState } from 'react';
import { App, Form, Modal } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SHARE_RECIPIENTS_MAX, type ShareShowroom } from '@gembourse/contracts/connections';
import { useFormKit } from '../../../shared/forms/use-form-kit.ts';
import { TrimmedTextArea } from '../../../shared/ui/trimmed-input.tsx';
import { shareShowroom } from '../api.ts';
import { SHARE_KIT, shareRequestOf, type RecipientError, type ShareValues } from '../share-recipients.ts';
import { RecipientsInput, type RecipientsDraft } from './recipients-input.tsx';

interface ShareModalProps {
  companyId: number;
  companyName: string;
  open: boolean;
  onClose: () => void;
}

/**
 * "Share showroom link by e-mail" (SPEC §2, §5): recipients as tags and an optional note, checked by the contract's
 * schema before sending; server failures toast through the catalogue.
 */
export function ShareModal({ companyId, companyName, open, onClose }: ShareModalProps) {
  const { t } = useTranslation('companies');
  const { message } = App.useApp();
  const [form] = Form.useForm<ShareValues>();
  const kit = useFormKit(form, SHARE_KIT);
  const [typing, setTyping] = useState<RecipientError | null>(null);
  const draft = useRef<RecipientsDraft | null>(null);
  const send = useMutation({ mutationFn: shareShowroom });

  const submit = async () => {
    // What is still in the box counts: an address that needs correcting stops the send.
    if (draft.current && !draft.current.commit()) return;
    if (!(await kit.validate())) return;
    const body = kit.parse<ShareShowroom>(shareRequestOf(form.getFieldsValue(true) as ShareValues, companyId));
    if (!body) return;
    send.mutate(body, {
      onSuccess: (answer) => {
        void message.success(t('share.sent', { count: answer.sent }));
        onClose();
      },
    });
  };

  return (
    <Modal
      open={open}
      title={t('share.title', { name: companyName })}
      okText={t('share.send')}
      okButtonProps={{ icon: <MailOutlined />, loading: send.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        setTyping(null);
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" component="div" initialValues={{ emails: [], message: '' }}>
        <Form.Item
          name="emails"
          label={t('share.recipients')}
          htmlFor="gb-share-emails"
          {...kit.item('emails')}
          validateTrigger="onChange"
          // The text being typed is no value yet: its problem is shown here, before the list's own.
          {...(typing ? { validateStatus: 'error' as const, help: t(`share.errors.${typing}`, { max: SHARE_RECIPIENTS_MAX }) } : {})}
          extra={t('share.recipientsHint', { max: kit.limits('emails').max })}
        >
          <RecipientsInput id="gb-share-emails" draftRef={draft} onProblem={setTyping} placeholder={t('share.recipientsPlaceholder')} />
        </Form.Item>
        <Form.Item name="message" label={t('share.message')} htmlFor="gb-share-message" {...kit.item('message')}>
          <TrimmedTextArea id="gb-share-message" {...kit.input('message')} showCount rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
