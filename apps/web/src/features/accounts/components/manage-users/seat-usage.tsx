import { Progress, theme } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PERM } from '@gembourse/contracts/permissions';
import { useLocaleStore } from '../../../../shared/i18n/locale-store.ts';
import { Perm } from '../../../../shared/permissions/use-permission.tsx';
import { formatCount, type Seats } from './seats.ts';

/**
 * "3 of 10 seats (Pro)": the plan's users in use, as a bar that turns amber near the limit; a full plan says so and
 * links to the subscription page for those who may see it.
 */
export function SeatUsage({ seats }: { seats: Seats }) {
  const { t } = useTranslation('manage');
  const locale = useLocaleStore((s) => s.locale);
  const { token } = theme.useToken();
  const { used, limit, planName } = seats;
  const values = { used: formatCount(used, locale), limit: limit === null ? '' : formatCount(limit, locale), plan: planName };
  const full = limit !== null && used >= limit;
  const percent = limit ? Math.min(100, Math.round((used / limit) * 100)) : 0;
  return (
    <div className={`gb-manage-seats${full ? ' gb-manage-seats--full' : ''}`} role="status">
      <TeamOutlined className="gb-manage-seats__icon" aria-hidden />
      <div className="gb-manage-seats__body">
        <span className="gb-manage-seats__text">
          {limit !== null ? t('seats.limited', values) : planName ? t('seats.unlimited', values) : t('seats.count', { count: used })}
        </span>
        {limit !== null ? (
          <Progress
            percent={percent}
            showInfo={false}
            size="small"
            status={full ? 'exception' : 'normal'}
            strokeColor={full ? undefined : percent >= 80 ? token.colorWarning : undefined}
            aria-hidden
          />
        ) : null}
        {full ? (
          <span className="gb-manage-seats__full">
            {t('seats.full', { plan: planName })}{' '}
            <Perm code={PERM.manageBillingView}>
              <Link to="/home/manage-subscription">{t('seats.upgrade')}</Link>
            </Perm>
          </span>
        ) : null}
      </div>
    </div>
  );
}
