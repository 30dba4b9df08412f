"""The thirteenth set's classes of places and limits (issue 18, TH-014, TH-019, TH-050, TH-058): each read in
every slot it stands in (the matrix's part ``placed``), and played on a board as the rules say."""

import pytest

from judgekit.cardtext import compile_card
from judgekit.cardtext.matrix import measure
from judgekit.cardtext.matrix.placed import cells
from judgekit.engine.abilities import new_game
from judgekit.engine.cards import make_card
from judgekit.engine.decisions import ActivateStrategy, IllegalAction, Invade

from jet_board import jet_board, words


def test_no_cell_of_the_part_is_read_as_another_meaning():
    """The matrix's part ``placed``: every cell is read as the meaning composed from its parts, or refused where
    the rules give it none — none wrong, none refused."""
    assert [(r.outcome, r.cell.text) for r in measure(cells()).failures] == []


# -- N times a turn without 「1ターンに」 (TH-058: 8.6.2, 8.5.2 lifted by the card, 1.3.1) -------------------

def _order_board(text: str):
    s = jet_board("", more=(make_card("Order", "strategy", "1", "red", "Weapon", text=text),))
    order = s.new_card("Order", "A")
    s.put(order, "A.hand")
    hand = [s.new_card("Tank", "A") for _ in range(4)]
    for c in hand:
        s.put(c, "A.hand")
    return s, order, hand


@pytest.mark.parametrize("before", [0, 1])
def test_up_to_two_invasions_this_turn_counts_the_one_made_before(before):
    """TH-058 「このターン、あなたの怪獣カードは２回まで進攻できる。」: for the rest of the turn the limit of 8.6.2 is
    two a turn, not two more — an invasion made before the card resolved is one of them; the third is refused."""
    text = "このターン、あなたの怪獣カードは２回まで進攻できる。"
    assert "up to 2 times in a turn" in words(text, strategy=True)
    s, order, hand = _order_board(text)
    game = new_game(s, compile_card)
    for c in hand[:before]:
        game.act(Invade(c))
    game.act(ActivateStrategy(order, 1))
    for c in hand[before:2]:
        game.act(Invade(c))
    assert s.position["A"] == 1 + 2  # two invasions, each by Tank's icon of 1
    with pytest.raises(IllegalAction, match=r"^8\.6\.2"):
        game.act(Invade(hand[2]))


def test_the_limit_said_without_a_turn_is_the_rules_turn():
    """8.6.2 lifted by a continuous ability (1.3.1): 「あなたの怪獣カードは2回まで進攻できる。」 on A's monster allows
    two invasions each turn, and not a third."""
    s = jet_board("")
    s.defs["Godzilla"] = make_card("Godzilla", "monster", "I", "red", "Godzilla", threat=10000,
                                   text="あなたの怪獣カードは2回まで進攻できる。")
    hand = [s.new_card("Tank", "A") for _ in range(3)]
    for c in hand:
        s.put(c, "A.hand")
    game = new_game(s, compile_card)
    game.act(Invade(hand[0]))
    game.act(Invade(hand[1]))
    with pytest.raises(IllegalAction, match=r"^8\.6\.2"):
        game.act(Invade(hand[2]))


# -- the furthest card one way among those a condition counted (TH-019: 4.4.5.5.2, 4.4.5.5.4) ---------------

def _extreme_board(text: str, zones: tuple[int, ...]):
    s, order, _hand = _order_board(text)
    tanks = {}
    for n in zones:
        tanks[n] = s.new_card("Tank", "B")
        s.put(tanks[n], f"B.zone{n}")
    return s, order, tanks


@pytest.mark.parametrize("pick", [0, 1])
def test_the_rightmost_as_you_see_the_opponents_cards_may_be_two_and_you_choose(pick):
    """TH-019: B's zones as A sees them run the other way (4.4.5.5.2), so B's 3 and 8 are A's rightmost of B's 3, 8,
    5 and 6 — and tie (4.4.5.5.1.1, 4.4.5.5.4): A, the master, is offered exactly those two and destroys the one
    chosen; the reading says so."""
    text = "相手のエリアにいる交戦カードが４枚以上なら、それらのうち、あなたから見て最も右側のカードを１枚破壊する。"
    assert "if two tie (one in front of the other), you choose which" in words(text, strategy=True)
    s, order, tanks = _extreme_board(text, (3, 8, 5, 6))
    asked = []

    def chooser(decision):
        keys = [o.key for o in decision.options]
        if set(keys) & set(tanks.values()):
            asked.append(keys)
            return keys[pick]
        return keys[0]

    from judgekit.engine.controllers import play
    play(new_game(s, compile_card), [ActivateStrategy(order, 1)], chooser)
    assert [sorted(k) for k in asked] == [sorted([tanks[3], tanks[8]])]
    gone = asked[0][pick]
    assert s.where(gone) == "B.discard" and all(s.where(t) != "B.discard" for t in tanks.values() if t != gone)


@pytest.mark.parametrize("viewer, zones, destroyed", [("あなたから見て最も左側", (3, 5, 6, 7), (5, 6)),
                                                     ("相手から見て最も右側", (1, 4, 6, 7), (6,)),
                                                     ("あなたから見て最も右側", (1, 4, 6, 7), (1,))])
def test_the_furthest_way_is_as_the_viewer_sees_it(viewer, zones, destroyed):
    """4.4.5.5.2: A's left of B's cards is B's right (5 and 6 furthest, a tie); 「相手から見て」 is B's own view."""
    text = f"相手のエリアにいる交戦カードが４枚以上なら、それらのうち、{viewer}のカードを１枚破壊する。"
    s, order, tanks = _extreme_board(text, zones)
    offered = []

    def chooser(decision):
        keys = [o.key for o in decision.options]
        if set(keys) & set(tanks.values()):
            offered.append(set(keys))
        return keys[0]

    from judgekit.engine.controllers import play
    play(new_game(s, compile_card), [ActivateStrategy(order, 1)], chooser)
    gone = [n for n, t in tanks.items() if s.where(t) == "B.discard"]
    assert len(gone) == 1 and gone[0] in destroyed
    assert offered == ([{tanks[n] for n in destroyed}] if len(destroyed) > 1 else [])


def test_fewer_than_four_of_the_opponents_battle_cards_destroy_nothing():
    text = "相手のエリアにいる交戦カードが４枚以上なら、それらのうち、あなたから見て最も右側のカードを１枚破壊する。"
    s, order, tanks = _extreme_board(text, (3, 5, 6))
    from judgekit.engine.controllers import play
    play(new_game(s, compile_card), [ActivateStrategy(order, 1)], lambda d: d.options[0].key)
    assert all(s.where(t) == f"B.zone{n}" for n, t in tanks.items())


# -- the zone behind this card empty (TH-050: 4.4.7, 4.4.5.1) ------------------------------------------------

@pytest.mark.parametrize("zone, blocker, monster, ends", [
    (8, None, 1, 3),   # behind 8 is 3, empty: Jet moves there
    (6, None, 1, 5),
    (8, 3, 1, 8),      # a card behind: no move
    (8, None, 3, 8),   # A's monster stands in 3 (3.3.3.2): not empty (4.4.7)
    (5, None, 1, 5),   # 5 has a zone in front (6), none behind: nothing
    (4, None, 1, 4),
])
def test_this_card_moves_behind_only_if_that_zone_is_there_and_empty(zone, blocker, monster, ends):
    """TH-050 「出現時これの後ろのエリアが空いているなら、これをそのエリアに移動させてよい。」: 8/3, 7/4, 6/5 (4.4.5.1)."""
    text = "出現時これの後ろのエリアが空いているなら、これをそのエリアに移動させてよい。"
    assert "if the zone behind this card is empty (there is such a zone" in words(text)
    s = jet_board(text)
    s.position["A"] = monster
    if blocker:
        s.put(s.new_card("Tank", "A"), f"A.zone{blocker}")
    from jet_board import Chooser, jet_played
    game, jet = jet_played(s, zone, Chooser({"yes-no": "yes"}))
    assert s.where(jet) == f"A.zone{ends}"


@pytest.mark.parametrize("zone, blocker, draws", [(3, 8, True), (3, None, False), (1, None, False)])
def test_a_card_in_front_of_this_one_is_a_zone_there_holding_a_card(zone, blocker, draws):
    """「これの前のエリアが空いていない」: the zone in front is there and holds a card (4.4.5.1); zone 1 has none in front."""
    s = jet_board("出現時これの前のエリアが空いていないなら、カードを1枚引く。", deck=("A", 2))
    if blocker:
        s.put(s.new_card("Tank", "A"), f"A.zone{blocker}")
    s.position["A"] = 2
    from jet_board import play_jet
    play_jet(s, zone)
    assert (len(s.areas["A.hand"]) == 1) is draws


# -- a zone named, then the cards in it (TH-014: 10.5.3) ---------------------------------------------------

@pytest.mark.parametrize("named, gone", [(4, 4), (7, 7), (5, None)])
def test_a_named_zone_of_the_opponents_finds_only_the_card_in_it(named, gone):
    """TH-014 「出現時相手のエリア１つを指定し、そのエリアにいる相手の交戦カードを破壊する。」: A (the master) names one of
    B's eight zones as it resolves (10.5.3); only B's card there is destroyed — not one beside it (4 and 7 are a
    front/back pair), not A's card in A's zone of that number; an empty zone named destroys nothing."""
    text = "出現時相手のエリア１つを指定し、そのエリアにいる相手の交戦カードを破壊する。"
    assert "name one of the opponent's zones" in words(text) and "(in the zone named)" in words(text)
    s = jet_board(text)
    theirs = {n: s.new_card("Tank", "B") for n in (4, 7, 3)}
    for n, c in theirs.items():
        s.put(c, f"B.zone{n}")
    mine = s.new_card("Tank", "A")
    s.put(mine, f"A.zone{named}")
    from jet_board import Chooser, play_jet
    chooser = play_jet(s, 6, Chooser({"zone": f"zone{named}"}))
    asked = [d for d in chooser.asked if d.kind == "zone"]
    assert asked and asked[-1].player == "A" and len(asked[-1].options) == 8
    assert [n for n, c in theirs.items() if s.where(c) == "B.discard"] == ([gone] if gone else [])
    assert s.where(mine) == f"A.zone{named}"
