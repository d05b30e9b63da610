import type { MatrixCase } from '../matrix-case';
import { signedIn } from '../outcomes';
import { get } from './requests';

/** What the meal page reads for the signed-in resident, and the reviews' 'helpful' marks. */
export const MEAL_PAGE_ROWS: MatrixCase[] = [
  {
    route: 'GET /api/meals/:id/mine',
    label: "the caller's day with a meal",
    request: async (world) => get(`/api/meals/${(await world.meal()).id}/mine`)(),
    expect: signedIn(200),
  },
  ...(['PUT', 'DELETE'] as const).map((method): MatrixCase => ({
    route: `${method} /api/reviews/:id/helpful`,
    label: `${method === 'PUT' ? 'mark' : 'unmark'} the owner's review as helpful`,
    request: async (world) => ({
      method,
      url: `/api/reviews/${await world.ownerReview()}/helpful`,
    }),
    // Anyone signed in but its author, who may not mark their own review.
    expect: { ...signedIn(200), silver: 403 },
  })),
];
