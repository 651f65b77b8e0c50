import { Button, Form } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PROFILE_LIMITS } from '@gembourse/contracts/company-profile';
import { TrimmedInput } from '../../../shared/ui/trimmed-input.tsx';
import type { EditorRules } from './editor-rules.ts';
import type { LinkValue } from './editor-values.ts';

const MAX = PROFILE_LIMITS.linksMax;

/** Company links (SPEC §2): a name and an http(s) URL each, at most 10. */
export function LinkList({ rules }: { rules: EditorRules }) {
  const { t } = useTranslation('companyEditor');
  return (
    <Form.List
      name="links"
      rules={[
        {
          validator: async (_: unknown, list: unknown[] | undefined) => {
            if ((list ?? []).length > MAX) throw new Error(t('links.limit', { max: MAX }));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <div className="gb-editor__list">
          {fields.length ? (
            <ol className="gb-editor__rows">
              {fields.map((field) => (
                <li key={field.key} className="gb-editor__row">
                  <div className="gb-editor__row-fields">
                    <Form.Item name={[field.name, 'name']} rules={rules.linkName} className="gb-editor__row-name">
                      <TrimmedInput maxLength={60} placeholder={t('links.name')} aria-label={t('links.nameNumbered', { n: field.name + 1 })} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'url']} rules={rules.linkUrl} className="gb-editor__row-url">
                      <TrimmedInput realtime type="url" placeholder="https://" aria-label={t('links.urlNumbered', { n: field.name + 1 })} />
                    </Form.Item>
                  </div>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('links.remove', { n: field.name + 1 })} onClick={() => remove(field.name)} />
                </li>
              ))}
            </ol>
          ) : (
            <p className="gb-editor__empty">{t('links.empty')}</p>
          )}
          {fields.length < MAX ? (
            <Button icon={<PlusOutlined />} onClick={() => add({ name: '', url: '' } satisfies LinkValue)}>
              {t('links.add')}
            </Button>
          ) : (
            <p className="gb-editor__count">{t('links.limit', { max: MAX })}</p>
          )}
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}
