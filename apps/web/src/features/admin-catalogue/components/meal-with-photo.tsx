import type { ReactNode } from 'react';
import { MealImage } from '@/components/ui/meal-image';

interface MealWithPhotoProps {
  meal: { image: string; title: string };
}

/** A table row's meal: a small photo beside the title. */
export function MealCellWithPhoto({ meal }: MealWithPhotoProps) {
  return (
    <span className="flex items-center gap-3">
      <MealImage
        src={meal.image}
        alt=""
        width={48}
        height={36}
        className="h-9 w-12 shrink-0 rounded-md"
      />
      {meal.title}
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
