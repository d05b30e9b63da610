/** Percent-encodes any string, lone surrogates included (they go out as U+FFFD's bytes). */
export function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Escapes that are not valid percent-encoding or not valid UTF-8 once decoded. */
export const BROKEN_ESCAPES = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%FF%FE', '%00', '%2F..%2F'];

export function queryString(pairs: readonly (readonly [string, string])[]): string {
  if (pairs.length === 0) return '';
  return `?${pairs.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`).join('&')}`;
}
