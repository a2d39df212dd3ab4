import { showContrastScore, type ContrastTarget } from '@kitsmith/core';
import { targetLabel, type Unreachable } from './run-generator.ts';

/** CONTRAST_TARGET_UNREACHABLE, said plainly: which colour, what it reaches, and one click to a shade or a target that works. */
export function UnreachableNotice({
  unreachable,
  onUseShade,
  onUseTarget,
}: {
  unreachable: Unreachable;
  onUseShade: (color: string, shade: string) => void;
  onUseTarget: (target: ContrastTarget) => void;
}) {
  return (
    <div className="generate-unreachable" role="alert">
      {unreachable.colors.map((color) => (
        <p key={color.color}>
          No text reaches {targetLabel(unreachable.target)} on your {color.role} colour <code>{color.color}</code> (the best is{' '}
          {showContrastScore(color.best, unreachable.target)}), and it is kept exactly as its fill. The nearest shade that reaches it is{' '}
          <code>{color.nearest}</code>.{' '}
          <button type="button" className="button button-outline button-small" onClick={() => onUseShade(color.color, color.nearest)}>
            <span className="generate-chip" style={{ background: color.nearest }} aria-hidden="true" />
            Use {color.nearest}
          </button>
        </p>
      ))}
      <p>
        Or keep your colour{unreachable.colors.length > 1 ? 's' : ''} with a target {unreachable.colors.length > 1 ? 'they meet' : 'it meets'}:{' '}
        <button type="button" className="button button-outline button-small" onClick={() => onUseTarget(unreachable.fallback)}>
          Use {targetLabel(unreachable.fallback)}
        </button>
      </p>
    </div>
  );
}
