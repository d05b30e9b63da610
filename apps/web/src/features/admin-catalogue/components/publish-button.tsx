import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { messages, t } from '@/lib/i18n';
import { usePublishUpcomingMeal } from '../api/publish-upcoming-meal';
import { upcomingAdminText } from '../upcoming/messages';

/** Publish: the upcoming meal goes onto the menu with its likes. */
export function PublishButton({ id, title }: { id: string; title: string }) {
  const publish = usePublishUpcomingMeal();

  async function onClick() {
    try {
      await publish.mutateAsync(id);
      toast.success(messages().publishSuccess);
    } catch {
      toast.error(messages().publishFailed);
    }
  }

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={publish.isPending}
      className={buttonClass('primary', 'sm')}
    >
      {publish.isPending ? t(upcomingAdminText.publishing) : t(upcomingAdminText.publish)}
      <span className="sr-only"> {title}</span>
    </button>
  );
}
