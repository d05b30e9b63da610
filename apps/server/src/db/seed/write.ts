import type { Transaction } from '../client';
import { mealLikes, meals, reviews, upcomingMealLikes, upcomingMeals, user } from '../schema';
import { imageUrl, imagesRepository } from '../../modules/images/repository';
import type { RenderedImage } from './art/render';
import { KITCHENS } from './data/kitchens';
import type { DemoPlan, PlannedMeal, PlannedReview } from './plan';

const toPoisha = (taka: number): number => Math.round(taka * 100);

/** The counters a meal row keeps, computed from the rows that back them. */
function mealCounters(meal: PlannedMeal) {
  const rated = meal.reviews.filter(
    (review): review is PlannedReview & { rating: number } => review.rating !== null,
  );
  return {
    likes: meal.likes.length,
    reviewsCount: meal.reviews.length,
    ratingSum: rated.reduce((sum, review) => sum + review.rating, 0),
    ratingCount: rated.length,
  };
}

function imageFor(images: ReadonlyMap<string, RenderedImage>, title: string): RenderedImage {
  const image = images.get(title);
  if (!image) throw new Error(`No demo image was rendered for "${title}"`);
  return image;
}

/** Writes the planned community; the caller runs this inside one transaction. */
export async function writeDemoPlan(
  tx: Transaction,
  plan: DemoPlan,
  images: ReadonlyMap<string, RenderedImage>,
): Promise<void> {
  for (const image of images.values()) await imagesRepository.insert(tx, image);

  await tx.insert(user).values(
    plan.residents.map((resident) => ({
      id: resident.id,
      name: resident.name,
      email: resident.email,
      role: 'student' as const,
      badge: resident.badge,
      createdAt: resident.createdAt,
      updatedAt: resident.createdAt,
    })),
  );

  const mealRows = await tx
    .insert(meals)
    .values(
      plan.meals.map((meal) => {
        const kitchen = KITCHENS[meal.source.kitchen];
        return {
          title: meal.source.title,
          description: meal.source.description,
          category: meal.source.category,
          pricePoisha: toPoisha(meal.source.price),
          image: imageUrl(imageFor(images, meal.source.title).hash),
          ingredients: [...meal.source.ingredients],
          distributorName: kitchen.name,
          distributorEmail: kitchen.email,
          ...mealCounters(meal),
          createdAt: meal.createdAt,
          updatedAt: meal.createdAt,
        };
      }),
    )
    .returning({ id: meals.id, title: meals.title });
  const mealIds = new Map(mealRows.map((row) => [row.title, row.id]));
  const mealId = (title: string): string => {
    const id = mealIds.get(title);
    if (!id) throw new Error(`Demo meal "${title}" was not inserted`);
    return id;
  };

  const likeRows = plan.meals.flatMap((meal) =>
    meal.likes.map((like) => ({
      mealId: mealId(meal.source.title),
      userId: like.residentId,
      createdAt: like.createdAt,
    })),
  );
  if (likeRows.length > 0) await tx.insert(mealLikes).values(likeRows);

  const reviewRows = plan.meals.flatMap((meal) =>
    meal.reviews.map((review) => ({
      mealId: mealId(meal.source.title),
      mealTitle: meal.source.title,
      userId: review.residentId,
      content: review.content,
      rating: review.rating,
      createdAt: review.createdAt,
      updatedAt: review.createdAt,
    })),
  );
  if (reviewRows.length > 0) await tx.insert(reviews).values(reviewRows);

  const upcomingRows = await tx
    .insert(upcomingMeals)
    .values(
      plan.upcomingMeals.map((meal) => ({
        title: meal.source.title,
        category: meal.source.category,
        pricePoisha: toPoisha(meal.source.price),
        image: imageUrl(imageFor(images, meal.source.title).hash),
        description: meal.source.description,
        ingredients: [...meal.source.ingredients],
        postedBy: meal.source.postedBy,
        likes: meal.likes.length,
        createdAt: meal.createdAt,
      })),
    )
    .returning({ id: upcomingMeals.id, title: upcomingMeals.title });
  const upcomingIds = new Map(upcomingRows.map((row) => [row.title, row.id]));
  const upcomingLikeRows = plan.upcomingMeals.flatMap((meal) => {
    const upcomingMealId = upcomingIds.get(meal.source.title);
    if (!upcomingMealId)
      throw new Error(`Demo upcoming meal "${meal.source.title}" was not inserted`);
    return meal.likes.map((like) => ({
      upcomingMealId,
      userId: like.residentId,
      createdAt: like.createdAt,
    }));
  });
  if (upcomingLikeRows.length > 0) await tx.insert(upcomingMealLikes).values(upcomingLikeRows);
}
