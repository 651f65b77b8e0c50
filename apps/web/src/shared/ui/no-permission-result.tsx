import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The 403 state of SPEC §2 (the no-permission text and a way back home), for /403 and inside member pages. */
export function NoPermissionResult() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <Result
      status="403"
      title={t('pages:forbidden.title')}
      subTitle={t('pages:forbidden.description')}
      extra={
        <Link to="/home/index">
          <Button type="primary">{t('common:actions.backHome')}</Button>
        </Link>
      }
    />
  );
}
