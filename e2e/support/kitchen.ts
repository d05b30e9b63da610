import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type {
  CreateMealResult,
  InsertedResult,
  Meal,
  MealCategory,
  UploadedImage,
} from '@messmate/shared';
import { E2E_ADMIN } from './e2e-env';

/** A word no other journey (or the demo seed) uses: searching for it finds only what holds it. */
export const uniqueWord = () => randomBytes(4).toString('hex');

/** A title no other journey (or the demo seed) uses. */
export const uniqueTitle = (dish: string) => `${dish} ${uniqueWord()}`;

export interface MealDraft {
  title?: string;
  category?: MealCategory;
  /** Taka. */
  price?: number;
  ingredients?: string[];
  description?: string;
  /** The optional Bangla title, shown to Bangla readers. */
  titleBn?: string;
}

function mealBody(draft: MealDraft, image: string) {
  return {
    title: draft.title ?? uniqueTitle('Journey Khichuri'),
    category: draft.category ?? 'Lunch',
    price: draft.price ?? 95,
    ingredients: draft.ingredients ?? ['rice', 'moong dal', 'ghee'],
    description:
      draft.description ?? 'Made by a browser journey for itself, so it asserts on its own meal.',
    image,
    ...(draft.titleBn ? { titleBn: draft.titleBn } : {}),
  };
}

/**
 * The journeys' kitchen: the e2e admin (ADMIN_EMAIL of the e2e server), signed in through the
 * API in a request context of its own, adding the meals a journey needs. Meals made here have no
 * likes: a journey that needs likes gives them itself.
 */
export class Kitchen {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly photo: string,
  ) {}

  /** Signs the admin in on `request` and uploads the one photo its meals share. */
  static async open(request: APIRequestContext, origin: string): Promise<Kitchen> {
    const signedIn = await request.post('/api/auth/sign-in/email', {
      headers: { origin },
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const buffer = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#e3a857' },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await request.post('/api/images', {
      multipart: { image: { name: 'journey-meal.jpg', mimeType: 'image/jpeg', buffer } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    return new Kitchen(request, ((await uploaded.json()) as UploadedImage).url);
  }

  /** Puts a meal on the menu, as Add Meal would. */
  async addMeal(draft: MealDraft = {}): Promise<Meal> {
    const res = await this.request.post('/api/admin/meals', { data: mealBody(draft, this.photo) });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as CreateMealResult).meal;
  }

  /** Adds meals one after another, so each is newer than the one before. */
  async addMeals(drafts: readonly MealDraft[]): Promise<Meal[]> {
    const meals: Meal[] = [];
    for (const draft of drafts) meals.push(await this.addMeal(draft));
    return meals;
  }

  /** Adds an upcoming meal, as Add Upcoming Meal would; returns its id and title. */
  async addUpcomingMeal(draft: MealDraft = {}): Promise<{ _id: string; title: string }> {
    const body = mealBody(draft, this.photo);
    const res = await this.request.post('/api/upcoming-meals', { data: body });
    expect(res.status(), await res.text()).toBe(201);
    return { _id: ((await res.json()) as InsertedResult).insertedId, title: body.title };
  }
}
