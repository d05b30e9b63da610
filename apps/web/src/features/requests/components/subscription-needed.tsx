import { MESSAGES } from '@messmate/shared/messages';
import { toastWithLink } from '@/components/ui/toast-with-link';

/** Where the membership plans are: the Plans section of Home. */
export const PLANS_HREF = '/#plans-title';

/** 'You must have a subscription to request a meal' with a way to the plans. */
export function toastSubscriptionNeeded(navigate: (to: string) => void) {
  toastWithLink(
    `${MESSAGES.requestNeedsSubscription}.`,
    { label: 'See the plans', to: PLANS_HREF },
    navigate,
    'subscription-needed',
  );
}
