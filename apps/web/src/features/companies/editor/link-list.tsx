import { Button, Form } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TrimmedInput } from '../../../shared/ui/trimmed-input.tsx';
import type { EditorKit } from './editor-kit.ts';
import type { LinkValue } from './editor-values.ts';

/** Company links (SPEC §2): a name and an http(s) URL each, at most 10. */
export function LinkList({ kit }: { kit: EditorKit }) {
  const { t } = useTranslation('companyEditor');
  const max = kit.limits('links').max ?? 0;
  return (
    <Form.List name="links" rules={kit.item('links').rules}>
      {(fields, { add, remove }, { errors }) => (
        <div className="gb-editor__list">
          {fields.length ? (
            <ol className="gb-editor__rows">
              {fields.map((field) => (
                <li key={field.key} className="gb-editor__row">
                  <div className="gb-editor__row-fields">
                    <Form.Item name={[field.name, 'name']} {...kit.item(['links', field.name, 'name'])} className="gb-editor__row-name">
                      <TrimmedInput
                        {...kit.input(['links', field.name, 'name'])}
                        placeholder={t('links.name')}
                        aria-label={t('links.nameNumbered', { n: field.name + 1 })}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'url']} {...kit.item(['links', field.name, 'url'])} className="gb-editor__row-url">
                      <TrimmedInput realtime type="url" placeholder="https://" aria-label={t('links.urlNumbered', { n: field.name + 1 })} />
                    </Form.Item>
                  </div>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('links.remove', { n: field.name + 1 })}
                    onClick={() => remove(field.name)}
                  />
                </li>
              ))}
            </ol>
          ) : (
            <p className="gb-editor__empty">{t('links.empty')}</p>
          )}
          {fields.length < max ? (
            <Button icon={<PlusOutlined />} onClick={() => add({ name: '', url: '' } satisfies LinkValue)}>
              {t('links.add')}
            </Button>
          ) : (
            <p className="gb-editor__count">{t('links.limit', { max })}</p>
          )}
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}
