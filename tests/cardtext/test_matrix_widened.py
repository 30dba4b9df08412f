"""Issue 18 round 11, the slot matrix's part D (judgekit.cardtext.matrix.widened): each class of cells it opened
is read as the meaning composed from its parts, and the ENGINE honours it on a board — a cost of several parts and
a choice of costs (10.5.4, 1.3.2), a cost the opponent may pay (3.1.2.3.1), a keyword granted (10.8.1.2, 12.5),
a trait lost (10.8.1.3), abilities lost (10.3.2), an invasion icon changed (2.8, 8.6), 「このフェイズ中」 (10.2.1.2),
a for-each of an area (5.8.1.1), a mode's later sentences (10.5.2.2.1, 10.7), 「これがいる限り」 on a strategy card
(10.3.4.3)."""

import pytest

from judgekit.cardtext import compile_card, compile_text
from judgekit.cardtext.matrix import measure
from judgekit.cardtext.matrix.widened import cells
from judgekit.engine.abilities import new_game
from judgekit.engine.ability_data import Target
from judgekit.engine.cards import make_card
from judgekit.engine.controllers import play
from judgekit.engine.decisions import ActivateStrategy, Invade

from jet_board import words
from test_rules_verbs import Script, board, card, run


def test_no_cell_of_the_part_is_read_as_another_meaning():
    """The worst outcome is a confident wrong reading: no cell of part D has one, and none is refused."""
    assert [(r.outcome, r.cell.text) for r in measure(cells()).failures] == []


# -- costs (10.5.4, 1.3.2) --------------------------------------------------------------------------

SEVERAL = "出現時あなたの手札を1枚捨て、これの怒りを1減らすことで、カードを2枚引く。"
EITHER = "出現時あなたの手札を1枚捨てるか、これの怒りを1減らすことで、カードを2枚引く。"


def _hand_rage_deck(text: str, hand: int, rage: int):
    s = board(text)
    kept = [card(s, "Tank", "A.hand") for _ in range(hand)]
    for _ in range(4):
        card(s, "Tank", "A.deck")
    s.rage["A"] = rage
    return s, kept


@pytest.mark.parametrize("hand, rage, paid", [(1, 1, True), (0, 1, False), (1, 0, False)])
def test_a_cost_of_several_parts_is_paid_whole_or_not_at_all(hand, rage, paid):
    """10.5.4.1 / 1.3.2: 「手札を1枚捨て、これの怒りを1減らすことで」 — with a card and a rage both parts are paid and A
    draws 2; short of either, neither part is paid (the card stays, the rage stays) and nothing is drawn."""
    s, kept = _hand_rage_deck(SEVERAL, hand, rage)
    run(s, Script(yes_no=["yes"]))
    assert (s.rage["A"], sum(s.area_of(c) == "discard" for c in kept)) == ((rage - 1, hand) if paid else (rage, 0))
    assert len(s.areas["A.deck"]) == (2 if paid else 4)


@pytest.mark.parametrize("hand, rage, pay", [(1, 1, "discard"), (0, 1, "rage"), (1, 0, "discard"), (0, 0, None)])
def test_a_choice_of_costs_offers_only_those_payable_in_full(hand, rage, pay):
    """10.5.4.1 / 1.3.2: 「手札を1枚捨てるか、これの怒りを1減らすことで」 — A pays one (the first offered when both can
    be); with an empty hand only the rage is offered, with no rage only the card; with neither, nothing is paid or
    drawn."""
    s, kept = _hand_rage_deck(EITHER, hand, rage)
    run(s, Script(yes_no=["yes"]))
    discarded = sum(s.area_of(c) == "discard" for c in kept)
    assert (discarded, rage - s.rage["A"]) == {"discard": (1, 0), "rage": (0, 1), None: (0, 0)}[pay]
    assert len(s.areas["A.deck"]) == (4 if pay is None else 2)


@pytest.mark.parametrize("answer, drawn", [("yes", 0), ("no", 2)])
def test_a_cost_the_opponent_may_pay_is_theirs_to_choose(answer, drawn):
    """3.1.2.3.1: 「相手は自分の怒りを1減らしてよい。そうしなかったなら、カードを2枚引く」 — B is asked, not A; B paying
    keeps A from drawing, B declining lets A draw 2."""
    s, _ = _hand_rage_deck("出現時相手は自分の怒りを1減らしてよい。そうしなかったなら、カードを2枚引く。", 0, 0)
    s.rage["B"] = 2
    _game, _jet, chooser = run(s, Script(yes_no=[answer]))
    [asked] = [d for d in chooser.asked if d.kind == "yes-no"]
    assert asked.player == "B"
    assert (2 - s.rage["B"], 4 - len(s.areas["A.deck"])) == ((1, 0) if answer == "yes" else (0, drawn))
    assert "the opponent may decrease their own rage by 1" in words("出現時相手は自分の怒りを1減らしてよい。")


# -- what a card has: a keyword granted, a trait lost, its abilities lost ------------------------------

def test_a_keyword_granted_is_had_and_found_while_it_applies():
    """10.8.1.2, 12.5: 「これは【強襲3】を得る」 — on the field Jet has 【強襲3】 (a card phrase 「強襲を持つ」 finds it); a
    Tank beside it has none."""
    s = board("これは【強襲3】を得る。")
    game, jet, _ = run(s)
    tank = card(s, "Tank", "A.zone6")
    assert game.keyword(jet, "burst") == [3] and game.keyword(tank, "burst") == []
    assert game.layer.targets(Target(owner="you", type="", keyword="burst"), "A", jet) == [jet]


@pytest.mark.parametrize("text, kept", [("あなたの戦略カードすべては【拠点】を得る。", True), ("", False)])
def test_a_base_granted_keeps_a_placed_strategy_card_at_the_start_phase(text, kept):
    """12.9.2 × 10.8.1.2: 「あなたの戦略カードすべては【拠点】を得る」 — A's Plan placed before this turn stays in its
    strategy zone at A's next start phase (7.2.3 discards it otherwise)."""
    from judgekit.engine.decisions import EndMain
    s = board(text)
    for whose in "AB":
        for _ in range(6):
            card(s, "Tank", f"{whose}.deck")
    game, jet, _ = run(s, zone=6)
    plan = card(s, "Plan", "A.strategy1")
    play(game, [EndMain()], Script())  # to B's main phase
    play(game, [EndMain()], Script())  # to A's next main phase, its start phase done
    assert s.in_strategy_zone(plan) == kept


def test_a_trait_lost_is_not_had_nor_found():
    """10.8.1.3: 「これは《Weapon》を失う」 — Jet (printed 《Weapon》) has it no longer: a card phrase asking 《Weapon》
    does not find it, a Tank's is kept."""
    s = board("これは《Weapon》を失う。")
    game, jet, _ = run(s)
    tank = card(s, "Tank", "A.zone6")
    assert "Weapon" not in game.traits(jet) and "Weapon" in game.traits(tank)
    assert game.layer.targets(Target(owner="you", type="", trait="Weapon"), "A", jet) == [tank]


def test_abilities_lost_produce_no_effect():
    """10.3.2: 「相手の交戦カードすべては能力を失う」 — B's Booster (「これの撃退力+5000」) keeps its printed counter
    power while Jet is on the field."""
    s = board("相手の交戦カードすべては能力を失う。")
    s.defs["Booster"] = make_card("Booster", "battle", "1", "red", "Weapon", counter=1000, text="これの撃退力+5000。")
    booster = card(s, "Booster", "B.zone4")
    game = new_game(s, compile_card)
    assert game.counter_power(booster) == 6000
    jet = card(s, "Jet", "A.hand")
    from judgekit.engine.decisions import PlayBattle
    play(game, [PlayBattle(jet, 5)], Script())
    assert game.counter_power(booster) == 1000


# -- an invasion icon changed (2.8, 8.6) ----------------------------------------------------------------

@pytest.mark.parametrize("text, advanced", [("", 1), ("あなたの手札の交戦カードすべての進攻アイコン+1。", 2),
                                            ("出現時このターン、あなたの手札の交戦カードすべての進攻アイコンを3にする。", 3)])
def test_an_invasion_icon_changed_moves_the_monster_as_far(text, advanced):
    """2.8.1 / 8.6: the icon of the card discarded to invade is how far the monster advances — Tank's printed 1, or as
    Jet changes the hand's icons (+1 while Jet is there; set to 3 for the turn, for the cards in the hand when it
    resolved, 10.8.2)."""
    s = board(text)
    s.defs["Tank"] = make_card("Tank", "battle", "2", "red", "Weapon", counter=6000, invasion=1)
    tank = card(s, "Tank", "A.hand")
    game, _jet, _ = run(s, zone=6)
    before = s.position["A"]
    game.act(Invade(tank))
    assert s.position["A"] - before == advanced


# -- 「このフェイズ中」 (10.2.1.2) ------------------------------------------------------------------------

@pytest.mark.parametrize("said, after_main", [("このフェイズ中、", 2000), ("このターン、", 4000)])
def test_a_change_for_this_phase_ends_with_the_phase(said, after_main):
    """10.2.1.2: 「このフェイズ中、これの撃退力+2000」 made in the main phase ends when the main phase does; 「このターン」
    lasts past it (7.5.6)."""
    s = board(f"出現時{said}これの撃退力+2000。")
    game, jet, _ = run(s)
    assert game.counter_power(jet) == 4000
    game._phase_ends(s.phase)
    assert game.counter_power(jet) == after_main


# -- for each card of an area (5.8.1.1) ------------------------------------------------------------------

@pytest.mark.parametrize("area, n", [("hand", 3), ("deck", 5), ("discard", 2)])
def test_a_change_for_each_card_of_an_area_counts_them(area, n):
    """5.8.1.1, 10.8: 「あなたの手札1枚につき」 (山札, 捨て札) — Jet's counter power is 2000 + 1000 per card there, read
    while it applies."""
    said = {"hand": "手札", "deck": "山札", "discard": "捨て札"}[area]
    s = board(f"あなたの{said}1枚につき、これの撃退力+1000。")
    game, jet, _ = run(s)
    for c in list(s.areas[f"A.{area}"]):
        s.put(c, "A.discard" if area != "discard" else "A.deck")
    for _ in range(n):
        card(s, "Tank", f"A.{area}")
    assert game.counter_power(jet) == 2000 + 1000 * n


def test_an_effect_for_each_card_of_the_opponents_hand():
    """5.8.1.1: 「出現時相手の手札1枚につき、カードを1枚引く」 — A draws as many as B holds."""
    s = board("出現時相手の手札1枚につき、カードを1枚引く。")
    for _ in range(3):
        card(s, "Tank", "B.hand")
    for _ in range(5):
        card(s, "Tank", "A.deck")
    run(s)
    assert len(s.areas["A.deck"]) == 2


def test_a_change_for_each_card_in_the_strategy_zones():
    """4.5 × 5.8.1.1: 「あなたの戦略カード置き場のカード1枚につき」 counts A's placed strategy cards only."""
    s = board("あなたの戦略カード置き場のカード1枚につき、これの撃退力+1000。")
    card(s, "Plan", "A.strategy1")
    card(s, "Plan", "A.strategy2")
    card(s, "Plan", "B.strategy1")
    game, jet, _ = run(s)
    assert game.counter_power(jet) == 4000


# -- a mode's later sentences (10.5.2.2.1, 10.7) -----------------------------------------------------------

@pytest.mark.parametrize("mode, foe_rage, drawn", [("カードを1枚引く。", 3, 2), ("カードを1枚引く。", 0, 1), ("相手の", 3, 0)])
def test_a_sentence_after_a_modes_first_is_part_of_that_mode(mode, foe_rage, drawn):
    """10.5.2.2.1: 「・カードを1枚引く。相手の怒りが3以上なら、さらにカードを1枚引く。」 is one option — chosen, A draws
    1, and 1 more only while B's rage is 3 or more (10.5); the other option draws nothing."""
    s = board("出現時以下から1つを選ぶ。・カードを1枚引く。相手の怒りが3以上なら、さらにカードを1枚引く。・相手の怒りを1減らす。")
    for _ in range(4):
        card(s, "Tank", "A.deck")
    s.rage["B"] = foe_rage
    run(s, Script(option=[mode]))
    assert 4 - len(s.areas["A.deck"]) == drawn


# -- 「これがいる限り」 on a strategy card (10.3.4.3, 11.4.1) ----------------------------------------------

def test_a_strategy_cards_while_here_holds_in_the_strategy_zone_only():
    """10.3.4.3: a strategy card's 「これがいる限り、あなたのエリアにいる交戦カードすべての撃退力+1000」 applies while
    it is in a strategy zone, as 「これが戦略カード置き場にいる限り」 reads, and ends when it leaves (7.2.3, 11.4)."""
    text = "これがいる限り、あなたのエリアにいる交戦カードすべての撃退力+1000。"
    from judgekit.cardtext.generate import canonical
    assert [canonical(a) for a in compile_text(text, strategy=True)] == [canonical(a) for a in compile_text(
        "これが戦略カード置き場にいる限り、あなたのエリアにいる交戦カードすべての撃退力+1000。", strategy=True)]
    s = board("")
    s.defs["Banner"] = make_card("Banner", "strategy", "1", "red", "Plan", text=text)
    game, jet, _ = run(s)
    banner = card(s, "Banner", "A.hand")
    play(game, [ActivateStrategy(banner, 1)], Script())
    assert s.area_of(banner) == "strategy1" or s.in_strategy_zone(banner)
    assert game.counter_power(jet) == 3000
    s.put(banner, "A.discard")
    assert game.counter_power(jet) == 2000


@pytest.mark.parametrize("text, setup", [("出現時相手は自分の怒りを1減らしてよい。そうしなかったなら、カードを2枚引く。", "rage"),
                                         ("出現時相手は手札を1枚捨ててよい。そうしなかったなら、カードを2枚引く。", "hand")])
def test_a_cost_the_opponent_cannot_pay_in_full_is_not_paid(text, setup):
    """1.3.2, 10.5.4.1: B with no rage (no card in the hand) cannot pay 「相手は自分の怒りを1減らしてよい」 (「相手は手札
    を1枚捨ててよい」): B is not asked, it is not done, so 「そうしなかったなら」 lets A draw 2."""
    s, _ = _hand_rage_deck(text, 0, 0)
    s.rage["B"] = 0
    _game, _jet, chooser = run(s, Script(yes_no=["yes"]))
    assert [d for d in chooser.asked if d.kind == "yes-no"] == []
    assert 4 - len(s.areas["A.deck"]) == 2
