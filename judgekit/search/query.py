"""Answering a query: jump by section number, or rank sections by their words.

User input never reaches Whoosh's query parser: the query is analysed into
terms with the same functions that built the index and assembled into query
objects here, so ``AND ( " *`` are just characters and nothing can be a
syntax error.
"""

from __future__ import annotations

import bisect
import functools
import html
import re
from dataclasses import asdict, dataclass, field, replace

from whoosh import query as Q
from whoosh.lang.porter import stem
from whoosh.spelling import ListCorrector

from judgekit.rules.library import library
from judgekit.rules.model import Document
from judgekit.search import analysis
from judgekit.search.searchers import Found, Searchers

MAX_QUERY = 200  # characters searched; longer input is cut, and told so (judges ask in under 80;
# the cost of a search grows with its words, and 500 characters cost up to 2 s of CPU)
MAX_LIMIT = 100

# How much a match counts, by where it is: the heading names the rule, the
# ancestors' headings say what it is about, the text says the rest.
# Set by measuring recall@5 on tests/search/questions.toml (benchmarks/search.py); context
# 0.6 → 0.9 when scoring left Whoosh's DisMax matcher, which could take a field's score
# from the next document that field matched.
WEIGHTS = {"title": 1.5, "context": 0.9, "text": 1.0, "bigram": 0.3, "synonym": 1.0}

# rulings and cards beside the sections: how many of each at most, the share of the
# question's words they must contain, and how close to the best one's score
SIDE_SHOWN, SIDE_WORDS, SIDE_SHARE = 3, 0.5, 0.6
TIEBREAK = 0.0  # a word counts once, in the field where it weighs most (Whoosh's own DisMax
# matcher ignored its tiebreak, so 0 is what the weights were tuned with)
_JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]")
_NUMBER = re.compile(r"^(?:§\s*)?(\d+(?:\s*[.\-]\s*\d+)*)\s*\.?$")


@dataclass
class Hit:
    game: str
    lang: str
    number: str
    title: str
    snippet: str  # HTML: escaped text with <mark> around matched words
    score: float
    url: str
    kind: str = "rule"  # "ruling": number is its id, title its question; "card": its number, name;
    # "scenario": number is its file:line under scenarios/, title its name


@dataclass
class Result:
    query: str
    hits: list[Hit] = field(default_factory=list)
    jump: str | None = None  # the one section (or card) a number query names
    did_you_mean: list[tuple[str, str]] = field(default_factory=list)  # (label, url)
    message: str = ""
    rulings: list[Hit] = field(default_factory=list)  # judges' answers to the question, shown first
    cards: list[Hit] = field(default_factory=list)  # real cards whose name, traits or text match
    scenarios: list[Hit] = field(default_factory=list)  # regression scenarios that replay it
    scope: str | None = None  # the document searched first ("godzilla/en"); its hits lead

    def groups(self) -> list[tuple[str, list[Hit]]]:
        """The hits under their headings: the scope's document ("godzilla/en"), the same
        game's other language ("godzilla/ja"), then each other game ("vanguard")."""
        if not self.scope:
            return [("", self.hits)] if self.hits else []
        game = self.scope.split("/")[0]
        out: dict[str, list[Hit]] = {self.scope: []}
        for h in self.hits:
            out.setdefault(f"{h.game}/{h.lang}" if h.game == game else h.game, []).append(h)
        return [(label, hits) for label, hits in out.items() if hits]

    def copy(self) -> Result:
        """A copy whose hits and lists can be changed without changing this one."""
        return replace(self, hits=[replace(h) for h in self.hits],
                       rulings=[replace(h) for h in self.rulings],
                       cards=[replace(h) for h in self.cards], did_you_mean=list(self.did_you_mean))

    def as_json(self) -> dict:
        return {"query": self.query, "scope": self.scope, "hits": [asdict(h) for h in self.hits],
                "rulings": [asdict(h) for h in self.rulings],
                "cards": [asdict(h) for h in self.cards],
                "scenarios": [asdict(h) for h in self.scenarios], "jump": self.jump,
                "did_you_mean": [{"label": l, "url": u} for l, u in self.did_you_mean],
                "message": self.message}


def _documents(game: str | None, lang: str | None) -> list[Document]:
    docs = [d for d in library() if (not game or d.game == game) and (not lang or d.lang == lang)]
    # Godzilla's Japanese text first: it is the game the engine follows.
    return sorted(docs, key=lambda d: (d.game != "godzilla", d.lang != "ja"))


def _hit_for(doc: Document, number: str) -> Hit:
    sec = doc.sections[number]
    return Hit(doc.game, doc.lang, number, sec.title or "", html.escape(sec.text[:160]), 1.0,
               f"/{doc.key}/{number}")


def number_query(text: str, game: str | None, lang: str | None,
                 scope: tuple[str, str] | None = None) -> Result | None:
    """``10.4.3``, ``§9.4``, ``godzilla en 9.4``, ``9-2-1``: the sections with that number
    (in the ``scope`` document first: 9.4 typed on the English pages is EN 9.4)."""
    words = analysis.normalise(text).split()
    games = library().games()
    langs = {d.lang for d in library()}
    # leading "godzilla" / "en" narrow the search like the filters do
    while len(words) > 1 and (words[0] in games or words[0] in langs):
        word = words.pop(0)
        if word in games:
            game = game or word
        else:
            lang = lang or word
    m = _NUMBER.match(" ".join(words))
    if not m:
        return None
    wanted = re.sub(r"\s+", "", m.group(1))
    docs = _documents(game, lang)
    found = []
    for doc in docs:
        number = doc.normalise(wanted)
        if number in doc:
            found.append(_hit_for(doc, number))
    # written the book's own way ("9-2-1" is Monster Collection's form) comes first
    found.sort(key=lambda h: (h.number != wanted, (h.game, h.lang) != scope))
    exact = [h for h in found if h.number == wanted] or found
    if scope and (scope[0], scope[1]) in {(h.game, h.lang) for h in exact}:
        exact = [h for h in exact if (h.game, h.lang) == scope]
    result = Result(text, found)
    if found:
        # one game: its preferred language (/godzilla/10.4.3 is Japanese); several: let them pick
        if len({h.game for h in exact}) == 1:
            result.jump = exact[0].url
        return result
    for doc in docs:
        for near in doc.closest(wanted, n=3):
            result.did_you_mean.append((f"{doc.cite} §{near}", f"/{doc.key}/{near}"))
    result.message = f"No section {wanted}" + (f" in {game}" if game else "") + "."
    return result


def card_query(text: str, game: str | None) -> Result | None:
    """A card number (``BP01-012``, ``bp01-012``): a jump to that card's page."""
    from judgekit.cardtext.database import database

    number = analysis.normalise(text).strip().upper()
    card = database().get(number) if game in (None, "godzilla") else None
    if card is None:
        return None
    hit = Hit("godzilla", "ja", card.number, card.name, html.escape(card.text), 0.0,
              f"/cards/{card.number}", "card")
    return Result(text, cards=[hit], jump=hit.url)


def _unique(items: list[str]) -> list[str]:
    return list(dict.fromkeys(items))


def word_query(text: str) -> tuple[Q.Query | None, list[str], set[str]]:
    """The Whoosh query for free text, the Japanese words and English stems to highlight."""
    asked = analysis.vocabulary()["question_words"]
    surfaces = [w for w in _unique(analysis.japanese_surfaces(text)) if w not in asked["ja"]]
    # English words in a Japanese question ("【逆襲】 crushed") are not Japanese words
    words = [w for w in _unique(analysis.japanese_words(analysis.LATIN_WORD.sub(" ", text))) if w not in asked["ja"]]
    japanese = bool(_JAPANESE.search(text))
    if not japanese:  # an English question: its words are not Japanese rules' words
        surfaces, words = [], []
    stems = _unique(analysis.english_terms(
        " ".join(w for w in re.findall(r"\S+", text) if w.lower().strip("?!.,") not in asked["en"])))
    extra = " ".join(analysis.synonyms_of(text))
    extra_words = [w for w in _unique(analysis.japanese_words(extra)) if w not in words and japanese]
    extra_stems = [t for t in _unique(analysis.english_terms(extra)) if t not in stems]
    parts: list[Q.Query] = []
    for terms, lang, scale in ((words, "ja", 1.0), (extra_words, "ja", WEIGHTS["synonym"]),
                               (stems, "en", 1.0), (extra_stems, "en", WEIGHTS["synonym"])):
        for t in terms:  # a word counts once, where it weighs most (title, context or text)
            parts.append(Q.DisjunctionMax(
                [Q.Term(f"{lang}_{where}", t, boost=WEIGHTS[where] * scale)
                 for where in ("title", "context", "text")], tiebreak=TIEBREAK))
    # Each word as written, also inside longer words (シャッフル in リシャッフル): its character
    # pairs as terms sharing the word's weight. Terms, not a phrase: a phrase reads every
    # position of every pair, the slowest part of a query, and found no more (recall@5 the same).
    pairs: dict[str, float] = {}
    for surface in surfaces:
        grams = set(analysis.bigrams(surface))
        for gram in grams:
            pairs[gram] = pairs.get(gram, 0.0) + WEIGHTS["bigram"] / len(grams)
    parts += [Q.Term("ja_bigram", gram, boost=boost) for gram, boost in pairs.items()]
    if not parts:
        return None, [], set()
    marked = analysis.japanese_runs(text) + analysis.japanese_surfaces(extra) if japanese else []
    return Q.Or(parts), marked, set(stems) | set(extra_stems)


@functools.lru_cache(maxsize=4096)  # the texts shown are the index's: a few thousand
def _folded_with_offsets(text: str) -> tuple[str, list[int] | None]:
    """``analysis.normalise`` character by character, with each output char's source offset
    (None: the same offset, the usual case)."""
    whole = analysis.fold(text)
    if len(whole) == len(text):  # folding kept every offset
        return _respell(whole), None
    out, where = [], []
    for i, ch in enumerate(text):
        folded = analysis.fold(ch)
        out.append(folded)
        where.extend([i] * len(folded))
    return _respell("".join(out)), where


def _respell(joined: str) -> str:
    for variant, canonical in analysis.folded_variants():
        if len(variant) == len(canonical):  # offsets stay valid only for same-length spellings
            joined = joined.replace(variant, canonical)
    return joined


@dataclass(frozen=True)
class Marks:
    """What a query marks in the texts it shows: its Japanese words as written, normalised,
    and its English stems. Made once per query, used for every snippet."""

    words: tuple[re.Pattern, ...]
    stems: frozenset[str]

    @classmethod
    def of(cls, surfaces: list[str], stems: set[str]) -> Marks:
        longest = max((len(s) for s in surfaces), default=0)
        words = []
        for s in surfaces:
            s = analysis.normalise(s)
            if len(s) < 2 and (longest > 1 or not re.match(r"[\u4e00-\u9fff]", s)):
                continue  # a lone character marks half the text; mark it only if it is all there is
            words.append(re.compile(re.escape(s)))
        return cls(tuple(words), frozenset(stems))


_stem = functools.lru_cache(maxsize=8192)(stem)


def snippet(body: str, marks: Marks, width: int = 160) -> str:
    """Escaped text around the densest cluster of matched words, each in <mark>."""
    spans: list[tuple[int, int]] = []
    folded, where = _folded_with_offsets(body)
    for word in marks.words:
        for m in word.finditer(folded):
            spans.append((where[m.start()], where[m.end() - 1] + 1) if where else m.span())
    if marks.stems:
        for m in re.finditer(r"[A-Za-z]+", body):
            lower = m.group().lower()
            if _stem(lower) in marks.stems or lower in marks.stems:
                spans.append(m.span())
    spans.sort()
    start = 0
    if spans:  # the first span with the most spans starting in the width after its start
        starts = [a for a, _ in spans]
        best = max(range(len(starts)), key=lambda i: bisect.bisect_left(starts, starts[i] + width)
                   - bisect.bisect_left(starts, starts[i]))
        start = max(0, starts[best] - 20)
    end = min(len(body), start + width)
    out, pos = [], start
    for a, b in spans:
        a, b = max(a, pos), min(b, end)
        if a >= b:
            continue
        out.append(html.escape(body[pos:a]) + "<mark>" + html.escape(body[a:b]) + "</mark>")
        pos = b
    out.append(html.escape(body[pos:end]))
    return ("…" if start else "") + "".join(out) + ("…" if end < len(body) else "")


@functools.cache
def _english_vocabulary() -> tuple[frozenset[str], frozenset[str], ListCorrector]:
    """The English rules' words, their stems, and a corrector that suggests only them."""
    words = set()
    for doc in library():
        if doc.lang == "en":
            for sec in doc:
                words.update(w.lower() for w in re.findall(r"[A-Za-z]+", f"{sec.title} {sec.text}"))
    words |= set(analysis.vocabulary()["question_words"]["en"])
    return (frozenset(words), frozenset(stem(w) for w in words),
            ListCorrector(sorted(w for w in words if len(w) >= 3)))


@functools.cache
def _english_dictionary():
    from spellchecker import SpellChecker

    return SpellChecker()


def english_words_loaded() -> None:
    """The rules' English words and the English dictionary, loaded (see search.warm)."""
    _english_vocabulary()
    _english_dictionary()


def _corrections(text: str) -> list[str]:
    """The query with its misspelt English words spelled as the rules spell them.

    Only a word the rules never use (in any form: "invading" is known by "invade") and
    that is no English word either is corrected ("twice", "stuck" are left alone), and only
    by a rules word at most two edits away with the same first letter ("drwa" → "draw").
    A suggestion that would repeat the query is none."""
    known, stems, corrector = _english_vocabulary()
    fixed = []
    for word in re.findall(r"\S+", text):
        bare = word.strip("?!.,;:'\"()").lower()
        if (re.fullmatch(r"[a-z]{4,}", bare) and bare not in known and stem(bare) not in stems
                and not _english_dictionary().known([bare])):
            best = corrector.suggest(bare, limit=1, maxdist=2, prefix=1)
            if best:
                word = word.lower().replace(bare, best[0])
        fixed.append(word)
    joined = " ".join(fixed)
    return [joined] if joined.lower() != " ".join(text.split()).lower() else []


def run(searchers: Searchers, text: str, game: str | None = None, lang: str | None = None,
        limit: int = 10, scope: tuple[str, str] | None = None) -> Result:
    """Search with the process's searchers; see :func:`judgekit.search.search` for the checks.

    With a ``scope`` (game, lang) inside the filters, that document's best sections come
    first and the other games' best below them, grouped by game. One query walk scores
    sections, rulings and cards; each list is picked from it."""
    jump = number_query(text, game, lang, scope) or card_query(text, game)
    if jump is not None:
        jump.hits = jump.hits[:limit]
        return jump
    q, surfaces, stems = word_query(text)
    if q is None:
        return Result(text, message="The query has no words to search for.")
    scores = searchers.scores(q)
    marks = Marks.of(surfaces, stems)

    def hits(found: list[Found]) -> list[Hit]:  # snippets are made only for the hits shown
        return [Hit(h["game"], h["lang"], h["number"], h["title"],
                    snippet(h["body"] or h["title"], marks), round(h.score, 3),
                    h["url"], h["kind"]) for h in found]

    if scope and game in (None, scope[0]) and lang in (None, scope[1]):
        first = searchers.top(scores, "rule", limit, *scope)
        rest = searchers.top(scores, "rule", limit, game, lang, not_in=scope)
        result = Result(text, hits(first) + _by_game(hits(rest), scope[0]), scope="/".join(scope))
    else:
        result = Result(text, hits(searchers.top(scores, "rule", limit, game, lang)))
    result.rulings = hits(_answering(searchers, q, scores, game, "ruling"))
    result.cards = hits(_answering(searchers, q, scores, game, "card"))
    result.scenarios = hits(_answering(searchers, q, scores, game, "scenario"))
    for fix in _corrections(text):
        result.did_you_mean.append((fix, "/search?" + _encode(fix, game, lang, result.scope)))
    if not (result.hits or result.rulings or result.cards or result.scenarios):
        result.message = "No section matches."
    return result


def _by_game(hits: list[Hit], first: str) -> list[Hit]:
    """Hits grouped by game, ``first`` first, then the game of the best hit; each group
    in score order."""
    order = {g: i for i, g in enumerate(dict.fromkeys([first, *(h.game for h in hits)]))}
    return sorted(hits, key=lambda h: order[h.game])


def _answering(searchers: Searchers, q: Q.Query, scores: dict[int, float], game: str | None,
               kind: str) -> list[Found]:
    """The rulings (or cards, or scenarios) that answer the question: they share at least half of its words,
    and score near the best of them. They are indexed in both languages: only the game narrows."""
    asked = {(f, t) for f, t in q.all_terms() if not f.endswith("bigram")}
    words = {t for _, t in asked}
    found = searchers.top(scores, kind, SIDE_SHOWN * 3, game)
    good = [h for h in found if len(searchers.matched(h.doc, asked)) >= SIDE_WORDS * len(words)]
    return [h for h in good if h.score >= SIDE_SHARE * good[0].score][:SIDE_SHOWN] if good else []


def _encode(q: str, game: str | None, lang: str | None, scope: str | None = None) -> str:
    from urllib.parse import urlencode

    return urlencode({k: v for k, v in (("q", q), ("game", game), ("lang", lang), ("scope", scope))
                      if v})
