import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { dashboardText } from './messages';

export interface SidebarLink {
  to: string;
  label: string;
  icon: string;
}

function linkClass({ isActive }: { isActive: boolean }) {
  return (
    'flex items-center gap-3 rounded-xl px-3.5 py-2.5 text-sm font-semibold transition ' +
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ' +
    (isActive
      ? 'bg-brand-700 text-white shadow-sm'
      : 'text-stone-700 hover:bg-brand-50 hover:text-brand-800')
  );
}

/** A dashboard's page links, then Back to Home. */
export function SidebarNav({
  label,
  links,
  onNavigate,
}: {
  label: string;
  links: readonly SidebarLink[];
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label={label} className="flex-1">
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={linkClass} onClick={onNavigate}>
              <span aria-hidden="true" className="w-5 text-center text-base">
                {link.icon}
              </span>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-4 border-t border-stone-200 pt-4">
        <NavLink to={paths.home} end className={linkClass} onClick={onNavigate}>
          <span aria-hidden="true" className="w-5 text-center text-base">
            🏠
          </span>
          {t(dashboardText.backHome)}
        </NavLink>
      </div>
    </nav>
  );
}
