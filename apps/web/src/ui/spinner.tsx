/** A spinning ring with a label for screen readers. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span className="spinner" role="status">
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** The whole viewport, centred spinner: the session is loading. */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="full-screen-center" data-testid="full-screen-spinner">
      <Spinner label={label} />
    </div>
  );
}
