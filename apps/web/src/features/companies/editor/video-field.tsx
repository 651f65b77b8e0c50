import { Button } from 'antd';
import { DeleteOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TrimmedInput } from '../../../shared/ui/trimmed-input.tsx';

interface VideoFieldProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** The video saved on the profile: it is shown locked until deleted. */
  saved: string | null;
}

/**
 * The company video (SPEC §5): YouTube or Vimeo links only, and a saved video must be deleted before another is
 * added, so the saved one shows as a link with Delete instead of an editable input.
 */
export function VideoField({ id, value, onChange, saved }: VideoFieldProps) {
  const { t } = useTranslation('companyEditor');
  const current = value ?? '';
  if (saved && current === saved) {
    return (
      <div className="gb-editor__video">
        <PlayCircleOutlined className="gb-editor__video-icon" aria-hidden />
        <a href={saved} target="_blank" rel="noopener noreferrer" className="gb-editor__video-link">
          {saved}
        </a>
        <Button id={id} icon={<DeleteOutlined />} onClick={() => onChange?.('')}>
          {t('media.deleteVideo')}
        </Button>
      </div>
    );
  }
  return (
    <TrimmedInput
      id={id}
      realtime
      type="url"
      value={current}
      onChange={(e) => onChange?.(e.target.value)}
      placeholder="https://www.youtube.com/watch?v=…"
      allowClear
    />
  );
}
