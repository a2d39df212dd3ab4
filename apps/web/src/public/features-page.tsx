import { CtaBanner } from './cta-banner.tsx';
import './marketing.css';

interface FeatureBlock {
  id: string;
  title: string;
  description: string;
  points: readonly string[];
}

/** The four blocks of spec section 2, with what the product does (section 1). */
const featureBlocks: readonly FeatureBlock[] = [
  {
    id: 'design-system-management',
    title: 'Design System Management',
    description: 'Keep every design system in one place, built from parts that are ready to use.',
    points: ['Choose from 50+ customizable components', 'Start from templates instead of a blank page', 'Organise your work in projects'],
  },
  {
    id: 'visual-customization',
    title: 'Visual Customization',
    description: 'Tune the look of your system in a visual editor and see every change in a live preview.',
    points: ['Edit colours with a live preview', 'Adjust typography', 'Set spacing'],
  },
  {
    id: 'code-generation',
    title: 'Code Generation',
    description: 'Export production code from the same tokens you designed with.',
    points: [
      'CSS variables',
      'React and Vue components',
      'A Tailwind config',
      'TypeScript definitions',
      'W3C design tokens',
      'A full npm package',
    ],
  },
  {
    id: 'collaboration-and-sharing',
    title: 'Collaboration & Sharing',
    description: 'Show your work and build it together.',
    points: ['Share projects with a public link', 'Invite team members', 'Give each member a role'],
  },
];

/** /features (spec section 2): header, four feature blocks and the call-to-action. */
export function FeaturesPage() {
  return (
    <main className="marketing-page">
      <header className="page-header">
        <h1>Powerful Features for Modern Design Systems</h1>
        <p className="subtitle">Everything you need to build, customize, export and share a design system.</p>
      </header>
      <div className="feature-blocks">
        {featureBlocks.map((block) => (
          <section key={block.id} className="card feature-block" aria-labelledby={block.id} data-testid="feature-block">
            <h2 id={block.id}>{block.title}</h2>
            <p>{block.description}</p>
            <ul className="ticked">
              {block.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <CtaBanner />
    </main>
  );
}
