"""Did-you-mean: only for words the rules never use, never repeating the query,
never turning a real word into another."""

import tomllib
from pathlib import Path

import pytest

from judgekit.search import search

HERE = Path(__file__).parent


def suggestions(q):
    return [label for label, _url in search(q).did_you_mean]


@pytest.mark.parametrize("query", ["invade twice", "draw from an empty deck", "from",
                                   "a card is stuck in the resolution area",
                                   "I can't pay the whole discard cost"])
def test_real_words_are_not_corrected(query):
    assert suggestions(query) == []


def test_no_question_of_the_players_gets_a_suggestion():
    asked = [q["ask"] for name in ("questions.toml", "questions_unseen.toml")
             for q in tomllib.loads((HERE / name).read_text(encoding="utf-8"))["q"]]
    asked += [q["ask"] for q in tomllib.loads(
        (HERE.parent / "rulings" / "questions.toml").read_text(encoding="utf-8"))["q"]]
    suggested = {q: suggestions(q) for q in asked if q.isascii()}
    assert len(suggested) >= 15 and not any(suggested.values()), suggested


@pytest.mark.parametrize("query, meant", [
    ("invde twice", "invade twice"), ("reshufle", "reshuffle"), ("awakning", "awakening"),
])
def test_a_misspelt_rules_word_is_spelled_as_the_rules_spell_it(query, meant):
    result = search(query)
    assert [label for label, _ in result.did_you_mean] == [meant]
    url = result.did_you_mean[0][1]
    assert url.startswith("/search?q=") and url != f"/search?q={query}"


def test_a_suggestion_keeps_the_document_searched_first():
    [(_label, url)] = search("reshufle", scope="godzilla/en").did_you_mean
    assert "scope=godzilla%2Fen" in url


def test_the_search_page_never_offers_the_query_itself(page):
    html = page("/search?q=draw+from+an+empty+deck")
    assert "Did you mean" not in html
