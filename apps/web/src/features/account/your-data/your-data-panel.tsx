import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { failureText } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { downloadMyData } from '../api/personal-data';
import { DeleteAccountDialog } from './delete-account-dialog';
import { yourDataText } from './messages';

/** My Profile's 'Your data': download it all as one file, or delete the account (decision 0033). */
export function YourDataPanel() {
  const headingId = useId();
  const hintId = useId();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
      toast.success(t(yourDataText.downloaded));
    } catch (error) {
      toast.error(failureText(error, t(yourDataText.downloadFailed)));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="mb-2 text-xl font-bold text-stone-900">
        {t(yourDataText.title)}
      </h2>
      <p className="text-stone-700">{t(yourDataText.intro)}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button
          type="button"
          className={buttonClass('secondary')}
          aria-describedby={hintId}
          disabled={downloading}
          onClick={() => void download()}
        >
          {downloading ? t(yourDataText.downloading) : t(yourDataText.download)}
        </button>
        <button type="button" className={buttonClass('danger')} onClick={() => setDeleting(true)}>
          {t(yourDataText.delete)}
        </button>
      </div>
      <p id={hintId} className="mt-3 text-sm text-stone-600">
        {t(yourDataText.downloadHint)}
      </p>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}
