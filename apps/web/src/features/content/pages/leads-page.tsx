import { NotificationOutlined } from '@ant-design/icons';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/** Route module; the real screen arrives with a later release (texts: pages:leads). */
export function LeadsPage() {
  return <PlaceholderPage page="leads" icon={<NotificationOutlined />} />;
}
