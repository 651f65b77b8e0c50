import { FormOutlined } from '@ant-design/icons';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/** Route module; the real screen arrives with a later release (texts: pages:showroomProductEdit). */
export function ShowroomProductEditPage() {
  return <PlaceholderPage page="showroomProductEdit" icon={<FormOutlined />} />;
}
