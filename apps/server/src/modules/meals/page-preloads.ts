import { OWN_IMAGE_PATH } from '@messmate/shared/image-path';
import { UUID_PATTERN } from '@messmate/shared/schemas/common';
import type { Executor } from '../../db/client';
import { mealsRepository } from './repository';

const MEAL_PAGE = /^\/meals\/([^/]+)$/;

/**
 * What a meal's page (/meals/:id) needs before its scripts know it: `Link` header values that
 * start the meal's answer and its photo (the page's largest paint) with the HTML, instead of
 * after the app has run and asked. The answer's address is the one the app asks (same id, same
 * case: a preload is used only by an identical request; `crossorigin` gives it fetch()'s
 * credentials mode). Only a photo this server stores is named, and only in its one fixed form
 * (/api/images/{sha256}.webp), and the id only once it is a UUID, so nothing but hex digits and
 * hyphens reaches the header from the address or the database. An unknown meal or an id that is
 * no UUID: no hints, the plain page.
 * docs/decisions/0057-first-load-inline-css-and-meal-preloads.md
 */
export async function mealPagePreloads(db: Executor, pathname: string): Promise<string[]> {
  const id = MEAL_PAGE.exec(pathname)?.[1];
  if (!id || !UUID_PATTERN.test(id)) return [];
  const image = await mealsRepository.imageById(db, id.toLowerCase());
  if (image === undefined) return [];
  const answer = `</api/meals/${id}>; rel=preload; as=fetch; crossorigin`;
  if (!OWN_IMAGE_PATH.test(image)) return [answer];
  return [answer, `<${image}>; rel=preload; as=image; fetchpriority=high`];
}
