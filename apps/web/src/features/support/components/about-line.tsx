import { useMeal } from '@/features/meals';

/** 'About: Beef Tehari', for a thread started from a meal's page or a request's row. */
export function AboutLine({ mealId, isRequest }: { mealId: string; isRequest: boolean }) {
  const meal = useMeal(mealId);
  const title = meal.data?.title ?? 'this meal';
  return (
    <p className="rounded-xl bg-brand-50 px-3.5 py-2.5 text-sm text-stone-800">
      About: <strong>{isRequest ? `your request for ${title}` : title}</strong>
    </p>
  );
}
