import { useEffect, useRef } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LEGAL_PAGE_SLUGS, type LegalPageSlug } from '@gembourse/contracts/content-pages';
import { LegalText } from '../../../domain/legal/legal-text.tsx';
import { contentPageQuery, useContentPage } from '../../../domain/legal/legal-text-api.ts';
import type { PageQueries } from '../../../domain/seo/page-data.ts';
import { PageContainer } from '../../../shared/ui/page-container.tsx';
import '../about.css';

const isLegalSlug = (value: string): value is LegalPageSlug => (LEGAL_PAGE_SLUGS as readonly string[]).includes(value);

/** Rendered on the server with the About text and the first tab's (the hash that picks another never reaches it). */
export const pageQueries: PageQueries = ({ locale }) => [contentPageQuery('about', locale), contentPageQuery(LEGAL_PAGE_SLUGS[0], locale)];

/**
 * /home/about: the About GemBourse text, then the terms, privacy policy and consent (SPEC §2 "Privacy and consent
 * texts") in tabs. The hash picks the tab (#terms, #privacy, #consent), so the registration form's and the footer's
 * links land on the right text, and choosing a tab updates the hash so the address can be shared.
 */
export function AboutPage() {
  const { t } = useTranslation('legal');
  const location = useLocation();
  const navigate = useNavigate();
  const fromHash = decodeURIComponent(location.hash.replace(/^#/, ''));
  const active: LegalPageSlug = isLegalSlug(fromHash) ? fromHash : LEGAL_PAGE_SLUGS[0];
  const legalRef = useRef<HTMLElement>(null);
  const pickedHere = useRef(false);
  // Same query as the About text above (one request): the section sits still only once that text is in.
  const aboutSettled = !useContentPage('about').isPending;

  // The texts render after the route loads, so the browser's jump to the anchor found nothing: a link that names a
  // text scrolls to it here. A tab chosen on this page changes the hash but must not move the page.
  useEffect(() => {
    if (pickedHere.current) {
      pickedHere.current = false;
      return;
    }
    if (isLegalSlug(fromHash) && aboutSettled) legalRef.current?.scrollIntoView?.({ block: 'start' });
  }, [fromHash, aboutSettled]);

  const select = (key: string) => {
    pickedHere.current = true;
    navigate({ search: location.search, hash: key }, { replace: true, preventScrollReset: true });
  };

  return (
    <PageContainer narrow className="gb-about">
      <section className="gb-about__intro">
        <LegalText slug="about" headingLevel={1} />
      </section>
      <section ref={legalRef} className="gb-about__legal" aria-labelledby="gb-about-legal-title">
        <h2 id="gb-about-legal-title" className="gb-about__legal-title">
          {t('about.legalTitle')}
        </h2>
        <p className="gb-about__legal-intro">{t('about.legalIntro')}</p>
        <Tabs
          activeKey={active}
          onChange={select}
          items={LEGAL_PAGE_SLUGS.map((slug) => ({
            key: slug,
            label: t(`titles.${slug}`),
            children: (
              // No id={slug} here: the router would scroll to it on every tab change.
              <div className="gb-about__panel">
                <LegalText slug={slug} />
              </div>
            ),
          }))}
        />
      </section>
    </PageContainer>
  );
}
