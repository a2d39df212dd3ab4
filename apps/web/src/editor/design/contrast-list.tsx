import { OVERRIDE_SCHEMES, type ContrastPair, type OverrideScheme, type TokenSet } from '@kitsmith/core';
import { contrastChecks, pairOfCheck, type ContrastCheck } from './contrast-checks.ts';
import { memo, useMemo, useState } from 'react';
import { schemeLabel } from './token-rows.ts';

const pairLabel = (check: ContrastCheck) =>
  check.kind === 'fill' ? `${capitalise(check.foreground)} on page` : `Text on ${check.background}`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const APCA_LABELS = { body: 'body text', large: 'large text only', fail: 'too low' } as const;

/** The design's own schemes, always listed; the high-contrast ones are listed (and so checked) when asked for. */
const OWN_SCHEMES: readonly OverrideScheme[] = ['light', 'dark'];
export const HIGH_CONTRAST_SCHEMES: readonly OverrideScheme[] = OVERRIDE_SCHEMES.filter((scheme) => !OWN_SCHEMES.includes(scheme));

interface ContrastListProps {
  tokens: TokenSet;
  readOnly: boolean;
  /** Fixes a failing pair and answers what it did (or why it could not). */
  onFix: (pair: ContrastPair) => string;
}

/**
 * A badge per semantic pair (WCAG ratio and APCA Lc) in light and dark, with a one-click fix for failing pairs;
 * the high-contrast schemes under a disclosure, checked only while it is open, so a colour drag (which renders
 * this list again) does no high-contrast work unless they are on screen.
 */
export const ContrastList = memo(function ContrastList({ tokens, readOnly, onFix }: ContrastListProps) {
  const [message, setMessage] = useState('');
  const [highContrastOpen, setHighContrastOpen] = useState(false);
  const fix = (check: ContrastCheck) => setMessage(onFix(pairOfCheck(check)));
  // `in` asks whether a scheme resolves without working it out.
  const hasHighContrast = HIGH_CONTRAST_SCHEMES.some((scheme) => scheme in tokens.semantic);
  return (
    <div className="editor-contrast">
      <SchemeChecks tokens={tokens} schemes={OWN_SCHEMES} readOnly={readOnly} onFix={fix} legend />
      {hasHighContrast && (
        <details className="editor-subsection editor-contrast-more" onToggle={(event) => setHighContrastOpen(event.currentTarget.open)}>
          <summary>High contrast schemes</summary>
          {highContrastOpen ? <SchemeChecks tokens={tokens} schemes={HIGH_CONTRAST_SCHEMES} readOnly={readOnly} onFix={fix} /> : null}
        </details>
      )}
      <p className="editor-hint" role="status">
        {message}
      </p>
    </div>
  );
});

interface SchemeChecksProps {
  tokens: TokenSet;
  schemes: readonly OverrideScheme[];
  readOnly: boolean;
  onFix: (check: ContrastCheck) => void;
  /** Say what the APCA figures mean, after the summary. */
  legend?: boolean;
}

/** The checks of some schemes: how many fail, then each scheme's pairs. Only these schemes' reports are read. */
export function SchemeChecks({ tokens, schemes, readOnly, onFix, legend = false }: SchemeChecksProps) {
  const shown = useMemo(() => schemes.filter((scheme) => scheme in tokens.semantic), [tokens, schemes]);
  const checks = useMemo(() => contrastChecks(tokens, shown), [tokens, shown]);
  const failing = checks.filter((check) => !check.passes).length;
  return (
    <>
      <p className="muted editor-hint">
        {failing === 0 ? 'Every pair meets WCAG AA.' : `${failing} ${failing === 1 ? 'pair fails' : 'pairs fail'} WCAG AA.`}
        {legend ? ' APCA Lc: 60+ body text, 45+ large text.' : null}
      </p>
      {shown.map((mode) => (
        <div key={mode}>
          <h4 className="editor-subtitle">{schemeLabel(mode)}</h4>
          <ul className="editor-contrast-list">
            {checks
              .filter((check) => check.mode === mode)
              .map((check) => (
                <li key={check.id} className="editor-contrast-row" data-check={check.id} data-passes={check.passes}>
                  <span className="editor-contrast-sample" style={{ background: check.backgroundValue, color: check.foregroundValue }} aria-hidden="true">
                    {check.kind === 'fill' ? <span className="editor-contrast-fill" style={{ background: check.foregroundValue }} /> : 'Aa'}
                  </span>
                  <span className="editor-contrast-name">{pairLabel(check)}</span>
                  <span className="editor-badge" data-tone={check.passes ? 'pass' : 'fail'} title={`WCAG 2 target ${check.target}:1`}>
                    {check.ratio.toFixed(2)}:1 {check.passes ? 'AA' : 'fails'}
                  </span>
                  <span className="editor-badge" data-tone={check.apcaLevel === 'body' ? 'pass' : check.apcaLevel === 'large' ? 'warn' : 'fail'} title={`APCA: ${APCA_LABELS[check.apcaLevel]}`}>
                    Lc {Math.abs(check.apca).toFixed(0)}
                    <span className="visually-hidden">, {APCA_LABELS[check.apcaLevel]}</span>
                  </span>
                  {!check.passes && !readOnly && (
                    <button type="button" className="editor-link-button editor-fix" onClick={() => onFix(check)}>
                      Fix<span className="visually-hidden"> {pairLabel(check).toLowerCase()} in {schemeLabel(mode).toLowerCase()}</span>
                    </button>
                  )}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </>
  );
}
