function behavior(root) {
  var trigger = root.querySelector(".ks-command-palette__trigger");
  var panel = root.querySelector('[role="dialog"]');
  var input = root.querySelector('[role="combobox"]');
  var list = root.querySelector('[role="listbox"]');
  if (!panel || !input || !list) return;
  var empty = root.querySelector(".ks-command-palette__empty");

  function items() {
    return Array.prototype.slice.call(list.querySelectorAll('[role="option"]'));
  }

  function visible() {
    return items().filter(function (item) {
      return !item.hidden;
    });
  }

  function activate(item) {
    items().forEach(function (each) {
      each.setAttribute("aria-selected", each === item ? "true" : "false");
    });
    if (item) {
      input.setAttribute("aria-activedescendant", item.id);
      if (item.scrollIntoView) item.scrollIntoView({ block: "nearest" });
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  }

  function active() {
    return list.querySelector('[role="option"][aria-selected="true"]');
  }

  function filter() {
    var query = input.value.trim().toLowerCase();
    items().forEach(function (item) {
      item.hidden =
        query !== "" && item.textContent.toLowerCase().indexOf(query) === -1;
    });
    Array.prototype.forEach.call(
      list.querySelectorAll('[role="group"]'),
      function (group) {
        group.hidden = !group.querySelector('[role="option"]:not([hidden])');
      },
    );
    var shown = visible();
    if (empty) empty.hidden = shown.length > 0;
    input.setAttribute("aria-expanded", shown.length > 0 ? "true" : "false");
    activate(shown[0] || null);
  }

  function setOpen(open) {
    panel.hidden = !open;
    if (trigger) trigger.setAttribute("aria-expanded", open ? "true" : "false");
    if (open) {
      input.value = "";
      filter();
      input.focus();
    } else if (trigger) {
      trigger.focus();
    }
  }

  function run(item) {
    var label = item.querySelector(".ks-command-palette__label");
    root.dispatchEvent(
      new CustomEvent("ks-command", {
        bubbles: true,
        detail: { command: (label || item).textContent.trim() },
      }),
    );
    setOpen(false);
  }

  function move(step) {
    var shown = visible();
    if (shown.length === 0) return;
    var index = shown.indexOf(active());
    activate(shown[(index + step + shown.length) % shown.length]);
  }

  function onKeyDown(event) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter") {
      var item = active();
      if (item) {
        event.preventDefault();
        run(item);
      }
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (input.value) {
        input.value = "";
        filter();
      } else {
        setOpen(false);
      }
    }
  }

  function onClick(event) {
    var item = event.target.closest && event.target.closest('[role="option"]');
    if (item && list.contains(item)) run(item);
  }

  function onTrigger() {
    setOpen(panel.hidden);
  }

  // ⌘K / Ctrl+K anywhere on the page opens the page's first palette.
  function onShortcut(event) {
    var first = document.querySelector(".ks-command-palette") === root;
    var key = String(event.key || "").toLowerCase();
    if (first && (event.metaKey || event.ctrlKey) && key === "k") {
      event.preventDefault();
      setOpen(panel.hidden);
    }
  }

  input.addEventListener("input", filter);
  input.addEventListener("keydown", onKeyDown);
  list.addEventListener("click", onClick);
  if (trigger) trigger.addEventListener("click", onTrigger);
  document.addEventListener("keydown", onShortcut);
  return function cleanup() {
    input.removeEventListener("input", filter);
    input.removeEventListener("keydown", onKeyDown);
    list.removeEventListener("click", onClick);
    if (trigger) trigger.removeEventListener("click", onTrigger);
    document.removeEventListener("keydown", onShortcut);
  };
}
