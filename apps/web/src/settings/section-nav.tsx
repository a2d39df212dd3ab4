import { useCurrentSection } from './use-current-section.ts';

export interface SettingsSection {
  id: string;
  label: string;
}

/**
 * Links to the page's sections: a column beside them on a wide screen, the section being read marked (as
 * `aria-current="location"`); a row of pills above them on a narrow one.
 */
export function SectionNav({ sections }: { sections: readonly SettingsSection[] }) {
  const current = useCurrentSection(sections.map((section) => section.id));
  return (
    <nav className="section-nav" aria-label="Settings sections">
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} aria-current={current === section.id ? 'location' : undefined}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
