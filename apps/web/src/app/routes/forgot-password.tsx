import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AccountPageCard, ForgotPasswordForm, resetText } from '@/features/account';
import { t } from '@/lib/i18n';

export function ForgotPasswordRoute() {
  return (
    <AccountPageCard title={t(resetText.forgotTitle)} intro={t(resetText.forgotIntro)}>
      <ForgotPasswordForm />
      <p className="mt-6 text-sm text-stone-600">
        {t(resetText.remembered)}{' '}
        <Link to={paths.join} className="font-semibold text-brand-800 underline">
          {t(resetText.backToLogin)}
        </Link>
      </p>
    </AccountPageCard>
  );
}
