import { InfoCircleOutlined } from '@ant-design/icons';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/** Route module; the real screen arrives with a later release (texts: pages:about). */
export function AboutPage() {
  return <PlaceholderPage page="about" icon={<InfoCircleOutlined />} />;
}
