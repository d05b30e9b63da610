import { MESSAGES } from '@messmate/shared/messages';
import toast from 'react-hot-toast';

/** Where the membership plans are: the Plans section of Home. */
export const PLANS_HREF = '/#plans-title';

/**
 * 'You must have a subscription to request a meal' with a way to the plans. The toaster lives
 * outside the router, so the link navigates through the function it is given.
 */
export function toastSubscriptionNeeded(navigate: (to: string) => void) {
  toast.error(
    (shown) => (
      <span>
        {MESSAGES.requestNeedsSubscription}.{' '}
        <a
          href={PLANS_HREF}
          onClick={(event) => {
            event.preventDefault();
            toast.dismiss(shown.id);
            navigate(PLANS_HREF);
          }}
          className="font-semibold text-brand-800 underline"
        >
          See the plans
        </a>
      </span>
    ),
    { id: 'subscription-needed', duration: 6000 },
  );
}
