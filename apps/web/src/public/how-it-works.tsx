import { useId } from 'react';

const steps = [
  {
    title: 'Choose Components',
    description: 'Pick from 50+ customizable components, or start from a template.',
  },
  {
    title: 'Customize Design',
    description: 'Tune colours, typography and spacing and watch the live preview follow.',
  },
  {
    title: 'Export & Implement',
    description: 'Export CSS, React, Vue, Tailwind or TypeScript and drop it into your project.',
  },
] as const;

/** The three steps of spec section 2. */
export function HowItWorks() {
  const titleId = useId();
  return (
    <section className="home-section how-it-works" aria-labelledby={titleId}>
      <div className="section-heading">
        <p className="section-eyebrow">Three steps</p>
        <h2 id={titleId}>How It Works</h2>
      </div>
      <ol className="how-it-works-steps">
        {steps.map((step, index) => (
          <li key={step.title} className="how-it-works-step">
            <span className="how-it-works-number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
