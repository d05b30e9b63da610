import fc from 'fast-check';
import type { CaseRequest } from '../matrix-case';
import { hostileString, hostileValue, PRIVILEGED_FIELDS, privilegedValue } from './hostile-values';
import { percentEncode, queryString } from './url-encoding';

/** One change to a call that is otherwise right, so the change meets the route's deepest code. */
export type Mutation =
  | { where: 'a body value'; pick: number; value: unknown }
  | { where: 'extra body fields'; fields: Record<string, unknown> }
  | { where: 'a dropped body field'; pick: number }
  | { where: 'the whole body'; value: unknown }
  | { where: 'a query value'; pick: number; value: string }
  | { where: 'a path id'; pick: number; value: string };

export const mutations: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      where: fc.constant('a body value' as const),
      pick: fc.nat(),
      value: hostileValue,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      where: fc.constant('extra body fields' as const),
      fields: fc.dictionary(fc.constantFrom(...PRIVILEGED_FIELDS), privilegedValue, {
        minKeys: 1,
        maxKeys: 4,
      }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ where: fc.constant('a dropped body field' as const), pick: fc.nat() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ where: fc.constant('the whole body' as const), value: hostileValue }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      where: fc.constant('a query value' as const),
      pick: fc.nat(),
      value: hostileString,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      where: fc.constant('a path id' as const),
      pick: fc.nat(),
      value: hostileString,
    }),
  },
);

type Json = Record<string, unknown> | unknown[];

/** Every place in a JSON body a value sits, containers included. */
function placesIn(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [at];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [index, item] as const)
    : Object.entries(value);
  return [at, ...entries.flatMap(([key, item]) => placesIn(item, [...at, key]))].filter(
    (path) => path.length > 0,
  );
}

function replaceAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy: unknown = structuredClone(body);
  let parent = copy as Json;
  for (const key of path.slice(0, -1))
    parent = (parent as Record<string, unknown>)[String(key)] as Json;
  const last = path[path.length - 1];
  if (last !== undefined) (parent as Record<string, unknown>)[String(last)] = value;
  return copy;
}

const ID_SEGMENT = /^([0-9a-f-]{36}|pi_.+|[0-9a-f]{64}\.webp|.+(@|%40).+)$/i;

type UrlMutation = Extract<Mutation, { where: 'a path id' | 'a query value' }>;

function mutateUrl(url: string, mutation: UrlMutation): string {
  const [path = '', search = ''] = url.split('?');
  if (mutation.where === 'a path id') {
    const segments = path.split('/');
    const ids = segments.flatMap((segment, index) => (ID_SEGMENT.test(segment) ? [index] : []));
    const index = ids[mutation.pick % Math.max(ids.length, 1)];
    if (index !== undefined) segments[index] = percentEncode(mutation.value);
    return `${segments.join('/')}${search ? `?${search}` : ''}`;
  }
  const pairs = [...new URLSearchParams(search).entries()];
  const at = mutation.pick % Math.max(pairs.length, 1);
  const next =
    pairs.length > 0
      ? pairs.map(([key, value], index) => [key, index === at ? mutation.value : value] as const)
      : [['email', mutation.value] as const];
  return `${path}${queryString(next)}`;
}

function mutateBody(payload: unknown, mutation: Mutation): unknown {
  switch (mutation.where) {
    case 'the whole body':
      return mutation.value;
    case 'extra body fields':
      return {
        ...(typeof payload === 'object' && payload !== null ? payload : {}),
        ...mutation.fields,
      };
    case 'a dropped body field': {
      if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
      const keys = Object.keys(payload);
      const drop = keys[mutation.pick % Math.max(keys.length, 1)];
      return Object.fromEntries(Object.entries(payload).filter(([key]) => key !== drop));
    }
    case 'a body value': {
      const places = placesIn(payload);
      const path = places[mutation.pick % Math.max(places.length, 1)];
      return path ? replaceAt(payload, path, mutation.value) : mutation.value;
    }
    default:
      return payload;
  }
}

/** The call with the mutation applied; a multipart body is left as it is. */
export function mutate(
  request: CaseRequest,
  mutation: Mutation,
): { url: string; payload?: string | FormData } {
  if (mutation.where === 'a path id' || mutation.where === 'a query value') {
    const url = mutateUrl(request.url, mutation);
    return request.payload === undefined
      ? { url }
      : {
          url,
          payload:
            request.payload instanceof FormData ? request.payload : JSON.stringify(request.payload),
        };
  }
  if (request.payload instanceof FormData) return { url: request.url, payload: request.payload };
  return { url: request.url, payload: JSON.stringify(mutateBody(request.payload, mutation)) };
}
