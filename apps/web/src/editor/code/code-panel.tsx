import type { ExportAllowance } from '@kitsmith/client';
import { basicExportFormatsText, exportFormatNames, isFormatAllowed } from '@kitsmith/contract';
import {
  createExportContext,
  EXPORT_FORMATS,
  formatFiles,
  packageSlug,
  runExporter,
  type CodeStyle,
  type CssSchemeSwitch,
  type DesignSystem,
  type ExportFormat,
  type GeneratedFile,
} from '@kitsmith/core';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { EditorIcon } from '../editor-icons.tsx';
import type { CodeRequest, CodeResponse } from './code-worker.ts';
import { useAutosaveState } from '../save/autosave-provider.tsx';
import { downloadExport, downloadFile } from './download.ts';
import { exportableDesign } from './export-allowance.ts';
import { highlight } from './highlight.ts';
import { useExportPreferences } from './use-export-preferences.ts';
import { errorMessage } from '../../ui/error-message.ts';
import { SegmentedControl } from '../../ui/segmented-control.tsx';

/** Quiet time after an edit before the code is generated again. */
const REGENERATE_MS = 200;

type Generated = { status: 'pending' } | { status: 'ready'; files: GeneratedFile[] } | { status: 'error'; message: string };

/** Generates in a Web Worker; where workers are unavailable, on the main thread after the same pause. */
function useGeneratedFiles(
  design: DesignSystem,
  name: string,
  format: ExportFormat | undefined,
  style: CodeStyle | undefined,
  schemeSwitch: CssSchemeSwitch,
): { generated: Generated; updating: boolean } {
  const [generated, setGenerated] = useState<Generated>({ status: 'pending' });
  const [updating, setUpdating] = useState(true);
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  useEffect(() => {
    try {
      worker.current = new Worker(new URL('./code-worker.ts', import.meta.url), { type: 'module' });
    } catch (error) {
      console.warn('Code generation runs on the main thread: no worker', error);
    }
    const current = worker.current;
    if (current) {
      current.onmessage = (event: MessageEvent<CodeResponse>) => {
        if (event.data.id !== latest.current) return;
        setUpdating(false);
        setGenerated('files' in event.data ? { status: 'ready', files: event.data.files } : { status: 'error', message: event.data.error });
      };
    }
    return () => {
      current?.terminate();
      worker.current = null;
    };
  }, []);
  useEffect(() => {
    if (!format) {
      setUpdating(false);
      return;
    }
    setUpdating(true);
    const timer = setTimeout(() => {
      const id = ++latest.current;
      if (worker.current) {
        worker.current.postMessage({ id, design, name, format, style, schemeSwitch } satisfies CodeRequest);
        return;
      }
      formatFiles(runExporter(format, createExportContext(design, { name, schemeSwitch })), style)
        .then((files) => id === latest.current && setGenerated({ status: 'ready', files }))
        .catch((error: unknown) => id === latest.current && setGenerated({ status: 'error', message: error instanceof Error ? error.message : String(error) }))
        .finally(() => id === latest.current && setUpdating(false));
    }, REGENERATE_MS);
    return () => clearTimeout(timer);
  }, [design, name, format, style, schemeSwitch]);
  return { generated, updating };
}

/** Formats whose files include css/tokens.css, where the scheme switch shows. */
const WITH_TOKENS_CSS: readonly ExportFormat[] = ['css', 'package'];
const SCHEME_SWITCH_KEY = 'kitsmith-scheme-switch';
const SCHEME_SWITCHES: { value: CssSchemeSwitch; label: string; hint: string }[] = [
  { value: 'selectors', label: 'Blocks', hint: 'A block of colours per scheme: :root and [data-theme="dark"]' },
  { value: 'light-dark', label: 'light-dark()', hint: 'One :root block whose colours are light-dark() pairs; color-scheme picks the scheme' },
];

/** The code panel's scheme switch, remembered in this browser (it is a choice about output, not about the design). */
function useSchemeSwitch(): [CssSchemeSwitch, (value: CssSchemeSwitch) => void] {
  const [value, setValue] = useState<CssSchemeSwitch>(() => {
    try {
      return localStorage.getItem(SCHEME_SWITCH_KEY) === 'light-dark' ? 'light-dark' : 'selectors';
    } catch {
      return 'selectors';
    }
  });
  const choose = (next: CssSchemeSwitch) => {
    setValue(next);
    try {
      localStorage.setItem(SCHEME_SWITCH_KEY, next);
    } catch {
      // storage refused (private mode): the choice lasts for this visit
    }
  };
  return [value, choose];
}

/** Every export format generated live from the design: highlighted, copy and download per file, zips. */
export function CodePanel({
  design,
  projectId,
  projectName,
  allowance,
  onClose,
}: {
  design: DesignSystem;
  projectId: string;
  projectName: string;
  allowance: ExportAllowance;
  onClose: () => void;
}) {
  const preferences = useExportPreferences();
  const autosave = useAutosaveState();
  // The user's default format (their first one the plan exports) until they pick one here.
  const [picked, setFormat] = useState<ExportFormat | null>(null);
  const format = picked ?? preferences?.defaultExportFormats?.find((each) => isFormatAllowed(allowance, each)) ?? 'css';
  const codeStyle = preferences?.codeStyle;
  const style = useMemo(() => (codeStyle && Object.keys(codeStyle).length > 0 ? codeStyle : undefined), [codeStyle]);
  const slug = packageSlug(projectName);
  // The plan's share of the design: formats beyond it are not generated, components beyond it are left out.
  const exportable = useMemo(() => exportableDesign(design, allowance), [design, allowance]);
  const allowed = isFormatAllowed(allowance, format);
  const [schemeSwitch, setSchemeSwitch] = useSchemeSwitch();
  const { generated, updating } = useGeneratedFiles(exportable.design, slug, allowed ? format : undefined, style, schemeSwitch);
  const [zipping, setZipping] = useState<'format' | 'all' | null>(null);
  const [activePath, setActivePath] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const files = allowed && generated.status === 'ready' ? generated.files : [];
  const active = files.find((file) => file.path === activePath) ?? files[0] ?? null;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  /** Saves, then has the API make the export (so it is recorded and counted) and downloads it. */
  const zip = async (which: 'format' | 'all') => {
    setZipping(which);
    setFailure(null);
    try {
      await autosave.flush();
      await downloadExport({
        projectId,
        design,
        allowance,
        folder: which === 'format' ? `${slug}-${format}` : slug,
        ...(which === 'format' ? { format } : {}),
        ...(style ? { style } : {}),
        schemeSwitch,
      });
    } catch (error) {
      console.error('Export failed', error);
      setFailure(errorMessage(error, 'The export could not be made. Try again.'));
    } finally {
      setZipping(null);
    }
  };

  const copy = async (file: GeneratedFile) => {
    try {
      await navigator.clipboard.writeText(file.contents);
      setCopied(file.path);
    } catch {
      setFailure('The file could not be copied: select the code and copy it by hand.');
    }
  };

  return (
    <section className="editor-code-panel" aria-label="Code">
      <div className="editor-code-toolbar">
        <label className="editor-inline-field">
          <span>Format</span>
          <select
            value={format}
            onChange={(event) => {
              setFormat(event.target.value as ExportFormat);
              setActivePath(null);
            }}
          >
            {EXPORT_FORMATS.map((value) => (
              <option key={value} value={value}>
                {exportFormatNames[value].shortLabel}
                {isFormatAllowed(allowance, value) ? '' : ' (paid plans)'}
              </option>
            ))}
          </select>
        </label>
        {WITH_TOKENS_CSS.includes(format) && (
          <SegmentedControl
            label="How tokens.css switches colour schemes"
            value={schemeSwitch}
            options={SCHEME_SWITCHES.map(({ value, label, hint }) => ({ value, label, title: hint }))}
            onChange={setSchemeSwitch}
          />
        )}
        <span className="muted editor-code-status" role="status" aria-live="polite">
          {!allowed ? '' : updating ? 'Updating...' : generated.status === 'ready' ? `${files.length} ${files.length === 1 ? 'file' : 'files'}, up to date` : ''}
        </span>
        <div className="editor-code-actions">
          <button type="button" className="button button-outline" disabled={files.length === 0 || zipping !== null} onClick={() => void zip('format')}>
            <EditorIcon name="download" /> {zipping === 'format' ? 'Exporting...' : `${exportFormatNames[format].shortLabel} zip`}
          </button>
          <button type="button" className="button button-outline" disabled={zipping !== null} onClick={() => void zip('all')}>
            <EditorIcon name="download" /> {zipping === 'all' ? 'Exporting...' : allowance.all_formats ? 'Whole package zip' : 'Your plan’s formats zip'}
          </button>
          <button type="button" className="icon-button" aria-label="Close code panel" onClick={onClose}>
            <EditorIcon name="close" />
          </button>
        </div>
      </div>
      {failure && (
        <p className="editor-field-error" role="alert">
          {failure}
        </p>
      )}
      {!allowed && (
        <p className="editor-code-locked" role="note">
          {exportFormatNames[format].shortLabel} export comes with the paid plans; your plan exports {basicExportFormatsText}. <Link to="/billing">Upgrade</Link> to export {exportFormatNames[format].shortLabel}.
        </p>
      )}
      {allowed && exportable.leftOut.length > 0 && (
        <p className="muted editor-code-note" role="note">
          Left out on your plan: {exportable.leftOut.join(', ')}. The free plan exports the basic components; <Link to="/billing">upgrade</Link> to export them all.
        </p>
      )}
      {allowed && generated.status === 'error' && (
        <p className="editor-field-error" role="alert">
          This format could not be generated: {generated.message}. Undo your last change or pick another format.
        </p>
      )}
      {allowed && generated.status === 'pending' && <p className="muted">Generating {exportFormatNames[format].shortLabel}...</p>}
      {active && (
        <div className="editor-code-body">
          <ul className="editor-code-files" aria-label="Files">
            {files.map((file) => (
              <li key={file.path}>
                <button type="button" className="editor-code-file" aria-current={file.path === active.path || undefined} onClick={() => setActivePath(file.path)}>
                  {file.path}
                </button>
              </li>
            ))}
          </ul>
          <div className="editor-code-view">
            <div className="editor-code-file-bar">
              <span className="editor-code-path">{active.path}</span>
              <button type="button" className="button button-outline" onClick={() => void copy(active)}>
                <EditorIcon name="copy" /> {copied === active.path ? 'Copied!' : 'Copy'}
                <span className="visually-hidden"> {active.path}</span>
              </button>
              <button type="button" className="button button-outline" onClick={() => downloadFile(active)}>
                <EditorIcon name="download" /> Download<span className="visually-hidden"> {active.path}</span>
              </button>
            </div>
            <CodeView file={active} />
          </div>
        </div>
      )}
    </section>
  );
}

/** The highlighted source; re-rendered only when the file itself changes, not on every edit while it regenerates. */
const CodeView = memo(function CodeView({ file }: { file: GeneratedFile }) {
  const segments = useMemo(() => highlight(file.contents, file.path), [file]);
  return (
    <pre className="editor-code" tabIndex={0} aria-label={`${file.path} source`} data-testid="code-view">
      <code>
        {segments.map((segment, index) =>
          segment.kind ? (
            <span key={index} className={`tok-${segment.kind}`}>
              {segment.text}
            </span>
          ) : (
            segment.text
          ),
        )}
      </code>
    </pre>
  );
});
