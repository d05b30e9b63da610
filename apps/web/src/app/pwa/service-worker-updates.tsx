import toast from 'react-hot-toast';
import { registerSW } from 'virtual:pwa-register';
import { MESSAGES } from '@messmate/shared/messages';
import { buttonClass } from '@/components/ui/button-styles';

/**
 * Registers the service worker. A new version waits (its files precached beside the old ones)
 * until the person chooses Reload: then it takes over every tab and the page reloads on it, so
 * a page never runs half old, half new.
 */
export function registerServiceWorker(): void {
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      toast(
        (shown) => (
          <span className="flex items-center gap-3">
            {MESSAGES.updateReady}
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              onClick={() => {
                toast.dismiss(shown.id);
                // workbox-window reloads only for a version it found itself at registration; one
                // the browser found later, in a page left open, takes over here just the same.
                navigator.serviceWorker.addEventListener(
                  'controllerchange',
                  () => window.location.reload(),
                  { once: true },
                );
                void update(true);
              }}
            >
              {MESSAGES.updateReload}
            </button>
          </span>
        ),
        { id: 'app-update', duration: Infinity },
      );
    },
  });
}
