"""The slot matrix of card phrases (judgekit.cardtext.matrix.phrases, issue 18 round 10): each part of a card phrase
in each slot is read as the meaning composed from its parts or refused, never read wrong; and the relations
to this card (4.4.5) mean the same whether said as a card phrase or as a place, as the engine honours them."""

import pytest

from judgekit.cardtext.matrix import measure
from judgekit.cardtext.matrix.phrases import cells

from jet_board import TANK, jet_board, play_jet, words


def test_no_cell_of_the_matrix_is_read_wrong():
    """A cell read as something else than its parts mean is the worst outcome (a confident wrong reading)."""
    found = measure(cells())
    assert [r.cell.text for r in found.failures if r.outcome == "wrong"] == []
    assert list(found.cells.values()).count("right") >= 693  # the cells read right on this branch: 693 of 693


def test_no_cell_is_refused_any_more():
    """The class the matrix refused last round — a trigger's card phrase naming where the card stood (「これの前の
    エリアにいる…が破壊された時」, 「あなたのエリア6~8にいる…」) — is read now: each leaving event keeps the zone the card
    left (10.6.4.1.2), and tests/cardtext/test_leaving_and_acting.py runs it on boards."""
    assert [r.cell.text for r in measure(cells()).failures] == []


def test_every_relation_is_in_every_field_slot():
    """Each zone named from this card (same column, adjacent, front, behind, right) stands as a verb's object,
    a condition's place, a count, a for-each count and a change's target, each player's or whose unsaid."""
    slots = {(c.term.split(" (")[0], c.slot) for c in cells()}
    for relation in ("same column", "adjacent", "in front", "behind", "right of"):
        assert {s for r, s in slots if r == relation} >= {"destroy", "there is", "there is none", "count", "for each",
                                                          "for a time", "modifier"}


def drawn(text: str, zone: int, foe_zones: tuple[int, ...], mine: tuple[int, ...] = ()) -> int:
    """Cards A draws when Jet (with ``text``) is played into ``zone``, B's Tanks in ``foe_zones``, A's in ``mine``."""
    s = jet_board(text, deck=("A", 3))
    for n in foe_zones:
        s.put(s.new_card("Tank", "B"), f"B.zone{n}")
    for n in mine:
        s.put(s.new_card("Tank", "A"), f"A.zone{n}")
    play_jet(s, zone)
    return len(s.areas["A.hand"])


ADJACENT_SAID = ["【出現時】これの隣接エリアに交戦カードがいるなら、カードを1枚引く。",
                 "【出現時】これの隣接エリアにいる交戦カードが1枚以上なら、カードを1枚引く。"]


@pytest.mark.parametrize("text", ADJACENT_SAID)
def test_a_card_across_the_table_in_zone_8_is_adjacent_to_this_card_in_zone_8(text):
    """4.4.5.2: a player's zone 8 and the opponent's zone 8 are adjacent; whose unsaid, the opponent's card
    there counts — as a place (「これの隣接エリアに…がいる」) and as a card phrase alike (they once differed:
    the place counted the master's cards only)."""
    assert drawn(text, 8, (8,)) == 1
    assert drawn(text, 8, (7,)) == 0  # the opponent's 7 is not next to this card's 8
    assert drawn(text, 8, (), mine=(7,)) == 1  # the master's 7 is (numbers differing by 1)


@pytest.mark.parametrize("text", ADJACENT_SAID)
def test_both_ways_of_saying_adjacent_read_alike(text):
    assert "each player's" in words(text)


@pytest.mark.parametrize("whose, foe, mine, draws", [
    ("相手の", (3,), (), 1), ("相手の", (4,), (), 0), ("相手の", (), (8,), 0),
    ("あなたの", (), (8,), 1), ("あなたの", (), (4,), 0), ("", (8,), (), 1), ("", (4,), (), 0), ("", (), (8,), 1)])
def test_this_cards_column_as_a_condition(whose, foe, mine, draws):
    """4.4.5.4: a player's zone 3 and zone 8 and the opponent's 3 and 8 are one column; 「これと同じ縦列に
    (相手の)他の交戦カードがいるなら」 is a condition on the cards there, whose unsaid either player's."""
    text = f"【出現時】これと同じ縦列に{whose}他の交戦カードがいるなら、カードを1枚引く。"
    assert drawn(text, 3, foe, mine) == draws


def test_this_cards_column_whose_unsaid_as_a_verbs_object():
    """4.4.5.4: 「これと同じ縦列にいる他の交戦カードをすべて破壊する」 destroys both players' cards in this card's
    column (A's 8, B's 3 and 8 from A's zone 3) and none outside it (B's 4)."""
    s = jet_board("【出現時】これと同じ縦列にいる他の交戦カードをすべて破壊する。")
    for where in ("A.zone8", "B.zone3", "B.zone8", "B.zone4"):
        s.put(s.new_card("Tank", where[0]), where)
    play_jet(s, 3)
    assert [k for k in ("A.zone8", "B.zone3", "B.zone8", "B.zone4") if s.areas[k]] == ["B.zone4"]
    assert TANK.name in [s.cards[c].name for c in s.areas["B.discard"]]


def test_cards_in_zones_said_are_a_for_each_count():
    """10.5.2.2.1 over 4.4: 「あなたのエリア6~8にいる交戦カード1枚につき」 counts A's cards there only."""
    text = "【出現時】あなたのエリア6~8にいる交戦カード1枚につき、カードを1枚引く。"
    assert drawn(text, 5, (7,), mine=(6, 8, 2)) == 2


# -- a card phrase's numbers bounded every way, and its owner ---------------------------------------

def destroyed(text: str, foes: dict[str, dict], mine_owned_by_b: int = 0) -> list[str]:
    """The names of B's cards (in B's zones, or ``mine_owned_by_b`` Tanks of B's in A's zones) that Jet's
    【出現時】 ``text`` sends to B's discard pile; ``foes``: name → make_card fields, one each in B's zones."""
    from judgekit.engine.cards import make_card
    s = jet_board(text, more=tuple(make_card(n, "battle", f.get("rank", "2"), "red", "Weapon",
                                             **{k: v for k, v in f.items() if k != "rank"}) for n, f in foes.items()))
    for zone, name in enumerate(foes, start=3):
        s.put(s.new_card(name, "B"), f"B.zone{zone}")
    for zone in range(6, 6 + mine_owned_by_b):
        s.put(s.new_card("Tank", "B"), f"A.zone{zone}")  # played from B's pile into A's zones: B's still (4.1.7)
    s.put(s.new_card("Tank", "A"), "A.zone4")
    play_jet(s, 5)
    return sorted(s.cards[c].name for c in s.areas["B.discard"])


@pytest.mark.parametrize("bound, left", [("未満の", "Big"), ("以下の", ""), ("を超える", "Small"), ("より大きい", "Small")])
def test_a_counter_power_bounded_without_itself(bound, left):
    """10.5.3 over 2.7: 「撃退力5000未満の」 finds 4000 but not 5000; 「5000を超える」 finds 6000 but not 5000."""
    foes = {"Small": {"counter": 4000}, "Mid": {"counter": 5000}, "Big": {"counter": 6000}}
    gone = destroyed(f"【出現時】相手の撃退力5000{bound}交戦カードをすべて破壊する。", foes)
    expected = {"未満の": ["Small"], "以下の": ["Mid", "Small"], "を超える": ["Big"], "より大きい": ["Big"]}[bound]
    assert gone == expected and left not in gone


@pytest.mark.parametrize("said, gone", [("進攻2未満の", ["One"]), ("進攻1以上の", ["One", "Two"]), ("進攻2以上の", ["Two"]),
                                        ("進攻2の", ["Two"])])
def test_an_invasion_icon_bounded(said, gone):
    """2.8: a battle card's invasion icon, compared: 「進攻2未満の」 is the icon 1 only."""
    foes = {"One": {"counter": 1000, "invasion": 1}, "Two": {"counter": 1000, "invasion": 2}}
    assert destroyed(f"【出現時】相手の{said}交戦カードをすべて破壊する。", foes) == gone


def test_rank_below_is_rank_less_than_it():
    foes = {"Low": {"rank": "2", "counter": 1000}, "High": {"rank": "3", "counter": 1000}}
    assert destroyed("【出現時】相手の等級3未満の交戦カードをすべて破壊する。", foes) == ["Low"]
    assert destroyed("【出現時】相手の等級2より大きい交戦カードをすべて破壊する。", foes) == ["High"]


@pytest.mark.parametrize("said", ["持ち主が相手の", "相手が持ち主の", "オーナーが相手の"])
def test_the_owner_not_the_master(said):
    """4.1.7, 3.1.2: a card of B's played into A's zones is A's to command but B's own; 「あなたのエリアにいる持ち主が
    相手の交戦カード」 finds it and not A's own Tank, and it goes to its owner's discard pile."""
    assert destroyed(f"【出現時】あなたのエリアにいる{said}交戦カードをすべて破壊する。", {}, mine_owned_by_b=2) == ["Tank", "Tank"]


def test_the_owner_said_reads_in_plain_words():
    assert "owned by the opponent" in words("【出現時】あなたのエリアにいる持ち主が相手の交戦カードを1枚破壊する。")
    assert "counter power less than 5000" in words("【出現時】相手の撃退力5000未満の交戦カードを1枚破壊する。")


# -- 望む枚数: as many as the player wants, none to all (10.5.3.1.1) ------------------------------------

class StopAfter:
    """Answers a card choice with its first card ``n`` times, then "no more" (offered among the options)."""

    def __init__(self, n: int):
        self.n, self.offered_stop = n, []

    def __call__(self, decision):
        keys = [o.key for o in decision.options]
        if decision.kind != "card":
            return keys[0]
        self.offered_stop.append("stop" in keys)
        if self.n == 0:
            return "stop"
        self.n -= 1
        return keys[0]


@pytest.mark.parametrize("said", ["望む枚数", "好きな枚数"])
@pytest.mark.parametrize("stop_after", [0, 1, 3])
def test_as_many_as_the_player_wants_is_chosen_one_by_one_and_may_stop(said, stop_after):
    """「相手の交戦カードを望む枚数破壊する」: A chooses B's cards one at a time and may stop at any point — none,
    one, or all three (not all of them at once, as 「すべて」 would)."""
    s = jet_board(f"【出現時】相手の交戦カードを{said}破壊する。")
    for zone in (3, 4, 6):
        s.put(s.new_card("Tank", "B"), f"B.zone{zone}")
    chooser = play_jet(s, 5, StopAfter(stop_after))
    assert len(s.areas["B.discard"]) == stop_after
    assert chooser.offered_stop and all(chooser.offered_stop)


@pytest.mark.parametrize("stop_after", [0, 2])
def test_a_hand_discarded_as_far_as_the_player_wants(stop_after):
    """5.7.1: 「あなたの手札を望む枚数捨てる」 discards the cards A picks, one by one, until A stops."""
    s = jet_board("【出現時】あなたの手札を望む枚数捨てる。")
    for _ in range(3):
        s.put(s.new_card("Tank", "A"), "A.hand")
    play_jet(s, 5, StopAfter(stop_after))
    assert len(s.areas["A.hand"]) == 3 - stop_after
    assert "any number" in words("【出現時】あなたの手札を望む枚数捨てる。")


# -- plain words: two objects of one verb, a search's cards, a trigger's card phrase ------------------

def test_two_objects_of_one_verb_read_as_one_verb_with_both():
    """「相手の交戦カードを1枚と、相手の戦略カードを1枚破壊する」: neither hangs on the other — one destruction of both."""
    assert words("【出現時】相手の交戦カードを1枚と、相手の戦略カードを1枚破壊する。").endswith(
        "destroy 1 of the opponent's battle cards and 1 of the opponent's strategy cards")


@pytest.mark.parametrize("n, pronoun", [(1, "it"), (2, "them")])
def test_a_search_says_the_cards_it_found(n, pronoun):
    """5.8.1: up to 2 cards found are "them", not "it"."""
    assert f"then put {pronoun} into your discard pile" in words(
        f"【出現時】あなたの山札から交戦カードを{n}枚まで探して捨て札にし、山札をシャッフルする。")


# -- whose turn, which phase, as conditions (7.1-7.5) -----------------------------------------------------

@pytest.mark.parametrize("condition, draws", [
    ("あなたのターンなら", 1), ("相手のターンなら", 0), ("相手のターン中でないなら", 1), ("あなたのメインフェイズなら", 1),
    ("メインフェイズ中なら", 1), ("撃退フェイズ中なら", 0), ("相手のメインフェイズなら", 0), ("あなたのエンドフェイズなら", 0)])
def test_whose_turn_and_which_phase_as_a_condition(condition, draws):
    """7.1, 3.3, 7.3: A plays Jet in A's main phase; 「{condition}、カードを1枚引く」 draws only if it holds now."""
    assert drawn(f"【出現時】{condition}、カードを1枚引く。", 5, ()) == draws


@pytest.mark.parametrize("text", ["【出現時】カードを相手の怒りと同じ枚数引く。", "【出現時】相手の怒りと同じ枚数、カードを引く。"])
def test_a_number_equal_to_a_rage_said_after_the_object_or_first(text):
    """10.5.3: as many cards as the opponent's rage (3.4), however the number is placed: B's rage 2, A draws 2."""
    s = jet_board(text, deck=("A", 3))
    s.rage["B"] = 2
    play_jet(s, 5)
    assert len(s.areas["A.hand"]) == 2
