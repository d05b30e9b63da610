import { formatDate } from '@/lib/format';
import {
  BadgePill,
  ChangePasswordForm,
  ProfileCard,
  ProfileEditor,
  useAuth,
  YourDataPanel,
} from '@/features/account';
import { SettingsPanel } from '../../sections/settings-panel';

export function MyProfileRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <section className="mx-auto max-w-3xl">
      <title>My Profile · MessMate</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">My Profile</h1>
      <ProfileCard user={user}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-xs font-bold uppercase tracking-wider text-stone-500">
              Membership
            </dt>
            <dd className="mt-1.5">
              <BadgePill badge={user.badge} />
            </dd>
          </div>
          <div>
            <dt className="text-xs font-bold uppercase tracking-wider text-stone-500">
              Member since
            </dt>
            <dd className="mt-1.5 font-semibold text-stone-800">{formatDate(user.createdAt)}</dd>
          </div>
          {user.hall || user.room ? (
            <div>
              <dt className="text-xs font-bold uppercase tracking-wider text-stone-500">
                Lives in
              </dt>
              <dd className="mt-1.5 font-semibold text-stone-800">
                {[user.hall, user.room && `Room ${user.room}`].filter(Boolean).join(', ')}
              </dd>
            </div>
          ) : null}
        </dl>
      </ProfileCard>
      <SettingsPanel title="Edit profile">
        <ProfileEditor key={user._id} user={user} />
      </SettingsPanel>
      <SettingsPanel title="Change password">
        <ChangePasswordForm />
      </SettingsPanel>
      <YourDataPanel />
    </section>
  );
}
