/** A small JSON client for the server under test; a dropped connection rejects. */
export interface Answer {
  status: number;
  body: unknown;
}

export class Client {
  constructor(
    readonly baseUrl: string,
    private readonly token?: string,
  ) {}

  as(token: string): Client {
    return new Client(this.baseUrl, token);
  }

  async call(method: string, path: string, body?: unknown | FormData): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.baseUrl };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  }
}

export function field<T>(body: unknown, name: string): T {
  if (typeof body !== 'object' || body === null || !(name in body)) {
    throw new Error(`answer has no ${name}: ${JSON.stringify(body)}`);
  }
  return (body as Record<string, T>)[name] as T;
}
