"""Abilities as data run by the engine: triggers, effects, continuous numbers."""

import dataclasses

import pytest

from judgekit.cardtext import compile_card
from judgekit.engine.abilities import new_game
from judgekit.engine.ability_data import EVOLUTION, Ability, Effect, Event, Modifier, Trigger
from judgekit.engine.controllers import Script, play
from judgekit.engine.decisions import ActivateStrategy, EndMain, GainRage, IllegalAction, Invade, PlayBattle
from judgekit.engine.cards import make_card


def game_with(board, table, **kw):
    """A game whose cards' abilities are given by card name, as the card compiler will give them."""
    return new_game(board, lambda d: table.get(d.name, ()), **kw)


def compiled_game(board, **kw):
    """A game whose cards' printed text is compiled into abilities, as in scenarios."""
    return new_game(board, compile_card, **kw)


def printed(board, name, text):
    """Give a defined card new printed text (the compiler reads it from there)."""
    board.defs[name] = dataclasses.replace(board.defs[name], text=text)


TANK_DRAWS_ON_COUNTERATTACK = {
    "Tank": (Ability("【逆襲】カードを1枚引く。", "auto", Trigger(Event.COUNTERATTACK), (Effect("draw", 1),)),)}


def rules(game):
    return [n for step in game.trace for n in step.rules]


def test_enter_ability_draws_when_the_card_is_played(board, add):
    board.position["B"] = 2
    jet = add("Jet", "A", "hand")
    deck = [add("Tank", "A", "deck") for _ in range(2)]
    game = game_with(board, {"Jet": (Ability("【出現時】カードを1枚引く。", "auto", Trigger(Event.ENTER),
                                      (Effect("draw", 1),)),)})
    game.act(PlayBattle(jet, 3))
    assert board.areas["A.hand"] == [deck[-1]]
    assert rules(game).index("10.6.2") < rules(game).index("12.2.2")


def test_counterattack_triggers_on_crush_but_not_on_duplicates(board, add):
    jet = add("Jet", "A", "hand")
    crushed = add("Tank", "A", "zone2")
    add("Tank", "A", "deck")
    game = game_with(board, TANK_DRAWS_ON_COUNTERATTACK)
    game.act(Invade(jet))  # advances 1 → 3: the Tank in zone 2 is crushed
    assert board.where(crushed) == "A.discard" and len(board.areas["A.hand"]) == 1
    assert "12.7.2" in rules(game)


def test_counterattack_does_not_trigger_for_the_duplicate_process(board, add):
    board.position["B"] = 2
    old = add("Tank", "A", "zone5")
    new = add("Jet", "A", "hand")
    add("Tank", "A", "deck")
    game = game_with(board, TANK_DRAWS_ON_COUNTERATTACK)
    game.act(PlayBattle(new, 5))
    assert board.where(old) == "A.discard" and board.areas["A.hand"] == []
    assert "12.7.2" not in rules(game)


def test_continuous_threat_with_awakening_counts_in_the_counter_phase(board, add):
    add("Tank", "A", "zone3")
    add("Tank", "A", "zone4")  # 12000 against B's Godzilla: 10000 (+5000 when awake)
    add("Godzilla II", "B", "monster_deck")
    game = game_with(board, {"Godzilla": (Ability("【覚醒3】脅威度+5000。", "continuous", awakening=3,
                                           modifiers=(Modifier("threat", 5000),)),)})
    assert game.threat("B") == 10000  # B's monster is in zone 1: asleep
    board.position["B"] = 3
    assert game.threat("B") == 15000
    game.act(EndMain())
    assert board.top_of_invading("B") == "B1"  # 12000 < 15000: not countered


def test_your_battle_cards_with_a_trait_get_counter_power(board, add):
    tank = add("Tank", "A", "zone3")
    game = game_with(board, {"Godzilla": (Ability("あなたのエリアにいる《Weapon》を持つ交戦カードの撃退力+1000。",
                                           "continuous",
                                           modifiers=(Modifier("counter", 1000, "your-battle-cards",
                                                               "Weapon"),)),)})
    assert game.counter_power(tank) == 7000


def test_a_continuous_change_follows_its_card_wherever_the_card_moves(board, add):
    """Each player's active cards are kept, not looked for at every number read (10.3.4): every
    way a card enters or leaves the field must be seen — put, moved zone to zone, swapped,
    stacked under another card, gone (9.1.3)."""
    jet, tank = add("Jet", "A", "zone3"), add("Tank", "A", "zone4")
    other_tank = add("Tank", "A", "zone5")
    game = game_with(board, {"Jet": (Ability("あなたのエリアにいる交戦カードの撃退力+1000。", "continuous",
                                      modifiers=(Modifier("counter", 1000, "your-battle-cards"),)),)})
    assert game.counter_power(tank) == 7000
    board.put(jet, "A.hand")  # leaves the field: its text is no longer active (10.3.4.2)
    assert game.counter_power(tank) == 6000
    board.put(jet, "A.zone2")
    assert game.counter_power(tank) == 7000
    board.lift(jet)  # stacked under the other Tank: only the top card's text is active (3.2)
    board.cards[other_tank].under.append(jet)
    assert game.counter_power(tank) == 6000
    board.cards[other_tank].under.remove(jet)
    board.put(jet, "A.zone6")
    board.swap(jet, tank)  # both stay on the field, in each other's zone
    assert game.counter_power(tank) == 7000 and board.zone_of(tank) == 6
    board.shift(jet, "A.zone2")
    assert game.counter_power(tank) == 7000
    board.defs["Jet"] = dataclasses.replace(board.defs["Jet"], traits=("トークン",))
    board.remove(jet)  # a token gone from the game
    assert game.counter_power(tank) == 6000


def test_a_rule_action_due_after_a_quiet_check_timing_is_found(board, add):
    """The rule actions are looked for again only once a card has entered or left the field
    (11.5.1 here): a second battle card put into an occupied zone must still be found."""
    first = add("Tank", "A", "zone4")
    game = game_with(board, {})
    assert game.unsettled() == []
    second = add("Jet", "A", "zone4")
    assert game.unsettled() == [f"11.5.1: Tank ({first})"]
    assert board.cards[second].since > board.cards[first].since


def test_a_definition_given_new_text_mid_game_counts_at_once(board, add):
    """What the game's cards can do at all is worked out once (Game.census), so a number or an
    action no card changes is passed over; a definition changed while the game waits must count."""
    tank, camp = add("Tank", "A", "zone3"), add("Base Camp", "A", "hand")
    game = compiled_game(board)
    assert game.counter_power(tank) == 6000
    game.check(ActivateStrategy(camp, 1))  # nothing forbids it
    printed(board, "Tank", "撃退力+3000。")
    assert game.counter_power(tank) == 9000
    printed(board, "Godzilla", "相手は戦略カードを置くことができない。")  # B's monster binds A
    with pytest.raises(IllegalAction, match="1.3.3"):
        game.check(ActivateStrategy(camp, 1))


def test_a_discard_effect_asks_which_cards(board, add):
    board.position["B"] = 2
    jet = add("Jet", "A", "hand")
    keep, drop = add("Tank", "A", "hand"), add("Order", "A", "hand")
    game = game_with(board, {"Jet": (Ability("【出現時】手札を1枚捨てる。", "auto", Trigger(Event.ENTER),
                                      (Effect("discard", 1),)),)})
    play(game, [PlayBattle(jet, 3)], Script({"A": ["Order"]}))
    assert board.where(drop) == "A.discard" and board.where(keep) == "A.hand"


def test_play_a_named_battle_card_from_the_discard_pile(board, add):
    board.position["B"] = 2
    jet = add("Jet", "A", "hand")
    tank = add("Tank", "A", "discard")
    game = game_with(board, {"Jet": (Ability("【出現時】あなたの捨て札から「Tank」の交戦カードを1枚出現させる。",
                                      "auto", Trigger(Event.ENTER), (Effect("play-from-discard", name="Tank"),)),)})
    play(game, [PlayBattle(jet, 3)], Script({"A": ["zone 6"]}))
    assert board.where(tank) == "A.zone6"


def test_a_phase_trigger_fires_only_for_the_turn_players_cards(board, add):
    for player in "AB":
        add("Base Camp", player, "strategy1")
        for _ in range(6):
            add("Tank", player, "deck")
    board.phase = "start"
    game = game_with(board, {"Base Camp": (Ability("あなたのメインフェイズ開始時、カードを1枚引く。", "auto",
                                            EVOLUTION, (Effect("draw", 1),)),)}, at_play_timing=False)
    play(game, [], Script())
    # A drew 1 in the start phase (B's rank I) and 1 by Base Camp; B drew nothing
    assert len(board.areas["A.hand"]) == 2 and len(board.areas["B.hand"]) == 0


def test_a_token_of_appendix_a_appears_triggers_and_vanishes_when_it_leaves(board, add):
    board.position["B"] = 2
    board.rage["B"] = 2
    jet = add("Jet", "A", "hand")
    game = game_with(board, {
        "Jet": (Ability("【出現時】無人在来線爆弾を1体出現させる。", "auto", Trigger(Event.ENTER),
                        (Effect("token", 1, name="無人在来線爆弾"),)),),
        "無人在来線爆弾": (Ability("【出現時】相手の【怒り】を1減らす。", "auto", Trigger(Event.ENTER),
                                (Effect("rage", -1, "opponent"),)),)})
    play(game, [PlayBattle(jet, 3)], Script({"A": ["zone 2"]}))
    token = board.areas["A.zone2"][0]
    assert board.definition(token).counter == 2000 and board.definition(token).is_token
    assert board.rage["B"] == 1  # its own 【出現時】 (A.1)
    game.act(Invade(add("Jet", "A", "hand")))  # advance 1 → 3, over zone 2: crushed
    assert token not in board.cards and board.areas["A.discard"] != [] and "9.1.4.2" in rules(game)
    board.check()


def test_evolution_may_search_and_stack_a_card_then_shuffles(board, add):
    from judgekit.engine.cards import make_card

    board.defs["Tank II"] = make_card("Tank II", "battle", "4", "red", "Weapon", counter=9000)
    tank = add("Tank", "A", "zone3")
    big = add("Tank II", "A", "deck")
    add("Jet", "A", "deck")  # on top: drawn in the start phase
    board.phase = "start"
    evolution = {"Tank": (Ability("【進化4】【Weapon】", "auto", EVOLUTION,
                                  (Effect("evolve", 4, name="Weapon"),), keyword="evolution", value=4),)}
    game = game_with(board, evolution, at_play_timing=False)
    play(game, [], Script({"A": ["yes", "Tank II"]}))
    assert board.areas["A.zone3"] == [big] and board.cards[big].under == [tank]
    assert board.where(tank) == "A.zone3"  # stacked under, still on the field
    assert "5.17.1" in rules(game) and game.shuffles[-1][0] == "A.deck"
    assert game.counter_power(big) == 9000  # the top card's information (3.2.3.1)


def test_replacements_are_ordered_by_the_master_and_an_optional_one_may_be_declined(board, add):
    board.position["B"] = 2
    jet = add("Jet", "A", "hand")
    tank = add("Tank", "A", "zone2")
    add("Order", "A", "deck")
    game = game_with(board, {"Tank": (
        Ability("破壊される時、かわりにカードを1枚引いてよい。", "replacement", replaces="destroy",
                optional=True, effects=(Effect("draw", 1),)),
        Ability("破壊される時、かわりにこのカードを手札に戻す。", "replacement", replaces="destroy",
                effects=(Effect("return-self"),)),
    )})
    # the invasion crushes the Tank in zone 2: A orders the two, declines the draw, returns it
    script = Script({"A": ["Tank: 破壊される時、かわりにカードを1枚引いてよい。", "no"]})
    play(game, [Invade(jet)], script)
    assert board.where(tank) == "A.hand" and board.areas["A.deck"] != []  # not drawn
    assert "10.9.1" in rules(game) and "11.3.3" in rules(game)
    assert not any(s.text == "Tank is destroyed" for s in game.trace)


def test_destroy_the_chosen_cards_in_this_cards_column(board, add):
    """BP01-010's 「これと同じ縦列にいる相手の交戦カードをすべて破壊する」 (4.4.5.4): the card in
    another column stays."""
    board.position["B"] = 2
    jet = add("Jet", "A", "hand")
    across = [add("Tank", "B", "zone4"), add("Tank", "B", "zone7")]  # A's zone 2's column
    elsewhere = add("Tank", "B", "zone5")
    printed(board, "Jet", "【出現時】これと同じ縦列にいる相手の交戦カードをすべて破壊する。")
    game = compiled_game(board)
    game.act(PlayBattle(jet, 2))
    assert all(board.where(c) == "B.discard" for c in across) and board.where(elsewhere) == "B.zone5"


def test_choosing_one_of_several_targets_by_name_and_zone(board, add):
    from judgekit.engine.controllers import ScriptError

    board.position["B"] = 2
    printed(board, "Jet", "【出現時】相手の交戦カードを1枚破壊する。")
    first, second = add("Tank", "B", "zone4"), add("Tank", "B", "zone6")
    game = compiled_game(board)
    with pytest.raises(ScriptError, match="could be any of Tank in zone 4; Tank in zone 6"):
        play(game, [PlayBattle(add("Jet", "A", "hand"), 3)], Script({"A": ["Tank"]}))
    game = compiled_game(board)
    play(game, [PlayBattle(add("Jet", "A", "hand"), 5)], Script({"A": ["Tank in zone 6"]}))
    assert board.where(second) == "B.discard" and board.where(first) == "B.zone4"


def test_a_conditional_modifier_applies_only_while_its_condition_holds(board, add):
    printed(board, "Godzilla", "これの怒りが2以上なら、脅威度+5000。")
    game = compiled_game(board)
    board.rage["B"] = 1
    assert game.threat("B") == 10000 + 5000  # rage only
    board.rage["B"] = 2
    assert game.threat("B") == 10000 + 10000 + 5000  # rage 2 and the condition holds


@pytest.mark.parametrize("text, check", [
    ("【出現時】相手は自分の手札を1枚になるよう捨てる。", lambda s: len(s.areas["B.hand"]) == 1),
    ("【出現時】相手の山札を上から2枚捨て札にする。",
     lambda s: len(s.areas["B.discard"]) == 2 and len(s.areas["B.deck"]) == 1),
    ("【出現時】あなたの怪獣カードをエリア4まで前進させる。", lambda s: s.position["A"] == 4),
    ("【出現時】相手の脅威度5000以下の怪獣カードを1エリア後退させる。", lambda s: s.position["B"] == 2),
    ("【出現時】相手の脅威度50000以下の怪獣カードを1エリア後退させる。", lambda s: s.position["B"] == 1),
])
def test_real_card_effects_change_the_board(board, add, text, check):
    board.position["B"] = 2
    for _ in range(3):
        add("Tank", "B", "hand")
        add("Tank", "B", "deck")
    printed(board, "Jet", text)
    game = compiled_game(board)
    play(game, [PlayBattle(add("Jet", "A", "hand"), 5)], Script({"B": ["Tank"]}))
    assert check(board)  # B's monster has threat 10000: above 5000 it stays, under 50000 it retreats


@pytest.mark.parametrize("answer, rage, hand", [("yes", 1, 0), ("no", 2, 1)])
def test_a_cost_is_offered_and_the_effect_happens_only_if_paid(board, add, answer, rage, hand):
    board.position["B"] = 2
    board.rage["B"] = 2
    printed(board, "Jet", "【出現時】手札を1枚捨てることで、相手の怒りを1減らす。")
    jet = add("Jet", "A", "hand")
    add("Tank", "A", "hand")
    game = compiled_game(board)
    play(game, [PlayBattle(jet, 3)], Script({"A": [answer]}))
    assert board.rage["B"] == rage and len(board.areas["A.hand"]) == hand
    assert "10.5.4" in rules(game)


@pytest.mark.parametrize("rage, drawn", [(1, 0), (2, 1)])
def test_joined_effects_happen_only_after_the_one_before(board, add, rage, drawn):
    board.position["B"] = 2
    board.rage["A"] = rage
    printed(board, "Jet", "【出現時】これの怒りが2以上なら、これを破壊し、カードを1枚引く。")
    add("Tank", "A", "deck")
    jet = add("Jet", "A", "hand")
    game = compiled_game(board)
    game.act(PlayBattle(jet, 3))
    assert len(board.areas["A.hand"]) == drawn
    assert board.where(jet) == ("A.discard" if drawn else "A.zone3")


def test_search_the_deck_for_a_named_card_into_the_hand_then_shuffle(board, add):
    board.position["B"] = 2
    printed(board, "Jet", "【出現時】あなたの山札から「Tank」を1枚まで探して公開し、手札に加え、山札をシャッフルする。")
    tank = add("Tank", "A", "deck")
    add("Order", "A", "deck")
    game = compiled_game(board)
    play(game, [PlayBattle(add("Jet", "A", "hand"), 3)], Script({"A": ["Tank"]}))
    assert board.areas["A.hand"] == [tank] and game.shuffles[-1][0] == "A.deck"
    assert "5.10.1" in rules(game)


def test_a_your_turn_modifier_counts_only_in_its_masters_turn(board, add):
    printed(board, "Tank", "あなたのターン中これの撃退力+3000。")
    tank = add("Tank", "A", "zone3")
    game = compiled_game(board)
    assert game.counter_power(tank) == 9000
    board.turn_player = "B"
    assert game.counter_power(tank) == 6000


@pytest.mark.parametrize("zone, power", [(2, 8000), (5, 6000)])
def test_adjacent_to_your_monster_condition(board, add, zone, power):
    board.position["A"] = 3
    printed(board, "Tank", "これがあなたの怪獣カードの隣接エリアにいるなら、これの撃退力+2000。")
    tank = add("Tank", "A", f"zone{zone}")
    game = compiled_game(board)
    assert game.counter_power(tank) == power  # zone 2 is next to 3 (4.4.5.2); zone 5 is not


def test_a_typed_discard_cost_offers_only_fitting_cards(board, add):
    board.position["B"] = 2
    board.rage["B"] = 1
    printed(board, "Jet", "【出現時】あなたの手札の等級2以上の交戦カードを1枚捨てることで、相手の怒りを1減らす。")
    jet = add("Jet", "A", "hand")
    small = add("Jet", "A", "hand")  # rank 1: cannot pay
    game = compiled_game(board)
    game.act(PlayBattle(jet, 3))
    assert board.rage["B"] == 1 and board.where(small) == "A.hand" and "10.5.4.1" in rules(game)


def test_choosing_one_of_the_following(board, add):
    board.position["B"] = 2
    board.rage["B"] = 2
    printed(board, "Jet", "【出現時】以下を1つ行う。・相手の戦略カードを1枚破壊する。・相手の怒りを1減らす。")
    order = add("Order", "B", "strategy1")
    game = compiled_game(board)
    play(game, [PlayBattle(add("Jet", "A", "hand"), 3)], Script({"A": ["相手の怒りを1減らす。"]}))
    assert board.rage["B"] == 1 and board.where(order) == "B.strategy1"
    assert "10.5.2.2.1" in rules(game)


def test_a_battle_card_sees_its_masters_rage_go_up(board, add):
    printed(board, "Tank", "あなたの怪獣カードの怒りが増えるたび、カードを1枚引く。")
    add("Tank", "A", "zone3")
    add("Jet", "A", "deck")
    fuel = add("Godzilla II", "A", "hand")
    game = compiled_game(board)
    game.act(GainRage(fuel))
    assert board.rage["A"] == 1 and len(board.areas["A.hand"]) == 1  # drew the Jet


def test_a_card_that_watches_the_opponents_invasion(board, add):
    printed(board, "Tank", "相手の怪獣カードが進攻した時、これを破壊する。")
    watcher = add("Tank", "B", "zone5")
    game = compiled_game(board)
    game.act(Invade(add("Jet", "A", "hand")))
    assert board.where(watcher) == "B.discard"


def test_lowering_the_opponents_ranks_lets_a_rank_limited_effect_reach_more(board, add):
    board.position["B"] = 2
    printed(board, "Godzilla", "相手のエリアにいる交戦カードすべての等級-2。")
    printed(board, "Jet", "【出現時】相手の等級1以下の交戦カードを1枚破壊する。")
    board.defs["Heavy"] = make_card("Heavy", "battle", "3", "red", "Weapon", counter=3000)
    heavy = add("Heavy", "B", "zone4")  # rank 3, lowered to 1 by A's monster
    game = compiled_game(board)
    assert game.rank(heavy) == 1
    game.act(PlayBattle(add("Jet", "A", "hand"), 3))
    assert board.where(heavy) == "B.discard"


@pytest.mark.parametrize("top, destroyed", [("Godzilla II", True), ("Tank", False)])
def test_it_is_the_card_the_previous_effect_moved(board, add, top, destroyed):
    board.position["B"] = 2
    printed(board, "Jet", "【出現時】あなたの山札を上から1枚捨て札にする。それが怪獣カードなら、相手の交戦カードを1枚破壊する。")
    add(top, "A", "deck")
    target = add("Tank", "B", "zone4")
    game = compiled_game(board)
    game.act(PlayBattle(add("Jet", "A", "hand"), 3))
    assert (board.where(target) == "B.discard") == destroyed


@pytest.mark.parametrize("start, fires", [(4, True), (3, False)])  # Jet's invasion 2: into 6, or into 5
def test_a_trigger_on_any_monster_invading_into_a_zone_range(board, add, start, fires):
    printed(board, "Tank", "いずれかの怪獣カードがエリア6~8に進攻した時、これを破壊する。")
    watcher = add("Tank", "B", "zone2")
    board.position["A"] = start
    game = compiled_game(board)
    game.act(Invade(add("Jet", "A", "hand")))
    assert board.position["A"] == start + 2 and (board.where(watcher) == "B.discard") == fires


def test_played_from_the_hand_is_remembered_for_its_own_enter_ability(board, add):
    board.position["B"] = 2
    printed(board, "Jet", "出現時手札から出現したら、カードを1枚引く。")
    add("Tank", "A", "deck")
    jet = add("Jet", "A", "hand")
    game = compiled_game(board)
    game.act(PlayBattle(jet, 3))
    assert board.cards[jet].played_by == "hand" and len(board.areas["A.hand"]) == 1


@pytest.mark.parametrize("under, threat", [("Godzilla II", 12000), ("Tank", 10000)])
def test_a_monster_that_knows_what_is_stacked_under_it(board, add, under, threat):
    board.defs["Top"] = make_card("Top", "monster", "I", "red", "Godzilla", threat=10000,
                                  text="これの下に《Godzilla》を持つカードがあるなら、これの脅威度+2000。")
    board.areas["A.invading"].clear()
    add("Top", "A", "invading")
    board.put(board.new_card(under, "A"), "A.invading", top=False)
    game = compiled_game(board)
    assert game.threat("A") == threat


def test_a_boost_to_the_battle_cards_next_to_this_one(board, add):
    printed(board, "Tank", "これの隣接エリアにいるあなたの交戦カードすべての撃退力+1000。")
    add("Tank", "A", "zone3")
    beside, apart = add("Jet", "A", "zone4"), add("Jet", "A", "zone6")  # 4 is next to 3 (4.4.5.2)
    game = compiled_game(board)
    assert game.counter_power(beside) == 3000 and game.counter_power(apart) == 2000  # Jet: 2000


@pytest.mark.parametrize("rage, power", [(0, 6000), (2, 12000)])
def test_a_change_multiplied_by_the_opponents_rage(board, add, rage, power):
    printed(board, "Tank", "相手の怒り1につき、撃退力+3000。")
    tank = add("Tank", "A", "zone3")
    board.rage["B"] = rage
    assert compiled_game(board).counter_power(tank) == power


@pytest.mark.parametrize("answer, zone", [("zone 7", "A.zone7"), ("stay", "A.zone3"), ("no", "A.zone3")])
def test_this_card_may_move_to_an_empty_zone(board, add, answer, zone):
    printed(board, "Tank", "あなたのメインフェイズ開始時、これを空いているエリアに移動させてよい。")
    tank = add("Tank", "A", "zone3")
    board.phase = "start"
    for _ in range(3):
        add("Jet", "A", "deck")
    game = compiled_game(board, at_play_timing=False)
    play(game, [], Script({"A": [answer]}))
    assert board.where(tank) == zone


def test_an_opponents_prohibition_refuses_the_action_by_1_3_3(board, add):
    from judgekit.engine.decisions import ActivateStrategy

    printed(board, "Tank", "相手は戦略カードを置くことができない。")
    add("Tank", "B", "zone3")
    camp = add("Base Camp", "A", "hand")
    game = compiled_game(board)
    with pytest.raises(IllegalAction, match=r"^1\.3\.3: Tank \(相手は戦略カードを置くことができない。\) forbids A"):
        game.act(ActivateStrategy(camp, 1))
    assert ActivateStrategy(camp, 1) not in game.legal_actions()


def test_a_card_played_on_top_of_another_needs_the_trait_its_text_names(board, add):
    """"これをあなたの《T》を持つ交戦カードの上に重ねて出現させるなら、等級を-2して…" (3.2.5); the card
    list's BP03-051 lost the trait icon, so it is never played that way, and says why."""
    from judgekit.cardtext.database import database

    text = "これをあなたの《Weapon》を持つ交戦カードの上に重ねて出現させるなら、等級を-2して手札から出現できる。"
    board.defs["Junior"] = make_card("Junior", "battle", "3", "red", "Junior", counter=1000, text=text)
    board.defs["Lost"] = dataclasses.replace(database()["BP03-051"], name="Lost")
    board.position["B"] = 1  # rank 1 at most, unless stacked
    tank = add("Tank", "A", "zone3")
    junior, lost = add("Junior", "A", "hand"), add("Lost", "A", "hand")
    game = compiled_game(board)
    with pytest.raises(IllegalAction, match=r"^8\.2\.1: Junior has rank 3, above 1"):
        game.act(PlayBattle(junior, 4))
    with pytest.raises(IllegalAction, match=r"^8\.2\.1: no battle card of A's with 《Weapon》 in zone 5"):
        game.act(PlayBattle(junior, 5, on_top=True))
    with pytest.raises(IllegalAction, match=r"^8\.2\.1: Lost: the trait its text names was lost"):
        game.act(PlayBattle(lost, 3, on_top=True))
    assert PlayBattle(junior, 3, on_top=True) in game.legal_actions()
    game.act(PlayBattle(junior, 3, on_top=True))
    assert board.areas["A.zone3"] == [junior] and board.cards[junior].under == [tank]


def test_a_vanished_tokens_ability_does_nothing_and_its_id_is_not_reused(board, add):
    """A token destroyed before its own "これを破壊し" resolves has vanished (9.1.3): the effect
    finds it nowhere (10.10.1.1), the trace still names it (10.10.1.2), and no new card takes
    its id. Found by a random real-card game of benchmarks/engine.py."""
    board.defs["Tentacle"] = make_card("Tentacle", "battle", "1", "green", "トークン", counter=1000,
                                       text="あなたのエンドフェイズ開始時、これを破壊する。")
    token = add("Tentacle", "A", "zone3")
    game = new_game(board, compile_card)
    layer = game.layer
    (ability,) = compile_card(board.defs["Tentacle"])
    board.remove(token)
    assert list(layer.run_all(ability.effects, "A", token, ability)) == []  # no decision asked
    assert game.trace[-1].text == "Tentacle is no longer on the field"
    assert add("Tank", "A", "zone4") != token


def test_each_step_names_the_step_that_caused_it(board, add):
    """The trace is a tree: an action causes its steps and the triggers it sets off; playing a
    standby ability causes what it does; a check timing causes its rule actions and plays."""
    printed(board, "Tank", "【出現時】相手の交戦カードを1枚破壊する。")
    board.position["B"] = 2
    add("Jet", "B", "zone4")
    tank = add("Tank", "A", "hand")
    game = compiled_game(board)
    game.act(PlayBattle(tank, 3))
    steps = game.trace
    action = next(i for i, s in enumerate(steps) if s.kind == "action")
    standby = next(i for i, s in enumerate(steps) if s.text.endswith("goes on standby"))
    played = next(i for i, s in enumerate(steps) if s.text.startswith("A plays Tank:"))
    destroyed = next(i for i, s in enumerate(steps) if s.text == "Jet is destroyed")
    assert steps[standby].cause == action and steps[action].cause is None
    assert steps[played].cause is not None and steps[steps[played].cause].text == "check timing"
    assert steps[destroyed].cause == played


def test_a_zone_a_prohibition_closes_leaves_the_other_zones_legal(board, add):
    """"相手はこれと同じ縦列のエリアに交戦カードを出現させることができない" refuses the place, not the
    card (IllegalAction.place): the legal actions still offer the card everywhere else."""
    board.defs["Wall"] = make_card("Wall", "battle", "1", "red", "Weapon", counter=1000,
                                   text="相手はこれと同じ縦列のエリアに交戦カードを出現させることができない。")
    add("Wall", "B", "zone1")  # its column: A's zones 5 and 6 (4.4.5.4)
    jet = add("Jet", "A", "hand")
    game = compiled_game(board)
    zones = sorted(a.zone for a in game.legal_actions() if isinstance(a, PlayBattle) and a.card == jet)
    assert zones == [2, 3, 4, 7, 8]  # not 1 (A's monster stands there), not 5 or 6


def test_battle_cards_one_effect_plays_together_are_offered_apart_zones(board, add):
    """5.11.1.3: the second card's zone is chosen among those the first did not take; only when
    every zone is taken may two share one."""
    board.defs["Raiser"] = make_card("Raiser", "battle", "1", "red", "Weapon", counter=1000,
                                     text="【出現時】あなたの捨て札から等級1の交戦カードを2枚まで出現させる。")
    raiser = add("Raiser", "A", "hand")
    jet, other = add("Jet", "A", "discard"), add("Jet", "A", "discard")
    game = compiled_game(board)
    game.act(PlayBattle(raiser, 3))
    first = game.pending.options[0].key  # two copies of Jet: one answer (either is the same)
    game.answer(first)
    game.answer(({jet, other} - {first}).pop())  # "up to 2": the second, not "no more"
    game.answer("zone5")  # the first card's zone: any but the monster's
    second = game.pending
    assert second.rule.number == "5.11.1.3"
    assert {o.key for o in second.options} == {f"zone{n}" for n in (2, 3, 4, 6, 7, 8)}
    game.answer("zone6")
    assert board.zone_of(first) == 5 and board.zone_of(({jet, other} - {first}).pop()) == 6


def test_a_game_made_without_its_ability_layer_refuses_to_start(board):
    """Game(state) alone would play on as if no card had text (Base Camp's 【拠点】 lost): it is
    refused, naming the way in; new_game is that way, and attaches one layer only."""
    from judgekit.engine.abilities import AbilityLayer
    from judgekit.engine.game import Game, NoAbilityLayer

    with pytest.raises(NoAbilityLayer, match=r"new_game\(state, compile="):
        Game(board).pending
    with pytest.raises(NoAbilityLayer):
        Game(board).keyword("A1", "base")  # nor is any card's text read through it
    game = new_game(board, compile_card)
    assert game.keyword(board.new_card("Base Camp", "A"), "base") == [0]
    with pytest.raises(ValueError, match="has its ability layer already"):
        AbilityLayer(game, compile_card)


def test_a_board_said_to_have_no_text_is_refused_when_a_card_has_some(board):
    from judgekit.engine.abilities import NO_TEXT

    with pytest.raises(ValueError, match="Base Camp has text"):
        new_game(board, NO_TEXT).pending  # 【拠点】 would be ignored
    del board.defs["Base Camp"]
    assert new_game(board, NO_TEXT).pending is not None


def test_every_tally_is_counted_and_said_in_words(board, add):
    """A count the compilers may give (Tally) has a way to count it and words to say it."""
    from judgekit.cardtext.describe import per_words
    from judgekit.engine.ability_data import Count, Tally

    board.rage["B"] = 3
    add("Tank", "A", "zone3")
    game = compiled_game(board)
    source = board.top_of_invading("A")
    counts = {t: game.layer.count(t, "A", source) for t in Tally}
    assert counts[Tally.OPPONENT_RAGE] == 3 and counts[Tally.YOUR_BATTLE_CARDS] == 1
    assert game.layer.count(Count(name="Tank"), "A", source) == 1
    assert game.layer.count(Count(zones=(1, 3)), "A", source) == 2  # the Tank, and the monster in zone 1
    assert all(per_words(t) for t in Tally)


@pytest.mark.parametrize("then", ["破壊する", "手札に戻す"])
def test_a_card_stacked_under_another_is_not_this_card_on_its_own(board, add, then):
    """"これを「Tank」の下に重ねてよい。そうしたら、これを{then}。": once under the Tank, the two are one
    card whose information is the Tank's (3.2.3), so "これ" is no longer found on its own: nothing
    is destroyed or returned, the stack stays whole, and the trace says why."""
    printed(board, "Jet", f"【出現時】これをあなたのエリアにいる「Tank」の下に重ねてよい。そうしたら、これを{then}。")
    tank, jet = add("Tank", "A", "zone3"), add("Jet", "A", "hand")
    game = compiled_game(board)
    play(game, [PlayBattle(jet, 4)], lambda d: "yes")  # the only question: stack it? yes
    assert board.where(tank) == "A.zone3" and board.cards[tank].under == [jet]
    assert board.areas["A.hand"] == [] and board.areas["A.discard"] == []
    assert "3.2.3" in rules(game)


def test_an_invading_monster_is_never_stacked_under_a_card(board, add):
    """3.3.1: a player has an invading monster throughout the game, so 「これを…の下に重ねてよい」 on a
    monster is not done (1.3.2): it stays, the Tank has nothing under it, and what follows on
    「そうしたら」 does not happen; the trace says why."""
    printed(board, "Godzilla", "【進攻時】これをあなたのエリアにいる「Tank」の下に重ねてよい。"
                               "そうしたら、あなたの怪獣カードを2エリア前進させる。")
    tank = add("Tank", "A", "zone3")
    game = compiled_game(board)
    monster = board.top_of_invading("A")
    [ability] = compile_card(board.defs["Godzilla"])
    flow = game.layer.run_all(ability.effects, "A", monster, ability)
    assert next(flow, None) is None  # not even asked: it cannot be done
    assert board.top_of_invading("A") == monster and board.cards[tank].under == [] and board.position["A"] == 1
    assert "3.3.1" in rules(game)


def test_a_token_made_to_vanish_leaves_the_cards_stacked_under_it_in_its_zone(board, add):
    """9.1.3 takes the token alone out of its area: a Tank stacked under it (3.2.1) stays in the
    zone, now its top card, and the game goes on with every card in one place. Found by
    benchmarks/cardtext_generalisation.py: 「…これを…「結晶体」の下に重ねてよい。そうしたら、…トークンを1つ消滅させる。」"""
    board.defs["Crystal"] = make_card("Crystal", "battle", "1", "green", "トークン", counter=0)
    printed(board, "Jet", "【出現時】あなたのエリアにいるトークンを1つ消滅させる。")
    crystal = add("Crystal", "A", "zone3")
    tank = add("Tank", "A", "zone4")
    board.lift(tank)
    board.cards[crystal].under.append(tank)
    jet = add("Jet", "A", "hand")
    game = compiled_game(board)
    game.act(PlayBattle(jet, 5))
    assert crystal not in board.cards and board.areas["A.zone3"] == [tank] and board.cards[tank].under == []
    board.check()
    assert any(s.text == "Tank, under Crystal, stays in zone 3" and "9.1.3" in s.rules for s in game.trace)


def test_a_token_stacked_under_a_card_leaves_that_stack_when_it_vanishes(board, add):
    """9.1.3: a token under a Tank is taken out of the game; the Tank stays, with nothing under it."""
    board.defs["Crystal"] = make_card("Crystal", "battle", "1", "green", "トークン", counter=0)
    crystal = add("Crystal", "A", "zone3")
    tank = add("Tank", "A", "zone4")
    board.lift(crystal)
    board.cards[tank].under.append(crystal)
    assert board.remove(crystal) == []
    assert board.areas["A.zone4"] == [tank] and board.cards[tank].under == [] and "A.zone3" in board.areas
    board.check()
