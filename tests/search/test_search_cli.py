"""`judgekit search` shows what the site shows: rulings and cards above the sections,
a card number opens the card, a section number prints the section's text."""

import pytest
from click.testing import CliRunner

from judgekit.cli import main
from judgekit.search import search

RULING_QUESTION = "自分の自動能力と相手の自動能力が同時に誘発したらどっちが先？"


def run(*args):
    result = CliRunner().invoke(main, ["search", *args])
    assert result.exit_code == 0, result.output
    return result.output


@pytest.mark.parametrize("number", ["BP01-012", "bp01-012"])
def test_a_card_number_opens_the_card(number):
    out = run(number)
    card = search(number).cards[0]
    assert f"BP01-012 {card.title}" in out.splitlines() and "text: " in out


def test_a_section_number_prints_its_text_and_the_sections_under_it(ja):
    out = run("godzilla ja 10.4.3")
    assert any(line.endswith("§10.4.3") for line in out.splitlines())
    for number in ("10.4.3", "10.4.3.1", "10.4.3.4"):
        assert ja.sections[number].text.split("。")[0] in out


def test_rulings_and_cards_come_above_the_sections_as_on_the_site():
    result = search(RULING_QUESTION)
    assert result.rulings, "the question has a ruling on the site"
    out = run(RULING_QUESTION)
    assert out.index("Rulings") < out.index(result.rulings[0].number) < out.index("Sections")
    assert out.index("Sections") < out.index(f"§{result.hits[0].number}")


def test_a_card_named_in_words_is_listed_like_on_the_site():
    result = search("フェス・ゴジラ")
    assert result.cards
    out = run("フェス・ゴジラ")
    assert out.index("Cards") < out.index(result.cards[0].number)
