import type { DemoCommunity, DemoCommunityMeal, PlannedReview } from '@messmate/demo-seed';
import type { Transaction } from '../db/client';
import { mealLikes, meals, reviews, upcomingMealLikes, upcomingMeals, user } from '../db/schema';
import { imageUrl, imagesRepository } from '../modules/images/repository';
import { takaToPoisha } from '../modules/meals/present';

/** The counters a meal row keeps, computed from the rows that back them. */
function mealCounters(meal: DemoCommunityMeal) {
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

/** Writes the demo community; the caller runs this inside one transaction. */
export async function writeDemoCommunity(tx: Transaction, community: DemoCommunity): Promise<void> {
  for (const image of community.images) await imagesRepository.insert(tx, image);

  await tx.insert(user).values(
    community.residents.map((resident) => ({
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
      community.meals.map((meal) => ({
        title: meal.title,
        titleBn: meal.titleBn,
        description: meal.description,
        descriptionBn: meal.descriptionBn,
        category: meal.category,
        pricePoisha: takaToPoisha(meal.price),
        image: imageUrl(meal.imageHash),
        ingredients: meal.ingredients,
        distributorName: meal.distributorName,
        distributorEmail: meal.distributorEmail,
        ...mealCounters(meal),
        createdAt: meal.createdAt,
        updatedAt: meal.createdAt,
      })),
    )
    .returning({ id: meals.id, title: meals.title });
  const mealIds = new Map(mealRows.map((row) => [row.title, row.id]));
  const mealId = (title: string): string => {
    const id = mealIds.get(title);
    if (!id) throw new Error(`Demo meal "${title}" was not inserted`);
    return id;
  };

  const likeRows = community.meals.flatMap((meal) =>
    meal.likes.map((like) => ({
      mealId: mealId(meal.title),
      userId: like.residentId,
      createdAt: like.createdAt,
    })),
  );
  if (likeRows.length > 0) await tx.insert(mealLikes).values(likeRows);

  const reviewRows = community.meals.flatMap((meal) =>
    meal.reviews.map((review) => ({
      mealId: mealId(meal.title),
      mealTitle: meal.title,
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
      community.upcomingMeals.map((meal) => ({
        title: meal.title,
        titleBn: meal.titleBn,
        category: meal.category,
        pricePoisha: takaToPoisha(meal.price),
        image: imageUrl(meal.imageHash),
        description: meal.description,
        descriptionBn: meal.descriptionBn,
        ingredients: meal.ingredients,
        postedBy: meal.postedBy,
        likes: meal.likes.length,
        createdAt: meal.createdAt,
      })),
    )
    .returning({ id: upcomingMeals.id, title: upcomingMeals.title });
  const upcomingIds = new Map(upcomingRows.map((row) => [row.title, row.id]));
  const upcomingLikeRows = community.upcomingMeals.flatMap((meal) => {
    const upcomingMealId = upcomingIds.get(meal.title);
    if (!upcomingMealId) throw new Error(`Demo upcoming meal "${meal.title}" was not inserted`);
    return meal.likes.map((like) => ({
      upcomingMealId,
      userId: like.residentId,
      createdAt: like.createdAt,
    }));
  });
  if (upcomingLikeRows.length > 0) await tx.insert(upcomingMealLikes).values(upcomingLikeRows);
}
