import { eq } from 'drizzle-orm';
import type { BoardDefault } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { messSettings } from '../../db/schema';

export const messSettingsRepository = {
  /** The one row, or undefined before an admin first saves. */
  async find(db: Executor) {
    const [row] = await db
      .select({ defaultBoard: messSettings.defaultBoard, sittings: messSettings.sittings })
      .from(messSettings)
      .where(eq(messSettings.id, 1));
    return row;
  },

  async save(
    tx: Executor,
    values: { defaultBoard: BoardDefault; sittings: unknown; updatedBy: string },
  ) {
    await tx
      .insert(messSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: messSettings.id, set: { ...values, updatedAt: new Date() } });
  },
};
