import { useSearchParams } from 'react-router';
import { AccountPageCard, ResetPasswordForm, resetText } from '@/features/account';
import { t } from '@/lib/i18n';

export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <AccountPageCard title={t(resetText.resetTitle)} intro={t(resetText.resetIntro)}>
      <ResetPasswordForm token={params.get('token')} />
    </AccountPageCard>
  );
}
