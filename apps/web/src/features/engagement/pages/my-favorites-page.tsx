import { HeartOutlined } from '@ant-design/icons';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/** Route module; the real screen arrives with a later release (texts: pages:myFavorites). */
export function MyFavoritesPage() {
  return <PlaceholderPage page="myFavorites" icon={<HeartOutlined />} />;
}
