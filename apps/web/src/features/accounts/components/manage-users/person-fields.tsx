import { Col, Form, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyRole } from '@gembourse/contracts/company-users';
import type { FormKit } from '../../../../shared/forms/use-form-kit.ts';
import { useDictionary } from '../../../../shared/dictionary/use-dictionary.ts';
import { CountrySelect } from '../../../../shared/ui/country-select.tsx';
import { TrimmedInput } from '../../../../shared/ui/trimmed-input.tsx';

interface PersonFieldsProps {
  /** The kit of the form these fields belong to. */
  kit: Pick<FormKit<never>, 'item' | 'input'>;
  /** Where the person sits in the form: [] for the edit form, ['invitees', n] for a row of the invitation. */
  base: readonly (string | number)[];
  /** Where the Form.Items are named from: the same as `base`, or [n] inside a Form.List. */
  local: readonly (string | number)[];
  /** My company's roles (the role select). */
  roles: readonly CompanyRole[];
  /** The administrator flag cannot change (the caller is the company's last admin). */
  adminLocked?: boolean;
  /** The e-mail cannot change (only an invited user's may). */
  emailLocked?: boolean;
  /** Label suffix that tells rows of an invitation apart for screen readers ("person 2"). */
  rowLabel?: string;
}

/**
 * The admin user form of SPEC §3, for an invitation row and for the edit form alike: title, first and last name,
 * e-mail, job title, role and administrator flag, then the address. Each field's rule is the contract schema's (kit).
 */
export function PersonFields({ kit, base, local, roles, adminLocked = false, emailLocked = false, rowLabel }: PersonFieldsProps) {
  const { t } = useTranslation('manage');
  const salutations = useDictionary('salutation');
  const admin = Form.useWatch([...base, 'admin']) as boolean | undefined;
  const full = (field: string) => [...base, field];
  const named = (field: string) => [...local, field];
  const aria = (label: string) => (rowLabel ? { 'aria-label': `${label} (${rowLabel})` } : {});
  const item = (field: string) => kit.item(full(field));

  return (
    <Row gutter={16}>
      <Col xs={24} md={6}>
        <Form.Item name={named('salutation')} label={t('fields.salutation')} {...item('salutation')}>
          <Select
            allowClear
            {...aria(t('fields.salutation'))}
            placeholder={t('fields.salutationPlaceholder')}
            loading={salutations.isPending}
            options={salutations.entries.map((e) => ({ value: e.dataValue, label: e.dataLabel }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={9}>
        <Form.Item name={named('firstName')} label={t('fields.firstName')} {...item('firstName')}>
          <TrimmedInput {...kit.input(full('firstName'))} {...aria(t('fields.firstName'))} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={9}>
        <Form.Item name={named('lastName')} label={t('fields.lastName')} {...item('lastName')}>
          <TrimmedInput {...kit.input(full('lastName'))} {...aria(t('fields.lastName'))} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={named('email')}
          label={t('fields.email')}
          {...item('email')}
          extra={emailLocked ? t('fields.emailLocked') : undefined}
        >
          <TrimmedInput realtime type="email" inputMode="email" autoComplete="off" disabled={emailLocked} {...aria(t('fields.email'))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={named('jobTitle')} label={t('fields.jobTitle')} {...item('jobTitle')}>
          <TrimmedInput {...kit.input(full('jobTitle'))} {...aria(t('fields.jobTitle'))} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={named('roleId')}
          label={t('fields.role')}
          {...item('roleId')}
          extra={admin ? t('fields.roleForAdmin') : t('fields.roleHint')}
        >
          <Select
            allowClear
            disabled={Boolean(admin)}
            {...aria(t('fields.role'))}
            placeholder={t('fields.roleDefault')}
            options={roles.map((r) => ({ value: r.id, label: r.name }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={named('admin')}
          label={t('fields.admin')}
          valuePropName="checked"
          extra={adminLocked ? t('fields.adminLocked') : t('fields.adminHint')}
        >
          <Switch disabled={adminLocked} {...aria(t('fields.admin'))} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name={named('street')} label={t('fields.street')} {...item('street')}>
          <TrimmedInput {...kit.input(full('street'))} {...aria(t('fields.street'))} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name={named('city')} label={t('fields.city')} {...item('city')}>
          <TrimmedInput {...kit.input(full('city'))} {...aria(t('fields.city'))} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name={named('state')} label={t('fields.state')} {...item('state')}>
          <TrimmedInput {...kit.input(full('state'))} {...aria(t('fields.state'))} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name={named('postalCode')} label={t('fields.postalCode')} {...item('postalCode')}>
          <TrimmedInput {...kit.input(full('postalCode'))} {...aria(t('fields.postalCode'))} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={named('country')} label={t('fields.country')} {...item('country')}>
          <CountrySelect allowClear {...aria(t('fields.country'))} placeholder={t('fields.countryPlaceholder')} />
        </Form.Item>
      </Col>
    </Row>
  );
}
