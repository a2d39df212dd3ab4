import { CandidatePreview } from './candidate-preview.tsx';
import type { ShownCandidate } from './run-generator.ts';

/** Each candidate in light and dark, its rationale and colours, and the button that picks it. */
export function CandidateList({
  candidates,
  pickLabel,
  picked,
  onPick,
  disabled,
}: {
  candidates: readonly ShownCandidate[];
  pickLabel: string;
  /** Undefined where picking is an action (Apply), not a choice. */
  picked: ShownCandidate | null | undefined;
  onPick: (candidate: ShownCandidate) => void;
  disabled?: boolean | undefined;
}) {
  return (
    <ol className="generate-candidates">
      {candidates.map((candidate, index) => {
        const { theme } = candidate.design;
        const isPicked = picked?.design === candidate.design;
        const name = `Candidate ${index + 1}`;
        return (
          // Index keys: a colour drag changes every candidate in place, so the previews are patched, not rebuilt.
          <li key={index} className="generate-candidate" data-picked={isPicked || undefined}>
            <div className="generate-candidate-previews">
              <CandidatePreview design={candidate.design} scheme="light" label={`${name} in light mode`} />
              <CandidatePreview design={candidate.design} scheme="dark" label={`${name} in dark mode`} />
            </div>
            <div className="generate-candidate-footer">
              <span className="generate-candidate-colors" aria-hidden="true">
                {[theme.primaryColor, theme.secondaryColor, theme.accentColor].map((color, at) => (
                  <span key={at} style={{ background: color }} />
                ))}
              </span>
              <p className="generate-rationale">{candidate.rationale}</p>
              <button
                type="button"
                className={isPicked ? 'button button-primary button-small' : 'button button-outline button-small'}
                aria-label={`${pickLabel} ${name.toLowerCase()}`}
                aria-pressed={picked === undefined ? undefined : isPicked}
                disabled={disabled}
                onClick={() => onPick(candidate)}
              >
                {pickLabel}
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
