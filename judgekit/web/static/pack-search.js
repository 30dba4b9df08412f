// Search of the offline pack (search.html?q=…), over window.JUDGEKIT_INDEX (static/pack-index.js).
// A section, card or ruling number finds that; words are matched as the site's search reads them:
// English words by their stem, Japanese by its kanji and katakana runs and their character
// bigrams (シャッフル inside リシャッフル), the particles and question words left out.
(function () {
  "use strict";
  var INDEX = window.JUDGEKIT_INDEX;
  var F = {};
  INDEX.fields.forEach(function (name, i) { F[name] = i; });
  var RECORDS = INDEX.records;
  var GAMES = ["godzilla", "vanguard", "moncolle", "indie"];
  var LANGS = { ja: "ja", jp: "ja", en: "en" };

  function normalise(text) {
    var s = text.normalize("NFKC").toLowerCase();
    Object.keys(INDEX.variants).forEach(function (v) { s = s.split(v).join(INDEX.variants[v]); });
    return s;
  }

  // "10.4.3", "§9-2-1", "godzilla en 9.4", "jp 10.4.3"; a card "bp01-012"; a ruling "gz-001"
  function byNumber(q) {
    var words = q.trim().split(/\s+/), game = null, lang = null;
    while (words.length > 1 && (GAMES.indexOf(words[0]) >= 0 || LANGS[words[0]])) {
      if (GAMES.indexOf(words[0]) >= 0) game = words.shift(); else lang = LANGS[words.shift()];
    }
    if (words.length !== 1) return null;
    var n = words[0].replace(/^§/, "");
    var kind = /^[a-z]{2}\d{2}-\d{3}$/.test(n) ? "card" : /^[a-z]{2,4}-\d{3,4}$/.test(n) ? "ruling"
      : /^\d+(?:[.\-]\d+)*\.?$/.test(n) ? "rule" : null;
    if (!kind) return null;
    n = n.replace(/\.$/, "");
    var found = RECORDS.filter(function (r) {
      return r[F.kind] === kind && r[F.number].toLowerCase() === n &&
        (!game || r[F.game] === game) && (!lang || r[F.lang] === lang);
    });
    // as on the site, a bare number means the Japanese text first
    found.sort(function (a, b) { return (a[F.lang] === "ja" ? 0 : 1) - (b[F.lang] === "ja" ? 0 : 1); });
    return found;
  }

  function stem(word) {
    return word.replace(/(?:ing|ed|es|s)$/, "").replace(/(.)\1$/, "$1") || word;
  }

  // [term, weight] pairs of a query
  function terms(q) {
    var out = [], en = INDEX.question_words.en || [], ja = INDEX.question_words.ja || [];
    Object.keys(INDEX.synonyms).forEach(function (word) {
      var latin = /^[a-z ]+$/.test(word);
      if (latin ? new RegExp("\\b" + word + "\\b").test(q) : q.indexOf(word) >= 0) {
        INDEX.synonyms[word].forEach(function (s) { out.push([s, 0.5]); });
      }
    });
    (q.match(/[a-z][a-z'’]*|\d+/g) || []).forEach(function (w) {
      if (en.indexOf(w) < 0 && w.length > 1) out.push([stem(w), 1]);
    });
    (q.match(/[\u4e00-\u9fff\u3005]+|[\u30a0-\u30ff]+/g) || []).forEach(function (run) {
      ja.forEach(function (w) { if (w.length === 1 && /[\u4e00-\u9fff]/.test(w)) run = run.split(w).join(" "); });
      run.split(" ").forEach(function (part) {
        if (!part) return;
        out.push([part, part.length > 1 ? 1.5 : 0.5]);
        for (var i = 0; part.length > 2 && i + 2 <= part.length; i++) out.push([part.slice(i, i + 2), 0.5]);
      });
    });
    return out;
  }

  function byWords(q) {
    var wanted = terms(q);
    if (!wanted.length) return [];
    var n = RECORDS.length, scored = [], total = 0;
    var idf = wanted.map(function (t) {
      var df = 0;
      for (var i = 0; i < n; i++) {
        if (RECORDS[i][F.head].indexOf(t[0]) >= 0 || RECORDS[i][F.text].indexOf(t[0]) >= 0) df++;
      }
      var w = df ? Math.log(1 + n / df) * t[1] : 0;
      total += w;
      return w;
    });
    for (var i = 0; i < n; i++) {
      var r = RECORDS[i], score = 0, matched = 0;
      for (var j = 0; j < wanted.length; j++) {
        if (!idf[j]) continue;
        var head = r[F.head].indexOf(wanted[j][0]) >= 0, text = r[F.text].indexOf(wanted[j][0]) >= 0;
        if (head || text) { score += idf[j] * (head ? 2 : 1); matched += idf[j]; }
      }
      if (score) {
        // covering more of the question counts most; a short provision beats a long chapter
        var cover = matched / total;
        scored.push([score * cover * cover / (1 + Math.log(1 + r[F.text].length / 400) / 4), r, cover]);
      }
    }
    scored.sort(function (a, b) { return b[0] - a[0]; });
    return scored;
  }

  // what players call the games in a question ("モンコレで山札が切れたら")
  var GAME_WORDS = { "ヴァンガード": "vanguard", "モンコレ": "moncolle", "モンスターコレクション": "moncolle",
                     "サンサーラ": "indie", "vanguard": "vanguard", "moncolle": "moncolle" };

  // {exact: [records], rules: [records], rulings: [...], cards: [...]}; game: only that game's
  function search(query, game) {
    var q = normalise(query).trim();
    if (!q) return { exact: [], rules: [], rulings: [], cards: [] };
    Object.keys(GAME_WORDS).forEach(function (w) {
      if (!game && q.indexOf(w) >= 0) { game = GAME_WORDS[w]; q = q.split(w).join(" "); }
    });
    var exact = byNumber(q) || [];
    var found = exact.length ? [] : byWords(q);
    if (game) found = found.filter(function (s) { return s[1][F.game] === game; });
    // rulings and cards above the sections only when they answer most of the question, as on
    // the site: half its words at least, and not far below the best of their kind
    function kind(k, n, strict) {
      var of = found.filter(function (s) { return s[1][F.kind] === k; });
      if (strict) of = of.filter(function (s) { return s[2] >= 0.5 && s[0] >= 0.6 * of[0][0]; });
      return of.slice(0, n).map(function (s) { return s[1]; });
    }
    return { exact: exact, rules: kind("rule", 30), rulings: kind("ruling", 3, true), cards: kind("card", 3, true) };
  }
  window.judgekitSearch = search;

  function item(r) {
    var li = document.createElement("li"), a = document.createElement("a");
    var where = r[F.kind] === "rule" ? r[F.game] + " " + r[F.lang] + " §" + r[F.number] : r[F.number];
    a.href = r[F.file];
    a.textContent = where + (r[F.title] ? " " + r[F.title] : "");
    li.appendChild(a);
    if (!r[F.title] || r[F.kind] !== "rule") {
      var p = document.createElement("div");
      p.className = "excerpt";
      p.textContent = r[F.excerpt];
      li.appendChild(p);
    }
    return li;
  }

  function show(query, game) {
    var out = document.getElementById("results");
    if (!out) return;
    out.textContent = "";
    var found = search(query, game);
    if (found.exact.length === 1) {  // a number names one section, card or ruling: go there
      location.replace(found.exact[0][F.file]);
      return;
    }
    [["Rulings", found.rulings], ["Cards", found.cards], ["Sections", found.exact.concat(found.rules)]]
      .forEach(function (group) {
        if (!group[1].length) return;
        var h = document.createElement("h2"), ol = document.createElement("ol");
        h.textContent = group[0];
        ol.className = group[0].toLowerCase();
        group[1].forEach(function (r) { ol.appendChild(item(r)); });
        out.appendChild(h);
        out.appendChild(ol);
      });
    if (!out.children.length && query.trim()) {
      var none = document.createElement("p");
      none.className = "none";
      none.textContent = "Nothing found for “" + query + "”.";
      out.appendChild(none);
    }
  }

  var params = new URLSearchParams(location.search);
  var q = params.get("q") || "", game = params.get("game") || "";
  document.querySelectorAll("input[name=q]").forEach(function (input) { input.value = q; });
  document.querySelectorAll("select[name=game]").forEach(function (select) { select.value = game; });
  if (q) show(q, game);
})();
