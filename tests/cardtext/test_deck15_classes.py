"""The verbs on the deck's top cards no printed card uses yet (issue 18, round 15), each a family read in every slot
(judgekit.cardtext.matrix.deck15) and RUN on a board: the top N into the hand — a move (5.2.1), not a draw (5.4) —,
under this card (3.2.1), to the deck's bottom; a short deck gives what it has, an empty one nothing (1.3.2)."""

import pytest

from judgekit.cardtext import CompileError, compile_text
from judgekit.cardtext.matrix import measure
from judgekit.cardtext.matrix.deck15 import cells
from judgekit.engine.cards import make_card

from jet_board import Chooser, jet_board, jet_played, play_jet, words

EYE = make_card("Eye", "battle", "1", "blue", "Eye", counter=1000, text="相手がカードを引いた時、カードを1枚引く。")


def test_no_cell_of_the_deck_top_families_is_refused_or_read_as_another_meaning():
    """The matrix's part (judgekit.cardtext.matrix.deck15): each verb × whose deck × number × must/may/up to/cost × slot."""
    assert [(r.outcome, r.cell.text, r.why[:120]) for r in measure(cells()).failures] == []


def _owned(s, player: str) -> int:
    return sum(1 for c in s.cards if s.cards[c].owner == player)


def _deck(s, player: str, n: int) -> list[str]:
    for _ in range(n):
        s.put(s.new_card("Tank", player), f"{player}.deck", top=False)
    return list(s.areas[f"{player}.deck"])


# -- into the hand: 5.2.1, not 5.4 ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("said", ["山札の上から2枚を手札に加える", "あなたの山札の上から2枚を手札に加える",
                                  "山札を上から2枚手札に加える", "山札の上からカードを2枚手札に加える"])
def test_the_top_cards_of_the_masters_deck_go_into_the_hand(said):
    """3.1.2.3.1, 5.2.1: A's top 2 cards (those, in that order) go into A's hand; the rest stays, cards are conserved and
    B's deck is untouched."""
    s = jet_board(f"出現時{said}。")
    deck, theirs = _deck(s, "A", 4), _deck(s, "B", 3)
    before = _owned(s, "A")
    play_jet(s)
    assert set(s.areas["A.hand"]) == set(deck[:2]) and s.areas["A.deck"] == deck[2:]  # a hand has no order
    assert _owned(s, "A") == before + 1 and s.areas["B.deck"] == theirs  # + Jet, made as it is played


def test_a_short_deck_gives_what_it_has_and_an_empty_one_nothing_with_no_reshuffle():
    """1.3.2: 「山札の上から3枚を手札に加える」 with 1 card moves it; with none, nothing moves — no reshuffle, which is a
    draw's (11.2.2): A's discard pile stays where it is."""
    s = jet_board("出現時山札の上から3枚を手札に加える。")
    deck = _deck(s, "A", 1)
    play_jet(s)
    assert s.areas["A.hand"] == deck and s.areas["A.deck"] == []
    s = jet_board("出現時山札の上から3枚を手札に加える。")
    gone = s.new_card("Tank", "A")
    s.put(gone, "A.discard")
    play_jet(s)
    assert s.areas["A.hand"] == [] and s.areas["A.discard"] == [gone] and s.areas["A.deck"] == []


@pytest.mark.parametrize("said, fires", [("山札の上から1枚を手札に加える", False), ("カードを1枚引く", True)])
def test_a_draw_trigger_does_not_see_a_card_put_into_the_hand(said, fires):
    """5.4 vs 5.2.1: B's Eye 「相手がカードを引いた時、カードを1枚引く」 fires on A's draw, not on A's top card put into A's
    hand — that is no draw."""
    s = jet_board(f"出現時{said}。", more=(EYE,))
    _deck(s, "A", 2)
    s.put(s.new_card("Eye", "B"), "B.zone4")
    _deck(s, "B", 2)
    play_jet(s)
    assert len(s.areas["A.hand"]) == 1 and len(s.areas["B.hand"]) == (1 if fires else 0)


@pytest.mark.parametrize("answer, taken", [("yes", 2), ("no", 0)])
def test_up_to_and_may_leave_the_number_to_the_master(answer, taken):
    """10.5.3.1.1: 「2枚まで」 — the master stops when they want; 「てよい」 (10.5): they may take none."""
    for said in ("山札の上から2枚まで手札に加える", "山札の上から2枚を手札に加えてよい"):
        s = jet_board(f"出現時{said}。")
        deck = _deck(s, "A", 3)
        play_jet(s, chooser=Chooser({"yes-no": answer}))
        assert set(s.areas["A.hand"]) == set(deck[:taken]), said


def test_the_opponents_deck_top_into_your_hand_is_refused():
    """4.1.7: a card going to a hand goes to its OWNER's — the opponent's card cannot be added to your hand."""
    with pytest.raises(CompileError, match="4.1.7"):
        compile_text("出現時相手の山札の上から1枚を手札に加える。")


# -- under this card: 3.2.1 ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("whose, player", [("", "A"), ("相手の", "B")])
def test_the_top_card_goes_under_this_card_keeping_its_owner(whose, player):
    """3.2.1: the top card of the deck named (A's unsaid, 3.1.2.3.1; B's said) goes under Jet; it stays its owner's
    (4.1.7), and Jet keeps its zone."""
    s = jet_board(f"出現時{whose}山札の上から2枚をこれの下に重ねる。")
    deck = _deck(s, player, 3)
    _game, jet = jet_played(s)
    assert s.cards[jet].under == deck[:2] and s.areas[f"{player}.deck"] == deck[2:]
    assert s.zone_of(jet) == 5 and all(s.cards[c].owner == player for c in s.cards[jet].under)


def test_under_as_a_cost_is_paid_only_in_full():
    """10.5.4: 「山札の上から2枚をこれの下に重ねることで、カードを1枚引く」 — with 1 card in the deck it cannot be paid:
    nothing moves, no draw; with 3, 2 go under Jet and A draws the third."""
    text = "出現時山札の上から2枚をこれの下に重ねることで、カードを1枚引く。"
    s = jet_board(text)
    deck = _deck(s, "A", 1)
    _game, jet = jet_played(s, chooser=Chooser({"yes-no": "yes"}))
    assert s.areas["A.deck"] == deck and s.cards[jet].under == [] and s.areas["A.hand"] == []
    s = jet_board(text)
    deck = _deck(s, "A", 3)
    _game, jet = jet_played(s, chooser=Chooser({"yes-no": "yes"}))
    assert s.cards[jet].under == deck[:2] and s.areas["A.hand"] == deck[2:]


# -- to the deck's bottom ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("whose, player", [("あなたの", "A"), ("相手の", "B"), ("", "A")])
def test_the_top_cards_go_to_the_bottom_of_the_same_deck_in_order(whose, player):
    """5.2.1, 4.1.7: the top 2 go to the bottom of their owner's deck, in the order they were; each moves once, so a
    deck of 2 is left as it was (1.3.2), and nothing leaves the deck."""
    s = jet_board(f"出現時{whose}山札の上から2枚を山札の下に置く。")
    deck = _deck(s, player, 4)
    play_jet(s)
    assert s.areas[f"{player}.deck"] == deck[2:] + deck[:2]
    s = jet_board(f"出現時{whose}山札の上から3枚を山札の下に置く。")
    deck = _deck(s, player, 2)
    play_jet(s)
    assert s.areas[f"{player}.deck"] == deck


def test_each_reading_says_every_qualifier():
    """The plain words: whose deck, the number, up to, may, the place — and that the hand's is no draw."""
    assert "put the top 2 cards of your deck into your hand (not a draw)" in words("出現時山札の上から2枚を手札に加える。")
    assert "put up to 2 cards from the top of your deck into your hand" in words("出現時山札の上から2枚まで手札に加える。")
    assert "you may put the top 1 card of your deck under this card" in words("出現時山札の上から1枚をこれの下に重ねてよい。")
    assert "put the top 2 cards of the opponent's deck on the bottom of the opponent's deck" in words(
        "出現時相手の山札の上から2枚を山札の下に置く。")
    assert "if you do, draw 1 card" in words("出現時山札の上から1枚を山札の下に置くことで、カードを1枚引く。")
