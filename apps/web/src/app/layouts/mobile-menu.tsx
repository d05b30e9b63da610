import { t } from '@/lib/i18n';
import { useEffect } from 'react';
import { NavLink } from 'react-router';
import { DigitsSwitch } from '@/components/layout/digits-switch';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { NAV_ITEMS } from '@/components/layout/nav-items';
import { MobileAccountItems } from '@/features/account';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

function linkClass({ isActive }: { isActive: boolean }) {
  return (
    'block rounded-xl px-4 py-3 text-base font-semibold transition ' +
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ' +
    (isActive
      ? 'bg-brand-50 text-brand-800 shadow-[inset_3px_0_0] shadow-brand-700'
      : 'text-stone-800 hover:bg-stone-100')
  );
}

/** The stacked menu below the md breakpoint: page links and the account items; Escape closes it. */
export function MobileMenu({ id, open, onClose }: MobileMenuProps) {
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      // The focused link is about to be hidden: the focus goes back to the button that opened it.
      document.querySelector<HTMLElement>(`[aria-controls="${id}"]`)?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose, id]);

  return (
    <nav
      id={id}
      aria-label="Mobile"
      hidden={!open}
      className="border-t border-stone-200 bg-white md:hidden"
    >
      <ul className="mx-auto max-w-7xl space-y-1 px-4 py-3">
        {NAV_ITEMS.map((item) => (
          <li key={item.label.id}>
            <NavLink to={item.to} end={item.end} className={linkClass} onClick={onClose}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
        <MobileAccountItems onNavigate={onClose} />
        <li className="flex flex-wrap items-center gap-3 px-4 pt-2">
          <LanguageSwitch />
          <DigitsSwitch />
        </li>
      </ul>
    </nav>
  );
}
