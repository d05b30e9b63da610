/**
 * What the server acknowledged, kept by the load while it runs. An object whose last call
 * got no answer (the server was killed mid-way) is uncertain: either outcome is right.
 */
export interface Tracked<State> {
  state: State;
  inFlight: number;
  uncertain: boolean;
}

export class Ledger<State> {
  readonly entries = new Map<string, Tracked<State>>();

  set(key: string, state: State): void {
    const entry = this.entries.get(key);
    if (entry) entry.state = state;
    else this.entries.set(key, { state, inFlight: 0, uncertain: false });
  }

  /**
   * Runs a call on a tracked object: `apply` gets the answer's status and returns the new
   * state (or undefined to keep it); a call without an answer makes the object uncertain.
   */
  async track<T>(
    key: string,
    initial: State,
    call: () => Promise<T>,
    apply: (answer: T, state: State) => State | undefined,
  ): Promise<T | undefined> {
    if (!this.entries.has(key))
      this.entries.set(key, { state: initial, inFlight: 0, uncertain: false });
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    entry.inFlight += 1;
    try {
      const answer = await call();
      const next = apply(answer, entry.state);
      if (next !== undefined) entry.state = next;
      return answer;
    } catch {
      entry.uncertain = true;
      return undefined;
    } finally {
      entry.inFlight -= 1;
    }
  }

  certain(): [string, State][] {
    return [...this.entries].flatMap(([key, entry]) =>
      entry.uncertain ? [] : [[key, entry.state]],
    );
  }
}

export type ReviewState = { content: string; rating: number } | 'deleted';
export type RequestState = 'pending' | 'delivered' | 'cancelled';

export interface Journal {
  /** transactionId → plan name, for payments answered 200/201. */
  payments: Map<string, { userId: string; plan: string }>;
  reviews: Ledger<ReviewState>;
  requests: Ledger<RequestState>;
  /** `${userId}:${mealId}` → liked. */
  mealLikes: Ledger<boolean>;
  /** `${userId}:${upcomingId}` → liked (acknowledged likes only). */
  upcomingLikes: Ledger<boolean>;
  /** upcomingId → the meal it became; undefined while not published. */
  published: Ledger<string | undefined>;
  acknowledged: number;
}

export function createJournal(): Journal {
  return {
    payments: new Map(),
    reviews: new Ledger(),
    requests: new Ledger(),
    mealLikes: new Ledger(),
    upcomingLikes: new Ledger(),
    published: new Ledger(),
    acknowledged: 0,
  };
}
