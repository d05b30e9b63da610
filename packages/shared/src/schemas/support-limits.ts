// Without zod: the web app reads these on its pages, and zod stays out of the browser.

export const SUPPORT_TOPICS = ['food', 'request', 'payment', 'account', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];
export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_PRIORITIES = ['priority', 'standard'] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];

export const SUPPORT_MESSAGE_MAX_LENGTH = 4000;
export const SUPPORT_SUBJECT_MAX_LENGTH = 120;
/** Threads one resident may open per calendar day of the community (TZ_COMMUNITY). */
export const SUPPORT_THREADS_PER_DAY = 5;
