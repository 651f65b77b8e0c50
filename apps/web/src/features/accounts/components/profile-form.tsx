import { useMemo, useState } from 'react';
import { Alert, App, Button, Col, Form, Row, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZUpdateProfileRequest, type PersonalProfile, type UpdateProfileRequest } from '@gembourse/contracts/accounts';
import { loadCurrentUser } from '../../../shared/session/load-current-user.ts';
import { ImageUpload } from '../../../shared/ui/image-upload.tsx';
import { doneUrls, toUploadItems, type UploadItem } from '../../../shared/ui/image-upload-api.ts';
import { TrimmedInput, TrimmedTextArea } from '../../../shared/ui/trimmed-input.tsx';
import { accountKeys, updateProfile } from '../api.ts';
import { applyServerErrors } from '../form-errors.ts';
import { nameProblem, phoneProblem, type Problem } from '../registration-validation.ts';
import { CountrySelect } from '../../../shared/ui/country-select.tsx';

interface ProfileValues {
  cover: UploadItem[];
  avatar: UploadItem[];
  firstName?: string;
  lastName?: string;
  jobTitle?: string;
  phone?: string;
  aboutMe?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country?: string;
  profileVisible: boolean;
}

const FIELDS = ['cover', 'avatar', 'firstName', 'lastName', 'jobTitle', 'phone', 'aboutMe', 'address1', 'address2', 'city', 'state', 'postalCode', 'country', 'profileVisible'] as const;

const ABOUT_MAX = 2000;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const optional = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);
const longerThan = (max: number) => (v: unknown): Problem | undefined => (text(v).length > max ? { key: 'validation.tooLong', values: { max } } : undefined);
const requiredText = (key: string, max: number) => (v: unknown): Problem | undefined => (text(v) ? longerThan(max)(v) : { key });

/** Each field's rule (SPEC §3 "Personal profile": phone, address 2, state and postal code optional; §5 messages). */
const CHECKS: Partial<Record<(typeof FIELDS)[number], (v: unknown) => Problem | undefined>> = {
  cover: (v) => (doneUrls(v as UploadItem[]).length ? undefined : { key: 'validation.coverRequired' }),
  firstName: nameProblem,
  lastName: nameProblem,
  jobTitle: longerThan(80),
  phone: phoneProblem,
  aboutMe: requiredText('validation.aboutRequired', ABOUT_MAX),
  address1: requiredText('validation.addressRequired', 200),
  address2: longerThan(200),
  city: requiredText('validation.cityRequired', 80),
  state: longerThan(80),
  postalCode: longerThan(20),
  country: (v) => (text(v) ? undefined : { key: 'validation.countryRequired' }),
};

function valuesOf(profile: PersonalProfile): ProfileValues {
  return {
    cover: toUploadItems(profile.cover),
    avatar: toUploadItems(profile.avatar),
    firstName: profile.firstName,
    lastName: profile.lastName,
    jobTitle: profile.jobTitle ?? '',
    phone: profile.phone ?? '',
    aboutMe: profile.aboutMe ?? '',
    address1: profile.address1 ?? '',
    address2: profile.address2 ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    postalCode: profile.postalCode ?? '',
    country: profile.country ?? undefined,
    profileVisible: profile.profileVisible,
  };
}

/** The personal profile form (SPEC §3): cover and photo through the cropper, names, contact, about me, address, visibility. */
export function ProfileForm({ profile }: { profile: PersonalProfile }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ProfileValues>();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const initialValues = useMemo(() => valuesOf(profile), [profile]);

  const rules = useMemo(() => {
    const out: Partial<Record<(typeof FIELDS)[number], Rule[]>> = {};
    for (const [field, check] of Object.entries(CHECKS)) {
      out[field as (typeof FIELDS)[number]] = [
        {
          validator: async (_: unknown, value: unknown) => {
            const p = check(value);
            if (p) throw new Error(t(p.key, p.values));
          },
        },
      ];
    }
    return out;
  }, [t]);

  const finish = async (values: ProfileValues) => {
    setFormError(null);
    const body: Partial<UpdateProfileRequest> = {
      firstName: text(values.firstName),
      lastName: text(values.lastName),
      jobTitle: optional(values.jobTitle),
      gender: profile.gender ?? undefined,
      cover: doneUrls(values.cover).at(-1) ?? '',
      avatar: doneUrls(values.avatar).at(-1),
      phone: optional(values.phone),
      aboutMe: text(values.aboutMe),
      address1: text(values.address1),
      address2: optional(values.address2),
      city: text(values.city),
      state: optional(values.state),
      postalCode: optional(values.postalCode),
      country: values.country ?? '',
      profileVisible: Boolean(values.profileVisible),
    };
    // The server's schema, applied here too (ARCHITECTURE §8: every input validated twice).
    const parsed = ZUpdateProfileRequest.safeParse(body);
    if (!parsed.success) {
      const names = new Set(parsed.error.issues.map((i) => String(i.path[0])));
      form.setFields(FIELDS.filter((f) => names.has(f)).map((name) => ({ name, errors: [t('errors:checkForm')] })));
      return;
    }
    setSaving(true);
    try {
      await updateProfile(parsed.data);
      await queryClient.invalidateQueries({ queryKey: accountKeys.profile });
      void message.success(t('errors:updateSuccess'));
      // The header shows the member's name and photo: refresh them quietly.
      void loadCurrentUser().catch(() => undefined);
    } catch (error) {
      setFormError(applyServerErrors(form, error, FIELDS, t('profile.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<ProfileValues>
      form={form}
      name="my-profile"
      layout="vertical"
      initialValues={initialValues}
      onFinish={(v) => void finish(v)}
      onFinishFailed={() => void message.warning({ content: t('errors:checkForm'), key: 'gb-profile-check' })}
      onValuesChange={() => formError && setFormError(null)}
      scrollToFirstError={{ block: 'center', behavior: 'smooth' }}
    >
      {formError ? <Alert type="error" showIcon title={formError} className="gb-reg__alert" role="alert" /> : null}
      <h2 className="gb-reg__section">{t('profile.sections.media')}</h2>
      <Form.Item name="cover" label={t('profile.fields.cover')} required rules={rules.cover}>
        <ImageUpload purpose="profileCover" shape="wide" addLabel={t('profile.addCover')} />
      </Form.Item>
      <Form.Item name="avatar" label={t('profile.fields.avatar')}>
        <ImageUpload purpose="avatar" shape="round" addLabel={t('profile.addPhoto')} />
      </Form.Item>

      <h2 className="gb-reg__section">{t('profile.sections.about')}</h2>
      <Form.Item label={t('profile.fields.email')} extra={t('profile.fields.emailNote')}>
        <span className="gb-profile__email">{profile.email}</span>
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="firstName" label={t('profile.fields.firstName')} required rules={rules.firstName}>
            <TrimmedInput autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="lastName" label={t('profile.fields.lastName')} required rules={rules.lastName}>
            <TrimmedInput autoComplete="family-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="jobTitle" label={t('profile.fields.jobTitle')} rules={rules.jobTitle}>
            <TrimmedInput autoComplete="organization-title" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('profile.fields.phone')} rules={rules.phone}>
            <TrimmedInput realtime inputMode="tel" autoComplete="tel" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="aboutMe" label={t('profile.fields.aboutMe')} required rules={rules.aboutMe}>
        <TrimmedTextArea autoSize={{ minRows: 4, maxRows: 12 }} showCount maxLength={ABOUT_MAX} placeholder={t('profile.fields.aboutMePlaceholder')} />
      </Form.Item>

      <h2 className="gb-reg__section">{t('profile.sections.address')}</h2>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="address1" label={t('profile.fields.address1')} required rules={rules.address1}>
            <TrimmedInput autoComplete="address-line1" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="address2" label={t('profile.fields.address2')} rules={rules.address2}>
            <TrimmedInput autoComplete="address-line2" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="city" label={t('profile.fields.city')} required rules={rules.city}>
            <TrimmedInput autoComplete="address-level2" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="state" label={t('profile.fields.state')} rules={rules.state}>
            <TrimmedInput autoComplete="address-level1" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="postalCode" label={t('profile.fields.postalCode')} rules={rules.postalCode}>
            <TrimmedInput autoComplete="postal-code" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="country" label={t('profile.fields.country')} required rules={rules.country}>
            <CountrySelect placeholder={t('register.fields.countryPlaceholder')} />
          </Form.Item>
        </Col>
      </Row>

      <h2 className="gb-reg__section">{t('profile.sections.visibility')}</h2>
      <div className="gb-profile__switch-row">
        <Form.Item name="profileVisible" valuePropName="checked" noStyle>
          <Switch id="my-profile_profileVisible" aria-describedby="my-profile_profileVisible-desc" />
        </Form.Item>
        <div>
          <label className="gb-profile__switch-label" htmlFor="my-profile_profileVisible">
            {t('profile.fields.visible')}
          </label>
          <span className="gb-profile__switch-desc" id="my-profile_profileVisible-desc">
            {t('profile.fields.visibleHint')}
          </span>
        </div>
      </div>

      <div className="gb-reg__actions">
        <Button type="primary" htmlType="submit" size="large" icon={<SaveOutlined />} loading={saving}>
          {t('profile.save')}
        </Button>
      </div>
    </Form>
  );
}
