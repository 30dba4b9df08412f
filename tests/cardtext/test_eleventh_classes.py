"""The classes the eleventh set's unread texts showed (issue 18), each read wherever it can stand and
run by the engine on a board where it decides what happens — not the set's sentences, their kinds."""

import pytest

from judgekit.cardtext import compile_card, compile_text
from judgekit.engine.abilities import new_game
from judgekit.engine.cards import make_card
from judgekit.engine.controllers import play
from judgekit.engine.decisions import PlayBattle
from judgekit.engine.state import adjacent

from jet_board import Chooser, jet_board, words
from test_rules_verbs import Script, board, card, run
from test_tenth_classes import activate


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
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, [PlayBattle(jet, 5)], Chooser())
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
