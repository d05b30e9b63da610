import { MEAL_CATEGORIES } from '@messmate/shared/constants';
import { useId, type ReactNode } from 'react';
import { fieldClass } from '@/components/ui/button-styles';
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
  category: string;
  image: string;
  ingredients: string[];
  description: string;
  price: number;
}

/**
 * The fields Add Meal, Add Upcoming Meal and the edit forms share; every one is required, but
 * a meal being edited keeps its photo unless another is chosen.
 */
export function MealFields({ initial }: { initial?: MealValues }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Labelled label="Title">
        {(id) => (
          <input
            id={id}
            name="title"
            required
            maxLength={120}
            defaultValue={initial?.title}
            className={fieldClass}
          />
        )}
      </Labelled>
      <Labelled label="Category">
        {(id) => (
          <select
            id={id}
            name="category"
            required
            defaultValue={initial?.category ?? ''}
            className={fieldClass}
          >
            <option value="" disabled>
              Select a category
            </option>
            {MEAL_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <div className="sm:col-span-2">
        <ImagePicker current={initial?.image} />
      </div>
      <div className="sm:col-span-2">
        <Labelled label="Ingredients (comma separated)">
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
      <div className="sm:col-span-2">
        <Labelled label="Description">
          {(id) => (
            <textarea
              id={id}
              name="description"
              required
              rows={4}
              maxLength={2000}
              defaultValue={initial?.description}
              className={fieldClass}
            />
          )}
        </Labelled>
      </div>
      <Labelled label="Price (৳)">
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
    </div>
  );
}
