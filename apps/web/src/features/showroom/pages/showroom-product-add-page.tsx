import { useSessionStore } from '../../../shared/session/session-store.ts';
import { NoPermissionResult } from '../../../shared/ui/no-permission-result.tsx';
import { ProductWizard } from '../product-editor/product-wizard.tsx';
import '../showroom.css';

/**
 * /home/showroom-product-add: the wizard for a new product. Its first save creates the product (unpublished) and
 * replaces this page with the product's edit page at the next step, so a reload reopens the draft there.
 */
export function ShowroomProductAddPage() {
  const companyId = useSessionStore((s) => s.userInfo?.companyId);
  if (companyId == null) return <NoPermissionResult />;
  return <ProductWizard companyId={companyId} id={null} step="info" onStep={() => undefined} pageName="ShowroomProductAdd" />;
}
