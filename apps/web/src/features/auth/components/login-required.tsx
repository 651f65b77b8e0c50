import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../shared/navigation/button-link.tsx';
import { HOME_PATH } from '../../../shared/navigation/paths.ts';
import { useNamespaces } from '../../../shared/i18n/use-namespaces.ts';
import { StatusPage } from '../../../shared/ui/status-page.tsx';

const TEXTS = ['auth'] as const;

/** What a guest sees on a member page (ARCHITECTURE §6): a way to log in and a return-home link. */
export function LoginRequired() {
  const { t } = useTranslation(['auth', 'common']);
  const location = useLocation();
  // A guard shows this in place of a member page, before any page's texts: it waits for its own.
  const ready = useNamespaces(TEXTS);
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  if (!ready) return null;
  return (
    <StatusPage
      art="login"
      title={t('auth:loginRequired.title')}
      description={t('auth:loginRequired.description')}
      actions={
        <>
          <ButtonLink to={`/home/login?redirect=${redirect}`} type="primary">
            {t('auth:loginRequired.login')}
          </ButtonLink>
          <ButtonLink to={HOME_PATH}>{t('common:actions.backHome')}</ButtonLink>
        </>
      }
    />
  );
}
