import { useState } from 'react';
import { Button } from 'antd';
import { PlayCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { videoEmbedUrl } from '../../../shared/ui/video-embed.ts';

/**
 * The product's video behind a poster: the player (and the video host's requests) loads only once the viewer asks
 * for it, so merely opening a product contacts no third party. YouTube plays through youtube-nocookie.com, Vimeo
 * with do-not-track (video-embed.ts); any other link is never embedded.
 */
export function VideoPoster({ url, name }: { url: string | null; name: string }) {
  const { t } = useTranslation(['productDetail', 'productEditor']);
  const [playing, setPlaying] = useState(false);
  const embed = videoEmbedUrl(url);
  if (!embed) return null;
  const host = new URL(embed).hostname;
  if (playing) {
    const src = `${embed}${embed.includes('?') ? '&' : '?'}autoplay=1`;
    return (
      <div className="gb-pv__video">
        <iframe
          src={src}
          title={t('productEditor:view.videoOf', { name })}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className="gb-pv__video gb-pd-video">
      <Button type="primary" size="large" shape="round" icon={<PlayCircleFilled />} onClick={() => setPlaying(true)}>
        {t('productDetail:video.play')}
      </Button>
      <span className="gb-pd-video__hint">{t('productDetail:video.hint', { host })}</span>
    </div>
  );
}
