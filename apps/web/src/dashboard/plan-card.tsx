import { findPlan, planUsageLabel, planUsagePercent, projectLimitFor } from '@kitsmith/contract';
import type { SubscriptionPlan } from '@kitsmith/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../app/api.ts';

/** Whether this server sells plans (with BILLING=off it sells none), asked once per page load. */
let purchasesAnswer: Promise<boolean> | undefined;
type Purchases = 'unknown' | 'available' | 'unavailable';
function usePurchases(): Purchases {
  const [purchases, setPurchases] = useState<Purchases>('unknown');
  useEffect(() => {
    let live = true;
    // Unreadable plans leave the link to /billing in place: that page says what is wrong.
    purchasesAnswer ??= api.billing.plans().then((answer) => answer.purchases_available, () => true);
    void purchasesAnswer.then((available) => {
      if (live) setPurchases(available ? 'available' : 'unavailable');
    });
    return () => {
      live = false;
    };
  }, []);
  return purchases;
}

/** The plan's project limit when the user has reached it (New Project is then closed, saying why), else null. */
export function projectLimitReached(plan: SubscriptionPlan, projectsUsed: number): { limit: number; label: string } | null {
  const limit = projectLimitFor(plan);
  return limit !== null && projectsUsed >= limit ? { limit, label: findPlan(plan).label } : null;
}

/** The sidebar plan card (spec section 9): the plan's label, and a bar of projects used of the plan's limit. */
export function PlanCard({ plan, projectsUsed }: { plan: SubscriptionPlan; projectsUsed: number }) {
  const label = findPlan(plan).label;
  const usage = planUsageLabel(plan, projectsUsed);
  const percent = planUsagePercent(plan, projectsUsed);
  const limit = projectLimitFor(plan);
  const atLimit = limit !== null && projectsUsed >= limit;
  // Upgrade is offered only where a plan can be bought.
  const purchases = usePurchases();
  return (
    <section className="sidebar-plan" aria-labelledby="sidebar-plan-label" data-purchases={purchases}>
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
      {limit === null || purchases !== 'available' ? null : (
        <Link to="/billing" className={atLimit ? 'button button-primary' : 'sidebar-plan-upgrade'}>
          {atLimit ? 'Upgrade for more projects' : 'Upgrade'}
        </Link>
      )}
    </section>
  );
}
