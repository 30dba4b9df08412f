"""The engine applies chapters 7, 8, 10.4 and 11 of the JP rules, citing each step."""

import pytest

from judgekit.engine.decisions import (
    ActivateStrategy, Decision, EndMain, GainRage, IllegalAction, Invade, PlayBattle, PlayMonster,
    PlayTiming,
)
from judgekit.engine.cards import make_card
from judgekit.engine import rulebook as R
from judgekit.cardtext import compile_card, compile_text
from judgekit.cardtext.errors import CompileError
from judgekit.engine.abilities import new_game


def rules(game):
    return [n for step in game.trace for n in step.rules]


def test_a_scenario_starts_at_the_turn_players_play_timing(board, add):
    game = new_game(board, compile_card)
    assert isinstance(game.pending, PlayTiming) and game.pending.player == "A"
    assert rules(game)[:3] == ["10.4.2", "10.4.3", "10.4.3.4"]  # the check timing before it, citing why


def test_battle_card_rank_is_limited_by_the_opponents_monster_zone(board, add):
    tank = add("Tank", "A", "hand")  # rank 2; B's monster is in zone 1
    game = new_game(board, compile_card)
    with pytest.raises(IllegalAction, match=r"^8\.2\.1: Tank has rank 2, above 1"):
        game.act(PlayBattle(tank, 4))
    assert board.where(tank) == "A.hand"  # nothing changed
    board.position["B"] = 2
    game.act(PlayBattle(tank, 4))
    assert board.areas["A.zone4"] == [tank]


def test_a_battle_card_cannot_go_where_its_masters_monster_stands(board, add):
    jet = add("Jet", "A", "hand")
    game = new_game(board, compile_card)
    with pytest.raises(IllegalAction, match=r"^5\.11\.1: zone 1"):
        game.act(PlayBattle(jet, 1))


def test_invasion_once_per_turn_and_advance_by_the_icon(board, add):
    jet, tank = add("Jet", "A", "hand"), add("Tank", "A", "hand")
    game = new_game(board, compile_card)
    game.act(Invade(jet))  # invasion icon 2
    assert board.position["A"] == 3 and board.where(jet) == "A.discard"
    with pytest.raises(IllegalAction, match=r"^8\.6\.2: invasion can only be performed once per turn"):
        game.act(Invade(tank))


@pytest.mark.parametrize("text, invasions", [
    ("これは1ターンに2回まで進攻できる。", 2),
    ("あなたは進攻を各ターン中に3回まで行える。", 3),
    ("相手は1ターンに2回まで進攻できる。", 1),  # the opponent's limit, not A's
    ("これの怒りが3以上なら、これは1ターンに2回まで進攻できる。", 1),  # rage 0: the rule's once (8.6.2)
])
def test_an_invasion_allowed_up_to_n_times_a_turn(board, add, text, invasions):
    """ES-050's class (8.6.2, 1.3.1): 「1ターンにN回まで進攻できる」 raises the once-a-turn limit to N for its
    player, each invasion still paid with a card from the hand; the N+1st is refused by 8.6.2."""
    board.defs["Minilla"] = make_card("Minilla", "monster", "I", "red", "Godzilla", threat=10000, text=text)
    board.areas["A.invading"].clear()
    add("Minilla", "A", "invading")  # A's monster only
    hand = [add("Tank", "A", "hand") for _ in range(4)]
    game = new_game(board, compile_card)
    for card in hand[:invasions]:
        game.act(Invade(card))
    assert board.position["A"] == 1 + invasions
    with pytest.raises(IllegalAction, match=r"^8\.6\.2: invasion can only be performed once per turn"):
        game.act(Invade(hand[invasions]))


def test_advancing_onto_your_own_battle_card_crushes_it_at_once(board, add):
    jet = add("Jet", "A", "hand")
    tank = add("Tank", "A", "zone2")
    game = new_game(board, compile_card)
    game.act(Invade(jet))
    assert board.where(tank) == "A.discard"
    crush = [s for s in game.trace if "11.3.3" in s.rules]
    assert crush and crush[0].cards == ("Tank",) and crush[0].timing is None  # an interrupt


def test_two_battle_cards_in_a_zone_keep_the_last_placed(board, add):
    board.position["B"] = 2
    old = add("Jet", "A", "zone5")
    tank = add("Tank", "A", "hand")
    game = new_game(board, compile_card)
    game.act(PlayBattle(tank, 5))
    assert board.areas["A.zone5"] == [tank] and board.where(old) == "A.discard"
    step = next(s for s in game.trace if "11.5.1" in s.rules)
    assert step.rules == ("10.4.3.1", "11.5.1") and step.timing is not None


def test_strategy_rank_and_the_two_strategy_zones(board, add):
    order = add("Order", "A", "hand")  # rank 3, A's monster in zone 1
    game = new_game(board, compile_card)
    with pytest.raises(IllegalAction, match=r"^8\.3\.1: Order has rank 3, above 1"):
        game.act(ActivateStrategy(order, 1))
    camps = [add("Base Camp", "A", "hand") for _ in range(3)]
    game = new_game(board, compile_card)
    game.act(ActivateStrategy(camps[0], 1))
    game.act(ActivateStrategy(camps[1], 2))
    with pytest.raises(IllegalAction, match=r"^8\.3\.2: every strategy zone of A's is occupied"):
        game.act(ActivateStrategy(camps[2], 1))


def test_playing_a_monster_same_rank_shared_trait_once_per_turn_with_rage(board, add):
    board.areas["A.invading"].clear()
    for player in "A":
        board.put(board.new_card("Godzilla II", player), "A.invading")
    mothra, godzilla = add("Mothra II", "A", "hand"), add("Godzilla II", "A", "hand")
    again = add("Godzilla II", "A", "hand")
    game = new_game(board, compile_card)
    with pytest.raises(IllegalAction, match=r"^8\.5\.1: Mothra II shares no trait"):
        game.act(PlayMonster(mothra))
    game.act(PlayMonster(godzilla))
    assert board.top_of_invading("A") == godzilla and board.rage["A"] == 1
    with pytest.raises(IllegalAction, match=r"^8\.5\.2"):
        game.act(PlayMonster(again))


def test_gain_rage_by_discarding_a_monster(board, add):
    card = add("Godzilla II", "A", "hand")
    game = new_game(board, compile_card)
    game.act(GainRage(card))
    assert board.rage["A"] == 1 and board.where(card) == "A.discard"


def test_an_action_on_a_card_not_in_hand_names_the_rule(board, add):
    tank = add("Tank", "A", "deck")
    game = new_game(board, compile_card)
    with pytest.raises(IllegalAction, match=r"^8\.2\.1: Tank is not in A's hand"):
        game.act(PlayBattle(tank, 3))


def test_legal_actions_are_exactly_those_check_accepts(board, add):
    tank = add("Tank", "A", "hand")
    add("Jet", "A", "hand")
    game = new_game(board, compile_card)
    actions = game.legal_actions()
    assert EndMain() in actions
    assert not any(isinstance(a, PlayBattle) and a.card == tank for a in actions)  # rank 2 > 1
    assert {a.zone for a in actions if isinstance(a, PlayBattle)} == set(range(2, 9))


def test_counter_with_a_next_monster_and_the_turn_passes(board, add):
    board.position["B"] = 7
    tank = add("Tank", "A", "zone3")  # 6000 against threat 10000: not enough
    add("Tank", "A", "zone4")  # 12000 ≥ 10000
    nxt = add("Godzilla II", "B", "monster_deck")
    for _ in range(6):
        add("Jet", "A", "deck")
    game = new_game(board, compile_card)
    game.act(EndMain())
    assert board.top_of_invading("B") == nxt and board.position["B"] == 4  # 5.15.1.1: 7 → 4
    assert board.turn == 2 and board.turn_player == "B" and board.phase == "main"
    assert isinstance(game.pending, PlayTiming) and game.pending.player == "B"
    assert "7.4.3" in rules(game) and "5.15.1.2" in rules(game)
    assert board.where(tank) == "A.zone3"


def test_counter_without_a_next_monster_loses(board, add):
    add("Tank", "A", "zone3")
    add("Tank", "A", "zone4")
    game = new_game(board, compile_card)
    game.act(EndMain())
    assert board.result.winner == "A" and board.result.how == "counter"
    assert game.pending is None


def test_end_phase_advances_and_draws_to_five_reshuffling_an_empty_deck(board, add):
    for _ in range(2):
        add("Jet", "A", "discard")
    game = new_game(board, compile_card)
    game.act(EndMain())
    # 7.5.2 advanced A to zone 2; 7.5.4 drew: deck empty → reshuffle the 2 discards, then nothing
    assert board.position["A"] == 2
    assert len(board.areas["A.hand"]) == 2
    assert "11.2.3" in rules(game) and "11.2.4" in rules(game)
    assert game.shuffles and game.shuffles[0][0] == "A.deck"


def test_invasion_from_zone_8_wins_unless_zone_8_is_guarded(board, add):
    board.position["A"] = 8
    jet = add("Jet", "A", "hand")
    guard = add("Jet", "B", "zone8")
    game = new_game(board, compile_card)
    game.act(Invade(jet))
    assert board.result is None and board.position["A"] == 8
    board.put(guard, "B.discard")
    board.used["A"].clear()
    jet2 = add("Jet", "A", "hand")
    game = new_game(board, compile_card)
    game.act(Invade(jet2))
    assert board.result.winner == "A" and board.result.how == "invasion"


def test_start_phase_draws_discards_old_strategy_but_keeps_a_base(board, add):
    board.phase, board.turn = "start", 3
    base, order = add("Base Camp", "A", "strategy1"), add("Order", "A", "strategy2")
    board.cards[base].placed_turn = board.cards[order].placed_turn = 2
    board.rage["A"] = 2
    for _ in range(3):
        add("Jet", "A", "deck")
    game = new_game(board, compile_card, at_play_timing=False)  # Base Camp's 【拠点】 read
    assert isinstance(game.pending, PlayTiming)  # the flow runs to A's main-phase play timing
    assert board.where(base) == "A.strategy1" and board.where(order) == "A.discard"
    assert len(board.areas["A.hand"]) == 1  # B's monster is rank I (7.2.2)
    assert board.rage["A"] == 0


def test_standby_abilities_turn_player_first_and_a_choice_among_several(board, add):
    from judgekit.engine.decisions import Decision
    from judgekit.engine.game import BadAnswer, Standby

    order = []

    def ability(master, label):
        def resolve(game):
            order.append(label)
            yield from ()
        return Standby(master, "B1", label, resolve)

    def listener(game, event, info):
        if event == "played":
            return [ability("B", "B's"), ability("A", "A's first"), ability("A", "A's second")]
        return []

    board.position["B"] = 2
    jet = add("Jet", "A", "hand")
    game = new_game(board, compile_card)
    game.listeners.append(listener)
    game.act(PlayBattle(jet, 3))
    assert isinstance(game.pending, Decision) and game.pending.player == "A"
    assert [o.label for o in game.pending.options] == ["A's first", "A's second"]
    with pytest.raises(BadAnswer, match=r"'9' is not a legal answer .* legal: 0 \(A's first\), 1"):
        game.answer("9")
    game.answer("1")
    assert order == ["A's second", "A's first", "B's"]  # 10.4.3.2 before 10.4.3.3
    steps = [s.rules for s in game.trace if s.kind == "ability" and "10.6.3" in s.rules]
    assert [r[0] for r in steps] == ["10.4.3.2", "10.4.3.2", "10.4.3.3"]
    assert isinstance(game.pending, PlayTiming)


def test_burst_plays_a_monster_as_a_lower_rank_and_discards_it_at_the_end_phase(board, add):
    board.defs["Godzilla III"] = make_card("Godzilla III", "monster", "III", "red", "Godzilla")
    board.defs["Godzilla IV"] = make_card("Godzilla IV", "monster", "IV", "red", "Godzilla",
                                          threat=30000, text="強襲3")
    board.areas["A.invading"].clear()
    under = add("Godzilla III", "A", "invading")
    big = add("Godzilla IV", "A", "hand")
    for _ in range(5):
        add("Jet", "A", "deck")
    unread = new_game(board.clone(), lambda d: ())  # a reading of its text that has no 【強襲3】
    with pytest.raises(IllegalAction, match=r"^12\.5\.2: Godzilla IV has no 【強襲3】"):
        unread.act(PlayMonster(big, as_rank=3))
    game = new_game(board, compile_card)  # its printed 強襲3, read
    with pytest.raises(IllegalAction, match=r"^8\.5\.1: Godzilla IV has rank 4, not 3"):
        game.act(PlayMonster(big))
    game.act(PlayMonster(big, as_rank=3))
    assert board.top_of_invading("A") == big and game.monster_rank("A") == 4  # "as if" only for the play
    game.act(EndMain())  # counter phase, then A's end phase: the timed trigger fires
    assert board.where(big) == "A.discard" and board.top_of_invading("A") == under
    assert "12.5.3" in rules(game)


@pytest.mark.parametrize("said, by_burst, by_rage", [("強襲により捨て札になった時", 1, 0), ("捨て札になった時", 1, 1)])
def test_a_trigger_on_a_monster_card_discarded_by_burst_waits_for_that_cause(board, add, said, by_burst, by_rage):
    """VS-057's class (12.5.3): 「あなたの怪獣カードが強襲により捨て札になった時」 fires when 12.5.2 puts the
    card played with 【強襲】 into the discard pile, not for a monster card discarded from the hand for
    rage (8.4.1); without 強襲により, it fires for both (4.1.7)."""
    board.defs["Godzilla III"] = make_card("Godzilla III", "monster", "III", "red", "Godzilla")
    board.defs["Godzilla IV"] = make_card("Godzilla IV", "monster", "IV", "red", "Godzilla",
                                          threat=30000, text="強襲3")
    board.defs["Watcher"] = make_card("Watcher", "battle", "1", "red", "Weapon", counter=1000,
                                      text=f"あなたの怪獣カードが{said}、あなたは1枚引く。")
    board.areas["A.invading"].clear()
    add("Godzilla III", "A", "invading")
    add("Watcher", "A", "zone4")
    big, spare = add("Godzilla IV", "A", "hand"), add("Godzilla II", "A", "hand")
    for _ in range(8):
        add("Jet", "A", "deck")
    game = new_game(board, compile_card)

    def fired(since: int) -> int:
        return sum("A plays Watcher" in step.text for step in game.trace[since:])

    game.act(GainRage(spare))  # a monster card from the hand to the discard pile (8.4.1)
    assert fired(0) == by_rage and len(board.areas["A.hand"]) == 1 + by_rage
    game.act(PlayMonster(big, as_rank=3))
    before_end = len(game.trace)
    game.act(EndMain())  # A's end phase: 12.5.2 discards Godzilla IV
    assert board.where(big) == "A.discard" and fired(before_end) == by_burst


@pytest.mark.parametrize("said, by_burst, by_rage", [("これが強襲により捨て札になった時", 1, 0),  # TN-053
                                                     ("これがフィールドを離れた時", 1, 0)])
def test_this_monster_card_discarded_by_its_own_burst_sees_itself_leave(board, add, said, by_burst, by_rage):
    """12.5.2, 10.6.4.1.2: Godzilla IV, played with 【強襲3】, has 「これが強襲により捨て札になった時、あなたは1枚引く」:
    12.5.2 puts it from the top of the invading monster (on the field, 3.3.3.2) into the discard pile at A's
    end phase, and its own text, looking back at it there, draws 1; a Godzilla IV discarded from the hand for
    rage (8.4.1) never was on the field and does not."""
    board.defs["Godzilla III"] = make_card("Godzilla III", "monster", "III", "red", "Godzilla")
    board.defs["Godzilla IV"] = make_card("Godzilla IV", "monster", "IV", "red", "Godzilla", threat=30000,
                                          text=f"強襲3{said}、あなたは1枚引く。")
    board.areas["A.invading"].clear()
    add("Godzilla III", "A", "invading")
    big, spare = add("Godzilla IV", "A", "hand"), add("Godzilla IV", "A", "hand")
    for _ in range(8):
        add("Jet", "A", "deck")
    game = new_game(board, compile_card)

    def fired(since: int) -> int:
        return sum("A plays Godzilla IV: あなたは1枚引く" in step.text for step in game.trace[since:])

    game.act(GainRage(spare))
    assert fired(0) == by_rage
    game.act(PlayMonster(big, as_rank=3))
    before_end = len(game.trace)
    game.act(EndMain())  # A's end phase: 12.5.2 discards Godzilla IV
    assert board.where(big) == "A.discard" and fired(before_end) == by_burst


@pytest.mark.parametrize("said, by_duplicate, by_crush", [("これが重複カード処理で破壊された時", 1, 0),  # TN-054
                                                          ("あなたの交戦カードが重複カード処理で破壊された時", 1, 0),
                                                          ("これが破壊された時", 1, 1)])
def test_a_card_destroyed_by_the_duplicate_process_triggers_by_that_cause(board, add, said, by_duplicate, by_crush):
    """11.5.1, 10.6.4.1.2: A's Watcher in zone 5 with 「これが重複カード処理で破壊された時、あなたは1枚引く」 draws
    when A plays Jet into zone 5 (the Watcher, placed before, is destroyed by the rule process), not when it
    is crushed by A's monster (11.3.3); 「これが破壊された時」 draws both ways."""
    board.defs["Watcher"] = make_card("Watcher", "battle", "1", "red", "Weapon", counter=1000,
                                      text=f"{said}、あなたは1枚引く。")
    board.position["B"] = 2
    for _ in range(4):
        add("Tank", "A", "deck")
    watcher = add("Watcher", "A", "zone5")
    jet = add("Jet", "A", "hand")
    game = new_game(board, compile_card)
    game.act(PlayBattle(jet, 5))
    assert board.where(watcher) == "A.discard" and len(board.areas["A.hand"]) == by_duplicate
    crushed, paid = add("Watcher", "A", "zone3"), add("Jet", "A", "hand")
    game.act(Invade(paid))  # A's monster advances from 1 into 3 (Jet's invasion 2): the Watcher there is crushed
    assert board.where(crushed) == "A.discard"
    assert len(board.areas["A.hand"]) == by_duplicate + by_crush


@pytest.mark.parametrize("said, draws", [("あなたのカードが不正カード処理で捨て札に置かれるたび", 1),
                                         ("あなたのカードが捨て札に置かれるたび", 1),
                                         ("あなたの戦略カードが破壊された時", 0),
                                         ("あなたのカードが重複カード処理で捨て札に置かれるたび", None)])
def test_the_illegal_card_process_puts_a_card_into_the_discard_pile_without_destroying_it(board, add, said, draws):
    """11.4.1: a strategy card in a zone goes to its owner's discard pile at the check timing — not destroyed
    (5.12): 「不正カード処理で捨て札に置かれるたび」 and any 「捨て札に置かれるたび」 fire, 「破壊された時」 does not;
    the duplicate-card process destroys and puts nothing into the discard pile of its own (11.5.1): refused."""
    text = f"{said}、カードを1枚引く。"
    if draws is None:
        with pytest.raises(CompileError, match="11.5.1"):
            compile_text(text)
        return
    board.defs["Watcher"] = make_card("Watcher", "battle", "1", "red", "Weapon", counter=1000, text=text)
    add("Watcher", "A", "zone5")
    camp = add("Base Camp", "A", "zone4")
    for _ in range(8):
        add("Tank", "A", "deck")
    game = new_game(board, compile_card)
    game.act(EndMain())  # 10.4.3's check timing: 11.4.1 takes the Base Camp out of zone 4
    assert board.where(camp) == "A.discard" and "5.12" not in [r for step in game.trace for r in step.rules
                                                                  if "Base Camp" in step.cards]
    assert sum("A plays Watcher" in step.text for step in game.trace) == draws


@pytest.mark.parametrize("text, by_burst, by_action", [
    ("出現時強襲で出現したら、あなたは1枚引く。", 1, 0),
    ("出現時手札から出現したら、あなたは1枚引く。", 1, 1),  # 12.5.2: 【強襲】 plays it from the hand too
    ("出現時強襲で出現していないなら、あなたは1枚引く。", 0, 1),
    ("これが強襲で出現した時、あなたは1枚引く。", 1, 0),
])
def test_how_a_monster_card_came_to_be_played_is_a_condition_and_a_trigger(board, add, text, by_burst, by_action):
    """ES-056's class (12.5.2, 8.5): 「強襲で出現したら」 holds for the monster card played with 【強襲】 only,
    not for the same card played at its own rank by the action; 「手札から」 holds for both."""
    board.defs["Godzilla III"] = make_card("Godzilla III", "monster", "III", "red", "Godzilla")
    board.defs["Godzilla IV"] = make_card("Godzilla IV", "monster", "IV", "red", "Godzilla",
                                          threat=30000, text="強襲3" + text)
    for rank, as_rank, drawn in (("III", 3, by_burst), ("IV", None, by_action)):
        s = board.clone()
        s.areas["A.invading"].clear()
        s.put(s.new_card(f"Godzilla {rank}", "A"), "A.invading")
        big = s.new_card("Godzilla IV", "A")
        s.put(big, "A.hand")
        for _ in range(3):
            s.put(s.new_card("Jet", "A"), "A.deck")
        game = new_game(s, compile_card)
        game.act(PlayMonster(big, as_rank=as_rank))
        assert len(s.areas["A.hand"]) == drawn, (text, rank)


def test_a_delayed_trigger_keeps_its_cause_through_a_saved_state(board, add):
    """10.6.5 with 12.5.3: 「次にあなたの怪獣カードが強襲により捨て札になった時、カードを1枚引く」, made by
    Watcher's appearing, waits in GameState.timed with its cause — saved and loaded, it still waits
    for 強襲's discard and not for the rage action's (8.4.1)."""
    from judgekit.engine.state import GameState
    board.defs["Godzilla III"] = make_card("Godzilla III", "monster", "III", "red", "Godzilla")
    board.defs["Godzilla IV"] = make_card("Godzilla IV", "monster", "IV", "red", "Godzilla",
                                          threat=30000, text="強襲3")
    add("Godzilla III", "A", "invading")  # on top of A's Godzilla: the rank 強襲3 plays as
    board.defs["Watcher"] = make_card("Watcher", "battle", "1", "red", "Weapon", counter=1000,
                                      text="出現時次にあなたの怪獣カードが強襲により捨て札になった時、カードを1枚引く。")
    for _ in range(8):
        add("Jet", "A", "deck")
    watcher = add("Watcher", "A", "hand")
    game = new_game(board, compile_card)
    game.act(PlayBattle(watcher, 3))
    [waiting] = board.timed
    assert waiting["event"]["cause"] == "burst"
    board = GameState.from_text(board.to_text())
    game = new_game(board, compile_card)
    spare, big = board.new_card("Godzilla II", "A"), board.new_card("Godzilla IV", "A")
    board.put(spare, "A.hand")
    board.put(big, "A.hand")
    game.act(GainRage(spare))
    assert len(board.timed) == 1  # a monster card discarded, not by 強襲
    game.act(PlayMonster(big, as_rank=3))
    before_end = len(game.trace)
    game.act(EndMain())
    assert board.where(big) == "A.discard" and not board.timed
    assert sum("A plays Watcher" in step.text for step in game.trace[before_end:]) == 1


def test_burst_does_not_discard_the_same_card_come_back_as_a_new_card(board, add):
    """4.1.4: a card that left and came back is a new card; 12.5.2's end-phase discard was made for
    the card played by 【強襲】, not for it."""
    board.defs["Godzilla III"] = make_card("Godzilla III", "monster", "III", "red", "Godzilla")
    board.defs["Godzilla IV"] = make_card("Godzilla IV", "monster", "IV", "red", "Godzilla",
                                          threat=30000, text="強襲3")
    board.areas["A.invading"].clear()
    add("Godzilla III", "A", "invading")
    big = add("Godzilla IV", "A", "hand")
    for _ in range(5):
        add("Jet", "A", "deck")
    game = new_game(board, compile_card)  # its printed 強襲3, read
    game.act(PlayMonster(big, as_rank=3))
    board.put(big, "A.discard")  # it leaves (say, by an effect) and comes back on top
    board.put(big, "A.invading")
    game.act(EndMain())
    assert board.top_of_invading("A") == big
    assert "4.1.4" in rules(game) and "12.5.3" not in rules(game)


def test_an_unstoppable_loop_of_abilities_ends_the_game_in_a_draw(board, add):
    from judgekit.engine.game import Standby

    def again(game):
        game.standby.append(Standby("A", "A1", "Echo: trigger again", again))
        yield from ()

    game = new_game(board, compile_card)
    game.standby.append(Standby("A", "A1", "Echo: trigger again", again))
    assert game.pending is None  # the check timing before the play timing never ends by itself
    assert board.result.winner is None and board.result.how == "loop"
    assert "13.1.1.3" in rules(game)


def test_a_loop_a_choice_keeps_going_is_not_a_draw_the_choice_is_barred(board, add):
    """13.1.1.2: the same game again after a player's choice — that choice is not offered again
    this turn, so the player stops the loop; only a loop nobody can stop is a draw (13.1.1.3)."""
    from judgekit.engine.game import Standby

    def maybe_again(game):
        if (yield from game.ask("A", "play Echo again", R.STANDBY_PLAY)):
            game.standby.append(Standby("A", "A1", "Echo: may trigger again", maybe_again))

    game = new_game(board, compile_card)
    game.standby.append(Standby("A", "A1", "Echo: may trigger again", maybe_again))
    assert isinstance(game.pending, Decision)
    game.answer("yes")  # the same board with Echo waiting again: a loop A chose
    assert isinstance(game.pending, PlayTiming)  # "yes" is barred, so A's answer is "no"
    assert board.result is None
    assert "13.1.1.2" in rules(game) and "13.1.1.3" not in rules(game)
    said = [s.text for s in game.trace if s.rules == ("13.1.1.2",)][-1]
    assert said.startswith("A cannot choose yes again: ")  # and why it matters: a loop nobody stops is a draw
    assert "no player can stop the loop and the game is a draw (13.1.1.3)" in said


def test_end_phase_returns_to_7_5_4_while_its_check_timing_resolves_something(board, add):
    from judgekit.engine.game import Standby

    for _ in range(12):
        add("Jet", "A", "deck")
    fired = []

    def discard_two(game):
        for card in list(game.state.areas["A.hand"])[:2]:
            yield from game._to_discard(card, R.DISCARD)

    def listener(game, event, info):
        if event == "drew" and game.state.phase == "end" and not fired:
            fired.append(True)
            return [Standby("A", info["card"], "discard 2", discard_two)]
        return []

    game = new_game(board, compile_card)
    game.listeners.append(listener)
    game.act(EndMain())
    end = [s.rules[0] for s in game.trace if s.rules[0].startswith("7.5.")]
    assert end.count("7.5.4") >= 2 and end.count("7.5.7") == 1  # drew, lost 2, drew again
    assert len(board.areas["A.hand"]) == 5


def test_unsettled_names_each_rule_action_left_undone(board, add):
    """Game.unsettled is what the random games check at every play timing; it must see each
    thing a check timing would have cleared."""
    from judgekit.engine.game import Standby

    game = new_game(board, compile_card)  # not started: no check timing has run
    assert game.unsettled() == []
    add("Tank", "A", "zone4")
    add("Jet", "A", "zone4")
    add("Jet", "B", "zone1")  # B's monster stands in zone 1
    board.put(board.new_card("Order", "A"), "resolution")
    game.standby.append(Standby("A", "A1", "Echo", lambda g: iter(())))
    found = game.unsettled()
    assert [f.split(":")[0] for f in found] == ["11.5.1", "11.4.2", "11.3.3", "10.4.3"]


ECHO = "相手の怒りが増えた時、あなたの【怒り】を1増やす。"


def echo_game(board, add, **kw):
    """Both players with a battle card raising its master's rage when the other's goes up."""
    board.defs["Echo"] = make_card("Echo", "battle", "1", "red", "Weapon", counter=1000, text=ECHO)
    add("Echo", "A", "zone4")
    add("Echo", "B", "zone4")
    monster = add("Godzilla", "A", "hand")
    game = new_game(board, compile_card, **kw)
    return game, monster


def test_two_abilities_feeding_each_other_are_a_loop_though_the_board_never_repeats(board, add):
    """13.1.1.3: rage grows, so no two boards are alike; the same process repeats with no choice."""
    game, monster = echo_game(board, add)
    game.act(GainRage(monster))
    assert board.result.how == "loop" and board.result.winner is None
    assert "13.1.1" in game.trace[-2].rules and board.rage["A"] > 40


@pytest.mark.parametrize("budget, named", [({"steps_per_check_timing": 300}, r"steps_per_check_timing \(300\)"),
                                           ({"steps_per_game": 250}, r"steps_per_game \(250\)"),
                                           ({"boards": 200}, r"boards \(200 ")])
def test_an_endless_process_the_rules_do_not_end_stops_at_a_budget_that_names_itself(
        board, add, monkeypatch, budget, named):
    """Whatever the rules say, no input may exhaust the machine: past its budget the run ends."""
    import judgekit.engine.game as engine_game

    monkeypatch.setattr(engine_game, "FORCED_REPEATS", 10**9)  # as if the loop went unnoticed
    game, monster = echo_game(board, add, budget=engine_game.Budget(**budget))
    game.boards = []
    with pytest.raises(engine_game.BudgetExceeded, match=named):
        game.act(GainRage(monster))
    assert len(game.trace) < 320 and board.result is None  # stopped at once, not at the end of the game


@pytest.mark.parametrize("text, kept", [("強襲3これが強襲で出現していても、あなたのエンドフェイズ開始時にこれを捨て札にしない。", True),
                                        ("強襲3", False)])
def test_a_text_that_keeps_its_burst_card_is_not_discarded_at_the_end_phase(board, burst_to_end_phase, text, kept):
    """1.3.1, 1.3.3 over 12.5.2: 「これが強襲で出現していても、あなたのエンドフェイズ開始時にこれを捨て札に
    しない」 — played by 【強襲3】, it stays the invading monster past the end phase; without those
    words it is discarded."""
    game, _under, big = burst_to_end_phase(text)
    assert (board.top_of_invading("A") == big) is kept
    assert ("1.3.3" in rules(game)) is kept


def test_a_monster_card_discarded_by_burst_leaves_the_field(board, add):
    """12.5.2 discards the 【強襲】 card of the invading monster, which is on the field in its zone
    (3.3.3.2): it leaves the field (10.6.4.1.2) — its own 【逆襲】 (12.7.2) and a watcher's 「あなたの怪獣
    カードがフィールドを離れた時」 trigger; the opponent's watcher does not."""
    board.defs["Godzilla III"] = make_card("Godzilla III", "monster", "III", "red", "Godzilla")
    board.defs["Godzilla IV"] = make_card("Godzilla IV", "monster", "IV", "red", "Godzilla",
                                          threat=30000, text="強襲3\n逆襲相手の山札を上から1枚捨て札にする。")
    board.defs["Watcher"] = make_card("Watcher", "battle", "1", "red", "Weapon", counter=1000,
                                      text="あなたの怪獣カードがフィールドを離れた時、相手の山札を上から1枚捨て札にする。")
    board.areas["A.invading"].clear()
    add("Godzilla III", "A", "invading")
    big = add("Godzilla IV", "A", "hand")
    add("Watcher", "A", "zone3")
    add("Watcher", "B", "zone3")  # B's: its 「あなたの怪獣カード」 is B's own, which stays
    for _ in range(5):
        add("Jet", "A", "deck")
        add("Jet", "B", "deck")
    game = new_game(board, compile_card)
    game.act(PlayMonster(big, as_rank=3))
    game.act(EndMain())
    while isinstance(game.pending, Decision) and game.pending.kind == "standby":  # both, in any order
        game.answer("0")
    assert board.where(big) == "A.discard"
    assert len(board.areas["B.discard"]) == 2 and not board.areas["A.discard"][1:]  # 【逆襲】, A's Watcher
    assert "3.3.3.2" in rules(game) and "12.7.2" in rules(game)
