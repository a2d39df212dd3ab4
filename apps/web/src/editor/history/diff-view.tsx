import type { ComponentChange, DesignDiff, SettingChange, TokenChange } from '@kitsmith/core';
import { fontOfStack, isEmptyDiff } from '@kitsmith/core';
import { useEffect, useState, type ReactNode } from 'react';
import { loadFont } from '../../fonts/font-links.ts';
import { componentChangeText, isColourValue, isFontFamily, isFontSize, metadataChangeText, settingGroups, templateChangeText, tokenCountText, tokenScheme } from './diff-text.ts';

/**
 * A design diff as a designer reads it: colour settings with swatches before and after, type settings
 * with samples in their font stacks, other settings as text, component, template and metadata changes,
 * and the token changes they produced, collapsed behind their count.
 */
export function DiffView({ diff, empty }: { diff: DesignDiff; empty: string }) {
  if (isEmptyDiff(diff)) return <p className="editor-history-note">{empty}</p>;
  const { colours, typography, other } = settingGroups(diff.settings);
  return (
    <div className="editor-diff-groups">
      {colours.length > 0 && (
        <DiffGroup title="Colours">
          {colours.map((change) => (
            <SettingRow key={change.path} change={change} render={(text) => <ColourValue text={text} />} />
          ))}
        </DiffGroup>
      )}
      {typography.length > 0 && (
        <DiffGroup title="Typography">
          {typography.map((change) => (
            <SettingRow key={change.path} change={change} render={(text) => (isFontFamily(change) ? <FontSample stack={text} /> : isFontSize(text) ? <SizeSample size={text} /> : <code>{text}</code>)} />
          ))}
        </DiffGroup>
      )}
      {other.length > 0 && (
        <DiffGroup title="Other settings">
          {other.map((change) => (
            <SettingRow key={change.path} change={change} render={(text) => <code>{text}</code>} />
          ))}
        </DiffGroup>
      )}
      {(diff.components.length > 0 || diff.componentOrder !== null) && (
        <DiffGroup title="Components">
          {diff.components.map((change) => (
            <ComponentRow key={`${change.kind}:${change.id}`} change={change} />
          ))}
          {diff.components.length === 0 && <li className="editor-diff-row">The components’ order changed</li>}
        </DiffGroup>
      )}
      {diff.template && (
        <DiffGroup title="Template">
          <li className="editor-diff-row">{templateChangeText(diff.template)}</li>
        </DiffGroup>
      )}
      {diff.metadata.length > 0 && (
        <DiffGroup title="Project">
          {diff.metadata.map((change) => (
            <li key={change.field} className="editor-diff-row">
              {metadataChangeText(change)}
            </li>
          ))}
        </DiffGroup>
      )}
      {diff.tokens.length > 0 && <TokenChanges tokens={diff.tokens} />}
    </div>
  );
}

function DiffGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="editor-diff-group">
      <h4>{title}</h4>
      <ul>{children}</ul>
    </div>
  );
}

/** A setting's label, then its value before and after (absent on one side when it was added or removed). */
function SettingRow({ change, render }: { change: SettingChange; render: (text: string) => ReactNode }) {
  return (
    <li className="editor-diff-row editor-diff-setting" data-kind={change.kind}>
      <span className="editor-diff-label">{change.label}</span>
      <span className="editor-diff-values">
        {change.beforeText !== null ? <span className="editor-diff-before">{render(change.beforeText)}</span> : <span className="muted">none</span>}
        <span className="editor-diff-arrow" aria-label="changed to">
          →
        </span>
        {change.afterText !== null ? <span className="editor-diff-after">{render(change.afterText)}</span> : <span className="muted">removed</span>}
      </span>
    </li>
  );
}

/** A colour as a swatch with its value beside it (screen readers read the value). */
function ColourValue({ text }: { text: string }) {
  return (
    <span className="editor-diff-colour">
      {isColourValue(text) && <span className="editor-diff-swatch" style={{ background: text }} aria-hidden="true" />}
      <code>{text}</code>
    </span>
  );
}

/** A font stack drawn in itself ("Ag" and its first family, its catalogue font loaded), with the stack in the tooltip. */
function FontSample({ stack }: { stack: string }) {
  const first = stack.split(',')[0]?.trim().replace(/^['"]|['"]$/g, '') || stack;
  const font = fontOfStack(stack);
  useEffect(() => {
    if (font) loadFont(document, font);
  }, [font]);
  return (
    <span className="editor-diff-font" style={{ fontFamily: stack }} title={stack}>
      <span aria-hidden="true">Ag </span>
      {first}
    </span>
  );
}

/** A type size drawn at that size ("Aa", at most 2.5rem so the panel keeps its rhythm) beside its value. */
function SizeSample({ size }: { size: string }) {
  return (
    <span className="editor-diff-colour">
      <span className="editor-diff-size" style={{ fontSize: `min(${size}, 2.5rem)` }} aria-hidden="true">
        Aa
      </span>
      <code>{size}</code>
    </span>
  );
}

function ComponentRow({ change }: { change: ComponentChange }) {
  return (
    <li className="editor-diff-row" data-kind={change.kind}>
      <span className="editor-diff-component-kind" data-kind={change.kind}>
        {change.kind === 'props' ? 'props' : change.kind}
      </span>
      <span>{componentChangeText(change)}</span>
      {change.kind === 'props' && change.props && change.props.length > 0 && (
        <ul className="editor-diff-props">
          {change.props.map((prop) => (
            <li key={prop.name}>
              {prop.label}: <code>{prop.beforeText}</code> → <code>{prop.afterText}</code>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The resolved tokens the changes produced: their count, expandable into the list (colour tokens with swatches). */
function TokenChanges({ tokens }: { tokens: readonly TokenChange[] }) {
  // Hundreds of rows when a palette changed: drawn once the list is opened.
  const [open, setOpen] = useState(false);
  return (
    <details className="editor-diff-tokens" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{tokenCountText(tokens)}</summary>
      {open && (
      <ul>
        {tokens.map((token) => (
          <li key={`${token.path}:${token.scheme}`} className="editor-diff-token" data-kind={token.kind}>
            <code className="editor-diff-token-path">
              {token.path}
              {tokenScheme(token) && <span className="muted"> ({tokenScheme(token)})</span>}
            </code>
            <span className="editor-diff-values">
              {token.before !== null ? token.type === 'color' ? <ColourValue text={token.before} /> : <code>{token.before}</code> : <span className="muted">new</span>}
              <span aria-label="changed to">→</span>
              {token.after !== null ? token.type === 'color' ? <ColourValue text={token.after} /> : <code>{token.after}</code> : <span className="muted">removed</span>}
            </span>
          </li>
        ))}
      </ul>
      )}
    </details>
  );
}
