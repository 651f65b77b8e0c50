import { SettingOutlined } from '@ant-design/icons';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/** Route module; the real screen arrives with a later release (texts: pages:showroomSetting). */
export function ShowroomSettingPage() {
  return <PlaceholderPage page="showroomSetting" icon={<SettingOutlined />} />;
}
