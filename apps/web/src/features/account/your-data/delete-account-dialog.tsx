import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { paths } from '@/config/paths';
import { failureText } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { deleteMyAccount } from '../api/personal-data';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import { useAuth } from '../hooks/use-auth';
import { yourDataText } from './messages';

/**
 * Asks for the password before the account goes, and says first what stays and what goes. The
 * native dialog keeps focus inside and closes on Escape; after the deletion the person is signed
 * out here too and lands on the home page.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const alertId = useId();

  const close = () => {
    if (busy) return;
    setFailure(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setBusy(true);
    setFailure(null);
    try {
      await deleteMyAccount(password);
    } catch (error) {
      setFailure(failureText(error, t(yourDataText.deleteFailed)));
      setBusy(false);
      return;
    }
    // Home first, so the dashboard's guard never sends a signed-out reader to the Join page;
    // the server ended every session already, and this forgets it on this page too.
    await navigate(paths.home);
    await logout().catch(() => undefined);
    toast.success(t(yourDataText.deleted));
  };

  return (
    <ModalDialog open={open} title={t(yourDataText.dialogTitle)} onClose={close}>
      <div className="space-y-4 text-stone-700">
        <section aria-labelledby={`${alertId}-stays`}>
          <h3 id={`${alertId}-stays`} className="font-bold text-stone-900">
            {t(yourDataText.staysTitle)}
          </h3>
          <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm">
            <li>{t(yourDataText.staysReviews)}</li>
            <li>{t(yourDataText.staysPayments)}</li>
          </ul>
        </section>
        <section aria-labelledby={`${alertId}-goes`}>
          <h3 id={`${alertId}-goes`} className="font-bold text-stone-900">
            {t(yourDataText.goesTitle)}
          </h3>
          <p className="mt-1.5 text-sm">{t(yourDataText.goesEverything)}</p>
        </section>
        <p className="rounded-xl bg-amber-50 px-3.5 py-2.5 text-sm font-medium text-amber-900">
          {t(yourDataText.cannotUndo)}
        </p>
        <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
          <PasswordField
            label={t(yourDataText.password)}
            name="password"
            autoComplete="current-password"
            required
            aria-describedby={failure ? alertId : undefined}
          />
          {failure ? <FormAlert id={alertId}>{failure}</FormAlert> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className={buttonClass('secondary')} onClick={close}>
              {t(yourDataText.cancel)}
            </button>
            <button
              type="submit"
              disabled={busy}
              className={buttonClass('primary', 'md', 'bg-red-700 hover:bg-red-800')}
            >
              {busy ? t(yourDataText.deleting) : t(yourDataText.confirm)}
            </button>
          </div>
        </form>
      </div>
    </ModalDialog>
  );
}
