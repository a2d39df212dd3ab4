function behavior(root) {
  var input = root.querySelector('[role="combobox"]');
  var listbox = root.querySelector('[role="listbox"]');
  if (!input || !listbox) return;
  var empty = root.querySelector(".ks-combobox__empty");
  var active = null;

  function options() {
    return Array.prototype.slice.call(
      listbox.querySelectorAll('[role="option"]'),
    );
  }

  function visible() {
    return options().filter(function (option) {
      return !option.hidden;
    });
  }

  function setActive(option) {
    if (active) active.classList.remove("ks-combobox__option--active");
    active = option;
    if (option) {
      option.classList.add("ks-combobox__option--active");
      input.setAttribute("aria-activedescendant", option.id);
      if (option.scrollIntoView) option.scrollIntoView({ block: "nearest" });
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  }

  function setOpen(open) {
    var any = visible().length > 0;
    input.setAttribute("aria-expanded", open && any ? "true" : "false");
    listbox.hidden = !(open && any);
    if (empty) empty.hidden = !(open && !any);
    if (!open) setActive(null);
  }

  function filter() {
    var query = input.value.trim().toLowerCase();
    options().forEach(function (option) {
      option.hidden =
        query !== "" && option.textContent.toLowerCase().indexOf(query) === -1;
    });
    setActive(null);
    setOpen(true);
  }

  function choose(option) {
    input.value = option.textContent.trim();
    options().forEach(function (each) {
      each.setAttribute("aria-selected", each === option ? "true" : "false");
    });
    filter();
    setOpen(false);
  }

  function move(step) {
    setOpen(true);
    var list = visible();
    if (list.length === 0) return;
    var index = list.indexOf(active);
    if (index === -1) index = step > 0 ? -1 : list.length;
    setActive(list[(index + step + list.length) % list.length]);
  }

  function onKeyDown(event) {
    var open = input.getAttribute("aria-expanded") === "true";
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (event.altKey) setOpen(true);
      else move(1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      move(-1);
    } else if (event.key === "Enter") {
      if (open && active) {
        event.preventDefault();
        choose(active);
      }
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (open) {
        setOpen(false);
      } else {
        input.value = "";
        filter();
        setOpen(false);
      }
    }
  }

  function onClick(event) {
    var option =
      event.target.closest && event.target.closest('[role="option"]');
    if (option && listbox.contains(option)) {
      choose(option);
      input.focus();
    }
  }

  function onMouseDown(event) {
    // Keeps focus in the field, so picking with the mouse does not close the list first.
    event.preventDefault();
  }

  function onFocusOut(event) {
    if (!root.contains(event.relatedTarget)) setOpen(false);
  }

  function onInputClick() {
    setOpen(true);
  }

  input.addEventListener("input", filter);
  input.addEventListener("keydown", onKeyDown);
  input.addEventListener("click", onInputClick);
  listbox.addEventListener("click", onClick);
  listbox.addEventListener("mousedown", onMouseDown);
  root.addEventListener("focusout", onFocusOut);
  return function cleanup() {
    input.removeEventListener("input", filter);
    input.removeEventListener("keydown", onKeyDown);
    input.removeEventListener("click", onInputClick);
    listbox.removeEventListener("click", onClick);
    listbox.removeEventListener("mousedown", onMouseDown);
    root.removeEventListener("focusout", onFocusOut);
  };
}
