const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** '3 Jun 2025, 7:45 pm': when a request was made or served. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
