"""Turning text into index terms, the same way for documents and queries.

Japanese text becomes two term streams searched together: words from sudachi
(split mode A, so 撃退する gives 撃退) and character bigrams (so シャッフル is
found inside リシャッフル). English text is stemmed by Whoosh's analyzer.
Both start from one normalisation: NFKC (full-width → half-width), lower
case, and the source's spelling variants (``vocabulary.toml``).
"""

from __future__ import annotations

import functools
import hashlib
import re
import threading
import tomllib
import unicodedata
from pathlib import Path

from whoosh.analysis import StemmingAnalyzer

VOCABULARY = Path(__file__).with_name("vocabulary.toml")
LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")  # an English word inside Japanese text
ANALYSIS_VERSION = "1"  # bump when a change here changes the terms of a text

# Parts of speech that carry no meaning a judge searches for.
_SKIPPED_POS = {"助詞", "助動詞", "補助記号", "記号", "空白"}
_WORD_RUN = re.compile(r"\w+")

english = StemmingAnalyzer()
_local = threading.local()


@functools.cache
def vocabulary() -> dict:
    return tomllib.loads(VOCABULARY.read_text(encoding="utf-8"))


def fingerprint() -> str:
    """Changes whenever the terms produced for a text could change."""
    return hashlib.sha256(ANALYSIS_VERSION.encode() + VOCABULARY.read_bytes()).hexdigest()[:16]


def fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).lower()


@functools.cache
def folded_variants() -> tuple[tuple[str, str], ...]:
    """The spelling variants and their canonical spelling, folded once."""
    return tuple((fold(v), fold(c)) for v, c in vocabulary()["variants"].items())


def normalise(text: str) -> str:
    text = fold(text)
    for variant, canonical in folded_variants():
        text = text.replace(variant, canonical)
    return text


def _sudachi():
    tok = getattr(_local, "tokenizer", None)
    if tok is None:  # sudachi tokenizers are not shared between threads
        from sudachipy import Dictionary, SplitMode

        tok = _local.tokenizer = Dictionary(dict="core").tokenizer(mode=SplitMode.A)
    return tok


@functools.lru_cache(maxsize=2048)
def _morphemes(line: str) -> tuple[tuple[str, str, bool], ...]:
    """A normalised line as sudachi reads it: (surface, dictionary form, is a content word)
    per morpheme; kept, since a query reads its own text four ways."""
    return tuple((m.surface(), m.normalized_form(), m.part_of_speech()[0] not in _SKIPPED_POS)
                 for m in _sudachi().tokenize(line))


def forget_readings() -> None:
    """Read every text anew (benchmarks/search.py times a question from its text)."""
    _morphemes.cache_clear()


def _lines(text: str) -> list[str]:
    return [line for line in normalise(text).splitlines() if line.strip()]


def japanese_words(text: str) -> list[str]:
    """Content words in dictionary form: 撃退された → 撃退."""
    return [word for line in _lines(text) for _, form, content in _morphemes(line)
            if content and (word := form.strip())]


def japanese_surfaces(text: str) -> list[str]:
    """Content words as written (for highlighting), in the normalised text."""
    return [surface for line in _lines(text) for surface, _, content in _morphemes(line)
            if content and surface.strip()]


def japanese_runs(text: str) -> list[str]:
    """Runs of adjacent content words as written: 山札が0枚 → 山札, 0枚 (mode A splits 山札)."""
    runs = []
    for line in _lines(text):
        current = ""
        for surface, _, content in _morphemes(line):
            if not content or not surface.strip():
                if current:
                    runs.append(current)
                current = ""
            else:
                current += surface
        if current:
            runs.append(current)
    return runs


def bigrams(text: str) -> list[str]:
    """Overlapping character pairs of each run of word characters (a lone character stays)."""
    grams = []
    for run in _WORD_RUN.findall(normalise(text)):
        grams.extend(run[i:i + 2] for i in range(max(1, len(run) - 1)))
    return grams


def english_terms(text: str) -> list[str]:
    return [t.text for t in english(normalise(text))]


@functools.cache
def _synonym_keys() -> tuple[tuple[str, re.Pattern | None, list[str]], ...]:
    """Each player's word normalised (an English one as a whole-word pattern), with the
    rules' words for it: made once, not for every query."""
    out = []
    for key, alternatives in vocabulary()["synonyms"].items():
        key = normalise(key)
        whole = re.compile(r"(?<![a-z0-9])" + re.escape(key) + r"(?![a-z0-9])") if key.isascii() else None
        out.append((key, whole, alternatives))
    return tuple(out)


def synonyms_of(text: str) -> list[str]:
    """The rules' words for the player's words in ``text`` (``vocabulary.toml``)."""
    folded = normalise(text)
    words = set(japanese_words(text)) if re.search(r"[^\x00-\x7f]", folded) else set()
    found = []
    for key, whole, alternatives in _synonym_keys():
        if whole.search(folded) if whole else (key in words or key in folded):
            found.extend(alternatives)
    return list(dict.fromkeys(found))
