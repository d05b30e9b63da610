import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mealRequests, meals, pickupCodes, user } from '../../db/schema';

export interface NewPickupCode {
  code: string;
  shortCode: string;
  kind: 'request' | 'board';
  requestId: string;
  userId: string;
  title: string;
  communityDay: string;
}

const codeWithHolder = {
  id: pickupCodes.id,
  code: pickupCodes.code,
  shortCode: pickupCodes.shortCode,
  kind: pickupCodes.kind,
  requestId: pickupCodes.requestId,
  title: pickupCodes.title,
  communityDay: pickupCodes.communityDay,
  collectedAt: pickupCodes.collectedAt,
  residentName: user.name,
  residentImage: user.image,
  requestStatus: mealRequests.status,
  servedAt: mealRequests.servedAt,
};

export type PickupCodeRow = NonNullable<Awaited<ReturnType<typeof pickupCodesRepository.find>>>;

export const pickupCodesRepository = {
  /** The codes of the resident's pending requests, oldest request first. */
  codesOfPendingRequests(db: Executor, userId: string) {
    return db
      .select({
        code: pickupCodes.code,
        shortCode: pickupCodes.shortCode,
        requestId: mealRequests.id,
        title: mealRequests.mealTitle,
        titleBn: meals.titleBn,
        communityDay: mealRequests.communityDay,
      })
      .from(mealRequests)
      .innerJoin(pickupCodes, eq(pickupCodes.requestId, mealRequests.id))
      .leftJoin(meals, eq(mealRequests.mealId, meals.id))
      .where(and(eq(mealRequests.userId, userId), eq(mealRequests.status, 'pending')))
      .orderBy(asc(mealRequests.requestedAt), asc(mealRequests.id));
  },

  /** Adds the code unless the request already has one (or the codes clash): true when added. */
  async insertUnlessTaken(db: Executor, values: NewPickupCode): Promise<boolean> {
    const rows = await db
      .insert(pickupCodes)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: pickupCodes.id });
    return rows.length > 0;
  },

  /** A request's code by what the QR code holds or by its short code, with holder and request. */
  async find(db: Executor, by: { code: string } | { shortCode: string }) {
    const where =
      'code' in by ? eq(pickupCodes.code, by.code) : eq(pickupCodes.shortCode, by.shortCode);
    const isRequestCode = eq(pickupCodes.kind, 'request');
    const [row] = await db
      .select(codeWithHolder)
      .from(pickupCodes)
      .innerJoin(user, eq(pickupCodes.userId, user.id))
      .leftJoin(mealRequests, eq(pickupCodes.requestId, mealRequests.id))
      .where(and(where, isRequestCode))
      .limit(1);
    return row;
  },

  async markCollected(db: Executor, id: string, adminId: string, at: Date): Promise<void> {
    await db
      .update(pickupCodes)
      .set({ collectedAt: at, collectedBy: adminId })
      .where(eq(pickupCodes.id, id));
  },
};
