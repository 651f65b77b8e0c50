import { CustomerServiceOutlined } from '@ant-design/icons';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/** Route module; the real screen arrives with a later release (texts: pages:support). */
export function SupportPage() {
  return <PlaceholderPage page="support" icon={<CustomerServiceOutlined />} />;
}
