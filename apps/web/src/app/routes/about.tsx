import { PLANS } from '@messmate/shared/constants';
import { Link } from 'react-router';
import { CONTACT } from '@/components/layout/contact-details';
import { buttonClass } from '@/components/ui/button-styles';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatTaka } from '@/lib/format';

const REQUEST_STEPS = [
  'Open a meal and press Request Meal. Your request joins the kitchen’s list as pending.',
  'The mess staff prepare it and mark it served; you can follow it under Requested Meals in your dashboard.',
  'Changed your mind? Cancel any request that has not been served yet.',
];

function requestAllowance(limit: number | null) {
  return limit === null ? 'unlimited requests' : `${limit} requests a day`;
}

export function AboutRoute() {
  return (
    <>
      <title>About Us · MessMate</title>
      <section className="bg-gradient-to-b from-brand-50 to-stone-50">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">About us</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-stone-900">
            Good food, shared fairly
          </h1>
          <p className="mt-4 text-lg text-stone-700">
            MessMate is the meal service of our hostel and canteen community. It puts the whole menu
            online so residents can see what is cooking, rate every dish and get their plate without
            the queue, and it gives the mess managers one place to run the kitchen.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-5xl space-y-14 px-4 py-14 sm:px-6 lg:px-8">
        <section aria-labelledby="what-title" className="grid gap-6 md:grid-cols-3">
          <h2 id="what-title" className="sr-only">
            What you can do
          </h2>
          {[
            [
              '🔍',
              'Browse freely',
              'Anyone can explore meals, search, filter by sitting and price, and read reviews.',
            ],
            [
              '⭐',
              'Like and review',
              'Join for free to like dishes and review them, so the kitchen knows what works.',
            ],
            [
              '📅',
              'Shape the menu',
              'Members like upcoming dishes, and the mess managers publish the favourites to the menu.',
            ],
          ].map(([emoji, title, text]) => (
            <div key={title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
              <p aria-hidden="true" className="text-3xl">
                {emoji}
              </p>
              <h3 className="mt-3 text-lg font-bold text-stone-900">{title}</h3>
              <p className="mt-2 text-stone-600">{text}</p>
            </div>
          ))}
        </section>

        <section aria-labelledby="membership-title">
          <h2 id="membership-title" className="text-2xl font-bold text-stone-900">
            How membership works
          </h2>
          <p className="mt-3 text-stone-700">
            Every resident starts with a free Bronze badge. A one-time card payment upgrades your
            badge, and a badge is never lowered by buying a smaller plan. Silver and above may
            request meals and like upcoming dishes.
          </p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {PLANS.map((plan) => (
              <li
                key={plan.slug}
                className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
              >
                <p className="font-bold text-stone-900">{plan.name}</p>
                <p className="mt-1 text-2xl font-extrabold text-brand-800">
                  {formatTaka(plan.price)}
                </p>
                <p className="mt-2 text-sm text-stone-600">
                  {requestAllowance(plan.dailyRequestLimit)}
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-stone-600">
            Daily limits count requests made on the same calendar day in the community’s time zone
            and reset at midnight.
          </p>
        </section>

        <section aria-labelledby="requests-title">
          <h2 id="requests-title" className="text-2xl font-bold text-stone-900">
            How meal requests work
          </h2>
          <ol className="mt-5 space-y-3">
            {REQUEST_STEPS.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                <p className="pt-1 text-stone-700">{step}</p>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="contact-title"
          className="rounded-3xl bg-stone-900 p-8 text-stone-200 sm:p-10"
        >
          <h2 id="contact-title" className="text-2xl font-bold text-white">
            Contact the mess office
          </h2>
          <address className="mt-6 grid gap-4 not-italic sm:grid-cols-2">
            <p className="flex gap-3">
              <MapPinIcon className="h-5 w-5 shrink-0 text-brand-200" />
              {CONTACT.address}
            </p>
            <p className="flex gap-3">
              <ClockIcon className="h-5 w-5 shrink-0 text-brand-200" />
              {CONTACT.hours}
            </p>
            <p className="flex gap-3">
              <PhoneIcon className="h-5 w-5 shrink-0 text-brand-200" />
              <a href={CONTACT.phoneHref} className="underline-offset-4 hover:underline">
                {CONTACT.phone}
              </a>
            </p>
            <p className="flex gap-3">
              <MailIcon className="h-5 w-5 shrink-0 text-brand-200" />
              <a href={`mailto:${CONTACT.email}`} className="underline-offset-4 hover:underline">
                {CONTACT.email}
              </a>
            </p>
          </address>
          <Link to={paths.meals()} className={buttonClass('light', 'md', 'mt-8')}>
            See today’s meals
          </Link>
        </section>
      </div>
    </>
  );
}
