import { useMemo, useState } from 'react';
import { App, Form, Modal, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { ZContactSave, ZPhone, type ContactSave } from '@gembourse/contracts/company-profile';
import { ZEmail } from '@gembourse/contracts/primitives';
import { LIMITS } from '@gembourse/contracts/limits';
import { ImageUpload } from '../../../shared/ui/image-upload.tsx';
import { doneUrls, toUploadItems, type UploadItem } from '../../../shared/ui/image-upload-api.ts';
import { TrimmedInput } from '../../../shared/ui/trimmed-input.tsx';
import { saveContact } from './editor-api.ts';
import { fieldErrorsOf, placeErrors } from './field-errors.ts';

/** What the modal starts from: a contact to edit (with id), a team member to add, or nothing. */
export interface ContactDraft {
  id?: number;
  firstName?: string;
  lastName?: string;
  email?: string;
  title?: string | null;
  phone?: string | null;
  cover?: string | null;
  status?: 'active' | 'hidden';
}

interface ContactValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  title?: string;
  phone?: string;
  cover: UploadItem[];
  shown: boolean;
}

const FIELDS = ['firstName', 'lastName', 'email', 'title', 'phone', 'cover'];
const text = (v: string | undefined) => (v ?? '').trim();

/** Add or edit one contact (SPEC §3 "Contact"); the OK button reads Save (SPEC §9). */
export function ContactModal({ draft, onClose, onSaved }: { draft: ContactDraft; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('companyEditor');
  const { message } = App.useApp();
  const [form] = Form.useForm<ContactValues>();
  const [saving, setSaving] = useState(false);
  const editing = draft.id !== undefined;

  const rules = useMemo(() => {
    const required = (key: string): Rule => ({ required: true, whitespace: true, message: t(key) });
    const max = (n: number): Rule => ({ max: n, message: t('validation.tooLong', { max: n }) });
    const name = (key: string): Rule[] => [required(key), { max: LIMITS.nameMaxLength, message: t('contacts.validation.nameMax', { max: LIMITS.nameMaxLength }) }];
    const schema = (s: { safeParse: (v: unknown) => { success: boolean } }, key: string): Rule => ({
      validator: async (_: unknown, v: unknown) => {
        if (typeof v === 'string' && v.trim() && !s.safeParse(v.trim()).success) throw new Error(t(key));
      },
    });
    return {
      firstName: name('contacts.validation.firstName'),
      lastName: name('contacts.validation.lastName'),
      email: [required('contacts.validation.email'), schema(ZEmail, 'validation.email')],
      title: [required('contacts.validation.title'), max(80)],
      phone: [schema(ZPhone, 'validation.phone')],
    };
  }, [t]);

  const submit = async () => {
    let values: ContactValues;
    try {
      values = await form.validateFields();
    } catch {
      void message.warning({ content: t('errors:checkForm'), key: 'gb-editor-check' });
      return;
    }
    const body: ContactSave = {
      ...(editing ? { id: draft.id } : {}),
      firstName: text(values.firstName),
      lastName: text(values.lastName),
      email: text(values.email),
      title: text(values.title),
      phone: text(values.phone) || null,
      cover: doneUrls(values.cover).at(-1) ?? null,
      status: values.shown ? 'active' : 'hidden',
    };
    const parsed = ZContactSave.safeParse(body);
    if (!parsed.success) {
      const { fields } = placeErrors(parsed.error.issues.map((i) => ({ path: i.path, message: t('validation.checkField') })), FIELDS);
      form.setFields(fields.map((f) => ({ name: f.name as keyof ContactValues, errors: f.errors })));
      void message.warning({ content: t('errors:checkForm'), key: 'gb-editor-check' });
      return;
    }
    setSaving(true);
    try {
      await saveContact(parsed.data);
      void message.success(t('errors:updateSuccess'));
      onSaved();
    } catch (error) {
      // The catalogue has toasted the server's message; its field errors go under the inputs.
      const { fields } = placeErrors(fieldErrorsOf(error), FIELDS);
      form.setFields(fields.map((f) => ({ name: f.name as keyof ContactValues, errors: f.errors })));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={editing ? t('contacts.editTitle') : t('contacts.addTitle')}
      okText={t('contacts.save')}
      cancelText={t('contacts.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      maskClosable={false}
      destroyOnHidden
      width={560}
    >
      <Form<ContactValues>
        form={form}
        layout="vertical"
        noValidate
        name="editor-contact"
        initialValues={{
          firstName: draft.firstName ?? '',
          lastName: draft.lastName ?? '',
          email: draft.email ?? '',
          title: draft.title ?? '',
          phone: draft.phone ?? '',
          cover: toUploadItems(draft.cover),
          shown: draft.status !== 'hidden',
        }}
        onFinish={() => void submit()}
      >
        <Form.Item name="cover" label={t('contacts.fields.cover')}>
          <ImageUpload purpose="contactCover" shape="square" addLabel={t('contacts.addCover')} />
        </Form.Item>
        <div className="gb-editor__modal-pair">
          <Form.Item name="firstName" label={t('contacts.fields.firstName')} rules={rules.firstName}>
            <TrimmedInput autoComplete="off" maxLength={LIMITS.nameMaxLength + 10} />
          </Form.Item>
          <Form.Item name="lastName" label={t('contacts.fields.lastName')} rules={rules.lastName}>
            <TrimmedInput autoComplete="off" maxLength={LIMITS.nameMaxLength + 10} />
          </Form.Item>
        </div>
        <Form.Item name="title" label={t('contacts.fields.title')} rules={rules.title}>
          <TrimmedInput maxLength={90} placeholder={t('contacts.validation.title')} />
        </Form.Item>
        <div className="gb-editor__modal-pair">
          <Form.Item name="email" label={t('contacts.fields.email')} rules={rules.email}>
            <TrimmedInput realtime type="email" autoComplete="off" />
          </Form.Item>
          <Form.Item name="phone" label={t('contacts.fields.phone')} rules={rules.phone}>
            <TrimmedInput realtime inputMode="tel" autoComplete="off" placeholder="+852 2345 6789" />
          </Form.Item>
        </div>
        <Form.Item name="shown" label={t('contacts.fields.shown')} valuePropName="checked" extra={t('contacts.fields.shownHint')}>
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
