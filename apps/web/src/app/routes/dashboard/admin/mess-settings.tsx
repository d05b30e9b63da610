import { MessSettingsPage } from '@/features/mess-board';

/** The sittings' times and cut-offs, and the community's default board. */
export function MessSettingsRoute() {
  return (
    <section className="mx-auto max-w-6xl">
      <title>Mess Settings · MessMate</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">Mess Settings</h1>
      <MessSettingsPage />
    </section>
  );
}
