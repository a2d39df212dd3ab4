// Menu (WAI-ARIA menu): one item in the tab order; Arrow Up/Down, Home, End and the first letter of an item move focus.
function behavior(root) {
  const items = [...root.querySelectorAll('[role="menuitem"]')];
  if (items.length === 0) return undefined;
  const focus = (item) => {
    for (const other of items) other.tabIndex = other === item ? 0 : -1;
    item.focus();
  };
  const onKeyDown = (event) => {
    const index = items.indexOf(event.target);
    if (index < 0) return;
    const moves = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focus(items[(moves[event.key] + items.length) % items.length]);
    } else if (/^\S$/.test(event.key)) {
      const letter = event.key.toLowerCase();
      const order = [...items.slice(index + 1), ...items.slice(0, index)];
      const match = order.find((item) =>
        item.textContent.trim().toLowerCase().startsWith(letter),
      );
      if (match) focus(match);
    }
  };
  root.addEventListener("keydown", onKeyDown);
  return () => root.removeEventListener("keydown", onKeyDown);
}
