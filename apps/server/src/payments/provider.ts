import type { PaymentIntentStatus, PaymentProviderKind, PlanName } from '@messmate/shared';

/** What the card processor reports about one payment intent. */
export interface ProviderIntent {
  id: string;
  clientSecret: string;
  status: PaymentIntentStatus;
  amountPoisha: number;
  currency: string;
  /** The user and plan the intent was created for, as the processor recorded them. */
  userId: string | null;
  plan: string | null;
}

export interface NewIntent {
  userId: string;
  plan: PlanName;
  amountPoisha: number;
}

/**
 * A card processor. Stripe when it is configured, the built-in test processor otherwise;
 * the rest of the server asks it only these questions, so it never has to trust the browser.
 */
export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** Shown to the browser: Stripe's publishable key, absent for the test processor. */
  readonly publishableKey?: string;
  createIntent(intent: NewIntent): Promise<ProviderIntent>;
  /** The processor's own current view of an intent; undefined when it does not know the id. */
  retrieveIntent(id: string): Promise<ProviderIntent | undefined>;
  /**
   * Makes an unpaid intent unpayable and drops our record of it; false, changing nothing but
   * our mirror of its status, when it succeeded, was recorded or cannot be cancelled.
   */
  discardIntent(id: string): Promise<boolean>;
}
