"""Which language a run of text is in, so pages can tag it (``lang="ja"``) for readers and
screen readers: English sentences quote card names and keywords in Japanese."""

from __future__ import annotations

import re

from markupsafe import Markup, escape

# Kana, kanji and the marks written between them: a run of Japanese inside other text.
_JA = "\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f々〆"
_JAPANESE_RUN = re.compile(f"[{_JA}](?:[{_JA}【】「」『』《》・、。！？（）()0-9０-９ｘ～〜…/／]*[{_JA}])?")


def text_lang(text: str) -> str:
    """"ja" for text holding kana or kanji, else "en": the lang of a name (a card's, a trait's)."""
    return "ja" if _JAPANESE_RUN.search(str(text)) else "en"


def lang_runs(text: str, lang: str = "en") -> Markup:
    """Text of ``lang`` (escaped unless it is Markup) with each Japanese run it quotes tagged
    lang="ja", so a reader or screen reader switches language for 逆襲 in an English sentence."""
    html = text if isinstance(text, Markup) else escape(text)
    if lang == "ja":
        return html
    # escaped text keeps kana and kanji as they are, and a run holds no markup characters
    return Markup(_JAPANESE_RUN.sub(lambda m: f'<span lang="ja">{m[0]}</span>', str(html)))
