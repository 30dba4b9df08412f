"""The classes practice set C of round 13 showed unread (issue 18), each read in every slot it stands in and run by the
engine on a board where it decides what happens — the families, not the set's sentences."""

import pytest

from judgekit.cardtext import compile_text
from judgekit.cardtext.errors import CompileError
from judgekit.cardtext.normal import normalise
from judgekit.engine.cards import make_card

from jet_board import words
from test_rules_verbs import Script, board, card, run
from test_tenth_classes import activate


# -- 「これ以外の」: another card than this one, as 「他の」 says it (1.3.2; PC-055) ------------------------------------------

@pytest.mark.parametrize("other", ["これ以外の", "このカード以外の", "他の"])
def test_other_than_this_leaves_this_card_out(other):
    """PC-055's class: 「出現時あなたのエリアにいる{これ以外の}交戦カードをすべて破壊する」 — A's Tank in zone 3 is destroyed,
    Jet itself (the card with the text) stays in zone 5, however 'other' is said."""
    text = f"出現時あなたのエリアにいる{other}交戦カードをすべて破壊する。"
    s = board(text)
    tank = card(s, "Tank", "A.zone3")
    _, jet, _ = run(s)
    assert s.area_of(tank) == "discard" and s.where(jet) == "A.zone5"
    assert words(text) == words("出現時あなたのエリアにいる他の交戦カードをすべて破壊する。")


def test_other_than_this_in_a_pile_leaves_this_card_there():
    """12.7 with 1.3.2: 「逆襲あなたの捨て札のこれ以外の交戦カードを1枚まで手札に戻す」 is read as 「他の」 — this card,
    itself in the discard pile when it triggers, is not among the cards it may return."""
    abilities = compile_text("逆襲あなたの捨て札のこれ以外の交戦カードを1枚まで手札に戻す。")
    target = abilities[0].effects[0].target
    assert target is not None and target.other and target.area == "discard"


# -- 「この効果で減った怒り1につき」: the rage's own verb, the amount it actually moved (3.4.4; PC-051) ----------------------

@pytest.mark.parametrize("changed", ["減った", "減らした"])
@pytest.mark.parametrize("rage, drawn", [(5, 3), (1, 1), (0, 0)])
def test_a_count_of_the_rage_an_effect_took_away_said_of_the_rage(changed, rage, drawn):
    """PC-051's class, 3.4.4: 「相手の怒りを3減らす。この効果で減った怒り1につき、あなたは1枚引く」 — B's rage 5 → 2 draws 3,
    1 → 0 draws 1 (a rage never goes below 0, so only 1 was taken), 0 draws none; 減った and 減らした the same."""
    text = f"出現時相手の怒りを3減らす。この効果で{changed}怒り1につき、あなたは1枚引く。"
    s = board(text)
    s.rage["B"] = rage
    for _ in range(4):
        card(s, "Tank", "A.deck")
    run(s)
    assert len(s.areas["A.hand"]) == drawn and s.rage["B"] == max(rage - 3, 0)


# -- a hand discarded to N, its verb joined to the next (5.7.2, 10.7; PC-004) -------------------------------------------

@pytest.mark.parametrize("join", ["、", "て、", "てから、", "た後、"])
@pytest.mark.parametrize("held, kept", [(5, 3), (2, 2)])
def test_a_hand_discarded_to_n_joined_to_the_next_verb(join, held, kept):
    """PC-004's class: 「相手は自分の手札を3枚になるよう捨て、あなたは1枚引く」 — B's 5 cards become 3 (2 fewer: the rest
    stay), then A draws 1; with 2 cards B discards none and A still draws (the draw is not 'if you do')."""
    text = f"出現時相手は自分の手札を3枚になるよう捨て{join}あなたは1枚引く。"
    s = board(text)
    for _ in range(held):
        card(s, "Tank", "B.hand")
    card(s, "Tank", "A.deck")
    run(s)
    assert len(s.areas["B.hand"]) == kept and len(s.areas["A.hand"]) == 1
    assert "the opponent discards down to 3 cards in hand" in words(text)


# -- the cards looked at split by the player: some back on top, the rest discarded or to the bottom (5.5.1, 5.2.1; PC-033) --

def _deck_of(s, names):
    """A's deck of these cards, returned top first (a card put into the deck goes on top)."""
    for name in names:
        card(s, name, "A.deck")
    return list(s.areas["A.deck"])


@pytest.mark.parametrize("said", ["望む枚数を好きな順で山札の上に置き、残りを捨て札にする",
                                  "望む枚数を山札の上に好きな順で置き、残りを捨て札にする",
                                  "好きな枚数山札の上に好きな順で戻し、残りを捨て札にする",
                                  "望む枚数を捨て札にし、残りを好きな順で山札の上に置く"])
def test_looked_at_kept_on_top_the_rest_discarded(said):
    """PC-033's class, 5.5.1 and 10.5.3.1.1: of the top 3 looked at, the one A keeps stays on top and the other two go to
    the discard pile; the 4th card, never looked at, stays under it — whichever part of the split is named first."""
    s = board(f"出現時あなたの山札を上から3枚見て、{said}。")
    first, second, third, fourth = _deck_of(s, ["Tank", "Big", "Plan", "Tank"])
    run(s, Script(yes_no=["yes", "no", "no"]))
    assert s.areas["A.deck"] == [first, fourth]
    assert set(s.areas["A.discard"]) == {second, third}


def test_looked_at_kept_on_top_the_rest_to_the_bottom():
    """5.2.1: 「望む枚数を好きな順で山札の上に置き、残りを山札の下に置く」 — no card leaves the deck: the kept one stays on
    top, the two not kept go under the 4th card, which was never looked at."""
    text = "出現時あなたの山札を上から3枚見て、望む枚数を好きな順で山札の上に置き、残りを山札の下に置く。"
    s = board(text)
    first, second, third, fourth = _deck_of(s, ["Tank", "Big", "Plan", "Tank"])
    run(s, Script(yes_no=["yes", "no", "no"]))
    deck = s.areas["A.deck"]
    assert deck[:2] == [first, fourth] and set(deck[2:]) == {second, third} and not s.areas["A.discard"]
    assert "the rest on the bottom in any order" in words(text)


# -- as many as a number of the game, the count of a verb that takes cards (10.5.3.1; PC-024) ----------------------------

@pytest.mark.parametrize("said", ["相手の交戦カードを、相手の怒りと同じ枚数破壊する",
                                  "相手の交戦カードを相手の怒りと同じ枚数破壊する",
                                  "相手の怒りと同じ枚数、相手の交戦カードを破壊する"])
@pytest.mark.parametrize("rage, destroyed", [(2, 2), (0, 0), (5, 3)])
def test_destroyed_as_many_as_the_opponents_rage(said, rage, destroyed):
    """PC-024's class: B's rage counted when the effect resolves — 2 destroys two of B's three battle cards, 0 none,
    5 all three (fewer are there than the number)."""
    s = board(f"出現時{said}。")
    s.rage["B"] = rage
    theirs = [card(s, "Tank", f"B.zone{n}") for n in (3, 4, 5)]
    run(s)
    assert sum(s.area_of(t) == "discard" for t in theirs) == destroyed


def test_returned_as_many_as_the_cards_in_a_place():
    """5.2.1 with 10.5.3.1: 「あなたの捨て札の交戦カードを、相手のエリアにいる交戦カードの枚数と同じ枚数手札に戻す」 —
    B has two battle cards, so two of A's three in the discard pile go to the hand."""
    s = board("出現時あなたの捨て札の交戦カードを、相手のエリアにいる交戦カードの枚数と同じ枚数手札に戻す。")
    for n in (3, 4):
        card(s, "Tank", f"B.zone{n}")
    for _ in range(3):
        card(s, "Tank", "A.discard")
    run(s)
    assert len(s.areas["A.hand"]) == 2 and len(s.areas["A.discard"]) == 1


# -- a strategy card activated by an effect into an empty strategy zone only (5.9.1, 4.5; PC-047) ------------------------

@pytest.mark.parametrize("dest, full, placed", [("空いている戦略カード置き場に", False, True),
                                                ("空いているあなたの戦略カード置き場に", True, False),
                                                ("あなたの戦略カード置き場に", True, True), ("", True, True)])
def test_a_strategy_card_activated_into_an_empty_zone_only(dest, full, placed):
    """PC-047's class: A's Raid 「あなたの手札の戦略カードを1枚まで、{空いている}戦略カード置き場に置いて発動させる」 puts
    Boon (「あなたは1枚引く」) from the hand into a strategy zone and it resolves (A draws). With A's other zone full, an
    empty zone said finds none, so Boon stays in the hand (1.3.2); a zone said without 空いている, or none said, takes an
    occupied one (the older card goes by 11.5.1)."""
    s = board("")
    s.defs["Boon"] = make_card("Boon", "strategy", "1", "red", "Plan", text="あなたは1枚引く。")
    boon = card(s, "Boon", "A.hand")
    drawn = card(s, "Tank", "A.deck")
    if full:  # A's two strategy zones (4.5.2): Raid in zone 1 as it resolves, a Plan in zone 2
        card(s, "Plan", "A.strategy2")
    activate(s, f"あなたの手札の戦略カードを1枚まで、{dest}置いて発動させる。", Script(yes_no=["yes"]))
    assert (s.area_of(boon) != "hand") == placed
    assert (s.area_of(drawn) == "hand") == placed  # Boon resolved: A drew


# -- a monster's number compared with a total of counter power, 「それ」 that monster (3.3, 5.15.1; PC-050) ------------------

@pytest.mark.parametrize("said", ["相手の怪獣カードの脅威度が、あなたのエリアにいる交戦カードの撃退力の合計以下なら",
                                  "相手の怪獣カードの脅威度があなたのエリアにいる交戦カードの撃退力の合計以下なら",
                                  "あなたのエリアにいる交戦カードの撃退力の合計が相手の怪獣カードの脅威度以上なら"])
@pytest.mark.parametrize("tanks, countered", [(2, True), (1, False)])
def test_it_is_the_monster_whose_threat_a_total_is_compared_with(said, tanks, countered):
    """PC-050's class: 「…脅威度が(、)あなたのエリアにいる交戦カードの撃退力の合計以下なら、それを撃退する」 — それ is B's monster
    (threat 10000), the only monster the comparison names; two of A's Tanks (12000) counter it (and B, with no rank II
    monster, loses: 5.15.1.2.1), one (6000) does not. Said either way round, with or without 、 after が."""
    s = board("")
    for zone in range(3, 3 + tanks):
        card(s, "Tank", f"A.zone{zone}")
    game, _ = activate(s, f"{said}、それを撃退する。")
    assert any("B's monster is countered" in step.text for step in game.trace) == countered


@pytest.mark.parametrize("spaced, plain", [("相手の怪獣カードが、エリア6~8にいるなら", "相手の怪獣カードがエリア6~8にいるなら"),
                                           ("相手の怒りが、3以上なら", "相手の怒りが3以上なら"),
                                           ("これが、エリア8にいるなら", "これがエリア8にいるなら"),
                                           ("混ぜて使えるが、怪獣デッキ", "混ぜて使えるが、怪獣デッキ")])
def test_a_comma_after_a_conditions_subject_is_the_plain_ga(spaced, plain):
    """A look-alike separator: 「が、」 after a condition's subject (a noun) is its が; the conjunctive が after a verb
    (「使えるが、」) keeps its comma."""
    assert normalise(spaced) == plain


def test_it_names_no_monster_when_two_are_compared():
    """「相手の怪獣カードの脅威度があなたの怪獣カードの脅威度以下なら、それを撃退する」 names both players' monsters: それ
    is refused, not guessed."""
    with pytest.raises(CompileError):
        compile_text("相手の怪獣カードの脅威度があなたの怪獣カードの脅威度以下なら、それを撃退する。", strategy=True)


@pytest.mark.parametrize("first, number, rage, destroyed", [
    ("", "あなたの怪獣カードの等級", 0, 1),  # A's monster is rank I
    ("", "相手の怪獣カードの等級", 0, 1),
    ("相手の怒りを2減らす。その後、", "この効果で減った怒り", 1, 1),  # only 1 was there to take (3.4.4)
    ("相手の怒りを2減らす。その後、", "この効果で減らした怒り", 5, 2)])
def test_destroyed_as_many_as_a_rank_or_the_rage_an_effect_took(first, number, rage, destroyed):
    """PC-024's class, its other numbers: a player's monster's rank (3.3.4), or how much the effect before actually
    changed a rage (3.4.4: B's rage 1 loses only 1 of the 2, so one card is destroyed; from 5, two)."""
    s = board(f"出現時{first}相手の交戦カードを、{number}と同じ枚数破壊する。")
    s.rage["B"] = rage
    theirs = [card(s, "Tank", f"B.zone{n}") for n in (3, 4, 5)]
    run(s)
    assert sum(s.area_of(t) == "discard" for t in theirs) == destroyed
