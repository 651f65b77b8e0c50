import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KeyOf } from '../../shared/i18n/keys.ts';
import { BrandLogo } from '../../shared/ui/brand-logo.tsx';

interface FooterLink {
  to: string;
  label: KeyOf<'common'>;
}

const COLUMNS: { title: KeyOf<'common'>; links: FooterLink[] }[] = [
  {
    title: 'footer.platform',
    links: [
      { to: '/home/suppliers', label: 'nav.suppliers' },
      { to: '/home/product', label: 'nav.products' },
      { to: '/home/event', label: 'nav.events' },
      { to: '/home/knowledge', label: 'nav.knowledge' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { to: '/home/about', label: 'footer.about' },
      { to: '/home/contact', label: 'footer.contact' },
      { to: '/home/leads', label: 'nav.leads' },
    ],
  },
  {
    title: 'footer.help',
    links: [
      { to: '/home/support', label: 'footer.support' },
      // The privacy and consent texts (SPEC §2) live with the About content until they get a page of their own.
      { to: '/home/about#privacy', label: 'footer.privacy' },
    ],
  },
];

/** The public footer: brand, link columns and copyright. */
export function SiteFooter() {
  const { t } = useTranslation('common');
  return (
    <Layout.Footer className="gb-footer">
      <div className="gb-footer__inner">
        <div className="gb-footer__brand">
          <BrandLogo tone="light" />
          <p>{t('footer.note')}</p>
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.title} className="gb-footer__col" aria-label={t(col.title)}>
            <h2>{t(col.title)}</h2>
            <ul>
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{t(l.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="gb-footer__bottom">{t('footer.copyright', { year: new Date().getFullYear() })}</div>
    </Layout.Footer>
  );
}
