import type { GenerateInput } from '@kitsmith/core';
import { BRAND_DESCRIPTION_MAX } from '@kitsmith/contract';
import { useEffect, useId, useState } from 'react';
import { api } from '../app/api.ts';
import { errorMessage } from '../ui/error-message.ts';
import type { ShownCandidate } from './run-generator.ts';

type Capabilities = Awaited<ReturnType<typeof api.generate.capabilities>>;
type Allowance = NonNullable<Capabilities['description_allowance']>;
type Check = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; capabilities: Capabilities };

const remaining = (allowance: Allowance | null) =>
  !allowance || allowance.limit === null
    ? 'No daily limit on your plan.'
    : `${Math.max(0, allowance.limit - allowance.used)} of ${allowance.limit} descriptions left today.`;

/** The model's answer: its candidates, and a sentence when it was not used or its colours were adjusted. */
export interface DescribedResult {
  candidates: ShownCandidate[];
  notice: string | null;
}

/**
 * "Describe your brand": offered only when the operator connected an AI model (GET /generate/capabilities);
 * otherwise says so, since generation needs no model. The description goes to the API, whose model suggests
 * preferences that core then generates from and verifies.
 */
export function DescribeBrand({ input, onResult }: { input: GenerateInput; onResult: (result: DescribedResult) => void }) {
  const id = useId();
  const [check, setCheck] = useState<Check>({ status: 'loading' });
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    api.generate
      .capabilities()
      .then((capabilities) => current && setCheck({ status: 'loaded', capabilities }))
      .catch(
        (error: unknown) =>
          current &&
          setCheck({
            status: 'error',
            message: errorMessage(error, 'Failed to check for an AI model'),
          }),
      );
    return () => {
      current = false;
    };
  }, []);

  const title = (
    <h3 id={`${id}-title`} className="generate-subtitle">
      Describe your brand
    </h3>
  );
  if (check.status === 'loading') {
    return (
      <section className="generate-describe" aria-labelledby={`${id}-title`} aria-busy="true">
        {title}
        <p className="muted">Checking whether an AI model is connected...</p>
      </section>
    );
  }
  if (check.status === 'error' || !check.capabilities.ai.available) {
    return (
      <section className="generate-describe" aria-labelledby={`${id}-title`}>
        {title}
        <p className="muted">
          {check.status === 'error' ? `${check.message} ` : ''}
          Describing your brand in words needs an AI model, which the operator of this Kitsmith has not connected. Generation works from your colours and
          preferences alone.
        </p>
      </section>
    );
  }

  const allowance = check.capabilities.description_allowance;
  const used = allowance !== null && allowance.limit !== null && allowance.used >= allowance.limit;
  const tooLong = description.length > BRAND_DESCRIPTION_MAX;
  const submit = async () => {
    if (!description.trim() || tooLong) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await api.generate.generate({
        input,
        description: description.trim(),
      });
      onResult({
        candidates: answer.candidates.map(({ design, rationale }) => ({
          design,
          rationale,
        })),
        notice: answer.ai.notice,
      });
      if (answer.description_allowance)
        setCheck({
          status: 'loaded',
          capabilities: {
            ...check.capabilities,
            description_allowance: answer.description_allowance,
          },
        });
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to generate from the description'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="generate-describe" aria-labelledby={`${id}-title`}>
      {title}
      <label className="visually-hidden" htmlFor={`${id}-text`}>
        Brand description
      </label>
      <textarea
        id={`${id}-text`}
        className="generate-textarea"
        rows={2}
        value={description}
        placeholder="A calm fintech for retirees: trustworthy, not corporate"
        aria-describedby={`${id}-hint`}
        aria-invalid={tooLong || undefined}
        onChange={(event) => setDescription(event.target.value)}
      />
      <p id={`${id}-hint`} className="muted">
        {tooLong ? `At most ${BRAND_DESCRIPTION_MAX} characters (${description.length} now). ` : ''}
        The model suggests preferences; your colours stay and every candidate is checked for contrast. {remaining(allowance)}
      </p>
      {failure ? (
        <p className="generate-error" role="alert">
          {failure}
        </p>
      ) : null}
      <button
        type="button"
        className="button button-outline button-small"
        disabled={busy || used || tooLong || !description.trim()}
        onClick={() => void submit()}
      >
        {busy ? 'Generating...' : 'Generate from description'}
      </button>
    </section>
  );
}
