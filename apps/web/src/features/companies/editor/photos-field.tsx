import { App, Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROFILE_LIMITS } from '@gembourse/contracts/company-profile';
import { ImageUpload } from '../../../shared/ui/image-upload.tsx';
import type { UploadItem } from '../../../shared/ui/image-upload-api.ts';

const MAX = PROFILE_LIMITS.mediaPhotosMax;
const doneCount = (items: UploadItem[] | undefined) => (items ?? []).filter((i) => i.status === 'done').length;

/**
 * Exhibition photos, up to 5 (SPEC §2, §9), each through the cropper. At the limit the add tile goes away and a
 * note names the limit; a sixth that arrives anyway (a slow upload racing another) is refused with that message.
 */
export function PhotosField({ id, value, onChange }: { id?: string; value?: UploadItem[]; onChange?: (items: UploadItem[]) => void }) {
  const { t } = useTranslation('companyEditor');
  const { message } = App.useApp();
  const count = doneCount(value);

  const change = (next: UploadItem[]) => {
    if (doneCount(next) > MAX && doneCount(next) > count) {
      void message.warning({ content: t('media.photosLimit', { max: MAX }), key: 'gb-editor-photos' });
      return;
    }
    onChange?.(next);
  };

  return (
    <div className="gb-editor__photos">
      <ImageUpload
        id={id}
        purpose="exhibition"
        shape="square"
        maxCount={MAX}
        value={value}
        onChange={change}
        addLabel={t('media.addPhoto')}
      />
      <p className="gb-editor__count" aria-live="polite">
        {t('media.photosCount', { n: count, max: MAX })}
      </p>
      {count >= MAX ? <Alert type="info" showIcon title={t('media.photosFull', { max: MAX })} className="gb-editor__limit" /> : null}
    </div>
  );
}
