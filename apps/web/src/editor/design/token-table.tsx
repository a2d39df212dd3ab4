import type { ContrastPair, DesignSystem, OverrideScheme, SemanticColorRole, TokenSet } from '@kitsmith/core';
import { memo, useCallback, useId, useMemo, useRef, useState } from 'react';
import { SegmentedControl } from '../../ui/segmented-control.tsx';
import { resetColorOverride, setColorOverride } from '../state/actions/index.ts';
import { useEditorStore } from '../state/use-editor.tsx';
import { ColorPopover } from './color-popover.tsx';
import { DECORATIVE_NOTE, paletteSwatches, roleLabel, schemeLabel, showValue, tokenRows, tokenSchemes, type TokenRow } from './token-rows.ts';

/** A scheme as a segment: `Light`, or `Dark` over `high contrast`, named in full for screen readers. */
function schemeSegment(scheme: OverrideScheme) {
  const highContrast = scheme.startsWith('high-contrast-');
  const base = schemeLabel(scheme.replace('high-contrast-', ''));
  return { value: scheme, label: base, name: schemeLabel(scheme), ...(highContrast ? { detail: 'high contrast' } : {}) };
}

interface TokenTableProps {
  design: DesignSystem;
  tokens: TokenSet;
  readOnly: boolean;
  /** Fixes a failing pair and answers what it did (or why it could not). */
  onFix: (pair: ContrastPair) => string;
}

/**
 * Every semantic colour of one scheme (a switch over the schemes core resolves): swatch, name, value, the
 * contrast of its pair with one verdict, and whether it is pinned by hand. A swatch opens the colour popover;
 * Reset lets a pinned colour be derived again; Fix moves one colour of a failing pair.
 */
export const TokenTable = memo(function TokenTable({ design, tokens, readOnly, onFix }: TokenTableProps) {
  const id = useId();
  const store = useEditorStore();
  const schemes = tokenSchemes(tokens);
  const [chosen, setScheme] = useState<OverrideScheme>(schemes[0] ?? 'light');
  const scheme = schemes.includes(chosen) ? chosen : (schemes[0] ?? 'light');
  const [editing, setEditing] = useState<SemanticColorRole | null>(null);
  const [message, setMessage] = useState('');
  const groups = useMemo(() => tokenRows(design, tokens, scheme), [design, tokens, scheme]);
  const palettes = useMemo(() => paletteSwatches(tokens), [tokens]);
  const rows = groups.flatMap((group) => group.rows);
  const pinned = rows.filter((row) => row.pinned !== undefined).length;
  const failing = rows.filter((row) => row.pair?.verdict.tone === 'fail').length;

  const pick = useCallback(
    (role: SemanticColorRole, value: string) => {
      store.run(setColorOverride, { scheme, role, value });
      setEditing(null);
      setMessage(`${roleLabel(role)} pinned to ${showValue(value)} in ${schemeLabel(scheme).toLowerCase()}.`);
    },
    [store, scheme],
  );
  const reset = useCallback(
    (role: SemanticColorRole) => {
      store.run(resetColorOverride, { scheme, role });
      setEditing(null);
      setMessage(`${roleLabel(role)} in ${schemeLabel(scheme).toLowerCase()} is derived again.`);
    },
    [store, scheme],
  );

  return (
    <div className="token-table">
      <SegmentedControl
        label="Scheme of the token table"
        className="token-schemes"
        fill
        value={scheme}
        options={schemes.map((each) => schemeSegment(each))}
        onChange={(each) => {
          setScheme(each);
          setEditing(null);
        }}
      />
      <p className="muted editor-hint">
        {failing === 0 ? 'Every pair passes.' : `${failing} ${failing === 1 ? 'colour fails' : 'colours fail'} against its pair.`}{' '}
        {pinned === 0 ? 'All derived from your palettes.' : `${pinned} pinned by hand.`}
      </p>
      {groups.map((group) => (
        <section key={group.title} aria-labelledby={`${id}-${group.title}`} className="token-group">
          <h4 className="editor-subtitle" id={`${id}-${group.title}`}>
            {group.title}
          </h4>
          <ul className="token-list">
            {group.rows.map((row) => (
              <TokenRowView
                key={row.role}
                row={row}
                readOnly={readOnly}
                editing={editing === row.role}
                palettes={palettes}
                onEdit={setEditing}
                onPick={pick}
                onReset={reset}
                onFix={(pair) => setMessage(onFix(pair))}
              />
            ))}
          </ul>
        </section>
      ))}
      <p className="editor-hint" role="status">
        {message}
      </p>
    </div>
  );
});

interface TokenRowViewProps {
  row: TokenRow;
  readOnly: boolean;
  editing: boolean;
  palettes: ReturnType<typeof paletteSwatches>;
  onEdit: (role: SemanticColorRole | null) => void;
  onPick: (role: SemanticColorRole, value: string) => void;
  onReset: (role: SemanticColorRole) => void;
  onFix: (pair: ContrastPair) => void;
}

function TokenRowView({ row, readOnly, editing, palettes, onEdit, onPick, onReset, onFix }: TokenRowViewProps) {
  const swatch = useRef<HTMLButtonElement>(null);
  const item = useRef<HTMLLIElement>(null);
  const { role, scheme, pair } = row;
  const name = `${roleLabel(role)} in ${schemeLabel(scheme).toLowerCase()}`;
  const value = showValue(row.ref ?? row.hex);
  const close = useCallback(() => onEdit(null), [onEdit]);
  return (
    <li ref={item} className="token-row" data-role={role} data-pinned={row.pinned !== undefined || undefined} data-tone={pair?.verdict.tone}>
      <button
        ref={swatch}
        type="button"
        className="token-swatch"
        style={{ background: row.hex }}
        disabled={readOnly}
        aria-expanded={editing}
        aria-label={`Edit ${name}: ${value}`}
        onClick={() => onEdit(editing ? null : role)}
      />
      <span className="token-name">
        <span className="token-role">{role}</span>
        <span className="token-value" title={row.hex}>
          {value}
          {row.ref ? <span className="visually-hidden">, {row.hex}</span> : null}
        </span>
      </span>
      {pair && (
        <span className="token-contrast">
          <span className="token-score" title={`Against ${pair.against}`}>
            {pair.ratio.toFixed(2)}:1 · Lc {Math.abs(pair.apca).toFixed(0)}
            <span className="visually-hidden"> against {pair.against}</span>
          </span>
          <span className="editor-badge" data-tone={pair.verdict.tone} title={pair.verdict.tone === 'info' ? DECORATIVE_NOTE : undefined}>
            {pair.verdict.label}
            {pair.verdict.tone === 'info' && <span className="visually-hidden">. {DECORATIVE_NOTE}</span>}
          </span>
        </span>
      )}
      {(row.pinned !== undefined || (pair?.verdict.tone === 'fail' && pair.rule)) && (
        <span className="token-actions">
          {row.pinned !== undefined && (
            <>
              <span className="token-pinned">Overridden</span>
              {!readOnly && (
                <button type="button" className="editor-link-button" onClick={() => onReset(role)}>
                  Reset<span className="visually-hidden"> {name}</span>
                </button>
              )}
            </>
          )}
          {pair?.verdict.tone === 'fail' && pair.rule && !readOnly && (
            <button type="button" className="editor-link-button" onClick={() => onFix(pair.rule!)}>
              Fix<span className="visually-hidden"> {name}</span>
            </button>
          )}
        </span>
      )}
      {pair?.verdict.explanation && <span className="token-why">{pair.verdict.explanation}</span>}
      {editing && (
        <ColorPopover
          title={name}
          current={{ ref: row.ref, hex: row.hex }}
          pinned={row.pinned !== undefined}
          palettes={palettes}
          trigger={swatch}
          area={item}
          onPick={(value) => {
            onPick(role, value);
            swatch.current?.focus();
          }}
          onReset={() => {
            onReset(role);
            swatch.current?.focus();
          }}
          onClose={close}
        />
      )}
    </li>
  );
}
