import {
  IMPORT_FORMATS,
  IMPORT_MAX_BYTES,
  importDesign,
  KitsmithError,
  resolveTokens,
  type ContrastDecision,
  type DesignSystem,
  type ImportFormat,
  type ImportResult,
} from '@kitsmith/core';
import { useDeferredValue, useEffect, useId, useMemo, useState, type DragEvent } from 'react';
import { FORMAT_NAMES } from './format-names.ts';
import { schemeLabel } from '../editor/design/token-rows.ts';
import './import.css';


const LIMIT = `${IMPORT_MAX_BYTES / 1_000_000} MB`;

/** Longer lists of the preview start folded, so the palette and the contrast stay in view. */
const OPEN_ROWS = 12;

/** The pasted or chosen text, imported by core (over `base`), or why it cannot be. */
type Outcome = { status: 'empty' } | { status: 'ready'; result: ImportResult; contrast: ContrastDecision[] } | { status: 'error'; message: string };

function runImport(text: string, filename: string | undefined, format: ImportFormat | undefined, base: DesignSystem | undefined): Outcome {
  if (text.trim() === '') return { status: 'empty' };
  try {
    const result = importDesign({ text, ...(filename ? { filename } : {}), ...(format ? { format } : {}) }, base);
    const report = resolveTokens(result.system).report;
    return { status: 'ready', result, contrast: [...report.filter((pair) => !pair.passes), ...report.filter((pair) => pair.passes)] };
  } catch (error) {
    if (error instanceof KitsmithError) return { status: 'error', message: error.message };
    throw error;
  }
}

const SWATCHES = (design: DesignSystem): [string, string][] => [
  ['Primary', design.theme.primaryColor],
  ['Secondary', design.theme.secondaryColor],
  ['Accent', design.theme.accentColor],
  ['Neutral', design.colors.neutral],
  ['Success', design.colors.success],
  ['Warning', design.colors.warning],
  ['Danger', design.colors.danger],
  ['Info', design.colors.info],
];

export interface ImportPanelProps {
  /** The design to import into: what the input does not speak to keeps its values (the open project's, in the editor). */
  base?: DesignSystem;
  /** Every change of the preview: the imported design, or null while there is none (the dashboard creates from it). */
  onChange?: (result: ImportResult | null) => void;
  /** An Apply button under the preview (the editor). */
  applyLabel?: string;
  onApply?: (result: ImportResult) => void;
  disabled?: boolean;
}

/**
 * Import: paste text or choose (or drop) a file, and core reads it here, in the browser, as it changes: the format it
 * detected, the resulting palette, what mapped to which setting, what did not and why, and the contrast of the result.
 * An input core cannot read shows core's message (with line and column) beside it, and the text stays as it was.
 */
export default function ImportPanel({ base, onChange, applyLabel, onApply, disabled }: ImportPanelProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [filename, setFilename] = useState<string | undefined>(undefined);
  const [format, setFormat] = useState<ImportFormat | ''>('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const deferredText = useDeferredValue(text);
  const outcome = useMemo(() => runImport(deferredText, filename, format || undefined, base), [deferredText, filename, format, base]);
  const result = outcome.status === 'ready' ? outcome.result : null;
  useEffect(() => onChange?.(result), [onChange, result]);

  const readFile = async (file: File) => {
    setFileError(null);
    if (file.size > IMPORT_MAX_BYTES) {
      setFileError(`${file.name} is ${(file.size / 1_000_000).toFixed(2)} MB; Kitsmith imports at most ${LIMIT}.`);
      return;
    }
    setText(await file.text());
    setFilename(file.name);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void readFile(file);
  };
  const error = fileError ?? (outcome.status === 'error' ? outcome.message : null);

  return (
    <div className="import">
      <div className="import-input">
        <p className="muted import-intro" id={`${id}-limit`}>
          A shadcn or tweakcn <code>globals.css</code>, a Tailwind v3 config (read, never run), W3C design tokens (including
          Figma’s variable export and Style Dictionary), Tokens Studio, or Material Theme Builder’s JSON. At most {LIMIT}.
        </p>
        <div className="field">
          <label htmlFor={`${id}-text`}>Paste the file’s text</label>
          <textarea
            id={`${id}-text`}
            className="import-text"
            data-dragging={dragging || undefined}
            value={text}
            spellCheck={false}
            rows={10}
            placeholder=":root { --primary: 222.2 47.4% 11.2%; ... }"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${error ? `${id}-error ` : ''}${id}-limit`}
            disabled={disabled}
            onChange={(event) => {
              setText(event.target.value);
              setFileError(null);
            }}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
          />
          {error ? (
            <p className="field-error import-error" id={`${id}-error`} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className="import-source">
          <label className="button button-outline import-file">
            Choose a file
            <input
              type="file"
              accept=".css,.js,.cjs,.mjs,.ts,.json"
              disabled={disabled}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void readFile(file);
                event.target.value = '';
              }}
            />
          </label>
          <span className="muted">{filename ? filename : 'or drop one on the text box'}</span>
          <label className="import-format">
            <span>Format</span>
            <select value={format} onChange={(event) => setFormat(event.target.value as ImportFormat | '')} disabled={disabled}>
              <option value="">Detect</option>
              {IMPORT_FORMATS.map((name) => (
                <option key={name} value={name}>
                  {FORMAT_NAMES[name]}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {outcome.status === 'ready' ? (
        <ImportPreview result={outcome.result} contrast={outcome.contrast} applyLabel={applyLabel} onApply={onApply} disabled={disabled} />
      ) : null}
    </div>
  );
}

function ImportPreview({
  result,
  contrast,
  applyLabel,
  onApply,
  disabled,
}: {
  result: ImportResult;
  contrast: ContrastDecision[];
  applyLabel: string | undefined;
  onApply: ((result: ImportResult) => void) | undefined;
  disabled: boolean | undefined;
}) {
  const { report, system } = result;
  const failing = contrast.filter((pair) => !pair.passes).length;
  return (
    <section className="import-preview" aria-label="Import preview">
      <p className="import-detected">
        Read as <strong>{FORMAT_NAMES[report.format]}</strong>: {report.mapped.length} mapped, {report.unmapped.length} not mapped.
      </p>
      <ul className="import-swatches" aria-label="Resulting palette">
        {SWATCHES(system).map(([name, color]) => (
          <li key={name}>
            <span className="import-swatch" style={{ background: color }} aria-hidden="true" />
            <span>
              {name} <code>{color}</code>
            </span>
          </li>
        ))}
      </ul>
      {report.warnings.map((warning) => (
        <p key={warning} className="import-warning">
          {warning}
        </p>
      ))}
      {onApply ? (
        <button type="button" className="button button-primary import-apply" disabled={disabled} onClick={() => onApply(result)}>
          {applyLabel ?? 'Apply'}
        </button>
      ) : null}
      <details open>
        <summary>
          Contrast: {failing === 0 ? `all ${contrast.length} pairs reach their target` : `${failing} of ${contrast.length} pairs below their target`}
        </summary>
        <ul className="import-contrast">
          {contrast.map((pair) => (
            <li key={`${pair.mode}-${pair.foreground}-${pair.background}`} data-passes={pair.passes}>
              {/* The pair as two fills, not as text: a failing pair's sample would itself be unreadable text. */}
              <span className="import-contrast-sample" style={{ background: pair.backgroundValue }} aria-hidden="true">
                <span style={{ background: pair.foregroundValue }} />
              </span>
              <span>
                {pair.foreground} on {pair.background} <span className="muted">({schemeLabel(pair.mode).toLowerCase()})</span>
              </span>
              <span className="import-badge" data-tone={pair.passes ? 'pass' : 'fail'}>
                {pair.ratio.toFixed(2)}:1 {pair.passes ? 'passes' : `below ${pair.target}`}
              </span>
            </li>
          ))}
        </ul>
      </details>
      <details open={report.mapped.length <= OPEN_ROWS}>
        <summary>Mapped to design settings ({report.mapped.length})</summary>
        <table className="import-table">
          <thead>
            <tr>
              <th scope="col">Token</th>
              <th scope="col">Setting</th>
            </tr>
          </thead>
          <tbody>
            {report.mapped.map((row, index) => (
              <tr key={`${row.path}-${row.to}-${index}`}>
                <td>
                  <code>{row.path}</code>
                </td>
                <td>
                  <code>{row.to}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      {report.unmapped.length > 0 ? (
        <details open={report.unmapped.length <= OPEN_ROWS}>
          <summary>Not mapped ({report.unmapped.length})</summary>
          <ul className="import-unmapped">
            {report.unmapped.map((row, index) => (
              <li key={`${row.path}-${index}`}>
                <code>{row.path}</code> <span className="muted">{row.reason}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
