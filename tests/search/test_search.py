"""Search as a judge and a player use it: Japanese and English, numbers, odd input."""

import pytest

from judgekit.search import BadQuery, analysis, search
from judgekit.search.query import MAX_QUERY


def paths(result):
    return [f"{h.game}/{h.lang}/{h.number}" for h in result.hits]


def test_morphological_field_finds_the_stem_of_a_verb():
    assert "撃退" in analysis.japanese_words("撃退する")
    hits = paths(search("撃退", game="godzilla", lang="ja", limit=20))
    assert "godzilla/ja/5.15.1" in hits  # 「撃退する」指示がある場合


def test_bigram_field_finds_a_word_inside_a_longer_one(ja):
    assert "シャッフル" not in ja.sections["11.2.1"].text.replace("リシャッフル", "")
    assert "godzilla/ja/11.2.1" in paths(search("シャッフル", game="godzilla", limit=100))


def test_full_width_and_half_width_forms_are_the_same_query():
    assert paths(search("ｼｬｯﾌﾙ", limit=5)) == paths(search("シャッフル", limit=5))
    assert search("１０．４．３", game="godzilla").jump == "/godzilla/ja/10.4.3"


def test_spelling_variants_of_the_source_are_one_word(ja):
    assert "進撃怪獣" in ja.sections["5.15.1.2"].text
    assert paths(search("進撃怪獣", limit=10)) == paths(search("進攻怪獣", limit=10))
    assert "godzilla/ja/5.15.1.2" in paths(search("進攻怪獣 怪獣デッキ 等級 特徴", limit=10))


def test_english_is_stemmed():
    hits = paths(search("reshuffling", lang="en", limit=10))
    assert "godzilla/en/10.2.2" in hits  # "Reshuffling occurs when …"


@pytest.mark.parametrize("query, filters, url", [
    ("10.4.3", {"game": "godzilla"}, "/godzilla/ja/10.4.3"),
    ("§9.4", {"game": "godzilla", "lang": "en"}, "/godzilla/en/9.4"),
    ("godzilla en 9.4", {}, "/godzilla/en/9.4"),
    ("9-2-1", {}, "/moncolle/ja/9-2-1"),
    ("  §10.4.3. ", {"game": "godzilla", "lang": "ja"}, "/godzilla/ja/10.4.3"),
])
def test_a_section_number_jumps_to_that_section(query, filters, url):
    assert search(query, **filters).jump == url


def test_a_number_in_several_games_lists_them_instead_of_guessing():
    result = search("10.4.3")
    assert result.jump is None
    assert {"godzilla/ja/10.4.3", "indie/ja/10.4.3"} <= set(paths(result))


def test_a_near_miss_number_suggests_the_nearest_sections():
    result = search("10.4.9", game="godzilla", lang="ja")
    assert not result.hits and result.jump is None
    assert "/godzilla/ja/10.4" in [url for _label, url in result.did_you_mean]
    assert "No section 10.4.9" in result.message


def test_filters_restrict_game_and_language():
    result = search("ターン", game="vanguard", limit=30)
    assert result.hits and all(h.game == "vanguard" for h in result.hits)
    result = search("turn", lang="en", limit=30)
    assert result.hits and all(h.lang == "en" for h in result.hits)


@pytest.mark.parametrize("filters, message", [
    ({"game": "pokemon"}, "unknown game 'pokemon'"),
    ({"game": "vanguard", "lang": "en"}, "unknown language 'en' for vanguard"),
    ({"limit": 0}, "limit must be between 1 and 100"),
    ({"limit": 1000}, "limit must be between 1 and 100"),
])
def test_bad_filters_are_refused_with_the_reason(filters, message):
    with pytest.raises(BadQuery, match=message):
        search("ターン", **filters)


@pytest.mark.parametrize("query", [
    "", "   ", "!!!", "？？？", 'AND ( " *', "title:foo OR (", "進攻 AND attack OR (",
    "\x00\x01", "🦖🦖", "x" * 10000, "あ" * 10000, "9" * 400, "§", "....", "-1",
    "<script>alert(1)</script> 進攻",
])
def test_any_input_gives_a_result_or_a_message(query):
    result = search(query)
    assert result.hits or result.message or result.jump
    for hit in result.hits:
        assert "<script>" not in hit.snippet


def test_a_very_long_query_is_cut_and_the_reader_told():
    result = search("進攻 " * 3000)
    assert f"first {MAX_QUERY} characters" in result.message
    assert result.hits


def test_snippets_mark_the_matched_words_and_escape_the_rest():
    hit = search("リシャッフル", game="godzilla", lang="ja").hits[0]
    assert "<mark>リシャッフル</mark>" in hit.snippet
    hit = search("reshuffle", lang="en").hits[0]
    assert "<mark>" in hit.snippet and hit.url.startswith("/godzilla/en/")


def test_a_misspelled_english_word_gets_did_you_mean():
    result = search("drwa a card from an empty deck", lang="en")
    assert any("draw" in label for label, _url in result.did_you_mean)
