import { t } from '@/lib/i18n';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { MenuIcon, CloseIcon } from '@/components/ui/icons';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Logo } from '@/components/layout/logo';
import { NAV_ITEMS } from '@/components/layout/nav-items';
import { AccountArea } from '@/features/account';
import { NotificationBell } from '@/features/notifications';
import { MobileMenu } from './mobile-menu';

const MOBILE_MENU_ID = 'mobile-menu';

function desktopLinkClass({ isActive }: { isActive: boolean }) {
  const tone = isActive
    ? 'bg-brand-50 text-brand-800 after:scale-x-100'
    : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900 after:scale-x-0';
  return (
    'relative rounded-full px-4 py-2 text-sm font-semibold transition ' +
    'after:absolute after:inset-x-4 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-brand-700 after:transition ' +
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ' +
    tone
  );
}

/** The sticky bar on every visitor page: logo, page links, bell and the account corner. */
export function TopBar() {
  const location = useLocation();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [openOnKey, setOpenOnKey] = useState<string | null>(null);
  const menuOpen = openOnKey === location.key;

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.label.id}>
                <NavLink to={item.to} end={item.end} className={desktopLinkClass}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitch className="hidden md:inline-flex" />
          <NotificationBell />
          <div className="hidden md:flex">
            <AccountArea />
          </div>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setOpenOnKey(menuOpen ? null : location.key)}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full text-stone-800 transition hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 md:hidden"
          >
            {menuOpen ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
          </button>
        </div>
      </div>
      <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onClose={() => setOpenOnKey(null)} />
    </header>
  );
}
