import type { CurrentUser } from '@gembourse/contracts/auth';
import type { KeyOf } from '../i18n/keys.ts';

/** i18n key (common namespace) of the user's role line: platform admin, company admin or team member. */
export function roleKeyOf(user: Pick<CurrentUser, 'administratorFlag' | 'company_role'>): KeyOf<'common'> {
  if (user.administratorFlag) return 'user.platformAdmin';
  return user.company_role === 'admin' ? 'user.admin' : 'user.standard';
}

/** i18n keys (common namespace) of the whole role line: side and role, or only "platform administrator". */
export function roleLineKeys(user: Pick<CurrentUser, 'administratorFlag' | 'company_role' | 'join_type'>): KeyOf<'common'>[] {
  if (user.administratorFlag) return ['user.platformAdmin'];
  return [`user.${user.join_type}`, roleKeyOf(user)];
}
