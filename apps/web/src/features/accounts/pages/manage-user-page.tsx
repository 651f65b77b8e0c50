import { TeamOutlined } from '@ant-design/icons';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/** Route module; the real screen arrives with a later release (texts: pages:manageUser). */
export function ManageUserPage() {
  return <PlaceholderPage page="manageUser" icon={<TeamOutlined />} />;
}
