import { SketchOutlined } from '@ant-design/icons';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/** Route module; the real screen arrives with a later release (texts: pages:product). */
export function ProductListPage() {
  return <PlaceholderPage page="product" icon={<SketchOutlined />} />;
}
