import type { PublicProject } from '@kitsmith/client';
import type { CSSProperties } from 'react';

type Sheet = PublicProject['design'];
type Scheme = 'light' | 'dark';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every colour scale of the design: one row of swatches each, every step named with its hex. */
export function Palettes({ palettes }: { palettes: Sheet['palettes'] }) {
  return (
    <div className="public-palettes">
      {palettes.map((palette) => (
        <div key={palette.name} className="public-scale">
          <h3>{capitalise(palette.name)}</h3>
          <ol className="public-swatches" aria-label={`${capitalise(palette.name)} scale`}>
            {palette.steps.map((step) => (
              <li key={step.step} data-testid={`swatch-${palette.name}-${step.step}`}>
                <span className="public-swatch" style={{ background: step.value }} />
                <span className="public-swatch-step">{step.step}</span>
                <code>{step.value}</code>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}

/** A text pair drawn in its own colours, as an image: the sample is the design's, whatever contrast it has. */
function PairSample({ background, foreground, label }: { background: string; foreground: string; label: string }) {
  return (
    <svg className="public-pair-sample" viewBox="0 0 48 32" role="img" aria-label={label}>
      <rect width="48" height="32" rx="6" fill={background} stroke="currentColor" strokeOpacity="0.2" />
      <text x="24" y="21" textAnchor="middle" fontSize="14" fontWeight="600" fill={foreground}>
        Aa
      </text>
    </svg>
  );
}

/** One scheme's semantic colours, and its text pairs with their WCAG ratio and level. */
function SchemeColours({ sheet, scheme }: { sheet: Sheet; scheme: Scheme }) {
  const colours = sheet.semantic[scheme];
  const valueOf = (name: string) => colours.find((colour) => colour.name === name)?.value ?? 'transparent';
  const pairs = sheet.contrast.filter((pair) => pair.mode === scheme);
  return (
    // Each scheme's card wears that scheme, whichever the page shows.
    <div className="public-scheme" data-testid={`semantic-${scheme}`} style={{ ...sheet.properties[scheme], colorScheme: scheme } as CSSProperties}>
      <h3>{capitalise(scheme)}</h3>
      <ul className="public-semantic">
        {colours.map((colour) => (
          <li key={colour.name}>
            <span className="public-swatch public-swatch-small" style={{ background: colour.value }} />
            <span>{colour.name}</span>
            <code>{colour.value}</code>
          </li>
        ))}
      </ul>
      <h4>Contrast</h4>
      <ul className="public-contrast">
        {pairs.map((pair) => (
          <li key={`${pair.foreground}/${pair.background}`}>
            <PairSample
              background={valueOf(pair.background)}
              foreground={valueOf(pair.foreground)}
              label={`${pair.foreground} on ${pair.background}`}
            />
            <span>
              {pair.foreground} on {pair.background}
            </span>
            <span className={`public-badge public-badge-${pair.level.toLowerCase()}`}>
              {pair.ratio.toFixed(2)}:1 {pair.level === 'fail' ? 'Fails AA' : pair.level}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The semantic colours of both schemes side by side, whatever scheme the page shows. */
export function SemanticColours({ sheet }: { sheet: Sheet }) {
  return (
    <div className="public-schemes">
      <SchemeColours sheet={sheet} scheme="light" />
      <SchemeColours sheet={sheet} scheme="dark" />
    </div>
  );
}

/** A size as a reader takes it in: a fluid one's `clamp(min, …, max)` as `min–max`. */
const sizeLabel = (value: string) => {
  const fluid = /^clamp\(([^,]+),[^,]+,\s*([^)]+)\)$/.exec(value);
  return fluid ? `${fluid[1]}–${fluid[2]}` : value;
};

/** The type scale: each step's size and a sample set in the design's heading font at that size (headings grow with the screen). */
export function TypeScale({ steps }: { steps: Sheet['type_scale'] }) {
  return (
    <ol className="public-type-scale">
      {[...steps].reverse().map((step) => (
        <li key={step.name}>
          <span className="public-type-step" title={step.value}>
            {step.name} · {sizeLabel(step.value)}
          </span>
          <span className="public-type-sample" style={{ fontSize: step.value }}>
            The quick brown fox
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Spacing as bars of each length, radii on squares, shadows on cards: the design's own values. */
export function Measures({ sheet }: { sheet: Sheet }) {
  return (
    <div className="public-measures">
      <div>
        <h3>Spacing</h3>
        <ul className="public-spacing">
          {sheet.spacing.map((step) => (
            <li key={step.name}>
              <code>
                {step.name} · {step.value}
              </code>
              <span className="public-spacing-bar" style={{ width: step.value }} />
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3>Radius</h3>
        <ul className="public-tiles">
          {sheet.radius.map((step) => (
            <li key={step.name}>
              <span className="public-radius-tile" style={{ borderRadius: step.value }} />
              <code>
                {step.name} · {step.value}
              </code>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3>Shadows</h3>
        <ul className="public-tiles">
          {sheet.shadows.map((step) => (
            <li key={step.name}>
              <span className="public-shadow-tile" style={{ boxShadow: step.value }} />
              <code>{step.name}</code>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
