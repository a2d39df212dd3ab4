// Menu button (WAI-ARIA menu button): the trigger opens and closes the menu; Arrow keys, Home and End move
// between items; Escape, choosing an item or a click elsewhere closes it and focus returns to the trigger.
function behavior(root) {
  const trigger = root.querySelector(".ks-dropdown-menu__trigger");
  const menu = root.querySelector('[role="menu"]');
  if (!trigger || !menu) return undefined;
  const items = () =>
    [...menu.querySelectorAll('[role="menuitem"]')].filter(
      (item) => item.getAttribute("aria-disabled") !== "true",
    );
  const isOpen = () => !menu.hidden;
  const setOpen = (open, focusItem) => {
    menu.hidden = !open;
    trigger.setAttribute("aria-expanded", String(open));
    if (open && focusItem) {
      const list = items();
      list[focusItem === "last" ? list.length - 1 : 0]?.focus();
    }
  };
  const onClick = (event) => {
    if (trigger.contains(event.target)) {
      setOpen(!isOpen(), "first");
      return;
    }
    const item = event.target.closest?.('[role="menuitem"]');
    if (item && item.getAttribute("aria-disabled") !== "true") {
      setOpen(false);
      trigger.focus();
    }
  };
  const onKeyDown = (event) => {
    if (event.target === trigger) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        setOpen(true, event.key === "ArrowUp" ? "last" : "first");
      }
      return;
    }
    const list = items();
    const index = list.indexOf(event.target);
    if (event.key === "Escape" && isOpen()) {
      event.preventDefault();
      setOpen(false);
      trigger.focus();
      return;
    }
    if (index < 0) return;
    const moves = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: list.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      list[(moves[event.key] + list.length) % list.length].focus();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  };
  const onOutside = (event) => {
    if (isOpen() && !root.contains(event.target)) setOpen(false);
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
