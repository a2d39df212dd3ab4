// Modal dialog (WAI-ARIA): the trigger opens it and focus moves inside; Tab and Shift+Tab stay inside;
// Escape, the close button or an action closes it and focus returns to the trigger. Parts are found by the
// root's block class (ks-dialog__panel, ks-drawer__panel...), so the drawer runs it too ("behavior": "dialog").
function behavior(root, block) {
  const panel = root.querySelector(`.${block}__panel`);
  if (!panel) return undefined;
  const trigger = root.querySelector(`.${block}__trigger`);
  const document = root.ownerDocument;
  const focusable = () =>
    [
      ...panel.querySelectorAll(
        "button, [href], input, select, textarea, [tabindex]",
      ),
    ].filter((element) => !element.disabled && element.tabIndex >= 0);
  const setOpen = (open) => {
    panel.hidden = !open;
    trigger?.setAttribute("aria-expanded", String(open));
    if (open) {
      const first = focusable()[0];
      if (first) first.focus();
      else {
        panel.tabIndex = -1;
        panel.focus();
      }
    } else trigger?.focus();
  };
  const onClick = (event) => {
    if (trigger?.contains(event.target)) setOpen(true);
    else if (event.target.closest?.(`.${block}__close, .${block}__action`)) {
      setOpen(false);
    }
  };
  const onKeyDown = (event) => {
    if (panel.hidden || !panel.contains(event.target)) return;
    if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === "Tab") {
      const items = focusable();
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKeyDown);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKeyDown);
  };
}
