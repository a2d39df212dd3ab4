import { findComponent } from '../catalogue/catalogue.ts';
import type { MoodPreset } from './moods.ts';

/** What every candidate previews: navigation, buttons, a card, a form field and an alert. */
export const STARTER_COMPONENTS: readonly string[] = ['navbar', 'button', 'card', 'form-field', 'alert'];

/** The starter set plus the mood's own, as design components with the catalogue's default props. */
export function starterComponents(mood: MoodPreset): { id: string; componentId: string; props: Record<string, never> }[] {
  const ids = [...new Set([...STARTER_COMPONENTS, ...mood.extraComponents])];
  return ids.map((componentId) => {
    if (!findComponent(componentId)) throw new Error(`starter component ${componentId} is not in the catalogue`);
    return { id: `${componentId}-1`, componentId, props: {} };
  });
}
