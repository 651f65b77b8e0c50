import { LockOutlined } from '@ant-design/icons';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/** Route module; the real screen arrives with a later release (texts: pages:showroomPrivacy). */
export function ShowroomPrivacyPage() {
  return <PlaceholderPage page="showroomPrivacy" icon={<LockOutlined />} />;
}
