import { useMemo, useState } from 'react';
import { Alert, App, Button, Col, Form, Row, Switch } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PersonalProfile, UpdateProfileRequest } from '@gembourse/contracts/accounts';
import { useFormKit } from '../../../shared/forms/use-form-kit.ts';
import { loadCurrentUser } from '../../../shared/session/load-current-user.ts';
import { ImageUpload } from '../../../shared/ui/image-upload.tsx';
import { toUploadItems } from '../../../shared/ui/image-upload-api.ts';
import { TrimmedInput, TrimmedTextArea } from '../../../shared/ui/trimmed-input.tsx';
import { accountKeys, updateProfile } from '../api.ts';
import { PROFILE_KIT, toProfileRequest, type ProfileValues } from '../profile-kit.ts';
import { CountrySelect } from '../../../shared/ui/country-select.tsx';

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
  const { t } = useTranslation(['account', 'member', 'errors']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ProfileValues>();
  const kit = useFormKit(form, PROFILE_KIT);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const initialValues = useMemo(() => valuesOf(profile), [profile]);

  const finish = async (values: ProfileValues) => {
    setFormError(null);
    // The server's schema, applied here too (ARCHITECTURE §8: every input validated twice).
    const body = kit.parse<UpdateProfileRequest>({ ...toProfileRequest(values), gender: profile.gender ?? undefined });
    if (!body) return;
    setSaving(true);
    try {
      await updateProfile(body);
      await queryClient.invalidateQueries({ queryKey: accountKeys.profile });
      void message.success(t('errors:updateSuccess'));
      // The header shows the member's name and photo: refresh them quietly.
      void loadCurrentUser().catch(() => undefined);
    } catch (error) {
      setFormError(kit.showServerErrors(error, t('profile.saveFailed')));
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
    >
      {formError ? <Alert type="error" showIcon title={formError} className="gb-reg__alert" role="alert" /> : null}
      <h2 className="gb-reg__section">{t('profile.sections.media')}</h2>
      <Form.Item name="cover" label={t('member:fields.cover')} {...kit.item('cover')}>
        <ImageUpload purpose="profileCover" shape="wide" addLabel={t('profile.addCover')} />
      </Form.Item>
      <Form.Item name="avatar" label={t('member:fields.avatar')}>
        <ImageUpload purpose="avatar" shape="round" addLabel={t('profile.addPhoto')} />
      </Form.Item>

      <h2 className="gb-reg__section">{t('profile.sections.about')}</h2>
      <Form.Item label={t('member:fields.email')} extra={t('profile.fields.emailNote')}>
        <span className="gb-profile__email">{profile.email}</span>
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="firstName" label={t('member:fields.firstName')} {...kit.item('firstName')}>
            <TrimmedInput autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
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
            <TrimmedInput realtime inputMode="tel" autoComplete="tel" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="aboutMe" label={t('member:fields.aboutMe')} {...kit.item('aboutMe')}>
        <TrimmedTextArea
          autoSize={{ minRows: 4, maxRows: 12 }}
          showCount
          {...kit.input('aboutMe')}
          placeholder={t('profile.fields.aboutMePlaceholder')}
        />
      </Form.Item>

      <h2 className="gb-reg__section">{t('profile.sections.address')}</h2>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="address1" label={t('member:fields.address1')} {...kit.item('address1')}>
            <TrimmedInput autoComplete="address-line1" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="address2" label={t('member:fields.address2')} {...kit.item('address2')}>
            <TrimmedInput autoComplete="address-line2" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="city" label={t('member:fields.city')} {...kit.item('city')}>
            <TrimmedInput autoComplete="address-level2" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="state" label={t('member:fields.state')} {...kit.item('state')}>
            <TrimmedInput autoComplete="address-level1" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="postalCode" label={t('member:fields.postalCode')} {...kit.item('postalCode')}>
            <TrimmedInput autoComplete="postal-code" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="country" label={t('member:fields.country')} {...kit.item('country')}>
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
