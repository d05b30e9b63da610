import { ManageUsers } from '@/features/admin';

export function ManageUsersRoute() {
  return (
    <section className="mx-auto max-w-5xl">
      <title>Manage Users · MessMate</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">Manage Users</h1>
      <ManageUsers />
    </section>
  );
}
