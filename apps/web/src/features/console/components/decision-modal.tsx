import { App, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ZCompanyVerification,
  type CompanyVerification,
  type ConsoleCompany,
  type VerificationDecision,
} from '@gembourse/contracts/console';
import type { FormKitConfig } from '../../../shared/forms/form-kit.ts';
import { useFormKit } from '../../../shared/forms/use-form-kit.ts';
import { TrimmedTextArea } from '../../../shared/ui/trimmed-input.tsx';
import { decideVerification, useConsoleWrite } from '../api.ts';

interface NoteValues {
  note?: string;
}

const noteOf = (values: NoteValues) => values.note?.trim() || undefined;

/** The decision's note on ZCompanyVerification: optional, as long as the contract allows (the decision is the button's). */
const NOTE_KIT: FormKitConfig<NoteValues> = {
  schema: ZCompanyVerification,
  toRequest: (values) => ({ verification: 'verified', note: noteOf(values) }),
};

/**
 * Confirms a verification decision, with an optional note that goes into the e-mail to the company's admins. Closes
 * once the decision is saved; on failure the error catalogue has shown why and the modal stays for another try.
 */
export function DecisionModal({
  company,
  decision,
  onClose,
}: {
  company: ConsoleCompany;
  decision: VerificationDecision;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const [form] = Form.useForm<NoteValues>();
  const kit = useFormKit(form, NOTE_KIT);
  const verify = decision === 'verified';
  const write = useConsoleWrite(
    (body: CompanyVerification) => decideVerification(company.id, body),
    () => {
      void message.success(t(verify ? 'decision.verifiedToast' : 'decision.rejectedToast', { name: company.name }));
      onClose();
    },
  );
  const submit = async () => {
    if (!(await kit.validate())) return;
    const note = noteOf(form.getFieldsValue(true) as NoteValues);
    const body = kit.parse<CompanyVerification>({ verification: decision, ...(note ? { note } : {}) });
    if (body) write.mutate(body);
  };
  return (
    <Modal
      open
      title={t(verify ? 'decision.verifyTitle' : 'decision.rejectTitle', { name: company.name })}
      okText={t(verify ? 'decision.verifyOk' : 'decision.rejectOk')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ danger: !verify }}
      confirmLoading={write.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t(verify ? 'decision.verifyText' : 'decision.rejectText')}</Typography.Paragraph>
      <Form form={form} layout="vertical" component="div">
        <Form.Item name="note" label={t('decision.note')} htmlFor="gb-console-decision-note" {...kit.item('note')}>
          <TrimmedTextArea
            id="gb-console-decision-note"
            {...kit.input('note')}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
            placeholder={t('decision.notePlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
