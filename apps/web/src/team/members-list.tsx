import type { MemberRole } from '@kitsmith/client';
import { useState } from 'react';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { formatDate } from '../ui/format-date.ts';
import { ChoiceMenu } from '../ui/menu.tsx';
import { UserAvatar } from '../ui/user-avatar.tsx';
import { roleLabels, roleOptions } from './roles.ts';
import type { Member } from './team-api.ts';

interface MembersListProps {
  projectName: string;
  members: Member[];
  currentUserId: string;
  /** Resolves once the server agreed; a rejection is shown by the caller. */
  onChangeRole: (member: Member, role: MemberRole) => void;
  onRemove: (member: Member) => Promise<void>;
  /** Where focus goes after a removal (the removed row's button is gone). */
  focusAfterRemoval: () => HTMLElement | null;
}

export const memberName = (member: Pick<Member, 'full_name' | 'email'>): string => member.full_name?.trim() || member.email;

/** The team: the owner first, then members with a role picker and Remove (confirmed); an admin may leave. */
export function MembersList({ projectName, members, currentUserId, onChangeRole, onRemove, focusAfterRemoval }: MembersListProps) {
  const [removing, setRemoving] = useState<Member | null>(null);
  return (
    <>
      <ul className="item-list" aria-label={`Members of ${projectName}`}>
        {members.map((member) => {
          const name = memberName(member);
          const isYou = member.user_id === currentUserId;
          // The owner's role is fixed, and so is your own (you may leave instead).
          const role = member.role === 'owner' ? null : member.role;
          const canLeave = isYou && member.role !== 'owner';
          return (
            <li key={member.user_id} data-member={member.email}>
              <div className="item-main">
                <UserAvatar name={name} src={member.avatar_url} size="sm" />
                <div className="item-text">
                  <p className="item-title">
                    {name}
                    {isYou ? <span className="muted"> (you)</span> : null}
                  </p>
                  <p className="item-meta">
                    {member.full_name ? `${member.email} · ` : ''}
                    {member.role === 'owner' ? 'created the project' : `joined ${formatDate(member.joined_at)}`}
                  </p>
                </div>
              </div>
              <div className="item-actions">
                {role === null || isYou ? (
                  <>
                    <span className="badge">{roleLabels[member.role]}</span>
                    {canLeave ? (
                      <button type="button" className="button button-outline button-small" onClick={() => setRemoving(member)}>
                        Leave<span className="visually-hidden"> {projectName}</span>
                      </button>
                    ) : null}
                  </>
                ) : (
                  <>
                    <ChoiceMenu
                      label={`Role of ${name}`}
                      showLabel={false}
                      value={role}
                      options={roleOptions}
                      onChange={(next) => onChangeRole(member, next)}
                    />
                    <button type="button" className="button button-danger-outline button-small" onClick={() => setRemoving(member)}>
                      Remove<span className="visually-hidden"> {name}</span>
                    </button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {removing && removing.user_id === currentUserId ? (
        <ConfirmDialog
          title={`Leave ${projectName}?`}
          confirmLabel="Leave project"
          busyLabel="Leaving..."
          danger
          failureFallback="Failed to leave the project"
          onConfirm={() => onRemove(removing)}
          onClose={() => setRemoving(null)}
          fallbackFocus={focusAfterRemoval}
        >
          <p>You lose access to it, and to its team, at once. To come back, ask its owner or another admin to invite you again.</p>
        </ConfirmDialog>
      ) : null}
      {removing && removing.user_id !== currentUserId ? (
        <ConfirmDialog
          title={`Remove ${memberName(removing)} from ${projectName}?`}
          confirmLabel="Remove member"
          busyLabel="Removing..."
          danger
          failureFallback="Failed to remove the member"
          onConfirm={() => onRemove(removing)}
          onClose={() => setRemoving(null)}
          fallbackFocus={focusAfterRemoval}
        >
          <p>They lose access to this project at once. You can invite them again later.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
