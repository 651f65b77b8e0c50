import { App, Form, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZReportConversation } from '@gembourse/contracts/messaging';
import type { FormKitConfig } from '../../../shared/forms/form-kit.ts';
import { useFormKit } from '../../../shared/forms/use-form-kit.ts';
import { TrimmedTextArea } from '../../../shared/ui/trimmed-input.tsx';
import { reportConversation } from './chat-api.ts';

interface ReasonValues {
  reason?: string;
}

/** The reason on ZReportConversation: required, at most CHAT_LIMITS.reportReasonMax characters (the form kit reads both). */
const REASON_KIT: FormKitConfig<ReasonValues> = {
  schema: ZReportConversation,
  toRequest: (values) => ({ reason: values.reason?.trim() ?? '' }),
};

interface ReportModalProps {
  conversationId: number;
  peerName: string;
  open: boolean;
  onClose: () => void;
}

/** "Report to the organiser": why this conversation is spam or abuse; the platform's staff see it in the console. */
export function ReportModal({ conversationId, peerName, open, onClose }: ReportModalProps) {
  const { t } = useTranslation('messaging');
  const { message } = App.useApp();
  const [form] = Form.useForm<ReasonValues>();
  const kit = useFormKit(form, REASON_KIT);
  const report = useMutation({
    mutationFn: (reason: string) => reportConversation(conversationId, reason),
    onSuccess: () => {
      void message.success(t('chat.report.done'));
      form.resetFields();
      onClose();
    },
  });

  const submit = async () => {
    if (!(await kit.validate())) return;
    const body = kit.parse<{ reason: string }>({ reason: (form.getFieldValue('reason') as string | undefined)?.trim() ?? '' });
    if (body) report.mutate(body.reason);
  };

  const fieldId = `gb-chat-report-${conversationId}`;
  return (
    <Modal
      open={open}
      title={t('chat.report.title')}
      okText={t('chat.report.send')}
      okButtonProps={{ danger: true, loading: report.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="gb-muted">{t('chat.report.hint', { name: peerName })}</p>
      <Form form={form} layout="vertical" component="div">
        <Form.Item name="reason" label={t('chat.report.reason')} htmlFor={fieldId} {...kit.item('reason')}>
          <TrimmedTextArea id={fieldId} {...kit.input('reason')} showCount rows={4} placeholder={t('chat.report.placeholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
