import { findComponent, type DesignComponent } from '@kitsmith/core';
import { memo, useMemo, useRef, useState } from 'react';
import { EditorIcon } from '../editor-icons.tsx';
import { moveComponent, removeComponent, selectComponent } from '../state/actions/index.ts';
import { layerName } from '../state/layer-name.ts';
import { useEditor, useEditorStore } from '../state/use-editor.tsx';

/**
 * The components in the project, in page order: select, reorder by dragging or
 * with Alt+Arrow keys, remove with the button or Delete (undoable).
 */
export const LayersList = memo(function LayersList() {
  const store = useEditorStore();
  const components = useEditor((state) => state.document.design.components);
  const selectedId = useEditor((state) => state.selectedId);
  const readOnly = useEditor((state) => state.readOnly);
  const [dragging, setDragging] = useState<string | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  // The rows' handlers read the list from the store, so they stay the same and a rename renders one row.
  const rowActions = useMemo<RowActions>(() => {
    const focusLayer = (id: string) =>
      requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`[data-layer="${CSS.escape(id)}"] .editor-layer-select`)?.focus());
    return {
      select: (id) => store.run(selectComponent, { id, reveal: true }),
      move: (id, toIndex) => {
        const before = store.getState().document;
        store.run(moveComponent, { id, toIndex });
        if (store.getState().document !== before) focusLayer(id);
      },
      remove: (id, focusNeighbour) => {
        const list = store.getState().document.design.components;
        const index = list.findIndex((component) => component.id === id);
        const neighbour = list[index + 1] ?? list[index - 1];
        store.run(removeComponent, { id });
        if (focusNeighbour && neighbour) focusLayer(neighbour.id);
      },
      dragStart: setDragging,
      dragEnd: () => {
        setDragging(null);
        setDropIndex(null);
      },
    };
  }, [store]);

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
              if (dragging && from !== -1 && dropIndex !== null) rowActions.move(dragging, dropIndex > from ? dropIndex - 1 : dropIndex);
              setDragging(null);
              setDropIndex(null);
            }}
          >
            {components.map((component, index) => (
              <LayerRow
                key={component.id}
                component={component}
                index={index}
                count={components.length}
                selected={component.id === selectedId}
                dropBefore={dropIndex === index}
                dropAfter={dropIndex === components.length && index === components.length - 1}
                readOnly={readOnly}
                actions={rowActions}
              />
            ))}
          </ol>
        </>
      )}
    </section>
  );
});

interface RowActions {
  select: (id: string) => void;
  move: (id: string, toIndex: number) => void;
  remove: (id: string, focusNeighbour: boolean) => void;
  dragStart: (id: string) => void;
  dragEnd: () => void;
}

interface RowProps {
  component: DesignComponent;
  index: number;
  count: number;
  selected: boolean;
  dropBefore: boolean;
  dropAfter: boolean;
  readOnly: boolean;
  actions: RowActions;
}

const LayerRow = memo(function LayerRow({ component, index, count, selected, dropBefore, dropAfter, readOnly, actions }: RowProps) {
  const name = layerName(component);
  const { id } = component;
  return (
    <li
      data-layer={id}
      className="editor-layer"
      data-selected={selected || undefined}
      data-drop-before={dropBefore || undefined}
      data-drop-after={dropAfter || undefined}
      draggable={!readOnly}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', id);
        actions.dragStart(id);
      }}
      onDragEnd={actions.dragEnd}
    >
      {!readOnly && (
        <span className="editor-layer-grip" aria-hidden="true">
          <EditorIcon name="grip" size={16} />
        </span>
      )}
      <button
        type="button"
        className="editor-layer-select"
        aria-pressed={selected}
        aria-describedby={readOnly ? undefined : 'editor-layers-hint'}
        onClick={() => actions.select(id)}
        onKeyDown={(event) => {
          if (readOnly) return;
          if (moveComponent.shortcut?.matches(event, false)) {
            event.preventDefault();
            actions.move(id, index + (event.key === 'ArrowUp' ? -1 : 1));
          } else if (removeComponent.shortcut?.matches(event, false)) {
            event.preventDefault();
            actions.remove(id, true);
          }
        }}
      >
        <span className="editor-layer-name">{name}</span>
        {component.customName && <span className="muted editor-layer-kind">{findComponent(component.componentId)?.name}</span>}
      </button>
      {!readOnly && (
        <span className="editor-layer-actions">
          <button type="button" className="icon-button" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => actions.move(id, index - 1)}>
            <EditorIcon name="up" size={16} />
          </button>
          <button type="button" className="icon-button" aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => actions.move(id, index + 1)}>
            <EditorIcon name="down" size={16} />
          </button>
          <button type="button" className="icon-button" aria-label={`Remove ${name}`} onClick={() => actions.remove(id, false)}>
            <EditorIcon name="trash" size={16} />
          </button>
        </span>
      )}
    </li>
  );
});
