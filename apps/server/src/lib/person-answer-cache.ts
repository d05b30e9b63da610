/** Which answer of whose: `answer` names it within the person (`unread`, `like:<meal>`, …). */
export interface PersonAnswerKey {
  userId: string;
  answer: string;
  /** The meal the answer is about, so a change to the meal forgets it for everyone. */
  mealId?: string;
}

interface Kept {
  value: unknown;
  mealId: string | undefined;
  keptAtMs: number;
}

export interface PersonAnswerCacheOptions {
  enabled: boolean;
  /** People kept; past this the one read least recently is forgotten. */
  maxPeople?: number;
  /** Answers kept per person; past this their oldest is forgotten (yesterday's days go first). */
  maxPerPerson?: number;
  /** What an answer is good for at most, so a missed signal can never keep one alive longer. */
  ttlMs?: number;
  now?: () => number;
}

/**
 * This instance's copy of answers that depend on who asks (the bell's count, the caller's day
 * and like on a meal, My Requests, My Reviews), by person. Entries are forgotten by the change
 * signals (forget-rules.ts in modules/person-answers), and nothing is kept while the channels
 * cannot be heard. A load that began before any signal arrived is not kept (the epoch moved
 * on): its rows may predate it.
 */
export class PersonAnswerCache {
  private readonly people = new Map<string, Map<string, Kept>>();
  private listening = false;
  private epoch = 0;
  private readonly maxPeople: number;
  private readonly maxPerPerson: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(private readonly options: PersonAnswerCacheOptions) {
    this.maxPeople = options.maxPeople ?? 2_000;
    this.maxPerPerson = options.maxPerPerson ?? 16;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** How many answers are kept (for tests and metrics). */
  get size(): number {
    let total = 0;
    for (const answers of this.people.values()) total += answers.size;
    return total;
  }

  /** The kept answer, or `load()`'s, kept when `keep` allows it (e.g. not for a missing meal). */
  async read<Value>(
    key: PersonAnswerKey,
    load: () => Promise<Value>,
    keep: (value: Value) => boolean = () => true,
  ): Promise<Value> {
    const kept = this.kept(key);
    if (kept) return kept.value as Value;
    const epoch = this.epoch;
    const value = await load();
    if (this.options.enabled && this.listening && epoch === this.epoch && keep(value)) {
      this.store(key, value);
    }
    return value;
  }

  /** Every answer of this person. */
  forgetPerson(userId: string): void {
    this.epoch += 1;
    this.people.delete(userId);
  }

  /** One named answer of this person (e.g. `unread`). */
  forgetAnswer(userId: string, answer: string): void {
    this.epoch += 1;
    this.people.get(userId)?.delete(answer);
  }

  /** This person's answers about this meal. */
  forgetPersonMeal(userId: string, mealId: string): void {
    this.epoch += 1;
    const answers = this.people.get(userId);
    if (!answers) return;
    for (const [answer, kept] of answers) if (kept.mealId === mealId) answers.delete(answer);
  }

  /** This named answer of everyone (e.g. every My Requests, when a meal they join changes). */
  forgetAnswerOfEveryone(answer: string): void {
    this.epoch += 1;
    for (const answers of this.people.values()) answers.delete(answer);
  }

  /** Everyone's answers about this meal. */
  forgetMeal(mealId: string): void {
    this.epoch += 1;
    for (const answers of this.people.values()) {
      for (const [answer, kept] of answers) if (kept.mealId === mealId) answers.delete(answer);
    }
  }

  forgetAll(): void {
    this.epoch += 1;
    this.people.clear();
  }

  /** Hearing the channels (again): start afresh, since signals may have been missed. */
  listen(): void {
    this.forgetAll();
    this.listening = true;
  }

  /** The channels are lost: keep nothing until they are back. */
  deafen(): void {
    this.listening = false;
    this.forgetAll();
  }

  private kept(key: PersonAnswerKey): Kept | undefined {
    const answers = this.people.get(key.userId);
    const kept = answers?.get(key.answer);
    if (!answers || !kept) return undefined;
    if (this.now() - kept.keptAtMs >= this.ttlMs) {
      answers.delete(key.answer);
      return undefined;
    }
    // Most recently read last: the first person in the map is the one to forget.
    this.people.delete(key.userId);
    this.people.set(key.userId, answers);
    return kept;
  }

  private store(key: PersonAnswerKey, value: unknown): void {
    const answers = this.people.get(key.userId) ?? new Map<string, Kept>();
    this.people.delete(key.userId);
    this.people.set(key.userId, answers);
    answers.delete(key.answer);
    answers.set(key.answer, { value, mealId: key.mealId, keptAtMs: this.now() });
    if (answers.size > this.maxPerPerson) answers.delete(answers.keys().next().value as string);
    if (this.people.size > this.maxPeople) {
      this.people.delete(this.people.keys().next().value as string);
    }
  }
}
