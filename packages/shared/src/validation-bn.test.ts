import { describe, expect, it } from 'vitest';
import * as shared from './index';
import { dateRangeProblem } from './schemas/mess-calendar';
import { schemaMessages } from './schema-messages';
import { validationMessageBn } from './validation-bn';

/** Every fixed message of every exported schema, found by walking the schemas. */
function allSchemaMessages(): string[] {
  const found = new Set<string>();
  for (const value of Object.values(shared)) {
    if (value && typeof value === 'object' && '_zod' in value) {
      schemaMessages(value as Parameters<typeof schemaMessages>[0], found);
    }
  }
  return [...found].sort();
}

describe("the server's Bangla for the shared schemas' messages", () => {
  it('finds the messages by walking the schemas (the walk itself works)', () => {
    const messages = allSchemaMessages();
    expect(messages.length).toBeGreaterThan(100);
    expect(messages).toContain("The language must be 'en' (English) or 'bn' (Bangla).");
    expect(messages).toContain('The meal id is not valid.');
  });

  it('has Bangla for every one of them', () => {
    const missing = allSchemaMessages().filter((message) => !validationMessageBn(message));
    expect(missing).toEqual([]);
  });

  it('words the messages a refinement makes from the value', () => {
    expect(validationMessageBn(dateRangeProblem('2026-03-01', '2026-05-01') ?? '')).toBe(
      'একটি সময়সীমা সর্বোচ্চ 31 দিনের হতে পারে; এটি 62 দিনের।',
    );
    expect(validationMessageBn(dateRangeProblem('2026-03-05', '2026-03-01') ?? '')).toMatch(
      /^সময়সীমা/,
    );
    expect(validationMessageBn('2026-02-30 is not a date on the calendar.')).toBe(
      '2026-02-30 ক্যালেন্ডারের কোনো তারিখ নয়।',
    );
  });

  it("leaves a message that is not ours (zod's own) to English", () => {
    expect(validationMessageBn('Invalid input: expected string, received number')).toBeUndefined();
  });
});
