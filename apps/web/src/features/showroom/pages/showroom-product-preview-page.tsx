import { EyeOutlined } from '@ant-design/icons';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/** Route module; the real screen arrives with a later release (texts: pages:showroomProductPreview). */
export function ShowroomProductPreviewPage() {
  return <PlaceholderPage page="showroomProductPreview" icon={<EyeOutlined />} />;
}
