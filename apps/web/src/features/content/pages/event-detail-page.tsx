import { ScheduleOutlined } from '@ant-design/icons';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/** Route module; the real screen arrives with a later release (texts: pages:eventDetail). */
export function EventDetailPage() {
  return <PlaceholderPage page="eventDetail" icon={<ScheduleOutlined />} />;
}
