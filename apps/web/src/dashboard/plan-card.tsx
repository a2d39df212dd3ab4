import { findPlan, planUsageLabel, planUsagePercent, projectLimitFor } from '@kitsmith/contract';
import type { SubscriptionPlan } from '@kitsmith/core';
import { Link } from 'react-router-dom';

/** The sidebar plan card (spec section 9): the plan's label, and a bar of projects used of the plan's limit. */
export function PlanCard({ plan, projectsUsed }: { plan: SubscriptionPlan; projectsUsed: number }) {
  const label = findPlan(plan).label;
  const usage = planUsageLabel(plan, projectsUsed);
  const percent = planUsagePercent(plan, projectsUsed);
  const limit = projectLimitFor(plan);
  const atLimit = limit !== null && projectsUsed >= limit;
  return (
    <section className="sidebar-plan" aria-labelledby="sidebar-plan-label">
      <p id="sidebar-plan-label" className="sidebar-plan-label">
        {label}
      </p>
      <div
        className="sidebar-plan-bar"
        role="meter"
        aria-labelledby="sidebar-plan-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Projects: ${usage}`}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="sidebar-plan-usage">Projects: {usage}</p>
      {limit === null ? null : (
        <Link to="/billing" className={atLimit ? 'button button-primary' : 'sidebar-plan-upgrade'}>
          {atLimit ? 'Upgrade for more projects' : 'Upgrade'}
        </Link>
      )}
    </section>
  );
}
