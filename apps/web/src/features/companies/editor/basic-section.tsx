import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROFILE_LIMITS } from '@gembourse/contracts/company-profile';
import { DictionarySelect } from '../../../shared/ui/dictionary-select.tsx';
import { TrimmedInput, TrimmedTextArea } from '../../../shared/ui/trimmed-input.tsx';
import type { EditorRules } from './editor-rules.ts';
import { EditorSection } from './editor-section.tsx';

/** Names, profile texts and business facts (SPEC §3 "Company profile"). */
export function BasicSection({ rules, currency }: { rules: EditorRules; currency: string }) {
  const { t } = useTranslation('companyEditor');
  const year = new Date().getFullYear();
  return (
    <EditorSection id="editor-basic" title={t('sections.basic')} intro={t('sections.basicIntro')}>
      <Form.Item name="name" label={t('fields.name')} required rules={rules.name}>
        <TrimmedInput maxLength={PROFILE_LIMITS.companyNameMax} autoComplete="organization" placeholder={t('validation.nameRequired')} />
      </Form.Item>
      <Form.Item name="alternateName" label={t('fields.alternateName')} rules={rules.longName}>
        <TrimmedInput maxLength={PROFILE_LIMITS.companyNameMax} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('fields.nameEn')} rules={rules.longName}>
        <TrimmedInput maxLength={PROFILE_LIMITS.companyNameMax} />
      </Form.Item>
      <Form.Item name="profile" label={t('fields.profile')} rules={rules.profile}>
        <TrimmedTextArea autoSize={{ minRows: 4, maxRows: 14 }} showCount maxLength={PROFILE_LIMITS.profileMax} placeholder={t('fields.profilePlaceholder')} />
      </Form.Item>
      <Form.Item name="profileEn" label={t('fields.profileEn')} rules={rules.profile}>
        <TrimmedTextArea autoSize={{ minRows: 4, maxRows: 14 }} showCount maxLength={PROFILE_LIMITS.profileMax} />
      </Form.Item>
      <Form.Item name="businessNature" label={t('fields.businessNature')}>
        <DictionarySelect dictCode="business_nature" mode="multiple" allowClear placeholder={t('fields.choose')} />
      </Form.Item>
      <Form.Item name="mainProducts" label={t('fields.mainProducts')}>
        <DictionarySelect dictCode="main_products" mode="multiple" allowClear placeholder={t('fields.choose')} />
      </Form.Item>
      <Form.Item name="mainMarkets" label={t('fields.mainMarkets')}>
        <DictionarySelect dictCode="main_markets" mode="multiple" allowClear placeholder={t('fields.choose')} />
      </Form.Item>
      <Form.Item name="inBusinessSince" label={t('fields.inBusinessSince')} rules={rules.inBusinessSince}>
        <InputNumber min={1800} max={year} precision={0} placeholder={String(year - 10)} className="gb-editor__number" />
      </Form.Item>
      <Form.Item name="outlets" label={t('fields.outlets')} rules={rules.outlets}>
        <InputNumber min={0} max={100_000} precision={0} className="gb-editor__number" />
      </Form.Item>
      <Form.Item name="companyType" label={t('fields.companyType')}>
        <DictionarySelect<number> dictCode="company_type" allowClear placeholder={t('fields.companyTypePlaceholder')} className="gb-editor__medium" />
      </Form.Item>
      <Form.Item name="employeeCount" label={t('fields.employeeCount')}>
        <DictionarySelect<number> dictCode="employee_count" allowClear placeholder={t('fields.choose')} className="gb-editor__short" />
      </Form.Item>
      <Form.Item label={t('fields.priceRange')} extra={t('fields.priceRangeHint', { currency })}>
        <div className="gb-editor__range">
          <Form.Item name="priceLow" noStyle rules={rules.priceLow}>
            <InputNumber min={0} max={100_000_000} prefix={currency} aria-label={t('fields.priceLow')} placeholder={t('fields.priceLow')} className="gb-editor__number" />
          </Form.Item>
          <span aria-hidden>–</span>
          <Form.Item name="priceHigh" noStyle dependencies={['priceLow']} rules={rules.priceHigh}>
            <InputNumber min={0} max={100_000_000} prefix={currency} aria-label={t('fields.priceHigh')} placeholder={t('fields.priceHigh')} className="gb-editor__number" />
          </Form.Item>
        </div>
      </Form.Item>
      <Form.Item name="boothNumber" label={t('fields.boothNumber')} rules={rules.boothNumber}>
        <TrimmedInput maxLength={PROFILE_LIMITS.boothNumberMax} className="gb-editor__short" placeholder={t('fields.boothPlaceholder')} />
      </Form.Item>
    </EditorSection>
  );
}
