// Toast (WAI-ARIA status or alert): the close button or the action dismisses it; Escape while focus is inside does too.
function behavior(root) {
  const dismiss = () => {
    root.hidden = true;
  };
  const onClick = (event) => {
    if (event.target.closest?.(".ks-toast__close, .ks-toast__action")) {
      dismiss();
    }
  };
  const onKeyDown = (event) => {
    if (event.key === "Escape") dismiss();
  };
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKeyDown);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKeyDown);
  };
}
