import { FolderOpenOutlined } from '@ant-design/icons';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/** Route module; the real screen arrives with a later release (texts: pages:showroomCollection). */
export function ShowroomCollectionPage() {
  return <PlaceholderPage page="showroomCollection" icon={<FolderOpenOutlined />} />;
}
