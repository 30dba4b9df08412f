// The judge's table: suggest real cards while a field is typed in (numbers or names, any case
// or width). Without this script the fields still take the same text, and a datalist offers
// the cards for one-card fields.
(function () {
  "use strict";
  var cards = null;
  var fold = function (s) { return s.normalize("NFKC").toLowerCase().trim(); };
  var SEPARATOR = /[,，、;；\n]/;

  function load(then) {
    if (cards) { then(); return; }
    fetch(document.querySelector("form.builder").dataset.cards || "cards.json")
      .then(function (r) { return r.json(); })
      .then(function (data) {
        cards = data.cards.map(function (c) {
          return { number: c.number, name: c.name, kind: c.kind, key: fold(c.number + " " + c.name) };
        });
        then();
      });
  }

  function lastToken(value) {
    var parts = value.split(SEPARATOR);
    return parts[parts.length - 1];
  }

  function suggest(input, list) {
    var token = fold(lastToken(input.value)).replace(/\s*[x×*]\s*\d+$/, "");
    list.textContent = "";
    if (!token) { list.hidden = true; return; }
    var found = cards.filter(function (c) { return c.key.indexOf(token) !== -1; }).slice(0, 8);
    found.forEach(function (c) {
      var item = document.createElement("li");
      var button = document.createElement("button");
      button.type = "button";
      button.className = "suggestion";
      button.textContent = c.number + " " + c.name + " (" + c.kind + ")";
      button.lang = "ja";
      button.addEventListener("click", function () {
        var value = input.value, token = lastToken(value);
        var head = value.slice(0, value.length - token.length);
        input.value = head + (head && !/\s$/.test(head) ? " " : "") + c.number + ", ";
        list.hidden = true;
        input.focus();
      });
      item.appendChild(button);
      list.appendChild(item);
    });
    list.hidden = found.length === 0;
  }

  document.querySelectorAll("input[data-cards]").forEach(function (input) {
    input.removeAttribute("list");  // this script's suggestions replace the datalist's
    var list = document.createElement("ul");
    list.className = "suggestions-list";
    list.hidden = true;
    list.id = input.id + "-suggest";
    input.setAttribute("aria-controls", list.id);
    input.insertAdjacentElement("afterend", list);
    input.addEventListener("input", function () { load(function () { suggest(input, list); }); });
    input.addEventListener("keydown", function (e) { if (e.key === "Escape") { list.hidden = true; } });
    // leaving the field closes its suggestions, after a tap on one has had its turn (a tap
    // does not focus a button in every browser)
    input.parentElement.addEventListener("focusout", function () {
      setTimeout(function () {
        if (!input.parentElement.contains(document.activeElement)) { list.hidden = true; }
      }, 250);
    });
  });
})();
