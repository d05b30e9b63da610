-- Requests made before pickup codes existed get theirs once, here: new requests get theirs in the
-- transaction that makes them, so reading the codes never writes. Random bytes come from
-- gen_random_uuid() (a CSPRNG), spread by sha256 and mapped onto the short codes' alphabet.
-- A clash of random codes (about one in 27 billion per pair of short codes) leaves that old
-- request without a code rather than failing the start; the Serve button still serves it.
INSERT INTO "pickup_codes" ("code", "short_code", "kind", "request_id", "user_id", "title", "community_day")
SELECT
  'MM1-' || (
    SELECT string_agg(substr(alphabet.chars, 1 + get_byte(random_bytes.for_code, i) % 31, 1), '' ORDER BY i)
    FROM generate_series(0, 25) AS i
  ),
  (
    SELECT string_agg(substr(alphabet.chars, 1 + get_byte(random_bytes.for_short, i) % 31, 1), '' ORDER BY i)
    FROM generate_series(0, 6) AS i
  ),
  'request',
  r."id",
  r."user_id",
  r."meal_title",
  r."community_day"
FROM "meal_requests" r
CROSS JOIN (SELECT '23456789ABCDEFGHJKMNPQRSTUVWXYZ'::text AS chars) AS alphabet
CROSS JOIN LATERAL (
  SELECT
    sha256(convert_to(gen_random_uuid()::text || r."id"::text, 'UTF8')) AS for_code,
    sha256(convert_to(gen_random_uuid()::text || r."id"::text, 'UTF8')) AS for_short
) AS random_bytes
WHERE r."status" = 'pending'
ON CONFLICT DO NOTHING;
