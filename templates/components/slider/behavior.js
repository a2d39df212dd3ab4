/**
 * Slider (WAI-ARIA APG, one thumb or two for a range): arrow keys step it,
 * Page Up and Page Down take ten steps, Home and End go to the ends; a click
 * or drag on the track moves the nearest thumb. Keeps aria-valuenow,
 * aria-valuetext, the range fill and the shown value in step.
 */
function behavior(root) {
  var control = root.querySelector(".ks-slider__control");
  var thumbs = Array.prototype.slice.call(
    root.querySelectorAll('.ks-slider__thumb[role="slider"]'),
  );
  if (!control || thumbs.length === 0) return undefined;
  var fill = root.querySelector(".ks-slider__range");
  var shown = root.querySelector(".ks-slider__value");
  var step = Number(root.getAttribute("data-step")) || 1;
  var unit = root.getAttribute("data-unit") || "";
  var decimals = (String(step).split(".")[1] || "").length;
  var first = thumbs[0];
  var last = thumbs[thumbs.length - 1];
  var min = Number(first.getAttribute("aria-valuemin"));
  var max = Number(last.getAttribute("aria-valuemax"));
  if (!Number.isFinite(min) || !Number.isFinite(max)) return undefined;
  var top = Math.max(min, max);
  var values = thumbs.map(function (thumb) {
    var value = Number(thumb.getAttribute("aria-valuenow"));
    return Math.min(Math.max(Number.isFinite(value) ? value : min, min), top);
  });
  var dragging;

  function disabled() {
    return first.getAttribute("aria-disabled") === "true";
  }

  function bounds(i) {
    return [
      i === 0 ? min : values[0],
      i === values.length - 1 ? top : values[i + 1],
    ];
  }

  function percent(value) {
    return top > min ? ((value - min) / (top - min)) * 100 : 0;
  }

  function render() {
    thumbs.forEach(function (thumb, i) {
      var b = bounds(i);
      thumb.setAttribute("aria-valuemin", String(b[0]));
      thumb.setAttribute("aria-valuemax", String(b[1]));
      thumb.setAttribute("aria-valuenow", String(values[i]));
      thumb.setAttribute("aria-valuetext", values[i] + unit);
      thumb.style.left = percent(values[i]) + "%";
    });
    if (fill) {
      fill.style.left = (values.length > 1 ? percent(values[0]) : 0) + "%";
      fill.style.right = 100 - percent(values[values.length - 1]) + "%";
    }
    if (shown) {
      shown.textContent = values
        .map(function (value) {
          return value + unit;
        })
        .join(" – ");
    }
  }

  function set(i, value) {
    var b = bounds(i);
    var stepped = Number(
      (Math.round((value - min) / step) * step + min).toFixed(decimals),
    );
    values[i] = Math.min(Math.max(stepped, b[0]), b[1]);
    render();
  }

  function onKeyDown(event) {
    var i = thumbs.indexOf(event.target);
    if (i < 0 || disabled()) return;
    var value = values[i];
    var b = bounds(i);
    var targets = {
      ArrowRight: value + step,
      ArrowUp: value + step,
      ArrowLeft: value - step,
      ArrowDown: value - step,
      PageUp: value + step * 10,
      PageDown: value - step * 10,
      Home: b[0],
      End: b[1],
    };
    var target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    set(i, target);
  }

  function valueAt(clientX) {
    var rect = control.getBoundingClientRect();
    if (rect.width === 0) return values[0];
    return min + ((clientX - rect.left) / rect.width) * (top - min);
  }

  function onPointerDown(event) {
    if (disabled() || event.button !== 0) return;
    var value = valueAt(event.clientX);
    var i = 0;
    values.forEach(function (current, index) {
      if (Math.abs(value - current) < Math.abs(value - values[i])) i = index;
    });
    dragging = i;
    if (control.setPointerCapture) control.setPointerCapture(event.pointerId);
    set(i, value);
    thumbs[i].focus();
    event.preventDefault();
  }

  function onPointerMove(event) {
    if (dragging !== undefined) set(dragging, valueAt(event.clientX));
  }

  function onPointerUp() {
    dragging = undefined;
  }

  control.addEventListener("keydown", onKeyDown);
  control.addEventListener("pointerdown", onPointerDown);
  control.addEventListener("pointermove", onPointerMove);
  control.addEventListener("pointerup", onPointerUp);
  control.addEventListener("pointercancel", onPointerUp);
  render();
  return function cleanup() {
    control.removeEventListener("keydown", onKeyDown);
    control.removeEventListener("pointerdown", onPointerDown);
    control.removeEventListener("pointermove", onPointerMove);
    control.removeEventListener("pointerup", onPointerUp);
    control.removeEventListener("pointercancel", onPointerUp);
  };
}
