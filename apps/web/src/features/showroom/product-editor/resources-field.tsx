import { useRef, useState, type ChangeEvent } from 'react';
import { App, Button, Form, Tooltip } from 'antd';
import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@gembourse/contracts/limits';
import { DOCUMENT_MAX_BYTES } from '@gembourse/contracts/uploads';
import type { FormKit } from '../../../shared/forms/use-form-kit.ts';
import { TrimmedInput } from '../../../shared/ui/trimmed-input.tsx';
import { uploadDocument } from './product-api.ts';
import type { InfoValues } from './product-values.ts';

const MAX_MB = Math.round(DOCUMENT_MAX_BYTES / (1024 * 1024));

/** Uploads a PDF (the uploads API's one document kind) and puts its stored address in the row's link. */
function UploadPdfButton({ index, onUploaded }: { index: number; onUploaded: (url: string, baseName: string) => void }) {
  const { t } = useTranslation('productEditor');
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Size and kind are checked here for a quick message; the server checks the content (a renamed file is refused).
    const problem =
      file.size === 0
        ? 'empty'
        : file.size > DOCUMENT_MAX_BYTES
          ? 'size'
          : !/\.pdf$/i.test(file.name) && file.type !== 'application/pdf'
            ? 'type'
            : null;
    if (problem) {
      void message.error({ content: t(`info.resourceFile.${problem}`, { maxMb: MAX_MB }), key: 'gb-pe-pdf' });
      return;
    }
    setBusy(true);
    try {
      const answer = await uploadDocument(file);
      onUploaded(answer.url, file.name.replace(/\.pdf$/i, '').trim());
    } catch {
      // The error catalogue has shown the server's message (a file that is not really a PDF).
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        className="gb-pe-file-input"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => void onFile(e)}
        data-testid={`resource-file-${index}`}
      />
      <Tooltip title={t('info.resourceUploadHint', { maxMb: MAX_MB })}>
        <Button icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
          {t('info.resourceUpload')}
        </Button>
      </Tooltip>
    </>
  );
}

/** Up to LIMITS.productResourcesMax resources (SPEC §3): a name plus a link, or a PDF uploaded here. */
export function ResourcesField({ kit }: { kit: FormKit<InfoValues> }) {
  const { t } = useTranslation('productEditor');
  const form = Form.useFormInstance<InfoValues>();
  const max = LIMITS.productResourcesMax;
  return (
    <Form.List name="resources">
      {(rows, { add, remove }) => (
        <div className="gb-pe-rows">
          {rows.map((row, index) => (
            <div key={row.key} className="gb-pe-row" role="group" aria-label={t('info.resourceN', { n: index + 1 })}>
              <Form.Item
                name={[row.name, 'name']}
                label={t('info.resourceName')}
                className="gb-pe-row__name"
                {...kit.item(['resources', row.name, 'name'])}
              >
                <TrimmedInput {...kit.input(['resources', row.name, 'name'])} autoComplete="off" />
              </Form.Item>
              <Form.Item
                name={[row.name, 'url']}
                label={t('info.resourceUrl')}
                className="gb-pe-row__wide"
                {...kit.item(['resources', row.name, 'url'])}
              >
                <TrimmedInput type="url" placeholder="https://" autoComplete="off" />
              </Form.Item>
              <div className="gb-pe-row__buttons">
                <UploadPdfButton
                  index={index}
                  onUploaded={(url, baseName) => {
                    form.setFieldValue(['resources', row.name, 'url'], url);
                    if (!form.getFieldValue(['resources', row.name, 'name'])) form.setFieldValue(['resources', row.name, 'name'], baseName);
                    void form.validateFields([['resources', row.name, 'url']]);
                  }}
                />
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('info.removeResourceN', { n: index + 1 })}
                  onClick={() => remove(row.name)}
                />
              </div>
            </div>
          ))}
          {rows.length < max ? (
            <Button icon={<PlusOutlined />} onClick={() => add({ name: '', url: '' })}>
              {t('info.addResource')}
            </Button>
          ) : (
            <p className="gb-pe-hint">{t('info.resourcesFull', { max })}</p>
          )}
        </div>
      )}
    </Form.List>
  );
}
