// Client-side rules of the auth forms, with the exact messages of spec section 5.
import type { FormErrors } from '../ui/use-form.ts';

/** A basic address with a domain suffix of at least 2 letters, case-insensitive. */
const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
export const MIN_PASSWORD_LENGTH = 8;

export function validateEmail(email: string): string | undefined {
  if (!email) return 'Email is required';
  if (!EMAIL_PATTERN.test(email)) return 'Invalid email address';
  return undefined;
}

/** The messages of the fields that have one. */
export function withoutEmpty<Field extends string>(errors: Record<Field, string | undefined>): FormErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FormErrors<Field>;
}

/** A new password and its confirmation (register, reset, change): the same rules and messages everywhere. */
export function validateNewPassword(password: string, confirmation: string): { password: string | undefined; confirmation: string | undefined } {
  return {
    password: !password ? 'Password is required' : password.length < MIN_PASSWORD_LENGTH ? `Password must be at least ${MIN_PASSWORD_LENGTH} characters` : undefined,
    confirmation: !confirmation ? 'Please confirm your password' : confirmation !== password ? 'Passwords do not match' : undefined,
  };
}

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin(values: LoginValues): FormErrors<keyof LoginValues> {
  return withoutEmpty({
    email: validateEmail(values.email),
    password: values.password ? undefined : 'Password is required',
  });
}

export interface RegisterValues {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export function validateRegister(values: RegisterValues): FormErrors<keyof RegisterValues> {
  const { password, confirmation } = validateNewPassword(values.password, values.confirmPassword);
  return withoutEmpty({
    fullName: values.fullName ? undefined : 'Full name is required',
    email: validateEmail(values.email),
    password,
    confirmPassword: confirmation,
  });
}

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

export function validateResetPassword(values: ResetPasswordValues): FormErrors<keyof ResetPasswordValues> {
  const { password, confirmation } = validateNewPassword(values.password, values.confirmPassword);
  return withoutEmpty({ password, confirmPassword: confirmation });
}

export interface ForgotPasswordValues {
  email: string;
}

export function validateForgotPassword(values: ForgotPasswordValues): FormErrors<keyof ForgotPasswordValues> {
  return withoutEmpty({ email: validateEmail(values.email) });
}
