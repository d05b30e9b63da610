/** The text actually searched: trimmed, and nothing until it is `minLength` long. */
export function effectiveSearch(text: string, minLength = 1): string {
  const trimmed = text.trim();
  return trimmed.length >= minLength ? trimmed : '';
}
