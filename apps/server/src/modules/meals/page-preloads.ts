import { OWN_IMAGE_PATH } from '@messmate/shared/image-path';
import { UUID_PATTERN } from '@messmate/shared/schemas/common';
import type { Executor } from '../../db/client';
import { mealsRepository } from './repository';

const MEAL_PAGE = /^\/meals\/([^/]+)$/;

/**
 * What a meal's page (/meals/:id) needs before its scripts know it: the `Link` header values that
 * start the photo (the page's largest paint) with the HTML, instead of after the app has run and
 * asked for the meal. Only a photo this server stores is named, and only in its one fixed form
 * (/api/images/{sha256}.webp), so nothing read from the database reaches the header unchecked.
 * Any other address, an unknown meal or an id that is no UUID: no hints, the plain page.
 * docs/decisions/0057-first-load-inline-css-and-meal-photo-preload.md
 */
export async function mealPagePreloads(db: Executor, pathname: string): Promise<string[]> {
  const id = MEAL_PAGE.exec(pathname)?.[1];
  if (!id || !UUID_PATTERN.test(id)) return [];
  const image = await mealsRepository.imageById(db, id.toLowerCase());
  if (!image || !OWN_IMAGE_PATH.test(image)) return [];
  return [`<${image}>; rel=preload; as=image; fetchpriority=high`];
}
