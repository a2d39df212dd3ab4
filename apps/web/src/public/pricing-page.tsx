import { CtaBanner } from './cta-banner.tsx';
import { Faq } from './faq.tsx';
import { PricingSection } from './pricing-section.tsx';

/** /pricing (spec section 2): header, the pricing section, the FAQ and the call-to-action. */
export function PricingPage() {
  return (
    <main className="marketing-page">
      <header className="page-header">
        <h1>Simple, Transparent Pricing</h1>
        <p className="subtitle">Start free and upgrade when you need more. No credit card required · Cancel anytime</p>
      </header>
      <PricingSection />
      <Faq />
      <CtaBanner />
    </main>
  );
}
