import { Button, Form, Segmented } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PROFILE_LIMITS } from '@gembourse/contracts/company-profile';
import { TrimmedInput } from '../../../shared/ui/trimmed-input.tsx';
import { BrochureFile } from './brochure-file.tsx';
import type { EditorRules } from './editor-rules.ts';
import type { BrochureValue } from './editor-values.ts';

const MAX = PROFILE_LIMITS.brochuresMax;

function BrochureRow({ index, rules, onRemove }: { index: number; rules: EditorRules; onRemove: () => void }) {
  const { t } = useTranslation('companyEditor');
  const form = Form.useFormInstance();
  const kind = Form.useWatch(['brochures', index, 'kind'], form) as BrochureValue['kind'] | undefined;
  const path = (leaf: string) => ['brochures', index, leaf];

  const switchKind = (next: BrochureValue['kind']) => {
    // A stored PDF path is no link and a link is no stored file: switching starts the source afresh.
    form.setFieldValue(path('kind'), next);
    form.setFieldValue(path('url'), '');
  };
  const takeName = (name: string) => {
    if (!String(form.getFieldValue(path('name')) ?? '').trim()) form.setFieldValue(path('name'), name.slice(0, 100));
  };

  return (
    <li className="gb-editor__row">
      <div className="gb-editor__row-fields">
        <Form.Item name={[index, 'name']} rules={rules.brochureName} className="gb-editor__row-name">
          <TrimmedInput maxLength={100} placeholder={t('brochures.name')} aria-label={t('brochures.nameNumbered', { n: index + 1 })} />
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
        <Form.Item name={[index, 'url']} rules={rules.brochureUrl} className="gb-editor__row-url">
          {kind === 'url' ? (
            <TrimmedInput realtime type="url" placeholder="https://" aria-label={t('brochures.urlNumbered', { n: index + 1 })} />
          ) : (
            <BrochureFile onPicked={takeName} />
          )}
        </Form.Item>
      </div>
      <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('brochures.remove', { n: index + 1 })} onClick={onRemove} />
    </li>
  );
}

/** Brochures (SPEC §2): each a name and an uploaded PDF or a URL, at most 5. */
export function BrochureList({ rules }: { rules: EditorRules }) {
  const { t } = useTranslation('companyEditor');
  return (
    <Form.List
      name="brochures"
      rules={[
        {
          validator: async (_: unknown, list: unknown[] | undefined) => {
            if ((list ?? []).length > MAX) throw new Error(t('brochures.limit', { max: MAX }));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <div className="gb-editor__list">
          {fields.length ? (
            <ol className="gb-editor__rows">
              {fields.map((field) => (
                <BrochureRow key={field.key} index={field.name} rules={rules} onRemove={() => remove(field.name)} />
              ))}
            </ol>
          ) : (
            <p className="gb-editor__empty">{t('brochures.empty')}</p>
          )}
          {fields.length < MAX ? (
            <Button icon={<PlusOutlined />} onClick={() => add({ name: '', kind: 'file', url: '' } satisfies BrochureValue)}>
              {t('brochures.add')}
            </Button>
          ) : (
            <p className="gb-editor__count">{t('brochures.limit', { max: MAX })}</p>
          )}
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}
