// Popover (non-modal dialog): the trigger opens and closes it; Escape or the close button closes it and focus
// returns to the trigger; a click elsewhere closes it.
function behavior(root) {
  const trigger = root.querySelector(".ks-popover__trigger");
  const panel = root.querySelector(".ks-popover__panel");
  if (!trigger || !panel) return undefined;
  const setOpen = (open) => {
    panel.hidden = !open;
    trigger.setAttribute("aria-expanded", String(open));
  };
  const onClick = (event) => {
    if (trigger.contains(event.target)) setOpen(panel.hidden);
    else if (event.target.closest?.(".ks-popover__close")) {
      setOpen(false);
      trigger.focus();
    }
  };
  const onKeyDown = (event) => {
    if (event.key !== "Escape" || panel.hidden) return;
    event.preventDefault();
    setOpen(false);
    trigger.focus();
  };
  const onOutside = (event) => {
    if (!panel.hidden && !root.contains(event.target)) setOpen(false);
  };
  const document = root.ownerDocument;
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKeyDown);
  document.addEventListener("pointerdown", onOutside);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("pointerdown", onOutside);
  };
}
