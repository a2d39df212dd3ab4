export interface Example {
  templateId: string;
  name: string;
  tag: string;
  description: string;
}

/** The three example cards of spec section 2, each one of core's built-in templates. */
export const galleryExamples: readonly Example[] = [
  {
    templateId: 'modern-glassmorphism',
    name: 'Modern Glassmorphism',
    tag: 'Popular',
    description: 'Frosted glass surfaces, soft shadows and a vivid violet accent.',
  },
  {
    templateId: 'bold-creative',
    name: 'Bold & Creative',
    tag: 'Trending',
    description: 'Strong colour, confident type and playful motion.',
  },
  {
    templateId: 'corporate-professional',
    name: 'Corporate Professional',
    tag: 'Classic',
    description: 'A calm, trustworthy look with crisp edges and a deep blue.',
  },
];
