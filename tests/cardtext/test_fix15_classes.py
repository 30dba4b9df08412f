"""The fifteenth set's unread classes read whole (issue 18, fix15): a pile named with its owner when the card's
owner is known (4.1.7), a record of this turn with whose unsaid (10.6.2: either player's), 「好きな」 before a card
phrase picked by a count (5.8.1.1); each honoured by the engine on a board."""

import pytest

from judgekit.cardtext import CompileError, compile_text
from judgekit.cardtext.matrix import measure
from judgekit.cardtext.matrix.fix15 import cells

from jet_board import Chooser, jet_board, play_jet, words

BOMBER_TEXT = "【出現時】{whose}の交戦カードを1枚破壊する。"


def meaning(text: str) -> list:
    """What a text does, its printed words aside: each ability's trigger, condition and effects."""
    return [(a.kind, a.trigger, a.condition, a.effects) for a in compile_text(text)]


def test_no_cell_of_the_fifteenth_sets_classes_is_refused_or_read_as_another_meaning():
    """The matrix's part for these classes (judgekit.cardtext.matrix.fix15): each member in each slot, right."""
    assert [(r.outcome, r.cell.text, r.why[:120]) for r in measure(cells()).failures] == []


# -- 4.1.7: 「それを相手の捨て札に」 — the card looked at is the opponent's own, so its owner's pile is theirs -------------

LOOK = "【出現時】相手の山札を上から1枚見て、それを{pile}捨て札にするか{deck}山札の上に{verb}。"


@pytest.mark.parametrize("pile, deck, verb", [("相手の", "", "戻す"), ("", "", "戻す"), ("", "相手の", "置く"),
                                              ("相手の", "相手の", "戻す")])
@pytest.mark.parametrize("keep", [True, False])
def test_the_card_looked_at_goes_to_its_owners_pile_or_back_on_top(pile, deck, verb, keep):
    """FI-034: A (the master, 5.5.1) looks at B's top card and keeps it on top or puts it into B's discard pile —
    the opponent's, its owner's (4.1.7); B's deck order otherwise unchanged."""
    s = jet_board(LOOK.format(pile=pile, deck=deck, verb=verb), deck=("B", 3))
    top, *rest = s.areas["B.deck"]
    chooser = play_jet(s, chooser=Chooser({"yes-no": "yes" if keep else "no"}))
    assert [d.player for d in chooser.asked] == ["A"]
    assert s.areas["B.deck"] == ([top, *rest] if keep else rest)
    assert s.areas["B.discard"] == ([] if keep else [top]) and s.areas["A.discard"] == []
    assert "look at the top 1 card of the opponent's deck; put it back on top or into the discard pile" in words(
        LOOK.format(pile=pile, deck=deck, verb=verb))


@pytest.mark.parametrize("text", [
    "【出現時】相手の山札を上から1枚見て、それをあなたの捨て札にするか山札の上に戻す。",
    "【出現時】あなたの山札を上から1枚見て、それを相手の捨て札にするか山札の上に戻す。",
    "【出現時】相手の山札を上から1枚公開し、それをあなたの手札に加える。",
    "【出現時】あなたの山札を上から1枚公開し、それを相手の手札に加える。"])
def test_a_pile_not_the_cards_owners_is_still_refused(text):
    """4.1.7: a card goes only to its owner's pile — one named for the other player is no reading of the rules."""
    with pytest.raises(CompileError, match="4.1.7"):
        compile_text(text)


@pytest.mark.parametrize("verb, into", [("公開し", "hand"), ("見て", "hand"), ("公開し", "deck-bottom")])
def test_every_verb_puts_the_opponents_card_into_their_own_pile_named(verb, into):
    """The class in the other verbs: 「それを相手の手札に加える」 / 「相手の山札の下に置く」 after B's top card is revealed
    or looked at — B's hand or deck (4.1.7), never A's."""
    put = "相手の手札に加える" if into == "hand" else "相手の山札の下に置く"
    s = jet_board(f"【出現時】相手の山札を上から1枚{verb}、それを{put}。", deck=("B", 3))
    top = s.areas["B.deck"][0]
    play_jet(s)
    if into == "hand":
        assert s.areas["B.hand"] == [top] and s.areas["A.hand"] == []
    else:
        assert s.areas["B.deck"][-1] == top and len(s.areas["B.deck"]) == 3


# -- 10.6.2: 「このターン交戦カードが破壊されていたら」 — whose unsaid: either player's ------------------------------------

@pytest.mark.parametrize("whose, draws", [("相手", True), ("あなた", True), (None, False)])
def test_a_battle_card_of_either_player_destroyed_this_turn(whose, draws):
    """FI-044's class: Bomber's 出現時 destroys one of B's Tanks, or one of A's own, or Bomber is not played; then
    Jet asks 「このターン交戦カードが破壊されていたら」: either player's card counts (as 「いずれかの」)."""
    from judgekit.engine.abilities import new_game
    from judgekit.cardtext import compile_card
    from judgekit.engine.cards import make_card
    from judgekit.engine.controllers import play
    from judgekit.engine.decisions import PlayBattle
    s = jet_board("【出現時】このターン交戦カードが破壊されていたら、カードを1枚引く。", deck=("A", 2))
    s.defs["Bomber"] = make_card("Bomber", "battle", "1", "red", "Weapon", counter=1000,
                                 text=BOMBER_TEXT.format(whose=whose or "相手"))
    s.put(s.new_card("Tank", "A"), "A.zone3")
    s.put(s.new_card("Tank", "B"), "B.zone3")
    game = new_game(s, compile_card)
    actions = []
    if whose:
        bomber = s.new_card("Bomber", "A")
        s.put(bomber, "A.hand")
        actions.append(PlayBattle(bomber, 6))
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, actions + [PlayBattle(jet, 5)], Chooser())
    assert (len(s.areas["A.deck"]) == 1) is draws


@pytest.mark.parametrize("said, reads", [
    ("このターン交戦カードが破壊されていたら", "if a battle card of either player's was destroyed this turn"),
    ("このターン交戦カードが2枚以上破壊されていたら",
     "if a battle card of either player's was destroyed this turn (2 or more times)"),
    ("このターン怪獣カードが前進していたら", "if a monster of either player's moved forward this turn"),
    ("このターンカードが捨て札に置かれていたら", "if a card of either player's was put into the discard pile this turn"),
    ("このターン赤の交戦カードが破壊されていたら",
     "if a battle card of either player's was destroyed (counting only cards: red) this turn"),
    ("このターン相手の効果で交戦カードが破壊されていたら",
     "if a battle card of either player's was destroyed by the opponent's effect this turn"),
    ("このターン交戦カードが破壊されていないなら", "if not (a battle card of either player's was destroyed this turn)")])
def test_every_record_of_this_turn_with_whose_unsaid_is_either_players(said, reads):
    """The same record as 「いずれかの」 (10.6.2), with every event, a count, a filter, whose effect (3.1.2), not."""
    assert reads in words(f"【出現時】{said}、カードを1枚引く。")
    assert meaning(f"【出現時】{said}、カードを1枚引く。") == meaning(
        f"【出現時】{said.replace('このターン', 'このターンいずれかの', 1).replace('いずれかの相手の効果で', '相手の効果でいずれかの')}、カードを1枚引く。")


# -- 5.8.1.1: 「好きなカードを2枚探して」 — any cards, no filter: a search by count alone takes that many ------------------

@pytest.mark.parametrize("deck, taken", [(3, 2), (1, 1)])
def test_a_search_for_any_cards_takes_that_many(deck, taken):
    """FI-053: 「あなたの山札から好きなカードを2枚探して手札に加え、山札をシャッフルする」 — 2 cards must be taken
    (5.8.1.1), all of them if the deck has fewer (5.8.1.1.1)."""
    text = "【出現時】あなたの山札から好きなカードを2枚探して手札に加え、山札をシャッフルする。"
    s = jet_board(text, deck=("A", deck))
    play_jet(s)
    assert len(s.areas["A.hand"]) == taken and len(s.areas["A.deck"]) == deck - taken
    assert "search your deck for 2 of your cards in the deck" in words(text)
    assert meaning(text) == meaning(text.replace("好きな", ""))


@pytest.mark.parametrize("text", [
    "【出現時】あなたの山札から好きな交戦カードを1枚探して手札に加え、山札をシャッフルする。",
    "【出現時】あなたの捨て札から好きなカードを2枚選び、山札の下に置く。",
    "【出現時】あなたの捨て札の好きなカードを1枚手札に加える。",
    "【出現時】相手のエリアにいる好きな交戦カードを1枚破壊する。",
    "【出現時】相手の好きな交戦カードを1枚手札に戻す。",
    "【出現時】これの隣接エリアにいる好きな交戦カードを1枚破壊する。"])
def test_any_card_picked_by_a_count_in_every_choice_is_the_phrase_without_it(text):
    """The class in every slot a picked card phrase stands (a search, a choice, a pile, the field, a zone named from
    this card): 「好きな」 adds no filter (10.5.3.1) — the same meaning as without it."""
    assert meaning(text) == meaning(text.replace("好きな", ""))


@pytest.mark.parametrize("text", ["【出現時】相手の好きな交戦カードをすべて破壊する。",
                                  "【出現時】相手のエリアにいる好きな交戦カードが2枚以上いるなら、カードを1枚引く。",
                                  "あなたの好きなカードが破壊された時、カードを1枚引く。"])
def test_any_card_where_no_one_picks_is_refused(text):
    """All of them, a count a condition makes, an event's card: no one picks, so 「好きな」 says nothing read."""
    with pytest.raises(CompileError):
        compile_text(text)


@pytest.mark.parametrize("trampled", [True, False])
def test_your_own_card_trampled_by_the_advance_counts_when_asked(trampled):
    """FI-044 played: A's monster advances from zone 3 to 4; a Tank of A's in zone 4 is trampled at once (11.3, a rule
    process interrupting the effect) and so is a battle card destroyed this turn when 「その後、このターン交戦カードが
    破壊されていたら」 is asked: A draws 1. With no card there, none was destroyed: no draw."""
    from judgekit.cardtext import compile_card
    from judgekit.engine.abilities import new_game
    from judgekit.engine.cards import make_card
    from judgekit.engine.controllers import play
    from judgekit.engine.decisions import ActivateStrategy
    s = jet_board("", deck=("A", 2))
    s.defs["Plan"] = make_card("Plan", "strategy", "1", "red", "Weapon", text="あなたの怪獣カードを1エリア前進させる。"
                               "その後、このターン交戦カードが破壊されていたら、あなたは1枚引く。")
    s.position["A"] = 3
    if trampled:
        s.put(s.new_card("Tank", "A"), "A.zone4")
    game = new_game(s, compile_card)
    plan = s.new_card("Plan", "A")
    s.put(plan, "A.hand")
    play(game, [ActivateStrategy(plan, 1)], Chooser())
    assert s.position["A"] == 4
    assert [s.cards[c].name for c in s.areas["A.discard"]] == (["Tank"] if trampled else [])
    assert len(s.areas["A.hand"]) == (1 if trampled else 0)
