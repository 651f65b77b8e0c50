import { useMemo } from 'react';
import { Alert, Checkbox, Col, Form, Row, Select, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { Trans, useTranslation } from 'react-i18next';
import { findCountry } from '@gembourse/contracts/countries';
import { useDictionary } from '../../../shared/dictionary/use-dictionary.ts';
import { TrimmedInput, TrimmedTextArea } from '../../../shared/ui/trimmed-input.tsx';
import {
  BUSINESS_NATURE_OTHER,
  REGISTRATION_CHECKS,
  REGISTRATION_MAX,
  type RegistrationField,
  type RegistrationValues,
} from '../registration-validation.ts';
import { CountrySelect } from '../../../shared/ui/country-select.tsx';
import { LegalLink } from '../../../shared/ui/legal-text-modal.tsx';
import { ProductPreferenceSelect } from './product-preference-select.tsx';
import { VerificationCodeField } from './verification-code-field.tsx';

interface Props {
  form: FormInstance<RegistrationValues>;
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
export function RegistrationForm({ form, formName, ticket, formError, onFinish, onValuesChange }: Props) {
  const { t } = useTranslation('account');
  const salutations = useDictionary('salutation');
  const natures = useDictionary('business_nature');
  const businessNature = Form.useWatch('businessNature', form) as number | undefined;
  const country = Form.useWatch('country', form) as string | undefined;

  const rules = useMemo(() => {
    const make = (field: RegistrationField): Rule[] => [
      {
        validator: async (_: unknown, value: unknown) => {
          const problem = REGISTRATION_CHECKS[field](value, form.getFieldsValue(true) as RegistrationValues);
          if (problem) throw new Error(t(problem.key, problem.values));
        },
      },
    ];
    return Object.fromEntries(
      (Object.keys(REGISTRATION_CHECKS) as RegistrationField[]).map((f) => [f, make(f)]),
    ) as Record<RegistrationField, Rule[]>;
  }, [form, t]);

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
      scrollToFirstError={{ block: 'center', behavior: 'smooth' }}
      className="gb-reg__form"
    >
      {formError ? <Alert type="error" showIcon title={formError} className="gb-reg__alert" role="alert" /> : null}

      <h2 className="gb-reg__section">{t('register.sections.company')}</h2>
      <Form.Item name="companyName" label={t('register.fields.companyName')} required rules={rules.companyName} extra={t('register.fields.companyNameHint')}>
        <TrimmedInput autoComplete="organization" />
      </Form.Item>

      <h2 className="gb-reg__section">{t('register.sections.contact')}</h2>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Form.Item name="salutation" label={t('register.fields.salutation')}>
            <Select
              allowClear
              placeholder={t('register.fields.salutationPlaceholder')}
              loading={salutations.isPending}
              options={salutations.entries.map((e) => ({ value: e.dataValue, label: e.dataLabel }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={9}>
          <Form.Item name="firstName" label={t('register.fields.firstName')} required rules={rules.firstName}>
            <TrimmedInput autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={9}>
          <Form.Item name="lastName" label={t('register.fields.lastName')} required rules={rules.lastName}>
            <TrimmedInput autoComplete="family-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="jobTitle" label={t('register.fields.jobTitle')} required rules={rules.jobTitle}>
            <TrimmedInput autoComplete="organization-title" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('register.fields.phone')} rules={rules.phone}>
            <TrimmedInput realtime inputMode="tel" autoComplete="tel" placeholder={dial ? t('register.fields.phonePlaceholder', { example: `${dial} …` }) : undefined} />
          </Form.Item>
        </Col>
      </Row>

      <h2 className="gb-reg__section">{t('register.sections.address')}</h2>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="country" label={t('register.fields.country')} required rules={rules.country}>
            <CountrySelect placeholder={t('register.fields.countryPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="website" label={t('register.fields.website')} rules={rules.website}>
            <TrimmedInput realtime inputMode="url" autoComplete="url" placeholder={t('register.fields.websitePlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="address" label={t('register.fields.address')} rules={rules.address}>
            <TrimmedInput autoComplete="street-address" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="city" label={t('register.fields.city')} rules={rules.city}>
            <TrimmedInput autoComplete="address-level2" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="state" label={t('register.fields.state')} rules={rules.state}>
            <TrimmedInput autoComplete="address-level1" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="postalCode" label={t('register.fields.postalCode')} rules={rules.postalCode}>
            <TrimmedInput autoComplete="postal-code" />
          </Form.Item>
        </Col>
      </Row>

      <h2 className="gb-reg__section">{t('register.sections.interests')}</h2>
      <Form.Item
        name="productPreferences"
        label={t('register.fields.productPreferences')}
        required
        rules={rules.productPreferences}
        extra={t('register.fields.productPreferencesHint', { max: REGISTRATION_MAX.productPreferences })}
      >
        <ProductPreferenceSelect placeholder={t('register.fields.productPreferencesPlaceholder')} />
      </Form.Item>
      <Form.Item name="businessNature" label={t('register.fields.businessNature')} required rules={rules.businessNature}>
        <Select placeholder={t('register.fields.businessNaturePlaceholder')} loading={natures.isPending} options={natureOptions} />
      </Form.Item>
      {businessNature === BUSINESS_NATURE_OTHER ? (
        <Form.Item name="businessNatureOther" label={t('register.fields.businessNatureOtherLabel')} required rules={rules.businessNatureOther}>
          <TrimmedTextArea autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      ) : null}

      <h2 className="gb-reg__section">{t('register.sections.verify')}</h2>
      <VerificationCodeField key={ticket ?? 'none'} form={form} ticket={ticket} formName={formName} emailRules={rules.email} codeRules={rules.code} />

      <Form.Item name="consent" valuePropName="checked" rules={rules.consent} className="gb-reg__consent">
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
