import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../navigation/paths.ts';
import { ButtonLink } from '../navigation/button-link.tsx';
import { StatusPage } from './status-page.tsx';

/** The 403 state of SPEC §2 (the no-permission text and a way back home), for /403 and inside member pages. */
export function NoPermissionResult() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <StatusPage
      art="forbidden"
      code={t('pages:forbidden.title')}
      title={t('pages:forbidden.description')}
      actions={
        <ButtonLink to={HOME_PATH} type="primary">
          {t('common:actions.backHome')}
        </ButtonLink>
      }
    />
  );
}
