// Tabs (WAI-ARIA tabs, automatic activation): a click or Arrow Left/Right, Home and End select a tab and show its panel.
function behavior(root) {
  const tabs = [...root.querySelectorAll('[role="tab"]')];
  if (tabs.length === 0) return undefined;
  const panelOf = (tab) => {
    const id = tab.getAttribute("aria-controls");
    return id ? root.querySelector(`#${CSS.escape(id)}`) : null;
  };
  const select = (tab, focus) => {
    for (const other of tabs) {
      const selected = other === tab;
      other.setAttribute("aria-selected", String(selected));
      other.tabIndex = selected ? 0 : -1;
      const panel = panelOf(other);
      if (panel) panel.hidden = !selected;
    }
    if (focus) tab.focus();
  };
  const onClick = (event) => {
    const tab = event.target.closest?.('[role="tab"]');
    if (tab && tabs.includes(tab)) select(tab, false);
  };
  const onKeyDown = (event) => {
    const index = tabs.indexOf(event.target);
    if (index < 0) return;
    const moves = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(tabs[(moves[event.key] + tabs.length) % tabs.length], true);
  };
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKeyDown);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKeyDown);
  };
}
