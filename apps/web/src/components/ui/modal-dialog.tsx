import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/icons';

interface ModalDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal built on the native <dialog>: showModal() makes the page behind it inert (so focus
 * stays inside), Escape closes it, and its heading names it.
 */
export function ModalDialog({ open, title, onClose, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // Start where the work starts: the first field, not the close button.
      element.querySelector<HTMLElement>('input, select, textarea')?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dimmed backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto w-[calc(100%-1.5rem)] max-w-2xl rounded-3xl bg-white p-0 shadow-2xl backdrop:bg-stone-900/55 backdrop:backdrop-blur-sm"
    >
      {open ? (
        <div className="max-h-[90dvh] overflow-y-auto p-5 sm:p-8">
          <div className="mb-6 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-2xl font-extrabold tracking-tight text-stone-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <CloseIcon className="h-6 w-6" />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
