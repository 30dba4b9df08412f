"""The slot matrix's one checker (judgekit.cardtext.matrix): how a cell is judged, how a term × slot of several
sentences is judged, and that every part keeps its sentences (none lost when the parts were made one)."""

import dataclasses

import pytest

from judgekit.cardtext.matrix import Cell, check, measure, parts, table
from judgekit.engine.ability_data import Ability, Effect, Event, Trigger

DRAW_2 = (Ability("", "auto", Trigger(Event.ENTER), (Effect("draw", 2),)),)


def test_a_sentence_read_as_its_meaning_is_right_whatever_its_printed_words():
    assert check(Cell("draw", "effect", "出現時カードを2枚引く。", DRAW_2)).outcome == "right"
    assert check(Cell("draw", "effect", "【出現時】カードを2枚引く。", DRAW_2)).outcome == "right"


def test_a_sentence_read_as_another_meaning_is_wrong_and_says_what_was_read():
    reading = check(Cell("draw", "effect", "出現時カードを1枚引く。", DRAW_2))
    assert reading.outcome == "wrong" and "draw" in reading.why


def test_a_sentence_the_rules_give_no_meaning_is_right_only_when_refused():
    """10.5.4: no player pays a cost for another — the matrix's ``None`` cell must be refused."""
    assert check(Cell("draw", "cost", "出現時相手はカードを1枚引くことで、カードを1枚引く。", None)).outcome == "right"
    assert check(Cell("draw", "effect", "出現時カードを2枚引く。", None)).outcome == "wrong"


def test_a_sentence_not_read_is_refused_with_the_compilers_reason():
    reading = check(Cell("draw", "effect", "出現時カードを2枚ひっくり返す。", DRAW_2))
    assert reading.outcome == "refused" and reading.why


def test_a_term_in_a_slot_is_as_good_as_its_worst_sentence():
    right = Cell("draw", "effect", "出現時カードを2枚引く。", DRAW_2)
    refused = Cell("draw", "effect", "出現時カードを2枚ひっくり返す。", DRAW_2)
    wrong = Cell("draw", "effect", "出現時カードを1枚引く。", DRAW_2)
    assert measure([right, refused]).cells == {("draw", "effect"): "refused"}
    assert measure([wrong, right, refused]).cells == {("draw", "effect"): "wrong"}
    found = measure([right, refused, Cell("draw", "trigger", right.text, DRAW_2)])
    by_cell, by_sentence = found.totals()
    assert (by_cell["right"], by_cell["refused"], by_sentence["right"], by_sentence["refused"]) == (1, 1, 2, 1)
    assert table(found)[-1].startswith("cells 2: right 1 / wrong 0 / refused 1; sentences 3")


# the sentences each part held when the three parts' scaffolding was made one (issue 18, round 10): a part may
# grow, never lose a sentence
SENTENCES = {"events": 160, "phrases": 698, "changes": 610}


@pytest.mark.parametrize("part", sorted(SENTENCES))
def test_every_part_keeps_its_sentences_and_each_is_a_cell_of_one_sentence(part):
    cells = parts()[part]()
    assert len(cells) >= SENTENCES[part]
    assert all(isinstance(c, Cell) and c.text for c in cells)
    assert all(c.expected is None or isinstance(c.expected, tuple) for c in cells)


def test_a_strategy_cell_is_read_as_a_strategy_cards_text():
    """8.3: a strategy card's text has no battle card's opening (「このターン、…」 alone): read as one, not as a
    battle card's."""
    strategy = [c for c in parts()["changes"]() if c.strategy]
    assert strategy and all(check(c).outcome == "right" for c in strategy[:3])
    assert check(dataclasses.replace(strategy[0], strategy=False)).outcome != "right"
