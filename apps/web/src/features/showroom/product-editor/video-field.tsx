import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { VIDEO_URL_PATTERN } from '@gembourse/contracts/company-profile';
import { videoEmbedUrl } from '../../../shared/ui/video-embed.ts';

interface VideoFieldProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * The product's one video (SPEC §5: YouTube or Vimeo only, and an existing video must be deleted before another is
 * added): while one is set the input is replaced by the video and its Delete button. A link is typed, then added;
 * one that is not a YouTube or Vimeo link stays in the input with the form's message under it.
 */
export function VideoField({ id, value, onChange }: VideoFieldProps) {
  const { t } = useTranslation('productEditor');
  const current = (value ?? '').trim();
  const [draft, setDraft] = useState(current);
  const embed = current && VIDEO_URL_PATTERN.test(current) ? videoEmbedUrl(current) : null;

  if (embed) {
    return (
      <div className="gb-pe-video">
        <div className="gb-pe-video__frame">
          <iframe src={embed} title={t('info.videoTitle')} allow="encrypted-media; picture-in-picture" allowFullScreen loading="lazy" />
        </div>
        <Space wrap className="gb-pe-video__bar">
          <a href={current} target="_blank" rel="noopener noreferrer" className="gb-pe-video__link">
            {current}
          </a>
          <Button
            id={id}
            danger
            icon={<DeleteOutlined />}
            onClick={() => {
              setDraft('');
              onChange?.('');
            }}
          >
            {t('info.deleteVideo')}
          </Button>
        </Space>
      </div>
    );
  }
  const add = () => onChange?.(draft.trim());
  return (
    <Space.Compact className="gb-pe-video__input">
      <Input
        id={id}
        type="url"
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          // A link being corrected is no longer the one refused: the message goes once the input is emptied.
          if (e.target.value.trim() === '') onChange?.('');
        }}
        onPressEnter={(e) => {
          e.preventDefault();
          add();
        }}
        placeholder="https://www.youtube.com/watch?v=…"
        allowClear
      />
      <Button icon={<PlusOutlined />} onClick={add} disabled={draft.trim() === ''}>
        {t('info.addVideo')}
      </Button>
    </Space.Compact>
  );
}
