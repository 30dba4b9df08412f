// The citation box of a section page: a click selects it, and where the
// browser allows, a button copies it. Without JavaScript the box is still
// there to select by hand. (A file, not inline, so the CSP needs no 'unsafe-inline'.)
for (const input of document.querySelectorAll("input[data-select-on-click]")) {
  input.addEventListener("click", () => input.select());
}
for (const b of document.querySelectorAll("button[data-copy]")) {
  if (!navigator.clipboard) continue;
  b.hidden = false;
  b.addEventListener("click", () => navigator.clipboard.writeText(document.getElementById(b.dataset.copy).value)
    .then(() => { b.textContent = "Copied"; }));
}
