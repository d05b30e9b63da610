import type { MealRequest } from '@messmate/shared/schemas/meal-request';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { ApiError } from '@/lib/api-client';
import { useServeRequest } from '../api/serve-request';

/** Serve: marks a pending request delivered; hidden once it is. */
export function ServeButton({ request }: { request: MealRequest }) {
  const serve = useServeRequest();
  if (request.status === 'delivered') return null;

  async function onClick() {
    try {
      await serve.mutateAsync(request._id);
      toast.success(`Served ${request.mealTitle} to ${request.name}`);
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status > 0
          ? error.message
          : 'Could not serve the meal. Please try again.',
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
      {serve.isPending ? 'Serving…' : 'Serve'}
      <span className="sr-only">
        {' '}
        {request.mealTitle} to {request.email}
      </span>
    </button>
  );
}
