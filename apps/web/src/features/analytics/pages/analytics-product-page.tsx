import { BarChartOutlined } from '@ant-design/icons';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/** Route module; the real screen arrives with a later release (texts: pages:analyticsProduct). */
export function AnalyticsProductPage() {
  return <PlaceholderPage page="analyticsProduct" icon={<BarChartOutlined />} />;
}
