import type { SupportStatus } from '@messmate/shared/schemas/support-limits';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { useSetStatus } from '../api/change-thread';

interface ThreadActionsProps {
  threadId: string;
  status: SupportStatus;
  /** Only the kitchen reopens a closed thread. */
  kitchen: boolean;
}

/** Close (the resident or the kitchen) and Reopen (the kitchen). */
export function ThreadActions({ threadId, status, kitchen }: ThreadActionsProps) {
  const change = useSetStatus(threadId);
  const next = status === 'closed' ? 'open' : 'closed';
  if (next === 'open' && !kitchen) return null;

  async function run() {
    try {
      await change.mutateAsync(next);
      toast.success(next === 'closed' ? 'Thread closed.' : 'Thread reopened.');
    } catch (error) {
      toast.error(
        error instanceof Error ? error.message : 'Could not change it. Please try again.',
      );
    }
  }

  return (
    <button
      type="button"
      onClick={() => void run()}
      disabled={change.isPending}
      className={buttonClass('secondary', 'sm')}
    >
      {next === 'closed' ? 'Close thread' : 'Reopen thread'}
    </button>
  );
}
