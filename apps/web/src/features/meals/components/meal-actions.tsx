import { MESSAGES } from '@messmate/shared/messages';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { HeartIcon } from '@/components/ui/icons';

/** Like (with its count) and Request Meal; both need a signed-in resident, which a visitor is told. */
export function MealActions({ likes }: { likes: number }) {
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="button"
        onClick={() => toast.error(MESSAGES.likeLoginRequired)}
        className={buttonClass('secondary', 'lg', 'group')}
      >
        <HeartIcon className="h-5 w-5 text-rose-600 transition group-hover:scale-110" />
        Like
        <span className="rounded-full bg-rose-50 px-2 py-0.5 text-sm font-bold text-rose-700">
          {likes}
          <span className="sr-only"> likes</span>
        </span>
      </button>
      <button
        type="button"
        onClick={() => toast.error(MESSAGES.requestLoginRequired)}
        className={buttonClass('primary', 'lg')}
      >
        Request Meal
      </button>
    </div>
  );
}
