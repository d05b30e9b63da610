import { SupportQueue } from '@/features/support';

export function AdminSupportRoute() {
  return (
    <section className="mx-auto max-w-5xl">
      <title>Support · Admin · MessMate</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">Support</h1>
      <SupportQueue />
    </section>
  );
}
