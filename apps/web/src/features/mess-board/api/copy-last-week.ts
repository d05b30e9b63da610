import type { Menu } from '@messmate/shared/schemas/menu';
import type { DateSitting } from '@messmate/shared/schemas/mess-calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { addDays } from '../lib/community-time';
import { planWeekCopy } from '../lib/copy-week';
import { menuQueryOptions } from './get-menu';
import { planSitting } from './plan-sitting';
import { boardKeys } from './query-keys';

export interface CopyReport {
  /** Last week had nothing planned. */
  empty: boolean;
  copied: DateSitting[];
  /** Already past their cut-off this week: left as they were. */
  locked: DateSitting[];
  /** Refused for another reason, with the server's words. */
  failed: (DateSitting & { message: string })[];
}

/** Copies the week before `monday` into the week starting `monday`, one sitting at a time. */
export async function copyLastWeek(
  monday: string,
  readMenu: (from: string, to: string) => Promise<Menu>,
): Promise<CopyReport> {
  const [lastWeek, thisWeek] = await Promise.all([
    readMenu(addDays(monday, -7), addDays(monday, -1)),
    readMenu(monday, addDays(monday, 6)),
  ]);
  const { plans, locked } = planWeekCopy(lastWeek.days, thisWeek.days);
  const report: CopyReport = {
    empty: plans.length + locked.length === 0,
    copied: [],
    locked,
    failed: [],
  };
  for (const plan of plans) {
    const where = { date: plan.date, sitting: plan.sitting };
    try {
      await planSitting(plan);
      report.copied.push(where);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) report.locked.push(where);
      else report.failed.push({ ...where, message: error instanceof Error ? error.message : '' });
    }
  }
  return report;
}

/** 'Copy last week' for the planner's week; every menu is read again afterwards. */
export function useCopyLastWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (monday: string) =>
      copyLastWeek(monday, (from, to) =>
        // Fresh from the server: a sitting may have locked since the page loaded.
        queryClient.fetchQuery({ ...menuQueryOptions(from, to), staleTime: 0 }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
