import { t } from '@/lib/i18n';
import { accountText } from '../messages';
import { TextField } from './text-field';

/** The account's email address, as every account form asks for it. */
export function EmailField({
  label = t(accountText.email),
  autoComplete = 'email',
}: {
  label?: string;
  /** 'off' where it is someone else's address. */
  autoComplete?: string;
}) {
  return (
    <TextField
      label={label}
      name="email"
      type="email"
      autoComplete={autoComplete}
      required
      placeholder="you@example.com"
    />
  );
}
