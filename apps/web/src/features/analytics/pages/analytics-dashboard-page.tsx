import { DashboardOutlined } from '@ant-design/icons';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/** Route module; the real screen arrives with a later release (texts: pages:analyticsDashboard). */
export function AnalyticsDashboardPage() {
  return <PlaceholderPage page="analyticsDashboard" icon={<DashboardOutlined />} />;
}
