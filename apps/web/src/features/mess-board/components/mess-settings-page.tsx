import { ErrorNotice } from '@/components/ui/error-notice';
import { PageSkeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/i18n';
import { useMessSettings } from '../api/get-mess-settings';
import { settingsText } from '../settings/messages';
import { SettingsForm } from './settings-form';

/** The admin's mess settings: loads them, then the form to change them. */
export function MessSettingsPage() {
  const settings = useMessSettings();
  if (settings.isError)
    return <ErrorNotice message={settings.error.message} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <PageSkeleton label={t(settingsText.loading)} />;
  return <SettingsForm settings={settings.data} />;
}
