import { ContactsOutlined } from '@ant-design/icons';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/** Route module; the real screen arrives with a later release (texts: pages:contact). */
export function ContactPage() {
  return <PlaceholderPage page="contact" icon={<ContactsOutlined />} />;
}
