import type { ErrorBody } from '@messmate/shared/schemas/error';
import type { Answer, Endpoint, QueryValue, RequestOptions } from './api-endpoints';
import { languageStore, messages } from './i18n';
import { isOffline, noteFreshAnswer, noteSavedAnswer, SAVED_AT_HEADER } from './offline-status';

/** An API failure carrying the server's human-readable message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_FAILURE_MESSAGE =
  'Could not reach the server. Check your connection and try again.';
export const UNKNOWN_FAILURE_MESSAGE = 'Something went wrong. Please try again.';

/** The code of a change refused on the device because it is offline: nothing was sent or queued. */
export const OFFLINE_CODE = 'OFFLINE';

/**
 * What to tell a person after a failed call: `signIn` for a 401, the server's words (or that
 * they are offline), or `fallback`.
 */
export function failureText(error: unknown, fallback: string, signIn?: string): string {
  if (error instanceof ApiError && error.code === OFFLINE_CODE) return error.message;
  if (!(error instanceof ApiError) || error.status === 0) return fallback;
  return error.status === 401 && signIn ? signIn : error.message;
}

type Query = Record<string, QueryValue>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** '/meals/:id' with { id: 'a b' } → '/meals/a%20b'. */
export function fillPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

interface LooseOptions {
  params?: Record<string, string>;
  query?: Query;
  body?: unknown;
}

type OptionsArgument<E extends Endpoint> =
  object extends RequestOptions<E> ? [options?: RequestOptions<E>] : [options: RequestOptions<E>];

/**
 * The API under `base`, one call per endpoint of ApiEndpoints: `api('GET /meals/:id',
 * { params: { id } })`. Bodies, queries and answers are typed there, from the shared schemas;
 * answers are trusted as the server's response schemas promise (checking them here would ship
 * zod to every page).
 */
export function createApiClient(base: string) {
  function call<E extends Endpoint>(
    endpoint: E,
    ...options: OptionsArgument<E>
  ): Promise<Answer<E>>;
  async function call(endpoint: Endpoint, options: LooseOptions = {}): Promise<unknown> {
    const [method = 'GET', template = '/'] = endpoint.split(' ');
    // A POST or PATCH without a body still sends JSON: the server's body schemas expect an object.
    const body = options.body ?? (method === 'POST' || method === 'PATCH' ? {} : undefined);
    // A change made offline is refused here and now, never kept to send later.
    if (method !== 'GET' && isOffline()) {
      throw new ApiError(0, OFFLINE_CODE, messages().offlineWriteRefused);
    }
    let response: Response;
    try {
      // fetch sends the HttpOnly session cookie to its own origin by default.
      response = await fetch(
        `${base}${withQuery(fillPath(template, options.params), options.query)}`,
        {
          method,
          // The server words its messages in the reader's language (DESIGN.md, Languages).
          headers:
            body === undefined || body instanceof FormData
              ? { 'accept-language': languageStore.get().language }
              : {
                  'accept-language': languageStore.get().language,
                  'content-type': 'application/json',
                },
          body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
        },
      );
    } catch {
      throw new ApiError(0, 'NETWORK', NETWORK_FAILURE_MESSAGE);
    }
    const savedAt = response.headers.get(SAVED_AT_HEADER);
    if (savedAt) noteSavedAnswer(savedAt);
    else noteFreshAnswer();
    if (response.status === 204) return undefined;
    const data: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = data as Partial<ErrorBody> | null;
      throw new ApiError(
        response.status,
        error?.code ?? 'HTTP_ERROR',
        error?.message ?? UNKNOWN_FAILURE_MESSAGE,
      );
    }
    return data;
  }
  return call;
}

/** The app's API client: same origin, under /api. */
export const api = createApiClient('/api');
