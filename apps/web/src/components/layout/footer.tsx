import { DigitsSwitch } from './digits-switch';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from '@/components/ui/social-icons';
import { paths } from '@/config/paths';
import { numberFormat, t } from '@/lib/i18n';
import { CONTACT } from './contact-details';
import { footerText } from './footer/messages';
import { layoutText } from './messages';
import { LogoMark } from './logo';

const QUICK_LINKS = [
  { to: paths.home, label: layoutText.home },
  { to: paths.meals(), label: layoutText.meals },
  { to: paths.upcomingMeals, label: footerText.upcoming },
  { to: paths.about, label: footerText.aboutUs },
];

// The community's social pages are not set up yet, so the links stay on this page.
const SOCIAL_LINKS: { network: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { network: 'Facebook', Icon: FacebookIcon },
  { network: 'Instagram', Icon: InstagramIcon },
  { network: 'X', Icon: XIcon },
  { network: 'YouTube', Icon: YouTubeIcon },
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
          <p className="mt-4 max-w-md leading-relaxed">{t(footerText.about)}</p>
          <ul className="mt-6 flex gap-3" aria-label={t(footerText.social)}>
            {SOCIAL_LINKS.map(({ network, Icon }) => (
              <li key={network}>
                <a
                  href="#"
                  aria-label={t(footerText.socialPage, { network })}
                  className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-stone-800 text-stone-200 transition hover:bg-brand-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-200"
                >
                  <Icon className="h-5 w-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t(footerText.quickLinks)}>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">
            {t(footerText.quickLinks)}
          </h2>
          <ul className="mt-4 space-y-2.5">
            {QUICK_LINKS.map((link) => (
              <li key={link.label.id}>
                <Link to={link.to} className={linkClass}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">
            {t(footerText.contact)}
          </h2>
          <address className="mt-4 space-y-3 not-italic">
            <p className="flex gap-3">
              <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-200" />
              <span>{t(footerText.address)}</span>
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
          {t(footerText.rights, {
            year: numberFormat({ useGrouping: false }).format(new Date().getFullYear()),
          })}
          <DigitsSwitch className="ml-4 text-stone-300" />
        </p>
      </div>
    </footer>
  );
}
