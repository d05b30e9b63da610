import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { UserRecord } from '@messmate/shared/schemas/user';
import { Avatar } from '@/components/ui/avatar';
import { initials } from '@/lib/format';
import { t } from '@/lib/i18n';
import { dashboardPathFor } from '../lib/after-sign-in';
import { useLogout } from '../hooks/use-logout';
import { menuText } from '../menu/messages';

const itemClass =
  'flex w-full items-center rounded-lg px-3 py-2 text-left text-sm font-medium text-stone-800 transition ' +
  'hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50 focus:text-brand-800 focus:outline-none';

/** The round profile photo and its menu: name, Dashboard, Logout. */
export function ProfileMenu({ user }: { user: UserRecord }) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const logout = useLogout();
  const displayName = user.name.trim() || t(menuText.user);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(
      menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [],
    );
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next: Record<string, number> = {
      ArrowDown: (at + 1) % items.length,
      ArrowUp: (at - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key in next) {
      event.preventDefault();
      items[next[event.key] ?? 0]?.focus();
    }
  };

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // The button shows initials whenever the photo is missing, not ours or broken: the name
        // always ends with them, so it contains what is seen (WCAG 2.5.3).
        aria-label={t(menuText.menuFor, { name: displayName, initials: initials(displayName) })}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="rounded-full ring-2 ring-transparent transition hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <Avatar name={displayName} image={user.image} />
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t(menuText.account)}
          onKeyDown={moveFocus}
          className="absolute right-0 z-50 mt-2 w-60 origin-top-right rounded-2xl border border-stone-200 bg-white p-2 shadow-xl"
        >
          <div className="border-b border-stone-100 px-3 pb-2 pt-1">
            <p className="truncate font-semibold text-stone-900">{displayName}</p>
            <p className="truncate text-xs text-stone-500">{user.email}</p>
          </div>
          <div className="pt-2">
            <Link
              role="menuitem"
              to={dashboardPathFor(user.role)}
              onClick={() => close(false)}
              className={itemClass}
            >
              {t(menuText.dashboard)}
            </Link>
            <button
              role="menuitem"
              type="button"
              onClick={() => {
                close(false);
                void logout();
              }}
              className={itemClass}
            >
              {t(menuText.logout)}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
