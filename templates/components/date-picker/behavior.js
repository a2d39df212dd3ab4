function behavior(root) {
  var grid = root.querySelector(".ks-date-picker__grid");
  var body = grid && grid.tBodies[0];
  var heading = root.querySelector(".ks-date-picker__month");
  var calendar = root.querySelector(".ks-date-picker__calendar");
  if (!grid || !body || !heading || !calendar) return;
  var input = root.querySelector(".ks-date-picker__input");
  var toggle = root.querySelector(".ks-date-picker__toggle");
  var locale = root.getAttribute("data-locale") || "en-US";
  var weekStart = root.getAttribute("data-week-start") === "0" ? 0 : 1;
  var min = parse(root.getAttribute("data-min"));
  var max = parse(root.getAttribute("data-max"));
  var selected = parse(root.getAttribute("data-value"));
  var focusDate = selected || firstFocus();
  var full;
  var monthName;
  try {
    full = new Intl.DateTimeFormat(locale, {
      dateStyle: "full",
      timeZone: "UTC",
    });
    monthName = new Intl.DateTimeFormat(locale, {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
  } catch {
    full = new Intl.DateTimeFormat("en-US", {
      dateStyle: "full",
      timeZone: "UTC",
    });
    monthName = new Intl.DateTimeFormat("en-US", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
  }

  function parse(text) {
    var match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(text || "").trim());
    if (!match) return null;
    var date = new Date(Date.UTC(+match[1], +match[2] - 1, +match[3]));
    return date.getUTCMonth() === +match[2] - 1 &&
      date.getUTCDate() === +match[3]
      ? date
      : null;
  }

  function iso(date) {
    return date.toISOString().slice(0, 10);
  }

  function firstFocus() {
    var cell = body.querySelector('td[tabindex="0"]');
    return (cell && parse(cell.getAttribute("data-date"))) || new Date();
  }

  function day(date, days) {
    return new Date(
      Date.UTC(
        date.getUTCFullYear(),
        date.getUTCMonth(),
        date.getUTCDate() + days,
      ),
    );
  }

  function month(date, months) {
    var target = new Date(
      Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1),
    );
    var length = new Date(
      Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
    ).getUTCDate();
    target.setUTCDate(Math.min(date.getUTCDate(), length));
    return target;
  }

  function allowed(date) {
    return (!min || date >= min) && (!max || date <= max);
  }

  function sameMonth(a, b) {
    return (
      a.getUTCFullYear() === b.getUTCFullYear() &&
      a.getUTCMonth() === b.getUTCMonth()
    );
  }

  function render() {
    var year = focusDate.getUTCFullYear();
    var index = focusDate.getUTCMonth();
    var first = new Date(Date.UTC(year, index, 1));
    var length = new Date(Date.UTC(year, index + 1, 0)).getUTCDate();
    var lead = (first.getUTCDay() - weekStart + 7) % 7;
    heading.textContent = monthName.format(first);
    while (body.firstChild) body.removeChild(body.firstChild);
    var row = null;
    for (var cell = 0; cell < Math.ceil((lead + length) / 7) * 7; cell++) {
      if (cell % 7 === 0) row = body.appendChild(document.createElement("tr"));
      var td = row.appendChild(document.createElement("td"));
      var number = cell - lead + 1;
      if (number < 1 || number > length) {
        td.className = "ks-date-picker__blank";
        continue;
      }
      var date = new Date(Date.UTC(year, index, number));
      td.className = "ks-date-picker__day";
      td.setAttribute("data-date", iso(date));
      td.setAttribute("aria-label", full.format(date));
      td.setAttribute(
        "aria-selected",
        selected && iso(selected) === iso(date) ? "true" : "false",
      );
      if (!allowed(date)) td.setAttribute("aria-disabled", "true");
      td.tabIndex = number === focusDate.getUTCDate() ? 0 : -1;
      td.textContent = String(number);
    }
  }

  function cellFor(date) {
    return body.querySelector('td[data-date="' + iso(date) + '"]');
  }

  function moveTo(date, focus) {
    var redraw = !sameMonth(date, focusDate);
    focusDate = date;
    if (redraw) {
      render();
    } else {
      Array.prototype.forEach.call(
        body.querySelectorAll("td[data-date]"),
        function (td) {
          td.tabIndex = td.getAttribute("data-date") === iso(date) ? 0 : -1;
        },
      );
    }
    var target = cellFor(date);
    if (focus && target) target.focus();
  }

  function isOpen() {
    return !calendar.hidden;
  }

  function setOpen(open) {
    if (!toggle) return;
    calendar.hidden = !open;
    toggle.setAttribute("aria-expanded", open ? "true" : "false");
    if (open) {
      var typed = input && parse(input.value);
      if (typed) selected = typed;
      moveTo(selected || focusDate, false);
      render();
      var target = cellFor(focusDate);
      if (target) target.focus();
    } else {
      toggle.focus();
    }
  }

  function choose(date) {
    if (!allowed(date)) return;
    selected = date;
    root.setAttribute("data-value", iso(date));
    Array.prototype.forEach.call(
      body.querySelectorAll("td[data-date]"),
      function (td) {
        td.setAttribute(
          "aria-selected",
          td.getAttribute("data-date") === iso(date) ? "true" : "false",
        );
      },
    );
    if (input) {
      input.value = iso(date);
      input.dispatchEvent(new Event("change", { bubbles: true }));
    }
    if (toggle) {
      toggle.setAttribute(
        "aria-label",
        "Choose date, selected date is " + full.format(date),
      );
      setOpen(false);
    }
  }

  function onGridKeyDown(event) {
    var cell = event.target.closest && event.target.closest("td[data-date]");
    if (!cell) return;
    var date = parse(cell.getAttribute("data-date"));
    var weekday = (date.getUTCDay() - weekStart + 7) % 7;
    var moves = {
      ArrowLeft: function () {
        return day(date, -1);
      },
      ArrowRight: function () {
        return day(date, 1);
      },
      ArrowUp: function () {
        return day(date, -7);
      },
      ArrowDown: function () {
        return day(date, 7);
      },
      Home: function () {
        return day(date, -weekday);
      },
      End: function () {
        return day(date, 6 - weekday);
      },
      PageUp: function () {
        return month(date, event.shiftKey ? -12 : -1);
      },
      PageDown: function () {
        return month(date, event.shiftKey ? 12 : 1);
      },
    };
    if (moves[event.key]) {
      event.preventDefault();
      moveTo(moves[event.key](), true);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose(date);
    }
  }

  function onClick(event) {
    var target = event.target;
    if (!target.closest) return;
    var nav = target.closest(".ks-date-picker__nav");
    var cell = target.closest("td[data-date]");
    if (nav && root.contains(nav)) {
      moveTo(
        month(focusDate, Number(nav.getAttribute("data-months")) || 0),
        false,
      );
    } else if (cell && root.contains(cell)) {
      focusDate = parse(cell.getAttribute("data-date"));
      choose(focusDate);
    } else if (toggle && target.closest(".ks-date-picker__toggle") === toggle) {
      setOpen(!isOpen());
    }
  }

  function onKeyDown(event) {
    if (
      event.key === "Escape" &&
      toggle &&
      isOpen() &&
      calendar.contains(event.target)
    ) {
      event.preventDefault();
      setOpen(false);
    }
  }

  function onInputChange(event) {
    if (event.target !== input) return;
    var typed = parse(input.value);
    if (typed && allowed(typed) && iso(typed) !== (selected && iso(selected))) {
      selected = typed;
      focusDate = typed;
      root.setAttribute("data-value", iso(typed));
      render();
    }
  }

  grid.addEventListener("keydown", onGridKeyDown);
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKeyDown);
  root.addEventListener("change", onInputChange);
  return function cleanup() {
    grid.removeEventListener("keydown", onGridKeyDown);
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKeyDown);
    root.removeEventListener("change", onInputChange);
  };
}
