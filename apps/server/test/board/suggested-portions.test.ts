import { describe, expect, it } from 'vitest';
import { suggestPortions } from '../../src/modules/kitchen/suggested-portions';

describe('suggestPortions', () => {
  it('is the headcount itself without history, and 0 when nobody eats', () => {
    expect(suggestPortions(42, [])).toEqual({ suggestedPortions: 42, suggestionSamples: 0 });
    expect(suggestPortions(0, [{ cooked: 10, left: 2, eating: 8 }])).toEqual({
      suggestedPortions: 0,
      suggestionSamples: 1,
    });
  });

  it('takes the median eaten per resident, so one feast does not swing it, rounded up', () => {
    const history = [
      { cooked: 100, left: 10, eating: 100 }, // 0.9 a head
      { cooked: 100, left: 20, eating: 100 }, // 0.8
      { cooked: 300, left: 0, eating: 100 }, // 3.0: a feast
    ];
    expect(suggestPortions(50, history)).toEqual({ suggestedPortions: 45, suggestionSamples: 3 });
    expect(suggestPortions(7, history.slice(0, 2))).toEqual({
      suggestedPortions: 6, // 0.85 × 7 = 5.95
      suggestionSamples: 2,
    });
  });

  it('skips past sittings nobody was counted at', () => {
    expect(
      suggestPortions(10, [
        { cooked: 5, left: 0, eating: 0 },
        { cooked: 5, left: 0, eating: null },
      ]),
    ).toEqual({
      suggestedPortions: 10,
      suggestionSamples: 0,
    });
  });
});
