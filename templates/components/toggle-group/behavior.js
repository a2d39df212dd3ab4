/**
 * Toggle group. Single (role="radiogroup"): arrow keys, Home and End move and
 * select, with one tab stop. Multiple (role="group"): a click, Space or Enter
 * toggles aria-pressed; arrow keys, Home and End move between the buttons.
 */
function behavior(root) {
  var items = Array.prototype.slice.call(
    root.querySelectorAll(".ks-toggle-group__item"),
  );
  if (items.length === 0) return undefined;
  var single = root.getAttribute("role") === "radiogroup";

  function check(item) {
    items.forEach(function (other) {
      other.setAttribute("aria-checked", String(other === item));
      other.setAttribute("tabindex", other === item ? "0" : "-1");
    });
  }

  function onClick(event) {
    var item =
      event.target instanceof Element
        ? event.target.closest(".ks-toggle-group__item")
        : null;
    if (!item || items.indexOf(item) < 0) return;
    if (single) check(item);
    else
      item.setAttribute(
        "aria-pressed",
        String(item.getAttribute("aria-pressed") !== "true"),
      );
  }

  function onKeyDown(event) {
    var index = items.indexOf(event.target);
    if (index < 0) return;
    var last = items.length - 1;
    var next = index === last ? 0 : index + 1;
    var previous = index === 0 ? last : index - 1;
    var targets = {
      ArrowRight: next,
      ArrowDown: next,
      ArrowLeft: previous,
      ArrowUp: previous,
      Home: 0,
      End: last,
    };
    var target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    items[target].focus();
    if (single) check(items[target]);
  }

  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKeyDown);
  return function cleanup() {
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKeyDown);
  };
}
