"""A ruling's answer as HTML: Markdown, sanitised, with section numbers as links.

The Markdown is rendered first and the result cleaned by nh3 with a small
allow-list, so no HTML or script written in a ruling reaches a page; the
links to sections are added after cleaning, to text outside links and code.
"""

from __future__ import annotations

import html
import re
from typing import Callable

import markdown
import nh3
from markupsafe import Markup

from judgekit.langs import lang_runs
from judgekit.rulings.check import WRITTEN, section_number
from judgekit.rulings.model import RULING_ID, Ruling

TAGS = {"p", "em", "strong", "code", "pre", "ul", "ol", "li", "blockquote", "a", "br", "hr",
        "table", "thead", "tbody", "tr", "th", "td", "h3", "h4", "del", "sup", "sub"}
ATTRIBUTES = {"a": {"href", "title"}, "th": {"align"}, "td": {"align"}}
_PIECES = re.compile(r"(<[^>]*>)")


def answer_html(ruling: Ruling, section_url: Callable[[str, str], str | None],
                ruling_url: Callable[[str], str | None] = lambda ruling_id: None) -> Markup:
    """``section_url(lang, number)`` gives the link of a section, ``ruling_url(id)`` that of
    another ruling ("see GZ-007"); each None when there is none."""
    raw = markdown.markdown(ruling.answer, extensions=["tables", "sane_lists"])
    clean = nh3.clean(raw, tags=TAGS, attributes=ATTRIBUTES, url_schemes={"http", "https", "mailto"},
                      link_rel="noopener nofollow")
    out, inside = [], 0  # inside <a> or <code>: no links there
    for piece in _PIECES.split(clean):
        if piece.startswith("<"):
            name = re.match(r"</?\s*(\w+)", piece)
            if name and name[1] in ("a", "code"):
                inside += -1 if piece.startswith("</") else 1
            out.append(piece)
        elif inside or not piece:
            out.append(piece)
        else:
            linked = _link_rulings(_link_numbers(piece, ruling.rules, section_url), ruling_url)
            out.append(lang_runs(Markup(linked), ruling.lang))  # 逆襲 quoted in English: lang="ja"
    return Markup("".join(out))


def _link_numbers(text: str, rules: str, section_url: Callable[[str, str], str | None]) -> str:
    def link(m: re.Match) -> str:
        found = section_number(m, rules)
        url = section_url(*found) if found else None
        if url is None:
            return m[0]
        return str(Markup('<a class="ref" href="{}">{}</a>').format(url, Markup(m[0])))
    return WRITTEN.sub(link, text)


def _link_rulings(text: str, ruling_url: Callable[[str], str | None]) -> str:
    def link(m: re.Match) -> str:
        url = ruling_url(m[0])
        return str(Markup('<a class="ruling" href="{}">{}</a>').format(url, m[0])) if url else m[0]
    return RULING_ID.sub(link, text)


def plain_text(ruling: Ruling) -> str:
    """The answer without Markdown marks or HTML, for the search index and snippets."""
    text = nh3.clean(markdown.markdown(ruling.answer), tags=set())
    return re.sub(r"\n{2,}", "\n", html.unescape(text)).strip()
