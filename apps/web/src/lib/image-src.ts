import { OWN_IMAGE_PATH } from '@messmate/shared/image-path';

/**
 * Where the page loads a picture from. The API gives our own pictures on PUBLIC_URL, for clients
 * on other origins; this app is served by the same server, so it asks for them by path and they
 * show whichever address of the machine the app was opened at. Other pictures stay as given.
 */
export function imageSrc(url: string): string {
  if (!url.startsWith('http')) return url;
  try {
    const { pathname } = new URL(url);
    return OWN_IMAGE_PATH.test(pathname) ? pathname : url;
  } catch {
    return url;
  }
}
