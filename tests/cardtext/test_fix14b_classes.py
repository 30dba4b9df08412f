"""The fourteenth set's unread classes read whole (issue 18, fix14b): zones named from this card as any
verb's destination, whose unsaid (4.4.5.1, 後 spelt without ろ); each honoured by the engine on a board."""

import pytest

from judgekit.cardtext import CompileError, compile_card, compile_text
from judgekit.engine.abilities import new_game
from judgekit.engine.cards import make_card

from jet_board import jet_board, play_jet, words

LARVA = make_card("Larva", "battle", "3", "blue", "Mothra", counter=1000)


def names(s, area: str) -> list[str]:
    return [s.cards[c].name for c in s.areas[area]]


# -- 4.4.5.1: 「これの(前|後ろ|後)のエリアに」, whose unsaid: the master's one zone in front of / behind this card --------

@pytest.mark.parametrize("where, jet_zone, into", [("後", 8, 3), ("後ろ", 7, 4), ("後", 6, 5), ("前", 4, 7),
                                                   ("後", 4, None), ("前", 8, None)])
def test_a_card_from_the_discard_appears_in_the_zone_behind_or_in_front_of_this_one(where, jet_zone, into):
    """FO-059's class: 「あなたの捨て札から等級3以下の交戦カードを1枚、これの後のエリアに出現させる」 — 3 is behind 8,
    4 behind 7, 5 behind 6; 7 in front of 4 (4.4.5.1); behind 4 or in front of 8 there is no zone: nothing
    appears and the card stays in the discard (1.3.2)."""
    s = jet_board(f"【出現時】あなたの捨て札から等級3以下の交戦カードを1枚、これの{where}のエリアに出現させる。",
                  more=(LARVA,))
    s.put(s.new_card("Larva", "A"), "A.discard")
    play_jet(s, jet_zone)
    assert [n for n in range(1, 9) if "Larva" in names(s, f"A.zone{n}")] == ([into] if into else [])
    assert names(s, "A.discard") == ([] if into else ["Larva"])
    assert ("behind" if where != "前" else "in front of") in words(
        f"【出現時】あなたの捨て札から等級3以下の交戦カードを1枚、これの{where}のエリアに出現させる。")


def test_the_zone_behind_need_not_be_empty_the_older_card_goes_by_the_duplicate_rule():
    """Not said 空いている (4.4.7 only when printed): the Larva appears behind zone 8 where a Tank stands, and the
    duplicate rule destroys the card that was there first (11.5.1)."""
    s = jet_board("【出現時】あなたの捨て札から等級3以下の交戦カードを1枚、これの後のエリアに出現させる。", more=(LARVA,))
    s.put(s.new_card("Larva", "A"), "A.discard")
    s.put(s.new_card("Tank", "A"), "A.zone3")
    play_jet(s, 8)
    assert names(s, "A.zone3") == ["Larva"] and "Tank" in names(s, "A.discard")


@pytest.mark.parametrize("text", ["【出現時】あなたの手札から交戦カードを1枚、これの後のエリアに出現させる。",
                                  "【出現時】「結晶体」トークンを1枚、これの後のエリアに出現させる。"])
def test_every_verb_putting_a_card_into_a_zone_takes_the_zone_behind(text):
    """The same destination for a card from the hand (5.11.1) and a token (5.11.3): behind zone 7 is zone 4."""
    s = jet_board(text)
    s.put(s.new_card("Tank", "A"), "A.hand")
    play_jet(s, 7)
    assert [n for n in range(1, 9) if set(names(s, f"A.zone{n}")) - {"Jet"}] == [4]


# -- 10.8.1 with 3.2.3.1: 「…の(等級|撃退力|脅威度)の合計Nにつき」, wherever 「…1枚につき」 reads ------------------------------

def _under_jet(text: str, under: tuple[str, ...]):
    """Jet (carrying ``text``) in A's zone 4 with the cards ``under`` stacked under it (3.2.1)."""
    s = jet_board(text, more=(LARVA,))
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.zone4")
    for name in under:
        below = s.new_card(name, "A")
        s.put(below, "A.zone4")
        s.lift(below)
        s.cards[jet].under.append(below)
    return new_game(s, compile_card), jet


@pytest.mark.parametrize("under, power", [((), 2000), (("Tank",), 4000), (("Tank", "Larva"), 7000),
                                          (("Larva", "Larva", "Tank"), 10000)])
def test_counter_power_per_point_of_the_ranks_under_this_card(under, power):
    """FO-052: 「これの下にあるカードの等級の合計1につき、撃退力+1000」 — the ranks of the cards under Jet (read: the text
    names them, 3.2.3.1) added up: a Tank (2) +2000, a Tank and a Larva (3) +5000; none under, +0. Not per card."""
    text = "これの下にあるカードの等級の合計1につき、撃退力+1000。"
    game, jet = _under_jet(text, under)
    assert game.counter_power(jet) == power
    assert "for each point of the total of the ranks of cards under this card" in words(text)


@pytest.mark.parametrize("others, power", [((), 2000), ((6000,), 3000), ((6000, 6000), 4000)])
def test_per_whole_n_of_the_counter_powers_summed_in_the_zones(others, power):
    """The class in the field slot: 「あなたのエリアにいる交戦カードの撃退力の合計5000につき、これの撃退力+1000」 — Jet's own
    2000 counted with the Tanks' (10.8.1: as they are now, Jet's without this change): 2000 → 0 groups, 8000 → 1,
    14000 → 2 (1.3.5: whole 5000s only); the opponent's Tank not counted."""
    text = "あなたのエリアにいる交戦カードの撃退力の合計5000につき、これの撃退力+1000。"
    game, jet = _under_jet(text, ())
    for zone, _ in zip((5, 6), others):
        game.state.put(game.state.new_card("Tank", "A"), f"A.zone{zone}")
    game.state.put(game.state.new_card("Tank", "B"), "B.zone5")
    assert game.counter_power(jet) == power


@pytest.mark.parametrize("ranks, drawn", [((), 0), ((2,), 1), ((2, 3), 2), ((3, 3), 3)])
def test_an_effect_per_two_points_of_the_ranks_in_a_discard_pile(ranks, drawn):
    """The pile slot, as an effect counted as it resolves: 「相手の捨て札の交戦カードの等級の合計2につき、カードを1枚引く」 —
    B's Tank (2) one card, Tank + Larva (5) two, two Larvas (6) three."""
    s = jet_board("【出現時】相手の捨て札の交戦カードの等級の合計2につき、カードを1枚引く。", more=(LARVA,))
    for rank in ranks:
        s.put(s.new_card("Tank" if rank == 2 else "Larva", "B"), "B.discard")
    for _ in range(4):
        s.put(s.new_card("Tank", "A"), "A.deck")
    play_jet(s, 5)
    assert len(s.areas["A.hand"]) == drawn


def test_the_turns_records_do_not_read_a_sum():
    """「このターンに破壊された交戦カードの等級の合計1につき」: the turn's records keep which cards, not their numbers then
    (10.6.2) — refused, not read as a count of cards."""
    with pytest.raises(CompileError):
        compile_text("このターンに破壊された交戦カードの等級の合計1につき、これの撃退力+1000。")


# -- 5.6: 「…を1枚と、…を1枚選び、それらを入れ替える」 — both chosen, then exchanged at once --------------------------------

MOTH = make_card("Moth", "battle", "3", "blue", "Mothra", counter=3000, text="【出現時】カードを1枚引く。")
SWAP = "あなたのエリアにいる交戦カードを1枚と、あなたの手札の交戦カードを1枚選び、それらを入れ替え"


@pytest.mark.parametrize("text", [f"【出現時】{SWAP}る。", f"【出現時】{SWAP}てよい。",
                                  "【出現時】あなたの手札の交戦カードを1枚と、あなたのエリアにいる交戦カードを1枚選び、それらを入れ替える。",
                                  f"【出現時】カードを1枚引く。その後、{SWAP}る。"])
def test_a_field_card_and_a_hand_card_swap_and_the_hand_card_appears(text):
    """FO-035's class (5.6.1): Jet in zone 5 and the Moth in the hand exchange places at once — the Moth appears in
    zone 5 (5.11.1: its 【出現時】 draws a card; its rank 3 is not checked, it is not played by 8.2.1), Jet goes to the
    hand as a new card (4.1.4). Either order, a must or a may, after 「その後」."""
    s = jet_board(text, more=(MOTH,), deck=("A", 4))
    s.put(s.new_card("Moth", "A"), "A.hand")
    if "その後" in text:  # its own draw first: a second Moth, drawn before the swap
        s.put(s.new_card("Moth", "A"), "A.deck", top=True)
    play_jet(s, 5)
    assert names(s, "A.zone5") == ["Moth"]
    hand = names(s, "A.hand")
    assert "Jet" in hand and hand.count("Moth") == (1 if "その後" in text else 0)
    assert hand.count("Tank") == 1  # the appearing Moth's 出現時 drew one (5.11.1)


def test_with_no_battle_card_in_the_hand_nothing_is_swapped():
    """5.6.2: only a Tank... in the deck, the hand holds no battle card — Jet stays in zone 5, nothing appears."""
    s = jet_board(f"【出現時】{SWAP}る。", more=(MOTH,))
    play_jet(s, 5)
    assert names(s, "A.zone5") == ["Jet"] and names(s, "A.hand") == []


@pytest.mark.parametrize("moth, drawn", [(True, 2), (False, 0)])
def test_the_swap_as_a_cost_is_paid_only_in_full(moth, drawn):
    """The cost slot (10.5.4, 10.5.4.1): 「…それらを入れ替えることで、カードを1枚引く」 — with a battle card in the hand
    the swap is paid (the Moth appears and draws, then the ability draws); with none it cannot be paid in full
    (5.6.2), so nothing is swapped and nothing drawn."""
    s = jet_board(f"【出現時】{SWAP}ることで、カードを1枚引く。", more=(MOTH,), deck=("A", 4))
    if moth:
        s.put(s.new_card("Moth", "A"), "A.hand")
    play_jet(s, 5)
    assert names(s, "A.hand").count("Tank") == drawn
    assert names(s, "A.zone5") == (["Moth"] if moth else ["Jet"])


def test_two_piles_cards_chosen_then_swapped():
    """5.6.1 between two piles: 「あなたの手札のカードを1枚と、あなたの捨て札の交戦カードを1枚選び、それらを入れ替える」 —
    the hand's Tank goes to the discard pile, the discard pile's Larva to the hand."""
    s = jet_board("【出現時】あなたの手札のカードを1枚と、あなたの捨て札の交戦カードを1枚選び、それらを入れ替える。", more=(LARVA,))
    s.put(s.new_card("Tank", "A"), "A.hand")
    s.put(s.new_card("Larva", "A"), "A.discard")
    play_jet(s, 5)
    assert names(s, "A.hand") == ["Larva"] and names(s, "A.discard") == ["Tank"]


@pytest.mark.parametrize("side, jet_zone, into", [("右隣", 3, 4), ("左隣", 4, 3), ("右隣", 8, 7), ("右隣", 5, None)])
def test_a_card_appears_in_the_zone_right_or_left_next_to_this_one(side, jet_zone, into):
    """The same one rule for 「これの(右|左)隣のエリアに」 (4.4.5.2 with 4.4.5.5.1) as this card's own move (left14): the
    Larva appears in the one zone next to Jet on that side, as its master sees it — 4 right of 3, 3 left of 4, 7 right
    of 8; none right of 5: nothing appears (1.3.2)."""
    s = jet_board(f"【出現時】あなたの捨て札から交戦カードを1枚、これの{side}のエリアに出現させる。", more=(LARVA,))
    s.put(s.new_card("Larva", "A"), "A.discard")
    play_jet(s, jet_zone)
    assert [n for n in range(1, 9) if "Larva" in names(s, f"A.zone{n}")] == ([into] if into else [])


@pytest.mark.parametrize("text", ["【出現時】あなたのエリアにいる交戦カードを1枚、これの後ろのエリアに移動させる。",
                                  "【出現時】あなたのエリアにいる交戦カードを1枚、これの後のエリアに移動させる。"])
def test_a_chosen_card_moved_behind_this_one_without_empty_is_refused(text):
    """5.2.1 moves it there even into an occupied zone; the engine moves a chosen card only into an empty zone, so the
    sentence is refused rather than read with an 空いている it does not say (this card moved there is read: left14)."""
    with pytest.raises(CompileError):
        compile_text(text)
