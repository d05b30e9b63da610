/**
 * Where a person's photo may be shown from besides our own image store: the image hosts the
 * specification's Register form is used with, and Google's and GitHub's profile pictures. The
 * content security policy's img-src lists exactly these, and the web app loads a photo address
 * only when it is one of ours or an https address on one of these hosts (decision 0012).
 */
export const PHOTO_HOSTS = [
  'i.ibb.co',
  'lh3.googleusercontent.com',
  'avatars.githubusercontent.com',
  'www.gravatar.com',
  'secure.gravatar.com',
] as const;

/** An https address on a listed photo host, with no port or credentials in it. */
export function isPhotoHostUrl(address: string): boolean {
  try {
    const url = new URL(address);
    return (
      url.protocol === 'https:' &&
      url.port === '' &&
      url.username === '' &&
      url.password === '' &&
      (PHOTO_HOSTS as readonly string[]).includes(url.hostname)
    );
  } catch {
    return false;
  }
}

/** The img-src sources the listed photo hosts need. */
export const photoHostSources = (): string[] => PHOTO_HOSTS.map((host) => `https://${host}`);
