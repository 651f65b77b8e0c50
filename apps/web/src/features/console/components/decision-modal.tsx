import { useState } from 'react';
import { App, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_NOTE_MAX, type ConsoleCompany, type VerificationDecision } from '@gembourse/contracts/console';
import { TrimmedTextArea } from '../../../shared/ui/trimmed-input.tsx';
import { decideVerification, useConsoleWrite } from '../api.ts';

/**
 * Confirms a verification decision, with an optional note that goes into the e-mail to the company's admins. Closes
 * once the decision is saved; on failure the error catalogue has shown why and the modal stays for another try.
 */
export function DecisionModal({ company, decision, onClose }: { company: ConsoleCompany; decision: VerificationDecision; onClose: () => void }) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const [note, setNote] = useState('');
  const verify = decision === 'verified';
  const write = useConsoleWrite(
    () => decideVerification(company.id, { verification: decision, ...(note.trim() ? { note: note.trim() } : {}) }),
    () => {
      void message.success(t(verify ? 'decision.verifiedToast' : 'decision.rejectedToast', { name: company.name }));
      onClose();
    },
  );
  return (
    <Modal
      open
      title={t(verify ? 'decision.verifyTitle' : 'decision.rejectTitle', { name: company.name })}
      okText={t(verify ? 'decision.verifyOk' : 'decision.rejectOk')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ danger: !verify }}
      confirmLoading={write.isPending}
      onOk={() => write.mutate(undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t(verify ? 'decision.verifyText' : 'decision.rejectText')}</Typography.Paragraph>
      <label className="gb-console-decision__label" htmlFor="gb-console-decision-note">
        {t('decision.note')}
      </label>
      <TrimmedTextArea
        id="gb-console-decision-note"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={VERIFICATION_NOTE_MAX}
        showCount
        autoSize={{ minRows: 3, maxRows: 8 }}
        placeholder={t('decision.notePlaceholder')}
      />
    </Modal>
  );
}
