const all = ['payments'] as const;

/** The payment caches: the processor in use, one checkout's intent, and the history. */
export const paymentKeys = {
  all,
  config: [...all, 'config'] as const,
  intent: (plan: string) => [...all, 'intent', plan] as const,
  history: [...all, 'history'] as const,
};
