/** Inline code a CSP without 'unsafe-inline' would block: script bodies and on… attributes. */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (!/\bsrc\s*=/i.test(attributes) || body.trim() !== '') found.push(match[0].slice(0, 120));
  }
  for (const match of html.matchAll(/<[a-z][^>]*\son[a-z]+\s*=/gi))
    found.push(match[0].slice(0, 120));
  if (/javascript:/i.test(html)) found.push('a javascript: URL');
  return found;
}

/** The directives of a Content-Security-Policy header, by name. */
export function cspDirectives(
  header: string | string[] | number | undefined,
): Map<string, string[]> {
  const text = Array.isArray(header) ? header.join(';') : String(header ?? '');
  return new Map(
    text
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name.toLowerCase(), values]),
  );
}
