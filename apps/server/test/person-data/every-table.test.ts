import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { PersonalDataSchema } from '@messmate/shared';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';

type Treatment =
  /** In the download under `key`, and deleted with the account. */
  | { kind: 'exported and deleted'; key: keyof typeof PersonalDataSchema.shape; why: string }
  /** In the download under `key`, and kept after the deletion without the person. */
  | {
      kind: 'exported and kept anonymised';
      key: keyof typeof PersonalDataSchema.shape;
      why: string;
    }
  /** Not in the download (it holds secrets or nothing of theirs to read), deleted with them. */
  | { kind: 'deleted, not exported'; why: string }
  /** Nobody's personal data: neither exported nor deleted (at most a column cleared). */
  | { kind: 'not personal'; why: string };

/**
 * Every table of the schema, and what the data download and the deletion of an account do with
 * it (decision 0033). A table added to the schema fails this test until it is listed here.
 */
const TABLES: Record<string, Treatment> = {
  user: { kind: 'exported and deleted', key: 'profile', why: 'the profile and language setting' },
  session: { kind: 'exported and deleted', key: 'sessions', why: 'devices, never the token' },
  account: {
    kind: 'exported and deleted',
    key: 'signInMethods',
    why: 'how they sign in, never the password hash or provider tokens',
  },
  verification: {
    kind: 'deleted, not exported',
    why: 'password-reset links: a secret each, deleted with the account',
  },
  rate_limit: { kind: 'not personal', why: 'per-address counters of better-auth, not per person' },
  auth_attempts: {
    kind: 'deleted, not exported',
    why: 'their sign-in attempt counter (keyed by email), deleted with the account',
  },
  app_settings: { kind: 'not personal', why: 'server secrets and settings' },
  images: {
    kind: 'exported and deleted',
    key: 'images',
    why: 'photos they uploaded; deleted unless a meal or someone else shows them',
  },
  meals: { kind: 'not personal', why: "the kitchen's catalogue; added_by cleared by its key" },
  meal_likes: { kind: 'exported and deleted', key: 'likes', why: 'the meal counts follow' },
  meal_requests: {
    kind: 'exported and deleted',
    key: 'requests',
    why: 'the admins’ bells reworded',
  },
  reviews: {
    kind: 'exported and kept anonymised',
    key: 'reviews',
    why: 'stay with text and rating under a former: id, shown as Former resident',
  },
  review_likes: { kind: 'exported and deleted', key: 'helpfulMarks', why: 'counts follow' },
  notifications: { kind: 'exported and deleted', key: 'notifications', why: 'their bell' },
  payment_intents: {
    kind: 'exported and deleted',
    key: 'paymentIntents',
    why: 'checkout attempts, without the client secret; the payments themselves stay',
  },
  payments: {
    kind: 'exported and kept anonymised',
    key: 'payments',
    why: 'kept for the accounts (plan, amount, date, transaction) without user, name or email',
  },
  upcoming_meals: {
    kind: 'not personal',
    why: "the kitchen's plans; an admin's email as poster becomes 'Anonymous'",
  },
  upcoming_meal_likes: { kind: 'exported and deleted', key: 'upcomingLikes', why: 'counts follow' },
  support_threads: {
    kind: 'exported and deleted',
    key: 'supportThreads',
    why: 'their conversations, the kitchen’s replies in them included',
  },
  support_messages: {
    kind: 'exported and deleted',
    key: 'supportThreads',
    why: 'inside their threads; an admin’s replies elsewhere stay without their name',
  },
  mess_settings: { kind: 'not personal', why: 'the one settings row; updated_by cleared' },
  menu_sittings: { kind: 'not personal', why: 'the menu and its frozen counts' },
  menu_meals: { kind: 'not personal', why: 'the dishes of a sitting' },
  board_choices: {
    kind: 'exported and deleted',
    key: 'boardChoices',
    why: 'past counts frozen first',
  },
  kitchen_leftovers: { kind: 'not personal', why: 'portions; recorded_by cleared' },
  cutoff_reminder_opt_ins: {
    kind: 'exported and deleted',
    key: 'settings',
    why: 'whether they asked for a push before each cut-off',
  },
  cutoff_reminders_sent: {
    kind: 'deleted, not exported',
    why: 'which reminders went out, kept only so no instance sends one twice',
  },
  menu_publications: {
    kind: 'not personal',
    why: "the kitchen's publications; published_by cleared",
  },
  pickup_codes: { kind: 'exported and deleted', key: 'pickupCodes', why: 'collected_by cleared' },
  push_subscriptions: {
    kind: 'exported and deleted',
    key: 'pushSubscriptions',
    why: 'the endpoint only, never the keys',
  },
  analytics_request_days: {
    kind: 'not personal',
    why: 'requests counted per day and category, no user; their deleted requests leave the counts',
  },
  analytics_serve_waits: {
    kind: 'not personal',
    why: 'served requests counted per day and wait, no user; their deleted requests leave them',
  },
  analytics_meal_totals: {
    kind: 'not personal',
    why: "each meal's requests counted, no user; their deleted requests leave them",
  },
  analytics_meal_stars: {
    kind: 'not personal',
    why: "each meal's ratings counted per number of stars, no user; their reviews stay under a former id",
  },
};

const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

describe('what the download and the deletion do with every table', () => {
  it('lists exactly the tables of the schema', () => {
    expect(tables.length).toBeGreaterThanOrEqual(27);
    expect(tables.map((table) => table.name).sort()).toEqual(Object.keys(TABLES).sort());
  });

  it('exports each personal table under a key the download has', () => {
    const keys = Object.keys(PersonalDataSchema.shape);
    for (const [name, treatment] of Object.entries(TABLES)) {
      if ('key' in treatment) expect(keys, name).toContain(treatment.key);
      expect(treatment.why.length, name).toBeGreaterThan(5);
    }
  });

  it('deletes the rows a person owns (cascade, or restrict and removed first); others lose the name', () => {
    for (const table of tables) {
      const treatment = TABLES[table.name];
      for (const key of table.foreignKeys) {
        const reference = key.reference();
        if (getTableConfig(reference.foreignTable).name !== 'user') continue;
        // A row that belongs to a person goes with them (payment intents are 'restrict': the
        // deletion removes them itself, and nothing else can); a row that only names who did
        // something (an admin) keeps its row and loses the name.
        if (key.onDelete === 'set null') continue;
        expect(['cascade', 'restrict'], table.name).toContain(key.onDelete);
        expect(treatment?.kind, table.name).toMatch(/deleted/);
      }
    }
  });
});
