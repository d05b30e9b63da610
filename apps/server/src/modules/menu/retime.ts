import type { BoardDefault, SittingTimes } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { sittingInstants } from '../../lib/sitting-times';
import { menuRepository } from './repository';

/**
 * New settings reach the planned sittings that are still open; locked ones keep the times
 * and default they locked with (their count is final). A cut-off moved into the past locks
 * a sitting at once.
 */
export async function retimeOpenSittings(
  tx: Executor,
  settings: { defaultBoard: BoardDefault; sittings: readonly SittingTimes[] },
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<void> {
  const open = await menuRepository.lockOpenSittings(tx, now);
  for (const { date, sitting } of open) {
    const times = settings.sittings.find((s) => s.sitting === sitting);
    if (!times) continue;
    await menuRepository.retime(tx, date, sitting, {
      ...sittingInstants(date, times, timeZone),
      defaultBoard: settings.defaultBoard,
    });
  }
}
