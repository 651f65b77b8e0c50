import { useState, type MouseEvent, type ReactNode } from 'react';
import { Button, Modal } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useContentPage } from './legal-text-api.ts';
import { LegalText } from './legal-text.tsx';

interface LegalTextModalProps {
  slug: string;
  open: boolean;
  /** The full page showing the same text (About page anchor); opened in a new tab. */
  fullPageHref: string;
  onClose: () => void;
}

/** A legal text in a modal over the current screen, with a link to its full page in a new tab. */
export function LegalTextModal({ slug, open, fullPageHref, onClose }: LegalTextModalProps) {
  const { t } = useTranslation(['legal', 'common']);
  // The same query as the text inside: one request serves the title and the body.
  const page = useContentPage(slug, open);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={page.data?.title || t(`legal:titles.${slug}`, { defaultValue: '' })}
      width={720}
      destroyOnHidden
      className="gb-legal-modal"
      footer={[
        <a key="full" href={fullPageHref} target="_blank" rel="noopener noreferrer" className="gb-legal-modal__full">
          <ExportOutlined /> {t('legal:modal.openFullPage')}
        </a>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('common:actions.close')}
        </Button>,
      ]}
    >
      <LegalText slug={slug} showTitle={false} />
    </Modal>
  );
}

interface LegalLinkProps {
  slug: string;
  /** The full page of the text: the link's real target (a new tab on middle-click) and the modal's "full page" link. */
  href: string;
  children?: ReactNode;
}

/**
 * A link that shows a legal text in a modal instead of leaving the page: forms with a time limit (registration,
 * 40 minutes) stay as the user left them. Rendered inside <Trans>, which passes the link words as children.
 */
export function LegalLink({ slug, href, children }: LegalLinkProps) {
  const [open, setOpen] = useState(false);
  const show = (e: MouseEvent<HTMLAnchorElement>) => {
    // A modifier click still opens the full page in a new tab, as users expect from a link.
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <a href={href} onClick={show}>
        {children}
      </a>
      {/* The modal lives in a portal, but React events still bubble to the checkbox label around the link. */}
      <span onClick={(e) => e.stopPropagation()} className="gb-legal-modal__holder">
        <LegalTextModal slug={slug} open={open} fullPageHref={href} onClose={() => setOpen(false)} />
      </span>
    </>
  );
}
