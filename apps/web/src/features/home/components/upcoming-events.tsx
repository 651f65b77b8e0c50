import { useTranslation } from 'react-i18next';
import { CardSkeletons } from '../../../shared/ui/card-skeletons.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { SectionHeading } from '../../../shared/ui/section-heading.tsx';
import { useUpcomingEvents } from '../api.ts';
import { EventCard } from './event-card.tsx';

/** "Upcoming events" on the home page (next three). */
export function UpcomingEvents() {
  const { t } = useTranslation('home');
  const query = useUpcomingEvents();
  return (
    <section className="gb-home-section" aria-labelledby="gb-events-title">
      <SectionHeading id="gb-events-title" title={t('events.title')} subtitle={t('events.subtitle')} viewAll="/home/event" />
      <QueryState
        query={query}
        emptyText={t('events.empty')}
        loading={<CardSkeletons count={3} ratio="2 / 1" className="gb-grid gb-grid--events" />}
      >
        {(events) => (
          <div className="gb-grid gb-grid--events">
            {events.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}
