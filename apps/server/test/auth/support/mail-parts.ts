/** Reads a raw message as it crossed SMTP: its headers unfolded, MIME words and body decoded. */

const ENCODED_WORD = /=\?utf-8\?([bq])\?([^?]*)\?=/gi;

function decodeWords(value: string): string {
  // Whitespace between two encoded words is folding, not text (RFC 2047, section 6.2).
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  return joined.replace(ENCODED_WORD, (_all, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuoted(data.replace(/_/g, ' ')),
  );
}

function decodeQuoted(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

export function mailParts(raw: string): { subject: string; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const rest = raw.slice(split + 4);
  const header = (name: string) =>
    new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(rest.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuoted(rest)
        : rest;
  return { subject: decodeWords(header('Subject')), body: body.replace(/\r\n/g, '\n') };
}
