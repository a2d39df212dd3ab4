import { billingApi, type BillingPlan } from '@kitsmith/client';
import { popularPlanBadge } from '@kitsmith/contract';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { transport } from '../app/transport.ts';
import { useSession } from '../session/use-session.ts';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { PlanGridPlaceholder } from './plan-grid-placeholder.tsx';
import './marketing.css';

const intervalLabel: Record<BillingPlan['interval'], string> = { month: 'per month', year: 'per year', once: 'one payment' };
const intervalShort: Record<BillingPlan['interval'], string> = { month: '/month', year: '/year', once: ' once' };

type Plans = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; plans: BillingPlan[] };

/** The billing calls, of which this section reads only the plan catalogue (the rest of the client stays with the screens). */
const billing = billingApi(transport);

/**
 * The pricing section (spec sections 2 and 9): one card per plan of
 * `GET /v1/billing/plans`, the popular one badged, a former price crossed out.
 */
export function PricingSection({ title = 'Choose your plan' }: { title?: string }) {
  const titleId = useId();
  const [plans, setPlans] = useState<Plans>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    billing.plans().then(
      ({ plans: list }) => current && setPlans({ status: 'loaded', plans: list }),
      (error: unknown) => {
        console.error('Failed to load plans', error);
        if (current) setPlans({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  return (
    <section className="pricing-section" aria-labelledby={titleId} aria-busy={plans.status === 'loading'}>
      <h2 id={titleId}>{title}</h2>
      {plans.status === 'error' ? (
        <ErrorBanner message="The plans could not be loaded." onRetry={() => setAttempt((n) => n + 1)} />
      ) : plans.status === 'loaded' ? (
        <ul className="plan-grid">
          {plans.plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
      ) : (
        <PlanGridPlaceholder />
      )}
    </section>
  );
}

function PlanCard({ plan }: { plan: BillingPlan }) {
  const { status } = useSession();
  const free = plan.price === 0;
  // Signed in, a paid plan goes to checkout on the billing screen; otherwise everyone starts with an account.
  const target = !free && status === 'signed-in' ? `/billing?plan=${plan.id}` : '/register';
  return (
    <li className={plan.popular ? 'card plan-card plan-card-popular' : 'card plan-card'} data-plan={plan.id}>
      <div className="plan-card-header">
        <h3>{plan.name}</h3>
        {plan.popular && <p className="plan-badge">{popularPlanBadge}</p>}
      </div>
      <p className="plan-price">
        {plan.compareAtPrice === null ? null : (
          <>
            <s className="muted plan-former-price" aria-hidden="true">
              ${plan.compareAtPrice}
            </s>
            <span className="visually-hidden">Was ${plan.compareAtPrice}, now </span>{' '}
          </>
        )}
        <span className="plan-amount">${plan.price}</span>
        <span aria-hidden="true" className="muted">
          {intervalShort[plan.interval]}
        </span>
        <span className="visually-hidden"> {intervalLabel[plan.interval]}</span>
      </p>
      <p className="muted">{plan.description}</p>
      <ul className="plan-features ticked" aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {plan.available || free ? (
        <Link to={target} className={`button button-block ${plan.popular ? 'button-primary' : 'button-outline'}`}>
          {free ? 'Get Started Free' : `Choose ${plan.name}`}
        </Link>
      ) : (
        <p className="muted">Not on sale right now.</p>
      )}
    </li>
  );
}
