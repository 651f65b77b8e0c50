import { useMatches } from 'react-router';

/** The route handle of the workspace route, so the site layout knows a member page brings its own frame. */
export interface WorkspaceHandle {
  workspace: true;
}

/** Whether the page on screen lives in the member workspace. */
export function useInWorkspace(): boolean {
  return useMatches().some((m) => (m.handle as Partial<WorkspaceHandle> | undefined)?.workspace === true);
}
