import { Alert, Button, Descriptions } from 'antd';
import { EditOutlined, CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { countryName } from '@gembourse/contracts/countries';
import type { RegisterRequest } from '@gembourse/contracts/accounts';
import { useDictionaries } from '../../../shared/dictionary/use-dictionary.ts';
import { EMPTY_TEXT } from '../../../shared/dictionary/dictionary-labels.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { BUSINESS_NATURE_OTHER } from '../registration-validation.ts';

type MemberField = 'name' | 'jobTitle' | 'email' | 'phone' | 'country' | 'address' | 'city' | 'state' | 'postalCode';

interface Props {
  request: RegisterRequest;
  submitting: boolean;
  error: string | null;
  onEdit: () => void;
  onConfirm: () => void;
}

const DICTS = ['salutation', 'business_nature', 'product_category'] as const;

/** Review and confirm (SPEC §4): a read-only summary of what will be registered, with Edit and Confirm. */
export function RegistrationReview({ request, submitting, error, onEdit, onConfirm }: Props) {
  const { t } = useTranslation(['account', 'member', 'company']);
  const locale = useLocaleStore((s) => s.locale);
  const { labelsOf } = useDictionaries(DICTS);
  // The same labels as the form: the person's from `member`, the company's from `company`.
  const f = (key: MemberField) => t(`member:fields.${key}`);
  const or = (v: string | undefined | null) => (v && v.trim() ? v : EMPTY_TEXT);
  const nature =
    request.businessNature === BUSINESS_NATURE_OTHER
      ? `${t('register.fields.businessNatureOther')}: ${request.businessNatureOther ?? ''}`
      : labelsOf('business_nature', request.businessNature);
  const salutation = request.salutation == null ? '' : labelsOf('salutation', request.salutation);
  const name = [salutation === EMPTY_TEXT ? '' : salutation, request.firstName, request.lastName].filter(Boolean).join(' ');

  const items = [
    { key: 'joinAs', label: t('register.review.joinAs'), children: t(`register.as.${request.joinAs}`) },
    { key: 'companyName', label: t('company:fields.name'), children: request.companyName },
    { key: 'name', label: f('name'), children: name },
    { key: 'jobTitle', label: f('jobTitle'), children: request.jobTitle },
    { key: 'email', label: f('email'), children: request.email },
    { key: 'phone', label: f('phone'), children: or(request.phone) },
    { key: 'country', label: f('country'), children: countryName(request.country, locale) || request.country },
    { key: 'address', label: f('address'), children: or(request.address) },
    { key: 'city', label: f('city'), children: or(request.city) },
    { key: 'state', label: f('state'), children: or(request.state) },
    { key: 'postalCode', label: f('postalCode'), children: or(request.postalCode) },
    { key: 'website', label: t('company:fields.website'), children: or(request.website) },
    {
      key: 'productPreferences',
      label: t('register.fields.productPreferences'),
      children: labelsOf('product_category', request.productPreferences),
      span: 'filled' as const,
    },
    { key: 'businessNature', label: t('register.fields.businessNature'), children: nature, span: 'filled' as const },
  ];

  return (
    <section className="gb-reg__review" aria-labelledby="gb-reg-review-title">
      <h2 id="gb-reg-review-title" className="gb-reg__section">
        {t('register.review.title')}
      </h2>
      <p className="gb-reg__muted">{t('register.review.intro')}</p>
      {error ? <Alert type="error" showIcon title={error} className="gb-reg__alert" role="alert" /> : null}
      <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }} items={items} className="gb-reg__summary" />
      <div className="gb-reg__actions">
        <Button icon={<EditOutlined />} onClick={onEdit} disabled={submitting} size="large">
          {t('register.review.edit')}
        </Button>
        <Button type="primary" icon={<CheckOutlined />} onClick={onConfirm} loading={submitting} size="large">
          {t('register.review.confirm')}
        </Button>
      </div>
    </section>
  );
}
