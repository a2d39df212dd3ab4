// Switch (WAI-ARIA switch): a click, Space or Enter on the button (or a click on its label) flips aria-checked.
function behavior(root) {
  const control = root.querySelector('[role="switch"]');
  if (!control) return undefined;
  const onClick = () => {
    if (control.disabled) return;
    const checked = control.getAttribute("aria-checked") === "true";
    control.setAttribute("aria-checked", String(!checked));
  };
  control.addEventListener("click", onClick);
  return () => control.removeEventListener("click", onClick);
}
