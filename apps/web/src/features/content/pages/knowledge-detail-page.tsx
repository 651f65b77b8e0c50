import { FileTextOutlined } from '@ant-design/icons';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/** Route module; the real screen arrives with a later release (texts: pages:knowledgeDetail). */
export function KnowledgeDetailPage() {
  return <PlaceholderPage page="knowledgeDetail" icon={<FileTextOutlined />} />;
}
