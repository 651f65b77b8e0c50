import { useId, useMemo } from 'react';
import { Skeleton } from 'antd';
import { safeHtml } from '../../shared/html/safe-html.ts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/i18n/format.ts';
import { useLocaleStore } from '../../shared/i18n/locale-store.ts';
import { useContentPage } from './legal-text-api.ts';
import { QueryState } from '../../shared/ui/query-state.tsx';
import './legal-text.css';

/**
 * The page HTML made safe to insert (shared/html/safe-html.ts), every link opened in a new tab, so following one from
 * the registration modal never loses the form.
 */
export function sanitizeLegalHtml(html: string): string {
  return safeHtml(html);
}

interface LegalTextProps {
  slug: string;
  /** Hide the page title when the surrounding modal or tab already shows it. */
  showTitle?: boolean;
  /** The heading level of the title: 1 when the text is the page, 2 inside a page. */
  headingLevel?: 1 | 2;
}

/** A static page (terms, privacy, consent, about) loaded by slug, with loading, error and retry states. */
export function LegalText({ slug, showTitle = true, headingLevel = 2 }: LegalTextProps) {
  const { t } = useTranslation('legal');
  const locale = useLocaleStore((s) => s.locale);
  const query = useContentPage(slug);
  // An answer that is not a page (a proxy's error page, an old server) shows as a failed load, with Retry.
  const page = query.data && typeof query.data.html === 'string' ? query.data : undefined;
  const html = useMemo(() => (page ? sanitizeLegalHtml(page.html) : ''), [page]);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const titleId = useId();
  return (
    <QueryState query={{ ...query, data: page }} loading={<Skeleton active paragraph={{ rows: 6 }} />} emptyText="" isEmpty={() => false}>
      {(page) => (
        <article className="gb-legal-text" aria-labelledby={showTitle ? titleId : undefined} data-slug={slug}>
          {showTitle ? (
            <Heading id={titleId} className="gb-legal-text__title">
              {page.title}
            </Heading>
          ) : null}
          <div className="gb-legal-text__body" dangerouslySetInnerHTML={{ __html: html }} />
          {page.updatedAt ? <p className="gb-legal-text__updated">{t('updatedAt', { date: formatDate(page.updatedAt, locale) })}</p> : null}
        </article>
      )}
    </QueryState>
  );
}
