import type { CurrentUser } from '@gembourse/contracts/auth';

/** The parts of a user a permission check looks at. */
export type PermissionSubject = Partial<Pick<CurrentUser, 'administratorFlag' | 'permissions'>> | null | undefined;

/**
 * SPEC §6: administrators pass every check; a missing permission list keeps the control; otherwise the list must
 * hold an entry whose webPerms equals the code. The server checks again: this only tidies the screen.
 */
export function hasPermission(code: string, user: PermissionSubject): boolean {
  if (user?.administratorFlag) return true;
  const list = user?.permissions;
  if (!list) return true;
  return list.some((p) => p.webPerms === code);
}
