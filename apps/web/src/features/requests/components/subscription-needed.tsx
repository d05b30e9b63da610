import { toastWithLink } from '@/components/ui/toast-with-link';
import { messages, t } from '@/lib/i18n';
import { requestText } from '../messages';

/** Where the membership plans are: the Plans section of Home. */
export const PLANS_HREF = '/#plans-title';

/** 'You must have a subscription to request a meal' with a way to the plans. */
export function toastSubscriptionNeeded(navigate: (to: string) => void) {
  toastWithLink(
    `${messages().requestNeedsSubscription}.`,
    { label: t(requestText.seePlans), to: PLANS_HREF },
    navigate,
    'subscription-needed',
  );
}
