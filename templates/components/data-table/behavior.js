function behavior(root) {
  var table = root.querySelector("table");
  var body = table && table.tBodies[0];
  if (!table || !body) return;
  var all = root.querySelector(".ks-data-table__checkbox--all");
  var summary = root.querySelector(".ks-data-table__summary");

  function rowBoxes() {
    return Array.prototype.slice.call(
      body.querySelectorAll(".ks-data-table__checkbox"),
    );
  }

  function sortValue(row, index) {
    var cell = row.cells[index];
    if (!cell) return "";
    var value = cell.getAttribute("data-sort-value");
    return value !== null ? value : cell.textContent.trim();
  }

  function compare(a, b) {
    var x = Number(a);
    var y = Number(b);
    if (a !== "" && b !== "" && !isNaN(x) && !isNaN(y)) return x - y;
    return a.localeCompare(b);
  }

  function sortBy(header) {
    var descending = header.getAttribute("aria-sort") === "ascending";
    var headers = table.tHead ? table.tHead.rows[0].cells : [];
    Array.prototype.forEach.call(headers, function (cell) {
      if (cell !== header) cell.removeAttribute("aria-sort");
    });
    header.setAttribute("aria-sort", descending ? "descending" : "ascending");
    var index = header.cellIndex;
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (a, b) {
      var order = compare(sortValue(a, index), sortValue(b, index));
      return descending ? -order : order;
    });
    rows.forEach(function (row) {
      body.appendChild(row);
    });
  }

  function updateSelection() {
    var boxes = rowBoxes();
    var checked = boxes.filter(function (box) {
      return box.checked;
    }).length;
    if (all) {
      all.checked = boxes.length > 0 && checked === boxes.length;
      all.indeterminate = checked > 0 && checked < boxes.length;
    }
    if (summary) {
      summary.textContent = checked + " of " + boxes.length + " rows selected";
    }
  }

  function onClick(event) {
    var button =
      event.target.closest && event.target.closest(".ks-data-table__sort");
    if (!button || !root.contains(button)) return;
    var header = button.closest("th");
    if (header) sortBy(header);
  }

  function onChange(event) {
    var box = event.target;
    if (!box.classList || !box.classList.contains("ks-data-table__checkbox")) {
      return;
    }
    if (box === all) {
      rowBoxes().forEach(function (row) {
        row.checked = all.checked;
      });
    }
    updateSelection();
  }

  root.addEventListener("click", onClick);
  root.addEventListener("change", onChange);
  updateSelection();
  return function cleanup() {
    root.removeEventListener("click", onClick);
    root.removeEventListener("change", onChange);
  };
}
