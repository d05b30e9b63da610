import { ProfileCard, ResetLinkMaker, useAuth, YourDataPanel } from '@/features/account';
import { SettingsPanel } from '../../../sections/settings-panel';
import { useMealsCount } from '@/features/admin';

function MealsAdded({ email }: { email: string }) {
  const count = useMealsCount(email);
  if (count.isPending) return <p className="text-stone-600">Loading meals...</p>;
  if (count.isError)
    return (
      <p className="text-red-800">Meals Added: could not be counted ({count.error.message})</p>
    );
  return (
    <p className="text-lg font-semibold text-stone-800">
      Meals Added: <span className="text-brand-800">{count.data.count}</span>
    </p>
  );
}

export function AdminProfileRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <section className="mx-auto max-w-3xl">
      <title>Admin Profile · MessMate</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">Admin Profile</h1>
      <ProfileCard user={user}>
        <MealsAdded email={user.email} />
      </ProfileCard>
      <SettingsPanel title="Password reset link">
        <p className="mb-4 text-sm text-stone-600">
          For a resident who forgot their password while e-mail is not set up on this server.
        </p>
        <ResetLinkMaker />
      </SettingsPanel>
      <YourDataPanel />
    </section>
  );
}
