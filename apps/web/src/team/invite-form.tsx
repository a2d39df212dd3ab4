import type { MemberRole } from '@kitsmith/client';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { validateEmail } from '../auth/validation.ts';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { errorCode, errorMessage } from '../ui/error-message.ts';
import { InputField } from '../ui/form-field.tsx';
import { SegmentedControl } from '../ui/segmented-control.tsx';
import { useForm } from '../ui/use-form.ts';
import { roleSegments, rolesHint } from './roles.ts';

interface InviteFormProps {
  projectName: string;
  onInvite: (email: string, role: MemberRole) => Promise<void>;
  /** The team seats the owner's plan gives the project (`limit` null: unlimited) and how many are taken. */
  seats?: { limit: number | null; used: number; plan: string } | undefined;
}

/** What the plan allows, said before anyone is invited; `full` when no seat is left. */
function seatsText(seats: NonNullable<InviteFormProps['seats']>): { text: string; full: boolean } | null {
  const { limit, used, plan } = seats;
  if (limit === null) return null;
  if (limit === 0) return { text: `The ${plan} plan does not include team members. Upgrade to invite people to this project.`, full: true };
  const left = Math.max(0, limit - used);
  const seatsWord = (n: number) => `${n} team seat${n === 1 ? '' : 's'}`;
  if (left === 0) return { text: `The ${plan} plan gives this project ${seatsWord(limit)}, and all are taken (members and pending invitations). Upgrade, or cancel an invitation, to invite someone else.`, full: true };
  return { text: `The ${plan} plan gives this project ${seatsWord(limit)}: ${used} taken, ${left} left.`, full: false };
}

/** Invite by e-mail with a role. What the owner's plan allows shows first; at the limit the form is closed with the way to upgrade. */
export function InviteForm({ projectName, onInvite, seats }: InviteFormProps) {
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

  const allowance = seats ? seatsText(seats) : null;
  const full = allowance?.full === true;
  return (
    <div className="invite">
      <h3>Invite someone</h3>
      {allowance && !full ? <p className="field-hint">{allowance.text}</p> : null}
      {full && !planLimit ? (
        <div className="notice notice-warning" role="note">
          <p>{allowance.text}</p>
          <Link to="/billing" className="button button-primary">
            See plans and upgrade
          </Link>
        </div>
      ) : null}
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
        <fieldset className="invite-fields" disabled={full}>
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
        <SegmentedControl className="field-segmented" label="Role" showLabel fill value={form.values.role as MemberRole} options={roleSegments} onChange={(role) => form.set('role', role)} />
        <button type="submit" className="button button-primary" disabled={form.submitting}>
          {form.submitting ? 'Sending...' : 'Send invitation'}
        </button>
        </fieldset>
      </form>
      <p className="field-hint">{rolesHint}</p>
      <p className="field-hint">They get an e-mail with a link that works once and expires in 7 days.</p>
    </div>
  );
}
