import { CtaBanner } from './cta-banner.tsx';
import { ExamplesGallery } from './examples-gallery.tsx';
import { FeatureGrid } from './feature-grid.tsx';
import { Hero } from './hero.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { HomePricing } from './home-pricing.tsx';
import './home-page.css';

/** / (spec section 2): hero, six-feature grid, How It Works, the Stunning Examples gallery, pricing and the call-to-action. */
export function HomePage() {
  return (
    <main className="home-page">
      <Hero />
      <div className="home-sections">
        <FeatureGrid />
        <HowItWorks />
        <ExamplesGallery />
        <HomePricing />
        <CtaBanner />
      </div>
    </main>
  );
}
