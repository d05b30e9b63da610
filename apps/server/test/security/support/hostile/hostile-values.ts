import fc from 'fast-check';

/** Strings that have broken servers: NUL, direction overrides, lone surrogates, injections. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'dal\u0000bhat',
  '\u202eexe.txt',
  '\u200f\u05e9\u05dc\u05d5\u05dd',
  '👩🏽‍🍳🍛🔥',
  '\ud800',
  'a\udfffb',
  '\ufeff\ufffe\uffff',
  'Ｃｈｉｃｋｅｎ',
  "' or 1=1 --",
  '"; drop table meals; --',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  'line\r\nSet-Cookie: pwned=1',
  '__proto__',
  'null',
  'NaN',
  '-1',
  '1e309',
  'admin',
  'Platinum',
] as const;

const HUGE = ['x'.repeat(100_000), '🍛'.repeat(30_000), 'a,'.repeat(20_000)];
const loneSurrogates = fc
  .array(fc.integer({ min: 0xd800, max: 0xdfff }), { minLength: 1, maxLength: 4 })
  .map((codes) => `x${String.fromCharCode(...codes)}y`);

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.constantFrom(...HUGE),
  loneSurrogates,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
);

/** Any JSON value a careless server might choke on. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(-1, 0, -0, 0.5, 1e308, -1e308, 2 ** 53 + 1, 5e-324, 99_999_999_999),
  fc.constantFrom(null, true, false, {}, [], [null], { $gt: '' }, { toString: 'x' }),
  fc.constant(Array.from({ length: 20_000 }, () => 'rice')),
  fc.constant(deeplyNested(3_000)),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Fields a client might send to raise itself or set what only the server decides. */
export const PRIVILEGED_FIELDS = [
  'role',
  'badge',
  'likes',
  'status',
  'amount',
  '_id',
  'id',
  'userId',
  'user_id',
  'email',
  'price',
  'pricePoisha',
  'distributorEmail',
  'postedBy',
  'servedBy',
  'reviews_count',
  'rating',
  'createdAt',
  'emailVerified',
] as const;

export const privilegedValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('admin', 'Platinum', 'delivered', 'succeeded', 99_999, -5, true),
  hostileValue,
);
