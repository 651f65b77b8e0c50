import { ReadOutlined } from '@ant-design/icons';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/** Route module; the real screen arrives with a later release (texts: pages:knowledge). */
export function KnowledgeListPage() {
  return <PlaceholderPage page="knowledge" icon={<ReadOutlined />} />;
}
