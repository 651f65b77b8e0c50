import { CalendarOutlined } from '@ant-design/icons';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/** Route module; the real screen arrives with a later release (texts: pages:event). */
export function EventListPage() {
  return <PlaceholderPage page="event" icon={<CalendarOutlined />} />;
}
