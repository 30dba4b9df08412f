"""Searching from a game's pages: that document first, the other games grouped below."""

import pytest

from judgekit.search import BadQuery, search

EMPTY_DECK_JA = "山札が0枚の時にドローしなきゃいけないとどうなる？"


def docs(hits):
    return [f"{h.game}/{h.lang}" for h in hits]


def test_from_the_godzilla_pages_the_godzilla_rule_comes_before_other_games():
    unscoped = search(EMPTY_DECK_JA, limit=5)
    assert set(docs(unscoped.hits)) != {"godzilla/ja"}  # what a reader of Godzilla got before
    result = search(EMPTY_DECK_JA, limit=5, scope="godzilla/ja")
    first = result.groups()[0]
    assert first[0] == "godzilla/ja" and docs(first[1]) == ["godzilla/ja"] * 5
    assert {"godzilla/ja/11.2.2", "godzilla/ja/11.2.3"} & {f"godzilla/ja/{h.number}" for h in first[1]}


def test_other_games_follow_grouped_by_game_each_in_one_run():
    result = search("ドロー", limit=5, scope="vanguard/ja")
    labels = [label for label, _ in result.groups()]
    assert labels[0] == "vanguard/ja" and len(labels) == len(set(labels)) > 1
    games = [h.game for h in result.hits]
    runs = [g for i, g in enumerate(games) if i == 0 or games[i - 1] != g]
    assert runs == list(dict.fromkeys(games)), "a game's hits are split by another game's"
    assert all(h.game != "vanguard" for _, hits in result.groups()[1:] for h in hits)


def test_a_player_on_the_english_pages_gets_english_godzilla_rules_first():
    result = search("draw from an empty deck", scope="godzilla/en", limit=5)
    assert docs(result.hits[:5]) == ["godzilla/en"] * 5 and result.scope == "godzilla/en"


def test_the_filters_still_win_over_the_scope():
    result = search("ドロー", game="indie", scope="vanguard/ja", limit=5)
    assert set(docs(result.hits)) == {"indie/ja"} and result.scope is None


def test_a_section_number_typed_on_the_english_pages_opens_the_english_section():
    assert search("9.4", scope="godzilla/en").jump == "/godzilla/en/9.4"
    assert search("10.4.3", scope="indie/ja").jump == "/indie/ja/10.4.3"


def test_an_unknown_scope_is_refused_with_the_documents_it_could_be():
    with pytest.raises(BadQuery, match="unknown document 'pokemon/ja'.*godzilla/en"):
        search("ドロー", scope="pokemon/ja")


def test_the_pages_of_a_document_search_it_first(page):
    html = page("/godzilla/en/9.4")
    assert '<input type="hidden" name="scope" value="godzilla/en">' in html
    assert 'name="scope" value="vanguard/ja"' in page("/vanguard/ja/glossary/")


def test_the_search_page_shows_the_scope_and_lets_the_reader_change_it(page):
    html = page("/search?q=ドロー&scope=vanguard/ja")
    assert '<option value="vanguard/ja" selected>' in html
    assert html.index('class="group">') < html.index("/vanguard/ja/") < html.index("Other game: indie")
    plain = page("/search?q=ドロー&scope=")
    assert 'class="group"' not in plain and '<option value="" selected' not in plain


def test_the_api_takes_the_scope_and_refuses_a_bad_one(client):
    data = client.get("/api/search?q=draw&scope=godzilla/en&limit=3").get_json()
    assert data["scope"] == "godzilla/en" and [h["lang"] for h in data["hits"][:3]] == ["en"] * 3
    resp = client.get("/api/search?q=draw&scope=nope")
    assert resp.status_code == 400 and "unknown document 'nope'" in resp.get_json()["error"]
