/**
 * The JSON Schema pattern of a choice the server takes in any casing and around spaces
 * ('lunch', ' LUNCH '), so the OpenAPI document says exactly what is enforced.
 */
export function anyCasingPattern(choices: readonly string[]): string {
  const letters = (word: string) =>
    [...word]
      .map((char) =>
        char.toLowerCase() === char.toUpperCase()
          ? char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          : `[${char.toUpperCase()}${char.toLowerCase()}]`,
      )
      .join('');
  return `^\\s*(${choices.map(letters).join('|')})\\s*$`;
}
