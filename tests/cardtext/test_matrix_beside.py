"""Issue 18 round 12, the slot matrix's part E (judgekit.cardtext.matrix.beside): the forms beside the known parts,
each family in every slot, read as the meaning composed from its parts — and the ENGINE doing each family's new
forms on a board: verbs joined by て / てから / た後 (10.7), a bound said after the number (2.3.1), a comma in a
trigger's subject (10.6.2), a keyword and an ability granted together (10.8.1.2), 「次のフェイズ中」 (10.2.1.2), an
invasion icon set by a continuous change (2.8, 10.8.1.5), 「能力を失い、」 joined to a number changed (10.3.2), the
opponent's choice between two acts (3.1.2.3.1, 1.3.2), a count per N of a pile (5.8.1.1, 1.3.5)."""

import pytest

from judgekit.cardtext import compile_card, compile_text
from judgekit.cardtext.generate import canonical
from judgekit.cardtext.matrix import measure
from judgekit.cardtext.matrix.beside import FAMILIES, cells
from judgekit.engine.abilities import new_game
from judgekit.engine.cards import make_card
from judgekit.engine.decisions import Invade, PlayBattle
from judgekit.engine.controllers import play

from jet_board import words
from test_rules_verbs import Script, board, card, run


def test_no_cell_of_the_part_is_read_as_another_meaning():
    """The worst outcome is a confident wrong reading: no cell of part E has one, and none is refused."""
    assert [(r.outcome, r.cell.text) for r in measure(cells()).failures] == []


def test_every_family_names_its_members_and_slots_before_and_after():
    """The family list (docs of the round): each family with its members, the slots it was opened in before this
    round, and those this part adds — none left blank."""
    assert len(FAMILIES) >= 7 and all(all(part.strip() for part in parts) for parts in FAMILIES.values())


# -- verbs joined by て, てから, た後 (10.7: in the order written, the next only after the one before) -----------

@pytest.mark.parametrize("join", ["し、", "して、", "してから、", "した後、"])
@pytest.mark.parametrize("tanks, foe_rage, drawn", [(1, 3, 1), (0, 3, 1), (1, 0, 0)])
def test_every_joined_form_destroys_then_draws(join, tanks, foe_rage, drawn):
    """10.7: 「相手の怒りが3以上なら、相手の交戦カードを1枚破壊{し/して/してから/した後}、カードを1枚引く」 — each form is one
    order: B's Tank is destroyed, then A draws 1; with no card of B's to destroy the draw is still done (1.3.2); with the
    condition false neither is (10.5: the draw is part of the sentence the condition opens)."""
    s = board(f"出現時相手の怒りが3以上なら、相手の交戦カードを1枚破壊{join}カードを1枚引く。")
    s.rage["B"] = foe_rage
    foes = [card(s, "Tank", "B.zone3") for _ in range(tanks)]
    for _ in range(3):
        card(s, "Tank", "A.deck")
    run(s)
    assert [s.area_of(t) for t in foes] == ["discard" if foe_rage >= 3 else "zone3"] * tanks
    assert 3 - len(s.areas["A.deck"]) == drawn


@pytest.mark.parametrize("text", ["出現時カードを2枚引いてから、あなたの手札を1枚捨てる。", "出現時カードを2枚引いた後、あなたの手札を1枚捨てる。"])
def test_a_draw_joined_to_a_discard_draws_first(text):
    """10.7: 「カードを2枚引いてから、手札を1枚捨てる」 — with an empty hand A still discards one: the draw comes first."""
    s = board(text)
    for _ in range(3):
        card(s, "Tank", "A.deck")
    run(s)
    assert (len(s.areas["A.deck"]), len(s.areas["A.hand"]), len(s.areas["A.discard"])) == (1, 1, 1)


# -- a bound relative to this card, said after the number (2.3.1) --------------------------------------------

@pytest.mark.parametrize("said, gone", [("等級がこれと同じ", {"Mini"}), ("等級がこれより高い", {"Tank"}), ("等級がこれ以下の", {"Mini"})])
def test_a_bound_said_after_the_number_reads_this_cards_rank(said, gone):
    """2.3.1: Jet (rank 1) 「{said}相手の交戦カードをすべて破壊する」 — B's Mini (rank 1) and Tank (rank 2) go as their rank
    stands against Jet's."""
    s = board(f"出現時{said}相手の交戦カードをすべて破壊する。")
    s.defs["Mini"] = make_card("Mini", "battle", "1", "blue", "Bug", counter=1000)
    cards = {card(s, "Mini", "B.zone3"): "Mini", card(s, "Tank", "B.zone4"): "Tank"}
    run(s)
    assert {name for c, name in cards.items() if s.area_of(c) == "discard"} == gone


# -- a comma inside a trigger's subject (10.6.2) ----------------------------------------------------------------

@pytest.mark.parametrize("mine, draws", [("Tank", 1), ("Mini", 0)])
def test_a_trigger_subject_with_a_comma_after_its_zone_filters_the_card(mine, draws):
    """10.6.2, 10.6.4.1.2: 「あなたのエリアにいる、《Weapon》を持つ交戦カードが破壊された時」 — A's Jet destroys A's own card;
    the watcher draws when it was a Weapon (Tank), not a Bug (Mini)."""
    from test_event_classes import eye
    s = board("出現時あなたの交戦カードを1枚破壊する。")
    s.defs["Eye"] = eye("あなたのエリアにいる、《Weapon》を持つ交戦カードが破壊された時、カードを1枚引く。")
    s.defs["Mini"] = make_card("Mini", "battle", "1", "blue", "Bug", counter=1000)
    victim = card(s, mine, "A.zone3")
    card(s, "Eye", "A.zone4")
    for _ in range(2):
        card(s, "Tank", "A.deck")
    run(s, Script(card=[victim]))
    assert s.area_of(victim) == "discard"
    assert 2 - len(s.areas["A.deck"]) == draws


# -- a keyword and an ability granted together (10.8.1.2) ------------------------------------------------------

def test_a_keyword_and_an_ability_granted_together_are_both_had():
    """10.8.1.2, 12.5: 「これは【強襲3】と「逆襲相手の怒りを1減らす。」を得る」 — Jet has 【強襲3】 and the granted
    【逆襲】 ability while on the field."""
    s = board("これは【強襲3】と「逆襲相手の怒りを1減らす。」を得る。")
    game, jet, _ = run(s)
    assert game.keyword(jet, "burst") == [3]
    assert [a.kind for a in game.layer.granted(jet)] == ["keyword", "auto"]
    assert "the abilities 「【強襲3】" in words("これは【強襲3】と「逆襲相手の怒りを1減らす。」を得る。")


# -- 「次のフェイズ中」: the next phase to begin, whichever it is (10.2.1.2, 7.1) --------------------------------

def test_a_change_for_the_next_phase_waits_for_it_and_ends_with_it():
    """10.2.1.2: 「出現時次のフェイズ中、これの撃退力+2000」 played in the main phase — not in the main phase, in the counter
    phase that follows (7.1), and not after it ends."""
    s = board("出現時次のフェイズ中、これの撃退力+2000。")
    game, jet, _ = run(s)
    assert game.counter_power(jet) == 2000
    game._phase_ends("main")
    s.phase = "counter"
    assert game.counter_power(jet) == 4000
    game._phase_ends("counter")
    s.phase = "end"
    assert game.counter_power(jet) == 2000


# -- an invasion icon set by a continuous change (2.8, 10.8.1.5) -------------------------------------------------

@pytest.mark.parametrize("text, advanced", [("あなたの手札の交戦カードすべての進攻アイコンを3にする。", 3),
                                            ("あなたの手札の交戦カードすべての進攻アイコンは2になる。", 2),
                                            ("相手の怒りが3以上なら、あなたの手札の交戦カードすべての進攻アイコンを3にする。", 1)])
def test_an_invasion_icon_set_while_jet_is_there_moves_the_monster_as_far(text, advanced):
    """2.8.1 / 8.6, 10.8.1.5: the Tank discarded to invade (printed icon 1) has the icon Jet sets while Jet is on the
    field — only while Jet's condition holds (B's rage 0: not set)."""
    s = board(text)
    s.defs["Tank"] = make_card("Tank", "battle", "2", "red", "Weapon", counter=6000, invasion=1)
    tank = card(s, "Tank", "A.hand")
    game, _jet, _ = run(s, zone=6)
    before = s.position["A"]
    game.act(Invade(tank))
    assert s.position["A"] - before == advanced


# -- 「能力を失い、」 joined to a number changed (10.3.2, 10.8.1.2, 10.8.1.5) -------------------------------------

def test_abilities_lost_and_a_number_changed_of_the_same_cards():
    """10.3.2 / 10.8.1.5: 「相手の交戦カードすべては能力を失い、撃退力-500」 — B's Booster (printed 1000, 「これの撃退力+5000」)
    loses its +5000 and has -500: 500, from 6000."""
    s = board("相手の交戦カードすべては能力を失い、撃退力-500。")
    s.defs["Booster"] = make_card("Booster", "battle", "1", "red", "Weapon", counter=1000, text="これの撃退力+5000。")
    booster = card(s, "Booster", "B.zone4")
    game = new_game(s, compile_card)
    assert game.counter_power(booster) == 6000
    play(game, [PlayBattle(card(s, "Jet", "A.hand"), 5)], Script())
    assert game.counter_power(booster) == 500


# -- the opponent's choice between two acts (3.1.2.3.1, 1.3.2) ----------------------------------------------------

@pytest.mark.parametrize("hand, rage, wanted, done", [(1, 2, "相手は自分の手札", "discard"), (1, 2, "自分の怒り", "rage"),
                                                      (0, 2, "相手は自分の手札", "rage"), (1, 0, "自分の怒り", "discard")])
def test_the_opponent_chooses_which_of_two_acts_and_does_it(hand, rage, wanted, done):
    """3.1.2.3.1: 「相手は自分の手札を1枚捨てるか、自分の怒りを1減らす」 — B is asked, and does the one chosen with B's own hand
    or rage; 1.3.2: one B cannot do in full is not offered (an empty hand: the rage; no rage: the discard)."""
    s = board("出現時相手は自分の手札を1枚捨てるか、自分の怒りを1減らす。")
    kept = [card(s, "Tank", "B.hand") for _ in range(hand)]
    s.rage["B"] = rage
    _game, _jet, chooser = run(s, Script(option=[wanted]))
    asked = [d.player for d in chooser.asked if d.kind == "option"]
    assert asked == (["B"] if hand and rage else [])  # one option left: nothing to ask
    assert (sum(s.area_of(c) == "discard" for c in kept), rage - s.rage["B"]) == {"discard": (1, 0), "rage": (0, 1)}[done]


# -- a count per N of a pile (5.8.1.1, 1.3.5) --------------------------------------------------------------------

@pytest.mark.parametrize("n, power", [(1, 2000), (2, 3000), (5, 4000)])
def test_a_change_per_two_cards_of_a_pile_counts_whole_pairs(n, power):
    """1.3.5, 10.8: 「あなたの捨て札の交戦カード2枚につき、これの撃退力+1000」 — 1 card: nothing; 2: +1000; 5: +2000."""
    s = board("あなたの捨て札の交戦カード2枚につき、これの撃退力+1000。")
    game, jet, _ = run(s)
    for _ in range(n):
        card(s, "Tank", "A.discard")
    assert game.counter_power(jet) == power


# -- 「1枚探して」: a count alone must be found (5.8.1.1) ----------------------------------------------------------

def test_a_search_by_a_count_alone_is_exactly_that_many():
    """5.8.1.1: 「山札から1枚探して」 names only a count: one card must be chosen (no "up to"); 5.8.1.2: with a kind
    (「交戦カードを1枚探して」) none is guaranteed — read as up to one."""
    bare = canonical(compile_text("出現時あなたの山札から1枚探して手札に加え、山札をシャッフルする。")[0]).effects[0]
    kind = canonical(compile_text("出現時あなたの山札から交戦カードを1枚探して手札に加え、山札をシャッフルする。")[0]).effects[0]
    assert (bare.upto, kind.upto) == (False, True)


# -- a condition's connective: 「ならば」「…の場合」 as 「なら」 (10.5) ----------------------------------------------

@pytest.mark.parametrize("said", ["相手の怒りが3以上なら", "相手の怒りが3以上ならば", "相手の怒りが3以上の場合"])
@pytest.mark.parametrize("foe_rage, drawn", [(3, 1), (2, 0)])
def test_a_condition_said_with_any_connective_is_checked_as_it_resolves(said, foe_rage, drawn):
    """10.5: 「{said}、カードを1枚引く」 — A draws only while B's rage is 3 or more, however the "if" is said."""
    s = board(f"出現時{said}、カードを1枚引く。")
    s.rage["B"] = foe_rage
    for _ in range(2):
        card(s, "Tank", "A.deck")
    run(s)
    assert 2 - len(s.areas["A.deck"]) == drawn


# -- the subject's own rage in a joined clause (3.1.2.3.1) ---------------------------------------------------------

def test_the_subjects_own_rage_in_a_joined_clause_is_theirs():
    """3.1.2.3.1: 「相手は手札を1枚捨て、自分の怒りを1減らす」 — B discards and B's rage goes down, A's stays; 「…か、…てよい」
    (whether B does either) is refused rather than half read."""
    s = board("出現時相手は手札を1枚捨て、自分の怒りを1減らす。")
    kept = card(s, "Tank", "B.hand")
    s.rage["A"], s.rage["B"] = 2, 2
    run(s)
    assert (s.area_of(kept), s.rage["A"], s.rage["B"]) == ("discard", 2, 1)
    from judgekit.cardtext.errors import CompileError
    with pytest.raises(CompileError, match="optional"):
        compile_text("出現時相手は自分の手札を1枚捨てるか、自分の怒りを1減らしてよい。そうしなかったなら、カードを2枚引く。")
