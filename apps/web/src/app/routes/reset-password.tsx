import { useSearchParams } from 'react-router';
import { AccountPageCard, ResetPasswordForm } from '@/features/account';

export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <AccountPageCard
      title="Choose a new password"
      intro="After this, every device signed in to your account is signed out."
    >
      <ResetPasswordForm token={params.get('token')} />
    </AccountPageCard>
  );
}
