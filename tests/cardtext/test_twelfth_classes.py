"""The twelfth set's classes (issue 18, TW-…): each class read in every slot it stands in, and played
on a board as the rules say."""

import pytest

from judgekit.cardtext import compile_text
from judgekit.cardtext.matrix import measure
from judgekit.cardtext.matrix.acted import cells
from judgekit.engine.cards import make_card

from jet_board import jet_board, play_jet, words

KAIJU = make_card("Kaiju", "monster", "I", "red", "Godzilla", threat=10000)


def test_no_cell_of_the_part_is_read_as_another_meaning():
    """The matrix's part E (judgekit.cardtext.matrix.acted): every cell of the twelfth set's classes is read as the
    meaning composed from its parts — none wrong, none refused."""
    assert [(r.outcome, r.cell.text) for r in measure(cells()).failures] == []


# -- a bound on the monster a verb acts on is not the effect's condition (TW-002) -----------------

def _bound_board(text: str, foe_threat: int, hand: int = 1):
    s = jet_board(text, foe_threat=foe_threat, more=(KAIJU,), deck=("A", 3))
    for _ in range(hand):
        s.put(s.new_card("Kaiju", "A"), "A.hand")
    s.position["B"] = 4
    return s


@pytest.mark.parametrize("foe_threat, zone", [(40000, 3), (45000, 4)])
def test_the_cost_is_offered_and_paid_before_the_moved_monsters_bound_is_checked(foe_threat, zone):
    """TW-002 「…捨てることで、相手の脅威度40000以下の怪獣カードを１エリア後退させる」: the bound names the monster
    moved, checked as it moves (7.4.2); the cost is chosen and paid as the effect resolves first (10.5.4), so
    above 40000 the card is discarded and the move does nothing (1.3.2) — 40000 counts."""
    text = "出現時あなたの手札の怪獣カードを１枚捨てることで、相手の脅威度40000以下の怪獣カードを１エリア後退させる。"
    s = _bound_board(text, foe_threat)
    play_jet(s)
    assert [s.cards[c].name for c in s.areas["A.discard"]] == ["Kaiju"]  # paid either way
    assert s.position["B"] == zone
    said = words(text)
    assert said.index("you may discard") < said.index("if at that moment its threat level is 40000 or less")


@pytest.mark.parametrize("verb, bound, foe_threat, zone", [
    ("後退させる", "以下", 30000, 3), ("後退させる", "以下", 30001, 4),
    ("前進させる", "以上", 30000, 5), ("前進させる", "以上", 29999, 4),
    ("をエリア2まで後退させる", "以下", 30000, 2), ("をエリア2まで後退させる", "以下", 30001, 4)])
def test_every_moves_bound_is_checked_after_its_cost(verb, bound, foe_threat, zone):
    """The same class with each verb of a monster's move and each way of bounding (5.13, 7.4.2, 10.5.4)."""
    move = f"相手の脅威度30000{bound}の怪獣カード" + (verb if verb.startswith("を") else f"を1エリア{verb}")
    text = f"出現時あなたの手札の怪獣カードを1枚捨てることで、{move}。"
    s = _bound_board(text, foe_threat)
    play_jet(s)
    assert len(s.areas["A.discard"]) == 1 and s.position["B"] == zone
    [effect] = compile_text(text)[0].effects
    assert effect.condition is None and effect.bound is not None and effect.cost is not None


@pytest.mark.parametrize("foe_threat, zone, hand", [(20000, 3, 1), (30000, 4, 1)])
def test_a_failed_bound_leaves_the_rest_of_the_sentence_to_be_done(foe_threat, zone, hand):
    """「相手の脅威度20000以下の怪獣カードを1エリア後退させ、あなたは1枚引く」: above the bound no monster is named,
    so the move is not done and the rest is, as far as possible (1.3.2) — the draw happens either way."""
    s = _bound_board("出現時相手の脅威度20000以下の怪獣カードを1エリア後退させ、あなたは1枚引く。", foe_threat, hand)
    play_jet(s)
    assert s.position["B"] == zone
    assert len(s.areas["A.hand"]) == hand + 1


@pytest.mark.parametrize("foe_threat, done", [(20000, True), (30000, False)])
def test_if_you_do_after_a_bounded_move_needs_the_move(foe_threat, done):
    """「…後退させる。そうしたら、あなたは1枚引く」: the draw only if the monster moved (10.2.1.3.2)."""
    s = _bound_board("出現時相手の脅威度20000以下の怪獣カードを1エリア後退させる。そうしたら、あなたは1枚引く。",
                     foe_threat, 0)
    play_jet(s)
    assert len(s.areas["A.hand"]) == (1 if done else 0)


# -- a turn qualifier is its own sentence's (TW-019) -----------------------------------------------

TW019 = "相手のターン中これの怒りは相手の効果で減らない。これの下にカードが５枚以上あるなら、脅威度＋10000。"


@pytest.mark.parametrize("turn, under, threat", [("A", 5, 20000), ("B", 5, 20000), ("A", 4, 10000),
                                                 ("B", 4, 10000)])
def test_a_turn_qualifier_does_not_reach_the_next_sentences_change(turn, under, threat):
    """TW-019: 相手のターン中 qualifies the prohibition it stands before; the +10000 is a continuous ability of its
    own (10.8), with its own condition (5 or more cards under this monster, 5 counting), in either player's turn."""
    from judgekit.engine.abilities import new_game
    from judgekit.cardtext import compile_card
    s = jet_board("", more=(make_card("Kaiju", "monster", "I", "red", "Godzilla", threat=10000, text=TW019),))
    s.areas["A.invading"] = []
    kaiju = s.new_card("Kaiju", "A")
    s.put(kaiju, "A.invading")
    for _ in range(under):  # the invading monster's pile: the top, then the cards under it (3.2)
        s.areas["A.invading"].append(s.new_card("Tank", "A"))
    s.turn_player = turn
    assert new_game(s, compile_card).threat("A") == threat


def test_each_sentence_carries_only_its_own_turn_qualifier():
    """Either order: the qualifier stays on the sentence it is printed before (10.8), the other holds always."""
    for text in (TW019, "これの下にカードが５枚以上あるなら、脅威度＋10000。相手のターン中これの怒りは相手の効果で減らない。"):
        abilities = compile_text(text)
        assert [(a.during is not None, a.modifiers[0].stat) for a in abilities] in (
            [(True, "forbid"), (False, "threat")], [(False, "threat"), (True, "forbid")])
    said = words(TW019)
    assert "during the opponent's turn: this monster's rage does not decrease" in said
    assert " | this card's threat level +10000 while 5 or more cards are under this card" in said


# -- the verb named as the condition: 「後退したら、」 (TW-037) -----------------------------------------

@pytest.mark.parametrize("then", ["後退したら", "後退させたら", "後退した場合", "この効果で後退したなら", "そうしたら"])
@pytest.mark.parametrize("zone, moved_to, drawn", [(4, 3, 1), (1, 1, 0)])
def test_moved_back_said_by_its_verb_draws_only_if_it_moved(then, zone, moved_to, drawn):
    """TW-037 「相手の怪獣カードを１エリア後退させる。後退したら、あなたは１枚引く。」: in zone 1 the monster does not
    move back and has not moved back (5.13.2.1, 5.13.3), so no draw; from zone 4 it goes to 3 and A draws 1
    (10.2.1.3.2) — the verb named alone, with or without この効果で, is 「そうしたら」."""
    s = jet_board(f"出現時相手の怪獣カードを１エリア後退させる。{then}、あなたは１枚引く。", deck=("A", 3))
    s.position["B"] = zone
    play_jet(s)
    assert s.position["B"] == moved_to and len(s.areas["A.hand"]) == drawn


@pytest.mark.parametrize("first, then", [
    ("あなたの怪獣カードを１エリア前進させる", "前進したら"), ("相手の交戦カードを1枚破壊する", "破壊したら"),
    ("あなたの捨て札から交戦カードを1枚手札に加える", "手札に加えたら"), ("相手の怒りを1減らす", "怒りを減らしたら")])
def test_every_verb_named_as_the_condition_is_if_you_do(first, then):
    [ability] = compile_text(f"出現時{first}。{then}、あなたは１枚引く。")
    assert ability.effects[1].if_done or ability.effects[1].condition is not None
    assert "draw 1 card" in words(f"出現時{first}。{then}、あなたは１枚引く。")


@pytest.mark.parametrize("zone, drawn", [(5, 1), (8, 0)])
def test_moved_forward_said_by_its_verb_needs_the_move(zone, drawn):
    """「あなたの怪獣カードを１エリア前進させる。前進したら、…」: from zone 8 it cannot move forward (5.13.2.1)."""
    s = jet_board("出現時あなたの怪獣カードを１エリア前進させる。前進したら、あなたは１枚引く。", deck=("A", 3))
    s.position["A"] = zone
    play_jet(s, zone=2)
    assert len(s.areas["A.hand"]) == drawn


# -- a count of how much this effect changed a number (TW-057) -------------------------------------

@pytest.mark.parametrize("rage, left, drawn", [(5, 2, 3), (1, 0, 1), (0, 0, 0)])
def test_a_count_of_the_rage_this_effect_removed_counts_only_what_went(rage, left, drawn):
    """TW-057 「相手の怒りを３減らす。この効果で減らした怒り１につき、あなたは１枚引く。」: a rage does not go below 0
    (3.4.4), so the count is what the effect actually removed, after it (1.3.2.2): 5 → 2 draws 3, 1 → 0 draws 1,
    0 draws nothing (an action counted 0 is not done)."""
    s = jet_board("出現時相手の怒りを３減らす。この効果で減らした怒り１につき、あなたは１枚引く。", deck=("A", 5))
    s.rage["B"] = rage
    play_jet(s)
    assert s.rage["B"] == left and len(s.areas["A.hand"]) == drawn


@pytest.mark.parametrize("rage, drawn", [(0, 2), (4, 2)])
def test_a_count_of_the_rage_this_effect_added_is_the_rise(rage, drawn):
    """「あなたの怒りを2増やす。この効果で増やしたあなたの怒り1につき、あなたは1枚引く。」: the rise, not the rage (3.4)."""
    s = jet_board("出現時あなたの怒りを2増やす。この効果で増やしたあなたの怒り1につき、あなたは1枚引く。", deck=("A", 5))
    s.rage["A"] = rage
    play_jet(s)
    assert len(s.areas["A.hand"]) == drawn
    assert "for each point of rage the effect before actually changed: draw 1 card" in words(
        "出現時あなたの怒りを2増やす。この効果で増やしたあなたの怒り1につき、あなたは1枚引く。")


# -- zones named from where this card was (TW-049) -------------------------------------------------

@pytest.mark.parametrize("where, left", [("いた", ["B.zone6"]), ("いる", ["B.zone5", "B.zone6"])])
def test_the_zone_numbered_as_the_one_this_card_was_in_outlasts_the_cost(where, left):
    """TW-049 「これを破壊することで、これがいたエリアと同じ数字の相手のエリアにいる交戦カードを破壊する」: the cost takes
    this card off the field; the zone it was last in still names the opponent's zone of that number (10.10.1.2.1,
    10.6.4.1.2) — zone 5, not 6. 「これがいるエリア」 names where it IS: off the field, none (10.10.1.1)."""
    text = f"出現時これを破壊することで、これが{where}エリアと同じ数字の相手のエリアにいる交戦カードを破壊する。"
    s = jet_board(text)
    for zone in (5, 6):
        s.put(s.new_card("Tank", "B"), f"B.zone{zone}")
    play_jet(s, zone=5)
    assert [key for key in ("B.zone5", "B.zone6") if s.areas[key]] == left
    assert [s.cards[c].name for c in s.areas["A.discard"]] == ["Jet"]  # the cost was paid


def test_the_zone_this_card_was_in_is_read_in_every_card_phrase_slot():
    """The same relation where a card phrase stands: an object, a count of a condition, a for-each."""
    was = "これがいたエリアと同じ数字の相手のエリアにいる交戦カード"
    for text in (f"これが破壊された時、{was}を1枚手札に戻す。", f"これが破壊された時、{was}が1枚以上いるなら、カードを1枚引く。",
                 f"これが破壊された時、{was}1枚につき、カードを1枚引く。"):
        assert "numbered as the one this card was in" in words(text)
