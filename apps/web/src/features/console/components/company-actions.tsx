import { useState } from 'react';
import { App, Button, Popconfirm, Space } from 'antd';
import { CheckOutlined, CloseOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CompanyStatus, ConsoleCompany, VerificationDecision } from '@gembourse/contracts/console';
import { setCompanyStatus, useConsoleWrite } from '../api.ts';
import { DecisionModal } from './decision-modal.tsx';
import type { KeyOf } from '../../../shared/i18n/keys.ts';

/**
 * A company's console actions: Verify (unless verified), Reject (while pending: a live company is suspended instead,
 * as the server insists), and Suspend or Reactivate after a confirmation.
 */
export function CompanyActions({ company }: { company: ConsoleCompany }) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const [decision, setDecision] = useState<VerificationDecision | null>(null);
  const suspended = company.status === 'suspended';
  const status = useConsoleWrite(
    (next: CompanyStatus) => setCompanyStatus(company.id, next),
    (_result, next) =>
      void message.success(
        t(next === 'suspended' ? 'statusChange.suspendedToast' : 'statusChange.reactivatedToast', { name: company.name }),
      ),
  );
  const named = (key: KeyOf<'console'>) => t(key, { name: company.name });
  return (
    <Space size={0} wrap>
      {company.verification !== 'verified' ? (
        <Button
          type="link"
          size="small"
          icon={<CheckOutlined />}
          onClick={() => setDecision('verified')}
          aria-label={named('actions.verifyNamed')}
        >
          {t('actions.verify')}
        </Button>
      ) : null}
      {company.verification === 'pending' ? (
        <Button
          type="link"
          size="small"
          danger
          icon={<CloseOutlined />}
          onClick={() => setDecision('rejected')}
          aria-label={named('actions.rejectNamed')}
        >
          {t('actions.reject')}
        </Button>
      ) : null}
      <Popconfirm
        title={named(suspended ? 'statusChange.reactivateTitle' : 'statusChange.suspendTitle')}
        description={t(suspended ? 'statusChange.reactivateText' : 'statusChange.suspendText')}
        okText={t(suspended ? 'actions.reactivate' : 'actions.suspend')}
        cancelText={t('actions.cancel')}
        okButtonProps={{ danger: !suspended }}
        onConfirm={() => status.mutateAsync(suspended ? 'active' : 'suspended').catch(() => undefined)}
      >
        <Button
          type="link"
          size="small"
          danger={!suspended}
          icon={suspended ? <PlayCircleOutlined /> : <PauseCircleOutlined />}
          loading={status.isPending}
          aria-label={named(suspended ? 'actions.reactivateNamed' : 'actions.suspendNamed')}
        >
          {t(suspended ? 'actions.reactivate' : 'actions.suspend')}
        </Button>
      </Popconfirm>
      {decision ? <DecisionModal company={company} decision={decision} onClose={() => setDecision(null)} /> : null}
    </Space>
  );
}
