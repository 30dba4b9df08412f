"""Conditions, modifier targets and readings built from parts (issue 18): each composed form is
read, said and honoured by the engine on a board where it decides what happens. The sentences
are composed from known parts; no printed card says them yet."""

import pytest

from judgekit.cardtext import compile_text
from judgekit.cardtext.describe import describe
from judgekit.engine.abilities import new_game
from judgekit.cardtext import compile_card
from judgekit.engine.cards import make_card
from judgekit.engine.controllers import play
from judgekit.engine.decisions import PlayBattle
from judgekit.engine.state import GameState


def words(text: str) -> str:
    return " | ".join(describe(a)[0] for a in compile_text(text))


def board(text: str) -> GameState:
    """A's monster in zone 1 with "Jet" (rank 1, ``text``) to play and three cards to draw; B's
    monster in zone 2."""
    s = GameState()
    for card in (make_card("Godzilla", "monster", "I", "red", "Godzilla", threat=10000),
                 make_card("Foe", "monster", "I", "red", "Godzilla", threat=10000),
                 make_card("Jet", "battle", "1", "red", "Weapon", counter=2000, text=text),
                 make_card("Tank", "battle", "2", "red", "Weapon", counter=6000)):
        s.defs[card.name] = card
    s.put(s.new_card("Godzilla", "A"), "A.invading")
    s.put(s.new_card("Foe", "B"), "B.invading")
    s.position["B"] = 2
    for _ in range(3):
        s.put(s.new_card("Tank", "A"), "A.deck")
    return s


def drawn(s: GameState, zone: int) -> bool:
    """Whether playing Jet into ``zone`` made its 【出現時】 draw a card."""
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, [PlayBattle(jet, zone)], lambda d: d.options[0].key)
    return len(s.areas["A.hand"]) == 1


# -- negation: every condition the grammar reads, with 〜いない / 〜でない (10.5.2.3.3: checked on
#    resolution) --------------------------------------------------------------------------------

@pytest.mark.parametrize("zone, draws", [(5, False), (4, True)])
def test_a_negated_zone_condition_holds_only_elsewhere(zone, draws):
    assert drawn(board("【出現時】これがエリア5にいないなら、カードを1枚引く。"), zone) is draws


@pytest.mark.parametrize("tanks, draws", [(0, True), (1, False)])
def test_a_negated_count_holds_only_without_the_cards(tanks, draws):
    """「〜がいない」 is a count of none, as 「カードがない」 always was."""
    s = board("【出現時】あなたのエリアに「Tank」がいないなら、カードを1枚引く。")
    for _ in range(tanks):
        s.put(s.new_card("Tank", "A"), "A.zone3")
    assert drawn(s, 5) is draws


def test_negations_are_said():
    assert "not (this card is in zone 5)" in words("【出現時】これがエリア5にいないなら、カードを1枚引く。")
    assert "not (your monster has invaded this turn)" in words(
        "【出現時】このターンあなたの怪獣カードが進攻していないなら、カードを1枚引く。")
    assert "not (it is a monster card)" in words("【出現時】それが怪獣カードでないなら、カードを1枚引く。")


# -- or: 〜か、〜なら ----------------------------------------------------------------------------

@pytest.mark.parametrize("zone, rage, draws", [(4, 0, False), (5, 0, True), (4, 5, True)])
def test_either_part_of_an_or_condition_is_enough(zone, rage, draws):
    s = board("【出現時】これがエリア5にいるか、相手の怒りが5以上なら、カードを1枚引く。")
    s.rage["B"] = rage
    assert drawn(s, zone) is draws


# -- sums: 〜の(等級|脅威度|撃退力)の合計が N 以上/以下, over any card phrase (10.8.1: the numbers
#    as changed now) -------------------------------------------------------------------------------

@pytest.mark.parametrize("tanks, draws", [(0, False), (1, True)])
def test_a_sum_of_ranks_counts_every_card_the_phrase_finds(tanks, draws):
    """Jet (rank 1) alone sums to 1; with a Tank (rank 2) to 3."""
    s = board("【出現時】あなたのエリアにいる交戦カードの等級の合計が3以上なら、カードを1枚引く。")
    for _ in range(tanks):
        s.put(s.new_card("Tank", "A"), "A.zone3")
    assert drawn(s, 5) is draws


@pytest.mark.parametrize("counter, draws", [(2000, True), (9000, False)])
def test_a_sum_at_most_of_counter_power(counter, draws):
    s = board("【出現時】あなたのエリアにいる交戦カードの撃退力の合計が8000以下なら、カードを1枚引く。")
    s.defs["Jet"] = make_card("Jet", "battle", "1", "red", "Weapon", counter=counter, text=s.defs["Jet"].text)
    assert drawn(s, 5) is draws


def test_a_sum_is_said_with_its_cards_and_bound():
    assert ("the ranks of your battle cards in your zones add up to 15 or more"
            in words("あなたのエリアにいる交戦カードの等級の合計が15以上なら、これの脅威度+10000。"))
