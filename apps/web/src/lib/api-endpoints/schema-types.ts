// Types only: the shared schemas describe every body and answer, and the browser never loads
// zod for them (`import type` is erased from the build).
import type { z } from 'zod';

/** A value of the query string; blank ones (undefined, null, '') are left out. */
export type QueryValue = string | number | boolean | null | undefined;

/** The query a schema reads: its own keys only, each sent as text. */
export type QueryOf<Schema extends z.ZodType> = { [Key in keyof z.input<Schema>]?: QueryValue };
/** What the server accepts: the schema's input, before its defaults and transforms. */
export type BodyOf<Schema extends z.ZodType> = z.input<Schema>;
/** What the server answers: the response schema's output. */
export type AnswerOf<Schema extends z.ZodType> = z.infer<Schema>;
