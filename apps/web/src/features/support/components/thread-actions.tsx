import type { SupportStatus } from '@messmate/shared/schemas/support-limits';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { t } from '@/lib/i18n';
import { useSetStatus } from '../api/change-thread';
import { supportText } from '../desk/messages';

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
      toast.success(t(next === 'closed' ? supportText.closed : supportText.reopened));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t(supportText.changeFailed));
    }
  }

  return (
    <button
      type="button"
      onClick={() => void run()}
      disabled={change.isPending}
      className={buttonClass('secondary', 'sm')}
    >
      {t(next === 'closed' ? supportText.closeThread : supportText.reopenThread)}
    </button>
  );
}
