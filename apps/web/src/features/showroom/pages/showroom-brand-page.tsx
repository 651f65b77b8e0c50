import { TagsOutlined } from '@ant-design/icons';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/** Route module; the real screen arrives with a later release (texts: pages:showroomBrand). */
export function ShowroomBrandPage() {
  return <PlaceholderPage page="showroomBrand" icon={<TagsOutlined />} />;
}
