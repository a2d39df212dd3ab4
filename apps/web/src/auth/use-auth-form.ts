import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrors } from './validation.ts';

/**
 * Form state for the auth forms (spec sections 4 and 5): validation runs on
 * submit, then again on every change; while `submit` runs the form is
 * submitting; a failure shows `failureMessage` in the banner, cleared by the
 * next attempt.
 */
export function useAuthForm<Values extends Record<string, string>>(options: {
  initial: Values;
  validate: (values: Values) => FieldErrors<Extract<keyof Values, string>>;
  submit: (values: Values) => Promise<void>;
  failureMessage: string;
}) {
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<FieldErrors<Extract<keyof Values, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    if (submitted) setErrors(options.validate(next));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const found = options.validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await options.submit(values);
    } catch (error) {
      console.error(options.failureMessage, error);
      setFailure(options.failureMessage);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, submitting, failure, setFailure, change, handleSubmit };
}
