import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_TICKET_MINUTES } from '@gembourse/contracts/accounts';
import { formatClock } from '../hooks/use-countdown.ts';

/** Below this the clock turns amber: time to finish up. */
const WARN_MS = 5 * 60_000;

/** The visible 40-minute limit of the registration form (SPEC §4). */
export function FormTimer({ remainingMs }: { remainingMs: number }) {
  const { t } = useTranslation('account');
  const warn = remainingMs <= WARN_MS;
  return (
    <div className={`gb-reg__timer${warn ? ' gb-reg__timer--warn' : ''}`}>
      <ClockCircleOutlined aria-hidden />
      <span>
        {t('register.timer.label')}{' '}
        <strong role="timer" aria-live="off" data-testid="registration-timer">
          {formatClock(remainingMs)}
        </strong>
      </span>
      <span className="gb-reg__timer-note">{t('register.timer.note', { minutes: REGISTRATION_TICKET_MINUTES })}</span>
    </div>
  );
}
