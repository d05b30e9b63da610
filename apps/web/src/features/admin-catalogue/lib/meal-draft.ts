import { CreateMealBodySchema, type CreateMealBody } from '@messmate/shared/schemas/create-meal';
import {
  ACCEPTED_IMAGE_TYPES,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MESSAGES,
} from '@messmate/shared/schemas/image';

/** What the Add Meal and Add Upcoming Meal forms collect: the fields and the chosen photo. */
export interface MealDraft {
  fields: Omit<CreateMealBody, 'image' | 'distributorName' | 'distributorEmail'>;
  photo: File;
}

/** An edit: the same fields, and a new photo only when one was chosen. */
export interface MealEditDraft {
  fields: MealDraft['fields'];
  photo: File | null;
}

const fieldRules = CreateMealBodySchema.pick({
  title: true,
  category: true,
  ingredients: true,
  description: true,
  price: true,
  titleBn: true,
  descriptionBn: true,
});

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * Reads a meal form and checks it by the same rules the server applies, so a mistake is
 * named before a photo is uploaded. Returns the draft or the first problem, in words.
 */
export function readMealForm(form: FormData): { draft: MealDraft } | { problem: string } {
  const photo = form.get('photo');
  if (!(photo instanceof File) || photo.size === 0)
    return { problem: IMAGE_UPLOAD_MESSAGES.missing };
  const read = readMealEditForm(form);
  return 'problem' in read ? read : { draft: { fields: read.draft.fields, photo } };
}

/** As readMealForm, for a meal that has a photo already: choosing another is optional. */
export function readMealEditForm(form: FormData): { draft: MealEditDraft } | { problem: string } {
  const chosen = form.get('photo');
  const photo = chosen instanceof File && chosen.size > 0 ? chosen : null;
  if (photo === null) return readFields(form, null);
  // An empty type means the browser could not tell; the server reads the bytes either way.
  if (photo.type && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(photo.type)) {
    return { problem: IMAGE_UPLOAD_MESSAGES.wrongType };
  }
  if (photo.size > IMAGE_UPLOAD_MAX_BYTES) return { problem: IMAGE_UPLOAD_MESSAGES.tooLarge };
  return readFields(form, photo);
}

function readFields(
  form: FormData,
  photo: File | null,
): { draft: MealEditDraft } | { problem: string } {
  const fields = {
    title: text(form, 'title'),
    category: text(form, 'category'),
    ingredients: text(form, 'ingredients'),
    description: text(form, 'description'),
    price: text(form, 'price'),
    // Always sent: an emptied Bangla field clears the Bangla text on an edit.
    titleBn: text(form, 'titleBn'),
    descriptionBn: text(form, 'descriptionBn'),
  };
  const checked = fieldRules.safeParse(fields);
  if (!checked.success) {
    return { problem: checked.error.issues[0]?.message ?? 'Please check the form.' };
  }
  return { draft: { fields: checked.data, photo } };
}
