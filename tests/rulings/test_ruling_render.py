"""A ruling's answer on a page: Markdown, never the author's HTML or script, numbers as links."""

from pathlib import Path

import pytest

from judgekit.rulings.model import Ruling
from judgekit.rulings.render import answer_html, plain_text


def answer(text, rules="ja"):
    return Ruling("GZ-901", "godzilla", "en", rules, "q?", "2026-11-22", "test", "draft", text,
                  Path("GZ-901.md"), 1)


def urls(lang, number):
    return f"/godzilla/{lang}/{number}" if number != "99.9" else None


@pytest.mark.parametrize("hostile", [
    "<script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    "[click](javascript:alert(1))",
    '<a href="javascript:alert(1)">x</a>',
    "<iframe src=//evil></iframe>",
    '<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>',
])
def test_no_html_or_script_from_a_ruling_reaches_the_page(hostile):
    html = str(answer_html(answer(f"Before.\n\n{hostile}\n\nAfter 10.4.3."), urls)).lower()
    for bad in ("<script", "onerror", "javascript:", "<iframe", "onclick", "style=", "<img"):
        assert bad not in html
    assert "after" in html


def test_markdown_is_rendered_and_numbers_become_links():
    html = str(answer_html(answer("**No.** See 10.4.3 and EN 9.4.3, not 99.9.\n\n- a\n- b"), urls))
    assert "<strong>No.</strong>" in html and "<li>a</li>" in html
    assert '<a class="ref" href="/godzilla/ja/10.4.3">10.4.3</a>' in html
    assert '<a class="ref" href="/godzilla/en/9.4.3">EN 9.4.3</a>' in html
    assert "99.9" in html and "/99.9" not in html  # no such section: left as text


def test_numbers_inside_code_and_links_are_left_alone():
    html = str(answer_html(answer("`10.4.3` and [the rule](https://example.org/10.4.3)"), urls))
    assert "<code>10.4.3</code>" in html and html.count('class="ref"') == 0
    assert 'href="https://example.org/10.4.3"' in html


def test_bare_numbers_follow_the_rulings_rules_language():
    html = str(answer_html(answer("See 9.4.3.", rules="en"), urls))
    assert 'href="/godzilla/en/9.4.3"' in html


def test_plain_text_for_search_has_no_marks_or_tags():
    text = plain_text(answer("**No.** <b>x</b> & `y` <script>z()</script>"))
    assert text == "No. x & y"


def test_another_rulings_id_links_to_it():
    html = str(answer_html(answer("Unlike GZ-007 (10.4.3), see GZ-999."), urls,
                           lambda i: f"/rulings/{i}" if i == "GZ-007" else None))
    assert '<a class="ruling" href="/rulings/GZ-007">GZ-007</a>' in html
    assert "GZ-999" in html and "/rulings/GZ-999" not in html
