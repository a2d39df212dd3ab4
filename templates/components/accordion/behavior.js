// Accordion (WAI-ARIA accordion): a header button shows or hides its panel; Arrow Up/Down, Home and End move between headers.
function behavior(root) {
  const triggers = [...root.querySelectorAll(".ks-accordion__trigger")];
  if (triggers.length === 0) return undefined;
  const onClick = (event) => {
    const trigger = event.target.closest?.(".ks-accordion__trigger");
    if (!trigger || !triggers.includes(trigger)) return;
    const expanded = trigger.getAttribute("aria-expanded") !== "true";
    trigger.setAttribute("aria-expanded", String(expanded));
    const id = trigger.getAttribute("aria-controls");
    const panel = id ? root.querySelector(`#${CSS.escape(id)}`) : null;
    if (panel) panel.hidden = !expanded;
  };
  const onKeyDown = (event) => {
    const index = triggers.indexOf(event.target);
    if (index < 0) return;
    const moves = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: triggers.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    triggers[(moves[event.key] + triggers.length) % triggers.length].focus();
  };
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKeyDown);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKeyDown);
  };
}
