/**
 * Chart: the data points form one tab stop (roving tabindex). Arrow keys move
 * along a series, Up and Down between series, Home and End to its ends; the
 * live region reads out the focused value.
 */
function behavior(root) {
  var plot = root.querySelector(".ks-chart__plot");
  if (!plot) return undefined;
  var readout = root.querySelector(".ks-chart__readout");
  var marks = Array.prototype.slice.call(
    plot.querySelectorAll(".ks-chart__mark"),
  );
  var rows = [];
  marks.forEach(function (mark) {
    var match = /ks-chart__series--(\d+)/.exec(mark.className);
    var series = match ? Number(match[1]) - 1 : 0;
    (rows[series] = rows[series] || []).push(mark);
  });
  rows = rows.filter(Boolean);
  if (rows.length === 0) return undefined;

  function position(mark) {
    for (var s = 0; s < rows.length; s++) {
      var i = rows[s].indexOf(mark);
      if (i >= 0) return [s, i];
    }
    return undefined;
  }

  function activate(mark) {
    marks.forEach(function (other) {
      other.setAttribute("tabindex", other === mark ? "0" : "-1");
    });
    if (readout) readout.textContent = mark.getAttribute("aria-label") || "";
  }

  function onFocusIn(event) {
    if (marks.indexOf(event.target) >= 0) activate(event.target);
  }

  function onKeyDown(event) {
    var at = position(event.target);
    if (!at) return;
    var s = at[0];
    var i = at[1];
    var targets = {
      ArrowRight: [s, i + 1],
      ArrowLeft: [s, i - 1],
      ArrowDown: [s + 1, i],
      ArrowUp: [s - 1, i],
      Home: [s, 0],
      End: [s, rows[s].length - 1],
    };
    var target = targets[event.key];
    if (!target) return;
    event.preventDefault();
    var row = rows[Math.min(Math.max(target[0], 0), rows.length - 1)];
    var next = row[Math.min(Math.max(target[1], 0), row.length - 1)];
    if (next) next.focus();
  }

  plot.addEventListener("focusin", onFocusIn);
  plot.addEventListener("keydown", onKeyDown);
  return function cleanup() {
    plot.removeEventListener("focusin", onFocusIn);
    plot.removeEventListener("keydown", onKeyDown);
  };
}
