import { findComponent, type DesignComponent } from '@kitsmith/core';
import { memo, useRef, useState } from 'react';
import { EditorIcon } from '../editor-icons.tsx';

export const layerName = (component: DesignComponent) => component.customName?.trim() || findComponent(component.componentId)?.name || component.componentId;

interface LayersProps {
  components: readonly DesignComponent[];
  selectedId: string | null;
  readOnly: boolean;
  onSelect: (id: string) => void;
  onMove: (id: string, toIndex: number) => void;
  onRemove: (id: string, name: string) => void;
  announce: (message: string) => void;
}

/**
 * The components in the project, in page order: select, reorder by dragging or
 * with Alt+Arrow keys, remove with the button or Delete (undoable).
 */
export const LayersList = memo(function LayersList({ components, selectedId, readOnly, onSelect, onMove, onRemove, announce }: LayersProps) {
  const [dragging, setDragging] = useState<string | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const focusLayer = (id: string) => requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`[data-layer="${CSS.escape(id)}"] .editor-layer-select`)?.focus());

  const move = (component: DesignComponent, index: number, toIndex: number) => {
    if (toIndex < 0 || toIndex >= components.length || toIndex === index) return;
    onMove(component.id, toIndex);
    announce(`Moved ${layerName(component)} to position ${toIndex + 1} of ${components.length}.`);
    focusLayer(component.id);
  };

  return (
    <section className="editor-layers" aria-labelledby="editor-layers-title">
      <h2 id="editor-layers-title" className="editor-panel-title">
        Layers <span className="muted">{components.length}</span>
      </h2>
      {components.length === 0 ? (
        <p className="muted editor-hint">No components yet: add one from the library above.</p>
      ) : (
        <>
          {!readOnly && (
            <p className="muted editor-hint" id="editor-layers-hint">
              Drag to reorder, or Alt+Arrow keys. Delete removes.
            </p>
          )}
          <ol
            ref={listRef}
            className="editor-layer-list"
            onDragOver={(event) => {
              if (!dragging) return;
              event.preventDefault();
              const items = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-layer]') ?? [])];
              const index = items.findIndex((item) => {
                const box = item.getBoundingClientRect();
                return event.clientY < box.top + box.height / 2;
              });
              setDropIndex(index === -1 ? items.length : index);
            }}
            onDrop={(event) => {
              event.preventDefault();
              const from = components.findIndex((component) => component.id === dragging);
              const component = components[from];
              if (component && dropIndex !== null) move(component, from, dropIndex > from ? dropIndex - 1 : dropIndex);
              setDragging(null);
              setDropIndex(null);
            }}
          >
            {components.map((component, index) => {
              const name = layerName(component);
              return (
                <li
                  key={component.id}
                  data-layer={component.id}
                  className="editor-layer"
                  data-selected={component.id === selectedId || undefined}
                  data-drop-before={dropIndex === index || undefined}
                  data-drop-after={dropIndex === components.length && index === components.length - 1 ? true : undefined}
                  draggable={!readOnly}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', component.id);
                    setDragging(component.id);
                  }}
                  onDragEnd={() => {
                    setDragging(null);
                    setDropIndex(null);
                  }}
                >
                  {!readOnly && (
                    <span className="editor-layer-grip" aria-hidden="true">
                      <EditorIcon name="grip" size={16} />
                    </span>
                  )}
                  <button
                    type="button"
                    className="editor-layer-select"
                    aria-pressed={component.id === selectedId}
                    aria-describedby={readOnly ? undefined : 'editor-layers-hint'}
                    onClick={() => onSelect(component.id)}
                    onKeyDown={(event) => {
                      if (readOnly) return;
                      if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
                        event.preventDefault();
                        move(component, index, index + (event.key === 'ArrowUp' ? -1 : 1));
                      } else if (event.key === 'Delete' || event.key === 'Backspace') {
                        event.preventDefault();
                        const neighbour = components[index + 1] ?? components[index - 1];
                        onRemove(component.id, name);
                        if (neighbour) focusLayer(neighbour.id);
                      }
                    }}
                  >
                    <span className="editor-layer-name">{name}</span>
                    {component.customName && <span className="muted editor-layer-kind">{findComponent(component.componentId)?.name}</span>}
                  </button>
                  {!readOnly && (
                    <span className="editor-layer-actions">
                      <button type="button" className="icon-button" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => move(component, index, index - 1)}>
                        <EditorIcon name="up" size={16} />
                      </button>
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={`Move ${name} down`}
                        disabled={index === components.length - 1}
                        onClick={() => move(component, index, index + 1)}
                      >
                        <EditorIcon name="down" size={16} />
                      </button>
                      <button type="button" className="icon-button" aria-label={`Remove ${name}`} onClick={() => onRemove(component.id, name)}>
                        <EditorIcon name="trash" size={16} />
                      </button>
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
});
