import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Space } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ButtonLink } from '../shared/navigation/button-link.tsx';
import { reportError } from '../shared/errors/report-error.ts';

// After a deploy, an open tab asks for chunk files that no longer exist: that needs a reload, not an apology.
function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|ChunkLoadError/i.test(text);
}

/**
 * The friendly page shown when rendering fails. Plain markup rather than antd's Result: it must render even when
 * lazy chunks cannot load, and Result's illustrations would weigh on every first screen.
 */
export function ErrorPage({ error, inRouter = true }: { error: unknown; inRouter?: boolean }) {
  const { t } = useTranslation(['pages', 'common']);
  const chunk = isChunkLoadError(error);
  const home = inRouter ? (
    <ButtonLink to="/home/index">{t('common:actions.backHome')}</ButtonLink>
  ) : (
    <Button href="/home/index">{t('common:actions.backHome')}</Button>
  );
  return (
    <div className="gb-error-page" role="alert">
      <WarningOutlined className="gb-error-page__icon" />
      <h1 className="gb-error-page__title">{t('pages:error.title')}</h1>
      <p className="gb-error-page__text">{chunk ? t('pages:error.chunkDescription') : t('pages:error.description')}</p>
      <Space wrap>
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common:actions.reload')}
        </Button>
        {home}
      </Space>
    </div>
  );
}

/** errorElement of the routes: reports the error once and shows the friendly page. */
export function RouteErrorPage() {
  const error = useRouteError();
  reportOnce(error);
  return <ErrorPage error={error} />;
}

const reported = new WeakSet<object>();
function reportOnce(error: unknown) {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  reportError(error, { where: 'route' });
}

/** Last line of defence around the whole app (providers and router included). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, { where: 'app', componentStack: info.componentStack });
  }

  override render() {
    if (this.state.error) return <ErrorPage error={this.state.error} inRouter={false} />;
    return this.props.children;
  }
}
