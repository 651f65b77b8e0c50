import { useState } from 'react';
import { Empty, Modal, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContactCandidate } from '@gembourse/contracts/company-profile';
import { errorMessageOf } from '../../../shared/api/api-error.ts';
import { useContactCandidates } from './editor-api.ts';

/** "Add from my team": picks a company user who is not a contact yet; the contact form then opens prefilled. */
export function TeamPicker({ onPick, onClose }: { onPick: (candidate: ContactCandidate) => void; onClose: () => void }) {
  const { t } = useTranslation('companyEditor');
  const candidates = useContactCandidates(true);
  const [userId, setUserId] = useState<number | undefined>(undefined);
  const list = candidates.data ?? [];
  const picked = list.find((c) => c.userId === userId);

  let body;
  if (candidates.isPending) body = <Skeleton active paragraph={{ rows: 1 }} />;
  else if (candidates.isError)
    body = (
      <p role="alert" className="gb-editor__error">
        {errorMessageOf(candidates.error, t('contacts.loadFailed'))}
      </p>
    );
  else if (!list.length) body = <Empty description={t('contacts.teamEmpty')} />;
  else {
    body = (
      <Select<number>
        className="gb-editor__team-select"
        aria-label={t('contacts.teamMember')}
        placeholder={t('contacts.teamPlaceholder')}
        value={userId}
        onChange={setUserId}
        showSearch={{ optionFilterProp: 'search' }}
        options={list.map((c) => ({
          value: c.userId,
          search: `${c.firstName} ${c.lastName} ${c.email}`.toLowerCase(),
          label: (
            <span className="gb-editor__team-option">
              <span>{`${c.firstName} ${c.lastName}`}</span>
              <span className="gb-editor__muted">{c.email}</span>
            </span>
          ),
        }))}
      />
    );
  }

  return (
    <Modal
      open
      title={t('contacts.teamTitle')}
      okText={t('contacts.teamNext')}
      cancelText={t('contacts.cancel')}
      okButtonProps={{ disabled: !picked }}
      onOk={() => picked && onPick(picked)}
      onCancel={onClose}
      destroyOnHidden
      width={480}
    >
      <p className="gb-editor__muted">{t('contacts.teamIntro')}</p>
      {body}
    </Modal>
  );
}
