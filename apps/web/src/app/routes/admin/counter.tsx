import { Counter } from '@/features/pickup';

export function CounterRoute() {
  return (
    <section className="mx-auto max-w-6xl">
      <title>Counter · MessMate</title>
      <h1 className="mb-4 text-3xl font-extrabold tracking-tight text-stone-900">Counter</h1>
      <Counter />
    </section>
  );
}
