import { MEAL_CATEGORIES } from '@messmate/shared/constants';
import { MEAL_DESCRIPTION_MAX, MEAL_TITLE_MAX } from '@messmate/shared/schemas/create-meal';
import { useId, type ReactNode } from 'react';
import { fieldClass } from '@/components/ui/button-styles';
import { categoryName } from '@/components/ui/category-badge';
import { t } from '@/lib/i18n';
import { mealFieldText } from '../messages';
import { ImagePicker } from './image-picker';

const labelClass = 'mb-1.5 block text-sm font-semibold text-stone-800';

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** What a meal being edited holds now: the fields start from it. */
export interface MealValues {
  title: string;
  titleBn: string | null;
  category: string;
  image: string;
  ingredients: string[];
  description: string;
  descriptionBn: string | null;
  price: number;
}

/**
 * The fields Add Meal, Add Upcoming Meal and the edit forms share; every one is required but the
 * Bangla title and description, and a meal being edited keeps its photo unless another is chosen.
 */
export function MealFields({ initial }: { initial?: MealValues }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Labelled label={t(mealFieldText.title)}>
        {(id) => (
          <input
            id={id}
            name="title"
            lang="en"
            required
            maxLength={MEAL_TITLE_MAX}
            defaultValue={initial?.title}
            className={fieldClass}
          />
        )}
      </Labelled>
      <Labelled label={t(mealFieldText.titleBn)}>
        {(id) => (
          <input
            id={id}
            name="titleBn"
            lang="bn"
            maxLength={MEAL_TITLE_MAX}
            defaultValue={initial?.titleBn ?? ''}
            className={fieldClass}
          />
        )}
      </Labelled>
      <Labelled label={t(mealFieldText.category)}>
        {(id) => (
          <select
            id={id}
            name="category"
            required
            defaultValue={initial?.category ?? ''}
            className={fieldClass}
          >
            <option value="" disabled>
              {t(mealFieldText.selectCategory)}
            </option>
            {MEAL_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryName(category)}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <Labelled label={t(mealFieldText.price)}>
        {(id) => (
          <input
            id={id}
            name="price"
            type="number"
            required
            min="0.01"
            step="0.01"
            inputMode="decimal"
            defaultValue={initial?.price}
            className={fieldClass}
          />
        )}
      </Labelled>
      <div className="sm:col-span-2">
        <ImagePicker current={initial?.image} />
      </div>
      <div className="sm:col-span-2">
        <Labelled label={t(mealFieldText.ingredients)}>
          {(id) => (
            <input
              id={id}
              name="ingredients"
              required
              placeholder="rice, chicken, potato"
              defaultValue={initial?.ingredients.join(', ')}
              className={fieldClass}
            />
          )}
        </Labelled>
      </div>
      <Labelled label={t(mealFieldText.description)}>
        {(id) => (
          <textarea
            id={id}
            name="description"
            lang="en"
            required
            rows={4}
            maxLength={MEAL_DESCRIPTION_MAX}
            defaultValue={initial?.description}
            className={fieldClass}
          />
        )}
      </Labelled>
      <Labelled label={t(mealFieldText.descriptionBn)}>
        {(id) => (
          <textarea
            id={id}
            name="descriptionBn"
            lang="bn"
            rows={4}
            maxLength={MEAL_DESCRIPTION_MAX}
            defaultValue={initial?.descriptionBn ?? ''}
            className={fieldClass}
          />
        )}
      </Labelled>
    </div>
  );
}
