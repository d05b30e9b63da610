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
