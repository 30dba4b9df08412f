"""The classes the tenth set's unread texts showed (issue 18), each read wherever it can stand and
run by the engine on a board where it decides what happens — not the set's sentences, their kinds."""

import pytest

from judgekit.cardtext import compile_card, compile_text
from judgekit.cardtext.errors import CompileError
from judgekit.engine.abilities import new_game
from judgekit.engine.cards import make_card
from judgekit.engine.controllers import play
from judgekit.engine.decisions import ActivateStrategy, GainRage, IllegalAction, PlayMonster

from jet_board import words
from test_rules_verbs import Script, board, card, run


def activate(s, text: str, chooser=None):
    """A activates a strategy card "Raid" carrying ``text`` from the hand into strategy zone 1 (8.3)."""
    s.defs["Raid"] = make_card("Raid", "strategy", "1", "red", "Plan", text=text)
    game = new_game(s, compile_card)
    raid = card(s, "Raid", "A.hand")
    play(game, [ActivateStrategy(raid, 1)], chooser or Script())
    return game, raid


# -- 「〜なら、かわりに…」 after an effect, in a strategy card's text too (10.5) ------------------------

@pytest.mark.parametrize("placed, destroyed, drawn", [(0, 0, 1), (1, 1, 0), (2, 1, 0)])
def test_instead_after_an_effect_in_a_strategy_card(placed, destroyed, drawn):
    """TN-024's class, 10.5: 「相手の戦略カードを1枚破壊する。相手が戦略カードを置いていないなら、かわりにあなたは1枚
    引く」 — exactly one of the two: with none of B's placed, A draws; with some, one is destroyed and A draws nothing
    (the condition is checked before the destruction, so destroying B's only one draws no card)."""
    text = "相手の戦略カードを1枚破壊する。相手が戦略カードを置いていないなら、かわりにあなたは1枚引く。"
    s = board("")
    theirs = [card(s, "Plan", f"B.strategy{n}") for n in range(1, placed + 1)]
    card(s, "Tank", "A.deck")
    hand = len(s.areas["A.hand"])
    activate(s, text)
    assert sum(s.area_of(c) == "discard" for c in theirs) == destroyed
    assert len(s.areas["A.hand"]) - hand == drawn  # (the Raid was put into the hand after counting, and left it)
    assert "if the opponent has no strategy card placed, instead draw 1 card" in words(text, strategy=True)


@pytest.mark.parametrize("placed, drawn", [(0, 1), (1, 0)])
def test_instead_after_what_the_effect_before_did_is_checked_after_it(placed, drawn):
    """10.5: 「…破壊する。破壊できなかったなら、かわりに1枚引く」 — a condition on what the effect before did is
    checked after it, where the text says: nothing destroyed, A draws; one destroyed, no draw."""
    text = "相手の戦略カードを1枚破壊する。破壊できなかったなら、かわりにあなたは1枚引く。"
    s = board("")
    for n in range(1, placed + 1):
        card(s, "Plan", f"B.strategy{n}")
    card(s, "Tank", "A.deck")
    hand = len(s.areas["A.hand"])
    activate(s, text)
    assert len(s.areas["A.hand"]) - hand == drawn


# -- a count with no noun: 「山札から2枚探して」, 「手札から1枚選び」 — any card (5.8.1.1, 10.5.3) ----------------

def test_a_search_by_a_count_alone_takes_any_cards_and_exactly_that_many():
    """TN-055's class, 5.8.1.1: 「あなたの山札から2枚探して手札に加え、山札をシャッフルする」 — any 2 cards, a strategy
    card as well as a battle card; no "no more" is offered (a count alone is guaranteed)."""
    text = "出現時あなたの山札から2枚探して手札に加え、山札をシャッフルする。"
    s = board(text)
    plan, tank, other = card(s, "Plan", "A.deck"), card(s, "Tank", "A.deck"), card(s, "Tank", "A.deck")
    _game, _jet, chooser = run(s, Script(card=[plan, tank]))
    assert s.area_of(plan) == "hand" and s.area_of(tank) == "hand" and s.area_of(other) == "deck"
    assert all("no more" not in str(o.label).lower() for d in chooser.asked for o in d.options)
    assert "search your deck for 2 of your cards" in words(text)


@pytest.mark.parametrize("text, area", [("出現時あなたの手札から1枚選び、山札の下に置く。", "hand"),
                                        ("出現時あなたの捨て札から1枚これの下に重ねる。", "discard")])
def test_a_count_alone_after_a_pile_is_any_card_of_it(text, area):
    """10.5.3 × 5.2.1 / 3.2.1: 「あなたの手札から1枚選び、山札の下に置く」, 「あなたの捨て札から1枚これの下に重ねる」 —
    the card chosen may be of any type (here a strategy card), taken from the pile named."""
    s = board(text)
    plan = card(s, "Plan", f"A.{area}")
    card(s, "Tank", "A.deck")
    _game, jet, _chooser = run(s, Script(card=[plan]))
    assert s.area_of(plan) == ("deck" if area == "hand" else "zone5")  # under Jet, in zone 5: its stack's
    assert (s.areas["A.deck"][-1] == plan) if area == "hand" else plan in s.cards[jet].under


# -- 「見たカード」, 「公開したカード」 as an object: the cards that effect looked at or revealed --------------------

def test_the_cards_looked_at_go_back_on_top_in_the_order_chosen():
    """TN-034's class, 5.5.2 then 5.2.1: 「あなたの山札を上から3枚まで見て、見たカードを好きな順で山札の上に置く」 —
    A looks at 2 (stopping before the third), then puts those 2 back on top, the one named first on top; the
    third card and the rest stay below, none is discarded."""
    text = "出現時あなたの山札を上から3枚まで見て、見たカードを好きな順で山札の上に置く。"
    s = board(text)
    deck = [card(s, "Tank", "A.deck") for _ in range(4)]  # each put on top: deck[-1] is the top
    top, second, third = deck[-1], deck[-2], deck[-3]
    run(s, Script(yes_no=["yes", "yes", "no"], card=[second]))
    assert s.areas["A.deck"][:3] == [second, top, third] and not s.areas["A.discard"]
    assert "put all of those cards on top of its owner's deck in the order you choose" in words(text)


def test_the_cards_revealed_are_those_put_into_the_hand():
    """5.10.1 then 5.2.1: 「あなたの山札を上から2枚公開し、公開したカードを手札に加える」 — the 2 revealed, not others."""
    s = board("出現時あなたの山札を上から2枚公開し、公開したカードを手札に加える。")
    deck = [card(s, "Tank", "A.deck") for _ in range(3)]
    run(s)
    assert [s.area_of(c) for c in deck] == ["deck", "hand", "hand"]


def test_the_cards_named_by_a_verb_the_effect_before_did_not_do_are_refused():
    """「引いて、見たカードを…」: the effect before drew, it looked at nothing — refused, not misread as the cards drawn."""
    with pytest.raises(CompileError):
        compile_text("出現時あなたは2枚引き、見たカードを捨て札にする。")


# -- 「…し、それが<card phrase>なら…、違うなら…」: a condition on the card an effect took, over the steps after it ---------

@pytest.mark.parametrize("kind, area", [("Plan", "hand"), ("Tank", "deck")])
def test_a_revealed_cards_kind_decides_the_steps_after_it(kind, area):
    """TN-027's class, 5.10.1 then 10.5: 「あなたの山札を上から1枚公開し、それが戦略カードなら手札に加え、違うなら山札の
    上に置く」 — the revealed strategy card goes into the hand; a battle card stays on top (nothing else moves)."""
    text = "出現時あなたの山札を上から1枚公開し、それが戦略カードなら手札に加え、違うなら山札の上に置く。"
    s = board(text)
    below = card(s, "Tank", "A.deck")
    top = card(s, kind, "A.deck")
    run(s)
    assert s.area_of(top) == area and s.areas["A.deck"][-1] == below
    assert area == "hand" or s.areas["A.deck"][0] == top
    assert "if it is a strategy card, put all of those cards into the hand; otherwise" in words(text)


@pytest.mark.parametrize("color, drawn", [("red", 1), ("blue", 0)])
def test_a_condition_on_the_card_an_effect_took_with_no_otherwise(color, drawn):
    """10.5: 「相手の交戦カードを1枚破壊し、それが赤のカードならあなたは1枚引く」 — A draws only when the card destroyed was red
    (its colour as it was, 10.6.4.1.1); no second branch."""
    s = board("出現時相手の交戦カードを1枚破壊し、それが赤のカードならあなたは1枚引く。")
    s.defs["Blue"] = make_card("Blue", "battle", "2", "blue", "Weapon", counter=6000)
    theirs = card(s, "Tank" if color == "red" else "Blue", "B.zone3")
    card(s, "Tank", "A.deck")
    hand = len(s.areas["A.hand"])
    run(s)
    assert s.area_of(theirs) == "discard" and len(s.areas["A.hand"]) - hand == drawn


# -- 「…のうち、<filters>もの」 as a card phrase; 最も右側/左側 from a player's view (4.4.5.5) ------------------------

@pytest.mark.parametrize("text", ["出現時相手のエリアにいる交戦カードのうち、あなたから見て最も右側のカードを1枚破壊する。",
                                  "出現時相手のエリアにいる交戦カードのうち、あなたから見て最も右側にいるものを1枚破壊する。",
                                  "出現時あなたから見て最も右側にいる相手の交戦カードを1枚破壊する。"])
def test_the_rightmost_of_a_group_as_the_master_sees_it(text):
    """TN-051's class, 4.4.5.5.2 / 4.4.5.5.4: among B's battle cards in zones 1, 4 and 6, the rightmost as A sees them
    is B's zone 1 (B's left); 「…のうち、…もの」 reads as the phrase said in one piece."""
    s = board(text)
    one, four, six = (card(s, "Tank", f"B.zone{n}") for n in (1, 4, 6))
    run(s)
    assert [s.area_of(c) for c in (one, four, six)] == ["discard", "zone4", "zone6"]
    assert "destroy 1 of the opponent's battle cards (the rightmost of them as you see them)" in words(text)


def test_the_rightmost_as_the_opponent_sees_it_is_the_other_side():
    """4.4.5.5.2: 「相手から見て最も右側にいるもの」 — B's right, B's zone 6 of zones 1, 4, 6 (A's left)."""
    s = board("出現時相手のエリアにいる交戦カードのうち、相手から見て最も右側にいるものを1枚破壊する。")
    one, four, six = (card(s, "Tank", f"B.zone{n}") for n in (1, 4, 6))
    run(s)
    assert [s.area_of(c) for c in (one, four, six)] == ["zone1", "zone4", "discard"]


@pytest.mark.parametrize("pick", [0, 1])
def test_a_tie_for_the_rightmost_is_the_masters_choice(pick):
    """4.4.5.5.4 with zones 3 and 8 side by side (4.4.5.5.3): both are the rightmost of B's 3, 8 and 6; A picks either."""
    s = board("出現時相手のエリアにいる交戦カードのうち、あなたから見て最も右側にいるものを1枚破壊する。")
    three, eight, six = (card(s, "Tank", f"B.zone{n}") for n in (3, 8, 6))
    chosen = (three, eight)[pick]
    run(s, Script(card=[chosen]))
    assert s.area_of(chosen) == "discard" and s.area_of(six) == "zone6"
    assert sum(s.area_of(c) == "discard" for c in (three, eight, six)) == 1


def test_a_group_narrowed_by_a_filter_is_the_phrase_with_both():
    """10.5.3: 「あなたのエリアにいる交戦カードのうち、等級3以下のものをすべて手札に戻す」 — the rank 2 Tank, not the rank 5 Big."""
    s = board("出現時あなたのエリアにいる交戦カードのうち、等級3以下のものをすべて手札に戻す。")
    tank, big = card(s, "Tank", "A.zone3"), card(s, "Big", "A.zone4")
    run(s)
    assert s.area_of(tank) == "hand" and s.area_of(big) == "zone4"


def test_a_group_narrowed_to_a_kind_not_its_own_is_refused():
    """「交戦カードのうち、戦略カード」 names no card of the group: refused, not read as either."""
    with pytest.raises(CompileError):
        compile_text("出現時相手のエリアにいる交戦カードのうち、戦略カードを1枚破壊する。")


# -- a prohibition of one of chapter 8's actions: the rage action (8.4), a monster card played (8.5) … (1.3.3) --------

def _barred(s, text: str):
    """B's battle card carrying ``text`` (its 「相手」 is A, the turn player); a spare Godzilla in A's hand."""
    s.defs["Wall"] = make_card("Wall", "battle", "1", "red", "Weapon", counter=1000, text=text)
    card(s, "Wall", "B.zone3")
    spare = card(s, "Godzilla", "A.hand")
    return new_game(s, compile_card), spare


@pytest.mark.parametrize("text, barred", [
    ("相手のターン中相手は手札の怪獣カードを捨てて怒りを増やすことができない。", True),
    ("相手は怒りの獲得を行うことができない。", True),
    ("相手は怒りを獲得することができない。", True),
    ("あなたのターン中相手は手札の怪獣カードを捨てて怒りを増やすことができない。", False),  # B's turn only
    ("", False)])
def test_the_rage_action_forbidden(text, barred):
    """TN-048's class, 1.3.3 over 8.4.1: while B's 「相手のターン中相手は手札の怪獣カードを捨てて怒りを増やすことができない」
    is active (A's turn), A cannot discard a monster card to gain rage; its duration, or none, lets A do it."""
    s = board("")
    game, spare = _barred(s, text)
    if barred:
        with pytest.raises(IllegalAction, match="1.3.3"):
            play(game, [GainRage(spare)], Script())
        assert s.rage["A"] == 0 and s.area_of(spare) == "hand"
    else:
        play(game, [GainRage(spare)], Script())
        assert s.rage["A"] == 1 and s.area_of(spare) == "discard"


def test_the_rage_action_forbidden_leaves_other_rage_increases():
    """8.4.1 is the action only: A's effect 「あなたの怒りを1増やす」 still raises A's rage under the prohibition."""
    s = board("出現時あなたの怒りを1増やす。")
    s.defs["Wall"] = make_card("Wall", "battle", "1", "red", "Weapon", counter=1000,
                               text="相手のターン中相手は手札の怪獣カードを捨てて怒りを増やすことができない。")
    card(s, "Wall", "B.zone3")
    run(s)
    assert s.rage["A"] == 1


@pytest.mark.parametrize("text, barred", [("相手は怪獣カードの出現を行うことができない。", True), ("", False)])
def test_playing_a_monster_card_forbidden(text, barred):
    """1.3.3 over 8.5.1: 「相手は怪獣カードの出現を行うことができない」 — A cannot play Godzilla onto its Godzilla."""
    s = board("")
    game, spare = _barred(s, text)
    if barred:
        with pytest.raises(IllegalAction, match="1.3.3"):
            play(game, [PlayMonster(spare)], Script())
        assert s.area_of(spare) == "hand"
    else:
        play(game, [PlayMonster(spare)], Script())
        assert s.area_of(spare) == "invading"
