import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { VIDEO_TOOLS, type VideoTool } from '@gembourse/contracts/company-profile';
import { TrimmedInput } from '../../../shared/ui/trimmed-input.tsx';
import type { EditorKit } from './editor-kit.ts';
import { EditorSection } from './editor-section.tsx';

/** Video conference settings (SPEC §2): a tool and a default meeting URL; clearing both removes the setting. */
export function VideoConferenceSection({ kit }: { kit: EditorKit }) {
  const { t } = useTranslation(['companyEditor', 'company']);
  return (
    <EditorSection id="editor-meeting" title={t('sections.meeting')} intro={t('sections.meetingIntro')}>
      <Form.Item name="videoTool" label={t('company:fields.videoTool')} {...kit.item('videoTool')} dependencies={['meetingUrl']}>
        <Select<VideoTool>
          allowClear
          placeholder={t('fields.choose')}
          options={VIDEO_TOOLS.map((tool) => ({ value: tool, label: t(`company:videoTools.${tool}`) }))}
          className="gb-editor__medium"
        />
      </Form.Item>
      <Form.Item
        name="meetingUrl"
        label={t('company:fields.meetingUrl')}
        {...kit.item('meetingUrl')}
        dependencies={['videoTool']}
        extra={t('fields.meetingUrlHint')}
      >
        <TrimmedInput realtime type="url" placeholder="https://" />
      </Form.Item>
    </EditorSection>
  );
}
