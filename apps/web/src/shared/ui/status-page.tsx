import type { ReactNode } from 'react';
import { StatusArt, type StatusArtKind } from './status-art.tsx';
import { PageContainer } from './page-container.tsx';
import './status-page.css';

interface StatusPageProps {
  art: StatusArtKind;
  /** A short line above the title ("403"). */
  code?: string;
  title: string;
  description?: string;
  /** The ways on: links styled as buttons (ButtonLink), the return-home link among them (SPEC §2). */
  actions: ReactNode;
}

/**
 * The not-found, no-access and login-required pages of every face (SPEC §2): the brand's picture, a heading that says
 * what happened, and the ways on. Plain markup, not antd's Result, whose module brings its three illustrations along.
 */
export function StatusPage({ art, code, title, description, actions }: StatusPageProps) {
  return (
    <PageContainer narrow>
      <section className="gb-status" aria-labelledby="gb-status-title">
        <StatusArt kind={art} />
        {code ? <p className="gb-status__code">{code}</p> : null}
        <h1 className="gb-status__title" id="gb-status-title">
          {title}
        </h1>
        {description ? <p className="gb-status__text">{description}</p> : null}
        <div className="gb-status__actions">{actions}</div>
      </section>
    </PageContainer>
  );
}
