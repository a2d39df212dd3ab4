// Tooltip (WAI-ARIA tooltip): shown while the trigger is hovered or focused, hidden when it is not and on Escape.
function behavior(root) {
  const trigger = root.querySelector(".ks-tooltip__trigger");
  const tip = root.querySelector('[role="tooltip"]');
  if (!trigger || !tip) return undefined;
  const show = () => {
    tip.hidden = false;
  };
  const hide = () => {
    tip.hidden = true;
  };
  const onKeyDown = (event) => {
    if (event.key === "Escape" && !tip.hidden) hide();
  };
  const listeners = [
    ["pointerenter", show],
    ["pointerleave", hide],
    ["focusin", show],
    ["focusout", hide],
    ["keydown", onKeyDown],
  ];
  for (const [type, listener] of listeners) {
    root.addEventListener(type, listener);
  }
  return () => {
    for (const [type, listener] of listeners) {
      root.removeEventListener(type, listener);
    }
  };
}
