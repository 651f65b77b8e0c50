import { useState } from 'react';
import { App, Button, Form, Modal } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZConnectionRequest, type Connection, type ConnectionRequest } from '@gembourse/contracts/connections';
import { connectionsApi } from '@gembourse/contracts/connections.api';
import { callApi } from '../../shared/api/endpoint-client.ts';
import type { FormKitConfig } from '../../shared/forms/form-kit.ts';
import { useFormKit } from '../../shared/forms/use-form-kit.ts';
import { useMemberAction, useResumeAfterLogin } from '../../shared/session/use-member-action.ts';
import { TrimmedTextArea } from '../../shared/ui/trimmed-input.tsx';

interface NoteValues {
  message?: string;
}

/** The request's note on ZConnectionRequest: optional, as long as the contract allows (the company is the caller's). */
const NOTE_KIT: FormKitConfig<NoteValues> = {
  schema: ZConnectionRequest,
  toRequest: (values) => ({ companyId: 0, message: values.message?.trim() || undefined }),
};

interface Props {
  companyId: number;
  /** The earlier request was declined: "Request again", with its hint. */
  again?: boolean;
  /** Told the answer (pending, or accepted when the other company had asked first), after the success message. */
  onSent: (answer: Connection) => void;
}

/**
 * "Request contact" of SPEC §4 with its dialog (an optional note), wherever a supplier is shown: its profile and a
 * product page. A guest gets the login box, and finds the dialog open once logged in. Texts: `companies` connection.
 */
export function ConnectionRequestButton({ companyId, again = false, onSent }: Props) {
  const { t } = useTranslation('companies');
  const { message } = App.useApp();
  const asMember = useMemberAction();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<NoteValues>();
  const kit = useFormKit(form, NOTE_KIT);
  const send = useMutation({
    mutationFn: (body: ConnectionRequest) => callApi(connectionsApi.request, { body }),
    onSuccess: (answer) => {
      void message.success(answer.status === 'accepted' ? t('connection.accepted') : t('connection.sentToast'));
      form.resetFields();
      setOpen(false);
      onSent(answer);
    },
  });
  const resumeKey = `connection-request:${companyId}`;
  useResumeAfterLogin(resumeKey, () => setOpen(true));

  const submit = async () => {
    if (!(await kit.validate())) return;
    // The contract's schema, as on the server: the note is optional and no longer than the contract allows.
    const body = kit.parse<ConnectionRequest>({
      companyId,
      message: (form.getFieldValue('message') as string | undefined)?.trim() || undefined,
    });
    if (body) send.mutate(body);
  };
  const fieldId = `gb-connection-message-${companyId}`;
  return (
    <>
      <Button type="primary" icon={<UserAddOutlined />} onClick={() => asMember(() => setOpen(true), { resume: resumeKey })}>
        {again ? t('connection.requestAgain') : t('connection.request')}
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
        <p className="gb-muted">{again ? t('connection.declinedHint') : t('connection.modalHint')}</p>
        <Form form={form} layout="vertical" component="div">
          <Form.Item name="message" label={t('connection.message')} htmlFor={fieldId} {...kit.item('message')}>
            <TrimmedTextArea id={fieldId} {...kit.input('message')} showCount rows={4} placeholder={t('connection.messagePlaceholder')} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
