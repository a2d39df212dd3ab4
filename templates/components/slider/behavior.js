// Slider (native range input): the shown value, its text for assistive technology and the filled track follow the thumb.
function behavior(root) {
  const input = root.querySelector('input[type="range"]');
  if (!input) return undefined;
  const shown = root.querySelector(".ks-slider__value");
  const unit = shown
    ? shown.textContent.trim().replace(/^-?[\d.]+/, "")
    : (input.getAttribute("aria-valuetext") ?? "").replace(/^-?[\d.]+/, "");
  const onInput = () => {
    const min = Number(input.min) || 0;
    const max = Number(input.max) || 100;
    const ratio = max > min ? (Number(input.value) - min) / (max - min) : 0;
    input.style.backgroundSize = `${Math.min(100, Math.max(0, ratio * 100))}%`;
    if (shown) shown.textContent = `${input.value}${unit}`;
    if (unit) input.setAttribute("aria-valuetext", `${input.value}${unit}`);
  };
  input.addEventListener("input", onInput);
  return () => input.removeEventListener("input", onInput);
}
