import type { SupportStatus, SupportTopic } from '@messmate/shared/schemas/support-limits';

export const TOPIC_LABELS: Record<SupportTopic, string> = {
  food: 'Food',
  request: 'A meal request',
  payment: 'Payment',
  account: 'Account',
  other: 'Other',
};

export const STATUS_LABELS: Record<SupportStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

const isOneOf = <T extends string>(labels: Record<T, string>, value: string | null): value is T =>
  value !== null && Object.hasOwn(labels, value);

/** A topic or status read from the address; anything else is no filter. */
export const topicFrom = (value: string | null) =>
  isOneOf(TOPIC_LABELS, value) ? value : undefined;
export const statusFrom = (value: string | null) =>
  isOneOf(STATUS_LABELS, value) ? value : undefined;
