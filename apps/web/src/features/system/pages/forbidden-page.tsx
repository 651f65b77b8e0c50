import { NoPermissionResult } from '../../../shared/ui/no-permission-result.tsx';

/** /403 (SPEC §2): the no-permission text and a way back home. */
export function ForbiddenPage() {
  return <NoPermissionResult />;
}
