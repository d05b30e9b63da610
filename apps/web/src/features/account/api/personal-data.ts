import { ApiError, api, NETWORK_FAILURE_MESSAGE, UNKNOWN_FAILURE_MESSAGE } from '@/lib/api-client';
import { languageStore } from '@/lib/i18n';

const FALLBACK_NAME = 'messmate-my-data.json';

function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? FALLBACK_NAME;
}

/**
 * GET /api/users/me/data, saved as the file the server names: fetched first, so a refusal (too
 * many downloads in an hour) is a message on the page, not a JSON error saved as a file.
 */
export async function downloadMyData(): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/users/me/data', {
      headers: { 'accept-language': languageStore.get().language },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_FAILURE_MESSAGE);
  }
  if (!response.ok) {
    const error = (await response.json().catch(() => null)) as {
      code?: string;
      message?: string;
    } | null;
    throw new ApiError(
      response.status,
      error?.code ?? 'HTTP_ERROR',
      error?.message ?? UNKNOWN_FAILURE_MESSAGE,
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser's downloads.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** DELETE /api/users/me with the password again (decision 0033). */
export function deleteMyAccount(password: string) {
  return api('DELETE /users/me', { body: { password } });
}
