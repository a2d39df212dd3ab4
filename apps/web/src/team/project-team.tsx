import type { MemberRole, ProjectSummary } from '@kitsmith/client';
import { useEffect, useRef, useState } from 'react';
import { api } from '../app/api.ts';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { errorMessage } from '../ui/error-message.ts';
import { Skeleton } from '../ui/skeleton.tsx';
import { useToast } from '../ui/toast.tsx';
import { InviteForm } from './invite-form.tsx';
import { memberName, MembersList } from './members-list.tsx';
import { PendingInvitations } from './pending-invitations.tsx';
import { withArticle } from './roles.ts';
import { invite, revokeInvitation, type Invitation, type Member } from './team-api.ts';

type TeamState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; members: Member[]; invitations: Invitation[]; seats: SeatPlan | undefined };

/** The seats the owner's plan gives the project, as the server said; how many are used is counted here as the team changes. */
type SeatPlan = { limit: number | null; plan: string };

/** One project's team, for its owner or an admin: members, invite, pending invitations. */
interface ProjectTeamProps {
  project: ProjectSummary;
  currentUserId: string;
  /** The user (an admin) left the project: it is no longer theirs to manage. */
  onLeft: () => void;
}

export function ProjectTeam({ project, currentUserId, onLeft }: ProjectTeamProps) {
  const toast = useToast();
  const membersHeading = useRef<HTMLHeadingElement>(null);
  const invitationsHeading = useRef<HTMLHeadingElement>(null);
  const [team, setTeam] = useState<TeamState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setTeam({ status: 'loading' });
    api.projects
      .team(project.id)
      .then(({ members, invitations = [], seats }) =>
        current && setTeam({ status: 'loaded', members, invitations, seats: seats && { limit: seats.limit, plan: seats.plan } }),
      )
      .catch((error: unknown) => {
        console.error('Failed to load the team', error);
        if (current) setTeam({ status: 'error', message: errorMessage(error, 'Failed to load the team') });
      });
    return () => {
      current = false;
    };
  }, [project.id, attempt]);

  const update = (change: (loaded: Extract<TeamState, { status: 'loaded' }>) => Partial<Extract<TeamState, { status: 'loaded' }>>) =>
    setTeam((current) => (current.status === 'loaded' ? { ...current, ...change(current) } : current));

  const withInvitation = (invitation: Invitation) =>
    update(({ invitations }) => ({ invitations: [invitation, ...invitations.filter((each) => each.email !== invitation.email)] }));

  /** Optimistic: the picker shows the new role at once and goes back (with a message) if the server refuses. */
  const changeRole = (member: Member, role: MemberRole) => {
    const setRole = (next: Member['role']) =>
      update(({ members }) => ({ members: members.map((each) => (each.user_id === member.user_id ? { ...each, role: next } : each)) }));
    setFailure(null);
    setRole(role);
    api.projects
      .updateMemberRole(project.id, member.user_id, role)
      .then(() => toast(`${memberName(member)} is now ${withArticle(role)}.`))
      .catch((error: unknown) => {
        console.error('Failed to change the role', error);
        setRole(member.role);
        setFailure(`${errorMessage(error, 'Failed to change the role')} ${memberName(member)} is still ${withArticle(member.role)}.`);
      });
  };

  const removeMember = async (member: Member) => {
    await api.projects.removeMember(project.id, member.user_id);
    if (member.user_id === currentUserId) {
      toast(`You left ${project.name}.`);
      onLeft();
      return;
    }
    update(({ members }) => ({ members: members.filter((each) => each.user_id !== member.user_id) }));
    toast(`${memberName(member)} was removed from ${project.name}.`);
  };

  const sendInvitation = async (email: string, role: MemberRole) => {
    setFailure(null);
    withInvitation(await invite(project.id, email, role));
    toast(`Invitation sent to ${email}.`);
  };

  const resend = async (invitation: Invitation) => {
    setFailure(null);
    try {
      withInvitation(await invite(project.id, invitation.email, invitation.role));
      toast(`Invitation sent again to ${invitation.email}. The earlier link no longer works.`);
    } catch (error) {
      console.error('Failed to resend the invitation', error);
      setFailure(errorMessage(error, 'Failed to resend the invitation'));
    }
  };

  const cancel = async (invitation: Invitation) => {
    await revokeInvitation(project.id, invitation.id);
    update(({ invitations }) => ({ invitations: invitations.filter((each) => each.id !== invitation.id) }));
    toast(`Invitation to ${invitation.email} cancelled.`);
  };

  if (team.status === 'loading') return <Skeleton label={`Loading the team of ${project.name}`} lines={3} />;
  if (team.status === 'error') {
    return (
      <ErrorBanner message={team.message} onRetry={() => setAttempt((n) => n + 1)} />
    );
  }
  const onlyOwner = team.members.length <= 1;
  return (
    <div className="project-team">
      <ErrorBanner message={failure} />
      <div className="team-block">
        <h3 ref={membersHeading} tabIndex={-1}>
          Members <span className="muted">({team.members.length})</span>
        </h3>
        <MembersList
          projectName={project.name}
          members={team.members}
          currentUserId={currentUserId}
          onChangeRole={changeRole}
          onRemove={removeMember}
          focusAfterRemoval={() => membersHeading.current}
        />
        {onlyOwner ? <p className="field-hint">Nobody else is on this team yet. Invite someone below to work on it together.</p> : null}
      </div>
      <div className="team-block">
        <InviteForm
          projectName={project.name}
          onInvite={sendInvitation}
          // A seat is a member other than the owner, or a pending invitation.
          seats={team.seats && { ...team.seats, used: team.members.filter((member) => member.role !== 'owner').length + team.invitations.length }}
        />
      </div>
      <div className="team-block">
        <h3 ref={invitationsHeading} tabIndex={-1}>
          Pending invitations <span className="muted">({team.invitations.length})</span>
        </h3>
        <PendingInvitations
          invitations={team.invitations}
          onResend={resend}
          onCancel={cancel}
          focusAfterCancel={() => invitationsHeading.current}
        />
      </div>
    </div>
  );
}
