"""The defined terms of a rule document, each with its defining section and its uses.

A term is defined either by a sentence that puts it in quotes and says what it
means (「進攻勝利」と呼ばれ…, ‘隣接している’とは…, "adjacent" means…, called
"battle ranks") or by a section headed with it (5.17 進化する, 11.5 Burst) when
the document uses that word outside the heading's own part: 進攻, 怒り and 撃退
are words of the game, ゲーム人数 (1.1) only names a part of the book. A heading
naming two terms (チェックタイミングとプレイタイミング, Owner and Master,
前進する/後退する) gives both when the document uses both.

Uses are found by the term's plain form (placeholders, brackets and a trailing
する removed), so 【出現時】(効果) is found wherever 出現時 is written, in every
section but the defining one (its sub-rules included), and not where the term
is only part of a longer term (進攻 inside 進攻怪獣).
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
_STRAY = "/／・:：,、。|｜-–— "  # punctuation a heading or quote may leave at a term's ends
# チェックタイミングとプレイタイミング, Owner and Master (not ゲージとして置く: a part
# starting in hiragana is the rest of a sentence, not a term)
_TWO_TERMS = re.compile(r"^(.{2,}?)(?:と| and )(?![\u3040-\u309f])(.{2,})$")
# Chapters whose headings are the game's keywords, each a term even if used only there
# (5.13 前進する/後退する, 11.5 Burst, Vanguard 11.15 勇敢（ブレイブ）).
KEYWORD_CHAPTERS = re.compile(r"特定表記|特定行動|キーワード|基礎用語|常備能力|特殊能力|用語|"
                              r"Specific Terms|Keyword", re.I)
# 「アタックとバトル」（第 7 章）: a chapter named, not its words used
_CHAPTER_REFERENCE = re.compile(r"「[^」]{1,40}」\s*[（(]\s*第")


@dataclass(frozen=True)
class Term:
    name: str  # as written where it is defined
    number: str  # the defining section
    plain: str  # the form searched for when listing uses ("" if none)


def clean_name(name: str) -> str:
    """The term as written, without the markup and stray punctuation around it."""
    return name.replace("**", "").strip().strip(_STRAY).strip()


def plain_form(name: str) -> str:
    text = unicodedata.normalize("NFKC", name)
    text = _PLACEHOLDER.sub("", text)
    text = re.sub(r"[【】「」‘’\"“”\[\]《》*]", "", text).strip()
    for verb in ("している", "する"):  # 隣接している is written 隣接する, 隣接した …
        if text.endswith(verb) and len(text) > len(verb):
            return text[:-len(verb)]
    return text


def _title_terms(sec: Section) -> list[str]:
    title = (sec.title or "").strip()
    if (not title or title.lower() in GENERIC_TITLES
            or title.endswith(("。", "ま")) or len(title) > 30):
        return []
    # a slash at either end joins nothing (moncolle 15-2 "/ダメージ属性／無属性ダメージ"); kept,
    # it became the term's URL's first character, which routing folds away
    parts = [clean_name(p) for p in re.split(r"[/／]", title)]
    return [p for p in parts if p]


@dataclass
class Glossary:
    doc: Document
    terms: list[Term]

    def __post_init__(self) -> None:
        self._by_name = {unicodedata.normalize("NFKC", t.name).casefold(): t for t in self.terms}
        self._by_plain = {t.plain.casefold(): t for t in self.terms if t.plain}

    def __iter__(self):
        return iter(self.terms)

    def __len__(self) -> int:
        return len(self.terms)

    def get(self, name: str) -> Term | None:
        """The term by its name or any spelling of it (【出現時】(効果) is 出現時)."""
        return (self._by_name.get(unicodedata.normalize("NFKC", name).casefold())
                or self._by_plain.get(plain_form(name).casefold()))

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
        pattern = re.compile("|".join(map(_katakana_whole, sorted(by_plain, key=len, reverse=True))))
        found = []
        for m in pattern.finditer(text):
            verb = m[0] in verbs and text.startswith(("する", "させ", "され", "し"), m.end())
            found.append((m.start(), m.end(), verbs[m[0]] if verb else by_plain[m[0]]))
        return found

    def defined_in(self, number: str) -> list[Term]:
        return [t for t in self.terms if t.number == number]

    def uses(self, term: Term) -> list[Section]:
        """Every section but the defining one whose title or text mentions the term, not
        counting where it is only part of a longer term (進攻 in 進攻怪獣)."""
        if not term.plain:
            return []
        found = _finder(term.plain, self.doc.lang)
        longer = sorted((t.plain for t in self.terms if len(t.plain) > len(term.plain)
                         and found(t.plain)), key=len, reverse=True)
        removers = [_finder(other, self.doc.lang, replace=True) for other in longer]
        out = []
        for s in self.doc:
            if s.number == term.number:
                continue
            text = unicodedata.normalize("NFKC", f"{s.title or ''}\n{s.text}")
            for remove in removers:
                text = remove(text)
            if found(text):
                out.append(s)
        return out


KATAKANA = "ァ-ヺー"  # (the long vowel mark continues a katakana word: プレイヤー)


def _katakana_whole(plain: str) -> str:
    """A Japanese name as a pattern that does not match inside a longer katakana word: プレイ (10.5) is not
    named by プレイヤー, where a katakana term begins or ends the katakana around it goes on."""
    before = f"(?<![{KATAKANA}])" if re.match(f"[{KATAKANA}]", plain) else ""
    after = f"(?![{KATAKANA}])" if re.search(f"[{KATAKANA}]$", plain) else ""
    return before + re.escape(plain) + after


def _finder(plain: str, lang: str, replace: bool = False):
    """A test that a text mentions ``plain`` (or, with ``replace``, the text without it).
    English matches whole words in any case and their inflections (invade: invading,
    turns: turn)."""
    if lang == "en":
        stem = plain[:-1] if plain.endswith("s") and not plain.endswith("ss") else plain
        stem = stem[:-1] if stem.endswith("e") else stem
        pattern = re.compile(r"(?<!\w)" + re.escape(stem) + r"(?:e|es|s|d|ed|ing|n)?(?!\w)", re.I)
    else:
        pattern = re.compile(_katakana_whole(plain))
    if replace:
        return lambda text: pattern.sub("\0", text)
    return lambda text: pattern.search(text) is not None


def build_glossary(doc: Document) -> Glossary:
    """The quoted definitions, then the headings whose words the document uses elsewhere;
    one term per plain form (a verb apart), at the shallowest section defining it."""
    texts = [(s.number, _CHAPTER_REFERENCE.sub("(第", unicodedata.normalize("NFKC", f"{s.title or ''}\n{s.text}")))
             for s in doc]

    def used_outside(name: str, number: str) -> bool:
        plain = plain_form(name)
        if not plain:
            return False
        found, inside = _finder(plain, doc.lang), number + doc.separator
        return any(n != number and not n.startswith(inside) and found(text) for n, text in texts)

    candidates: list[tuple[str, str]] = []
    for sec in doc:  # quoted definitions: the book's own wording of the term
        for pattern in DEFINING:
            candidates += [(clean_name(m.group(1)), sec.number) for m in pattern.finditer(sec.text)]
    for sec in doc:
        parent = doc.sections[sec.parent] if sec.parent else None
        keyword = bool(parent and KEYWORD_CHAPTERS.search(parent.title or ""))
        for name in _title_terms(sec):
            two = _TWO_TERMS.match(name)
            parts = [clean_name(p) for p in two.groups()] if two else []
            if parts and all(used_outside(p, sec.number) for p in parts):
                candidates += [(p, sec.number) for p in parts]
            elif keyword or used_outside(name, sec.number):
                candidates.append((name, sec.number))

    seen: dict[str, Term] = {}
    for name, number in candidates:
        key = (plain_form(name) or name).casefold()
        if doc.lang == "en" and key.endswith("s") and not key.endswith("ss"):
            key = key[:-1]  # "Rule Actions" (10) and "rule action" (10.1.1) are one term
        if unicodedata.normalize("NFKC", name).endswith(("する", "している")):
            key += " (verb)"  # the act 進化する (5.17) is not the keyword 進化 (12.6)
        depth = number.count(doc.separator)
        if plain_form(name) and (key not in seen or depth < seen[key].number.count(doc.separator)):
            seen[key] = Term(name, number, plain_form(name))
    terms = sorted(seen.values(), key=lambda t: (t.plain.casefold() or t.name, t.name))
    return Glossary(doc, terms)


@functools.cache
def glossary(key: str) -> Glossary:
    """The glossary of a library document ("godzilla/ja"), built once per process."""
    from judgekit.rules.library import library

    return build_glossary(library().documents[key])
