import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROFILE_LIMITS } from '@gembourse/contracts/company-profile';
import { TrimmedTextArea } from '../../../shared/ui/trimmed-input.tsx';
import { BrochureList } from './brochure-list.tsx';
import type { EditorRules } from './editor-rules.ts';
import { EditorSection } from './editor-section.tsx';
import { LinkList } from './link-list.tsx';

// A tag input: typing and Enter (or a comma) adds an entry; there is no list to pick from.
const TAG_SEPARATORS = [',', '，', ';'];

/** Brochures, links, memberships, partners and the custom widget text (SPEC §3 "Media", "Relations", "Other"). */
export function DocumentsSection({ rules }: { rules: EditorRules }) {
  const { t } = useTranslation('companyEditor');
  return (
    <EditorSection id="editor-documents" title={t('sections.documents')} intro={t('sections.documentsIntro')}>
      <Form.Item label={t('fields.brochures')} extra={t('brochures.hint', { max: PROFILE_LIMITS.brochuresMax })}>
        <BrochureList rules={rules} />
      </Form.Item>
      <Form.Item label={t('fields.links')} extra={t('links.hint', { max: PROFILE_LIMITS.linksMax })}>
        <LinkList rules={rules} />
      </Form.Item>
      <Form.Item name="memberships" label={t('fields.memberships')} rules={rules.tags(PROFILE_LIMITS.membershipsMax)} extra={t('fields.tagsHint')}>
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={TAG_SEPARATORS} placeholder={t('fields.membershipsPlaceholder')} />
      </Form.Item>
      <Form.Item name="partners" label={t('fields.partners')} rules={rules.tags(PROFILE_LIMITS.partnersMax)} extra={t('fields.tagsHint')}>
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={TAG_SEPARATORS} placeholder={t('fields.partnersPlaceholder')} />
      </Form.Item>
      {/* The hint is the placeholder: a help line under a counted TextArea would sit under its counter. */}
      <Form.Item name="customWidget" label={t('fields.customWidget')} rules={rules.customWidget}>
        <TrimmedTextArea autoSize={{ minRows: 3, maxRows: 10 }} showCount maxLength={PROFILE_LIMITS.customWidgetMax} placeholder={t('fields.customWidgetHint')} />
      </Form.Item>
    </EditorSection>
  );
}
