"""The classes the eleventh set's unread texts showed (issue 18), each read wherever it can stand and
run by the engine on a board where it decides what happens — not the set's sentences, their kinds."""

import pytest

from judgekit.cardtext import compile_card, compile_text
from judgekit.cardtext.errors import CompileError
from judgekit.engine.abilities import new_game
from judgekit.engine.cards import make_card
from judgekit.engine.controllers import play
from judgekit.engine.decisions import PlayBattle
from judgekit.engine.state import adjacent

from jet_board import jet_board, jet_played, words
from test_rules_verbs import Script, board, card, run
from test_tenth_classes import activate


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


# -- a trait in common with a card, however it is said: 「これと共通の特徴を持つ」 (2.5; EL-028) ------------------

@pytest.mark.parametrize("shared", ["これと共通の特徴を持つ", "これと特徴を共有する", "これと同じ特徴を持つ"])
def test_a_search_for_a_card_sharing_a_trait_with_this_one(shared):
    """EL-028's class, 2.5, 5.8: 「あなたの山札から、これと共通の特徴を持つ交戦カードを1枚まで探して…」 — Jet has
    《Weapon》: the Tank (《Weapon》) may be found, the Beast (《Kaiju》) never; the reading names the filter."""
    text = f"出現時あなたの山札から、{shared}交戦カードを1枚まで探して公開し、手札に加え、山札をシャッフルする。"
    s = board(text)
    s.defs["Beast"] = make_card("Beast", "battle", "2", "red", "Kaiju", counter=5000)
    beast, tank = card(s, "Beast", "A.deck"), card(s, "Tank", "A.deck")
    _game, _jet, chooser = run(s, Script(card=[beast]))
    assert s.area_of(tank) == "hand" and s.area_of(beast) == "deck"
    assert all(beast != o.key for d in chooser.asked for o in d.options)
    assert "sharing a trait with this card" in words(text)


@pytest.mark.parametrize("text", [
    "出現時相手のエリアにいる、あなたの怪獣カードと共通の特徴を持つ交戦カードを1枚破壊する。",
    "あなたのエリアにこれと共通の特徴を持つ他の交戦カードがいるなら、これの撃退力+1000。",
    "あなたのこれと共通の特徴を持つ交戦カードが破壊された時、あなたは1枚引く。",
    "これと共通の特徴を持つあなたの交戦カードの撃退力+1000。"])
def test_a_shared_trait_is_read_in_every_card_phrase_slot(text):
    """The object of a verb, a condition's subject, a trigger's card, a continuous change's cards: each says the
    card the trait is shared with."""
    assert "sharing a trait with " in words(text)


# -- a bound relative to the other card of the sentence: 「…1枚と、あなたの手札の、それ以下の等級の…」 (5.6.1) --

@pytest.mark.parametrize("bound, in_hand, swapped", [("以下", "Tank", True), ("以下", "Big", False),
                                                     ("以上", "Big", True)])
def test_a_swap_bounded_by_the_rank_of_the_field_card(bound, in_hand, swapped):
    """EL-035's class, 5.6.1, 5.6.2, 2.3.1: 「あなたのエリアにいる交戦カード1枚と、あなたの手札の、それ{以下,以上}の等級の交戦
    カード1枚を入れ替える」 — それ is the field card chosen: A's Tank (rank 2) in zone 3 swaps with a hand card of
    rank at most (at least) 2; with only Big (rank 5) in the hand, over the bound 以下 of both field cards (Jet,
    rank 1, is in zone 5), neither moves."""
    text = f"出現時あなたのエリアにいる交戦カード1枚と、あなたの手札の、それ{bound}の等級の交戦カード1枚を入れ替える。"
    s = board(text)
    tank = card(s, "Tank", "A.zone3")
    kept = card(s, in_hand, "A.hand")
    _game, jet, _chooser = run(s, Script(card=[tank]))
    if swapped:
        assert s.area_of(tank) == "hand" and s.zone_of(kept) == 3
    else:
        assert s.zone_of(tank) == 3 and s.area_of(kept) == "hand"
    assert f"of rank at {'most' if bound == '以下' else 'least'} that card's" in words(text)


def test_a_bound_relative_to_this_card_in_an_effects_object():
    """2.3.1: 「相手のエリアにいる、これ以下の等級の交戦カードを1枚破壊する」 — Jet is rank 1: B's Tank (rank 2)
    is not destroyed; 「これ以上の」 destroys it."""
    for bound, destroyed in (("以下", False), ("以上", True)):
        text = f"出現時相手のエリアにいる、これ{bound}の等級の交戦カードを1枚破壊する。"
        s = board(text)
        tank = card(s, "Tank", "B.zone3")
        run(s)
        assert (s.area_of(tank) == "discard") is destroyed


# -- verbs joined by て as one sequence: 「残りを山札に戻してシャッフルする」 (5.2.1, 5.3.1; EL-039) -------------

@pytest.mark.parametrize("whose", ["あなた", "相手"])
def test_the_rest_back_into_the_deck_then_that_deck_shuffled(whose):
    """EL-039's class, 5.10.1, 5.2.1, 5.3.1: 「…の山札を上から3枚公開し、その中の交戦カードを1枚手札に加え、残りを
    山札に戻してシャッフルする」 — one battle card to the hand, the rest back into their owner's deck
    (4.1.7) and that deck shuffled (logged); nothing goes to a discard pile."""
    text = (f"{whose}の山札を上から3枚公開し、その中の交戦カードを1枚捨て札にし、残りを山札に戻してシャッフルする。"
            if whose == "相手" else
            "あなたの山札を上から3枚公開し、その中の交戦カードを1枚手札に加え、残りを山札に戻してシャッフルする。")
    s = board("")
    owner = "A" if whose == "あなた" else "B"
    cards = [card(s, "Plan", f"{owner}.deck"), card(s, "Tank", f"{owner}.deck"), card(s, "Plan", f"{owner}.deck")]
    game, _raid = activate(s, text)
    tank = cards[1]
    assert s.area_of(tank) == ("hand" if owner == "A" else "discard")
    assert sorted(c for c in s.areas[f"{owner}.deck"]) == sorted(c for c in cards if c != tank)
    assert [key for key, _ in game.shuffles][-1:] == [f"{owner}.deck"]
    assert "then shuffle that deck" in words(text, strategy=True)


@pytest.mark.parametrize("text, reading", [
    ("あなたの捨て札の交戦カードを1枚選び、それを山札に戻してシャッフルする。", "put that card into its owner's deck; then shuffle that deck"),
    ("あなたの山札を上から3枚見て、残りを山札に戻してシャッフルする。", "rest of the cards revealed or looked at into its owner's deck; then shuffle that deck"),
    ("あなたの捨て札の交戦カードを2枚山札に戻してシャッフルする。", "into your deck; then shuffle that deck")])
def test_a_put_into_the_deck_then_shuffled_in_every_slot(text, reading):
    """5.2.1 then 5.3.1: the て-joined shuffle after cards of a pile, those named before, the rest of a look."""
    assert reading in words(text, strategy=True)


def test_a_shuffle_joined_to_a_put_into_no_deck_is_refused():
    """5.3.1 shuffles a deck: 「捨て札にしてシャッフルする」 is not read as a shuffle of anything."""
    with pytest.raises(Exception):
        compile_text("あなたの山札を上から3枚見て、残りを捨て札にしてシャッフルする。", strategy=True)


# -- a repel's move without the repel as a replacement's effect, said of the monster itself (5.15.1.1; EL-058) --

@pytest.mark.parametrize("in_hand, replaced", [("Rodan", True), ("Tank", False)])
def test_this_monster_only_moves_as_if_repelled_after_a_monster_card_is_discarded(in_hand, replaced):
    """EL-058's class, 10.9.3, 5.15.1.1: B's 「これが撃退される際、かわりにあなたの手札の怪獣カードを1枚捨ててよい。
    そうしたら、これは撃退されたかのように移動のみ行う」 — repelled in zone 7 with a monster card in hand, B discards it
    and the monster only moves to zone 4 (4.4.5.1), no new one chosen (5.15.1.2 does not happen); with only a
    battle card in hand the replacement cannot be applied and the repel happens: B, with no monster deck, loses."""
    text = "これが撃退される際、かわりにあなたの手札の怪獣カードを1枚捨ててよい。そうしたら、これは撃退されたかのように移動のみ行う。"
    s = jet_board("【出現時】相手の怪獣カードを撃退する。", more=(
        make_card("Foe", "monster", "I", "red", "Godzilla", threat=10000, text=text),
        make_card("Rodan", "monster", "I", "green", "Rodan", threat=8000)))
    s.position["B"] = 7
    kept = s.new_card(in_hand, "B")
    s.put(kept, "B.hand")
    game, jet = jet_played(s)
    assert (not game.over) is replaced
    if replaced:
        assert s.position["B"] == 4 and s.area_of(kept) == "discard"
    else:
        assert s.area_of(kept) == "hand"
    assert "if you do, move your monster as if countered" in words(text)


# -- the zone this card was in: 「これがいたエリアと同じ縦列にいる…」 (last-known information, 10.6.4.1.2; EL-059) --

@pytest.mark.parametrize("relation", ["と同じ縦列にいる", "の隣接エリアにいる"])
def test_the_zone_a_destroyed_card_was_in_names_a_column_and_its_neighbours(relation):
    """EL-059's class, 10.6.2, 10.6.4.1.2, 4.4.5.4 / 4.4.5.2: Jet's 「これが破壊された時、これがいたエリア{relation}相手の交戦
    カードを1枚破壊する」 — Jet, in A's zone 3, is destroyed by A's Bomb; its trigger finds B's Tank in the column (or
    next to) zone 3 as Jet last stood there, and destroys it; B's Tank elsewhere stays."""
    from judgekit.engine.state import same_column

    text = f"これが破壊された時、これがいたエリア{relation}相手の交戦カードを1枚破壊する。"
    s = board(text)
    s.defs["Bomb"] = make_card("Bomb", "battle", "2", "blue", "Weapon", counter=1000,
                               text="【出現時】あなたのエリアにいる赤の交戦カードを1枚破壊する。")
    column = relation.startswith("と同じ")
    here = 3 if column else 8  # zone 8 is the one next to a zone of the other side (4.4.5.2)
    near = next(n for n in range(1, 9) if (n in same_column(here)[1] if column else adjacent(n, here, across=True)))
    far = next(n for n in range(3, 9) if n not in same_column(here)[1] and not adjacent(n, here, across=True))
    hit, kept = card(s, "Tank", f"B.zone{near}"), card(s, "Tank", f"B.zone{far}")
    game, jet, _chooser = run(s, zone=here)
    bomb = card(s, "Bomb", "A.hand")
    play(game, [PlayBattle(bomb, 5)], Script())
    assert s.area_of(jet) == "discard"
    assert s.area_of(hit) == "discard" and s.zone_of(kept) == far
    assert ("in the column of the zone this card was in" if relation.startswith("と同じ") else
            "next to the zone this card was in") in words(text)


@pytest.mark.parametrize("text", ["出現時これがいたエリアと同じ縦列にいる相手の交戦カードを1枚破壊する。",
                                  "出現時これがいたエリアと同じ縦列に相手の交戦カードがいるなら、あなたは1枚引く。"])
def test_the_zone_this_card_was_in_is_its_zone_while_it_stands_there(text):
    """10.6.4.1.2 looks back only at a card that left: while Jet stands in zone 3, 「これがいたエリア」 is zone 3."""
    from judgekit.engine.state import same_column

    s = board(text)
    tank = card(s, "Tank", f"B.zone{sorted(same_column(3)[1])[0]}")
    card(s, "Tank", "A.deck")
    hand = len(s.areas["A.hand"])
    run(s, zone=3)
    assert s.area_of(tank) == "discard" if "破壊する" in text else len(s.areas["A.hand"]) == hand + 1


@pytest.mark.parametrize("te, plain", [
    ("出現時あなたの山札から交戦カードを1枚探して公開して手札に加え、山札をシャッフルする。",
     "出現時あなたの山札から交戦カードを1枚探して公開し、手札に加え、山札をシャッフルする。"),
    ("出現時あなたの山札を上から3枚公開して、その中の交戦カードを1枚手札に加え、残りを捨て札にする。",
     "出現時あなたの山札を上から3枚公開し、その中の交戦カードを1枚手札に加え、残りを捨て札にする。")])
def test_a_reveal_joined_by_te_is_the_same_sequence(te, plain):
    """5.10.1 then 5.2.1: 「公開して手札に加え」, 「公開して、その中の…」 — the reveal and what follows, as with 「公開し、」."""
    from judgekit.cardtext.generate import canonical

    assert tuple(map(canonical, compile_text(te))) == tuple(map(canonical, compile_text(plain)))
