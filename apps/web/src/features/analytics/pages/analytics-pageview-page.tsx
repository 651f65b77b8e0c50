import { LineChartOutlined } from '@ant-design/icons';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/** Route module; the real screen arrives with a later release (texts: pages:analyticsPageview). */
export function AnalyticsPageviewPage() {
  return <PlaceholderPage page="analyticsPageview" icon={<LineChartOutlined />} />;
}
