import fc from 'fast-check';
import { NASTY_STRINGS } from './hostile-values';
import type { JsonSchema } from './json-schema';

/** Names whose values are better drawn from the ids of real rows, so calls reach deep. */
export type IdPools = Record<string, readonly string[]>;

const UUID = /^\^\[0-9a-f\]\{8\}/;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern && UUID.test(schema.pattern)) return fc.uuid();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 24, 24));
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }) },
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1_000_000, -1_000_000);
  const max = Math.min(schema.maximum ?? 1_000_000, 1_000_000);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values a schema accepts, or nearly: the shape is right, so the call gets past parsing and
 * into the route's own rules. Properties named in `pools` sometimes take a real id.
 */
export function validArbitrary(
  schema: JsonSchema,
  pools: IdPools = {},
  name = '',
): fc.Arbitrary<unknown> {
  const pool = pools[name];
  const plain = plainArbitrary(schema, pools);
  const drawn = pool && pool.length > 0 ? fc.oneof(fc.constantFrom(...pool), plain) : plain;
  return schema.nullable ? fc.oneof(drawn, fc.constant(null)) : drawn;
}

function plainArbitrary(schema: JsonSchema, pools: IdPools): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => validArbitrary(option, pools)));
  if (schema.allOf?.[0]) return validArbitrary(schema.allOf[0], pools);
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validArbitrary(schema.items ?? {}, pools), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object': {
      const entries = Object.entries(schema.properties ?? {});
      const model = Object.fromEntries(
        entries.map(([key, property]) => [key, validArbitrary(property, pools, key)]),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
