interface PushMessage {
  title: string;
  body: string;
  link: string | null;
  tag?: string;
}

declare const self: ServiceWorkerGlobalScope;

function pushMessageOf(event: PushEvent): PushMessage {
  try {
    const data = event.data?.json() as Partial<PushMessage> | undefined;
    if (data && typeof data.title === 'string' && typeof data.body === 'string') {
      return { title: data.title, body: data.body, link: data.link ?? null, tag: data.tag };
    }
  } catch {
    // Not JSON: shown as plain text below.
  }
  return { title: 'MessMate', body: event.data?.text() ?? '', link: null };
}

/** Shows each push as a notification; a tap opens (or focuses) the page it links to. */
export function showPushes(): void {
  self.addEventListener('push', (event) => {
    const message = pushMessageOf(event);
    event.waitUntil(
      self.registration.showNotification(message.title, {
        body: message.body,
        icon: '/icons/icon-192.png',
        badge: '/icons/maskable-192.png',
        data: { link: message.link ?? '/' },
        ...(message.tag ? { tag: message.tag } : {}),
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const link = new URL(String(event.notification.data?.link ?? '/'), self.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => client.url === link);
        if (open) return void (await open.focus());
        await self.clients.openWindow(link);
      })(),
    );
  });
}
