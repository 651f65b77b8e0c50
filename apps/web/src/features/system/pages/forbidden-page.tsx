import { NoPermissionResult } from '../../../shared/ui/no-permission-result.tsx';
import { PageContainer } from '../../../shared/ui/page-container.tsx';

/** /403 (SPEC §2): the no-permission text and a way back home. */
export function ForbiddenPage() {
  return (
    <PageContainer narrow>
      <div className="gb-placeholder">
        <NoPermissionResult />
      </div>
    </PageContainer>
  );
}
