// Card page: pointing at, focusing or tapping a numbered part of the printed text marks it and
// the part of the reading it became, and back. Without JavaScript the numbers pair them and each
// part links to its counterpart (marked as :target). A tap keeps the mark; when the counterpart
// is already on screen (side by side) the page does not scroll to it.
let pinned = "";
const light = (n, on) => {
  for (const el of document.querySelectorAll(`[data-part="${n}"]`)) el.classList.toggle("lit", on);
};
const onScreen = (el) => {
  const box = el.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
};
for (const el of document.querySelectorAll("[data-part]")) {
  const n = el.dataset.part;
  el.addEventListener("pointerenter", () => light(n, true));
  el.addEventListener("pointerleave", () => light(n, pinned === n));
  el.addEventListener("focusin", () => light(n, true));
  el.addEventListener("focusout", () => light(n, pinned === n));
}
for (const link of document.querySelectorAll("a.part, .parts a.n")) {
  link.addEventListener("click", (event) => {
    const n = link.closest("[data-part]").dataset.part;
    if (pinned && pinned !== n) light(pinned, false);
    pinned = n;
    light(n, true);
    const there = document.getElementById(link.getAttribute("href").slice(1));
    if (there && onScreen(there)) event.preventDefault();
  });
}
