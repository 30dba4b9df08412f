"""Section text as HTML: references become links, lost icons visible holes."""

from __future__ import annotations

from typing import Callable

from markupsafe import Markup, escape

from judgekit.langs import lang_runs
from judgekit.rules.model import Section


def section_html(section: Section, url_for_ref: Callable[[str], str], lang: str = "ja") -> Markup:
    """Paragraphs of escaped text; each resolved reference a link, dangling ones marked.

    Paragraphs holding tabs are tables drawn with tabs (the zone layout of
    4.4.4) and are kept as preformatted text; Japanese quoted in text of
    another ``lang`` is tagged as Japanese.
    """
    text = section.text
    marks: list[tuple[int, int, Markup]] = []
    for ref in section.refs:
        written = escape(text[ref.start:ref.end])
        if ref.resolved:
            html = Markup('<a class="ref" href="{}">{}</a>').format(url_for_ref(ref.target), written)
        else:
            html = Markup('<span class="ref dangling" title="no section {} in this document">'
                          '{}</span>').format(ref.target, written)
        marks.append((ref.start, ref.end, html))
    for hole in section.holes:
        marks.append((hole, hole, Markup(
            '<span class="hole" title="an icon lost in the conversion of the source">▢</span>')))
    marks.sort(key=lambda m: (m[0], m[1]))

    out: list[str] = []
    pos = 0
    for start, end, html in marks:
        if start < pos:
            continue  # overlapping marks: keep the first
        out.append(lang_runs(text[pos:start], lang))
        out.append(html)
        pos = end
    out.append(lang_runs(text[pos:], lang))
    body = Markup("").join(out)
    paragraphs = []
    for para in body.split("\n"):
        if "\t" in para:
            # focusable: a phone scrolls it sideways by keyboard too
            paragraphs.append(Markup('<pre class="layout" tabindex="0">{}</pre>').format(Markup(para)))
        elif para.strip():
            paragraphs.append(Markup("<p>{}</p>").format(Markup(para)))
    return Markup("\n").join(paragraphs)
