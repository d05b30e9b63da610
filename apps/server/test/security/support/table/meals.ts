import type { MatrixCase } from '../matrix-case';
import { adminOnly, everyone, ownerOnly, ownerOrAdmin, signedIn } from '../outcomes';
import { imageForm } from '../tiny-png';
import { get, mealBody } from './requests';

/** Meals, likes, reviews, meal requests, upcoming meals and images. */
export const MEAL_ROWS: MatrixCase[] = [
  {
    route: 'POST /api/admin/meals',
    label: 'add a meal',
    request: async (world) => ({
      method: 'POST',
      url: '/api/admin/meals',
      payload: await mealBody(world),
    }),
    expect: adminOnly(201),
  },
  {
    route: 'DELETE /api/meals/:id',
    label: 'delete a meal',
    request: async (world) => ({ method: 'DELETE', url: `/api/meals/${(await world.meal()).id}` }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/meals',
    label: 'meal list, newest first',
    request: async (world) => {
      await world.mealTouchedByOthers();
      return get('/api/meals?limit=6')();
    },
    expect: everyone(200),
  },
  {
    route: 'GET /api/meals/:id',
    label: 'meal details with its reviews',
    request: async (world) => get(`/api/meals/${await world.mealTouchedByOthers()}`)(),
    expect: everyone(200),
  },
  {
    route: 'PATCH /api/meals/:id',
    label: 'like a meal',
    request: async (world) => ({
      method: 'PATCH',
      url: `/api/meals/${(await world.meal()).id}`,
      payload: { likes: 999 },
    }),
    expect: signedIn(200),
  },
  {
    route: 'DELETE /api/meals/:id/like',
    label: 'take a like back',
    request: async (world) => ({
      method: 'DELETE',
      url: `/api/meals/${(await world.meal()).id}/like`,
    }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/meals/:id/review',
    label: 'review a meal',
    request: async (world) => ({
      method: 'POST',
      url: `/api/meals/${(await world.meal()).id}/review`,
      payload: { content: 'Tasty', rating: 4 },
    }),
    expect: signedIn(201),
  },
  {
    route: 'GET /api/reviews',
    label: 'every review',
    request: get('/api/reviews'),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/reviews',
    label: "the owner's reviews by ?email=",
    request: (world) =>
      get(`/api/reviews?email=${encodeURIComponent(world.people.silver.user.email)}`)(),
    expect: ownerOrAdmin(200),
  },
  {
    route: 'PATCH /api/reviews/:id',
    label: "edit the owner's review",
    request: async (world) => ({
      method: 'PATCH',
      url: `/api/reviews/${await world.ownerReview()}`,
      payload: { content: 'Changed', rating: 1 },
    }),
    expect: ownerOnly(200, {}),
  },
  {
    route: 'DELETE /api/reviews/:id',
    label: "delete the owner's review",
    request: async (world) => ({
      method: 'DELETE',
      url: `/api/reviews/${await world.ownerReview()}`,
    }),
    expect: ownerOnly(200, { admin: 200 }),
  },
  {
    route: 'POST /api/serve-meals',
    label: 'request a meal',
    request: async (world) => ({
      method: 'POST',
      url: '/api/serve-meals',
      payload: { mealId: (await world.meal()).id, email: 'x@example.com', status: 'delivered' },
    }),
    expect: { anonymous: 401, bronze: 403, silver: 201, other: 201, admin: 403 },
  },
  {
    route: 'GET /api/serve-meals',
    label: 'every request',
    request: get('/api/serve-meals'),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/serve-meals',
    label: "the owner's requests by ?email=",
    request: (world) =>
      get(`/api/serve-meals?email=${encodeURIComponent(world.people.silver.user.email)}`)(),
    expect: ownerOrAdmin(200),
  },
  {
    route: 'PATCH /api/serve-meals/:id',
    label: "serve the owner's request",
    request: async (world) => ({
      method: 'PATCH',
      url: `/api/serve-meals/${await world.ownerRequest()}`,
    }),
    expect: adminOnly(200),
  },
  {
    route: 'DELETE /api/serve-meals/:id',
    label: "cancel the owner's request",
    request: async (world) => ({
      method: 'DELETE',
      url: `/api/serve-meals/${await world.ownerRequest()}`,
    }),
    expect: ownerOnly(200, { bronze: 404, other: 404, admin: 403 }),
  },
  {
    route: 'GET /api/upcoming-meals',
    label: 'upcoming list',
    request: async (world) => {
      await world.upcomingTouchedByOthers();
      return get('/api/upcoming-meals')();
    },
    expect: everyone(200),
  },
  {
    route: 'POST /api/upcoming-meals',
    label: 'add an upcoming meal',
    request: async (world) => ({
      method: 'POST',
      url: '/api/upcoming-meals',
      payload: { ...(await mealBody(world)), likes: 50, postedBy: 'x@example.com' },
    }),
    expect: adminOnly(201),
  },
  {
    route: 'POST /api/upcoming-meals/publish/:id',
    label: 'publish',
    request: async (world) => ({
      method: 'POST',
      url: `/api/upcoming-meals/publish/${await world.upcomingMeal()}`,
    }),
    expect: adminOnly(200),
  },
  {
    route: 'PATCH /api/upcoming-meals/like/:id',
    label: 'like an upcoming meal',
    request: async (world) => ({
      method: 'PATCH',
      url: `/api/upcoming-meals/like/${await world.upcomingMeal()}`,
      payload: { email: 'x@example.com' },
    }),
    expect: { anonymous: 401, bronze: 403, silver: 200, other: 200, admin: 403 },
  },
  {
    route: 'POST /api/images',
    label: 'upload a photo',
    request: async () => ({ method: 'POST', url: '/api/images', payload: await imageForm() }),
    // Residents too: a support thread may carry a photo.
    expect: signedIn(201),
  },
  {
    route: 'GET /api/images/:file',
    label: 'a stored image',
    request: async (world) => get(await world.imageUrl())(),
    expect: everyone(200),
  },
];
