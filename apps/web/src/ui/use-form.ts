import { useState, type ChangeEvent, type FormEvent } from 'react';

export type FormErrors<Field extends string> = Partial<Record<Field, string>>;

/** Where a refused submit's message goes: the banner, or beside the field it is about. */
export type FormFailure<Field extends string> = string | { field: Field; message: string };

export interface UseFormOptions<Values extends Record<string, string>> {
  initial: Values;
  validate: (values: Values) => FormErrors<Extract<keyof Values, string>>;
  submit: (values: Values) => Promise<void>;
  /** Where a refusal shows; null when the caller shows it itself. */
  failure: (error: unknown) => FormFailure<Extract<keyof Values, string>> | null;
}

/**
 * Form state for every form (the auth pages of spec sections 4 and 5, the
 * signed-in screens): validation on submit, then on every change; submitting
 * while `submit` runs; a refusal shown in the banner or beside its field,
 * cleared by the next attempt. `setFailure` shows a banner from elsewhere
 * (the demo button, the social sign-in buttons).
 */
export function useForm<Values extends Record<string, string>>(options: UseFormOptions<Values>) {
  type Field = Extract<keyof Values, string>;
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  /** Sets one field: what a control without a change event of its own (a segmented control, a menu) calls. */
  const set = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(options.validate(next));
  };

  const change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(event.target.name as Field, event.target.value);

  /** Back to `next` (or the initial values), as if never submitted. */
  const reset = (next: Values = options.initial) => {
    setValues(next);
    setErrors({});
    setSubmitted(false);
    setFailure(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    setFailure(null);
    const found = options.validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await options.submit(values);
    } catch (error) {
      console.error('Form submit failed', error);
      const refusal = options.failure(error);
      if (refusal === null) return;
      if (typeof refusal === 'string') setFailure(refusal);
      else setErrors({ [refusal.field]: refusal.message } as FormErrors<Field>);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, submitting, failure, setFailure, set, change, reset, handleSubmit };
}
