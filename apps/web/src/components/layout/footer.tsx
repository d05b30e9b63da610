import { DigitsSwitch } from './digits-switch';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from '@/components/ui/social-icons';
import { paths } from '@/config/paths';
import { CONTACT } from './contact-details';
import { LogoMark } from './logo';

const QUICK_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.meals(), label: 'Meals' },
  { to: paths.upcomingMeals, label: 'Upcoming' },
  { to: paths.about, label: 'About Us' },
];

// The community's social pages are not set up yet, so the links stay on this page.
const SOCIAL_LINKS: { label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { label: 'MessMate on Facebook', Icon: FacebookIcon },
  { label: 'MessMate on Instagram', Icon: InstagramIcon },
  { label: 'MessMate on X', Icon: XIcon },
  { label: 'MessMate on YouTube', Icon: YouTubeIcon },
];

const linkClass =
  'rounded transition hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-200';

export function Footer() {
  return (
    <footer className="mt-auto bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="lg:col-span-2">
          <div className="flex items-center gap-2">
            <LogoMark />
            <span className="text-xl font-extrabold text-white">MessMate</span>
          </div>
          <p className="mt-4 max-w-md leading-relaxed">
            The meal service for hostel and canteen communities: see what the mess is cooking, rate
            and review every dish, request your meals and upgrade your membership for more.
          </p>
          <ul className="mt-6 flex gap-3" aria-label="Social media">
            {SOCIAL_LINKS.map(({ label, Icon }) => (
              <li key={label}>
                <a
                  href="#"
                  aria-label={label}
                  className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-stone-800 text-stone-200 transition hover:bg-brand-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-200"
                >
                  <Icon className="h-5 w-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Quick links">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Quick links</h2>
          <ul className="mt-4 space-y-2.5">
            {QUICK_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Contact</h2>
          <address className="mt-4 space-y-3 not-italic">
            <p className="flex gap-3">
              <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-200" />
              <span>{CONTACT.address}</span>
            </p>
            <p className="flex gap-3">
              <PhoneIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-200" />
              <a href={CONTACT.phoneHref} className={linkClass}>
                {CONTACT.phone}
              </a>
            </p>
            <p className="flex gap-3">
              <MailIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-200" />
              <a href={`mailto:${CONTACT.email}`} className={linkClass}>
                {CONTACT.email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-stone-400 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} MessMate. All rights reserved.
          <DigitsSwitch className="ml-4 text-stone-300" />
        </p>
      </div>
    </footer>
  );
}
