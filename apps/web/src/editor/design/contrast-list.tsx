import type { ContrastPair, TokenSet } from '@kitsmith/core';
import { contrastChecks, pairOfCheck, type ContrastCheck } from './contrast-checks.ts';
import { memo, useMemo, useState } from 'react';
import { schemeLabel, tokenSchemes } from './token-rows.ts';

const pairLabel = (check: ContrastCheck) =>
  check.kind === 'fill' ? `${capitalise(check.foreground)} on page` : `Text on ${check.background}`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const APCA_LABELS = { body: 'body text', large: 'large text only', fail: 'too low' } as const;

interface ContrastListProps {
  tokens: TokenSet;
  readOnly: boolean;
  /** Fixes a failing pair and answers what it did (or why it could not). */
  onFix: (pair: ContrastPair) => string;
}

/** A badge per semantic pair (WCAG ratio and APCA Lc), in every scheme, with a one-click fix for failing pairs. */
export const ContrastList = memo(function ContrastList({ tokens, readOnly, onFix }: ContrastListProps) {
  const checks = useMemo(() => contrastChecks(tokens), [tokens]);
  const [message, setMessage] = useState('');
  const failing = checks.filter((check) => !check.passes).length;
  const fix = (check: ContrastCheck) => setMessage(onFix(pairOfCheck(check)));
  return (
    <div className="editor-contrast">
      <p className="muted editor-hint">
        {failing === 0 ? 'Every pair meets WCAG AA.' : `${failing} ${failing === 1 ? 'pair fails' : 'pairs fail'} WCAG AA.`} APCA Lc: 60+ body text, 45+ large text.
      </p>
      {tokenSchemes(tokens).map((mode) => (
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
                    <button type="button" className="editor-link-button editor-fix" onClick={() => fix(check)}>
                      Fix<span className="visually-hidden"> {pairLabel(check).toLowerCase()} in {schemeLabel(mode).toLowerCase()}</span>
                    </button>
                  )}
                </li>
              ))}
          </ul>
        </div>
      ))}
      <p className="editor-hint" role="status">
        {message}
      </p>
    </div>
  );
});
