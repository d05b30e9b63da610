import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The top bar's account corner: 'Join Us' for visitors. */
export function AccountArea() {
  return (
    <Link
      to={paths.join}
      className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      Join Us
    </Link>
  );
}
