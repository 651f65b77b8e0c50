import { GoldOutlined } from '@ant-design/icons';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/** Route module; the real screen arrives with a later release (texts: pages:productDetail). */
export function ProductDetailPage() {
  return <PlaceholderPage page="productDetail" icon={<GoldOutlined />} />;
}
