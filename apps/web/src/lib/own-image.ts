import { OWN_IMAGE_PATH } from '@messmate/shared/image-path';

/**
 * Whether a photo address is one this server stores (/api/images/{hash}.webp, relative or on
 * this origin). Only those are loaded: the content security policy allows images from here
 * alone, and a photo URL from elsewhere (the Register form takes any) shows as initials
 * instead of a blocked request and a console error (decision 0012).
 */
export function isOwnImage(address: string | null | undefined, origin: string): boolean {
  if (!address) return false;
  if (address.startsWith('/')) return OWN_IMAGE_PATH.test(address);
  try {
    const url = new URL(address);
    return url.origin === origin && !url.search && OWN_IMAGE_PATH.test(url.pathname);
  } catch {
    return false;
  }
}
