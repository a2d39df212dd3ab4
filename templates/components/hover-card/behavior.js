/**
 * Hover card: the preview's open, in-flow card becomes a floating one that
 * opens after data-delay ms of hover or keyboard focus on its link. It follows
 * the link in the tab order (its links are reachable); Escape closes it and
 * returns focus to the link; leaving it (pointer or focus) hides it.
 */
function behavior(root) {
  var trigger = root.querySelector(".ks-hover-card__trigger");
  var card = root.querySelector(".ks-hover-card__content");
  if (!trigger || !card) return undefined;
  var delay = Number(root.getAttribute("data-delay"));
  if (!Number.isFinite(delay)) delay = 400;
  var closeDelay = 300;
  var open = false;
  var dismissed = false;
  var timer;

  function set(next) {
    open = next;
    card.hidden = !next;
    trigger.setAttribute("aria-expanded", String(next));
  }

  function schedule(next, wait) {
    window.clearTimeout(timer);
    if (wait <= 0) set(next);
    else
      timer = window.setTimeout(function () {
        set(next);
      }, wait);
  }

  function onPointerEnter(event) {
    dismissed = false;
    if (event.pointerType !== "touch") schedule(true, open ? 0 : delay);
  }

  function onPointerLeave() {
    if (!root.contains(document.activeElement)) schedule(false, closeDelay);
  }

  function onFocusIn() {
    if (!dismissed) schedule(true, open ? 0 : delay);
  }

  function onFocusOut(event) {
    if (root.contains(event.relatedTarget)) return;
    dismissed = false;
    schedule(false, 0);
  }

  function onKeyDown(event) {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    // Stays closed while focus stays inside, until the pointer comes back.
    dismissed = true;
    schedule(false, 0);
    trigger.focus();
  }

  root.classList.remove("ks-hover-card--inline");
  set(false);
  root.addEventListener("pointerenter", onPointerEnter);
  root.addEventListener("pointerleave", onPointerLeave);
  root.addEventListener("focusin", onFocusIn);
  root.addEventListener("focusout", onFocusOut);
  root.addEventListener("keydown", onKeyDown);
  return function cleanup() {
    window.clearTimeout(timer);
    root.removeEventListener("pointerenter", onPointerEnter);
    root.removeEventListener("pointerleave", onPointerLeave);
    root.removeEventListener("focusin", onFocusIn);
    root.removeEventListener("focusout", onFocusOut);
    root.removeEventListener("keydown", onKeyDown);
  };
}
