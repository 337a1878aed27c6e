import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '../../../platform/api/api-error';
import { LOGIN_PATH, rememberReturnUrl } from '../../../platform/api/auth-redirect';
import { queryClient } from '../../../platform/query/query-client';
import { meQuery } from '../../../platform/session/session';

/**
 * The management area needs a session. Without one, the page being opened (not the
 * page the user comes from) is remembered and the login page takes over (SPEC §8).
 */
export async function manageLayoutLoader({ request }: LoaderFunctionArgs): Promise<null> {
  try {
    await queryClient.ensureQueryData(meQuery);
    return null;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      const url = new URL(request.url);
      rememberReturnUrl(url.pathname + url.search + url.hash);
      throw redirect(LOGIN_PATH);
    }
    throw error;
  }
}
