import { OWN_IMAGE_PATH } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { imagesRepository, imageUrl } from './repository';

const NOT_OURS = {
  en: 'The image must be a photo uploaded to MessMate (POST /api/images), not an outside address.',
  bn: 'ছবিটি MessMate-এ আপলোড করা (POST /api/images) হতে হবে, বাইরের কোনো ঠিকানা নয়।',
};

/** The path part when the address is on this server's own origin; anything else is refused. */
function ownPath(address: string, publicOrigin: string): string {
  if (address.startsWith('/')) return address;
  try {
    const url = new URL(address);
    if (url.origin === publicOrigin && !url.search && !url.hash) return url.pathname;
  } catch {
    // Not an address at all: refused below like any foreign one.
  }
  throw badRequest(NOT_OURS, 'IMAGE_NOT_OURS');
}

/**
 * A meal's image must be one this server stores: its /api/images/{hash}.webp address (or the
 * same on our own origin). Returns the canonical path to keep with the meal.
 */
export async function requireOwnImage(
  db: Executor,
  address: string,
  publicOrigin: string,
): Promise<string> {
  const hash = OWN_IMAGE_PATH.exec(ownPath(address, publicOrigin))?.[1];
  if (!hash) throw badRequest(NOT_OURS, 'IMAGE_NOT_OURS');
  if (!(await imagesRepository.exists(db, hash))) {
    throw badRequest(
      {
        en: 'That photo is not on this server. Please upload it again.',
        bn: 'ছবিটি এই সার্ভারে নেই। আবার আপলোড করুন।',
      },
      'IMAGE_NOT_FOUND',
    );
  }
  return imageUrl(hash);
}
