import { ErrorNotice } from '@/components/ui/error-notice';
import { PageSkeleton } from '@/components/ui/skeleton';
import { useMessSettings } from '../api/get-mess-settings';
import { SettingsForm } from './settings-form';

/** The admin's mess settings: loads them, then the form to change them. */
export function MessSettingsPage() {
  const settings = useMessSettings();
  if (settings.isError)
    return <ErrorNotice message={settings.error.message} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <PageSkeleton label="Loading the settings" />;
  return <SettingsForm settings={settings.data} />;
}
