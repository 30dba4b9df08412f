"""The classes practice set B of round 12 showed (issue 18), each read wherever it can stand and run by the
engine on a board where it decides what happens — not the set's sentences, their kinds."""

import pytest

from judgekit.engine.cards import make_card

from jet_board import jet_board, jet_played, words


def _counter_of_jet(text: str, zone: int, put: tuple[tuple[str, str], ...] = (), foe_traits: str = "Godzilla") -> int:
    """Jet (carrying ``text``) played by A into ``zone``, with ``put`` = (card name, area) placed first; B's
    monster "Foe" (trait ``foe_traits``) stands in B's zone 2, A's in zone 1."""
    s = jet_board(text)
    s.defs["Foe"] = make_card("Foe", "monster", "I", "red", foe_traits, threat=10000)
    for name, where in put:
        s.put(s.new_card(name, where.split(".")[0]), where)
    game, jet = jet_played(s, zone)
    return game.counter_power(jet)


# -- this card said first, the cards it stands beside after it (4.4.5.2, 4.4.5.4): any card phrase, a monster too ----

@pytest.mark.parametrize("zone, traits, power", [(4, "Godzilla", 5000), (7, "Godzilla", 5000), (5, "Godzilla", 2000),
                                                 (4, "Beast", 2000)])
def test_a_column_with_a_monster_of_a_trait_finds_the_monster_in_its_zone(zone, traits, power):
    """PB-063's class, 4.4.5.4 with 3.3.3.2: 「これが《Godzilla》を持つ相手の怪獣カードと同じ縦列にいるなら」 — B's monster
    stands in B's zone 2, in the column of A's zones 4 and 7: there Jet gets +3000, if the monster has the
    trait; in zone 5, or beside a monster without it, nothing."""
    text = "これが《Godzilla》を持つ相手の怪獣カードと同じ縦列にいるなら、撃退力+3000。"
    assert _counter_of_jet(text, zone, foe_traits=traits) == power
    assert "monster cards (with 《Godzilla》, in this card's column)" in words(text)


@pytest.mark.parametrize("text", ["これと同じ縦列に相手の怪獣カードがいるなら、撃退力+3000。",
                                  "これと同じ縦列に相手の赤の怪獣カードがいるなら、撃退力+3000。",
                                  "これが相手の赤の怪獣カードと同じ縦列にいるなら、撃退力+3000。"])
@pytest.mark.parametrize("zone, power", [(4, 5000), (5, 2000)])
def test_a_count_of_monster_cards_in_a_column_counts_the_monster(text, zone, power):
    """3.3.3.2: the invading monster is in its position's zone, so a count of monster cards in this card's
    column (either way it is said) finds B's monster in B's zone 2 when Jet is in A's zone 4 (4.4.5.4) —
    before, no monster was ever counted there and the change never applied."""
    assert _counter_of_jet(text, zone) == power


@pytest.mark.parametrize("text", ["相手のエリアに怪獣カードがいるなら、撃退力+3000。",
                                  "相手のエリアに《Godzilla》を持つ怪獣カードがいるなら、撃退力+3000。"])
def test_a_monster_card_counted_in_a_players_zones_is_the_monster(text):
    """3.3.3.2: B's monster is in one of B's zones, so 「相手のエリアに(…)怪獣カードがいる」 holds."""
    assert _counter_of_jet(text, 5) == 5000


@pytest.mark.parametrize("said", ["これが相手の交戦カードと隣接している", "これが相手の交戦カードに隣接している",
                                  "これが相手の交戦カードの隣接エリアにいる", "これの隣接エリアに相手の交戦カードがいる"])
@pytest.mark.parametrize("theirs, zone, power", [("B.zone8", 8, 6000), ("B.zone7", 8, 2000), ("B.zone8", 7, 2000)])
def test_adjacent_to_an_opponents_card_is_only_zone_8_to_zone_8(said, theirs, zone, power):
    """PB-042's class, 4.4.5.2: one player's zone and the other's are adjacent only when both are zone 8 —
    Jet in A's zone 8 beside a Tank in B's zone 8 gets +4000; B's Tank in zone 7, or Jet in zone 7: nothing.
    Each way of saying it reads the same."""
    assert _counter_of_jet(f"{said}なら、撃退力+4000。", zone, (("Tank", theirs),)) == power


def test_not_adjacent_is_read_denied():
    text = "これが相手の交戦カードと隣接していないなら、撃退力+4000。"
    assert _counter_of_jet(text, 8, (("Tank", "B.zone8"),)) == 2000
    assert _counter_of_jet(text, 8, (("Tank", "B.zone7"),)) == 6000


@pytest.mark.parametrize("said", ["これがいるエリアの後のエリアに", "これのいるエリアの後のエリアに", "これの後のエリアに"])
@pytest.mark.parametrize("ours, power", [("A.zone3", 5000), ("A.zone4", 2000), ("B.zone3", 2000)])
def test_the_zone_behind_the_zone_this_card_is_in(said, ours, power):
    """PB-045's class, 4.4.5.1: 「これがいるエリアの後のエリア」 is the zone behind this card's — behind A's zone 8 is
    A's zone 3: a Tank of A's there gives Jet +3000; in zone 4, or B's zone 3, nothing."""
    assert _counter_of_jet(f"{said}あなたの交戦カードがいるなら、撃退力+3000。", 8, (("Tank", ours),)) == power


def test_the_column_and_the_zones_next_to_the_zone_this_card_is_in():
    """4.4.5.4, 4.4.5.2: 「これがいるエリアと同じ縦列」 and 「これがいるエリアの隣接エリア」 are this card's column and
    the zones next to it."""
    assert words("これがいるエリアの隣接エリアにいるあなたの交戦カードすべての撃退力+1000。") == \
        words("これの隣接エリアにいるあなたの交戦カードすべての撃退力+1000。")
    assert words("これがいるエリアと同じ縦列に相手の交戦カードがいるなら、撃退力+1000。") == \
        words("これと同じ縦列に相手の交戦カードがいるなら、撃退力+1000。")


# -- a number multiplied, said of the number (「これの脅威度は2倍になる」, 10.8.1.5) ---------------------------------

@pytest.mark.parametrize("turn, rage, threat", [("B", 0, 20000), ("B", 2, 40000), ("A", 2, 20000)])
def test_a_threat_doubled_in_the_opponents_turn_doubles_the_rage_bonus_too(turn, rage, threat):
    """PB-055's class, 10.8.1.4 then 10.8.1.5 (3.4.5): 「相手のターン中、これの脅威度は2倍になる」 on A's monster
    (threat 10000) — in B's turn its threat with the rage bonus (+5000 a rage) is doubled: rage 2 gives
    (10000 + 10000) x 2; in A's own turn no change."""
    from judgekit.cardtext import compile_card
    from judgekit.engine.abilities import new_game
    text = "相手のターン中、これの脅威度は2倍になる。"
    s = jet_board("")
    s.defs["Godzilla"] = make_card("Godzilla", "monster", "I", "red", "Godzilla", threat=10000, text=text)
    s.rage["A"], s.turn_player = rage, turn
    assert new_game(s, compile_card).threat("A") == threat
    assert words("これの撃退力は2倍になる。") == words("これの撃退力を2倍にする。")


def test_a_counter_power_doubled_for_a_time_said_of_the_number():
    """7.5.6 with 10.8.1.5: 「出現時このターン、これの撃退力は2倍になる」 reads as 「…を2倍にする」: Jet's 2000 is 4000."""
    text = "出現時このターン、これの撃退力は2倍になる。"
    assert words(text) == words("出現時このターン、これの撃退力を2倍にする。")
    assert _counter_of_jet(text, 5) == 4000


# -- 「…の能力はすべて無効になる」: すべて said after は (10.3.2) ---------------------------------------------------

@pytest.mark.parametrize("turn, small_power, big", [("B", 6000, 12000), ("A", 9000, 12000)])
def test_abilities_made_invalid_in_the_opponents_turn_only_reach_the_cards_of_the_phrase(turn, small_power, big):
    """PB-060's class, 10.3.2: 「相手のターン中、相手の等級4以下の交戦カードの能力はすべて無効になる」 — in B's turn
    B's rank-2 card's own +3000 does nothing (its printed 6000 counts); B's rank-5 card keeps its +3000; in A's
    turn both apply."""
    from judgekit.cardtext import compile_card
    from judgekit.engine.abilities import new_game
    s = jet_board("相手のターン中、相手の等級4以下の交戦カードの能力はすべて無効になる。")
    s.defs["Small"] = make_card("Small", "battle", "2", "red", "Weapon", counter=6000, text="これの撃退力+3000。")
    s.defs["Big"] = make_card("Big", "battle", "5", "red", "Weapon", counter=9000, text="これの撃退力+3000。")
    small, big_card, jet = s.new_card("Small", "B"), s.new_card("Big", "B"), s.new_card("Jet", "A")
    s.put(small, "B.zone3"), s.put(big_card, "B.zone4"), s.put(jet, "A.zone5")
    s.turn_player = turn
    game = new_game(s, compile_card)
    assert (game.counter_power(small), game.counter_power(big_card)) == (small_power, big)


# -- 「それを1エリア前進させる」 after a player's monster's event; 「このターン、次に…時」 (10.6.5) ---------------------------

def _raid_then_invade(text: str, later_turn: bool = False):
    """A activates "Raid" (carrying ``text``) from the hand (8.3), then invades with A's monster from zone 1,
    paying a Tank (8.6.1) — in the same turn, or (``later_turn``) after the turn ended and B's passed."""
    from judgekit.cardtext import compile_card
    from judgekit.engine.abilities import new_game
    from judgekit.engine.controllers import play
    from judgekit.engine.decisions import ActivateStrategy, EndMain, Invade
    from jet_board import Chooser
    s = jet_board("", more=(make_card("Raid", "strategy", "1", "red", "Plan", text=text),))
    game = new_game(s, compile_card)
    raid, tank = s.new_card("Raid", "A"), s.new_card("Tank", "A")
    s.put(raid, "A.hand"), s.put(tank, "A.hand")
    play(game, [ActivateStrategy(raid, 1)], Chooser())
    if later_turn:
        game._next_turn(), game._next_turn()  # the turn ends (7.5.6), B's turn passes
    play(game, [Invade(tank)], Chooser())
    return s


@pytest.mark.parametrize("text, zone", [
    ("このターン、次にあなたの怪獣カードが進攻した時、それを1エリア前進させる。", 3),  # 1 → 2 by 進攻, then 1 more
    ("次にあなたの怪獣カードが進攻した時、それを1エリア前進させる。", 3),
    ("このターン、次に相手の怪獣カードが進攻した時、それを1エリア後退させる。", 2),  # B's monster: A's 進攻 is not it
])
def test_the_next_invasion_this_turn_moves_that_monster_once_more(text, zone):
    """PB-040's class, 10.6.5: the timed trigger made by Raid fires at A's next 進攻 (8.6) and moves the monster
    that invaded — A's — one zone more; a trigger for B's monster does nothing on A's invasion."""
    assert _raid_then_invade(text).position["A"] == zone
    assert "the next time your monster invades this turn (once): move your monster forward 1 zone" in words(
        "このターン、次にあなたの怪獣カードが進攻した時、それを1エリア前進させる。", strategy=True)


def test_the_next_invasion_this_turn_is_forgotten_when_the_turn_ends():
    """10.6.5 with 7.5.6: 「このターン、次に…時」 ends with the turn — A's invasion two turns later moves 1 zone only."""
    s = _raid_then_invade("このターン、次にあなたの怪獣カードが進攻した時、それを1エリア前進させる。", later_turn=True)
    assert s.position["A"] == 2


@pytest.mark.parametrize("trigger, moved", [("相手の怪獣カードが前進した時、", "move the opponent's monster back"),
                                            ("あなたの怪獣カードが進攻した時、", "move your monster back")])
def test_it_after_a_monsters_event_is_that_players_monster(trigger, moved):
    """3.3: one monster to a player, so 「それ」 after its event names it; after a battle card's event, or
    either player's monster's, it names none and is refused."""
    assert moved in words(f"{trigger}それを1エリア後退させる。")
    for unnamed in ("あなたの交戦カードが破壊された時、", "いずれかの怪獣カードが進攻した時、"):
        with pytest.raises(Exception, match="names no one player's monster"):
            words(f"{unnamed}それを1エリア後退させる。")


def test_the_next_invasion_without_this_turn_waits_past_the_turn():
    """10.6.5.1: 「次に…時」 without 「このターン」 waits for the event, however many turns later: A's invasion two
    turns later moves 2 zones."""
    s = _raid_then_invade("次にあなたの怪獣カードが進攻した時、それを1エリア前進させる。", later_turn=True)
    assert s.position["A"] == 3


# -- a cost before a moved monster's threat bound (10.5.4: paid anyway; the bound is the moved monster's) ----------

@pytest.mark.parametrize("bound, position", [(30000, 1), (5000, 2)])
def test_a_cost_may_be_paid_when_the_moved_monster_is_over_its_threat_bound(bound, position):
    """PB-016's class, 10.5.4 with 7.4.2: 「あなたの手札の戦略カードを1枚捨てることで、相手の脅威度N以下の怪獣カードを
    1エリア後退させる」 — A may discard the strategy card whatever B's monster's threat (10000); it moves back only
    when it is within the bound (zone 2 → 1), else the discard buys nothing. Before, the bound was checked
    first and A could not discard at all."""
    from test_rules_verbs import Script, board, card, run
    s = board(f"出現時あなたの手札の戦略カードを1枚捨てることで、相手の脅威度{bound}以下の怪獣カードを1エリア後退させる。")
    plan = card(s, "Plan", "A.hand")
    run(s, Script(yes_no=["yes"]))
    assert s.where(plan) == "A.discard" and s.position["B"] == position


@pytest.mark.parametrize("said", ["これと相手の交戦カードが隣接している", "これと隣接している相手の交戦カードがいる"])
def test_this_and_the_card_said_together_read_as_adjacency(said):
    """4.4.5.2: 「これと相手の交戦カードが隣接している」 and 「これと隣接している…」 name the same zones as 「これに隣接して
    いる」 — on a board only zone 8 beside the opponent's zone 8."""
    text = f"{said}なら、撃退力+4000。"
    assert _counter_of_jet(text, 8, (("Tank", "B.zone8"),)) == 6000
    assert _counter_of_jet(text, 8, (("Tank", "B.zone7"),)) == 2000


@pytest.mark.parametrize("text, rage, position", [
    ("あなたの怪獣カードが進攻した時、それの怒りを1増やす。", 1, 2),
    ("あなたの怪獣カードが進攻した時、それをエリア4まで前進させる。", 0, 4),
    ("相手の怪獣カードが進攻した時、それの怒りを1増やす。", 0, 2),  # B's monster: A's 進攻 is not its event
])
def test_its_rage_and_the_zone_it_goes_to_after_a_monsters_event(text, rage, position):
    """3.3, 3.4, 5.13.1.2: 「それの怒り」 and 「それをエリアNまで…」 after a player's monster's event are that monster's —
    Jet in A's zone 5 watches; A invades from zone 1 (8.6): A's rage goes up, or the monster goes on to zone 4."""
    from judgekit.cardtext import compile_card
    from judgekit.engine.abilities import new_game
    from judgekit.engine.controllers import play
    from judgekit.engine.decisions import Invade
    from jet_board import Chooser
    s = jet_board(text)
    s.put(s.new_card("Jet", "A"), "A.zone5")
    tank = s.new_card("Tank", "A")
    s.put(tank, "A.hand")
    play(new_game(s, compile_card), [Invade(tank)], Chooser())
    assert (s.rage["A"], s.position["A"]) == (rage, position)
