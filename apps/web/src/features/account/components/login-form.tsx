import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { fieldClass } from '@/components/ui/button-styles';
import { t } from '@/lib/i18n';
import { joinText } from '../join/messages';
import { useAccountSubmit } from '../hooks/use-account-submit';
import { useAuth } from '../hooks/use-auth';
import { useRedirectTarget } from '../hooks/use-redirect-target';
import { loginOutcome, type ChosenRole } from '../lib/login-outcome';
import { AccountForm } from './account-form';
import { GoogleButton } from './google-button';
import { PasswordField } from './password-field';
import { EmailField } from './email-field';

/**
 * Email, password and the role selector. The role only picks the words; what someone may do,
 * and which dashboard opens, is decided by the role the server stored.
 */
export function LoginForm() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const redirect = useRedirectTarget();
  const [role, setRole] = useState<ChosenRole>('');
  const submit = useAccountSubmit(async (field) => {
    const user = await login(field('email'), field('password'));
    const outcome = loginOutcome(role, user.role, redirect);
    // Whatever an earlier try left on screen is no longer true.
    toast.dismiss();
    if (outcome.kind === 'greeting') toast.success(outcome.message);
    else toast(outcome.message, { icon: 'ℹ️', duration: 6000 });
    await navigate(outcome.next, { replace: true });
  }, t(joinText.loginFailed));

  return (
    <AccountForm
      {...submit}
      submitLabel={t(joinText.login)}
      busyLabel={t(joinText.loggingIn)}
      footer={<GoogleButton />}
    >
      <EmailField />
      <div>
        <PasswordField name="password" autoComplete="current-password" required />
        <Link
          to={paths.forgotPassword}
          className="mt-1.5 inline-block text-sm font-semibold text-brand-800 underline"
        >
          {t(joinText.forgot)}
        </Link>
      </div>
      <div>
        <label htmlFor="login-role" className="mb-1.5 block text-sm font-semibold text-stone-800">
          {t(joinText.loginAs)}
        </label>
        <select
          id="login-role"
          name="role"
          required
          value={role}
          onChange={(event) => setRole(event.target.value as ChosenRole)}
          className={fieldClass}
        >
          <option value="" disabled>
            {t(joinText.selectRole)}
          </option>
          <option value="student">{t(joinText.student)}</option>
          <option value="admin">{t(joinText.admin)}</option>
        </select>
      </div>
    </AccountForm>
  );
}
