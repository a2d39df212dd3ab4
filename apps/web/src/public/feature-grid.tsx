import { useId } from 'react';

interface Feature {
  /** Its icon in home-page.css. */
  icon: 'components' | 'editor' | 'team' | 'code' | 'generate' | 'versions';
  title: string;
  description: string;
}

/** The six capabilities of spec section 1. */
export const homeFeatures: readonly Feature[] = [
  {
    icon: 'components',
    title: 'Components & Templates',
    description: 'Choose from 50+ customizable components, or from ready-made templates.',
  },
  {
    icon: 'editor',
    title: 'Visual Editor',
    description: 'Customize colours, typography and spacing in a visual editor with a live preview.',
  },
  {
    icon: 'team',
    title: 'Team Collaboration',
    description: 'Invite team members and give each one a role with its own permissions.',
  },
  {
    icon: 'code',
    title: 'Export to Code',
    description: 'Export as CSS, React components, a Tailwind config, Vue, TypeScript definitions or a full package.',
  },
  {
    icon: 'generate',
    title: 'Generation',
    description:
      'Generate design systems from your brand colours, a logo or your preferences, every candidate checked for contrast in light and dark. Describe your brand in words when an AI model is connected.',
  },
  {
    icon: 'versions',
    title: 'Versions & Sharing',
    description: 'Keep a version history, and share projects publicly or privately.',
  },
];

/** The home page's six-feature grid (spec section 2). */
export function FeatureGrid() {
  const titleId = useId();
  return (
    <section className="home-section feature-grid" aria-labelledby={titleId}>
      <div className="section-heading">
        <p className="section-eyebrow">Features</p>
        <h2 id={titleId}>Everything you need to build a design system</h2>
      </div>
      <ul className="feature-grid-list">
        {homeFeatures.map((feature) => (
          <li key={feature.title} className="feature-grid-item" data-icon={feature.icon}>
            <h3>{feature.title}</h3>
            <p>{feature.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
