import type { MealRequest } from '@messmate/shared/schemas/meal-request';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { ApiError } from '@/lib/api-client';
import { mealTitleFor, t } from '@/lib/i18n';
import { useServeRequest } from '../api/serve-request';
import { serveText } from '../serve/messages';

/** Serve: marks a pending request delivered; hidden once it is. */
export function ServeButton({ request }: { request: MealRequest }) {
  const serve = useServeRequest();
  if (request.status === 'delivered') return null;

  async function onClick() {
    try {
      await serve.mutateAsync(request._id);
      toast.success(t(serveText.served, { meal: mealTitleFor(request), name: request.name }));
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status > 0 ? error.message : t(serveText.serveFailed),
      );
    }
  }

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={serve.isPending}
      className={buttonClass('primary', 'sm')}
    >
      {serve.isPending ? t(serveText.serving) : t(serveText.serve)}
      <span className="sr-only">
        {t(serveText.serveWhat, { meal: mealTitleFor(request), email: request.email })}
      </span>
    </button>
  );
}
