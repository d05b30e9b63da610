/** How many past sittings of the same kind the suggestion learns from. */
export const SUGGESTION_HISTORY = 8;

/**
 * Portions to cook for `eating` residents, learned from this mess's own past sittings of the
 * same kind: the median of portions eaten per resident on the board ((cooked − left) / eating),
 * times today's count, rounded up. The median keeps one feast or one half-empty day from
 * swinging it; without history it is the headcount itself (decision record 0017).
 */
export function suggestPortions(
  eating: number,
  history: readonly { cooked: number; left: number; eating: number | null }[],
): { suggestedPortions: number; suggestionSamples: number } {
  const ratios = history
    .filter((day): day is { cooked: number; left: number; eating: number } => (day.eating ?? 0) > 0)
    .map((day) => (day.cooked - day.left) / day.eating)
    .sort((a, b) => a - b);
  if (ratios.length === 0 || eating === 0)
    return { suggestedPortions: eating, suggestionSamples: ratios.length };
  const middle = Math.floor(ratios.length / 2);
  const median =
    ratios.length % 2 === 1
      ? (ratios[middle] ?? 1)
      : ((ratios[middle - 1] ?? 1) + (ratios[middle] ?? 1)) / 2;
  // A ratio like 0.1 × 3 is 0.30000000000000004: round to a hundredth before rounding up.
  const portions = Math.ceil(Math.round(median * eating * 100) / 100);
  return { suggestedPortions: portions, suggestionSamples: ratios.length };
}
