import { planCatalogue, popularPlanBadge, type Plan } from '@kitsmith/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';

const intervalLabel: Record<Plan['interval'], string> = { month: 'per month', year: 'per year' };
const intervalShort: Record<Plan['interval'], string> = { month: '/month', year: '/year' };

/**
 * The pricing section (spec sections 2 and 9): one card per plan, the popular one badged.
 * Plans come from core's catalogue until billing serves `GET /v1/billing/plans`.
 */
export function PricingSection({ title = 'Choose your plan', plans = planCatalogue }: { title?: string; plans?: readonly Plan[] }) {
  const titleId = useId();
  return (
    <section className="pricing-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <ul className="plan-grid">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </ul>
    </section>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const free = plan.price === 0;
  return (
    <li className={plan.popular ? 'card plan-card plan-card-popular' : 'card plan-card'} data-plan={plan.id}>
      <h3>{plan.name}</h3>
      {plan.popular && <p className="plan-badge">{popularPlanBadge}</p>}
      <p className="plan-price">
        <span className="plan-amount">${plan.price}</span>
        <span aria-hidden="true" className="muted">
          {intervalShort[plan.interval]}
        </span>
        <span className="visually-hidden"> {intervalLabel[plan.interval]}</span>
      </p>
      <p className="muted">{plan.description}</p>
      <ul className="plan-features" aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {/* Paid plans start with an account too until checkout lands with billing. */}
      <Link to="/register" className={`button button-block ${plan.popular ? 'button-primary' : 'button-outline'}`}>
        {free ? 'Get Started Free' : `Choose ${plan.name}`}
      </Link>
    </li>
  );
}
