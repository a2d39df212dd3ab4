import { componentCatalogue, type ComponentCategory, type ComponentDefinition } from '@kitsmith/core';
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { EditorIcon } from '../editor-icons.tsx';
import { addComponent } from '../state/actions/index.ts';
import { useEditor, useEditorStore } from '../state/use-editor.tsx';

/** The sidebar opens on 'buttons' (spec section 2); the other categories follow in this order. */
export const CATEGORY_ORDER: readonly ComponentCategory[] = ['buttons', 'forms', 'cards', 'navigation', 'feedback', 'overlays', 'data-display', 'layout', 'typography'];
const CATEGORY_LABELS: Record<ComponentCategory, string> = {
  buttons: 'Buttons',
  forms: 'Forms',
  cards: 'Cards',
  navigation: 'Navigation',
  feedback: 'Feedback',
  overlays: 'Overlays',
  'data-display': 'Data display',
  layout: 'Layout',
  typography: 'Typography',
};

const matches = (component: ComponentDefinition, query: string) =>
  [component.name, component.id, component.description, component.category, ...component.tags].some((text) => text.toLowerCase().includes(query));

/** The catalogue by category, with search (focused by its shortcut); each component has an Add button. */
export const ComponentLibrary = memo(function ComponentLibrary() {
  const store = useEditorStore();
  const readOnly = useEditor((state) => state.readOnly);
  const searchRequests = useEditor((state) => state.requests.search);
  const searchRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (searchRequests > 0) searchRef.current?.focus();
  }, [searchRequests]);
  const [query, setQuery] = useState('');
  const [openCategory, setOpenCategory] = useState<ComponentCategory | null>('buttons');
  const trimmed = query.trim().toLowerCase();
  const groups = useMemo(
    () =>
      CATEGORY_ORDER.map((category) => ({
        category,
        components: componentCatalogue.filter((component) => component.category === category && (!trimmed || matches(component, trimmed))),
      })).filter((group) => group.components.length > 0),
    [trimmed],
  );
  const total = groups.reduce((sum, group) => sum + group.components.length, 0);

  return (
    <section className="editor-library" aria-labelledby="editor-library-title">
      <h2 id="editor-library-title" className="editor-panel-title">
        Library
      </h2>
      <div className="editor-search">
        <label className="visually-hidden" htmlFor="editor-library-search">
          Search components
        </label>
        <input
          ref={searchRef}
          id="editor-library-search"
          type="search"
          placeholder="Search components (/)"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && query) {
              event.stopPropagation();
              setQuery('');
            }
          }}
        />
      </div>
      {trimmed && (
        <p className="muted editor-hint" role="status">
          {total === 0 ? `No component matches "${query.trim()}". Try another word, such as button or card.` : `${total} ${total === 1 ? 'match' : 'matches'}`}
        </p>
      )}
      <div className="editor-categories">
        {groups.map(({ category, components }) => {
          const expanded = Boolean(trimmed) || openCategory === category;
          const listId = `editor-category-${category}`;
          return (
            <div key={category} className="editor-category" data-category={category}>
              <h3 className="editor-category-title">
                <button
                  type="button"
                  className="editor-category-toggle"
                  aria-expanded={expanded}
                  aria-controls={listId}
                  onClick={() => setOpenCategory((current) => (current === category ? null : category))}
                >
                  <span>{CATEGORY_LABELS[category]}</span>
                  <span className="muted">{components.length}</span>
                </button>
              </h3>
              {expanded && (
                <ul id={listId} className="editor-component-list">
                  {components.map((component) => (
                    <li key={component.id} className="editor-component-item">
                      <span className="editor-component-text">
                        <span className="editor-component-name">{component.name}</span>
                        <span className="muted editor-component-description">{component.description}</span>
                      </span>
                      {!readOnly && (
                        <button type="button" className="icon-button" aria-label={`Add ${component.name}`} title={`Add ${component.name}`} onClick={() => store.run(addComponent, { componentId: component.id, id: `${component.id}-${crypto.randomUUID().slice(0, 8)}` })}>
                          <EditorIcon name="plus" />
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
});
