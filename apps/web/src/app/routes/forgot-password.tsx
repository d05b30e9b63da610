import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AccountPageCard, ForgotPasswordForm } from '@/features/account';

export function ForgotPasswordRoute() {
  return (
    <AccountPageCard
      title="Forgot password"
      intro="Enter your account's email and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
      <p className="mt-6 text-sm text-stone-600">
        Remembered it?{' '}
        <Link to={paths.join} className="font-semibold text-brand-800 underline">
          Back to Login
        </Link>
      </p>
    </AccountPageCard>
  );
}
