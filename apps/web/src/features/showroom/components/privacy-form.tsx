import { useState } from 'react';
import { Alert, App, Button, Form, Radio, Switch } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SHOWROOM_PRIVACY_LEVELS, ZShowroomPrivacy, type ShowroomPrivacy } from '@gembourse/contracts/showroom';
import { errorMessageOf } from '../../../shared/api/api-error.ts';
import { saveShowroomPrivacy, showroomKeys } from '../api.ts';

const FORM = 'showroom-privacy';

/** One "who can view" question: the three levels, each with the line that says what it means for this audience. */
function AudienceField({ name, audience }: { name: 'productPrivacy' | 'contactPrivacy'; audience: 'products' | 'contacts' }) {
  const { t } = useTranslation('showroom');
  const labelId = `${FORM}_${name}-label`;
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
function SwitchRow({ name, title, hint, disabled }: { name: 'qaEnabled' | 'qaAnonymous'; title: string; hint: string; disabled?: boolean }) {
  const id = `${FORM}_${name}`;
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
 * The showroom's privacy and Q&A settings (SPEC §3 "Showroom settings"): one Save that sends all four. Without the
 * right to change them (`canEdit`) the form is shown disabled, with a note and no Save button; the server checks again.
 */
export function PrivacyForm({ companyId, saved, canEdit }: { companyId: number; saved: ShowroomPrivacy; canEdit: boolean }) {
  const { t } = useTranslation(['showroom', 'companyEditor']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ShowroomPrivacy>();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const qaEnabled = Form.useWatch('qaEnabled', form) ?? saved.qaEnabled;

  const save = async (values: ShowroomPrivacy) => {
    setSaveError(null);
    // The server's schema, applied here too (ARCHITECTURE §8).
    const parsed = ZShowroomPrivacy.safeParse({ ...saved, ...values });
    if (!parsed.success) {
      setSaveError(t('errors:checkForm'));
      return;
    }
    setSaving(true);
    try {
      const answer = await saveShowroomPrivacy(parsed.data);
      queryClient.setQueryData(showroomKeys.privacy(companyId), answer);
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
    <Form<ShowroomPrivacy>
      form={form}
      name={FORM}
      layout="vertical"
      disabled={!canEdit}
      initialValues={saved}
      onFinish={(v) => void save(v)}
      onValuesChange={() => saveError && setSaveError(null)}
    >
      {canEdit ? null : <Alert type="info" showIcon title={t('showroom:privacy.readOnly')} className="gb-privacy__note" />}
      <section className="gb-privacy__section" aria-labelledby="gb-privacy-section-privacy">
        <h2 id="gb-privacy-section-privacy" className="gb-privacy__section-title">
          {t('showroom:privacy.sections.privacy')}
        </h2>
        <AudienceField name="productPrivacy" audience="products" />
        <AudienceField name="contactPrivacy" audience="contacts" />
      </section>
      <section className="gb-privacy__section" aria-labelledby="gb-privacy-section-qa">
        <h2 id="gb-privacy-section-qa" className="gb-privacy__section-title">
          {t('showroom:privacy.sections.qa')}
        </h2>
        <SwitchRow name="qaEnabled" title={t('showroom:privacy.qa.enabled')} hint={t('showroom:privacy.qa.enabledHint')} />
        <SwitchRow
          name="qaAnonymous"
          title={t('showroom:privacy.qa.anonymous')}
          hint={qaEnabled ? t('showroom:privacy.qa.anonymousHint') : t('showroom:privacy.qa.anonymousOff')}
          // Kept as it is while Q&A is off, so turning Q&A back on restores the supplier's choice.
          disabled={!qaEnabled}
        />
      </section>
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
