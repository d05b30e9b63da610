import { MESSAGES } from '@messmate/shared/messages';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { usePublishUpcomingMeal } from '../api/publish-upcoming-meal';

/** Publish: the upcoming meal goes onto the menu with its likes. */
export function PublishButton({ id, title }: { id: string; title: string }) {
  const publish = usePublishUpcomingMeal();

  async function onClick() {
    try {
      await publish.mutateAsync(id);
      toast.success(MESSAGES.publishSuccess);
    } catch {
      toast.error(MESSAGES.publishFailed);
    }
  }

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={publish.isPending}
      className={buttonClass('primary', 'sm')}
    >
      {publish.isPending ? 'Publishing...' : 'Publish'}
      <span className="sr-only"> {title}</span>
    </button>
  );
}
