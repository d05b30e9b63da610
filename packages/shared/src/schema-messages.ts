import type { z } from 'zod';

type Node = { _zod?: { def?: Record<string, unknown> } };

const CHILD_KEYS = [
  'innerType',
  'element',
  'in',
  'out',
  'schema',
  'valueType',
  'keyType',
  'left',
  'right',
];

/** What a node's own `error` says for a missing or wrong value, when it is a fixed text. */
function ownMessage(def: Record<string, unknown>): string | undefined {
  const error = def.error;
  if (typeof error !== 'function') return undefined;
  const said: unknown = (error as (issue: object) => unknown)({
    code: 'invalid_type',
    input: undefined,
  });
  if (typeof said === 'string') return said;
  if (said && typeof said === 'object' && 'message' in said) return String(said.message);
  return undefined;
}

/**
 * Every fixed message a schema declares (its `{ error }` params and those of its checks),
 * walking objects, arrays, unions, pipes and wrappers. Messages a refinement words from the
 * value are not here: they are worded per value.
 */
export function schemaMessages(
  schema: z.ZodType,
  found = new Set<string>(),
  seen = new Set<unknown>(),
): Set<string> {
  if (seen.has(schema)) return found;
  seen.add(schema);
  const def = (schema as unknown as Node)._zod?.def;
  if (!def) return found;
  const own = ownMessage(def);
  if (own) found.add(own);
  for (const check of (def.checks as Node[] | undefined) ?? []) {
    const checkDef = check._zod?.def;
    const message = checkDef ? ownMessage(checkDef) : undefined;
    if (message) found.add(message);
  }
  const children: unknown[] = [];
  for (const key of CHILD_KEYS) if (def[key]) children.push(def[key]);
  if (def.shape) children.push(...Object.values(def.shape as object));
  if (Array.isArray(def.options)) children.push(...(def.options as unknown[]));
  if (Array.isArray(def.items)) children.push(...(def.items as unknown[]));
  for (const child of children) schemaMessages(child as z.ZodType, found, seen);
  return found;
}
