import { lazy, Suspense, useId } from 'react';
import { useNearViewport } from '../ui/use-near-viewport.ts';
import { PlanGridPlaceholder } from './plan-grid-placeholder.tsx';

const PricingSection = lazy(() => import('./pricing-section.tsx').then((m) => ({ default: m.PricingSection })));

const TITLE = 'Choose your plan';

/** The section as it stands until its code and the plans have loaded: its heading, and the grid's placeholders. */
function Waiting({ titleId }: { titleId: string }) {
  return (
    <section className="pricing-section" aria-labelledby={titleId} aria-busy="true">
      <h2 id={titleId}>{TITLE}</h2>
      <PlanGridPlaceholder />
    </section>
  );
}

/**
 * The home page's pricing section, far below the fold: its heading shows at once, while its code and the plans
 * request wait until the visitor scrolls within a screen of it (a screen reader's virtual cursor scrolls too).
 * /pricing, where the plans are the page, renders the section straight away.
 */
export function HomePricing() {
  const titleId = useId();
  const { ref, near } = useNearViewport<HTMLDivElement>('100% 0px');
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={<Waiting titleId={titleId} />}>
          <PricingSection title={TITLE} />
        </Suspense>
      ) : (
        <Waiting titleId={titleId} />
      )}
    </div>
  );
}
