import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { t } from '@/lib/i18n';
import { joinText } from '../join/messages';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const TABS = [
  { key: 'login', label: joinText.login },
  { key: 'register', label: joinText.register },
] as const;
export type JoinTab = (typeof TABS)[number]['key'];

/** The Login and Register tabs (arrow keys move between them). */
export function JoinTabs({ initial }: { initial: JoinTab }) {
  const [active, setActive] = useState<JoinTab>(initial);
  const id = useId();
  const buttons = useRef<Record<JoinTab, HTMLButtonElement | null>>({
    login: null,
    register: null,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next: JoinTab = active === 'login' ? 'register' : 'login';
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={t(joinText.tabsLabel)}
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-1 rounded-full bg-stone-100 p-1"
      >
        {TABS.map((tab) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[tab.key] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-${tab.key}-tab`}
              aria-selected={selected}
              aria-controls={`${id}-${tab.key}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.key)}
              className={`rounded-full px-4 py-2.5 text-sm font-bold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                selected
                  ? 'bg-white text-brand-800 shadow-sm'
                  : 'text-stone-600 hover:text-stone-900'
              }`}
            >
              {t(tab.label)}
            </button>
          );
        })}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-${tab.key}-panel`}
          aria-labelledby={`${id}-${tab.key}-tab`}
          hidden={tab.key !== active}
          className="pt-6"
        >
          {tab.key === active ? tab.key === 'login' ? <LoginForm /> : <RegisterForm /> : null}
        </div>
      ))}
    </div>
  );
}
