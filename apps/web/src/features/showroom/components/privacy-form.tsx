import { useState } from 'react';
import { Alert, App, Button, Form, Radio, Switch } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  SHOWROOM_PRIVACY_LEVELS,
  ZCompanyPrivacy,
  ZShowroomPrivacy,
  type CompanyPrivacy,
  type ShowroomPrivacy,
} from '@gembourse/contracts/showroom';
import { errorMessageOf } from '../../../shared/api/api-error.ts';
import type { FormKitConfig } from '../../../shared/forms/form-kit.ts';
import { useFormKit } from '../../../shared/forms/use-form-kit.ts';
import { saveCompanyPrivacy, saveShowroomPrivacy, showroomKeys } from '../api.ts';

/**
 * Which settings the form holds: a supplier's whole showroom privacy (products, contacts, Q&A), or a company's
 * contact privacy alone (a buyer's /home/company-privacy).
 */
export type PrivacyScope = 'showroom' | 'company';
type Values = ShowroomPrivacy | CompanyPrivacy;

/** Each scope's schema: a buyer's company sends its contact privacy alone. */
const KITS: Record<PrivacyScope, FormKitConfig<Values>> = {
  showroom: { schema: ZShowroomPrivacy, toRequest: (values) => values },
  company: { schema: ZCompanyPrivacy, toRequest: (values) => ({ contactPrivacy: values.contactPrivacy }) },
};

/** What differs between the two scopes: the form's name (its ids), the stored copy's key and the read-only note. */
const SCOPES = {
  showroom: { form: 'showroom-privacy', key: showroomKeys.privacy, readOnly: 'showroom:privacy.readOnly' },
  company: { form: 'company-privacy', key: showroomKeys.companyPrivacy, readOnly: 'showroom:companyPrivacy.readOnly' },
} as const;

/** Sends the values the scope's schema has parsed. */
function send(scope: PrivacyScope, body: Values): Promise<Values> {
  return scope === 'company' ? saveCompanyPrivacy({ contactPrivacy: body.contactPrivacy }) : saveShowroomPrivacy(body as ShowroomPrivacy);
}

/** One "who can view" question: the three levels, each with the line that says what it means for this audience. */
function AudienceField({
  form,
  name,
  audience,
}: {
  form: string;
  name: 'productPrivacy' | 'contactPrivacy';
  audience: 'products' | 'contacts';
}) {
  const { t } = useTranslation('showroom');
  const labelId = `${form}_${name}-label`;
  return (
    <Form.Item
      name={name}
      label={<span id={labelId}>{t(`privacy.${audience}.label`)}</span>}
      extra={audience === 'products' ? t('privacy.products.note') : undefined}
    >
      <Radio.Group className="gb-privacy__choices" aria-labelledby={labelId}>
        {SHOWROOM_PRIVACY_LEVELS.map((level) => (
          <Radio key={level} value={level} className="gb-privacy__choice">
            <span className="gb-privacy__choice-title">{t(`privacy.levels.${level}`)}</span>
            <span className="gb-privacy__choice-desc">{t(`privacy.${audience}.${level}`)}</span>
          </Radio>
        ))}
      </Radio.Group>
    </Form.Item>
  );
}

/** A switch with its title and one line of help beside it, the title being the switch's label. */
function SwitchRow({
  form,
  name,
  title,
  hint,
  disabled,
}: {
  form: string;
  name: 'qaEnabled' | 'qaAnonymous';
  title: string;
  hint: string;
  disabled?: boolean;
}) {
  const id = `${form}_${name}`;
  return (
    <div className="gb-privacy__switch">
      <div className="gb-privacy__switch-text">
        <label className="gb-privacy__switch-label" htmlFor={id}>
          {title}
        </label>
        <span className="gb-privacy__switch-hint" id={`${id}-hint`}>
          {hint}
        </span>
      </div>
      <Form.Item name={name} valuePropName="checked" noStyle>
        {/* An explicit false would override the read-only form's disabled state: only ever pass true. */}
        <Switch id={id} aria-describedby={`${id}-hint`} disabled={disabled || undefined} />
      </Form.Item>
    </div>
  );
}

/**
 * Privacy settings with one Save (SPEC §3 "Showroom settings"): in the showroom scope all four (products, contacts,
 * Q&A), in the company scope the contact privacy alone. Without the right to change them (`canEdit`) the form is
 * shown disabled, with a note and no Save button; the server checks again.
 */
export function PrivacyForm({
  scope,
  companyId,
  saved,
  canEdit,
}: {
  scope: PrivacyScope;
  companyId: number;
  saved: Values;
  canEdit: boolean;
}) {
  const { t } = useTranslation(['showroom', 'errors']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const kit = useFormKit(form, KITS[scope]);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { form: name, key, readOnly } = SCOPES[scope];
  const full = scope === 'showroom' && 'qaEnabled' in saved;
  const qaEnabled = Form.useWatch('qaEnabled', form) ?? (full && saved.qaEnabled);

  const save = async (values: Values) => {
    setSaveError(null);
    // Checked with the server's schema for the scope (ARCHITECTURE §8).
    const body = kit.parse<Values>(KITS[scope].toRequest({ ...saved, ...values }));
    if (!body) {
      setSaveError(t('errors:checkForm'));
      return;
    }
    setSaving(true);
    try {
      const answer = await send(scope, body);
      queryClient.setQueryData(key(companyId), answer);
      form.setFieldsValue(answer);
      // The shared wording of every settings form's success.
      void message.success({ content: t('errors:updateSuccess'), key: 'gb-privacy-save' });
    } catch (error) {
      setSaveError(errorMessageOf(error, t('showroom:privacy.saveFailed')) || t('showroom:privacy.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      name={name}
      layout="vertical"
      disabled={!canEdit}
      initialValues={saved}
      onFinish={(v) => void save(v)}
      onValuesChange={() => saveError && setSaveError(null)}
    >
      {canEdit ? null : <Alert type="info" showIcon title={t(readOnly)} className="gb-privacy__note" />}
      {full ? (
        <>
          <section className="gb-privacy__section" aria-labelledby="gb-privacy-section-privacy">
            <h2 id="gb-privacy-section-privacy" className="gb-privacy__section-title">
              {t('showroom:privacy.sections.privacy')}
            </h2>
            <AudienceField form={name} name="productPrivacy" audience="products" />
            <AudienceField form={name} name="contactPrivacy" audience="contacts" />
          </section>
          <section className="gb-privacy__section" aria-labelledby="gb-privacy-section-qa">
            <h2 id="gb-privacy-section-qa" className="gb-privacy__section-title">
              {t('showroom:privacy.sections.qa')}
            </h2>
            <SwitchRow form={name} name="qaEnabled" title={t('showroom:privacy.qa.enabled')} hint={t('showroom:privacy.qa.enabledHint')} />
            <SwitchRow
              form={name}
              name="qaAnonymous"
              title={t('showroom:privacy.qa.anonymous')}
              hint={qaEnabled ? t('showroom:privacy.qa.anonymousHint') : t('showroom:privacy.qa.anonymousOff')}
              // Kept as it is while Q&A is off, so turning Q&A back on restores the supplier's choice.
              disabled={!qaEnabled}
            />
          </section>
        </>
      ) : (
        <section className="gb-privacy__section">
          <AudienceField form={name} name="contactPrivacy" audience="contacts" />
        </section>
      )}
      {saveError ? <Alert type="error" showIcon title={saveError} className="gb-privacy__alert" role="alert" /> : null}
      {canEdit ? (
        <div className="gb-privacy__actions">
          <Button type="primary" htmlType="submit" size="large" icon={<SaveOutlined />} loading={saving}>
            {t('showroom:privacy.save')}
          </Button>
        </div>
      ) : null}
    </Form>
  );
}
