"""Events as full compositions (issue 18, the sweep of JP 1.04's chapters 10-12): every trigger slot takes a
card phrase's filters for the card its event is of (10.6.2), a card moved between zones is an event (4.4.7,
10.6.4), and the events the engine raises are replaced where the rules let them be (10.2.1.3.1, 10.9). Each
is honoured on a board where it decides what happens; no printed card says these sentences yet."""

import pytest

from judgekit.cardtext import compile_card, compile_text
from judgekit.cardtext.errors import CompileError
from judgekit.engine.abilities import _waits_for, new_game
from judgekit.engine.ability_data import Target
from judgekit.engine.cards import make_card
from judgekit.engine.state import GameState

from jet_board import jet_board, play_jet, words


def eye(text: str):
    """A watcher with ``text``, of no colour or trait the Jet board's cards have."""
    return make_card("Eye", "battle", "1", "blue", "Eye", counter=1000, text=text)


# -- a card phrase's filters on the card an event is of (10.6.2, Trigger.card) ----------------------------

def b_draws_as_jet_plays_a_tank(text: str) -> int:
    """A plays Jet (red, rank 1, 2000) from the hand; its effect plays a Tank (red, rank 2, 6000) from
    A's discard pile; B's Eye (``text``) watches: how many cards B draws."""
    s = jet_board("出現時あなたの捨て札から交戦カードを1枚、空いているエリアに出現させる。", more=(eye(text),))
    s.put(s.new_card("Tank", "A"), "A.discard")
    s.put(s.new_card("Eye", "B"), "B.zone4")
    for _ in range(3):
        s.put(s.new_card("Tank", "B"), "B.deck")
    play_jet(s)
    return len(s.areas["B.hand"])


@pytest.mark.parametrize("text, draws", [
    ("相手が赤の交戦カードを出現させるたび、カードを1枚引く。", 2),  # Jet by the action, Tank by its effect
    ("相手が青の交戦カードを出現させるたび、カードを1枚引く。", 0),
    ("相手が等級2の交戦カードを出現させるたび、カードを1枚引く。", 1),  # the Tank only
    ("相手が手札から等級1の交戦カードを出現させた時、カードを1枚引く。", 1),  # Jet, from the hand
    ("相手の《Weapon》を持つ交戦カードが出現するたび、カードを1枚引く。", 2),
    ("相手の撃退力3000以上の交戦カードが出現した時、カードを1枚引く。", 1),  # the Tank (6000), not Jet (2000)
])
def test_a_card_played_is_filtered_by_any_card_phrase(text, draws):
    """8.2, 5.11, 10.6.2: A plays Jet (red, rank 1, 2000), whose effect plays a Tank (red, rank 2, 6000)
    from the discard pile; B's watcher counts the cards its phrase finds."""
    assert b_draws_as_jet_plays_a_tank(text) == draws


@pytest.mark.parametrize("text, draws", [
    ("あなたの等級2の交戦カードが破壊された時、カードを1枚引く。", True),
    ("あなたの青の交戦カードが破壊された時、カードを1枚引く。", False),
    # a name alone, no kind said: a card destroyed is a battle or a strategy card (5.12) — the Tank is one
    ("あなたの「Tank」が破壊されたとき、カードを1枚引く。", True),
    ("あなたの「Tank」が破壊されたとき、カードを1枚引く。", None),
    ("あなたの他の交戦カードが相手の効果で破壊されるたび、カードを1枚引く。", False),  # Jet's is A's own effect
    ("あなたの他の交戦カードがあなたの効果で破壊されるたび、カードを1枚引く。", True),
])
def test_a_card_destroyed_is_filtered_as_it_was_on_the_field(text, draws):
    """5.12, 10.6.4.1.2: A's Jet destroys A's Tank; A's watcher's phrase reads the Tank."""
    if draws is None:  # … and the other kinds: a card destroyed is never a monster (5.12)
        with pytest.raises(CompileError, match="no monster card is destroyed"):
            compile_text(text.replace("「Tank」", "怪獣カード"))
        return
    s = jet_board("出現時あなたの交戦カードを1枚破壊する。", more=(eye(text),), deck=("A", 2))
    s.put(s.new_card("Tank", "A"), "A.zone3")
    s.put(s.new_card("Eye", "A"), "A.zone4")
    deck = len(s.areas["A.deck"])
    play_jet(s, 5, lambda d: next((o.key for o in d.options if "Tank" in o.label), d.options[0].key))
    assert "Tank" in [s.name_of(c) for c in s.areas["A.discard"]]
    assert (len(s.areas["A.deck"]) == deck - 1) is draws


def test_a_delayed_trigger_keeps_its_card_phrase_in_a_saved_game():
    """10.6.5: 「次にあなたの等級2の交戦カードが破壊された時」 is kept with its card phrase, through a game saved
    to text and loaded (GameState.timed), and waits for a rank 2 card only."""
    s = jet_board("出現時次にあなたの等級2の交戦カードが破壊された時、カードを1枚引く。", deck=("A", 2))
    play_jet(s)
    loaded = GameState.from_text(s.to_text())
    assert loaded.timed[0]["event"]["card"]["rank"] == 2
    new_game(loaded, compile_card)  # its waiting trigger made again from its words and fields (delayed_standby)
    assert _waits_for(loaded.timed[0]).card == Target(owner="you", type="battle", rank=2)


def test_filtered_triggers_are_said():
    """The card phrase's filters are said with the card they filter, before what happens to it (issue 18 round 10:
    they once trailed the cause's words, 「(the main phase's action) (only if it is red)」)."""
    assert words("相手が赤の交戦カードを出現させた時、カードを1枚引く。").startswith(
        "Each time the opponent's battle card (red) appears")
    assert words("相手が手札から赤の交戦カードを出現させた時、カードを1枚引く。").startswith(
        "Each time the opponent's battle card (red) appears from the hand")
    assert "strategy card (with 《兵器》) is activated" in words("あなたが《兵器》を持つ戦略カードを発動するたび、カードを1枚引く。")
    assert "battle card (other than this one) is destroyed" in words("あなたの他の交戦カードが破壊されるたび、カードを1枚引く。")


# -- a card moved from a zone to another, as an event (5.2.1, 5.6.1; seen where it is now, 10.6.4.1.3) ------

@pytest.mark.parametrize("jet, text, draws", [
    ("出現時あなたの交戦カードを1枚空いているエリアに移動させる。", "相手の交戦カードが移動した時、カードを1枚引く。", 1),
    ("出現時あなたの交戦カードを1枚空いているエリアに移動させる。", "あなたの交戦カードが移動した時、カードを1枚引く。", 0),
    ("出現時あなたの交戦カードを1枚空いているエリアに移動させる。", "相手の交戦カードが相手の効果で移動した時、カードを1枚引く。", 1),
    ("出現時あなたの交戦カードを1枚空いているエリアに移動させる。", "相手の交戦カードがあなたの効果で移動させられた時、カードを1枚引く。", 0),
    ("出現時あなたの交戦カードを1枚空いているエリアに移動させる。", "相手の等級2の交戦カードが移動するたび、カードを1枚引く。", 1),
    ("出現時これとあなたの交戦カード1枚のいるエリアを入れ替える。", "相手の交戦カードが移動するたび、カードを1枚引く。", 2),  # both
    ("出現時これとあなたの交戦カード1枚のいるエリアを入れ替える。", "相手の等級1の交戦カードが移動するたび、カードを1枚引く。", 1),
])
def test_a_card_moved_to_another_zone_is_an_event(jet, text, draws):
    """A's Jet moves A's Tank (rank 2) to an empty zone, or swaps zones with it; B's watcher sees it."""
    s = jet_board(jet, more=(eye(text),))
    s.put(s.new_card("Tank", "A"), "A.zone3")
    s.put(s.new_card("Eye", "B"), "B.zone4")
    for _ in range(3):
        s.put(s.new_card("Tank", "B"), "B.deck")
    play_jet(s, 5, lambda d: next((o.key for o in d.options if "Tank" in o.label), d.options[0].key))
    assert len(s.areas["B.hand"]) == draws


def test_this_card_moved_is_its_own_event():
    """「これが移動した時」: Jet swapped with the Tank triggers its own, not a Tank's move alone."""
    s = jet_board("出現時これとあなたの交戦カード1枚のいるエリアを入れ替える。これが移動した時、カードを1枚引く。",
                  deck=("A", 2))
    s.put(s.new_card("Tank", "A"), "A.zone3")
    play_jet(s, 5, lambda d: next((o.key for o in d.options if "Tank" in o.label), d.options[0].key))
    assert len(s.areas["A.deck"]) == 1


# -- whose effect caused an event, on every event that records it (3.1.2) --------------------------------

@pytest.mark.parametrize("text, draws", [
    ("あなたの怪獣カードが相手の効果で後退した時、カードを1枚引く。", 1),
    ("あなたの怪獣カードがあなたの効果で後退した時、カードを1枚引く。", 0),
    ("あなたの怪獣カードが効果で後退するたび、カードを1枚引く。", 1),
])
def test_a_monster_moved_back_by_whose_effect(text, draws):
    """5.13.2: A's Jet moves B's monster back; B's watcher asks whose effect it was."""
    s = jet_board("出現時相手の怪獣カードを1エリア後退させる。", more=(eye(text),))
    s.position["B"] = 4
    s.put(s.new_card("Eye", "B"), "B.zone4")
    for _ in range(2):
        s.put(s.new_card("Tank", "B"), "B.deck")
    play_jet(s)
    assert s.position["B"] == 3 and len(s.areas["B.hand"]) == draws


@pytest.mark.parametrize("by, draws", [("相手の", 1), ("あなたの", 0)])
def test_a_card_returned_by_whose_effect(by, draws):
    """5.2.1: A's Jet returns B's Tank to B's hand; B's watcher asks whose effect returned it."""
    s = jet_board("出現時相手の交戦カードを1枚手札に戻す。",
                  more=(eye(f"あなたの交戦カードが{by}効果で手札に戻された時、カードを1枚引く。"),))
    s.put(s.new_card("Tank", "B"), "B.zone3")
    s.put(s.new_card("Eye", "B"), "B.zone4")
    for _ in range(2):
        s.put(s.new_card("Tank", "B"), "B.deck")
    play_jet(s, 5, lambda d: next((o.key for o in d.options if "Tank" in o.label), d.options[0].key))
    assert len(s.areas["B.hand"]) == 1 + draws  # the Tank returned, and the card drawn


@pytest.mark.parametrize("by, draws", [("あなたの", True), ("相手の", False), ("", True)])
def test_what_happened_this_turn_by_whose_effect(by, draws):
    """10.6.2 kept for the turn with its cause (GameState.done): Jet destroys B's Tank by A's effect."""
    s = jet_board(f"出現時相手の交戦カードを1枚破壊する。その後、このターン相手の交戦カードが{by}効果で破壊されていたら、"
                  "カードを1枚引く。", deck=("A", 2))
    s.put(s.new_card("Tank", "B"), "B.zone3")
    deck = len(s.areas["A.deck"])
    play_jet(s)
    assert "Tank" in [s.name_of(c) for c in s.areas["B.discard"]]
    assert (len(s.areas["A.deck"]) == deck - 1) is draws


def test_causes_and_moves_are_said_and_refused_where_nothing_records_them():
    assert words("相手の交戦カードが相手の効果で移動した時、カードを1枚引く。").startswith(
        "Each time the opponent's battle card moves from a zone to another zone by the opponent's effect")
    assert "if a battle card of yours was destroyed by the opponent's effect this turn" in words(
        "出現時このターン相手の効果であなたの交戦カードが破壊されていたら、カードを1枚引く。")
    with pytest.raises(CompileError, match="no other event records it"):
        compile_text("あなたの交戦カードが相手の効果で進化した時、カードを1枚引く。")


# -- the events a replacement takes the place of (10.2.1.3.1, 10.9.1): a move, an evolution, a draw ----------

def rage_board(jet: str, text: str, **kw):
    """The Jet board with A's watcher ``text`` in zone 4, A's Tank in zone 3 and B's rage at 3."""
    s = jet_board(jet, more=(make_card("Eye", "battle", "1", "blue", "Eye", counter=1000, text=text),), **kw)
    s.put(s.new_card("Eye", "A"), "A.zone4")
    s.put(s.new_card("Tank", "A"), "A.zone3")
    s.rage["B"] = 3
    return s


def tank_first(decision):
    return next((o.key for o in decision.options if "Tank" in o.label), decision.options[0].key)


@pytest.mark.parametrize("by, replaced", [("あなたの", True), ("相手の", False), ("", True)])
def test_a_move_to_another_zone_replaced(by, replaced):
    """5.2.1 under 10.9.1: A's Jet moves A's Tank; 「…が(whose)効果で移動する際、かわりに…」 keeps it in zone 3."""
    s = rage_board("出現時あなたの交戦カードを1枚空いているエリアに移動させる。",
                   f"あなたの交戦カードが{by}効果で移動する際、かわりに相手の怒りを1減らす。")
    play_jet(s, 5, tank_first)
    tank = next(c for c in s.cards if s.name_of(c) == "Tank")
    assert (s.where(tank) == "A.zone3") is replaced
    assert s.rage["B"] == (2 if replaced else 3)


def test_an_evolution_replaced():
    """5.17.1 under 10.9.1: the Tank does not evolve into the card of the hand, which stays there."""
    s = rage_board("出現時あなたの交戦カードを1枚、あなたの手札の交戦カードに進化させる。",
                   "あなたの交戦カードが進化する際、かわりに相手の怒りを1減らす。")
    new = s.new_card("Tank", "A")
    s.put(new, "A.hand")
    play_jet(s, 5, tank_first)
    assert s.where(new) == "A.hand" and s.rage["B"] == 2


@pytest.mark.parametrize("whose, replaced", [("あなた", 2), ("相手", 0)])
def test_each_card_drawn_is_replaced_once(whose, replaced):
    """5.4.2: 「2枚引く」 is two draws, each an event replaced on its own (10.9.2.3: once an event)."""
    s = rage_board("出現時カードを2枚引く。", f"{whose}がカードを引く際、かわりに相手の怒りを1減らす。", deck=("A", 2))
    play_jet(s)
    assert len(s.areas["A.hand"]) == 2 - replaced and s.rage["B"] == 3 - replaced


def test_the_opponents_draw_replaced_by_a_mill():
    s = rage_board("出現時相手はカードを1枚引く。", "相手がカードを引く際、かわりに相手の山札を上から1枚捨て札にする。",
                   deck=("B", 2))
    play_jet(s)
    assert not s.areas["B.hand"] and len(s.areas["B.discard"]) == 1 and len(s.areas["B.deck"]) == 1


def test_a_granted_replacement_of_other_cards_events():
    """10.8.1.2: every battle card of A's has 「あなたの他の交戦カードが破壊される際、かわりに…」; the Tank's
    destruction is replaced by another card's granted ability (once, 10.9.2.3), not by its own (他の)."""
    s = rage_board("出現時あなたの交戦カードを1枚破壊する。",
                   "あなたのエリアにいる交戦カードすべては「あなたの他の交戦カードが破壊される際、かわりに相手の怒りを1減らす。」を得る。")
    play_jet(s, 5, tank_first)
    tank = next(c for c in s.cards if s.name_of(c) == "Tank")
    assert s.where(tank) == "A.zone3" and s.rage["B"] == 2


def test_replaced_moves_evolutions_and_draws_are_said():
    assert words("あなたがカードを引く際、かわりに相手の怒りを1減らす。").startswith(
        "if you would draw a card (each card, by an effect or the rules), instead")
    assert words("相手の交戦カードが相手の効果で移動させられる際、かわりにそれを破壊する。").startswith(
        "if one of the opponent's battle cards would move from its zone to another by the opponent's effect")
    assert words("これが進化する際、かわりにカードを1枚引く。").startswith("if this card would evolve, instead")
    with pytest.raises(CompileError, match="only a battle card"):
        compile_text("あなたの怪獣カードが移動する際、かわりにカードを1枚引く。")
    with pytest.raises(CompileError, match="引く枚数"):
        compile_text("あなたがカードを引く際、引く枚数は1枚少なくなる。")


@pytest.mark.parametrize("text, draws", [
    ("あなたの交戦カードが山札に戻されるたび、カードを1枚引く。", 1),
    ("あなたの交戦カードが相手の効果で山札に置かれた時、カードを1枚引く。", 1),
    ("あなたの交戦カードがあなたの効果で山札に戻された時、カードを1枚引く。", 0),
    ("相手の交戦カードが山札に戻されるたび、カードを1枚引く。", 0),
])
def test_a_card_put_from_the_field_into_the_deck(text, draws):
    """5.2.1: A's Jet puts B's Tank at the bottom of B's deck; B's watcher sees whose card and whose effect."""
    s = jet_board("出現時相手の交戦カードを1枚山札の下に置く。", more=(eye(text),))
    tank = s.new_card("Tank", "B")
    s.put(tank, "B.zone3")
    s.put(s.new_card("Eye", "B"), "B.zone4")
    for _ in range(2):
        s.put(s.new_card("Tank", "B"), "B.deck")
    play_jet(s, 5, tank_first)
    assert s.areas["B.deck"][-1] == tank and len(s.areas["B.hand"]) == draws


# -- a state trigger made for a time (10.6.6 × 10.2.1.2) ----------------------------------------------------

@pytest.mark.parametrize("rage, left", [(6, 4), (4, 4)])
def test_a_state_trigger_made_for_a_time_triggers_while_its_state_holds(rage, left):
    """10.6.6.1: once when the state holds, and again after it resolves while it still holds: B's rage 6 goes
    down to 4, then the state no longer holds; at 4 it never triggers."""
    s = jet_board("出現時このターン、相手の怒りが5以上の時、相手の怒りを1減らす。")
    s.rage["B"] = rage
    play_jet(s)
    assert s.rage["B"] == left


def test_a_state_trigger_made_for_this_turn_ends_with_it():
    s = jet_board("出現時このターン、あなたの手札にカードがない時、カードを1枚引く。", deck=("A", 3))
    play_jet(s)
    assert len(s.areas["A.hand"]) == 1  # the hand emptied by playing Jet: one card drawn, then it holds no more
    assert words("出現時このターン、あなたの手札にカードがない時、カードを1枚引く。").endswith(
        "until the end of the turn, you have the ability 「Whenever there are none of your cards in the hand "
        "(a state trigger: once, and again after it resolves): draw 1 card」")


@pytest.mark.parametrize("under, text, replaced", [
    ("これ", "これの下にカードが重ねられる際、かわりに相手の怒りを1減らす。", True),
    ("あなたの怪獣カード", "あなたの怪獣カードの下にカードが重ねられる際、かわりに相手の怒りを1減らす。", True),
    ("あなたの怪獣カード", "これの下にカードが重ねられる際、かわりに相手の怒りを1減らす。", False),  # not under Jet
    ("これ", "これの下に相手の効果でカードが重ねられる際、かわりに相手の怒りを1減らす。", False),  # Jet's own effect
])
def test_a_card_stacked_under_another_replaced(under, text, replaced):
    """3.2.1 under 10.9.1: Jet stacks a Tank of A's discard pile under itself or under A's monster; the Tank
    stays in the discard pile when a replacement takes its place."""
    s = jet_board(f"出現時あなたの捨て札から交戦カードを1枚、{under}の下に重ねる。{text}")
    tank = s.new_card("Tank", "A")
    s.put(tank, "A.discard")
    s.rage["B"] = 3
    play_jet(s)
    assert (s.where(tank) == "A.discard") is replaced and s.rage["B"] == (2 if replaced else 3)
    assert "if a card would be stacked under your monster" in words(
        "あなたの怪獣カードの下にカードが重ねられる際、かわりに相手の怒りを1減らす。")


@pytest.mark.parametrize("text, draws", [
    ("相手が手札から赤の交戦カードを捨てた時、カードを1枚引く。", True),
    ("相手が手札から青の交戦カードを捨てた時、カードを1枚引く。", False),
    ("相手が手札から《Weapon》を持つカードを捨てるたび、カードを1枚引く。", True),
    ("相手が手札から等級1のカードを捨てるたび、カードを1枚引く。", False),  # the Tank is rank 2
])
def test_a_card_discarded_from_the_hand_is_filtered_by_any_card_phrase(text, draws):
    """5.7.1, 10.6.4.1.1 (seen in the discard pile): Jet makes B discard its one Tank; A's watcher filters it."""
    s = jet_board("出現時相手は手札を1枚捨てる。", more=(eye(text),), deck=("A", 2))
    s.put(s.new_card("Tank", "B"), "B.hand")
    s.put(s.new_card("Eye", "A"), "A.zone4")
    deck = len(s.areas["A.deck"])
    play_jet(s)
    assert len(s.areas["B.discard"]) == 1 and (len(s.areas["A.deck"]) == deck - 1) is draws


@pytest.mark.parametrize("text, draws", [
    ("あなたの怒りが増えた時、カードを1枚引く。", True),  # your monster's rage (3.4), said as 相手の怒り is
    ("あなたの怒りが減るたび、カードを1枚引く。", False),
])
def test_your_rage_is_your_monsters_in_a_trigger(text, draws):
    s = jet_board("出現時あなたの怒りを1増やす。", more=(eye(text),), deck=("A", 2))
    s.put(s.new_card("Eye", "A"), "A.zone4")
    deck = len(s.areas["A.deck"])
    play_jet(s)
    assert s.rage["A"] == 1 and (len(s.areas["A.deck"]) == deck - 1) is draws


def test_your_rage_replaced_and_asked_this_turn():
    s = jet_board("出現時あなたの怒りを1増やす。その後、このターンあなたの怒りが増えていたら、カードを1枚引く。",
                  more=(eye("あなたの怒りが増える際、かわりに相手の怒りを1減らす。"),), deck=("A", 2))
    s.put(s.new_card("Eye", "A"), "A.zone4")
    s.rage["B"] = 2
    play_jet(s)
    assert (s.rage["A"], s.rage["B"]) == (0, 1)
    assert len(s.areas["A.hand"]) == 0  # replaced (10.9.1.1): it never went up, so nothing is drawn


@pytest.mark.parametrize("text, replaced", [
    ("あなたの手札の交戦カードが相手の効果で捨てられる際、かわりに相手の怒りを1減らす。", True),
    ("あなたの手札の《Weapon》を持つカードは相手の効果で捨てられず、その際に相手の怒りを1減らす。", True),
    ("あなたの手札の戦略カードが相手の効果で捨てられる際、かわりに相手の怒りを1減らす。", False),
    ("あなたの手札の交戦カードがあなたの効果で捨てられる際、かわりに相手の怒りを1減らす。", False),
    ("相手の手札の交戦カードが捨てられる際、かわりに相手の怒りを1減らす。", False),  # A's hand, not B's
    # … said with the player as subject (TW-042's class): the same event, by the cause it names
    ("あなたが相手の効果で手札の交戦カードを捨てる際、かわりに相手の怒りを1減らす。", True),
    ("あなたが相手の効果で手札を捨てる際、かわりに相手の怒りを1減らす。", True),
    ("あなたが効果で手札を捨てる際、かわりに相手の怒りを1減らす。", True),
    ("あなたが効果で手札から交戦カードを捨てる時、かわりに相手の怒りを1減らす。", True),
    ("あなたが相手の効果で手札の戦略カードを捨てる際、かわりに相手の怒りを1減らす。", False),
    ("あなたがあなたの効果で手札を捨てる際、かわりに相手の怒りを1減らす。", False),
    ("相手が効果で手札を捨てる際、かわりに相手の怒りを1減らす。", False),  # A's discard, not B's
])
def test_a_card_of_a_hand_discarded_replaced(text, replaced):
    """5.7.1 under 10.9.1: A's Jet makes B discard its Tank; B's watcher names the cards of B's hand."""
    s = jet_board("出現時相手は手札を1枚捨てる。", more=(eye(text),))
    tank = s.new_card("Tank", "B")
    s.put(tank, "B.hand")
    s.put(s.new_card("Eye", "B"), "B.zone4")
    s.rage["A"] = 2
    play_jet(s)
    assert (s.where(tank) == "B.hand") is replaced and s.rage["A"] == (1 if replaced else 2)


@pytest.mark.parametrize("text, draws", [
    ("相手が赤の交戦カードをプレイした時、カードを1枚引く。", 1),  # Jet, from the hand (10.5); the Tank appears by an effect
    ("相手が交戦カードをプレイするたび、カードを1枚引く。", 1),
    ("あなたが交戦カードをプレイするたび、カードを1枚引く。", 0),
])
def test_a_card_played_from_the_hand_said_with_the_rules_word(text, draws):
    """10.5.1-10.5.2: a card of the hand played (8.2's action), not one an effect makes appear (5.11)."""
    assert b_draws_as_jet_plays_a_tank(text) == draws
    with pytest.raises(CompileError, match="names the card's kind"):
        compile_text("相手がカードをプレイした時、カードを1枚引く。")
