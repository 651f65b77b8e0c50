import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../shared/ui/country-select.tsx';
import { TrimmedInput } from '../../../shared/ui/trimmed-input.tsx';
import type { EditorKit } from './editor-kit.ts';
import { EditorSection } from './editor-section.tsx';

/** Address and the ways to reach the company (SPEC §3 "Contact": phone, fax country/area/number, e-mail, website). */
export function ContactSection({ kit }: { kit: EditorKit }) {
  const { t } = useTranslation(['companyEditor', 'company']);
  return (
    <EditorSection id="editor-contact" title={t('sections.contact')} intro={t('sections.contactIntro')}>
      <Form.Item name="address" label={t('company:fields.address')} {...kit.item('address')}>
        <TrimmedInput {...kit.input('address')} autoComplete="street-address" />
      </Form.Item>
      <Form.Item name="addressEn" label={t('company:fields.addressEn')} {...kit.item('addressEn')}>
        <TrimmedInput {...kit.input('addressEn')} />
      </Form.Item>
      <Form.Item name="country" label={t('company:fields.country')}>
        <CountrySelect placeholder={t('fields.countryPlaceholder')} className="gb-editor__medium" />
      </Form.Item>
      <Form.Item name="city" label={t('company:fields.city')} {...kit.item('city')}>
        <TrimmedInput {...kit.input('city')} className="gb-editor__medium" autoComplete="address-level2" />
      </Form.Item>
      <Form.Item name="phone" label={t('company:fields.phone')} {...kit.item('phone')}>
        <TrimmedInput
          realtime
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('fields.phonePlaceholder')}
          className="gb-editor__medium"
        />
      </Form.Item>
      {/* One label, three inputs: the errors of the parts show under the group (noStyle items report to it). */}
      <Form.Item label={t('company:fields.fax')} extra={t('fields.faxHint')}>
        <div className="gb-editor__fax">
          <Form.Item name="faxCountry" noStyle {...kit.item('faxCountry')} dependencies={['faxArea', 'faxNumber']}>
            <TrimmedInput
              realtime
              inputMode="tel"
              aria-label={t('company:fields.faxCountry')}
              placeholder={t('fields.faxCountryPlaceholder')}
              className="gb-editor__fax-code"
            />
          </Form.Item>
          <Form.Item name="faxArea" noStyle {...kit.item('faxArea')}>
            <TrimmedInput
              realtime
              inputMode="tel"
              aria-label={t('company:fields.faxArea')}
              placeholder={t('fields.faxAreaPlaceholder')}
              className="gb-editor__fax-code"
            />
          </Form.Item>
          <Form.Item name="faxNumber" noStyle {...kit.item('faxNumber')} dependencies={['faxCountry', 'faxArea']}>
            <TrimmedInput
              realtime
              inputMode="tel"
              aria-label={t('company:fields.faxNumber')}
              placeholder={t('fields.faxNumberPlaceholder')}
              className="gb-editor__fax-number"
            />
          </Form.Item>
        </div>
      </Form.Item>
      <Form.Item name="email" label={t('company:fields.email')} {...kit.item('email')}>
        <TrimmedInput realtime type="email" autoComplete="email" placeholder="sales@example.com" className="gb-editor__medium" />
      </Form.Item>
      <Form.Item name="website" label={t('company:fields.website')} {...kit.item('website')}>
        <TrimmedInput realtime type="url" autoComplete="url" placeholder="https://" />
      </Form.Item>
    </EditorSection>
  );
}
