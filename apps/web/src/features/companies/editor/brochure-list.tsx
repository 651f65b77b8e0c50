import { Button, Form, Segmented } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TrimmedInput } from '../../../shared/ui/trimmed-input.tsx';
import { BrochureFile } from './brochure-file.tsx';
import type { EditorKit } from './editor-kit.ts';
import type { BrochureValue } from './editor-values.ts';

function BrochureRow({ index, kit, onRemove }: { index: number; kit: EditorKit; onRemove: () => void }) {
  const { t } = useTranslation('companyEditor');
  const form = Form.useFormInstance();
  const kind = Form.useWatch(['brochures', index, 'kind'], form) as BrochureValue['kind'] | undefined;
  const brochureName = Form.useWatch(['brochures', index, 'name'], form) as string | undefined;
  const path = (leaf: string) => ['brochures', index, leaf];

  const switchKind = (next: BrochureValue['kind']) => {
    // A stored PDF path is no link and a link is no stored file: switching starts the source afresh.
    form.setFieldValue(path('kind'), next);
    form.setFieldValue(path('url'), '');
  };
  const takeName = (name: string) => {
    if (!String(form.getFieldValue(path('name')) ?? '').trim())
      form.setFieldValue(path('name'), name.slice(0, kit.limits(path('name')).max));
  };

  return (
    <li className="gb-editor__row">
      <div className="gb-editor__row-fields">
        <Form.Item name={[index, 'name']} {...kit.item(path('name'))} className="gb-editor__row-name">
          <TrimmedInput
            {...kit.input(path('name'))}
            placeholder={t('brochures.name')}
            aria-label={t('brochures.nameNumbered', { n: index + 1 })}
          />
        </Form.Item>
        <Form.Item name={[index, 'kind']} noStyle>
          <Segmented<BrochureValue['kind']>
            aria-label={t('brochures.source')}
            options={[
              { value: 'file', label: t('brochures.kindFile') },
              { value: 'url', label: t('brochures.kindUrl') },
            ]}
            onChange={switchKind}
          />
        </Form.Item>
        <Form.Item name={[index, 'url']} {...kit.item(path('url'))} className="gb-editor__row-url">
          {kind === 'url' ? (
            <TrimmedInput realtime type="url" placeholder="https://" aria-label={t('brochures.urlNumbered', { n: index + 1 })} />
          ) : (
            <BrochureFile onPicked={takeName} label={brochureName} />
          )}
        </Form.Item>
      </div>
      <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('brochures.remove', { n: index + 1 })} onClick={onRemove} />
    </li>
  );
}

/** Brochures (SPEC §2): each a name and an uploaded PDF or a URL, at most 5. */
export function BrochureList({ kit }: { kit: EditorKit }) {
  const { t } = useTranslation('companyEditor');
  const max = kit.limits('brochures').max ?? 0;
  return (
    <Form.List name="brochures" rules={kit.item('brochures').rules}>
      {(fields, { add, remove }, { errors }) => (
        <div className="gb-editor__list">
          {fields.length ? (
            <ol className="gb-editor__rows">
              {fields.map((field) => (
                <BrochureRow key={field.key} index={field.name} kit={kit} onRemove={() => remove(field.name)} />
              ))}
            </ol>
          ) : (
            <p className="gb-editor__empty">{t('brochures.empty')}</p>
          )}
          {fields.length < max ? (
            <Button icon={<PlusOutlined />} onClick={() => add({ name: '', kind: 'file', url: '' } satisfies BrochureValue)}>
              {t('brochures.add')}
            </Button>
          ) : (
            <p className="gb-editor__count">{t('brochures.limit', { max })}</p>
          )}
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}
