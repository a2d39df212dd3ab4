// Client-side rules of the settings forms: the server's rules (apps/api users and auth schemas), the spec's messages.
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@kitsmith/contract';
import { validateEmail, validateNewPassword, withoutEmpty } from '../auth/validation.ts';
import type { FormErrors } from '../ui/use-form.ts';

const MAX_NAME_LENGTH = 200;
const MAX_TOKEN_NAME_LENGTH = 100;

export interface ProfileValues {
  fullName: string;
  email: string;
  /** Asked for only when the address changes (the server's rule). */
  currentPassword: string;
}

/** The address as the server stores it: trimmed and lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Whether the form's address differs from the account's (a change needs the current password). */
export const emailChanges = (values: Pick<ProfileValues, 'email'>, currentEmail: string): boolean =>
  normalizeEmail(values.email) !== normalizeEmail(currentEmail);

export const PASSWORD_FOR_EMAIL_MESSAGE = 'Enter your current password to change your email address.';

export function validateProfile(values: ProfileValues, currentEmail: string): FormErrors<keyof ProfileValues> {
  const name = values.fullName.trim();
  return withoutEmpty({
    fullName: !name ? 'Full name is required' : name.length > MAX_NAME_LENGTH ? `Full name must be at most ${MAX_NAME_LENGTH} characters` : undefined,
    email: validateEmail(values.email.trim()),
    currentPassword: emailChanges(values, currentEmail) && !values.currentPassword ? PASSWORD_FOR_EMAIL_MESSAGE : undefined,
  });
}

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function validatePasswordChange(values: PasswordValues): FormErrors<keyof PasswordValues> {
  const { password, confirmation } = validateNewPassword(values.newPassword, values.confirmPassword);
  return withoutEmpty({
    currentPassword: values.currentPassword ? undefined : 'Enter your current password',
    newPassword:
      password ?? (values.newPassword === values.currentPassword ? 'The new password is the same as the current one. Choose a different password.' : undefined),
    confirmPassword: confirmation,
  });
}

export interface TokenValues {
  name: string;
  expiresInDays: string;
}

export function validateToken(values: TokenValues): FormErrors<keyof TokenValues> {
  const name = values.name.trim();
  return withoutEmpty({
    name: !name ? 'Name is required' : name.length > MAX_TOKEN_NAME_LENGTH ? `Name must be at most ${MAX_TOKEN_NAME_LENGTH} characters` : undefined,
    expiresInDays: undefined,
  });
}


const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Why this file cannot be an avatar, or undefined. The server judges the bytes too and may still refuse it. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'Choose a PNG, JPEG, WebP or GIF image.';
  if (file.size === 0) return 'The image file is empty. Choose a PNG, JPEG, WebP or GIF image.';
  if (file.size > AVATAR_MAX_BYTES) return `This image is ${megabytes(file.size)}. Choose one of at most ${AVATAR_MAX_BYTES / (1024 * 1024)} MB.`;
  return undefined;
}

/** Code style numbers (the API's preferences schema). */
export const CODE_STYLE_LIMITS = {
  printWidth: { min: 40, max: 200, label: 'Line width' },
  tabWidth: { min: 1, max: 8, label: 'Indent width' },
} as const;

export function codeStyleNumberProblem(field: keyof typeof CODE_STYLE_LIMITS, text: string): string | undefined {
  const { min, max, label } = CODE_STYLE_LIMITS[field];
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < min || value > max) {
    return `${label} must be a whole number from ${min} to ${max}`;
  }
  return undefined;
}

/** What a person types to confirm deleting their account. */
export const DELETE_ACCOUNT_PHRASE = 'delete my account';

export const matchesDeletePhrase = (typed: string): boolean => typed.trim().toLowerCase() === DELETE_ACCOUNT_PHRASE;
