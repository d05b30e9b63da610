import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { messages, t } from '@/lib/i18n';
import { useAccountSubmit } from '../hooks/use-account-submit';
import { joinText } from '../join/messages';
import { accountText } from '../messages';
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
    if (saved) toast.success(messages().registrationSuccess);
    else toast.error(messages().registrationSaveFailed);
    await navigate(redirect ?? paths.home, { replace: true });
  }, messages().registrationFailed);

  return (
    <AccountForm
      {...submit}
      submitLabel={t(joinText.register)}
      busyLabel={t(joinText.creating)}
      footer={<GoogleButton />}
    >
      <TextField
        label={t(accountText.fullName)}
        name="name"
        autoComplete="name"
        required
        maxLength={100}
        placeholder={t(joinText.nameExample)}
      />
      <TextField
        label={t(joinText.photoUrl)}
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
