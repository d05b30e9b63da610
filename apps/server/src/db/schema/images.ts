import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { bytea, createdAt } from './columns';

/** Images live in the database so every instance serves the same ones. */
export const images = pgTable('images', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** SHA-256 of the stored bytes; the public URL is /api/images/{hash}.webp. */
  hash: text('hash').notNull().unique(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
