import { CreditCardOutlined } from '@ant-design/icons';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/** Route module; the real screen arrives with a later release (texts: pages:manageSubscription). */
export function ManageSubscriptionPage() {
  return <PlaceholderPage page="manageSubscription" icon={<CreditCardOutlined />} />;
}
