import { userDisplayName, type User } from '@kitsmith/core';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { Icon, type IconName } from '../ui/icons.tsx';
import { UserAvatar } from '../ui/user-avatar.tsx';
import { PlanCard, projectLimitReached } from './plan-card.tsx';

const NAV: { to: string; label: string; icon: IconName }[] = [
  { to: '/dashboard', label: 'Dashboard', icon: 'grid' },
  { to: '/dashboard', label: 'Projects', icon: 'folder' },
  { to: '/team', label: 'Team', icon: 'users' },
  { to: '/billing', label: 'Billing', icon: 'card' },
  { to: '/settings', label: 'Settings', icon: 'settings' },
];

/** Spec section 2's sidebar: the avatar (the initial without one), New Project, the navigation and the plan card. */
export function Sidebar({ user, id, open }: { user: User; id: string; open: boolean }) {
  const navigate = useNavigate();
  const name = userDisplayName(user);
  // At the plan's limit New Project is closed; the plan card below says why and offers the upgrade.
  const atLimit = projectLimitReached(user.subscription, user.usageStats.projectCount);
  return (
    <aside id={id} className={open ? 'sidebar sidebar-open' : 'sidebar'} aria-label="Sidebar">
      <div className="sidebar-user">
        <UserAvatar name={name} src={user.photoURL} />
        <span className="sidebar-user-text">
          <span className="sidebar-user-name">{name}</span>
          <span className="muted sidebar-user-email">{user.email}</span>
        </span>
      </div>
      <button
        type="button"
        className="button button-primary sidebar-new"
        disabled={atLimit !== null}
        title={atLimit ? `Your ${atLimit.label} holds ${atLimit.limit} projects: upgrade or delete one to make another` : undefined}
        onClick={() => navigate('/dashboard', { state: { newProject: true } })}
      >
        <Icon name="plus" /> New Project
      </button>
      <nav aria-label="Main" className="sidebar-nav">
        {NAV.map((item) =>
          // Dashboard and Projects share /dashboard (spec): only Dashboard shows as the current page.
          item.label === 'Projects' ? (
            <Link key={item.label} to={item.to}>
              <Icon name={item.icon} /> {item.label}
            </Link>
          ) : (
            <NavLink key={item.label} to={item.to} end>
              <Icon name={item.icon} /> {item.label}
            </NavLink>
          ),
        )}
      </nav>
      <PlanCard plan={user.subscription} projectsUsed={user.usageStats.projectCount} />
    </aside>
  );
}
