/**
 * Carousel (WAI-ARIA APG, tabs for its dots): previous and next buttons,
 * arrow keys, Home and End between the dots. With data-autoplay it rotates
 * every data-interval seconds, pauses while hovered, stops when focus moves in
 * (the play button starts it again), and never starts under reduced motion.
 */
function behavior(root) {
  var slides = Array.prototype.slice.call(
    root.querySelectorAll(".ks-carousel__slide"),
  );
  var dots = Array.prototype.slice.call(
    root.querySelectorAll(".ks-carousel__dot"),
  );
  var region = root.querySelector(".ks-carousel__slides");
  var prev = root.querySelector(".ks-carousel__prev");
  var next = root.querySelector(".ks-carousel__next");
  var play = root.querySelector(".ks-carousel__play");
  if (slides.length === 0) return undefined;
  var loop = root.hasAttribute("data-loop");
  var seconds = Number(root.getAttribute("data-interval")) || 5;
  var index = Math.max(
    0,
    slides.findIndex(function (slide) {
      return !slide.hidden;
    }),
  );
  var playing = false;
  var hovered = false;
  var timer;

  function render() {
    slides.forEach(function (slide, i) {
      slide.hidden = i !== index;
    });
    dots.forEach(function (dot, i) {
      dot.setAttribute("aria-selected", String(i === index));
      dot.setAttribute("tabindex", i === index ? "0" : "-1");
    });
    if (prev) prev.disabled = !loop && index === 0;
    if (next) next.disabled = !loop && index === slides.length - 1;
    root.classList.toggle("ks-carousel--playing", playing);
    if (region) region.setAttribute("aria-live", playing ? "off" : "polite");
    if (play)
      play.setAttribute(
        "aria-label",
        playing ? "Stop automatic slide show" : "Start automatic slide show",
      );
  }

  function schedule() {
    window.clearTimeout(timer);
    if (playing && !hovered && slides.length > 1) {
      timer = window.setTimeout(function () {
        show(index + 1);
      }, seconds * 1000);
    }
  }

  function show(target) {
    var count = slides.length;
    index = loop
      ? (target + count) % count
      : Math.min(Math.max(target, 0), count - 1);
    render();
    schedule();
  }

  function setPlaying(value) {
    playing = value;
    render();
    schedule();
  }

  function onClick(event) {
    var target =
      event.target instanceof Element ? event.target.closest("button") : null;
    if (!target || !root.contains(target)) return;
    if (target === prev) show(index - 1);
    else if (target === next) show(index + 1);
    else if (target === play) setPlaying(!playing);
    else if (dots.indexOf(target) >= 0) show(dots.indexOf(target));
  }

  function onKeyDown(event) {
    var dot = dots.indexOf(event.target);
    if (dot < 0) return;
    var last = dots.length - 1;
    var targets = {
      ArrowRight: dot === last ? 0 : dot + 1,
      ArrowLeft: dot === 0 ? last : dot - 1,
      Home: 0,
      End: last,
    };
    var target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target);
    if (dots[target]) dots[target].focus();
  }

  function onFocusIn(event) {
    if (playing && event.target !== play) setPlaying(false);
  }

  function onPointerEnter() {
    hovered = true;
    schedule();
  }

  function onPointerLeave() {
    hovered = false;
    schedule();
  }

  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKeyDown);
  root.addEventListener("focusin", onFocusIn);
  root.addEventListener("pointerenter", onPointerEnter);
  root.addEventListener("pointerleave", onPointerLeave);
  var reduce =
    window.matchMedia &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  setPlaying(root.hasAttribute("data-autoplay") && !reduce);
  return function cleanup() {
    window.clearTimeout(timer);
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKeyDown);
    root.removeEventListener("focusin", onFocusIn);
    root.removeEventListener("pointerenter", onPointerEnter);
    root.removeEventListener("pointerleave", onPointerLeave);
  };
}
