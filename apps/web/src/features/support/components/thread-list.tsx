import type { SupportThread } from '@messmate/shared/schemas/support';
import { paths } from '@/config/paths';
import { ThreadRow } from './thread-row';

interface ThreadListProps {
  threads: SupportThread[];
  label: string;
  kitchen?: boolean;
}

/** Threads as a list of cards, linking to the resident's or the kitchen's thread page. */
export function ThreadList({ threads, label, kitchen = false }: ThreadListProps) {
  const link = kitchen ? paths.admin.supportThread : paths.dashboard.supportThread;
  return (
    <ul aria-label={label} className="space-y-3">
      {threads.map((thread) => (
        <ThreadRow key={thread._id} thread={thread} to={link(thread._id)} kitchen={kitchen} />
      ))}
    </ul>
  );
}
