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

from judgekit.rulings.check import WRITTEN
from judgekit.rulings.model import Ruling

TAGS = {"p", "em", "strong", "code", "pre", "ul", "ol", "li", "blockquote", "a", "br", "hr",
        "table", "thead", "tbody", "tr", "th", "td", "h3", "h4", "del", "sup", "sub"}
ATTRIBUTES = {"a": {"href", "title"}, "th": {"align"}, "td": {"align"}}
_PIECES = re.compile(r"(<[^>]*>)")


def answer_html(ruling: Ruling, section_url: Callable[[str, str], str | None]) -> Markup:
    """``section_url(lang, number)`` gives the link of a section, or None when there is none."""
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
            out.append(_link_numbers(piece, ruling.rules, section_url))
    return Markup("".join(out))


def _link_numbers(text: str, rules: str, section_url: Callable[[str, str], str | None]) -> str:
    def link(m: re.Match) -> str:
        lang = (m["lang"] or rules).lower().replace("jp", "ja")
        url = section_url(lang, m["number"])
        if url is None:
            return m[0]
        return str(Markup('<a class="ref" href="{}">{}</a>').format(url, Markup(m[0])))
    return WRITTEN.sub(link, text)


def plain_text(ruling: Ruling) -> str:
    """The answer without Markdown marks or HTML, for the search index and snippets."""
    text = nh3.clean(markdown.markdown(ruling.answer), tags=set())
    return re.sub(r"\n{2,}", "\n", html.unescape(text)).strip()
