import { useMemo, useState } from 'react';
import { DescribeBrand, type DescribedResult } from './describe-brand.tsx';
import { GeneratorForm } from './generator-form.tsx';
import { initialGenerateForm, takeBrandColors, takeShade, toGenerateInput, type GenerateFormState } from './generate-form.ts';
import { CandidateList } from './candidate-list.tsx';
import { LogoColors } from './logo-colors.tsx';
import type { ShownCandidate } from './run-generator.ts';
import { UnreachableNotice } from './unreachable-notice.tsx';
import { useCandidates } from './use-candidates.ts';
import '../ui/app-screens.css';
import './generate.css';

export interface GeneratorProps {
  /** The colours the form starts from (the open project's, in the editor). */
  initialBrandColors?: readonly string[];
  /** The pick button's words: "Pick", "Apply". */
  pickLabel: string;
  /** The candidate picked, shown pressed (the dashboard picks, then creates). */
  picked?: ShownCandidate | null;
  onPick: (candidate: ShownCandidate) => void;
  disabled?: boolean;
}

/**
 * The generator: brand colours (typed, picked or taken from a logo), preferences and a contrast target on the left;
 * six live candidates on the right, regenerated locally by core within a frame of every change. A description,
 * when a model is connected, asks the API instead, until the form changes again.
 */
export default function Generator({ initialBrandColors, pickLabel, picked, onPick, disabled }: GeneratorProps) {
  const [form, setForm] = useState<GenerateFormState>(() => initialGenerateForm(initialBrandColors));
  const [described, setDescribed] = useState<DescribedResult | null>(null);
  const input = useMemo(() => toGenerateInput(form), [form]);
  const result = useCandidates(input);
  const change = (next: GenerateFormState) => {
    setDescribed(null);
    setForm(next);
  };

  const candidates = described?.candidates ?? (result.status === 'ready' ? result.candidates : []);
  return (
    <div className="generate-host">
      <div className="generate">
        <div className="generate-controls">
          <GeneratorForm form={form} onChange={change} />
          <LogoColors onPick={(colors) => change(takeBrandColors(form, colors))} />
          <DescribeBrand input={input} onResult={setDescribed} />
        </div>
        <div className="generate-results" aria-label="Candidates" role="region">
          {described?.notice ? (
            <p className="generate-notice" role="status">
              {described.notice}
            </p>
          ) : null}
          {!described && result.status === 'unreachable' ? (
            <UnreachableNotice
              unreachable={result.unreachable}
              onUseShade={(color, shade) => change(takeShade(form, color, shade))}
              onUseTarget={(contrast) => change({ ...form, contrast })}
            />
          ) : null}
          {!described && result.status === 'invalid' ? (
            <p className="generate-error" role="alert">
              {result.message}
            </p>
          ) : null}
          <CandidateList candidates={candidates} pickLabel={pickLabel} picked={picked} onPick={onPick} disabled={disabled} />
        </div>
      </div>
    </div>
  );
}
