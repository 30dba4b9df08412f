"""The defined terms of a rule document, each with its defining section and its uses.

A term is defined either by a sentence that puts it in quotes and says what it
means (「進攻勝利」と呼ばれ…, ‘隣接している’とは…, "adjacent" means…, called
"battle ranks") or by a section headed with it (5.17 進化する, 11.5 Burst).
Uses are found by the term's plain form (placeholders, brackets and a trailing
する removed), so 【出現時】(効果) is found wherever 出現時 is written.
"""

from __future__ import annotations

import difflib
import functools
import re
import unicodedata
from dataclasses import dataclass

from judgekit.rules.model import Document, Section

# A quoted term followed by the words that define it.
_QUOTE = r"[「‘“\"]([^」’”\"\n]{1,40})[」’”\"]"
DEFINING = [
    re.compile(_QUOTE + r"(?:とは|と(?:呼|いい|言い)|は、?[^。]{0,80}を意味)"),
    re.compile(_QUOTE + r" (?:means|is an?|are)\b"),
    re.compile(r"(?:[Cc]alled|referred to as) " + _QUOTE),
    re.compile(r"\bTo " + _QUOTE + r" (?:\w+ )?means"),
]
# Headings that name a part of the book rather than a term.
GENERIC_TITLES = {"概要", "その他", "基本", "更新内容", "更新履歴", "本書の使い方",
                  "overview", "miscellaneous", "changelog"}
_PLACEHOLDER = re.compile(r"[(（][^)）]*[)）]")


@dataclass(frozen=True)
class Term:
    name: str  # as written where it is defined
    number: str  # the defining section
    plain: str  # the form searched for when listing uses ("" if none)


def plain_form(name: str) -> str:
    text = unicodedata.normalize("NFKC", name)
    text = _PLACEHOLDER.sub("", text)
    text = re.sub(r"[【】「」‘’\"“”\[\]《》*]", "", text).strip()
    if text.endswith("する") and len(text) > 2:
        text = text[:-2]
    return text


def _title_terms(sec: Section) -> list[str]:
    title = (sec.title or "").strip()
    if (not title or sec.parent is None or title.lower() in GENERIC_TITLES
            or title.endswith(("。", "ま")) or len(title) > 30):
        return []
    # a slash at either end joins nothing (moncolle 15-2 "/ダメージ属性／無属性ダメージ"); kept,
    # it became the term's URL's first character, which routing folds away
    parts = [p.strip() for p in re.split(r"[/／]", title.strip("/／ "))]
    return [p for p in parts if p] if all(parts) else [title]


@dataclass
class Glossary:
    doc: Document
    terms: list[Term]

    def __post_init__(self) -> None:
        self._by_name = {unicodedata.normalize("NFKC", t.name).casefold(): t for t in self.terms}

    def __iter__(self):
        return iter(self.terms)

    def __len__(self) -> int:
        return len(self.terms)

    def get(self, name: str) -> Term | None:
        return self._by_name.get(unicodedata.normalize("NFKC", name).casefold())

    def closest(self, name: str, n: int = 5) -> list[Term]:
        names = difflib.get_close_matches(unicodedata.normalize("NFKC", name).casefold(),
                                          list(self._by_name), n=n, cutoff=0.4)
        return [self._by_name[k] for k in names]

    def find_in(self, text: str) -> list[tuple[int, int, Term]]:
        """Where ``text`` names a term, as (start, end, term) in order, never overlapping: the
        longest name wins (進攻時 is the keyword, not 進攻 followed by 時). A plain form two terms
        share is the one whose name it is (進化: the keyword 12.6, not 進化する 5.17), else the
        shallower section, unless a verb follows (進化させる: 進化する 5.17). One-character forms
        (色) are parts of other words and are left out."""
        by_plain: dict[str, Term] = {}
        verbs: dict[str, Term] = {}
        for t in sorted(self.terms, key=lambda t: (t.name != t.plain, t.number.count("."))):
            if len(t.plain) > 1:
                by_plain.setdefault(t.plain, t)
                if t.name == t.plain + "する":
                    verbs.setdefault(t.plain, t)
        if not by_plain:
            return []
        pattern = re.compile("|".join(map(re.escape, sorted(by_plain, key=len, reverse=True))))
        found = []
        for m in pattern.finditer(text):
            verb = m[0] in verbs and text.startswith(("する", "させ", "され", "し"), m.end())
            found.append((m.start(), m.end(), verbs[m[0]] if verb else by_plain[m[0]]))
        return found

    def defined_in(self, number: str) -> list[Term]:
        return [t for t in self.terms if t.number == number]

    def uses(self, term: Term) -> list[Section]:
        """Sections outside the defining one whose title or text mentions the term."""
        if not term.plain:
            return []
        inside = term.number + self.doc.separator
        if self.doc.lang == "en":
            pattern = re.compile(r"(?<!\w)" + re.escape(term.plain) + r"(?!\w)", re.I)
            found = pattern.search
        else:
            found = lambda s: term.plain in s  # noqa: E731 - JP has no word boundaries
        return [s for s in self.doc
                if s.number != term.number and not s.number.startswith(inside)
                and found(unicodedata.normalize("NFKC", f"{s.title or ''}\n{s.text}"))]


def build_glossary(doc: Document) -> Glossary:
    seen: dict[str, Term] = {}

    def add(name: str, number: str) -> None:
        name = name.replace("**", "").strip()
        key = unicodedata.normalize("NFKC", name).casefold()
        if name and key not in seen:
            seen[key] = Term(name, number, plain_form(name))

    # Quoted definitions first: they are the book's own wording of the term.
    for sec in doc:
        for pattern in DEFINING:
            for m in pattern.finditer(sec.text):
                add(m.group(1), sec.number)
    for sec in doc:
        for name in _title_terms(sec):
            add(name, sec.number)
    terms = sorted(seen.values(), key=lambda t: (t.plain.casefold() or t.name, t.name))
    return Glossary(doc, terms)


@functools.cache
def glossary(key: str) -> Glossary:
    """The glossary of a library document ("godzilla/ja"), built once per process."""
    from judgekit.rules.library import library

    return build_glossary(library().documents[key])
