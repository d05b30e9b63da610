import { useMeal } from '@/features/meals';
import { RichText, t } from '@/lib/i18n';
import { supportText } from '../desk/messages';

/** 'About: Beef Tehari', for a thread started from a meal's page or a request's row. */
export function AboutLine({ mealId, isRequest }: { mealId: string; isRequest: boolean }) {
  const meal = useMeal(mealId);
  const title = meal.data?.title ?? t(supportText.thisMeal);
  return (
    <p className="rounded-xl bg-brand-50 px-3.5 py-2.5 text-sm text-stone-800">
      <RichText
        message={supportText.about}
        values={{ what: isRequest ? t(supportText.yourRequestFor, { meal: title }) : title }}
        components={{ 0: <strong /> }}
      />
    </p>
  );
}
