function behavior(root) {
  var cells = Array.prototype.slice.call(
    root.querySelectorAll(".ks-input-otp__cell"),
  );
  if (cells.length === 0) return;
  var allowed =
    root.getAttribute("data-type") === "alphanumeric" ? /[0-9a-z]/i : /[0-9]/;

  function clean(text) {
    return String(text || "")
      .split("")
      .filter(function (char) {
        return allowed.test(char);
      })
      .join("")
      .toUpperCase();
  }

  function value() {
    return cells
      .map(function (cell) {
        return cell.value;
      })
      .join("");
  }

  function focusCell(index) {
    var cell = cells[Math.max(0, Math.min(cells.length - 1, index))];
    cell.focus();
    cell.select();
  }

  function fill(from, text) {
    var chars = clean(text)
      .slice(0, cells.length - from)
      .split("");
    chars.forEach(function (char, offset) {
      cells[from + offset].value = char;
    });
    var next = from + chars.length;
    focusCell(next < cells.length ? next : cells.length - 1);
    var code = value();
    if (code.length === cells.length) {
      root.dispatchEvent(
        new CustomEvent("ks-complete", {
          bubbles: true,
          detail: { value: code },
        }),
      );
    }
  }

  function onInput(event) {
    var index = cells.indexOf(event.target);
    if (index === -1) return;
    var text = clean(event.target.value);
    event.target.value = "";
    if (text) fill(index, text);
  }

  function onKeyDown(event) {
    var index = cells.indexOf(event.target);
    if (index === -1) return;
    if (event.key === "Backspace" && !event.target.value && index > 0) {
      event.preventDefault();
      cells[index - 1].value = "";
      focusCell(index - 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      focusCell(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      focusCell(index + 1);
    } else if (event.key === "Home") {
      event.preventDefault();
      focusCell(0);
    } else if (event.key === "End") {
      event.preventDefault();
      focusCell(cells.length - 1);
    }
  }

  function onPaste(event) {
    if (cells.indexOf(event.target) === -1) return;
    var data = event.clipboardData && event.clipboardData.getData("text");
    event.preventDefault();
    if (!clean(data)) return;
    cells.forEach(function (cell) {
      cell.value = "";
    });
    fill(0, data);
  }

  function onFocus(event) {
    if (cells.indexOf(event.target) !== -1) event.target.select();
  }

  // With script, a box may take more than one character (an autofilled or typed-ahead code), spread across the boxes.
  cells.forEach(function (cell) {
    cell.removeAttribute("maxlength");
  });
  root.addEventListener("input", onInput);
  root.addEventListener("keydown", onKeyDown);
  root.addEventListener("paste", onPaste);
  root.addEventListener("focusin", onFocus);
  return function cleanup() {
    root.removeEventListener("input", onInput);
    root.removeEventListener("keydown", onKeyDown);
    root.removeEventListener("paste", onPaste);
    root.removeEventListener("focusin", onFocus);
    cells.forEach(function (cell) {
      cell.setAttribute("maxlength", "1");
    });
  };
}
