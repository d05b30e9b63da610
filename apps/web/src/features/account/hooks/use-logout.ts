import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from './use-auth';

/** Logout as the menus offer it: end the session, say so, go home. */
export function useLogout() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
      toast.success('You have logged out.');
    } catch {
      toast.error('Could not reach the server, but you are logged out on this device.');
    }
    await navigate(paths.home);
  };
}
