import type { SupportStatus, SupportTopic } from '@messmate/shared/schemas/support-limits';

const all = ['support'] as const;

export interface ThreadFilters {
  status?: SupportStatus;
  topic?: SupportTopic;
}

/** Every support query starts with 'support'; any write refreshes them all. */
export const supportKeys = {
  all,
  list: (filters: ThreadFilters) => [...all, 'list', filters] as const,
  thread: (id: string) => [...all, 'thread', id] as const,
};
