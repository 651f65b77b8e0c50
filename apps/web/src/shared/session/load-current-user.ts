import type { CurrentUser } from '@gembourse/contracts/auth';
import { authApi } from '@gembourse/contracts/auth.api';
import { callApi } from '../api/endpoint-client.ts';
import type { RequestOptions } from '../api/http-client.ts';
import { setUserInfo } from './session-store.ts';

/** Loads GET /api/company/user/current and stores it as the session's user. */
export async function loadCurrentUser(options: RequestOptions = {}): Promise<CurrentUser> {
  // The caller decides how to tell the user (start-up shows a notice, refreshes stay quiet), so no toast here.
  const user = await callApi(authApi.currentUser, {}, { hideErrorMsg: true, ...options });
  setUserInfo(user);
  return user;
}
