import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../../shared/ui/image-upload.tsx';
import type { EditorKit } from './editor-kit.ts';
import { EditorSection } from './editor-section.tsx';
import { PhotosField } from './photos-field.tsx';
import { VideoField } from './video-field.tsx';

/** Logo, cover, exhibition photos and the company video (SPEC §2 "Company profile editor", §5 image sizes). */
export function MediaSection({ kit, savedVideo }: { kit: EditorKit; savedVideo: string | null }) {
  const { t } = useTranslation(['companyEditor', 'company']);
  return (
    <EditorSection id="editor-media" title={t('sections.media')} intro={t('sections.mediaIntro')}>
      <Form.Item name="logo" label={t('company:fields.logo')}>
        <ImageUpload purpose="logo" shape="square" addLabel={t('media.addLogo')} />
      </Form.Item>
      <Form.Item name="cover" label={t('company:fields.cover')}>
        <ImageUpload purpose="profileCover" shape="wide" addLabel={t('media.addCover')} />
      </Form.Item>
      <Form.Item name="mediaPhotos" label={t('company:fields.mediaPhotos')} {...kit.item('mediaPhotos')}>
        <PhotosField />
      </Form.Item>
      <Form.Item name="video" label={t('company:fields.video')} {...kit.item('video')} extra={t('media.videoHint')}>
        <VideoField saved={savedVideo} />
      </Form.Item>
    </EditorSection>
  );
}
