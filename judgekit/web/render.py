"""Section text as HTML: references become links, lost icons visible holes."""

from __future__ import annotations

from typing import Callable

from markupsafe import Markup, escape

from judgekit.rules.model import Section


def section_html(section: Section, url_for_ref: Callable[[str], str]) -> Markup:
    """Paragraphs of escaped text; each resolved reference a link, dangling ones marked.

    Paragraphs holding tabs are tables drawn with tabs (the zone layout of
    4.4.4) and are kept as preformatted text.
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
        out.append(escape(text[pos:start]))
        out.append(html)
        pos = end
    out.append(escape(text[pos:]))
    body = Markup("").join(out)
    paragraphs = []
    for para in body.split("\n"):
        if "\t" in para:
            paragraphs.append(Markup('<pre class="layout">{}</pre>').format(Markup(para)))
        elif para.strip():
            paragraphs.append(Markup("<p>{}</p>").format(Markup(para)))
    return Markup("\n").join(paragraphs)
