import type { ReactNode } from 'react';
import { MealImage } from '@/components/ui/meal-image';

interface MealWithPhotoProps {
  meal: { image: string; title: string };
}

/** A table row's meal: a small photo beside the title, and a small line under it if given. */
export function MealCellWithPhoto({ meal, note }: MealWithPhotoProps & { note?: ReactNode }) {
  return (
    <span className="flex items-center gap-3">
      <MealImage
        src={meal.image}
        alt=""
        width={48}
        height={36}
        className="h-9 w-12 shrink-0 rounded-md"
      />
      <span className="min-w-0">
        {meal.title}
        {note ? (
          <span className="block text-xs font-normal break-all text-stone-600">{note}</span>
        ) : null}
      </span>
    </span>
  );
}

/** The top of a meal's phone card: its photo, its title and a line under the title. */
export function MealCardHeading({ meal, children }: MealWithPhotoProps & { children: ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      <MealImage
        src={meal.image}
        alt=""
        width={64}
        height={48}
        className="h-12 w-16 shrink-0 rounded-lg"
      />
      <div className="min-w-0">
        <p className="font-semibold leading-snug text-stone-900">{meal.title}</p>
        <p className="truncate text-sm text-stone-600">{children}</p>
      </div>
    </div>
  );
}
