import { useSearchParams } from 'react-router';
import { useAuth } from '@/features/account';
import { PickupCodes } from '@/features/pickup';

export function PickupCodesRoute() {
  const { user } = useAuth();
  const [search] = useSearchParams();
  if (!user) return null;
  return (
    <section className="mx-auto max-w-xl">
      <title>Pickup Codes · MessMate</title>
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight text-stone-900">Pickup Codes</h1>
      <p className="mb-6 text-stone-700">
        Show this at the counter. The kitchen scans the QR code or reads the short code aloud.
      </p>
      <PickupCodes
        holder={{ id: user._id, name: user.name, image: user.image }}
        requestId={search.get('request')}
      />
    </section>
  );
}
