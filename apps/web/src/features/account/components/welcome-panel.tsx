import { t } from '@/lib/i18n';
import { joinText } from '../join/messages';

const PERKS = [
  { emoji: '⭐', title: joinText.reviewTitle, text: joinText.reviewText },
  { emoji: '🏅', title: joinText.badgesTitle, text: joinText.badgesText },
  { emoji: '🚀', title: joinText.premiumTitle, text: joinText.premiumText },
];

/** The welcome beside the forms on wide screens. */
export function WelcomePanel() {
  return (
    <aside className="relative hidden overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-900 p-10 text-white lg:flex lg:flex-col lg:justify-between">
      <div
        aria-hidden="true"
        className="absolute -right-16 -top-16 h-56 w-56 rounded-full bg-white/10"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-20 -left-10 h-64 w-64 rounded-full bg-brand-500/30"
      />
      <div className="relative">
        <p className="text-sm font-bold uppercase tracking-widest text-brand-200">
          {t(joinText.welcome)}
        </p>
        <h2 className="mt-3 text-3xl font-extrabold leading-tight">{t(joinText.pitch)}</h2>
        <p className="mt-4 text-brand-100">{t(joinText.welcomeText)}</p>
      </div>
      <ul className="relative mt-10 space-y-5">
        {PERKS.map((perk) => (
          <li key={perk.title.id} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-white/15 text-xl"
            >
              {perk.emoji}
            </span>
            <span>
              <span className="block font-bold">{t(perk.title)}</span>
              <span className="block text-sm text-brand-100">{t(perk.text)}</span>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
