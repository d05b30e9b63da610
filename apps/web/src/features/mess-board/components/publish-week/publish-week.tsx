import type { WeekPublication } from '@messmate/shared/schemas/menu-publication';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { confirmAction } from '@/components/ui/dialog';
import { ApiError, failureText } from '@/lib/api-client';
import { dateFormat, t } from '@/lib/i18n';
import { usePublishWeek } from '../../api/publish-week';
import { useWeekPublication } from '../../api/get-week-publication';
import { useCommunityToday } from '../../hooks/use-community-today';
import { addDays } from '../../lib/community-time';
import { publishText } from './messages';

/** 'Mon 3 Mar' in the reader's language. */
const dayWords = (date: string) =>
  dateFormat({ timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(
    new Date(`${date}T12:00:00Z`),
  );

function refusalText(error: unknown): string {
  if (error instanceof ApiError && error.code === 'NOTHING_PLANNED')
    return t(publishText.nothingPlanned);
  if (error instanceof ApiError && error.code === 'WEEK_OVER') return t(publishText.weekOver);
  return failureText(error, t(publishText.failed));
}

/** 'Published 3 Mar, 09:05 by Kitchen Admin', 'Not published yet…', and whether it changed since. */
function PublicationLine({
  publication,
  timeZone,
}: {
  publication: WeekPublication;
  timeZone: string;
}) {
  const { last, changedSince } = publication;
  if (!last) return <>{t(publishText.notPublished)}</>;
  const when = dateFormat({
    timeZone,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(last.publishedAt));
  return (
    <>
      {last.publishedBy
        ? t(publishText.published, { when, who: last.publishedBy })
        : t(publishText.publishedNoName, { when })}
      {changedSince ? (
        <span className="font-semibold text-amber-900"> {t(publishText.changedSince)}</span>
      ) : null}
    </>
  );
}

/** The planner's 'Publish week': tells every resident the week's menu is out. */
export function PublishWeekButton({ monday }: { monday: string }) {
  const publish = usePublishWeek();

  async function confirmAndPublish() {
    const sure = await confirmAction({
      text: t(publishText.confirm, { first: dayWords(monday), last: dayWords(addDays(monday, 6)) }),
      confirmText: t(publishText.confirmButton),
      cancelText: t(publishText.cancel),
    });
    if (!sure) return;
    publish.mutate(monday, {
      onSuccess: (result) =>
        void toast.success(
          result.alreadyPublished
            ? t(publishText.alreadyPublished)
            : t(publishText.told, { count: result.told }),
        ),
      onError: (error) => void toast.error(refusalText(error), { duration: 6000 }),
    });
  }

  return (
    <button
      type="button"
      onClick={() => void confirmAndPublish()}
      disabled={publish.isPending}
      className={buttonClass('primary', 'sm', 'max-sm:w-full')}
    >
      {publish.isPending ? t(publishText.publishing) : t(publishText.button)}
    </button>
  );
}

/** Under the toolbar: when the week shown was last published and by whom. */
export function PublicationStatus({ monday }: { monday: string }) {
  const publication = useWeekPublication(monday);
  const { timeZone } = useCommunityToday();
  return (
    <p
      aria-live="polite"
      data-testid="publication-status"
      className="min-h-5 text-sm text-stone-700"
    >
      {publication.data && timeZone ? (
        <PublicationLine publication={publication.data} timeZone={timeZone} />
      ) : null}
    </p>
  );
}
