/** The red banner above a form (spec section 4: failure shows it; the next attempt clears it). */
export function ErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="error-banner" role="alert">
      {message}
    </div>
  );
}
