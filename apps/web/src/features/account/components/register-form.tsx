import { MESSAGES } from '@messmate/shared/messages';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAccountSubmit } from '../hooks/use-account-submit';
import { useAuth } from '../hooks/use-auth';
import { useRedirectTarget } from '../hooks/use-redirect-target';
import { AccountForm } from './account-form';
import { GoogleButton } from './google-button';
import { NewPasswordField } from './new-password-field';
import { EmailField } from './email-field';
import { TextField } from './text-field';

/** Full name, photo URL, email and password; a new account is a student with the Bronze badge. */
export function RegisterForm() {
  const { register } = useAuth();
  const navigate = useNavigate();
  const redirect = useRedirectTarget();
  const submit = useAccountSubmit(async (field) => {
    const { saved } = await register({
      name: field('name').trim(),
      image: field('image').trim(),
      email: field('email').trim(),
      password: field('password'),
    });
    toast.dismiss();
    if (saved) toast.success(MESSAGES.registrationSuccess);
    else toast.error(MESSAGES.registrationSaveFailed);
    await navigate(redirect ?? paths.home, { replace: true });
  }, MESSAGES.registrationFailed);

  return (
    <AccountForm
      {...submit}
      submitLabel="Register"
      busyLabel="Creating your account..."
      footer={<GoogleButton />}
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
      <EmailField />
      <NewPasswordField />
    </AccountForm>
  );
}
