import { afterEach, describe, expect, it } from 'vitest';
import { layoutText } from '@/components/layout/messages';
import { formatTaka } from '@/lib/format';
import { defineMessages, languageStore, messages, t } from '@/lib/i18n';

const sample = defineMessages('sample', {
  meals: '{count, plural, one {# meal} other {# meals}}',
});

describe('the reader’s language', () => {
  afterEach(async () => {
    await languageStore.setBengaliDigits(false);
    await languageStore.choose('en');
  });

  it('words the app in English until Bangla is chosen, then from the Bangla catalogue', async () => {
    expect(t(layoutText.home)).toBe('Home');
    expect(messages().requestSuccess).toBe('Meal requested!');
    await languageStore.choose('bn');
    expect(t(layoutText.home)).toBe('হোম');
    expect(messages().requestSuccess).toBe('খাবার চাওয়া হয়েছে!');
    expect(languageStore.get()).toMatchObject({ language: 'bn', chosen: true });
  });

  it('writes Latin digits in Bangla unless the reader asks for Bengali ones, plurals included', async () => {
    await languageStore.choose('bn');
    // No Bangla for this id: the English falls back, with the reader's digits.
    expect(t(sample.meals, { count: 3 })).toBe('3 meals');
    expect(formatTaka(1250)).toBe('৳1,250');
    await languageStore.setBengaliDigits(true);
    expect(t(sample.meals, { count: 3 })).toBe('৩ meals');
    expect(formatTaka(1250)).toBe('৳১,২৫০');
  });

  it('keeps the English formats exactly as they were', () => {
    expect(t(sample.meals, { count: 1 })).toBe('1 meal');
    expect(formatTaka(35.5)).toBe('৳35.50');
  });
});
