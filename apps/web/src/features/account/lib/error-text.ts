/** The words to show for a failed account action: the server's own, or `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
