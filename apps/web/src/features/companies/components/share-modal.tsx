import { useState, type KeyboardEvent } from 'react';
import { App, Form, Modal, Tag } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SHARE_RECIPIENTS_MAX } from '@gembourse/contracts/connections';
import { TrimmedTextArea } from '../../../shared/ui/trimmed-input.tsx';
import { shareShowroom } from '../api.ts';
import { addRecipients, validateShare, type RecipientError } from '../share-recipients.ts';

const MESSAGE_MAX = 500;

interface ShareModalProps {
  companyId: number;
  companyName: string;
  open: boolean;
  onClose: () => void;
}

/**
 * "Share showroom link by e-mail" (SPEC §2, §5): recipients as tags (at least one, valid, no duplicates) and an
 * optional note. Checked with the contract's schema before sending; server failures toast through the catalogue.
 */
export function ShareModal({ companyId, companyName, open, onClose }: ShareModalProps) {
  const { t } = useTranslation('companies');
  const { message } = App.useApp();
  const [emails, setEmails] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<RecipientError | null>(null);
  const send = useMutation({ mutationFn: shareShowroom });

  const errorText = (e: RecipientError) => t(`share.errors.${e}`, { max: SHARE_RECIPIENTS_MAX });
  const reset = () => {
    setEmails([]);
    setDraft('');
    setNote('');
    setError(null);
  };
  /** Moves the typed text into the list; answers the list, or null when an address needs correcting first. */
  const commit = (raw: string): string[] | null => {
    if (!raw.trim()) return emails;
    const result = addRecipients(emails, raw);
    setEmails(result.list);
    setDraft(result.rest);
    setError(result.error ?? null);
    return result.error && result.error !== 'emailDuplicate' ? null : result.list;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',' || e.key === ';') {
      e.preventDefault();
      commit(draft);
    } else if (e.key === 'Backspace' && !draft && emails.length) {
      setEmails(emails.slice(0, -1));
    }
  };
  const submit = () => {
    const list = commit(draft);
    if (!list) return;
    const checked = validateShare({ companyId, emails: list, message: note.trim() || undefined });
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    send.mutate(checked.body, {
      onSuccess: (answer) => {
        void message.success(t('share.sent', { count: answer.sent }));
        reset();
        onClose();
      },
    });
  };

  return (
    <Modal
      open={open}
      title={t('share.title', { name: companyName })}
      okText={t('share.send')}
      okButtonProps={{ icon: <MailOutlined />, loading: send.isPending }}
      onOk={submit}
      onCancel={onClose}
      afterClose={reset}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('share.recipients')}
          htmlFor="gb-share-emails"
          required
          validateStatus={error && error !== 'messageTooLong' ? 'error' : undefined}
          help={error && error !== 'messageTooLong' ? errorText(error) : t('share.recipientsHint', { max: SHARE_RECIPIENTS_MAX })}
        >
          <div className="gb-email-tags">
            {emails.map((email) => (
              <Tag key={email} closable onClose={() => setEmails(emails.filter((e) => e !== email))}>
                {email}
              </Tag>
            ))}
            {/* A plain input: the box around it is the control, so the form's error outline is drawn once, on the box. */}
            <input
              id="gb-share-emails"
              className="gb-email-tags__input"
              // A tags input, announced like antd's own tags select: a combobox whose list never opens.
              role="combobox"
              aria-expanded={false}
              aria-autocomplete="none"
              value={draft}
              autoComplete="email"
              inputMode="email"
              placeholder={emails.length ? '' : t('share.recipientsPlaceholder')}
              onChange={(e) => {
                setDraft(e.target.value);
                if (error) setError(null);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => commit(draft)}
              onPaste={(e) => {
                e.preventDefault();
                commit(`${draft} ${e.clipboardData.getData('text')}`);
              }}
            />
          </div>
        </Form.Item>
        <Form.Item
          label={t('share.message')}
          htmlFor="gb-share-message"
          validateStatus={error === 'messageTooLong' ? 'error' : undefined}
          help={error === 'messageTooLong' ? errorText(error) : undefined}
        >
          <TrimmedTextArea id="gb-share-message" value={note} maxLength={MESSAGE_MAX} showCount rows={3} onChange={(e) => setNote(e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
