import { useMemo, useState } from 'react';
import { Alert, App, Button, Col, Form, Row, Select, Skeleton } from 'antd';
import { ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZUpdateUserProfileRequest, type UpdateUserProfileRequest, type UserProfile } from '@gembourse/contracts/company-users';
import type { FormKitConfig } from '../../../shared/forms/form-kit.ts';
import { useFormKit } from '../../../shared/forms/use-form-kit.ts';
import { loadCurrentUser } from '../../../shared/session/load-current-user.ts';
import { ImageUpload } from '../../../shared/ui/image-upload.tsx';
import { doneUrls, toUploadItems, type UploadItem } from '../../../shared/ui/image-upload-api.ts';
import { TrimmedInput, TrimmedTextArea } from '../../../shared/ui/trimmed-input.tsx';
import { accountKeys } from '../api.ts';
import { manageKeys, saveUserProfile, useUserProfile } from '../api-manage-users.ts';
import { errorMessageOf } from '../../../shared/api/api-error.ts';

const GENDERS = ['male', 'female', 'other'] as const;

/** What the form holds: the avatar as an upload list, texts as typed. */
interface UserProfileValues {
  avatar: UploadItem[];
  departmentName?: string;
  firstName?: string;
  lastName?: string;
  gender?: (typeof GENDERS)[number];
  phone?: string;
  jobTitle?: string;
  remarks?: string;
}

const optional = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

/** The body of POST /api/accounts/user-profile, from the form. */
function toUserProfileRequest(values: UserProfileValues): Partial<UpdateUserProfileRequest> {
  return {
    firstName: (values.firstName ?? '').trim(),
    lastName: (values.lastName ?? '').trim(),
    departmentName: optional(values.departmentName),
    gender: values.gender,
    phone: (values.phone ?? '').trim(),
    jobTitle: optional(values.jobTitle),
    remarks: optional(values.remarks),
    avatar: doneUrls(values.avatar).at(-1),
  };
}

/** SPEC §5: the name required and at most 30 characters, the mobile phone required and valid, the gender required. */
const USER_PROFILE_KIT: FormKitConfig<UserProfileValues> = {
  schema: ZUpdateUserProfileRequest,
  toRequest: toUserProfileRequest,
  fields: {
    firstName: { messages: { required: 'manage:validation.nameRequired', tooLong: 'manage:validation.nameTooLong' } },
    lastName: { messages: { required: 'manage:validation.nameRequired', tooLong: 'manage:validation.nameTooLong' } },
    phone: {
      messages: {
        required: 'manage:validation.phoneRequired',
        invalid: 'manage:validation.phoneInvalid',
        pattern: 'manage:validation.phoneInvalid',
        tooLong: 'manage:validation.phoneInvalid',
      },
    },
    gender: { messages: { required: 'manage:validation.genderRequired', enum: 'manage:validation.genderRequired' } },
  },
};

function valuesOf(profile: UserProfile): UserProfileValues {
  return {
    avatar: toUploadItems(profile.avatar),
    departmentName: profile.departmentName ?? '',
    firstName: profile.firstName,
    lastName: profile.lastName,
    gender: profile.gender ?? undefined,
    phone: profile.phone ?? '',
    jobTitle: profile.jobTitle ?? '',
    remarks: profile.remarks ?? '',
  };
}

/**
 * The company user's own profile (SPEC §3 "User profile (company user)"): the login account (read-only), department,
 * name, gender, mobile phone, job title, remarks and avatar, checked by the server's schema with the §5 messages.
 */
export function UserProfileForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation(['manage', 'errors']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<UserProfileValues>();
  const kit = useFormKit(form, USER_PROFILE_KIT);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const initialValues = useMemo(() => valuesOf(profile), [profile]);

  const finish = async (values: UserProfileValues) => {
    setFormError(null);
    const body = kit.parse<UpdateUserProfileRequest>(toUserProfileRequest(values));
    if (!body) return;
    setSaving(true);
    try {
      await saveUserProfile(body);
      void queryClient.invalidateQueries({ queryKey: manageKeys.profile });
      // The personal profile shows the same name and photo.
      void queryClient.invalidateQueries({ queryKey: accountKeys.profile });
      void message.success(t('errors:updateSuccess'));
      // The header shows the member's name and photo: refresh them quietly.
      void loadCurrentUser().catch(() => undefined);
    } catch (error) {
      setFormError(kit.showServerErrors(error, t('manage:profile.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<UserProfileValues>
      form={form}
      name="user-profile"
      layout="vertical"
      noValidate
      initialValues={initialValues}
      onFinish={(v) => void finish(v)}
      onFinishFailed={() => void message.warning({ content: t('errors:checkForm'), key: 'gb-user-profile-check' })}
      onValuesChange={() => formError && setFormError(null)}
    >
      {formError ? <Alert type="error" showIcon title={formError} className="gb-reg__alert" role="alert" /> : null}
      <p className="gb-settings__intro">{t('manage:profile.intro')}</p>
      <Form.Item name="avatar" label={t('manage:profile.fields.avatar')}>
        <ImageUpload purpose="avatar" shape="round" addLabel={t('manage:profile.addAvatar')} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t('manage:profile.fields.loginName')} extra={t('manage:profile.fields.loginNote')}>
            <span className="gb-profile__email">{profile.loginName}</span>
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('manage:profile.fields.email')}>
            <span className="gb-profile__email">{profile.email}</span>
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="firstName" label={t('manage:fields.firstName')} {...kit.item('firstName')}>
            <TrimmedInput autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="lastName" label={t('manage:fields.lastName')} {...kit.item('lastName')}>
            <TrimmedInput autoComplete="family-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="gender" label={t('manage:profile.fields.gender')} {...kit.item('gender')}>
            <Select
              allowClear
              placeholder={t('manage:profile.fields.genderPlaceholder')}
              options={GENDERS.map((g) => ({ value: g, label: t(`manage:profile.gender.${g}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('manage:profile.fields.phone')} {...kit.item('phone')}>
            <TrimmedInput realtime inputMode="tel" autoComplete="tel" placeholder={t('manage:profile.fields.phonePlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="departmentName" label={t('manage:profile.fields.department')} {...kit.item('departmentName')}>
            <TrimmedInput {...kit.input('departmentName')} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="jobTitle" label={t('manage:fields.jobTitle')} {...kit.item('jobTitle')}>
            <TrimmedInput {...kit.input('jobTitle')} autoComplete="organization-title" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="remarks" label={t('manage:profile.fields.remarks')} {...kit.item('remarks')}>
        <TrimmedTextArea autoSize={{ minRows: 3, maxRows: 8 }} showCount {...kit.input('remarks')} />
      </Form.Item>
      <div className="gb-reg__actions">
        <Button type="primary" htmlType="submit" size="large" icon={<SaveOutlined />} loading={saving}>
          {t('manage:profile.save')}
        </Button>
      </div>
    </Form>
  );
}

/** The "User profile" tab of /home/my-profile: loads the profile, then the form (re-keyed by what the server holds). */
export function UserProfileSection() {
  const { t } = useTranslation(['manage', 'common']);
  const profile = useUserProfile();
  if (profile.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (profile.isError) {
    return (
      <div className="gb-query-error" role="alert">
        <p className="gb-query-error__title">{t('manage:profile.loadFailed')}</p>
        <p className="gb-query-error__text">{errorMessageOf(profile.error)}</p>
        <Button icon={<ReloadOutlined />} onClick={() => void profile.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  return <UserProfileForm key={JSON.stringify(profile.data)} profile={profile.data} />;
}
