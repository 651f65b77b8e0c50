import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROFILE_LIMITS } from '@gembourse/contracts/company-profile';
import { CountrySelect } from '../../../shared/ui/country-select.tsx';
import { TrimmedInput } from '../../../shared/ui/trimmed-input.tsx';
import type { EditorRules } from './editor-rules.ts';
import { EditorSection } from './editor-section.tsx';

/** Address and the ways to reach the company (SPEC §3 "Contact": phone, fax country/area/number, e-mail, website). */
export function ContactSection({ rules }: { rules: EditorRules }) {
  const { t } = useTranslation('companyEditor');
  return (
    <EditorSection id="editor-contact" title={t('sections.contact')} intro={t('sections.contactIntro')}>
      <Form.Item name="address" label={t('fields.address')} rules={rules.address}>
        <TrimmedInput maxLength={PROFILE_LIMITS.addressMax} autoComplete="street-address" />
      </Form.Item>
      <Form.Item name="addressEn" label={t('fields.addressEn')} rules={rules.address}>
        <TrimmedInput maxLength={PROFILE_LIMITS.addressMax} />
      </Form.Item>
      <Form.Item name="country" label={t('fields.country')}>
        <CountrySelect placeholder={t('fields.countryPlaceholder')} className="gb-editor__medium" />
      </Form.Item>
      <Form.Item name="city" label={t('fields.city')} rules={rules.city}>
        <TrimmedInput maxLength={80} className="gb-editor__medium" autoComplete="address-level2" />
      </Form.Item>
      <Form.Item name="phone" label={t('fields.phone')} rules={rules.phone}>
        <TrimmedInput realtime inputMode="tel" autoComplete="tel" placeholder={t('fields.phonePlaceholder')} className="gb-editor__medium" />
      </Form.Item>
      {/* One label, three inputs: the errors of the parts show under the group (noStyle items report to it). */}
      <Form.Item label={t('fields.fax')} extra={t('fields.faxHint')}>
        <div className="gb-editor__fax">
          <Form.Item name="faxCountry" noStyle rules={rules.faxCountry} dependencies={['faxArea', 'faxNumber']}>
            <TrimmedInput realtime inputMode="tel" aria-label={t('fields.faxCountry')} placeholder={t('fields.faxCountryPlaceholder')} className="gb-editor__fax-code" />
          </Form.Item>
          <Form.Item name="faxArea" noStyle rules={rules.faxArea}>
            <TrimmedInput realtime inputMode="tel" aria-label={t('fields.faxArea')} placeholder={t('fields.faxAreaPlaceholder')} className="gb-editor__fax-code" />
          </Form.Item>
          <Form.Item name="faxNumber" noStyle rules={rules.faxNumber} dependencies={['faxCountry', 'faxArea']}>
            <TrimmedInput realtime inputMode="tel" aria-label={t('fields.faxNumber')} placeholder={t('fields.faxNumberPlaceholder')} className="gb-editor__fax-number" />
          </Form.Item>
        </div>
      </Form.Item>
      <Form.Item name="email" label={t('fields.email')} rules={rules.email}>
        <TrimmedInput realtime type="email" autoComplete="email" placeholder="sales@example.com" className="gb-editor__medium" />
      </Form.Item>
      <Form.Item name="website" label={t('fields.website')} rules={rules.website}>
        <TrimmedInput realtime type="url" autoComplete="url" placeholder="https://" />
      </Form.Item>
    </EditorSection>
  );
}
