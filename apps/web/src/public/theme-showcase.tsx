import { useEffect, useId, useRef, useState } from 'react';
import { showcaseDocument, showcaseThemes } from 'virtual:kitsmith-showcase';
import { useColorScheme } from '../theme/use-color-scheme.ts';
import { useAfterLoad } from '../ui/use-after-load.ts';
import { useThemeRotation } from './use-theme-rotation.ts';

/**
 * The hero's picture of the product: catalogue components rendered live in six of core's templates, in a
 * script-free document built with core at build time (vite/kitsmith-showcase.ts), in the page's light or dark
 * scheme. The frame is fully sandboxed (an opaque origin, so the browser may lay it out in a process of its own);
 * choosing a template only changes the fragment of its address (vite/showcase-document.ts), replacing the frame's
 * history entry rather than adding one for the Back button to step through.
 */
export function ThemeShowcase() {
  const radioName = useId();
  const labelId = useId();
  const rotation = useThemeRotation(showcaseThemes.length);
  const scheme = useColorScheme();
  const theme = showcaseThemes[rotation.index] ?? showcaseThemes[0]!;
  const address = `${showcaseDocument}#${theme.fragments[scheme]}`;
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  // The frame's document loads once the page has loaded and the browser is idle: the home page arrives rendered, and
  // neither its first paint nor React taking it over should wait while the browser fetches and lays out the showcase.
  // It loads at the address of the moment; later choices move its fragment.
  const loaded = useAfterLoad();
  const [firstAddress, setFirstAddress] = useState<string>();
  if (loaded && !firstAddress) setFirstAddress(address);
  useEffect(() => {
    if (ready) frame.current?.contentWindow?.location.replace(address);
  }, [ready, address]);
  const hold = (held: boolean) => () => rotation.hold(held);

  return (
    <figure className="showcase" data-rotating={rotation.rotating}>
      <div className="showcase-window" onPointerEnter={hold(true)} onPointerLeave={hold(false)} onFocus={hold(true)} onBlur={hold(false)}>
        <div className="showcase-toolbar">
          <p className="showcase-live">
            <span className="showcase-live-dot" aria-hidden="true" /> Live preview
          </p>
          {rotation.canRotate && (
            <button type="button" className="showcase-pause" aria-pressed={rotation.paused} onClick={rotation.togglePaused}>
              {rotation.paused ? 'Play' : 'Pause'}
              <span className="visually-hidden"> the template rotation</span>
            </button>
          )}
        </div>
        <div className="showcase-body">
          <div className="showcase-themes" role="radiogroup" aria-labelledby={labelId}>
            <p id={labelId} className="showcase-themes-label">
              Templates
            </p>
            {showcaseThemes.map((option, index) => (
              <label key={option.id} className="showcase-theme">
                <input type="radio" name={radioName} value={option.id} checked={index === rotation.index} onChange={() => rotation.choose(index)} />
                <span className="showcase-swatches" aria-hidden="true">
                  {option.colors.map((color) => (
                    <span key={color} style={{ background: color }} />
                  ))}
                </span>
                {option.name}
              </label>
            ))}
          </div>
          <div className="showcase-canvas" data-ready={ready}>
            <iframe
              ref={frame}
              className="showcase-frame"
              src={firstAddress}
              title={`Components in the ${theme.name} template`}
              sandbox=""
              tabIndex={-1}
              onLoad={() => setReady(true)}
            />
          </div>
        </div>
      </div>
      <figcaption className="showcase-caption">
        Real components in real templates: the markup and CSS Kitsmith exports, themed only by design tokens.
      </figcaption>
    </figure>
  );
}
