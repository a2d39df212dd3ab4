import '../ui/app-screens.css';
import './billing.css';
import type { BillingPlan, BillingState, BillingUsage, InvoiceList, PaymentMethods } from '@kitsmith/client';
import { exportFormatNames } from '@kitsmith/contract';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../app/api.ts';
import { useSession } from '../session/use-session.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { errorMessage } from '../ui/error-message.ts';
import { formatDate } from '../ui/format-date.ts';
import { Skeleton } from '../ui/skeleton.tsx';
import { useToast } from '../ui/toast.tsx';
import { describeSubscription, formatMoney } from './billing-format.ts';
import { ErrorBanner } from '../ui/error-banner.tsx';

interface Billing {
  state: BillingState;
  usage: BillingUsage;
  plans: BillingPlan[];
  invoices: InvoiceList;
  payment: PaymentMethods;
}

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; billing: Billing };

async function loadBilling(): Promise<Billing> {
  const [state, usage, { plans }, invoices, payment] = await Promise.all([
    api.billing.subscription(),
    api.billing.usage(),
    api.billing.plans(),
    api.billing.invoices(),
    api.billing.paymentMethods(),
  ]);
  return { state, usage, plans, invoices, payment };
}

/** A paid plan this server cannot sell (BILLING=off, or no Creem product for it). */
const NOT_ON_SALE = 'Not on sale on this server right now.';

const price = (plan: BillingPlan) => (plan.interval === 'once' ? `$${plan.price} once` : `$${plan.price}/${plan.interval}`);

/** /billing (issue 7, section 5): the plan and its state, usage against limits, plans to move to, cancel and resume, invoices, cards. */
export function BillingPage() {
  const { refresh } = useSession();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'cancel' } | { kind: 'change'; plan: BillingPlan } | null>(null);
  const chosen = searchParams.get('plan');

  const reload = useCallback(async () => {
    try {
      setLoad({ status: 'loaded', billing: await loadBilling() });
    } catch (error) {
      setLoad({ status: 'error', message: errorMessage(error, 'Failed to load billing') });
    }
  }, []);
  useEffect(() => void reload(), [reload]);

  /** Runs a provider call; a failure shows its message and changes nothing on screen. */
  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(errorMessage(error, 'The payment provider could not complete that'));
      throw error;
    } finally {
      setBusy(null);
    }
  };

  const checkout = (plan: BillingPlan) =>
    run(`plan:${plan.id}`, async () => {
      const { checkout_url } = await api.billing.subscribe(plan.id as Parameters<typeof api.billing.subscribe>[0]);
      window.location.assign(checkout_url);
    }).catch(() => undefined);

  if (load.status === 'loading') return <Skeleton label="Loading billing" lines={6} />;
  if (load.status === 'error') {
    return (
      <ErrorBanner message={load.message} onRetry={() => void reload()} />
    );
  }

  const { state, usage, plans, invoices, payment } = load.billing;
  const chosenPlan = chosen ? plans.find((plan) => plan.id === chosen && plan.id !== state.plan && plan.price > 0) : undefined;
  const subscription = state.subscription;

  return (
    <div className="screen billing-page">
      <header className="screen-header">
        <h1>Billing</h1>
        <p className="muted">
          {state.mode === 'off'
            ? 'Your plan and what it allows.'
            : 'Your plan, what it allows, and your payments. Payments are handled by Creem, our merchant of record.'}
        </p>
      </header>
      {state.mode === 'sandbox' ? (
        <p className="notice" role="note">
          Sandbox mode: this server has no Creem key, so checkout and payments are simulated and no card is charged.
        </p>
      ) : null}
      {state.mode === 'off' ? (
        <p className="notice" role="note">
          Purchases are not available on this server: payments are not set up here, so the plans below cannot be bought. Your plan stays as it is.
        </p>
      ) : null}
      <ErrorBanner message={failure} />

      <section className="section" aria-labelledby="current-plan">
        <h2 id="current-plan">Current plan</h2>
        <p className="billing-plan-name">
          <strong>{state.label}</strong>
          {subscription ? <span className="badge">{subscription.status.replace(/_/g, ' ')}</span> : null}
        </p>
        <p>{describeSubscription(state)}</p>
        <div className="actions">
          {state.actions.cancel ? (
            <button type="button" className="button button-outline" disabled={busy !== null} onClick={() => setConfirm({ kind: 'cancel' })}>
              Cancel subscription
            </button>
          ) : null}
          {state.actions.resume ? (
            <button
              type="button"
              className="button button-primary"
              disabled={busy !== null}
              onClick={() =>
                void run('resume', async () => {
                  const resumed = await api.billing.resume();
                  await reload();
                  toast(resumed.pending_change ?? 'Your subscription continues.');
                }).catch(() => undefined)
              }
            >
              {busy === 'resume' ? 'Resuming...' : 'Resume subscription'}
            </button>
          ) : null}
        </div>
      </section>

      <section className="section" aria-labelledby="usage">
        <h2 id="usage">Usage</h2>
        <div className="billing-meter">
          <span>Projects: {usage.projects.usage_label}</span>
          <div className="sidebar-plan-bar" role="meter" aria-label="Projects used" aria-valuemin={0} aria-valuemax={100} aria-valuenow={usage.projects.percent}>
            <span style={{ width: `${usage.projects.percent}%` }} />
          </div>
        </div>
        <ul className="billing-usage">
          <li>Team members per project: {usage.team_members.per_project_limit ?? 'unlimited'} (your largest team: {usage.team_members.largest_team})</li>
          <li>Exports so far: {usage.exports.count}</li>
          <li>Export formats: {usage.exports.formats === 'all' ? 'all' : usage.exports.formats.map((format) => exportFormatNames[format].name).join(', ')}</li>
          <li>Components you can export: {usage.exports.components === 'all' ? 'all' : `${usage.exports.components.length} basic components`}</li>
        </ul>
      </section>

      {chosenPlan ? (
        <section className="section billing-chosen" aria-labelledby="chosen-plan">
          <h2 id="chosen-plan">You chose {chosenPlan.name}</h2>
          <p>
            {price(chosenPlan)}. {chosenPlan.description}
          </p>
          {chosenPlan.available ? null : <p>{NOT_ON_SALE}</p>}
          <div className="actions">
            {chosenPlan.available ? (
              <button type="button" className="button button-primary" disabled={busy !== null} onClick={() => void checkout(chosenPlan)}>
                {busy === `plan:${chosenPlan.id}` ? 'Opening checkout...' : 'Continue to checkout'}
              </button>
            ) : null}
            <button type="button" className="button button-outline" onClick={() => setSearchParams({}, { replace: true })}>
              {chosenPlan.available ? 'Not now' : 'Back to your plan'}
            </button>
          </div>
        </section>
      ) : null}

      <section className="section billing-plans-section" aria-labelledby="plans">
        <h2 id="plans">Plans</h2>
        <ul className="billing-plans">
          {plans.map((plan) => {
            const current = plan.id === state.plan;
            const canChange = !current && plan.price > 0 && plan.available;
            // A running subscription changes plan in place; otherwise a plan starts with a checkout.
            const changeInPlace = state.actions.change_plan && plan.interval !== 'once' && subscription?.kind === 'recurring';
            return (
              <li key={plan.id} className={current ? 'billing-plan billing-plan-current' : 'billing-plan'} data-plan={plan.id}>
                <h3>{plan.name}</h3>
                <p className="billing-plan-price">
                  {plan.compareAtPrice === null ? null : <s className="muted">${plan.compareAtPrice}</s>} {price(plan)}
                </p>
                <p className="muted">{plan.features.slice(0, 3).join(' · ')}</p>
                {current ? (
                  <p className="badge">Current plan</p>
                ) : canChange && (state.actions.subscribe || changeInPlace) ? (
                  <button
                    type="button"
                    className="button button-outline"
                    disabled={busy !== null}
                    onClick={() => (changeInPlace ? setConfirm({ kind: 'change', plan }) : void checkout(plan))}
                  >
                    {busy === `plan:${plan.id}` ? 'Opening checkout...' : changeInPlace ? `Switch to ${plan.name}` : `Choose ${plan.name}`}
                  </button>
                ) : plan.price > 0 && !plan.available ? (
                  <p className="muted">{NOT_ON_SALE}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      <section className="section" aria-labelledby="payment">
        <h2 id="payment">Payment methods</h2>
        <p>{payment.message}</p>
        {payment.portal_url ? (
          <a className="button button-outline" href={payment.portal_url} target="_blank" rel="noreferrer">
            Manage payment methods<span className="visually-hidden"> (opens Creem’s portal in a new tab)</span>
          </a>
        ) : null}
      </section>

      <section className="section" aria-labelledby="invoices">
        <h2 id="invoices">Invoices</h2>
        {invoices.invoices.length === 0 ? (
          <p className="muted">No payments yet.</p>
        ) : (
          <table className="billing-invoices">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {invoices.invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td>{formatDate(invoice.created_at)}</td>
                  <td>{invoice.description ?? invoice.type}</td>
                  <td>{formatMoney(invoice.amount_paid ?? invoice.amount, invoice.currency)}</td>
                  <td>{invoice.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      {confirm?.kind === 'cancel' ? (
        <ConfirmDialog
          title="Cancel your subscription?"
          confirmLabel="Cancel subscription"
          busyLabel="Canceling..."
          cancelLabel="Keep it"
          danger
          failureFallback="Failed to cancel the subscription"
          onConfirm={async () => {
            const canceled = await api.billing.cancel();
            await reload();
            await refresh();
            toast(canceled.pending_change ?? 'Canceled. You keep your plan until the end of the period.');
          }}
          onClose={() => setConfirm(null)}
        >
          <p>You keep {state.plan_name} until the end of the period you paid for, then move to Free. You can resume until then.</p>
        </ConfirmDialog>
      ) : null}
      {confirm?.kind === 'change' ? (
        <ConfirmDialog
          title={`Switch to ${confirm.plan.name}?`}
          confirmLabel={`Switch to ${confirm.plan.name}`}
          busyLabel="Switching..."
          failureFallback="Failed to change the plan"
          onConfirm={async () => {
            // Creem may accept a change before confirming it (a payment waiting at Creem): say so rather than claim it.
            const changed = await api.billing.changePlan({ plan: confirm.plan.id as Parameters<typeof api.billing.changePlan>[0]['plan'] });
            await reload();
            await refresh();
            toast(changed.pending_change ?? `You are on ${confirm.plan.name} now.`);
          }}
          onClose={() => setConfirm(null)}
        >
          <p>
            {price(confirm.plan)}. The change applies at once; Creem charges or credits the difference for the rest of this period.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
