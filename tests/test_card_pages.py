"""Card pages: what a judge reads about a real card, and the list to find it in."""

import re


def test_card_pages_and_filters(page):
    html = page("/cards/BP01-012")
    assert "BP01-012" in html and "What the engine reads" in html
    battle = page("/cards/?type=battle")
    assert "monster</td>" not in battle and "battle</td>" in battle
    missing = page("/cards/BP01-9999", 404)
    assert "no card BP01-9999" in missing and 'href="/cards/BP01-' in missing


def test_an_unknown_filter_value_filters_nothing(page):
    assert page("/cards/?compiled=maybe").count("<tr>") == page("/cards/").count("<tr>")


def test_the_card_list_filters_by_trait_and_keyword(page):
    from judgekit.cardtext.database import database

    html = page("/cards/?keyword=逆襲")
    expected = [c.number for c in database().values() if "逆襲" in c.text]
    assert expected and all(n in html for n in expected)
    assert html.count("<tr>") == len(expected) + 1  # and the header row
    html = page("/cards/?trait=ゴジラ&type=monster")
    assert "BP01-012" in html and "BP01-067" not in html


def test_a_card_page_says_what_the_engine_reads_with_its_rules_and_scenarios(page):
    html = page("/cards/BP01-067")
    assert "counter power +3000" in html and 'href="/godzilla/ja/12.4"' in html
    assert "/scenarios/cards/real_cards.feature/" in html


def test_a_card_number_in_the_search_box_opens_the_card(client):
    response = client.get("/search?q=bp01-012")
    assert response.status_code == 302 and response.headers["Location"] == "/cards/BP01-012"


def test_cards_are_found_by_name_and_text_beside_the_sections(page):
    from judgekit.search import search

    assert "BP01-067" in [h.number for h in search("ゴロザウルス").cards]
    crystal = search("結晶体").cards
    assert crystal and all("結晶体" in h.snippet or "結晶体" in h.title for h in crystal)
    assert search("what happens when my deck is empty?").cards == []
    html = page("/search?q=スペースゴジラ 結晶体")
    assert html.index('href="/cards/BP02-T03"') < html.index("<h2>Sections</h2>")


def test_a_card_page_pairs_each_part_of_the_printed_text_with_the_meaning_it_became(page):
    """BP03-029: without JavaScript each part is numbered and links to its meaning, and back."""

    html = page("/cards/BP03-029")
    printed = dict(re.findall(r'<a class="part" id="t(\d+)" href="#m\1" data-part="\1"><span class="n">\1</span>([^<]+)</a>',
                              html))
    meaning = dict(re.findall(r'<li id="m(\d+)" data-part="\1"><a class="n" href="#t\1"[^>]*>\1</a> (.+?)</li>', html))
    assert set(printed) == set(meaning) and len(printed) == 9
    pair = {printed[n]: meaning[n] for n in printed}
    assert pair["相手のエリアにいる交戦カードすべての等級－３"] == "the opponent&#39;s battle cards in the opponent&#39;s zones: rank -3"
    assert pair["各プレイヤーは自分の手札を２枚になるよう捨てる"] == "each player discards down to 2 cards in hand"
    assert '<script src="/static/pairs.js' in html


def test_a_sentence_the_grammar_cannot_read_is_shown_unread(page, monkeypatch):
    """The grammar reads every real card, so one has a word changed (a new set's unknown verb)."""
    import dataclasses

    from judgekit.cardtext.database import database
    from judgekit.web import cards

    card = database()["BP01-060"]
    changed = dataclasses.replace(card, text=card.text.replace("置いて発動させる", "食べる"))
    monkeypatch.setattr(cards, "database", lambda: {**database(), "BP01-060": changed})
    html = page("/cards/BP01-060")
    assert html.count('class="reading unread"') == 1 and "<strong>Unread:</strong>" in html
    # the words from where reading stopped: 「選んだカード」 is read (a referent, or 「選んだカード以外の」), 「を食べる」 not
    assert '<span class="stop">を食べる。</span>' in html
    # the one compiler refuses the card and says where: the engine runs none of its text
    assert re.search(r'<p class="note">The card-text compiler cannot read this text yet: cannot read '
                     r'「選んだカードを食べる。」 at character 71 of .*reading stopped at character 78 '
                     r'\(「食べる。」\)', html)
