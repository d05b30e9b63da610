const PERKS = [
  {
    emoji: '⭐',
    title: 'Review meals',
    text: 'Rate what the kitchen serves and help your neighbours choose.',
  },
  {
    emoji: '🏅',
    title: 'Earn badges',
    text: 'Every resident starts Bronze; Silver, Gold and Platinum unlock more.',
  },
  {
    emoji: '🚀',
    title: 'Upgrade to premium',
    text: 'Request meals, like upcoming dishes and get your reviews seen first.',
  },
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
          Welcome to MessMate
        </p>
        <h2 className="mt-3 text-3xl font-extrabold leading-tight">
          Review meals, earn badges, and upgrade to premium.
        </h2>
        <p className="mt-4 text-brand-100">
          Your hostel&apos;s kitchen, in one place: today&apos;s menu, what&apos;s coming next, and
          a say in both.
        </p>
      </div>
      <ul className="relative mt-10 space-y-5">
        {PERKS.map((perk) => (
          <li key={perk.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-white/15 text-xl"
            >
              {perk.emoji}
            </span>
            <span>
              <span className="block font-bold">{perk.title}</span>
              <span className="block text-sm text-brand-100">{perk.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
