import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';

/** The red-lettered Delete of a review; `about` names the review for screen readers. */
export function DeleteReviewButton({
  deleting,
  onDelete,
  about,
}: {
  deleting: boolean;
  onDelete: () => void;
  about: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onDelete}
      disabled={deleting}
      className={buttonClass('danger', 'sm')}
    >
      {deleting ? 'Deleting…' : 'Delete'}
      {about}
    </button>
  );
}
