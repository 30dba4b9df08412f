"""The classes practice set E of round 13 showed (issue 18), each read wherever it can stand and run by the
engine on a board where it decides what happens — not the set's sentences, their kinds."""

import pytest

from judgekit.cardtext import compile_text
from judgekit.cardtext.errors import CompileError

from jet_board import jet_board, play_jet, words
from test_event_classes import eye
from test_rules_verbs import Script


# -- the replaced card into its owner's pile, said with 「それを」 and the owner (10.9.1, 4.1.7) -------------------

@pytest.mark.parametrize("said", ["かわりにそれをあなたの山札の下に置いてよい", "かわりにあなたの山札の下に置いてよい",
                                  "かわりにそのカードを山札の下に置いてよい", "かわりに山札の下に置いてよい"])
@pytest.mark.parametrize("apply", [True, False])
def test_a_discard_from_the_hand_replaced_by_the_deck_bottom_is_still_a_cost_paid(said, apply):
    """PE-051's class (10.9.3, 10.5.4.2): Eye's 「あなたが手札を捨てる際、{said}」 and Jet's 「出現時あなたの手札を1枚
    捨てることで、相手の交戦カードを1枚破壊する」 — paying with the replacement puts A's Tank at the bottom of A's deck
    instead of the discard pile, and B's card is still destroyed; declining, the Tank is discarded."""
    s = jet_board("出現時あなたの手札を1枚捨てることで、相手の交戦カードを1枚破壊する。",
                  more=(eye(f"あなたが手札を捨てる際、{said}。"),), deck=("A", 2))
    tank, theirs = s.new_card("Tank", "A"), s.new_card("Tank", "B")
    s.put(tank, "A.hand")
    s.put(theirs, "B.zone3")
    s.put(s.new_card("Eye", "A"), "A.zone4")
    play_jet(s, chooser=Script(yes_no=["yes", "yes" if apply else "no"]))
    assert s.where(theirs) == "B.discard"
    assert s.where(tank) == ("A.deck" if apply else "A.discard")
    if apply:
        assert s.areas["A.deck"][-1] == tank  # the bottom (4.9.1: the deck's last card)


@pytest.mark.parametrize("text", ["あなたの交戦カードが相手の効果で破壊される際、かわりにあなたの山札の下に置く。",
                                  "あなたの交戦カードが相手の効果で破壊される際、かわりにそれをあなたの山札の下に置く。"])
def test_another_cards_destruction_replaced_puts_that_card_not_this_one_in_the_deck(text):
    """10.9.1 with 4.1.7: after another card's event, 「あなたの山札の下に置く」 is that card's move — it read as this
    card's own verb (「これをあなたの山札の下に置く」), the watcher going to the deck and the card saved for nothing."""
    assert "instead put all of those cards at the bottom of its owner's deck" in words(text)
    assert "this card" not in words(text)


@pytest.mark.parametrize("text", ["相手の交戦カードが破壊される際、かわりにあなたの山札の下に置く。",
                                  "これが破壊される際、かわりに相手の手札に戻す。",
                                  "あなたの交戦カードが破壊される際、かわりにそれを相手の山札の下に置く。"])
def test_a_replaced_card_goes_to_no_other_players_pile(text):
    """4.1.7: a card goes to its owner's pile — the opponent's card to 「あなたの山札」, or this card to 「相手の手札」,
    is refused, not read as the owner's."""
    with pytest.raises(CompileError, match="owner"):
        compile_text(text)


def test_this_cards_own_replacement_said_with_the_owner_is_this_card_to_the_deck():
    assert words("これが破壊される際、かわりにそれをあなたの山札の下に置く。") == \
        words("これが破壊される際、かわりにあなたの山札の下に置く。") == \
        "if this card would be destroyed, instead put this card at the bottom of your deck"


# -- this monster moved and so destroyed a battle card of its master's: verbs joined by て in a trigger (11.3.3) ---

def _monster_board(monster_text: str, jet_text: str, tanks: tuple[int, ...] = (2,), start: int = 1):
    """A's monster (carrying ``monster_text``) in zone ``start``, A's Tanks in ``tanks``, three Tanks in A's deck;
    Jet carries ``jet_text``."""
    from judgekit.engine.cards import make_card
    s = jet_board(jet_text, deck=("A", 3))
    s.defs["Godzilla"] = make_card("Godzilla", "monster", "I", "red", "Godzilla", threat=10000, text=monster_text)
    s.position["A"] = start
    found = []
    for zone in tanks:
        tank = s.new_card("Tank", "A")
        s.put(tank, f"A.zone{zone}")
        found.append(tank)
    return s, found


@pytest.mark.parametrize("said", ["これが前進してあなたの交戦カードを破壊した時", "これが前進して、あなたの交戦カードを踏み潰すたび"])
@pytest.mark.parametrize("jet, start, tanks, drawn", [
    ("出現時あなたの怪獣カードを1エリア前進させる。", 1, (2,), 1),   # moved forward by an effect onto A's Tank
    ("出現時あなたの怪獣カードを1エリア前進させる。", 1, (3,), 0),   # forward, nothing in the zone it came to
    ("出現時あなたの怪獣カードを1エリア後退させる。", 3, (2,), 0),   # back onto the Tank: crushed, but not moving forward
    ("出現時あなたの怪獣カードをエリア3まで前進させる。", 1, (2, 3), 2),  # one step at a time: each crush one event
])
def test_a_monster_advancing_onto_its_masters_battle_card_draws_per_card_crushed(said, jet, start, tanks, drawn):
    """PE-041's class (11.3.3 after 5.13.1): 「{said}、あなたは1枚引く」 on A's monster — an effect moves it forward into
    the zone of A's Tank, the rules crush the Tank, and A draws; moved into an empty zone, or back onto the Tank,
    nothing; moved two zones over two Tanks, two draws."""
    s, found = _monster_board(f"{said}、あなたは1枚引く。", jet, tanks, start)
    play_jet(s, zone=5 if 5 not in tanks else 6)
    crushed = [t for t in found if s.area_of(t) == "discard"]
    assert len(s.areas["A.hand"]) == drawn
    assert len(crushed) >= drawn


def test_a_monster_moving_back_onto_its_masters_battle_card_is_the_retreat_form():
    """11.3.3 after 5.13.2: 「これが後退してあなたの交戦カードを破壊した時」 — moved back onto A's Tank: A draws."""
    s, _ = _monster_board("これが後退してあなたの交戦カードを破壊した時、あなたは1枚引く。",
                          "出現時あなたの怪獣カードを1エリア後退させる。", (2,), 3)
    play_jet(s)
    assert len(s.areas["A.hand"]) == 1


@pytest.mark.parametrize("text", ["これが前進して相手の交戦カードを破壊した時、あなたは1枚引く。",
                                  "これが前進してあなたの戦略カードを破壊した時、あなたは1枚引く。"])
def test_a_monster_crushes_only_its_masters_battle_cards(text):
    """4.4.3, 11.3.3: a monster moves through its master's zones, where only its master's battle cards stand."""
    with pytest.raises(CompileError):
        compile_text(text)


def test_invading_said_with_te_is_the_printed_invasion_crush():
    assert words("これが進攻してあなたの交戦カードを破壊した時、カードを1枚引く。") == \
        words("進攻時これがあなたの交戦カードを破壊した時、カードを1枚引く。")


# -- where the card the effect before took stands now: 「進化したカードがエリア8にいるなら」 (4.4, 10.5.3) --------------

@pytest.mark.parametrize("said", ["進化したカード", "進化させたカード", "それ", "そのカード"])
@pytest.mark.parametrize("larva_zone, rage", [(8, 1), (3, 2), (None, 2)])
def test_the_evolved_card_in_a_zone_decides_the_next_effect(said, larva_zone, rage):
    """PE-057's class (5.17.1, 4.4): 「出現時あなたの進化を持つ交戦カードを1枚進化させる。その後、{said}がエリア8にいる
    なら、相手の怒りを1減らす」 — A's Larva in zone 8 evolves into the Imago there: B's rage 2 → 1; the Larva in zone
    3 evolves, but not in zone 8: nothing; no Larva, nothing evolved: nothing (10.5.3.1.2)."""
    from judgekit.engine.cards import make_card
    s = jet_board(f"出現時あなたの進化を持つ交戦カードを1枚進化させる。その後、{said}がエリア8にいるなら、相手の怒りを1減らす。")
    s.defs["Larva"] = make_card("Larva", "battle", "1", "blue", "Mothra", counter=1000, text="進化3《Mothra》")
    s.defs["Imago"] = make_card("Imago", "battle", "3", "blue", "Mothra", counter=5000)
    if larva_zone:
        s.put(s.new_card("Larva", "A"), f"A.zone{larva_zone}")
    s.put(s.new_card("Imago", "A"), "A.deck")
    s.rage["B"] = 2
    play_jet(s)
    assert s.rage["B"] == rage
    if larva_zone:
        assert s.cards[s.areas[f"A.zone{larva_zone}"][-1]].name == "Imago" or \
            s.cards[s.areas[f"A.zone{larva_zone}"][0]].name == "Imago"


@pytest.mark.parametrize("theirs, destroyed", [("B.zone7", True), ("B.zone3", False)])
def test_the_card_chosen_before_stands_in_the_zones_said(theirs, destroyed):
    """10.5.3, 4.4: 「出現時相手の交戦カードを1枚選ぶ。それがエリア6~8にいるなら、それを破壊する」 — B's Tank in B's zone 7
    is destroyed, in zone 3 it stays; 「いないなら」 the other way round."""
    for said, want in (("いる", destroyed), ("いない", not destroyed)):
        s = jet_board(f"出現時相手の交戦カードを1枚選ぶ。それがエリア6~8に{said}なら、それを破壊する。")
        tank = s.new_card("Tank", "B")
        s.put(tank, theirs)
        play_jet(s)
        assert (s.area_of(tank) == "discard") is want


def test_no_cell_of_the_relayed_part_is_read_as_another_meaning():
    """The matrix's part G (judgekit.cardtext.matrix.relayed): each family in every slot, none wrong or refused."""
    from judgekit.cardtext.matrix import measure
    from judgekit.cardtext.matrix.relayed import FAMILIES, cells
    assert [(r.outcome, r.cell.text) for r in measure(cells()).failures] == []
    assert all(all(part.strip() for part in parts) for parts in FAMILIES.values())


# -- a turn qualifier said after the condition: 「Aなら、相手のターン中X」 is the sentence's own (10.8) -------------

@pytest.mark.parametrize("text", ["これの怒りが3以上なら、相手のターン中相手の怪獣カードは前進できない。",
                                  "これの怒りが3以上なら、相手のターン中、相手の怪獣カードは前進できない。",
                                  "相手のターン中、これの怒りが3以上なら、相手の怪獣カードは前進できない。"])
@pytest.mark.parametrize("rage, moved", [(3, False), (2, True)])
def test_a_prohibition_under_a_condition_in_the_opponents_turn(text, rage, moved):
    """PE-055's class (10.8, 1.3.3, 7.5.2): A's monster carries the text with rage {rage}; in B's turn B's end phase
    would advance B's monster from zone 2 — with rage 3 it stays, with rage 2 it advances. Either word order reads
    the same."""
    from judgekit.engine.abilities import new_game
    from judgekit.cardtext import compile_card
    from judgekit.engine.cards import make_card
    from test_rules_verbs import next_turn
    s = jet_board("", deck=("A", 5))
    for _ in range(5):
        s.put(s.new_card("Tank", "B"), "B.deck")
    s.defs["Godzilla"] = make_card("Godzilla", "monster", "I", "red", "Godzilla", threat=10000, text=text)
    s.rage["A"] = rage
    game = new_game(s, compile_card)
    next_turn(game)  # A's turn ends: B's turn, main phase
    assert s.turn_player == "B"
    before = s.position["B"]
    next_turn(game)  # B's end phase advances B's monster (7.5.2), unless it cannot
    assert (s.position["B"] > before) is moved


@pytest.mark.parametrize("turn, power", [("B", 3000), ("A", 2000)])
def test_a_change_under_a_condition_said_with_the_turn_after_it(turn, power):
    """10.8: 「相手の怒りが2以上なら、相手のターン中、撃退力+1000」 on Jet — in B's turn +1000, in A's own none."""
    from judgekit.engine.abilities import new_game
    from judgekit.cardtext import compile_card
    s = jet_board("相手の怒りが2以上なら、相手のターン中、撃退力+1000。")
    s.rage["B"] = 2
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.zone5")
    s.turn_player = turn
    assert new_game(s, compile_card).counter_power(jet) == power


def test_the_turn_said_twice_is_refused():
    with pytest.raises(CompileError, match="said twice"):
        compile_text("相手のターン中、これの怒りが3以上なら、あなたのターン中、撃退力+1000。")


# -- a rank to play by granted to the cards of a hand: 「…の手札の<phrase>すべては等級を-Nして出現できる」 (8.2.1) -------

@pytest.mark.parametrize("text, turn, rank", [
    ("あなたのターン中あなたの手札の交戦カードすべては等級を-2して出現できる。", "A", 0),
    ("あなたのターン中あなたの手札の交戦カードすべては等級を-2して出現できる。", "B", 2),
    ("あなたの手札の赤の交戦カードすべては等級を-1して出現できる。", "A", 1),
    ("あなたの手札の青の交戦カードすべては等級を-1して出現できる。", "A", 2),
    ("相手の手札の交戦カードすべては等級を-1して出現できる。", "A", 2),
])
def test_the_rank_a_hands_cards_are_played_by(text, turn, rank):
    """PE-077's class (8.2.1, 2.3.2.2.1): Jet in A's zone 3 carries the text; A's red rank-2 Tank in hand is played as
    rank 0 in A's turn (not below 0), as 2 in B's; a colour the Tank lacks, or the opponent's hand, leaves it; the
    Tank's own rank (a filter's) is unchanged. Played from hand with the opponent's monster in zone 2: rank 2 fits,
    rank 3 would not."""
    from judgekit.engine.abilities import new_game
    from judgekit.cardtext import compile_card
    s = jet_board(text)
    s.turn_player = turn
    game = new_game(s, compile_card)
    s.put(s.new_card("Jet", "A"), "A.zone3")
    tank = s.new_card("Tank", "A")
    s.put(tank, "A.hand")
    assert game.play_rank(tank) == rank and game.rank(tank) == 2


def test_a_strategy_card_is_activated_not_played_into_a_zone():
    """8.3.1: 「…戦略カードすべては等級を-1して発動できる」 reads; said with 出現 (a battle card's, 8.2.1) it is refused."""
    assert "strategy cards in the hand: rank when played from the hand -1" in words(
        "あなたの手札の戦略カードすべては等級を-1して発動できる。")
    with pytest.raises(CompileError):
        compile_text("あなたの手札の戦略カードすべては等級を-1して出現できる。")


@pytest.mark.parametrize("turn, rank", [("A", 0), ("B", 2)])
def test_a_strategy_card_placed_lowers_the_rank_its_masters_hand_is_played_by(turn, rank):
    """PE-077 (8.2.1, 10.3.4.3): the strategy card Plan, placed in A's strategy zone, carries 「あなたのターン中あなたの
    手札の交戦カードすべては等級を-2して出現できる」 — A's rank-2 Tank is played as rank 0 in A's turn, 2 in B's."""
    from judgekit.engine.abilities import new_game
    from judgekit.cardtext import compile_card
    from judgekit.engine.cards import make_card
    s = jet_board("", more=(make_card("Plan", "strategy", "4", "white", "Plan",
                                      text="あなたのターン中あなたの手札の交戦カードすべては等級を-2して出現できる。"),))
    s.turn_player = turn
    game = new_game(s, compile_card)
    s.put(s.new_card("Plan", "A"), s.strategy_keys("A")[0])
    tank = s.new_card("Tank", "A")
    s.put(tank, "A.hand")
    assert game.play_rank(tank) == rank


@pytest.mark.parametrize("said", ["移動させたカード", "それ"])
@pytest.mark.parametrize("empty, drawn", [((7,), 1), ((2,), 0)])  # the zone A moves it to
def test_the_moved_card_in_a_zone_decides_the_next_effect(said, empty, drawn):
    """PE-057's class with 5.2.1's move: 「出現時あなたの交戦カードを1枚、空いているエリアに移動させる。その後、{said}が
    エリア6以降にいるなら、カードを1枚引く」 — A's Tank moved from zone 3 to zone 7: A draws; to zone 2: nothing. The
    move names the cards it moved (「それ」 read nothing after a move before)."""
    s = jet_board(f"出現時あなたの交戦カードを1枚、空いているエリアに移動させる。その後、{said}がエリア6以降にいるなら、"
                  "カードを1枚引く。", deck=("A", 3))
    tank = s.new_card("Tank", "A")
    s.put(tank, "A.zone3")
    play_jet(s, zone=5, chooser=Script(card=[tank], zone=[f"zone{empty[0]}"]))
    assert s.zone_of(tank) == empty[0]
    assert len(s.areas["A.hand"]) == drawn
