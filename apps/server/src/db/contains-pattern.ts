/**
 * A LIKE/ILIKE pattern matching `text` anywhere, with `%`, `_` and the escape character itself
 * escaped so a search for '50%' finds '50%' and not every meal.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
