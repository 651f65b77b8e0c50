import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { TrimmedTextArea } from '../../../shared/ui/trimmed-input.tsx';
import { BrochureList } from './brochure-list.tsx';
import type { EditorKit } from './editor-kit.ts';
import { EditorSection } from './editor-section.tsx';
import { LinkList } from './link-list.tsx';

// A tag input: typing and Enter (or a comma) adds an entry; there is no list to pick from.
const TAG_SEPARATORS = [',', '，', ';'];

/** Brochures, links, memberships, partners and the custom widget text (SPEC §3 "Media", "Relations", "Other"). */
export function DocumentsSection({ kit }: { kit: EditorKit }) {
  const { t } = useTranslation(['companyEditor', 'company']);
  return (
    <EditorSection id="editor-documents" title={t('sections.documents')} intro={t('sections.documentsIntro')}>
      <Form.Item label={t('company:fields.brochures')} extra={t('brochures.hint', { max: kit.limits('brochures').max })}>
        <BrochureList kit={kit} />
      </Form.Item>
      <Form.Item label={t('company:fields.links')} extra={t('links.hint', { max: kit.limits('links').max })}>
        <LinkList kit={kit} />
      </Form.Item>
      <Form.Item name="memberships" label={t('company:fields.memberships')} {...kit.item('memberships')} extra={t('fields.tagsHint')}>
        <Select
          mode="tags"
          open={false}
          suffixIcon={null}
          tokenSeparators={TAG_SEPARATORS}
          placeholder={t('fields.membershipsPlaceholder')}
        />
      </Form.Item>
      <Form.Item name="partners" label={t('company:fields.partners')} {...kit.item('partners')} extra={t('fields.tagsHint')}>
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={TAG_SEPARATORS} placeholder={t('fields.partnersPlaceholder')} />
      </Form.Item>
      {/* The hint is the placeholder: a help line under a counted TextArea would sit under its counter. */}
      <Form.Item name="customWidget" label={t('company:fields.customWidget')} {...kit.item('customWidget')}>
        <TrimmedTextArea
          autoSize={{ minRows: 3, maxRows: 10 }}
          showCount
          {...kit.input('customWidget')}
          placeholder={t('fields.customWidgetHint')}
        />
      </Form.Item>
    </EditorSection>
  );
}
