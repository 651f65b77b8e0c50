import { useState, type KeyboardEvent } from 'react';
import { Tag } from 'antd';
import { addRecipients, type RecipientError } from '../share-recipients.ts';

interface Props {
  id?: string;
  value?: string[];
  onChange?: (list: string[]) => void;
  placeholder?: string;
  /** What went wrong with the text being typed (an invalid address stays in the box for correction). */
  onProblem: (problem: RecipientError | null) => void;
}

/** Handle of the recipients box: moves what is being typed into the list (before a send). */
export interface RecipientsDraft {
  commit: () => string[] | null;
}

/**
 * E-mail recipients as tags, a form control (value: the list): typing and Enter, comma or semicolon adds addresses,
 * pasting adds several, Backspace in an empty box removes the last one.
 */
export function RecipientsInput({
  id,
  value = [],
  onChange,
  placeholder,
  onProblem,
  draftRef,
}: Props & { draftRef: { current: RecipientsDraft | null } }) {
  const [draft, setDraft] = useState('');

  /** Moves the typed text into the list; answers the list, or null when an address needs correcting first. */
  const commit = (raw: string): string[] | null => {
    if (!raw.trim()) return value;
    const result = addRecipients(value, raw);
    onChange?.(result.list);
    setDraft(result.rest);
    onProblem(result.error ?? null);
    return result.error && result.error !== 'emailDuplicate' ? null : result.list;
  };
  draftRef.current = { commit: () => commit(draft) };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',' || e.key === ';') {
      e.preventDefault();
      commit(draft);
    } else if (e.key === 'Backspace' && !draft && value.length) {
      onChange?.(value.slice(0, -1));
    }
  };

  return (
    <div className="gb-email-tags">
      {value.map((email) => (
        <Tag key={email} closable onClose={() => onChange?.(value.filter((e) => e !== email))}>
          {email}
        </Tag>
      ))}
      {/* A plain input: the box around it is the control, so the form's error outline is drawn once, on the box. */}
      <input
        id={id}
        className="gb-email-tags__input"
        // A tags input, announced like antd's own tags select: a combobox whose list never opens.
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="none"
        value={draft}
        autoComplete="email"
        inputMode="email"
        placeholder={value.length ? '' : placeholder}
        onChange={(e) => {
          setDraft(e.target.value);
          onProblem(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => commit(draft)}
        onPaste={(e) => {
          e.preventDefault();
          commit(`${draft} ${e.clipboardData.getData('text')}`);
        }}
      />
    </div>
  );
}
