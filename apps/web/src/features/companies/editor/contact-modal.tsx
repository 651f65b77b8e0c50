import { useState } from 'react';
import { App, Form, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZContactSave, type ContactSave } from '@gembourse/contracts/company-profile';
import type { FormKitConfig } from '../../../shared/forms/form-kit.ts';
import { useFormKit } from '../../../shared/forms/use-form-kit.ts';
import { ImageUpload } from '../../../shared/ui/image-upload.tsx';
import { doneUrls, toUploadItems, type UploadItem } from '../../../shared/ui/image-upload-api.ts';
import { TrimmedInput } from '../../../shared/ui/trimmed-input.tsx';
import { saveContact } from './editor-api.ts';

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

const text = (v: string | undefined) => (v ?? '').trim();

/** The body POST /api/company/user/contact/save takes, from the form (the id of an edited contact added on send). */
function toContactSave(values: ContactValues): ContactSave {
  return {
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    email: text(values.email),
    title: text(values.title),
    phone: text(values.phone) || null,
    cover: doneUrls(values.cover).at(-1) ?? null,
    status: values.shown ? 'active' : 'hidden',
  };
}

const nameMax = 'companyEditor:contacts.validation.nameMax' as const;

/** The contact form on ZContactSave (SPEC §3 "Contact"), with the SPEC §5 wording of missing values. */
const KIT: FormKitConfig<ContactValues> = {
  schema: ZContactSave,
  toRequest: toContactSave,
  fields: {
    firstName: { messages: { required: 'companyEditor:contacts.validation.firstName', tooLong: nameMax } },
    lastName: { messages: { required: 'companyEditor:contacts.validation.lastName', tooLong: nameMax } },
    email: { messages: { required: 'companyEditor:contacts.validation.email' } },
    title: { messages: { required: 'companyEditor:contacts.validation.title' } },
    phone: { messages: { pattern: 'companyEditor:validation.phone' } },
  },
};

/** Add or edit one contact (SPEC §3 "Contact"); the OK button reads Save (SPEC §9). */
export function ContactModal({ draft, onClose, onSaved }: { draft: ContactDraft; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation(['companyEditor', 'contact', 'errors']);
  const { message } = App.useApp();
  const [form] = Form.useForm<ContactValues>();
  const kit = useFormKit(form, KIT);
  const [saving, setSaving] = useState(false);
  const editing = draft.id !== undefined;

  const submit = async () => {
    const values = await kit.validate();
    if (!values) {
      void message.warning({ content: t('errors:checkForm'), key: 'gb-editor-check' });
      return;
    }
    const body = kit.parse<ContactSave>({ ...(editing ? { id: draft.id } : {}), ...toContactSave(values) });
    if (!body) {
      void message.warning({ content: t('errors:checkForm'), key: 'gb-editor-check' });
      return;
    }
    setSaving(true);
    try {
      await saveContact(body);
      void message.success(t('errors:updateSuccess'));
      onSaved();
    } catch (error) {
      // The catalogue has toasted the server's message; its field errors go under the inputs.
      kit.showServerErrors(error);
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
        <Form.Item name="cover" label={t('contact:fields.cover')}>
          <ImageUpload purpose="contactCover" shape="square" addLabel={t('contacts.addCover')} />
        </Form.Item>
        <div className="gb-editor__modal-pair">
          <Form.Item name="firstName" label={t('contact:fields.firstName')} {...kit.item('firstName')}>
            <TrimmedInput autoComplete="off" />
          </Form.Item>
          <Form.Item name="lastName" label={t('contact:fields.lastName')} {...kit.item('lastName')}>
            <TrimmedInput autoComplete="off" />
          </Form.Item>
        </div>
        <Form.Item name="title" label={t('contact:fields.title')} {...kit.item('title')}>
          <TrimmedInput placeholder={t('contacts.validation.title')} />
        </Form.Item>
        <div className="gb-editor__modal-pair">
          <Form.Item name="email" label={t('contact:fields.email')} {...kit.item('email')}>
            <TrimmedInput realtime type="email" autoComplete="off" />
          </Form.Item>
          <Form.Item name="phone" label={t('contact:fields.phone')} {...kit.item('phone')}>
            <TrimmedInput realtime inputMode="tel" autoComplete="off" placeholder="+852 2345 6789" />
          </Form.Item>
        </div>
        <Form.Item name="shown" label={t('contact:fields.shown')} valuePropName="checked" extra={t('contacts.fields.shownHint')}>
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
