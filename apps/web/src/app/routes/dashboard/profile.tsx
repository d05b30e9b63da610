import { formatDate } from '@/lib/format';
import {
  BadgePill,
  ChangePasswordForm,
  ProfileCard,
  ProfileEditor,
  profileText,
  useAuth,
  YourDataPanel,
} from '@/features/account';
import { t } from '@/lib/i18n';
import { SettingsPanel } from '../../sections/settings-panel';

export function MyProfileRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <section className="mx-auto max-w-3xl">
      <title>{t(profileText.pageTitle)}</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">
        {t(profileText.heading)}
      </h1>
      <ProfileCard user={user}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-xs font-bold uppercase tracking-wider text-stone-500">
              {t(profileText.membership)}
            </dt>
            <dd className="mt-1.5">
              <BadgePill badge={user.badge} />
            </dd>
          </div>
          <div>
            <dt className="text-xs font-bold uppercase tracking-wider text-stone-500">
              {t(profileText.memberSince)}
            </dt>
            <dd className="mt-1.5 font-semibold text-stone-800">{formatDate(user.createdAt)}</dd>
          </div>
          {user.hall || user.room ? (
            <div>
              <dt className="text-xs font-bold uppercase tracking-wider text-stone-500">
                {t(profileText.livesIn)}
              </dt>
              <dd className="mt-1.5 font-semibold text-stone-800">
                {[user.hall, user.room && t(profileText.room, { room: user.room })]
                  .filter(Boolean)
                  .join(', ')}
              </dd>
            </div>
          ) : null}
        </dl>
      </ProfileCard>
      <SettingsPanel title={t(profileText.edit)}>
        <ProfileEditor key={user._id} user={user} />
      </SettingsPanel>
      <SettingsPanel title={t(profileText.changePassword)}>
        <ChangePasswordForm />
      </SettingsPanel>
      <YourDataPanel />
    </section>
  );
}
