import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { buttonClass, fieldClass } from '@/components/ui/button-styles';
import { useAuth } from '../hooks/use-auth';
import { useRedirectTarget } from '../hooks/use-redirect-target';
import { errorText } from '../lib/error-text';
import { loginOutcome, type ChosenRole } from '../lib/login-outcome';
import { FormAlert } from './form-alert';
import { GoogleButton } from './google-button';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

/**
 * Email, password and the role selector. The role only picks the greeting and where to go;
 * what someone may do is decided by the role the server stored.
 */
export function LoginForm() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const redirect = useRedirectTarget();
  const [role, setRole] = useState<ChosenRole>('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    setSubmitting(true);
    try {
      await login(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
      const { greeting, next } = loginOutcome(role, redirect);
      toast.success(greeting);
      await navigate(next, { replace: true });
    } catch (failure) {
      const message = errorText(failure, 'Login failed. Please try again.');
      setError(message);
      toast.error(message);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      className="space-y-4"
      aria-describedby={error ? 'login-error' : undefined}
    >
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        placeholder="you@example.com"
      />
      <PasswordField name="password" autoComplete="current-password" required />
      <div>
        <label htmlFor="login-role" className="mb-1.5 block text-sm font-semibold text-stone-800">
          Login as
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
            Select your role
          </option>
          <option value="student">Student</option>
          <option value="admin">Admin</option>
        </select>
      </div>
      {error ? <FormAlert id="login-error">{error}</FormAlert> : null}
      <button
        type="submit"
        disabled={submitting}
        className={buttonClass('primary', 'lg', 'w-full')}
      >
        {submitting ? 'Logging in...' : 'Login'}
      </button>
      <GoogleButton />
    </form>
  );
}
