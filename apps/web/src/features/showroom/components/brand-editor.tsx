import { useState } from 'react';
import { Alert, App, Form, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BrandInput, OwnBrand } from '@gembourse/contracts/brands';
import { useFormKit } from '../../../shared/forms/use-form-kit.ts';
import { ImageUpload } from '../../../shared/ui/image-upload.tsx';
import { TrimmedInput } from '../../../shared/ui/trimmed-input.tsx';
import { showroomKeys } from '../api.ts';
import { brandKeys, saveBrand } from '../brand-api.ts';
import { BRAND_KIT, brandValuesOf, toBrandInput, type BrandValues } from '../brand-form-values.ts';

/** The antd form's name: its fields' ids are `brand-form_<field>`. */
export const BRAND_FORM = 'brand-form';

interface BrandEditorProps {
  companyId: number;
  /** The brand to rename or re-logo, or null for a new one. */
  brand: OwnBrand | null;
  onClose: () => void;
}

/**
 * New brand or Edit, in a modal: name, English name and logo (cropped as a company logo: the uploader names the sizes). The contract's schema checks the
 * form as the server does; the server's field errors (a name in use) go under their fields.
 */
export function BrandEditor({ companyId, brand, onClose }: BrandEditorProps) {
  const { t } = useTranslation(['showroom', 'errors']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BrandValues>();
  const kit = useFormKit(form, BRAND_KIT);
  const [initial] = useState(() => brandValuesOf(brand));
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    setFormError(null);
    const request = toBrandInput(form.getFieldsValue(true) as BrandValues);
    const body = kit.parse<BrandInput>(brand ? { id: brand.id, ...request } : request);
    if (!body) {
      void message.warning({ content: t('errors:checkForm'), key: 'brand-check' });
      return;
    }
    setSaving(true);
    try {
      await saveBrand(body);
      void queryClient.invalidateQueries({ queryKey: brandKeys.list(companyId) });
      // The product list's brand filter and "shift to a brand" show the new name.
      void queryClient.invalidateQueries({ queryKey: showroomKeys.productOptions(companyId) });
      void queryClient.invalidateQueries({ queryKey: showroomKeys.products(companyId) });
      void message.success({ content: t(brand ? 'brand.form.saved' : 'brand.form.created'), key: 'brand-save' });
      onClose();
    } catch (error) {
      setFormError(kit.showServerErrors(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={brand ? t('brand.form.editTitle') : t('brand.form.createTitle')}
      okText={t('brand.form.save')}
      cancelText={t('brand.form.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      maskClosable={false}
      destroyOnHidden
      width={480}
    >
      {formError ? <Alert type="error" showIcon title={formError} className="gb-brands__error" role="alert" /> : null}
      <Form<BrandValues>
        form={form}
        name={BRAND_FORM}
        layout="vertical"
        // The browser's own checks would block the submit before the form's messages.
        noValidate
        initialValues={initial}
        onFinish={() => void submit()}
        onValuesChange={() => setFormError(null)}
      >
        <Form.Item
          name="name"
          label={t('brand.form.name')}
          extra={brand?.isDefault ? t('brand.form.defaultHint') : undefined}
          {...kit.item('name')}
        >
          <TrimmedInput {...kit.input('name')} showCount autoComplete="off" />
        </Form.Item>
        <Form.Item name="nameEn" label={t('brand.form.nameEn')} extra={t('brand.form.nameEnHint')} {...kit.item('nameEn')}>
          <TrimmedInput {...kit.input('nameEn')} showCount autoComplete="off" />
        </Form.Item>
        <Form.Item name="logo" label={t('brand.form.logo')} {...kit.item('logo')}>
          <ImageUpload purpose="logo" shape="square" addLabel={t('brand.form.addLogo')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
