import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../../platform/api/auth-redirect';
import { clearSessionData, logout } from '../../../platform/session/session';

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await logout();
    await navigate(LOGIN_PATH, { replace: true });
    clearSessionData();
  };
}
