import { Tag } from 'antd';
import { CalendarOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventCard as EventCardData } from '@gembourse/contracts/content';
import { formatDateRange } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { LazyImage } from '../../../shared/ui/lazy-image.tsx';

/** An upcoming event: cover, kind, title, dates, place and summary. */
export function EventCard({ event }: { event: EventCardData }) {
  const { t } = useTranslation('home');
  const locale = useLocaleStore((s) => s.locale);
  const to = `/home/event-detail?id=${event.id}`;
  return (
    <article className="gb-card gb-event">
      <Link to={to} className="gb-card__media" tabIndex={-1} aria-hidden="true">
        <LazyImage src={event.cover} alt="" width={480} height={240} />
      </Link>
      <div className="gb-card__body">
        <Tag color="blue" className="gb-event__kind">
          {t(`events.kind.${event.kind}`, { defaultValue: event.kind })}
        </Tag>
        <h3 className="gb-card__title gb-clamp-2" title={event.title}>
          <Link to={to}>{event.title}</Link>
        </h3>
        <div className="gb-card__meta gb-event__meta">
          <span>
            <CalendarOutlined /> {formatDateRange(event.startsAt, event.endsAt, locale)}
          </span>
          {event.location ? (
            <span>
              <EnvironmentOutlined /> {event.location}
            </span>
          ) : null}
        </div>
        <p className="gb-card__excerpt gb-clamp-2">{event.summary}</p>
      </div>
    </article>
  );
}
