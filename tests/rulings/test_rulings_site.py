"""Rulings and cards on the site: where a judge meets them."""

import pytest

from judgekit.rulings import read_all, rulings
from judgekit.web import rulings as ruling_pages


def test_the_list_shows_every_ruling_and_filters_by_status(page):
    html = page("/rulings/")
    assert all(r.id in html for r in rulings())
    assert "No ruling matches" in page("/rulings/?status=official") or \
        all(r.status == "official" for r in rulings())
    assert "No ruling matches" in page("/rulings/?tag=no-such-topic")


def test_a_ruling_shows_its_answer_the_cited_text_and_its_scenario(ja, page):
    html = page("/rulings/GZ-001")
    assert "Can I invade a second time" in html
    assert ja.section("8.6.2").text in html  # the cited section, inline
    assert '<a class="ref" href="/godzilla/ja/8.6.2">8.6.2</a>' in html
    assert "/scenarios/ch08/restrictions.feature/" in html and 'class="status passed"' in html
    assert "8.6.1.2" in html  # the scenario's trace, rule by rule


def test_an_unknown_ruling_is_a_404_that_points_to_the_list(page):
    html = page("/rulings/GZ-999", 404)
    assert "no ruling GZ-999" in html and 'href="/rulings/"' in html


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_section_page_lists_the_rulings_citing_it_or_its_counterpart(lang, page):
    assert "GZ-001" in page(f"/godzilla/{lang}/8.6.2")


def test_every_cited_card_page_lists_its_rulings(page):
    with_cards = [r for r in rulings() if r.cards]
    assert with_cards, "some ruling should be about a card"
    for r in with_cards:
        for number in r.cards:
            assert r.id in page(f"/cards/{number}")


def test_the_search_shows_a_ruling_above_the_sections(page):
    html = page("/search?q=進攻は1ターンに何回できる？")
    assert html.index("GZ-001") < html.index("§8.6.2")


def test_the_review_page_lists_a_ruling_whose_cited_text_changed(tmp_path, monkeypatch, page):
    text = next(iter(rulings())).path.read_text(encoding="utf-8")
    (tmp_path / "GZ-001-copy.md").write_text(
        text.replace('"ja/8.6.2" = "', '"ja/8.6.2" = "0'), encoding="utf-8")
    monkeypatch.setattr(ruling_pages, "rulings", lambda: read_all(tmp_path))
    ruling_pages.problems_by_ruling.cache_clear()
    try:
        html = page("/rulings/review")
        assert "GZ-001" in html and "changed since the ruling was written" in html
    finally:
        ruling_pages.problems_by_ruling.cache_clear()


def test_a_ruling_has_one_permanent_address(client):
    response = client.get("/rulings/gz-001")
    assert response.status_code == 301 and response.headers["Location"].endswith("/rulings/GZ-001")


def test_a_clause_cited_with_its_heading_is_quoted_once(ja, page):
    html = page("/rulings/GZ-001")  # cites 8.6 (a heading: shown by 8.6.1 and 8.6.2) and both clauses
    for number in ("8.6.1", "8.6.2"):
        assert html.count(ja.section(number).text) == 1, number
