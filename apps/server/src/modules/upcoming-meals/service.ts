import type { CreateUpcomingMealInput, InsertedResult, UpcomingMeal } from '@messmate/shared';
import type { Caller } from '../../access/caller';
import type { Executor } from '../../db/client';
import { requireOwnImage } from '../images/own-image';
import { storedMealFields } from '../admin-meals/meal-fields';
import { upcomingMealsRepository, type UpcomingMealRow } from './repository';

/** Who is looking: likers' emails are personal, so each viewer sees only what is theirs to see. */
type UpcomingMealViewer = Pick<Caller, 'id' | 'email' | 'role'>;

// The poster is an admin's email: only admins see it; everyone else sees the spec's 'Anonymous'.
const ANONYMOUS_POSTER = 'Anonymous';

function toUpcomingMeal(
  row: UpcomingMealRow,
  likedBy: string[],
  likedByMe: boolean,
  showPoster = false,
): UpcomingMeal {
  return {
    _id: row.id,
    title: row.title,
    category: row.category,
    price: row.pricePoisha / 100,
    image: row.image,
    description: row.description,
    titleBn: row.titleBn,
    descriptionBn: row.descriptionBn,
    ingredients: row.ingredients,
    postedBy: showPoster ? row.postedBy : ANONYMOUS_POSTER,
    likes: row.likes,
    likedBy,
    likedByMe,
    createdAt: row.createdAt.toISOString(),
  };
}

/** likedBy: [] for visitors, [own email] when a student liked it, every liker's email for admins. */
export async function listUpcomingMeals(
  db: Executor,
  viewer: UpcomingMealViewer | null,
): Promise<UpcomingMeal[]> {
  const rows = await upcomingMealsRepository.list(db);
  if (!viewer) return rows.map((row) => toUpcomingMeal(row, [], false));
  const ids = rows.map((row) => row.id);
  if (viewer.role === 'admin') {
    const likers = await upcomingMealsRepository.likerEmails(db, ids);
    return rows.map((row) => {
      const emails = likers.get(row.id) ?? [];
      return toUpcomingMeal(row, emails, emails.includes(viewer.email), true);
    });
  }
  const likedByViewer = await upcomingMealsRepository.likedByUser(db, viewer.id, ids);
  return rows.map((row) => {
    const liked = likedByViewer.has(row.id);
    return toUpcomingMeal(row, liked ? [viewer.email] : [], liked);
  });
}

/** Adds an upcoming meal posted by the signed-in admin; it starts with no likes. */
export async function addUpcomingMeal(
  db: Executor,
  admin: Caller,
  input: CreateUpcomingMealInput,
  publicOrigin: string,
): Promise<InsertedResult> {
  const image = await requireOwnImage(db, input.image, publicOrigin);
  const insertedId = await upcomingMealsRepository.insert(db, {
    ...storedMealFields(input, image),
    postedBy: admin.email,
  });
  return { acknowledged: true, insertedId };
}
