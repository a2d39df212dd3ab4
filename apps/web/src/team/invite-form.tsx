import type { MemberRole } from '@kitsmith/client';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { validateEmail } from '../auth/validation.ts';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { errorCode, errorMessage } from '../ui/error-message.ts';
import { InputField, SelectField } from '../ui/form-field.tsx';
import { useForm } from '../ui/use-form.ts';
import { roleOptions, rolesHint } from './roles.ts';

interface InviteFormProps {
  projectName: string;
  onInvite: (email: string, role: MemberRole) => Promise<void>;
}

/** Invite by e-mail with a role. A plan without team seats gets the server's message and the way to upgrade. */
export function InviteForm({ projectName, onInvite }: InviteFormProps) {
  const [planLimit, setPlanLimit] = useState<string | null>(null);
  const form = useForm({
    initial: { email: '', role: 'editor' },
    validate: ({ email }) => {
      const problem = validateEmail(email.trim());
      return problem ? { email: problem } : {};
    },
    submit: async ({ email, role }) => {
      setPlanLimit(null);
      await onInvite(email.trim().toLowerCase(), role as MemberRole);
      form.reset({ email: '', role });
    },
    failure: (error) => {
      if (errorCode(error) === 'PLAN_LIMIT') {
        setPlanLimit(errorMessage(error, 'Failed to send the invitation'));
        return null;
      }
      return errorMessage(error, 'Failed to send the invitation');
    },
  });

  return (
    <div className="invite">
      <h3>Invite someone</h3>
      {planLimit ? (
        <div className="notice notice-warning" role="alert">
          <p>{planLimit}</p>
          <Link to="/billing" className="button button-primary">
            See plans and upgrade
          </Link>
        </div>
      ) : null}
      <ErrorBanner message={form.failure} />
      <form className="invite-form" onSubmit={(event) => void form.handleSubmit(event)} noValidate aria-label={`Invite someone to ${projectName}`}>
        <InputField
          label="Email address"
          name="email"
          type="email"
          autoComplete="off"
          placeholder="name@example.com"
          value={form.values.email}
          onChange={form.change}
          error={form.errors.email}
        />
        <SelectField label="Role" name="role" value={form.values.role} onChange={form.change} options={roleOptions} />
        <button type="submit" className="button button-primary" disabled={form.submitting}>
          {form.submitting ? 'Sending...' : 'Send invitation'}
        </button>
      </form>
      <p className="field-hint">{rolesHint}</p>
      <p className="field-hint">They get an e-mail with a link that works once and expires in 7 days.</p>
    </div>
  );
}
