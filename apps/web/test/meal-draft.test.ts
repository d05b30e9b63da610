import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MESSAGES } from '@messmate/shared/schemas/image';
import { describe, expect, it } from 'vitest';
import { failureText } from '@/features/admin-catalogue/lib/failure-text';
import { readMealEditForm, readMealForm } from '@/features/admin-catalogue/lib/meal-draft';
import { ApiError } from '@/lib/api-client';

const photo = (bytes = 10, type = 'image/png') =>
  new File([new Uint8Array(bytes)], 'thali.png', { type });

/** The Add Meal form as submitted: its fields and its photo. */
function mealForm(fields: Partial<Record<string, string>> = {}, image: File | null = photo()) {
  const form = new FormData();
  const values = {
    title: 'Chicken Biryani',
    category: 'Lunch',
    ingredients: 'rice, chicken',
    description: 'Slow-cooked with whole spices.',
    price: '180',
    ...fields,
  };
  for (const [name, value] of Object.entries(values))
    if (value !== undefined) form.set(name, value);
  if (image) form.set('photo', image);
  return form;
}

const fieldsOf = (form: FormData) => {
  const read = readMealForm(form);
  if (!('draft' in read)) throw new Error(`Expected a draft, got: ${read.problem}`);
  return read.draft.fields;
};
const problemOf = (form: FormData) => {
  const read = readMealForm(form);
  return 'problem' in read ? read.problem : null;
};

describe('ingredients', () => {
  it('are split on commas, trimmed, and empty ones dropped', () => {
    expect(fieldsOf(mealForm({ ingredients: ' rice ,dal,, ghee , ,' })).ingredients).toEqual([
      'rice',
      'dal',
      'ghee',
    ]);
  });

  it('must name at least one', () => {
    expect(problemOf(mealForm({ ingredients: ' , ,' }))).toBe(
      'Please list at least one ingredient.',
    );
  });
});

describe('price', () => {
  it('is read as a number of taka, paisa included', () => {
    expect(fieldsOf(mealForm({ price: '85.50' })).price).toBe(85.5);
  });

  it('must be a positive amount with at most two decimals', () => {
    expect(problemOf(mealForm({ price: 'ninety' }))).toBe(
      'Please enter the price as a number of taka.',
    );
    expect(problemOf(mealForm({ price: '0' }))).toBe('The price must be more than ৳0.');
    expect(problemOf(mealForm({ price: '12.505' }))).toBe(
      'The price can have at most 2 decimals (whole poisha).',
    );
  });
});

describe('the rest of the form', () => {
  it('trims the text and reads the category in any case', () => {
    const fields = fieldsOf(mealForm({ title: '  Egg Curry ', category: 'dinner' }));
    expect(fields.title).toBe('Egg Curry');
    expect(fields.category).toBe('Dinner');
  });

  it('names the first thing missing', () => {
    expect(problemOf(mealForm({ title: '   ' }))).toBe('Please enter the title.');
    expect(problemOf(mealForm({ category: 'Supper' }))).toBe(
      'Category must be Breakfast, Lunch or Dinner',
    );
  });
});

describe('the photo', () => {
  it('is required, checked before anything else', () => {
    expect(problemOf(mealForm({ title: '' }, null))).toBe(IMAGE_UPLOAD_MESSAGES.missing);
    expect(problemOf(mealForm({}, photo(0)))).toBe(IMAGE_UPLOAD_MESSAGES.missing);
  });

  it('must be an image type we take, and not too large', () => {
    expect(problemOf(mealForm({}, photo(10, 'application/pdf')))).toBe(
      IMAGE_UPLOAD_MESSAGES.wrongType,
    );
    expect(problemOf(mealForm({}, photo(IMAGE_UPLOAD_MAX_BYTES + 1)))).toBe(
      IMAGE_UPLOAD_MESSAGES.tooLarge,
    );
    // A browser that cannot tell the type leaves it empty: the server reads the bytes.
    expect(problemOf(mealForm({}, photo(10, '')))).toBeNull();
  });

  it('travels with the draft, as chosen', () => {
    const chosen = photo(42);
    const read = readMealForm(mealForm({}, chosen));
    expect('draft' in read && read.draft.photo).toBe(chosen);
  });
});

describe('failure toasts', () => {
  it("add the server's reason to a refusal, and say try again otherwise", () => {
    const refused = new ApiError(400, 'VALIDATION', 'The title can be at most 120 characters.');
    expect(failureText('Failed to add meal.', 'Try again.', refused)).toBe(
      'Failed to add meal. The title can be at most 120 characters.',
    );
    expect(failureText('Failed.', 'Try again.', new ApiError(500, 'INTERNAL', 'Oops'))).toBe(
      'Try again.',
    );
    expect(failureText('Failed.', 'Try again.', new ApiError(0, 'NETWORK', 'Offline'))).toBe(
      'Try again.',
    );
  });
});

describe('editing a meal', () => {
  it('keeps the photo when none is chosen, and still checks the fields', () => {
    const kept = readMealEditForm(mealForm({}, null));
    expect('draft' in kept && kept.draft.photo).toBe(null);
    const checked = readMealEditForm(mealForm({ title: ' ' }, null));
    expect(checked).toEqual({ problem: 'Please enter the title.' });
  });

  it('checks a newly chosen photo as Add Meal does', () => {
    const tooLarge = readMealEditForm(mealForm({}, photo(IMAGE_UPLOAD_MAX_BYTES + 1)));
    expect(tooLarge).toEqual({ problem: IMAGE_UPLOAD_MESSAGES.tooLarge });
  });
});
