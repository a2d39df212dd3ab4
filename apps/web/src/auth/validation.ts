// Client-side rules of the auth forms, with the exact messages of spec section 5.

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** A basic address with a domain suffix of at least 2 letters, case-insensitive. */
const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
export const MIN_PASSWORD_LENGTH = 8;

export function validateEmail(email: string): string | undefined {
  if (!email) return 'Email is required';
  if (!EMAIL_PATTERN.test(email)) return 'Invalid email address';
  return undefined;
}

function withoutEmpty<Field extends string>(errors: Record<Field, string | undefined>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<Field>;
}

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
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

export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  let password: string | undefined;
  if (!values.password) password = 'Password is required';
  else if (values.password.length < MIN_PASSWORD_LENGTH) password = 'Password must be at least 8 characters';
  let confirmPassword: string | undefined;
  if (!values.confirmPassword) confirmPassword = 'Please confirm your password';
  else if (values.confirmPassword !== values.password) confirmPassword = 'Passwords do not match';
  return withoutEmpty({
    fullName: values.fullName ? undefined : 'Full name is required',
    email: validateEmail(values.email),
    password,
    confirmPassword,
  });
}

export interface ForgotPasswordValues {
  email: string;
}

export function validateForgotPassword(values: ForgotPasswordValues): FieldErrors<keyof ForgotPasswordValues> {
  return withoutEmpty({ email: validateEmail(values.email) });
}
