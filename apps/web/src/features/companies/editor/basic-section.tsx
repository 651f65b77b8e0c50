import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictionarySelect } from '../../../shared/ui/dictionary-select.tsx';
import { TrimmedInput, TrimmedTextArea } from '../../../shared/ui/trimmed-input.tsx';
import type { EditorKit } from './editor-kit.ts';
import { EditorSection } from './editor-section.tsx';

/** Names, profile texts and business facts (SPEC §3 "Company profile"). */
export function BasicSection({ kit, currency }: { kit: EditorKit; currency: string }) {
  const { t } = useTranslation(['companyEditor', 'company']);
  const year = new Date().getFullYear();
  return (
    <EditorSection id="editor-basic" title={t('sections.basic')} intro={t('sections.basicIntro')}>
      <Form.Item name="name" label={t('company:fields.name')} {...kit.item('name')}>
        <TrimmedInput {...kit.input('name')} autoComplete="organization" placeholder={t('validation.nameRequired')} />
      </Form.Item>
      <Form.Item name="alternateName" label={t('company:fields.alternateName')} {...kit.item('alternateName')}>
        <TrimmedInput {...kit.input('alternateName')} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('company:fields.nameEn')} {...kit.item('nameEn')}>
        <TrimmedInput {...kit.input('nameEn')} />
      </Form.Item>
      <Form.Item name="profile" label={t('company:fields.profile')} {...kit.item('profile')}>
        <TrimmedTextArea
          autoSize={{ minRows: 4, maxRows: 14 }}
          showCount
          {...kit.input('profile')}
          placeholder={t('fields.profilePlaceholder')}
        />
      </Form.Item>
      <Form.Item name="profileEn" label={t('company:fields.profileEn')} {...kit.item('profileEn')}>
        <TrimmedTextArea autoSize={{ minRows: 4, maxRows: 14 }} showCount {...kit.input('profileEn')} />
      </Form.Item>
      <Form.Item name="businessNature" label={t('company:fields.businessNature')} {...kit.item('businessNature')}>
        <DictionarySelect dictCode="business_nature" mode="multiple" allowClear placeholder={t('fields.choose')} />
      </Form.Item>
      <Form.Item name="mainProducts" label={t('company:fields.mainProducts')} {...kit.item('mainProducts')}>
        <DictionarySelect dictCode="main_products" mode="multiple" allowClear placeholder={t('fields.choose')} />
      </Form.Item>
      <Form.Item name="mainMarkets" label={t('company:fields.mainMarkets')} {...kit.item('mainMarkets')}>
        <DictionarySelect dictCode="main_markets" mode="multiple" allowClear placeholder={t('fields.choose')} />
      </Form.Item>
      <Form.Item name="inBusinessSince" label={t('company:fields.inBusinessSince')} {...kit.item('inBusinessSince')}>
        {/* No year in the future: the form's own rule on top of the contract's range. */}
        <InputNumber
          {...kit.input('inBusinessSince')}
          max={year}
          precision={0}
          placeholder={String(year - 10)}
          className="gb-editor__number"
        />
      </Form.Item>
      <Form.Item name="outlets" label={t('company:fields.outlets')} {...kit.item('outlets')}>
        <InputNumber {...kit.input('outlets')} precision={0} className="gb-editor__number" />
      </Form.Item>
      <Form.Item name="companyType" label={t('company:fields.companyType')}>
        <DictionarySelect<number>
          dictCode="company_type"
          allowClear
          placeholder={t('fields.companyTypePlaceholder')}
          className="gb-editor__medium"
        />
      </Form.Item>
      <Form.Item name="employeeCount" label={t('company:fields.employeeCount')}>
        <DictionarySelect<number> dictCode="employee_count" allowClear placeholder={t('fields.choose')} className="gb-editor__short" />
      </Form.Item>
      <Form.Item label={t('company:fields.priceRange')} extra={t('fields.priceRangeHint', { currency })}>
        <div className="gb-editor__range">
          <Form.Item name="priceLow" noStyle {...kit.item('priceLow')}>
            <InputNumber
              {...kit.input('priceLow')}
              prefix={currency}
              aria-label={t('company:fields.priceLow')}
              placeholder={t('company:fields.priceLow')}
              className="gb-editor__number"
            />
          </Form.Item>
          <span aria-hidden>–</span>
          <Form.Item name="priceHigh" noStyle dependencies={['priceLow']} {...kit.item('priceHigh')}>
            <InputNumber
              {...kit.input('priceHigh')}
              prefix={currency}
              aria-label={t('company:fields.priceHigh')}
              placeholder={t('company:fields.priceHigh')}
              className="gb-editor__number"
            />
          </Form.Item>
        </div>
      </Form.Item>
      <Form.Item name="boothNumber" label={t('company:fields.boothNumber')} {...kit.item('boothNumber')}>
        <TrimmedInput {...kit.input('boothNumber')} className="gb-editor__short" placeholder={t('fields.boothPlaceholder')} />
      </Form.Item>
    </EditorSection>
  );
}
