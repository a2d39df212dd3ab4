import '../ui/app-screens.css';
import './billing.css';
import type { CheckoutReturn } from '@kitsmith/client';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { api } from '../app/api.ts';
import { useSession } from '../session/use-session.ts';
import { errorMessage } from '../ui/error-message.ts';
import { Spinner } from '../ui/spinner.tsx';

/** How often, and how long, to ask again while Creem's webhook is on its way. */
export const ACTIVATION_POLL_MS = 1500;
export const ACTIVATION_WAIT_MS = 60_000;

type Activation = { status: 'checking' } | { status: 'processing' } | { status: 'active'; result: CheckoutReturn } | { status: 'slow' } | { status: 'failed'; message: string };

/** /billing/return: where Creem sends the buyer. The API verifies the link's signature; the plan is on once Creem's webhook lands. */
export function CheckoutReturnPage() {
  const { search } = useLocation();
  const { refresh } = useSession();
  const [activation, setActivation] = useState<Activation>({ status: 'checking' });

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const check = async () => {
      try {
        const result = await api.billing.checkoutReturn(search);
        if (!current) return;
        if (result.activation === 'active') {
          setActivation({ status: 'active', result });
          void refresh().catch(() => undefined);
        } else if (Date.now() - started > ACTIVATION_WAIT_MS) {
          setActivation({ status: 'slow' });
        } else {
          setActivation({ status: 'processing' });
          timer = setTimeout(() => void check(), ACTIVATION_POLL_MS);
        }
      } catch (error) {
        if (current) setActivation({ status: 'failed', message: errorMessage(error, 'Failed to confirm the payment') });
      }
    };
    void check();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search, refresh]);

  return (
    <div className="screen billing-return">
      {activation.status === 'checking' || activation.status === 'processing' ? (
        <div role="status">
          <h1>Activating your plan...</h1>
          <p>
            <Spinner label="Waiting for the payment confirmation" /> {activation.status === 'processing' ? 'Payment received; waiting for Creem to confirm it.' : 'Checking the payment.'}
          </p>
        </div>
      ) : null}
      {activation.status === 'active' ? (
        <div className="success-panel" role="status">
          <h1>Your {activation.result.subscription.plan_name} plan is active</h1>
          <p>Thank you. Everything the plan includes is open to you now.</p>
          <p className="actions">
            <Link to="/dashboard" className="button button-primary">
              Go to your projects
            </Link>
            <Link to="/billing" className="button button-outline">
              See billing
            </Link>
          </p>
        </div>
      ) : null}
      {activation.status === 'slow' ? (
        <div role="status">
          <h1>Payment received</h1>
          <p>Creem has not confirmed it yet. Your plan switches on as soon as it does; you can keep working meanwhile.</p>
          <Link to="/billing">See billing</Link>
        </div>
      ) : null}
      {activation.status === 'failed' ? (
        <div>
          <h1>We could not confirm this payment</h1>
          <div className="error-banner" role="alert">
            {activation.message}
          </div>
          <p>
            If you paid, your plan switches on when Creem confirms it. <Link to="/billing">See billing</Link>
          </p>
        </div>
      ) : null}
    </div>
  );
}
