import { useRef, useState, type ChangeEvent } from 'react';
import { App, Button } from 'antd';
import { FilePdfOutlined, SwapOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_MAX_BYTES } from '@gembourse/contracts/uploads';
import { uploadDocument } from './editor-api.ts';

const MAX_MB = Math.round(DOCUMENT_MAX_BYTES / (1024 * 1024));
const PDF_MAGIC = '%PDF-';

/** Why a picked file cannot be a brochure, or undefined. The server checks the content again. */
export async function pdfProblem(file: File): Promise<'empty' | 'size' | 'type' | undefined> {
  if (file.size === 0) return 'empty';
  if (file.size > DOCUMENT_MAX_BYTES) return 'size';
  const claimsPdf = file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));
  if (!claimsPdf) return 'type';
  try {
    const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
    return String.fromCharCode(...head) === PDF_MAGIC ? undefined : 'type';
  } catch {
    return 'type';
  }
}

interface BrochureFileProps {
  id?: string;
  value?: string;
  onChange?: (url: string) => void;
  /** Called with the picked file's name without extension, so an empty brochure name can take it. */
  onPicked?: (baseName: string) => void;
  /** The brochure's name: what the stored file is shown as (its stored name is a content hash). */
  label?: string;
}

/** The PDF of a brochure: pick, check type and size here for a clear message, upload, show the stored file. */
export function BrochureFile({ id, value, onChange, onPicked, label }: BrochureFileProps) {
  const { t } = useTranslation('companyEditor');
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = await pdfProblem(file);
    if (problem) {
      void message.error({ content: t(`brochures.errors.${problem}`, { maxMb: MAX_MB }), key: 'gb-editor-pdf' });
      return;
    }
    setBusy(true);
    try {
      const answer = await uploadDocument(file);
      setFileName(file.name);
      onChange?.(answer.url);
      onPicked?.(file.name.replace(/\.pdf$/i, '').trim());
    } catch {
      // The error catalogue has shown the server's message (for example a file that is not really a PDF).
    } finally {
      setBusy(false);
    }
  };

  // The stored file is named by its content hash: after saving (or on the next visit) the link shows the brochure's
  // name as a PDF's (the row takes the picked file's name), not the hash.
  const named = label?.trim() ? `${label.trim()}.pdf` : null;
  const shown = fileName ?? named ?? value?.split('/').pop() ?? '';
  return (
    <div className="gb-editor__file">
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        onChange={(e) => void onFile(e)}
        data-testid="brochure-file-input"
      />
      {value ? (
        <a href={value} target="_blank" rel="noopener noreferrer" className="gb-editor__file-link">
          <FilePdfOutlined aria-hidden /> <span>{shown}</span>
        </a>
      ) : null}
      <Button id={id} icon={value ? <SwapOutlined /> : <UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
        {value ? t('brochures.replaceFile') : t('brochures.uploadFile')}
      </Button>
      {value ? null : <span className="gb-editor__file-hint">{t('brochures.fileHint', { maxMb: MAX_MB })}</span>}
    </div>
  );
}
