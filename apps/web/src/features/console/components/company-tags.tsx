import { Tag } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined, CloseCircleOutlined, MinusCircleOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CompanyStatus, VerificationStatus } from '@gembourse/contracts/console';

/** A company's account status: active, or suspended by the organiser. */
export function CompanyStatusTag({ status }: { status: CompanyStatus }) {
  const { t } = useTranslation('console');
  return status === 'active' ? (
    <Tag color="success">{t('status.active')}</Tag>
  ) : (
    <Tag color="error" icon={<StopOutlined />}>
      {t('status.suspended')}
    </Tag>
  );
}

const VERIFICATION_LOOK = {
  unverified: { color: 'default', icon: <MinusCircleOutlined /> },
  pending: { color: 'warning', icon: <ClockCircleOutlined /> },
  verified: { color: 'success', icon: <CheckCircleFilled /> },
  rejected: { color: 'error', icon: <CloseCircleOutlined /> },
} as const;

/** Where a company stands with the organiser's verification. */
export function VerificationTag({ verification }: { verification: VerificationStatus }) {
  const { t } = useTranslation('console');
  const look = VERIFICATION_LOOK[verification];
  return (
    <Tag color={look.color} icon={look.icon}>
      {t(`verification.${verification}`)}
    </Tag>
  );
}
