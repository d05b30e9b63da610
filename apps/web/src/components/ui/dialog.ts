import { messages, t } from '@/lib/i18n';
import type { SweetAlertOptions } from 'sweetalert2';
import { buttonClass } from './button-styles';
import { uiText } from './messages';

// sweetalert2 loads only when someone actually asks for a dialog.
const loadSwal = () => import('sweetalert2').then((module) => module.default);

/** The product's look on every dialog: its rounded cards, its buttons, its type. */
const theme = (danger: boolean): SweetAlertOptions => ({
  buttonsStyling: false,
  reverseButtons: true,
  customClass: {
    popup: 'rounded-3xl! border border-stone-200 shadow-xl! font-sans!',
    title: 'text-2xl! font-extrabold! text-stone-900!',
    htmlContainer: 'text-stone-700!',
    actions: 'gap-3',
    confirmButton: danger
      ? buttonClass('primary', 'md', 'bg-red-700! hover:bg-red-800!')
      : buttonClass('primary', 'md'),
    cancelButton: buttonClass('secondary', 'md'),
  },
});

export interface ConfirmOptions {
  /** What will happen, in a sentence. */
  text: string;
  /** The confirm button's words: 'Yes, delete it'. */
  confirmText: string;
  cancelText?: string;
  /** Red confirm for what cannot be undone. */
  danger?: boolean;
}

/** 'Are you sure?' with the product's look; resolves true only when confirmed. Cancel has focus. */
export async function confirmAction(options: ConfirmOptions): Promise<boolean> {
  const Swal = await loadSwal();
  const answer = await Swal.fire({
    ...theme(options.danger ?? false),
    title: messages().confirmTitle,
    text: options.text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: options.confirmText,
    cancelButtonText: options.cancelText ?? t(uiText.cancel),
    focusCancel: true,
  });
  return answer.isConfirmed;
}

/** A done message with the product's look, closed with OK. */
export async function announceDone(title: string, text: string): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ ...theme(false), title, text, icon: 'success' });
}
