import { Button, Result } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContentNotFound } from '../../../shared/ui/content-not-found.tsx';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { usableMenus } from '../../../shared/session/workspace-pages.ts';
import { menuLabel } from './side-menu.tsx';

/** Hosts the server's Content-Security-Policy lets us frame (frame-src 'self' plus these): YouTube and Vimeo. */
export const FRAME_HOSTS: readonly string[] = ['www.youtube.com', 'player.vimeo.com'];

/**
 * The URL to put in the iframe, or null when the browser would refuse it anyway: same-origin pages, and https pages
 * of the hosts the CSP allows. Anything else gets a link that opens it in a new browser tab instead of a blank frame.
 */
export function embeddableUrl(frameUrl: string, origin: string = window.location.origin): string | null {
  try {
    const url = new URL(frameUrl, origin);
    if (url.origin === origin) return url.href;
    if (url.protocol === 'https:' && FRAME_HOSTS.includes(url.host)) return url.href;
  } catch {
    // not a URL at all
  }
  return null;
}

function externalUrl(frameUrl: string): string | null {
  try {
    const url = new URL(frameUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** /home/frame?menuId=: the embedded page of a menu entry that carries a frameUrl (SPEC §2 "menu-driven navigation"). */
export function FramePage() {
  const { t } = useTranslation('workspace');
  const [params] = useSearchParams();
  const menus = useSessionStore((s) => s.menus);
  const menuId = Number(params.get('menuId'));
  const row = usableMenus(menus).find((r) => r.menuId === menuId && r.frameUrl);

  if (!row?.frameUrl) return <ContentNotFound title={t('frame.notFound')} />;
  const title = menuLabel(t, row);
  const src = embeddableUrl(row.frameUrl);
  if (!src) {
    const external = externalUrl(row.frameUrl);
    return (
      <Result
        status="info"
        title={title}
        subTitle={t('frame.notEmbeddable')}
        extra={
          external ? (
            <Button type="primary" icon={<ExportOutlined />} href={external} target="_blank" rel="noopener noreferrer">
              {t('frame.openInNewTab')}
            </Button>
          ) : null
        }
      />
    );
  }
  return (
    <div className="gb-ws-frame">
      <iframe
        className="gb-ws-frame__iframe"
        src={src}
        title={title}
        allow="fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms allow-presentation"
      />
    </div>
  );
}
