import { PASSWORD_RULES } from '@jobsite/domain';
import { TextField } from '@jobsite/ui/TextField';
import type { ReactNode } from 'react';

/**
 * A new password (registering, resetting it, changing it in the settings), with the rules it must meet:
 * the same hint and limits wherever a seeker chooses one.
 */
export function NewPasswordField({
  id,
  label,
  name = 'password',
  error,
}: {
  id?: string;
  label: string;
  name?: string;
  error?: ReactNode;
}) {
  return (
    <TextField
      {...(id ? { id } : {})}
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      hint={PASSWORD_RULES.hint}
      minLength={PASSWORD_RULES.minLength}
      maxLength={PASSWORD_RULES.maxLength}
      required
      error={error}
    />
  );
}
