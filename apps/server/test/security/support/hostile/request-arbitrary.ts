import fc from 'fast-check';
import type { ServedRoute } from '../route-inventory';
import { hostileString, hostileValue, PRIVILEGED_FIELDS, privilegedValue } from './hostile-values';
import { jsonBodySchema, parametersIn, type JsonSchema, type Operation } from './json-schema';
import { BROKEN_ESCAPES, percentEncode, queryString } from './url-encoding';
import { validArbitrary, type IdPools } from './valid-arbitrary';

export const FUZZ_ACTORS = ['anonymous', 'bronze', 'silver', 'admin'] as const;
export type FuzzActor = (typeof FUZZ_ACTORS)[number];

export interface HostileRequest {
  actor: FuzzActor;
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface RouteFuzzPlan {
  route: ServedRoute;
  operation?: Operation;
  /** For routes the OpenAPI document does not describe (better-auth's): concrete paths and bodies. */
  paths?: readonly string[];
  body?: JsonSchema;
  pools: IdPools;
  /** Which pool a path parameter draws real ids from. */
  paramPool?: string;
  /** Headers to add (better-auth wants an Origin on every POST). */
  headers?: fc.Arbitrary<Record<string, string>>;
}

const JSON_TYPE = { 'content-type': 'application/json' };

function pathArbitrary(plan: RouteFuzzPlan): fc.Arbitrary<string> {
  if (plan.paths) return fc.constantFrom(...plan.paths);
  const names = [...plan.route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  if (names.length === 0) return fc.constant(plan.route.url);
  const pool = plan.pools[plan.paramPool ?? ''] ?? [];
  const value = fc.oneof(
    { weight: 6, arbitrary: pool.length > 0 ? fc.constantFrom(...pool) : fc.uuid() },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: hostileString.map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_ESCAPES) },
  );
  return fc.tuple(...names.map(() => value)).map((values) => {
    let url = plan.route.url;
    names.forEach((name, index) => (url = url.replace(`:${name}`, values[index] ?? '')));
    return url;
  });
}

function queryArbitrary(plan: RouteFuzzPlan): fc.Arbitrary<string> {
  const known = parametersIn(plan.operation, 'query');
  const pair = (name: string, schema: JsonSchema) =>
    fc
      .oneof(validArbitrary(schema, plan.pools, name).map(String), hostileString)
      .map((value) => [name, value] as const);
  const named = known.map((parameter) => fc.option(pair(parameter.name, parameter.schema)));
  const extras = fc.array(
    fc.tuple(
      fc.constantFrom('email', 'role', 'userId', 'limit', 'email[]', '__proto__'),
      hostileString,
    ),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...named), extras).map(([chosen, extra]) => {
    const pairs = chosen.flatMap((item) => (item ? [item] : []));
    return queryString([...pairs, ...extra]);
  });
}

function dropOne(body: unknown, schema: JsonSchema, pick: number): unknown {
  const required = schema.required ?? [];
  if (typeof body !== 'object' || body === null || required.length === 0) return body;
  const key = required[pick % required.length] ?? '';
  return Object.fromEntries(Object.entries(body).filter(([name]) => name !== key));
}

const POLLUTION = '"__proto__":{"role":"admin"},"constructor":{"prototype":{"badge":"Platinum"}}';

/** JSON text with keys that JSON.stringify would never write. */
function withProtoKeys(value: unknown): string {
  const text = JSON.stringify(typeof value === 'object' && value !== null ? value : {});
  return text === '{}' ? `{${POLLUTION}}` : text.replace(/^\{/, `{${POLLUTION},`);
}

function bodyArbitrary(plan: RouteFuzzPlan): fc.Arbitrary<{ kind: string; payload?: string }> {
  const schema = plan.body ?? jsonBodySchema(plan.operation);
  if (!schema) {
    return fc.oneof(
      fc.constant({ kind: 'no body' }),
      hostileValue.map((value) => ({ kind: 'unexpected body', payload: JSON.stringify(value) })),
    );
  }
  const valid = validArbitrary(schema, plan.pools);
  const keys = Object.keys(schema.properties ?? {});
  const asObject = (value: unknown) => (typeof value === 'object' && value !== null ? value : {});
  return fc.oneof(
    valid.map((value) => ({ kind: 'schema-shaped', payload: JSON.stringify(value) })),
    fc.tuple(valid, fc.nat()).map(([value, pick]) => ({
      kind: 'missing field',
      payload: JSON.stringify(dropOne(value, schema, pick)),
    })),
    fc.tuple(valid, fc.constantFrom('', ...keys), hostileValue).map(([value, key, bad]) => ({
      kind: `wrong type for ${key || 'a new field'}`,
      payload: JSON.stringify({ ...asObject(value), [key || 'extra']: bad }),
    })),
    fc
      .tuple(
        valid,
        fc.dictionary(fc.constantFrom(...PRIVILEGED_FIELDS), privilegedValue, { maxKeys: 3 }),
      )
      .map(([value, extra]) => ({
        kind: 'extra privileged fields',
        payload: JSON.stringify({ ...asObject(value), ...extra }),
      })),
    hostileValue.map((value) => ({ kind: 'hostile whole body', payload: JSON.stringify(value) })),
    valid.map((value) => ({ kind: 'prototype pollution', payload: withProtoKeys(value) })),
  );
}

/** Hostile calls of one route, shaped by its own schemas. */
export function hostileRequests(plan: RouteFuzzPlan): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      actor: fc.oneof(
        { weight: 1, arbitrary: fc.constant<FuzzActor>('anonymous') },
        { weight: 4, arbitrary: fc.constantFrom<FuzzActor>('bronze', 'silver', 'admin') },
      ),
      path: pathArbitrary(plan),
      query: queryArbitrary(plan),
      body: bodyArbitrary(plan),
      headers: plan.headers ?? fc.constant({}),
    })
    .map(({ actor, path, query, body, headers }) => ({
      actor,
      kind: body.kind,
      method: plan.route.method,
      url: `${path}${query}`,
      headers: body.payload === undefined ? headers : { ...headers, ...JSON_TYPE },
      ...(body.payload === undefined ? {} : { payload: body.payload }),
    }));
}
