import { MESSAGES } from '@messmate/shared/messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@messmate/shared/constants';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';
import { useRedirectTarget } from '../hooks/use-redirect-target';
import { errorText } from '../lib/error-text';
import { FormAlert } from './form-alert';
import { GoogleButton } from './google-button';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

/** Full name, photo URL, email and password; a new account is a student with the Bronze badge. */
export function RegisterForm() {
  const { register } = useAuth();
  const navigate = useNavigate();
  const redirect = useRedirectTarget();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    setError(null);
    setSubmitting(true);
    try {
      const { saved } = await register({
        name: value('name'),
        image: value('image'),
        email: value('email'),
        password: String(form.get('password') ?? ''),
      });
      if (saved) toast.success(MESSAGES.registrationSuccess);
      else toast.error(MESSAGES.registrationSaveFailed);
      await navigate(redirect ?? paths.home, { replace: true });
    } catch (failure) {
      const message = errorText(failure, MESSAGES.registrationFailed);
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
      aria-describedby={error ? 'register-error' : undefined}
    >
      <TextField
        label="Full name"
        name="name"
        autoComplete="name"
        required
        maxLength={100}
        placeholder="Rahim Uddin"
      />
      <TextField
        label="Photo URL"
        name="image"
        type="url"
        autoComplete="photo"
        required
        placeholder="https://example.com/me.jpg"
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        placeholder="you@example.com"
      />
      <PasswordField
        name="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. A short sentence is easy to remember.`}
      />
      {error ? <FormAlert id="register-error">{error}</FormAlert> : null}
      <button
        type="submit"
        disabled={submitting}
        className={buttonClass('primary', 'lg', 'w-full')}
      >
        {submitting ? 'Creating your account...' : 'Register'}
      </button>
      <GoogleButton />
    </form>
  );
}
