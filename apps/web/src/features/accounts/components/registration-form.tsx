import { useMemo } from 'react';
import { Alert, Checkbox, Col, Form, Row, Select, type FormInstance } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { findCountry } from '@gembourse/contracts/countries';
import type { FormKit } from '../../../shared/forms/use-form-kit.ts';
import { useDictionary } from '../../../shared/dictionary/use-dictionary.ts';
import { TrimmedInput, TrimmedTextArea } from '../../../shared/ui/trimmed-input.tsx';
import { BUSINESS_NATURE_OTHER, type RegistrationValues } from '../registration-validation.ts';
import { CountrySelect } from '../../../shared/ui/country-select.tsx';
import { LegalLink } from '../../../domain/legal/legal-text-modal.tsx';
import { ProductPreferenceSelect } from './product-preference-select.tsx';
import { VerificationCodeField } from './verification-code-field.tsx';

interface Props {
  form: FormInstance<RegistrationValues>;
  /** The form's kit (REGISTRATION_KIT): rules, required marks and limits from ZRegisterRequest. */
  kit: FormKit<RegistrationValues>;
  formName: string;
  ticket: string | null;
  /** A problem the server reported that belongs to no single field. */
  formError: string | null;
  onFinish: (values: RegistrationValues) => void;
  onValuesChange: () => void;
}

/** Where the consent text's links lead (the rules and the data-use statement); they open in a modal first. */
export const TERMS_PATH = '/home/about#terms';
export const PRIVACY_PATH = '/home/about#privacy';

/** Every field of SPEC §3 "Registration" with the required fields and messages of SPEC §5. */
export function RegistrationForm({ form, kit, formName, ticket, formError, onFinish, onValuesChange }: Props) {
  const { t } = useTranslation(['account', 'member', 'company']);
  const salutations = useDictionary('salutation');
  const natures = useDictionary('business_nature');
  const businessNature = Form.useWatch('businessNature', form) as number | undefined;
  const country = Form.useWatch('country', form) as string | undefined;

  const natureOptions = useMemo(
    () => [
      ...natures.entries.map((e) => ({ value: e.dataValue, label: e.dataLabel })),
      { value: BUSINESS_NATURE_OTHER, label: t('register.fields.businessNatureOther') },
    ],
    [natures.entries, t],
  );
  const dial = findCountry(country)?.dialCode;

  return (
    <Form<RegistrationValues>
      form={form}
      name={formName}
      layout="vertical"
      onFinish={onFinish}
      onValuesChange={onValuesChange}
      className="gb-reg__form"
    >
      {formError ? <Alert type="error" showIcon title={formError} className="gb-reg__alert" role="alert" /> : null}

      <h2 className="gb-reg__section">{t('register.sections.company')}</h2>
      <Form.Item
        name="companyName"
        label={t('company:fields.name')}
        {...kit.item('companyName')}
        extra={t('register.fields.companyNameHint')}
      >
        <TrimmedInput autoComplete="organization" />
      </Form.Item>

      <h2 className="gb-reg__section">{t('register.sections.contact')}</h2>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Form.Item name="salutation" label={t('member:fields.salutation')}>
            <Select
              allowClear
              placeholder={t('register.fields.salutationPlaceholder')}
              loading={salutations.isPending}
              options={salutations.entries.map((e) => ({ value: e.dataValue, label: e.dataLabel }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={9}>
          <Form.Item name="firstName" label={t('member:fields.firstName')} {...kit.item('firstName')}>
            <TrimmedInput autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={9}>
          <Form.Item name="lastName" label={t('member:fields.lastName')} {...kit.item('lastName')}>
            <TrimmedInput autoComplete="family-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="jobTitle" label={t('member:fields.jobTitle')} {...kit.item('jobTitle')}>
            <TrimmedInput autoComplete="organization-title" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('member:fields.phone')} {...kit.item('phone')}>
            <TrimmedInput
              realtime
              inputMode="tel"
              autoComplete="tel"
              placeholder={dial ? t('register.fields.phonePlaceholder', { example: `${dial} …` }) : undefined}
            />
          </Form.Item>
        </Col>
      </Row>

      <h2 className="gb-reg__section">{t('register.sections.address')}</h2>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="country" label={t('member:fields.country')} {...kit.item('country')}>
            <CountrySelect placeholder={t('register.fields.countryPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="website" label={t('company:fields.website')} {...kit.item('website')}>
            <TrimmedInput realtime inputMode="url" autoComplete="url" placeholder={t('register.fields.websitePlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="address" label={t('member:fields.address')} {...kit.item('address')}>
            <TrimmedInput autoComplete="street-address" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="city" label={t('member:fields.city')} {...kit.item('city')}>
            <TrimmedInput autoComplete="address-level2" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="state" label={t('member:fields.state')} {...kit.item('state')}>
            <TrimmedInput autoComplete="address-level1" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="postalCode" label={t('member:fields.postalCode')} {...kit.item('postalCode')}>
            <TrimmedInput autoComplete="postal-code" />
          </Form.Item>
        </Col>
      </Row>

      <h2 className="gb-reg__section">{t('register.sections.interests')}</h2>
      <Form.Item
        name="productPreferences"
        label={t('register.fields.productPreferences')}
        {...kit.item('productPreferences')}
        extra={t('register.fields.productPreferencesHint', { max: kit.limits('productPreferences').max })}
      >
        <ProductPreferenceSelect placeholder={t('register.fields.productPreferencesPlaceholder')} />
      </Form.Item>
      <Form.Item name="businessNature" label={t('register.fields.businessNature')} {...kit.item('businessNature')}>
        <Select placeholder={t('register.fields.businessNaturePlaceholder')} loading={natures.isPending} options={natureOptions} />
      </Form.Item>
      {businessNature === BUSINESS_NATURE_OTHER ? (
        <Form.Item name="businessNatureOther" label={t('register.fields.businessNatureOtherLabel')} {...kit.item('businessNatureOther')}>
          <TrimmedTextArea autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      ) : null}

      <h2 className="gb-reg__section">{t('register.sections.verify')}</h2>
      <VerificationCodeField key={ticket ?? 'none'} form={form} kit={kit} ticket={ticket} formName={formName} />

      <Form.Item name="consent" valuePropName="checked" {...kit.item('consent')} className="gb-reg__consent">
        <Checkbox>
          <Trans
            t={t}
            i18nKey="register.fields.consent"
            components={{
              terms: <LegalLink slug="terms" href={TERMS_PATH} />,
              privacy: <LegalLink slug="privacy" href={PRIVACY_PATH} />,
            }}
          />
        </Checkbox>
      </Form.Item>
    </Form>
  );
}
