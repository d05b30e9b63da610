import { useSearchParams } from 'react-router';
import { useAuth } from '@/features/account';
import { PickupCodes, pickupText } from '@/features/pickup';
import { t } from '@/lib/i18n';

export function PickupCodesRoute() {
  const { user } = useAuth();
  const [search] = useSearchParams();
  if (!user) return null;
  return (
    <section className="mx-auto max-w-xl">
      <title>{t(pickupText.pageTitle)}</title>
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight text-stone-900">
        {t(pickupText.heading)}
      </h1>
      <p className="mb-6 text-stone-700">{t(pickupText.intro)}</p>
      <PickupCodes
        holder={{ id: user._id, name: user.name, image: user.image }}
        requestId={search.get('request')}
      />
    </section>
  );
}
