"""The classes the eleventh set's unread texts showed (issue 18), each read wherever it can stand and
run by the engine on a board where it decides what happens — not the set's sentences, their kinds."""

import pytest

from judgekit.cardtext import compile_card, compile_text
from judgekit.cardtext.errors import CompileError
from judgekit.engine.abilities import new_game
from judgekit.engine.cards import make_card

from jet_board import jet_board, words
from test_rules_verbs import Script, board, card, run


# -- 「その中の1枚を」: a count with no noun after その中の, any one of the cards looked at (5.5.2, 10.5.3) ------------

@pytest.mark.parametrize("discard", [True, False])
def test_one_of_the_cards_looked_at_with_no_noun_may_be_discarded(discard):
    """EL-034's class, 5.5.2 then 5.7.3: 「あなたの山札を上から3枚まで見て、その中の1枚を捨て札にしてよい」 — A looks
    at 2 (stopping before the third) and may put one of those 2 (any type: a strategy card here) into the
    discard pile; the other stays where it was, the deck in the same order; declined, nothing moves."""
    text = "出現時あなたの山札を上から3枚まで見て、その中の1枚を捨て札にしてよい。"
    s = board(text)
    deck = [card(s, "Tank", "A.deck"), card(s, "Tank", "A.deck"), card(s, "Tank", "A.deck"), card(s, "Plan", "A.deck")]
    top, second, third = deck[-1], deck[-2], deck[-3]
    run(s, Script(yes_no=["yes", "yes", "no", "yes" if discard else "no"], card=[top]))
    assert s.areas["A.discard"] == ([top] if discard else [])
    assert s.areas["A.deck"][:3] == ([second, third, deck[0]] if discard else [top, second, third])
    assert "you may put 1 of those cards into the discard pile" in words(text)


def test_one_of_a_hand_looked_at_with_no_noun_is_discarded_by_the_master():
    """10.5.3 × 5.7.1: 「相手の手札を見て、その中の1枚を捨てる」 — A chooses one of B's cards, any type, and it is
    discarded; B's other card stays in the hand."""
    text = "出現時相手の手札を見て、その中の1枚を捨てる。"
    s = board(text)
    plan, tank = card(s, "Plan", "B.hand"), card(s, "Tank", "B.hand")
    run(s, Script(card=[plan]))
    assert s.area_of(plan) == "discard" and s.area_of(tank) == "hand"
    assert "put 1 of those cards into the discard pile" in words(text)


# -- 「〜2枚につき」: per whole group of N (1.3.5: whole numbers; a remainder counts for nothing) ------------------

def _under_jet(text: str, under: int, turn: str = "A"):
    """Jet (carrying ``text``) in A's zone 4 with ``under`` Tanks stacked under it (3.2.1), a Tank (rank 2) of
    B's in B's zone 3 and one of A's in A's zone 6; ``turn`` is the turn player."""
    s = jet_board(text)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.zone4")
    for _ in range(under):
        below = s.new_card("Tank", "A")
        s.put(below, "A.zone4")
        s.lift(below)
        s.cards[jet].under.append(below)
    theirs, ours = s.new_card("Tank", "B"), s.new_card("Tank", "A")
    s.put(theirs, "B.zone3")
    s.put(ours, "A.zone6")
    s.turn_player = turn
    return new_game(s, compile_card), theirs, ours


@pytest.mark.parametrize("under, turn, rank", [(0, "A", 2), (1, "A", 2), (2, "A", 1), (3, "A", 1), (4, "A", 0),
                                               (4, "B", 2)])
def test_a_change_per_two_cards_under_counts_whole_pairs_only(under, turn, rank):
    """EL-010's class, 10.8 with 1.3.5: 「あなたのターン中これの下にあるカード2枚につき、相手のエリアにいる交戦カード
    すべての等級-1」 — 0-1 cards under: no change; 2-3: -1; 4: -2 (a rank below 0 is 0, 2.3.2.2.1); in B's turn
    none; A's own Tank never changes."""
    text = "あなたのターン中これの下にあるカード2枚につき、相手のエリアにいる交戦カードすべての等級-1。"
    game, theirs, ours = _under_jet(text, under, turn)
    assert game.rank(theirs) == rank and game.rank(ours) == 2
    assert "for each full group of 2 (counting every card under this card" in words(text)


@pytest.mark.parametrize("tanks, drawn", [(1, 0), (2, 1), (3, 1), (5, 2)])
def test_an_effect_per_two_cards_counts_whole_pairs_when_it_resolves(tanks, drawn):
    """10.5.3 with 1.3.5: 「出現時あなたのエリアにいる交戦カード2枚につき、カードを1枚引く」 — counted on
    resolution, Jet itself included: with Jet and 1 Tank, one pair (1 card); 2 Tanks: still one pair."""
    text = "出現時あなたのエリアにいる交戦カード2枚につき、カードを1枚引く。"
    s = board(text)
    for zone in (4, 5, 6, 7, 8)[:tanks - 1]:
        card(s, "Tank", f"A.zone{zone}")
    for _ in range(3):
        card(s, "Tank", "A.deck")
    run(s, zone=3)
    assert len(s.areas["A.hand"]) == drawn


# -- per point (or per whole N) of a number of a monster: rank, rage, threat (2.3, 3.4, 3.4.5) ------------------

@pytest.mark.parametrize("rank, threat", [("I", 2000), ("III", 6000), ("IV", 8000)])
def test_a_change_per_point_of_the_opponents_monsters_rank(rank, threat):
    """EL-079's class, 10.8 with 2.3: 「相手の怪獣カードの等級1につき、これの脅威度+2000」 on A's monster — +2000 for
    each point of B's monster's rank (I → +2000, III → +6000), A's own rank not counted."""
    text = "相手の怪獣カードの等級1につき、これの脅威度+2000。"
    s = jet_board("")
    s.defs["Godzilla"] = make_card("Godzilla", "monster", "II", "red", "Godzilla", threat=10000, text=text)
    s.defs["Foe"] = make_card("Foe", "monster", rank, "red", "Godzilla", threat=10000)
    assert new_game(s, compile_card).threat("A") == 10000 + threat
    assert "threat level +2000 for each rank of the opponent's monster" in words(text)


@pytest.mark.parametrize("rage, foe_threat, drawn", [(0, 10000, 1), (1, 10000, 1), (2, 10000, 2), (0, 5000, 0)])
def test_an_effect_per_whole_10000_of_the_opponents_threat(rage, foe_threat, drawn):
    """3.4.5 then 1.3.5: 「相手の怪獣カードの脅威度10000につき、カードを1枚引く」 — the threat with rage (+5000 each):
    10000 or 15000 → 1 card, 20000 → 2, 5000 → none."""
    text = "出現時相手の怪獣カードの脅威度10000につき、カードを1枚引く。"
    s = jet_board(text, foe_threat=foe_threat, more=(make_card("Plan", "strategy", "1", "red", "Plan"),))
    s.rage["B"] = rage
    for _ in range(3):
        card(s, "Tank", "A.deck")
    run(s)
    assert len(s.areas["A.hand"]) == drawn


@pytest.mark.parametrize("rage, drawn", [(1, 0), (2, 1), (5, 2)])
def test_an_effect_per_two_rage(rage, drawn):
    """3.4 then 1.3.5: 「相手の怒り2につき、カードを1枚引く」 — whole pairs of B's rage."""
    s = board("出現時相手の怒り2につき、カードを1枚引く。")
    s.rage["B"] = rage
    for _ in range(3):
        card(s, "Tank", "A.deck")
    run(s)
    assert len(s.areas["A.hand"]) == drawn


def test_a_number_changed_per_itself_is_refused():
    """10.8.1.6: 「これの等級1につき、これの等級+1」 would wait on itself — refused, not looped."""
    with pytest.raises(CompileError):
        compile_text("これの等級1につき、これの等級+1。")


# -- 「この効果で破壊されたあなたの交戦カード1枚につき」: whose among the cards an effect took (3.1.2, 10.5.3) ---------------

@pytest.mark.parametrize("whose, drawn", [("あなたの", 3), ("相手の", 2), ("", 5)])
def test_a_count_of_only_one_players_cards_among_those_an_effect_destroyed(whose, drawn):
    """EL-025's class, 5.12 then 10.5.3 and 3.1.2: 「各プレイヤーの等級4以下の交戦カードをすべて破壊する。その後、この効果
    で破壊されたあなたの交戦カード1枚につき、1枚引く」 — destroyed: Jet and a Tank of A's, a Tank of B's that stood in A's
    zone 8 (A its master, 3.1.2, though it goes to B's discard pile, 4.1.7), 2 Tanks of B's; A's Big (rank 5) stays.
    「あなたの」 counts the 3 that were A's as they were destroyed, 「相手の」 B's 2, unsaid all 5."""
    text = f"出現時各プレイヤーの等級4以下の交戦カードをすべて破壊する。その後、この効果で破壊された{whose}交戦カード1枚につき、1枚引く。"
    s = board(text)
    card(s, "Tank", "A.zone6")
    big = card(s, "Big", "A.zone7")
    lent = card(s, "Tank", "B.zone4")
    s.put(lent, "A.zone8")
    card(s, "Tank", "B.zone3")
    card(s, "Tank", "B.zone5")
    for _ in range(6):
        card(s, "Tank", "A.deck")
    run(s)
    assert len(s.areas["A.hand"]) == drawn and s.area_of(big) == "zone7" and s.area_of(lent) == "discard"
    assert s.where(lent) == "B.discard"
    if whose == "あなたの":
        assert "for each one of those battle cards (yours when it was taken): draw 1 card" in words(text)


def test_a_passive_verb_names_the_cards_the_active_one_does():
    """10.5.3: 「この効果で手札に戻された…1枚につき」 counts the cards 「手札に戻した」 does; a verb the effect before did not
    do is refused, passive or not."""
    assert words("出現時相手の交戦カードを1枚手札に戻す。その後、この効果で手札に戻されたカード1枚につき、1枚引く。") == \
        words("出現時相手の交戦カードを1枚手札に戻す。その後、この効果で手札に戻したカード1枚につき、1枚引く。")
    with pytest.raises(CompileError):
        compile_text("出現時相手の交戦カードを1枚手札に戻す。その後、この効果で破壊されたカード1枚につき、1枚引く。")


# -- 「この効果で相手の怒りが2以上減ったなら」: by how much the effects actually changed a number (3.4.4) -------------------

@pytest.mark.parametrize("rage, drawn", [(0, 0), (1, 0), (2, 1), (3, 1), (5, 1)])
def test_a_condition_on_how_far_a_rage_actually_went_down(rage, drawn):
    """EL-041's class, 3.4.4 then 10.5: 「相手の怒りを3減らす。この効果で相手の怒りが2以上減ったなら、あなたは1枚引く」 —
    from 0 or 1 the rage stops at 0 (down by 0 or 1): no card; from 2 or more it went down by 2 or 3: a card."""
    text = "出現時相手の怒りを3減らす。この効果で相手の怒りが2以上減ったなら、あなたは1枚引く。"
    s = board(text)
    s.rage["B"] = rage
    card(s, "Tank", "A.deck")
    run(s)
    assert s.rage["B"] == max(0, rage - 3) and len(s.areas["A.hand"]) == drawn
    assert "the opponent's monster's rage went down by 2 or more through this ability's effects" in words(text)


@pytest.mark.parametrize("hand, drawn", [(1, 0), (2, 1), (4, 1)])
def test_a_condition_on_how_far_a_hand_actually_went_down(hand, drawn):
    """5.7.1 then 10.5: 「相手は手札を2枚捨てる。この効果で相手の手札が2枚以上減ったなら、あなたは1枚引く」 — with 1 card B
    discards only it (down by 1): no card for A."""
    s = board("出現時相手は手札を2枚捨てる。この効果で相手の手札が2枚以上減ったなら、あなたは1枚引く。")
    for _ in range(hand):
        card(s, "Tank", "B.hand")
    card(s, "Tank", "A.deck")
    run(s)
    assert len(s.areas["B.hand"]) == max(0, hand - 2) and len(s.areas["A.hand"]) == drawn


# -- 「…撃退力の合計が相手の怪獣カードの脅威度以上なら」: two numbers of the board compared (7.4.2, 7.4.3, 10.5) -----------

@pytest.mark.parametrize("tanks, foe_threat, rage, drawn", [(1, 10000, 0, 0), (1, 8000, 0, 1), (2, 10000, 0, 1),
                                                            (2, 10000, 1, 0)])
def test_a_total_counter_power_compared_with_the_opponents_threat(tanks, foe_threat, rage, drawn):
    """EL-057's class, 7.4.2/7.4.3 then 10.5: 「あなたのエリアにいる交戦カードの撃退力の合計が相手の怪獣カードの脅威度以上
    なら、1枚引く」 — Jet (2000) and Tanks (6000) summed, A's monster's threat not added (7.4.2.1); equal is enough
    (以上, as 7.4.3 counters at equal); B's threat with its rage (3.4.5: +5000)."""
    text = "出現時あなたのエリアにいる交戦カードの撃退力の合計が相手の怪獣カードの脅威度以上なら、1枚引く。"
    s = jet_board(text, foe_threat=foe_threat, more=(make_card("Plan", "strategy", "1", "red", "Plan"),))
    s.rage["B"] = rage
    for zone in (6, 7)[:tanks]:
        card(s, "Tank", f"A.zone{zone}")
    card(s, "Tank", "A.deck")
    run(s)
    assert len(s.areas["A.hand"]) == drawn
    assert "if the total counter power of your battle cards in your zones is the opponent's monster's threat level or more" \
        in words(text)


def test_a_change_while_a_total_of_its_own_number_holds_is_refused():
    """10.8.1.6: a counter power changed while a total of counter power holds would wait on itself — refused."""
    with pytest.raises(CompileError):
        compile_text("あなたのエリアにいる交戦カードの撃退力の合計が相手の怪獣カードの脅威度以上なら、これの撃退力+1000。")


def test_a_card_whose_destruction_was_replaced_is_not_among_those_destroyed():
    """10.9.1.1: a Tank of A's that 「これが破壊される際、かわりに手札に戻す」 goes back to the hand instead — it was not
    destroyed, so 「この効果で破壊されたあなたの交戦カード1枚につき」 counts only Jet (1 card drawn, the Tank in hand too)."""
    text = "出現時各プレイヤーの等級4以下の交戦カードをすべて破壊する。その後、この効果で破壊されたあなたの交戦カード1枚につき、1枚引く。"
    s = board(text)
    s.defs["Guard"] = make_card("Guard", "battle", "2", "red", "Weapon", counter=6000, text="これが破壊される際、かわりに手札に戻す。")
    guard = card(s, "Guard", "A.zone6")
    deck = [card(s, "Tank", "A.deck") for _ in range(3)]
    run(s)
    assert s.area_of(guard) == "hand" and [s.area_of(c) for c in deck].count("hand") == 1
