/** The pricing section's grid while the plans load: three empty cards of a plan card's height, hidden from assistive technology. */
export function PlanGridPlaceholder() {
  return (
    <ul className="plan-grid" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <li key={index} className="card plan-card plan-card-placeholder" />
      ))}
    </ul>
  );
}
