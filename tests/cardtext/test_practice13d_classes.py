"""The classes practice set D of round 13 showed (issue 18), each read wherever it can stand and run by the
engine on a board where it decides what happens — not the set's sentences, their kinds."""

import pytest

from judgekit.engine.cards import make_card

from jet_board import jet_board, jet_played, words


def _stacked(s, player: str, n: int) -> None:
    """``n`` Tanks stacked under ``player``'s invading monster (3.2.1: the area's list, top first)."""
    for _ in range(n):
        s.put(s.new_card("Tank", player), f"{player}.invading")


# -- a count per card stacked under a player's monster (PD-003's class; 3.2.1, 10.8) ------------------------------

@pytest.mark.parametrize("whose, mine, theirs, power", [
    ("あなた", 3, 1, 5000), ("あなた", 0, 2, 2000), ("相手", 3, 1, 3000), ("相手", 0, 2, 4000)])
def test_a_count_per_card_under_a_players_monster_counts_that_monsters_stack(whose, mine, theirs, power):
    """3.2.1, 10.8: 「あなたの怪獣カードの下にあるカード1枚につき、撃退力+1000」 counts the cards stacked under A's
    monster only (3 there: +3000), 「相手の…」 those under B's; none there: +0."""
    text = f"{whose}の怪獣カードの下にあるカード1枚につき、撃退力+1000。"
    s = jet_board(text)
    _stacked(s, "A", mine)
    _stacked(s, "B", theirs)
    game, jet = jet_played(s, 5)
    assert game.counter_power(jet) == power
    assert f"for each card under {'your' if whose == 'あなた' else 'the opponent' + chr(39) + 's'} monster" in words(text)


@pytest.mark.parametrize("zone, power", [(4, 4000), (5, 2000)])
def test_a_count_under_your_monster_joined_to_a_column_condition_counts_only_there(zone, power):
    """PD-003, 4.4.5.4 with 3.2.1: the +1000 per card under A's monster (2 there) holds only while Jet is in
    B's monster's column (B's monster in B's zone 2, A's zone 4 faces it)."""
    s = jet_board("これが相手の怪獣カードと同じ縦列にいるなら、あなたの怪獣カードの下にあるカード1枚につき、撃退力+1000。")
    _stacked(s, "A", 2)
    game, jet = jet_played(s, zone)
    assert game.counter_power(jet) == power


# -- facts of one monster joined, the subject said once (PD-076's class; 10.5, 2.3, 4.4.3, 3.4) -----------------

@pytest.mark.parametrize("said", ["等級IIで、エリア5~8にいる", "エリア5~8にいて、等級II", "等級IIでエリア5以降にいる"])
@pytest.mark.parametrize("big, position, drawn", [(True, 6, 1), (False, 6, 0), (True, 3, 0)])
def test_facts_of_one_monster_joined_all_must_hold(said, big, position, drawn):
    """10.5: 「あなたの怪獣カードが等級IIで、エリア5~8にいるなら、1枚引く」 — A draws only when A's monster is of
    rank II AND stands in zone 5-8 (4.4.3); rank I in zone 6, or rank II in zone 3: no draw. Either order reads."""
    s = jet_board(f"出現時あなたの怪獣カードが{said}なら、あなたは1枚引く。", deck=("A", 3),
                  more=(make_card("Godzilla II", "monster", "II", "red", "Godzilla", threat=15000),))
    if big:
        s.areas["A.invading"].clear()
        s.put(s.new_card("Godzilla II", "A"), "A.invading")
    s.position["A"] = position
    game, jet = jet_played(s, 5 if position != 5 else 4)
    assert len(s.areas["A.hand"]) == drawn


@pytest.mark.parametrize("rage, position, drawn", [(3, 7, 1), (2, 7, 0), (3, 4, 0)])
def test_the_opponents_monsters_zone_and_its_rage_joined(rage, position, drawn):
    """10.5 with 3.4: 「相手の怪獣カードがエリア6以降にいて、怒りが3以上なら」 — the rage is that monster's (B's)."""
    s = jet_board("出現時相手の怪獣カードがエリア6以降にいて、怒りが3以上なら、あなたは1枚引く。", deck=("A", 3))
    s.position["B"], s.rage["B"], s.rage["A"] = position, rage, 0
    game, jet = jet_played(s, 5)
    assert len(s.areas["A.hand"]) == drawn
    assert "the opponent's monster is in zones 6–8 and the opponent's rage is 3 or more" in words(
        "出現時相手の怪獣カードがエリア6以降にいて、怒りが3以上なら、あなたは1枚引く。")


# -- a strategy card played into an empty strategy zone only (PD-038's class; 5.9.1, 4.5, 11.5.1) ---------------

PLAY_ORDER = {"空いている戦略カード置き場に": True, "空いているあなたの戦略カード置き場に": True, "戦略カード置き場に": False}


def _order_played(said: str, full: bool, chosen_first: bool):
    """Jet's 【出現時】 plays "Order" (a strategy card of A's discard pile whose text draws 1) into ``said``; A's
    two strategy zones both hold an old Plan when ``full``."""
    order = make_card("Order", "strategy", "3", "red", "Plan", text="あなたは1枚引く。")
    plan = make_card("Plan", "strategy", "1", "red", "Plan")
    what = ("あなたの捨て札から等級3以下の戦略カードを1枚まで選び、" if chosen_first
            else "あなたの捨て札の等級3以下の戦略カードを1枚まで、")
    s = jet_board(f"出現時{what}{said}置いて発動させる。", more=(order, plan), deck=("A", 3))
    card = s.new_card("Order", "A")
    s.put(card, "A.discard")
    olds = []
    if full:
        for n in (1, 2):
            olds.append(s.new_card("Plan", "A"))
            s.put(olds[-1], f"A.strategy{n}")
            s.cards[olds[-1]].placed_turn = 0
    game, jet = jet_played(s, 5)
    return s, card, olds


@pytest.mark.parametrize("said", list(PLAY_ORDER))
@pytest.mark.parametrize("chosen_first", [True, False])
def test_a_strategy_card_played_by_an_effect_with_an_empty_zone_is_activated(said, chosen_first):
    """5.9.1: with a strategy zone empty, Order goes there and its text resolves (A draws 1), however the
    zone is said and whether the card is chosen first (「…を1枚まで選び、」) or counted (「…を1枚まで、」)."""
    s, card, _ = _order_played(said, False, chosen_first)
    assert s.where(card).startswith("A.strategy") and len(s.areas["A.hand"]) == 1


@pytest.mark.parametrize("said, empty_only", list(PLAY_ORDER.items()))
def test_an_empty_strategy_zone_said_leaves_the_card_unplayed_when_none_is(said, empty_only):
    """4.5 with 5.9.1: 「空いている戦略カード置き場に」 names only an empty zone — both of A's full, Order stays in
    the discard pile, nothing drawn, both old Plans stay. Without 空いている the card goes into a full zone and
    the duplicate rule (11.5.1) puts the older Plan there into the discard pile."""
    s, card, olds = _order_played(said, True, True)
    if empty_only:
        assert s.where(card) == "A.discard" and all(s.where(o).startswith("A.strategy") for o in olds)
        assert len(s.areas["A.hand"]) == 0
    else:
        assert s.where(card).startswith("A.strategy") and sum(s.where(o) == "A.discard" for o in olds) == 1
    reading = words(f"出現時あなたの捨て札の戦略カードを1枚、{said}置いて発動させる。")
    assert ("empty strategy zone (none empty: not activated)" in reading) is empty_only


# -- where this card stood, read after it left the field (PD-059's class; 10.6.4.1.2, 11.3, 12.7) -----------------

def _jet_left(text: str, zone: int, plan_text: str):
    """Jet (carrying ``text``) stands in A's zone ``zone``; A activates Plan (``plan_text``); returns the board."""
    from judgekit.cardtext import compile_card
    from judgekit.engine.abilities import new_game
    from judgekit.engine.controllers import play
    from judgekit.engine.decisions import ActivateStrategy
    from jet_board import Chooser
    s = jet_board(text, deck=("A", 4), more=(make_card("Plan", "strategy", "1", "red", "Plan", text=plan_text),))
    jet, plan = s.new_card("Jet", "A"), s.new_card("Plan", "A")
    s.put(jet, f"A.zone{zone}")
    s.put(plan, "A.hand")
    game = new_game(s, compile_card)
    play(game, [ActivateStrategy(plan, 1)], Chooser())
    return s, jet


@pytest.mark.parametrize("zone, drawn", [(2, 2), (3, 0)])
def test_a_card_trampled_by_its_own_monster_was_in_that_monsters_zone(zone, drawn):
    """PD-059, 11.3.3 then 12.7.2: A's monster advances from zone 1 into zone 2, where Jet stands — the trample
    destroys Jet, its 【逆襲】 asks where it WAS (10.6.4.1.2): in the monster's zone, so A draws 2. Jet in zone 3
    is not trampled: no 【逆襲】 at all."""
    s, jet = _jet_left("逆襲これがあなたの怪獣カードと同じエリアにいたなら、2枚引く。", zone,
                       "あなたの怪獣カードを1エリア前進させる。")
    assert s.position["A"] == 2 and len(s.areas["A.hand"]) == drawn
    assert s.where(jet) == ("A.discard" if zone == 2 else f"A.zone{zone}")


@pytest.mark.parametrize("said", ["これがエリア6~8にいたなら", "これがエリア6以降にいたら"])
@pytest.mark.parametrize("zone, drawn", [(7, 1), (3, 0)])
def test_the_zone_a_destroyed_card_was_in_is_read_after_it_left(said, zone, drawn):
    """10.6.4.1.2: destroyed by A's Plan, Jet is in the discard pile when its 【逆襲】 resolves — 「これがエリア6~8に
    いたなら」 reads the zone it was last in: from zone 7, A draws 1; from zone 3, nothing."""
    s, jet = _jet_left(f"逆襲{said}、1枚引く。", zone, "あなたのエリアにいる交戦カードをすべて破壊する。")
    assert s.where(jet) == "A.discard" and len(s.areas["A.hand"]) == drawn


# -- a hand's card put into the discard pile is discarded (PD-052's class; 5.7.1, 10.9, 10.5.4) ---------------------

@pytest.mark.parametrize("said", ["あなたの手札のカードが捨て札に置かれる際、かわりに山札の下に置いてよい。",
                                  "あなたの手札のカードが捨て札になる際、かわりに山札の下に置いてよい。",
                                  "あなたの手札のカードが捨てられる際、かわりにあなたの山札の下に置いてよい。",
                                  "あなたが手札を捨てる際、かわりにそれをあなたの山札の下に置いてよい。"])
def test_a_hand_card_put_into_the_discard_pile_is_a_discard_replaced_and_the_cost_still_paid(said):
    """5.7.1: 「あなたの手札のカードが捨て札に置かれる際、かわりに山札の下に置いてよい」 is the discard from the hand
    replaced (10.9.1) — Jet's own cost 「あなたの手札を2枚捨てることで」 is paid by those discards, replaced, so the
    two Tanks go to the bottom of A's deck, none to the discard pile, and B's Tank is destroyed all the same."""
    from jet_board import Chooser
    s = jet_board(f"{said}"
                  "出現時あなたの手札を2枚捨てることで、相手の等級6以下の交戦カードをすべて破壊する。")
    mine = [s.new_card("Tank", "A") for _ in range(2)]
    for card in mine:
        s.put(card, "A.hand")
    theirs = s.new_card("Tank", "B")
    s.put(theirs, "B.zone3")
    chooser = Chooser()
    game, jet = jet_played(s, 5, chooser)
    assert all(s.where(card) == "A.deck" for card in mine) and not s.areas["A.discard"]
    assert s.where(theirs) == "B.discard"
    assert "put all of those cards at the bottom of its owner's deck" in words(said)  # those cards, not this one


def test_a_pile_of_a_player_who_cannot_own_the_replaced_cards_is_refused_not_read_as_this_card():
    """4.1.7: the replaced cards go to their OWNER's pile — a card of the opponent's hand is theirs, so
    「あなたの山札」 is refused there, never read as this card's own move."""
    from judgekit.cardtext.errors import CompileError
    with pytest.raises(CompileError, match="4.1.7"):
        words("相手の手札のカードが捨てられる際、かわりにそれをあなたの山札の下に置く。")


def test_your_field_cards_replaced_into_your_deck_go_to_their_owners_deck():
    """4.1.7: a battle card of yours is almost always your own, but may be the opponent's (3.1.2, a card moved
    to your side): 「かわりにあなたの山札の下に置く」 puts each at the bottom of its owner's deck, and says so —
    those cards, not this one (before, it read 'put this card at the bottom of your deck')."""
    said = words("あなたの交戦カードが破壊される際、かわりにあなたの山札の下に置く。")
    assert "put all of those cards at the bottom of its owner's deck" in said and "this card" not in said


# -- the invasion icon named in full as a card phrase's filter (PD-049's class; 2.8, 8.6.1) ---------------------------

@pytest.mark.parametrize("said", ["進攻アイコンが2のカード", "進攻アイコン2の交戦カード", "進攻アイコンが2以上の交戦カード"])
@pytest.mark.parametrize("paid, destroyed", [("Rocket", True), ("Tank", False)])
def test_the_card_paid_for_this_invasion_found_by_its_invasion_icon(said, paid, destroyed):
    """PD-049, 8.6.1 with 2.8: 「進攻時これの進攻で進攻アイコンが2のカードを捨てたなら、相手の交戦カードを1枚破壊する」 —
    A's monster invades paying a Rocket (icon 2, so it advances twice, 8.6.1.2): B's Tank is destroyed; paying a
    Tank (icon 1): nothing."""
    from judgekit.cardtext import compile_card
    from judgekit.engine.abilities import new_game
    from judgekit.engine.controllers import play
    from judgekit.engine.decisions import Invade
    from jet_board import Chooser
    s = jet_board("", more=(make_card("Rocket", "battle", "1", "red", "Weapon", counter=1000, invasion=2),))
    s.defs["Godzilla"] = make_card("Godzilla", "monster", "I", "red", "Godzilla", threat=10000,
                                   text=f"進攻時これの進攻で{said}を捨てたなら、相手の交戦カードを1枚破壊する。")
    theirs, card = s.new_card("Tank", "B"), s.new_card(paid, "A")
    s.put(theirs, "B.zone3")
    s.put(card, "A.hand")
    game = new_game(s, compile_card)
    play(game, [Invade(card)], Chooser())
    assert s.where(card) == "A.discard" and (s.where(theirs) == "B.discard") is destroyed
    assert s.position["A"] == (3 if paid == "Rocket" else 2)


# -- the rage action with its monster said (PD-048's class; 8.4.1) ----------------------------------------------------

@pytest.mark.parametrize("said", ["これの", "自分の", "あなたの怪獣カードの", ""])
@pytest.mark.parametrize("by_action, destroyed", [(True, True), (False, False)])
def test_the_rage_action_with_its_monster_said_triggers_on_the_action_only(said, by_action, destroyed):
    """8.4.1: 「あなたが手札の怪獣カードを捨ててこれの怒りを増やした時、相手の等級3以下の交戦カードを1枚破壊する」 —
    A discarding Godzilla II from the hand for 1 rage destroys B's Tank; A's rage raised by a strategy card
    (3.4, not the action) does not trigger it."""
    from judgekit.cardtext import compile_card
    from judgekit.engine.abilities import new_game
    from judgekit.engine.controllers import play
    from judgekit.engine.decisions import ActivateStrategy, GainRage
    from jet_board import Chooser
    s = jet_board("", more=(make_card("Godzilla II", "monster", "II", "red", "Godzilla", threat=15000),
                            make_card("Plan", "strategy", "1", "red", "Plan", text="あなたの怪獣カードの怒りを1増やす。")))
    s.defs["Godzilla"] = make_card("Godzilla", "monster", "I", "red", "Godzilla", threat=10000,
                                   text=f"あなたが手札の怪獣カードを捨てて{said}怒りを増やした時、相手の等級3以下の交戦カードを1枚破壊する。")
    theirs = s.new_card("Tank", "B")
    s.put(theirs, "B.zone3")
    card = s.new_card("Godzilla II" if by_action else "Plan", "A")
    s.put(card, "A.hand")
    game = new_game(s, compile_card)
    play(game, [GainRage(card) if by_action else ActivateStrategy(card, 1)], Chooser())
    assert s.rage["A"] == 1 and (s.where(theirs) == "B.discard") is destroyed


# -- a card made to appear in the zone of the card chosen before (PD-060's class; 5.11.1, 11.5.1) ---------------------

@pytest.mark.parametrize("said", ["そのエリアに", "選んだカードのいるエリアに", "それがいるエリアに"])
@pytest.mark.parametrize("on_field", [True, False])
def test_a_card_appears_in_the_zone_of_the_card_chosen_before(said, on_field):
    """PD-060, 5.11.1 then 11.5.1: A chooses its Tank in zone 3; a Rocket from A's discard pile appears in that
    zone (no other), and the duplicate-card process puts the older Tank into the discard pile. With no battle
    card of A's on the field, nothing is chosen and nothing appears."""
    from judgekit.cardtext import compile_card
    from judgekit.engine.abilities import new_game
    from judgekit.engine.controllers import play
    from judgekit.engine.decisions import ActivateStrategy
    from jet_board import Chooser
    text = f"あなたのエリアにいる交戦カードを1枚選び、あなたの捨て札の交戦カードを1枚、{said}出現させる。"
    s = jet_board("", more=(make_card("Plan", "strategy", "1", "red", "Plan", text=text),
                            make_card("Rocket", "battle", "1", "red", "Weapon", counter=1000, invasion=2)))
    tank, rocket, plan = s.new_card("Tank", "A"), s.new_card("Rocket", "A"), s.new_card("Plan", "A")
    if on_field:
        s.put(tank, "A.zone3")
    s.put(rocket, "A.discard"), s.put(plan, "A.hand")
    game = new_game(s, compile_card)
    play(game, [ActivateStrategy(plan, 1)], Chooser())
    if on_field:
        assert s.where(rocket) == "A.zone3" and s.where(tank) == "A.discard"
    else:
        assert s.where(rocket) == "A.discard"


@pytest.mark.parametrize("zone, drawn", [(3, 1), (7, 0)])
def test_a_zone_this_card_was_not_in_is_read_after_it_left(zone, drawn):
    """10.5 with 10.6.4.1.2: 「これがエリア6~8にいなかったなら」 — destroyed from zone 3, A draws 1; from zone 7, nothing."""
    s, jet = _jet_left("逆襲これがエリア6~8にいなかったなら、1枚引く。", zone, "あなたのエリアにいる交戦カードをすべて破壊する。")
    assert s.where(jet) == "A.discard" and len(s.areas["A.hand"]) == drawn
