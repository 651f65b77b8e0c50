import { useState } from 'react';
import { Alert, App, Button, Form, Radio } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@gembourse/contracts/limits';
import { LIGHT_JEWELLERY_MAX_RETAIL_USD, PRODUCT_SEGMENTS, ZShowroomSettings, type ShowroomSettings } from '@gembourse/contracts/showroom';
import { errorMessageOf } from '../../../shared/api/api-error.ts';
import type { FormKitConfig } from '../../../shared/forms/form-kit.ts';
import { useFormKit } from '../../../shared/forms/use-form-kit.ts';
import { saveShowroomSettings, showroomKeys } from '../api.ts';

/** The radio groups are named by their labels (a group has no input for the label's `for`). */
const CURRENCY_LABEL = 'showroom-settings_currency-label';
const SEGMENT_LABEL = 'showroom-settings_segment-label';

const KIT: FormKitConfig<ShowroomSettings> = { schema: ZShowroomSettings, toRequest: (values) => values };

/**
 * The showroom's preferred currency and product segment with one Save (SPEC §3 "Showroom settings"). Without the
 * right to change them (`canEdit`) the form is shown disabled with a note; the server checks again.
 */
export function SettingsForm({ companyId, saved, canEdit }: { companyId: number; saved: ShowroomSettings; canEdit: boolean }) {
  const { t } = useTranslation(['showroom', 'errors']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ShowroomSettings>();
  const kit = useFormKit(form, KIT);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const save = async (values: ShowroomSettings) => {
    setSaveError(null);
    const body = kit.parse<ShowroomSettings>({ ...saved, ...values });
    if (!body) {
      setSaveError(t('errors:checkForm'));
      return;
    }
    setSaving(true);
    try {
      const answer = await saveShowroomSettings(body);
      queryClient.setQueryData(showroomKeys.settings(companyId), answer);
      form.setFieldsValue(answer);
      void message.success({ content: t('errors:updateSuccess'), key: 'gb-settings-save' });
    } catch (error) {
      setSaveError(errorMessageOf(error, t('showroom:settings.saveFailed')) || t('showroom:settings.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<ShowroomSettings>
      form={form}
      name="showroom-settings"
      layout="vertical"
      disabled={!canEdit}
      initialValues={saved}
      onFinish={(v) => void save(v)}
      onValuesChange={() => saveError && setSaveError(null)}
    >
      {canEdit ? null : <Alert type="info" showIcon title={t('showroom:settings.readOnly')} className="gb-privacy__note" />}
      <section className="gb-privacy__section">
        <Form.Item
          name="preferredCurrency"
          label={<span id={CURRENCY_LABEL}>{t('showroom:settings.currency')}</span>}
          extra={t('showroom:settings.currencyHint')}
        >
          <Radio.Group
            aria-labelledby={CURRENCY_LABEL}
            optionType="button"
            buttonStyle="solid"
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
        </Form.Item>
        <Form.Item
          name="segment"
          label={<span id={SEGMENT_LABEL}>{t('showroom:settings.segment')}</span>}
          extra={t('showroom:settings.segmentHint')}
        >
          <Radio.Group className="gb-privacy__choices" aria-labelledby={SEGMENT_LABEL}>
            {PRODUCT_SEGMENTS.map((segment) => (
              <Radio key={segment} value={segment} className="gb-privacy__choice">
                <span className="gb-privacy__choice-title">{t(`showroom:settings.segments.${segment}`)}</span>
                <span className="gb-privacy__choice-desc">
                  {t(`showroom:settings.segmentNotes.${segment}`, { max: LIGHT_JEWELLERY_MAX_RETAIL_USD.toLocaleString('en-US') })}
                </span>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      </section>
      {saveError ? <Alert type="error" showIcon title={saveError} className="gb-privacy__alert" role="alert" /> : null}
      {canEdit ? (
        <div className="gb-privacy__actions">
          <Button type="primary" htmlType="submit" size="large" icon={<SaveOutlined />} loading={saving}>
            {t('showroom:settings.save')}
          </Button>
        </div>
      ) : null}
    </Form>
  );
}
