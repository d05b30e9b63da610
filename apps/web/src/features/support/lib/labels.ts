import type { SupportStatus, SupportTopic } from '@messmate/shared/schemas/support-limits';
import { t, type MessageDescriptor } from '@/lib/i18n';
import { supportText } from '../desk/messages';

const TOPIC_LABELS: Record<SupportTopic, MessageDescriptor> = {
  food: supportText.topicFood,
  request: supportText.topicRequest,
  payment: supportText.topicPayment,
  account: supportText.topicAccount,
  other: supportText.topicOther,
};

const STATUS_LABELS: Record<SupportStatus, MessageDescriptor> = {
  open: supportText.statusOpen,
  answered: supportText.statusAnswered,
  closed: supportText.statusClosed,
};

function inWords<T extends string>(labels: Record<T, MessageDescriptor>): Record<T, string> {
  const words = {} as Record<T, string>;
  for (const key of Object.keys(labels) as T[]) words[key] = t(labels[key]);
  return words;
}

/** Every topic and status in the reader's language, for a select's choices. */
export const topicLabels = (): Record<SupportTopic, string> => inWords(TOPIC_LABELS);
export const statusLabels = (): Record<SupportStatus, string> => inWords(STATUS_LABELS);
export const topicLabel = (topic: SupportTopic): string => t(TOPIC_LABELS[topic]);
export const statusLabel = (status: SupportStatus): string => t(STATUS_LABELS[status]);

const isOneOf = <T extends string>(
  labels: Record<T, MessageDescriptor>,
  value: string | null,
): value is T => value !== null && Object.hasOwn(labels, value);

/** A topic or status read from the address; anything else is no filter. */
export const topicFrom = (value: string | null) =>
  isOneOf(TOPIC_LABELS, value) ? value : undefined;
export const statusFrom = (value: string | null) =>
  isOneOf(STATUS_LABELS, value) ? value : undefined;
