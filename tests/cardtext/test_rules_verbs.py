"""The verbs the rules define (chapter 5 of JP 1.04) and the parts every verb composes with —
where a card goes, what it acts on, how many, whose — read by the grammar whether or not a
printed card has used them, and run by the engine on a board where they decide what happens.

No card prints these sentences; each is the rules' own wording put together from parts the
grammar already knows (a card phrase, a quantity, a destination), which is the point."""

import pytest

from judgekit.cardtext import compile_card, compile_text
from judgekit.cardtext.errors import CompileError
from judgekit.cardtext.generate import canonical
from judgekit.engine.abilities import new_game
from judgekit.engine.cards import make_card
from judgekit.engine.controllers import play
from judgekit.engine.decisions import NO_MORE, ActivateStrategy, EndMain, IllegalAction, Invade, PlayBattle
from judgekit.engine.state import ZONES, GameState, adjacent

from jet_board import jet_board, words


class Script:
    """Answers decisions of a kind from a list (then the first option), keeping each one asked."""

    def __init__(self, **answers: list[str]):
        self.asked, self.answers = [], {k.replace("_", "-"): list(v) for k, v in answers.items()}

    def __call__(self, decision):
        self.asked.append(decision)
        queue = self.answers.get(decision.kind)
        if queue:
            wanted = queue.pop(0)
            found = [o.key for o in decision.options if o.key == wanted or o.label.startswith(wanted)]
            return found[0] if found else decision.options[0].key
        return decision.options[0].key


def board(text: str) -> GameState:
    """jet_board with "Big" (battle, rank 5) and "Plan" (strategy) defined beside "Tank" (rank 2)."""
    return jet_board(text, more=(make_card("Big", "battle", "5", "blue", "Weapon", counter=9000),
                                 make_card("Plan", "strategy", "1", "red", "Plan")))


def card(s: GameState, name: str, where: str) -> str:
    made = s.new_card(name, where.split(".")[0])
    s.put(made, where)
    return made


def run(s: GameState, chooser=None, zone: int = 5):
    game = new_game(s, compile_card)
    jet = card(s, "Jet", "A.hand")
    chooser = chooser or Script()
    play(game, [PlayBattle(jet, zone)], chooser)
    return game, jet, chooser



# -- quantities: "N枚まで" on every counted verb ------------------------------------------------------

@pytest.mark.parametrize("answers, drawn", [(["yes", "no"], 1), (["no"], 0), (["yes", "yes"], 2)])
def test_draw_up_to_lets_the_player_stop_after_any_card(answers, drawn):
    """5.4.3: 「2枚まで引く」 is one card at a time, the player may end it before each."""
    s = board("出現時あなたは2枚まで引く。")
    for _ in range(3):
        card(s, "Tank", "A.deck")
    run(s, Script(yes_no=answers))
    assert len(s.areas["A.hand"]) == drawn
    assert "draw up to 2 cards" in words("出現時あなたは2枚まで引く。")


def test_discard_up_to_may_stop_short():
    """10.5.3.1.1: 「手札を2枚まで捨てる」 — any number from 0 to 2."""
    s = board("出現時手札を2枚まで捨てる。")
    for _ in range(3):
        card(s, "Tank", "A.hand")
    run(s, Script(card=["Tank", NO_MORE.key]))
    assert len(s.areas["A.discard"]) == 1 and len(s.areas["A.hand"]) == 2


@pytest.mark.parametrize("upto, answers, milled", [("まで", ["yes", "no", "no"], 1), ("", ["no", "no", "no"], 3)])
def test_look_up_to_stops_where_the_player_stops(upto, answers, milled):
    """5.5.2: 「上から3枚まで見て」 is one card at a time, stopping when the player likes; the cards not
    looked at stay where they are. Without まで all three are looked at (5.5.1)."""
    s = board(f"出現時あなたの山札を上から3枚{upto}見て、望む枚数山札の上に好きな順で置き、残りを捨て札にする。")
    for _ in range(3):
        card(s, "Tank", "A.deck")
    run(s, Script(yes_no=answers))  # (look at one, stop;) keep none on top
    assert len(s.areas["A.discard"]) == milled and len(s.areas["A.deck"]) == 3 - milled


def test_up_to_on_what_is_taken_does_not_shorten_the_look():
    """5.5.1, 10.5.3.1.1: in 「上から3枚見て、その中から交戦カードを1枚まで手札に加え…」 まで is the
    take's: all three are looked at, none one at a time."""
    s = board("出現時あなたの山札を上から3枚見て、その中から交戦カードを1枚まで手札に加え、残りを捨て札にする。")
    for _ in range(3):
        card(s, "Tank", "A.deck")
    _, _, chooser = run(s)
    assert not any("look at one more" in d.prompt for d in chooser.asked)
    assert len(s.areas["A.hand"]) + len(s.areas["A.discard"]) == 3


def test_mill_up_to_asks_before_each_card():
    s = board("出現時あなたの山札を上から3枚まで捨て札にする。")
    for _ in range(3):
        card(s, "Tank", "A.deck")
    run(s, Script(yes_no=["yes", "yes", "no"]))
    assert len(s.areas["A.discard"]) == 2


# -- whose: every rage verb takes これの / あなたの / 相手の ---------------------------------------------

@pytest.mark.parametrize("whose, player", [("これ", "A"), ("あなた", "A"), ("相手", "B")])
def test_setting_a_rage_takes_every_whose(whose, player):
    """3.4: 「これの怒りを3にする」 sets the rage of this card's master (the monster's)."""
    s = board(f"出現時{whose}の怒りを3にする。")
    s.rage["A"] = s.rage["B"] = 1
    run(s)
    assert s.rage[player] == 3 and s.rage["B" if player == "A" else "A"] == 1


# -- durations ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("spelling", ["そのターン中、", "このターン、", "そのターン、", "このターンの終わりまで、"])
def test_this_turn_is_the_duration_that_turn_is(spelling):
    """7.5.6: 「このターン中」, 「そのターン中」, 「このターン、」 (as cards print it) and 「このターンの終わりまで」
    all end with the turn the effect resolves in."""
    this, that = (compile_text(f"出現時{w}これの撃退力+5000。") for w in ("このターン中、", spelling))
    assert tuple(map(canonical, this)) == tuple(map(canonical, that))
    s = board("出現時このターン中、これの撃退力+5000。")
    game, jet, _ = run(s)
    assert game.counter_power(jet) == 7000


def next_turn(game, **stop) -> None:
    """The turn player ends the main phase; the game runs to the next play timing (or pause)."""
    for phase, on in stop.items():
        game.stop_before = phase if on else None
    play(game, [EndMain()], Script())


@pytest.mark.parametrize("whose, lasts", [("相手", (True, False, False)), ("あなた", (True, True, False))])
def test_a_change_until_a_players_next_turn_lasts_past_this_one(whose, lasts):
    """10.2.1.2: 「次の相手のターン終了時まで」 ends at the 7.5.6 of the opponent's next turn (here the
    next one), 「次のあなたのターンの終わりまで」 at that of the master's next turn (the next but one)."""
    s = board(f"出現時次の{whose}のターン終了時まで、これの撃退力+3000。")
    game, jet, _ = run(s)
    assert game.counter_power(jet) == 5000
    for still in lasts:  # B's turn 2, A's turn 3, B's turn 4
        next_turn(game)
        assert game.counter_power(jet) == (5000 if still else 2000)


def test_a_prohibition_for_a_time_binds_its_player_until_it_ends():
    """10.2.1.2, 1.3.3: 「次の相手のターン終了時まで、相手は戦略カードを置くことができない」 — B may not
    place strategy cards in its next turn; in the turn after, it may again; A never was bound."""
    s = board("出現時次の相手のターン終了時まで、相手は戦略カードを置くことができない。")
    game, _jet, _ = run(s)
    assert game.forbids("B", "activate-strategy") and not game.forbids("A", "activate-strategy")
    next_turn(game)
    assert s.turn_player == "B" and game.forbids("B", "activate-strategy")
    next_turn(game)
    next_turn(game)
    assert s.turn_player == "B" and not game.forbids("B", "activate-strategy")


def test_a_change_until_a_phase_ends_with_that_phase():
    """10.2.1.2: 「このメインフェイズ終了時まで」 — gone once the main phase is over, before the counter
    phase (7.4) reads the counter power."""
    s = board("出現時このメインフェイズ終了時まで、これの撃退力+3000。")
    game, jet, _ = run(s)
    assert game.counter_power(jet) == 5000
    next_turn(game, counter=True)
    assert s.phase == "main" and game.counter_power(jet) == 2000


@pytest.mark.parametrize("whose, applies", [("相手の", (False, True, False, False)),
                                            ("あなたの", (False, False, True, False)),
                                            ("", (False, True, False, False))])
def test_a_change_for_a_later_turn_applies_only_during_it(whose, applies):
    """10.2.1.2: 「次の相手のターン中、これの撃退力+3000」 — not now (A's turn 1), only in B's next turn
    (2), then gone; 「次のあなたのターン中」: only A's turn 3; 「次のターン中」: whoever's comes next."""
    s = board(f"出現時次の{whose}ターン中、これの撃退力+3000。")
    for _ in range(10):
        card(s, "Tank", "A.deck")
    game, jet, _ = run(s)
    for turn, on in zip((1, 2, 3, 4), applies):
        if turn > 1:
            next_turn(game)
        assert s.turn == turn and game.counter_power(jet) == (5000 if on else 2000), turn


def test_a_prohibition_for_a_later_turn_binds_only_then():
    """10.2.1.2, 1.3.3: 「次の相手のターン中、相手は戦略カードを発動できない」 (TS-041's class): B is free
    during the rest of A's turn, bound in its own next turn, free again after it."""
    s = board("出現時次の相手のターン中、相手は戦略カードを発動できない。")
    game, _jet, _ = run(s)
    assert not game.forbids("B", "activate-strategy")
    next_turn(game)
    assert s.turn_player == "B" and game.forbids("B", "activate-strategy")
    next_turn(game)
    next_turn(game)
    assert s.turn_player == "B" and not game.forbids("B", "activate-strategy")


def test_a_change_for_the_next_phase_applies_in_that_phase_only():
    """10.2.1.2: 「次の撃退フェイズ中、これの撃退力+3000」 made in A's main phase — applies in this
    turn's counter phase (the next to begin), when 7.4 reads it, and not after."""
    s = board("出現時次の撃退フェイズ中、これの撃退力+3000。")
    game, jet, _ = run(s)
    assert game.counter_power(jet) == 2000
    next_turn(game, counter=True)  # paused before the counter phase
    game.proceed()
    assert any("total counter power is 5000" in step.text for step in game.trace)
    assert s.turn_player == "B" and game.counter_power(jet) == 2000 and not s.lasting


def test_a_later_window_is_said_and_kept_in_the_saved_state():
    assert "during the opponent's next turn, the opponent cannot place strategy cards" in \
        words("次の相手のターン中、相手は戦略カードを発動できない。", strategy=True)
    s = board("出現時次の相手のターン中、これの撃退力+3000。")
    run(s)
    assert GameState.from_text(s.to_text()).lasting[0]["from"] == [2, "start"]


@pytest.mark.parametrize("saved", [False, True])
def test_an_ability_granted_for_this_turn_works_this_turn_only(saved):
    """10.8.1.2, 7.5.6: 「このターン、これは「相手の怪獣カードが前進するたび、カードを1枚引く。」を得る」 —
    Pusher then moves B's monster forward: Jet draws (also after the game is saved to text and
    loaded: the state keeps the grant's words); at the turn's end the ability is gone."""
    s = board("出現時このターン、これは「相手の怪獣カードが前進するたび、カードを1枚引く。」を得る。")
    s.defs["Pusher"] = make_card("Pusher", "battle", "1", "red", "Weapon", counter=1000,
                                 text="出現時相手の怪獣カードを1エリア前進させる。")
    for _ in range(5):
        card(s, "Tank", "A.deck")
    game, _jet, _ = run(s)
    if saved:
        s = GameState.from_text(s.to_text())
        game = new_game(s, compile_card)
    pusher = card(s, "Pusher", "A.hand")
    play(game, [PlayBattle(pusher, 6)], Script())
    assert s.position["B"] == 3 and len(s.areas["A.hand"]) == 1
    if saved:  # words its source does not grant: refused as the game is made
        s.lasting[0]["grants"] = ["カードを99枚引く。"]
        with pytest.raises(ValueError, match="grants no ability"):
            new_game(GameState.from_text(s.to_text()), compile_card)
    next_turn(game)
    assert not s.lasting


@pytest.mark.parametrize("text, invasions", [("出現時このターン、あなたの怪獣カードはもう一度進攻できる。", 2),
                                             ("出現時あなたは1枚引く。", 1)])
def test_an_invasion_allowed_once_more_is_a_second_one_this_turn_only(text, invasions):
    """8.6.2 (once a turn), 1.3.1 (the card's text is above it): 「このターン、あなたの怪獣カードはもう
    一度進攻できる」 allows a second invasion, not a third; the next turn it is once again."""
    s = board(text)
    for _ in range(4):
        card(s, "Tank", "A.hand")
        card(s, "Tank", "A.deck")
    game, _jet, _ = run(s)
    tanks = [c for c in s.areas["A.hand"] if s.cards[c].name == "Tank"]
    for tank in tanks[:invasions]:
        play(game, [Invade(tank)], Script())
    with pytest.raises(IllegalAction, match="8.6.2"):
        game.act(Invade(tanks[invasions]))
    assert s.used["A"].count("invade") == invasions
    next_turn(game)
    next_turn(game)
    play(game, [Invade(tanks[invasions])], Script())
    with pytest.raises(IllegalAction, match="8.6.2"):
        game.act(Invade(tanks[invasions + 1]))


def test_what_a_change_lasts_is_said():
    assert "until the end of the opponent's next turn, the opponent cannot place strategy cards" in \
        words("次の相手のターン終了時まで、相手は戦略カードを置くことができない。", strategy=True)
    assert "until the end of the main phase of your next turn, this card's counter power +1000" in \
        words("出現時次のあなたのメインフェイズ終了時まで、これの撃退力+1000。")
    assert "you may invade a second time in a turn" in words("このターン、あなたの怪獣カードはもう一度進攻できる。",
                                                            strategy=True)


def test_a_change_for_this_turn_reaches_every_card_its_phrase_finds_now():
    """10.8.2, 7.5.6: 「このターン、あなたの交戦カードすべての撃退力+2000」 (a strategy card) reaches
    A's battle cards on the field as it resolves — not the strategy card, not B's, not one played later."""
    s = board("")
    s.defs["Plan"] = make_card("Plan", "strategy", "1", "red", "Plan",
                               text="このターン、あなたの交戦カードすべての撃退力+2000。")
    mine, theirs = card(s, "Tank", "A.zone3"), card(s, "Tank", "B.zone3")
    game = new_game(s, compile_card)
    plan, later = card(s, "Plan", "A.hand"), card(s, "Tank", "A.hand")
    play(game, [ActivateStrategy(plan, 1), PlayBattle(later, 4)], Script())
    assert [game.counter_power(c) for c in (mine, theirs, later)] == [8000, 6000, 6000]


@pytest.mark.parametrize("until, survives", [("次の相手のターン終了時まで", True), ("このターン", False)])
def test_a_protection_for_a_time_holds_in_the_turns_it_names(until, survives):
    """10.2.1.2, 1.3.3: Jet is kept from the opponent's effects until the end of B's next turn; B's
    Bomber then destroys none of A's battle cards. Made for this turn only, it is gone by then."""
    s = board(f"出現時{until}、これは相手の効果で破壊されない。")
    s.defs["Bomber"] = make_card("Bomber", "battle", "1", "red", "Weapon", counter=1000,
                                 text="出現時相手の交戦カードを1枚破壊する。")
    game, jet, _ = run(s)
    next_turn(game)
    play(game, [PlayBattle(card(s, "Bomber", "B.hand"), 5)], Script())
    assert (s.where(jet) == "A.zone5") is survives


def test_a_change_the_engine_cannot_keep_for_a_time_is_refused():
    """Numbers, protections, a player's prohibitions and actions allowed once more are kept for a
    time; another change with a duration is unread, not run as nothing."""
    with pytest.raises(CompileError, match="10.2.1.2"):
        compile_text("出現時このターン、これはゲーム開始時にエリア3に出現する。")


# -- delayed triggers: an effect that makes an ability for later (10.6.5) -------------------------

@pytest.mark.parametrize("whose, gone_after", [("あなた", 1), ("相手", 2)])
def test_a_delayed_trigger_waits_for_the_next_phase_of_its_player(whose, gone_after):
    """10.6.5: 「次のあなたのエンドフェイズ開始時、これを破壊する」 destroys Jet at the beginning of
    A's end phase this turn; 「次の相手の…」 waits for B's end phase, a turn later."""
    s = board(f"出現時次の{whose}のエンドフェイズ開始時、これを破壊する。")
    for _ in range(10):  # draws from a deck, not the discard pile shuffled back (11.2.2)
        card(s, "Tank", "A.deck")
    game, jet, _ = run(s)
    assert s.where(jet) == "A.zone5"
    for turn in range(1, 3):
        next_turn(game)
        assert (s.where(jet) == "A.discard") is (turn >= gone_after)
    assert any("10.6.5" in step.rules for step in game.trace)


@pytest.mark.parametrize("moment", ["エンドフェイズ開始時", "終わりに"])
def test_a_delayed_trigger_of_this_turn_is_met_later_this_turn(moment):
    """10.6.5: 「このターンのエンドフェイズ開始時、これを破壊する」 (or 「このターンの終わりに」, 7.5.7) destroys
    Jet at this turn's moment, whoever's turn it is."""
    s = board(f"出現時このターンの{moment}、これを破壊する。")
    for _ in range(10):
        card(s, "Tank", "A.deck")
    game, jet, _ = run(s)
    assert s.where(jet) == "A.zone5"
    next_turn(game)
    assert s.where(jet) == "A.discard" and not s.timed


def test_a_delayed_trigger_of_this_turn_whose_moment_is_past_never_triggers():
    """10.6.5: made in the main phase, 「このターンのスタートフェイズ開始時」 has passed; it is not met at the
    next turn's start phase (it was this turn's) and is gone with the turn."""
    s = board("出現時このターンのスタートフェイズ開始時、あなたの怒りを1増やす。")
    for _ in range(10):
        card(s, "Tank", "A.deck")
    game, _jet, _ = run(s)
    assert s.timed
    next_turn(game)
    assert s.turn_player == "B" and s.rage["A"] == 0 and not s.timed


def test_a_delayed_trigger_destroys_the_card_the_effect_before_made_appear():
    """10.6.5 with 10.5.3: 「…出現させる。このターンのエンドフェイズ開始時、それを破壊する。」 — それ is the
    card just made to appear, kept with the timed trigger; the other battle card stays."""
    s = board("")
    s.defs["Raid"] = make_card("Raid", "strategy", "1", "red", "Weapon",
                               text="あなたの捨て札から交戦カードを1枚出現させる。このターンのエンドフェイズ開始時、それを破壊する。")
    for _ in range(10):
        card(s, "Tank", "A.deck")
    back = card(s, "Tank", "A.discard")
    stays = card(s, "Jet", "A.zone3")  # Tank and Jet: 8000, short of the foe's 10000 (7.4.3)
    raid = card(s, "Raid", "A.hand")
    game = new_game(s, compile_card)
    play(game, [ActivateStrategy(raid, 1)], Script())
    assert s.where(back).startswith("A.zone")
    saved = GameState.from_text(s.to_text())  # the cards it waits for travel with the state
    assert saved.timed == s.timed
    next_turn(game)
    assert s.where(back) == "A.discard" and s.where(stays) == "A.zone3"


def test_a_delayed_trigger_triggers_once():
    """10.6.5.1: 「次のスタートフェイズ開始時」 (whoever's) is met at B's start phase, and not again at
    the start phases after it."""
    s = board("出現時次のスタートフェイズ開始時、あなたの怒りを1増やす。")
    game, _jet, _ = run(s)
    next_turn(game)
    assert s.turn_player == "B" and s.rage["A"] == 1
    next_turn(game)  # A's start phase sets A's rage to 0 (7.2.3)
    next_turn(game)
    assert s.turn_player == "B" and s.rage["A"] == 0


@pytest.mark.parametrize("whose, gone_in", [("あなた", 3), ("相手", 2), ("", 2)])
def test_a_delayed_trigger_at_a_next_turns_end_skips_this_turn(whose, gone_in):
    """10.6.5, 7.5.7: 「次のあなたのターンの終わりに、これを破壊する」 — A's next turn (turn 3), not this
    one; the opponent's next turn, or whoever's next (turn 2)."""
    s = board(f"出現時次の{whose + 'の' if whose else ''}ターンの終わりに、これを破壊する。")
    for _ in range(10):
        card(s, "Tank", "A.deck")
    game, jet, _ = run(s)
    for turn in (2, 3, 4):
        next_turn(game)  # to the play timing of the turn after the one that ended
        assert (s.where(jet) == "A.discard") is (turn > gone_in), turn


@pytest.mark.parametrize("zone, destroyed", [(8, False), (5, True)])
def test_a_delayed_triggers_condition_is_checked_when_it_resolves(zone, destroyed):
    """10.6.5, 10.5.2.3.3: 「次のあなたのエンドフェイズ開始時、これがエリア8にいないなら、これを破壊する」
    — asked at the end phase, of where Jet is then."""
    s = board("出現時次のあなたのエンドフェイズ開始時、これがエリア8にいないなら、これを破壊する。")
    for _ in range(10):
        card(s, "Tank", "A.deck")
    game, jet, _ = run(s, zone=zone)
    next_turn(game)
    assert (s.where(jet) == "A.discard") is destroyed


@pytest.mark.parametrize("whose, draws", [("あなた", 1), ("相手", 0)])
def test_a_delayed_trigger_on_an_event_is_met_once(whose, draws):
    """10.6.5, 10.6.5.1: 「次に(whose)の交戦カードが破壊された時、カードを1枚引く」 — Bomber then destroys
    two of A's battle cards: A draws one card, not two; none when it waits for B's."""
    s = board(f"出現時次に{whose}の交戦カードが破壊された時、カードを1枚引く。")
    s.defs["Bomber"] = make_card("Bomber", "battle", "1", "red", "Weapon", counter=1000,
                                 text="出現時あなたの交戦カードを2枚破壊する。")
    for _ in range(3):
        card(s, "Tank", "A.deck")
    tanks = [card(s, "Tank", f"A.zone{zone}") for zone in (3, 4)]
    game, _jet, _ = run(s)
    bomber = card(s, "Bomber", "A.hand")
    play(game, [PlayBattle(bomber, 6)], Script(card=list(tanks)))
    assert all(s.where(t) == "A.discard" for t in tanks)
    assert len(s.areas["A.hand"]) == draws


def test_a_delayed_trigger_is_said_with_when_and_once():
    assert "at the beginning of the opponent's next main phase (once): draw 1 card; then decrease the " \
           "opponent's rage by 1" in words("出現時次の相手のメインフェイズ開始時、あなたは1枚引き、相手の怒りを1減らす。")


# -- destinations: where a card goes is a part of its own -----------------------------------------

def test_a_card_played_to_an_empty_zone_is_offered_only_empty_zones():
    """4.4.7, 5.11.1: 「…を1枚、空いているエリアに出現させる」 — never a zone with a card in it."""
    s = board("出現時あなたの捨て札から交戦カードを1枚、空いているエリアに出現させる。")
    card(s, "Tank", "A.discard")
    for zone in (3, 4):
        card(s, "Big", f"A.zone{zone}")
    _game, _jet, chooser = run(s)
    [offered] = [{o.key for o in d.options} for d in chooser.asked if d.kind == "zone"]
    assert offered and not offered & {"zone1", "zone3", "zone4", "zone5"}


def test_a_token_made_in_an_empty_zone_goes_to_one():
    s = board("出現時「触手」トークンを1枚、空いているエリアに出現させる。")
    card(s, "Big", "A.zone2")
    _game, _jet, chooser = run(s)
    [offered] = [{o.key for o in d.options} for d in chooser.asked if d.kind == "zone"]
    assert "zone2" not in offered and "zone5" not in offered


def test_a_move_to_named_zones_is_offered_only_those():
    """4.4.7: 「これをエリア6~8に移動させる」 — an empty zone among those printed."""
    s = board("出現時これをエリア6~8に移動させる。")
    card(s, "Big", "A.zone7")
    game, jet, chooser = run(s, zone=5)
    [offered] = [{o.key for o in d.options} for d in chooser.asked if d.kind == "zone" and "moves" in d.prompt]
    assert offered == {"zone6", "zone8"} and s.zone_of(jet) == 6


def test_cards_looked_at_go_to_the_bottom_in_the_order_chosen():
    """5.5.1, 5.2.1: 「山札を上から3枚見て、好きな順で山札の下に置く」."""
    s = board("出現時あなたの山札を上から3枚見て、好きな順で山札の下に置く。")
    top = [card(s, "Tank", "A.deck") for _ in range(3)]  # each put on top: the last is the top card
    rest = card(s, "Big", "A.deck")
    s.areas["A.deck"].remove(rest)
    s.areas["A.deck"].append(rest)  # the fourth card, under them
    run(s, Script(card=[top[0], top[2]]))
    assert s.areas["A.deck"] == [rest, top[0], top[2], top[1]]


def test_a_card_put_at_the_bottom_of_the_deck():
    s = board("出現時あなたの捨て札の交戦カードを1枚山札の下に置く。")
    on_top = card(s, "Plan", "A.deck")
    tank = card(s, "Tank", "A.discard")
    run(s)
    assert s.areas["A.deck"] == [on_top, tank]


# -- what a verb acts on: a card phrase ----------------------------------------------------------------

def test_a_swap_takes_only_the_cards_its_filter_admits():
    """5.6.1, 10.5.3: 「相手のエリアにいる等級4以下の交戦カードを2枚選び…入れ替える」 — the rank 5
    card is no target, so the two rank 2 cards swap."""
    s = board("出現時相手のエリアにいる等級4以下の交戦カードを2枚選び、それらのいるエリアを入れ替える。")
    a, big, b = card(s, "Tank", "B.zone3"), card(s, "Big", "B.zone4"), card(s, "Tank", "B.zone6")
    run(s)
    assert (s.zone_of(a), s.zone_of(big), s.zone_of(b)) == (6, 4, 3)


def test_this_card_swaps_with_the_one_chosen():
    """5.6.1: 「これと、あなたのエリアにいる他の交戦カード1枚のいるエリアを入れ替えてよい」."""
    text = "出現時これと、あなたのエリアにいる他の交戦カード1枚のいるエリアを入れ替えてよい。"
    s = board(text)
    tank = card(s, "Tank", "A.zone7")
    _game, jet, _ = run(s, Script(yes_no=["yes"]), zone=5)
    assert (s.zone_of(jet), s.zone_of(tank)) == (7, 5)
    assert "you may swap the zones of this card and 1 of your battle cards" in words(text)


# -- verbs the rules define: reveal (5.10), put in the deck (5.2.1), shuffle (5.3) -----------------------

def test_the_opponent_reveals_the_whole_hand_and_keeps_it():
    """5.10.1: every card of the opponent's hand is shown; none of them moves."""
    s = board("出現時相手は自分の手札をすべて公開する。")
    hand = [card(s, "Tank", "B.hand"), card(s, "Plan", "B.hand")]
    game, _jet, _ = run(s)
    assert sorted(s.areas["B.hand"]) == sorted(hand)
    revealed = [step for step in game.trace if "5.10.1" in step.rules and step.player == "B"]
    assert {name for step in revealed for name in step.cards} == {"Tank", "Plan"}


def test_cards_returned_to_the_deck_then_the_deck_is_shuffled():
    """5.2.1, 5.3.1: 「…を3枚まで山札に戻し、山札をシャッフルする」 — the player stops after two."""
    s = board("出現時あなたの捨て札の交戦カードを3枚まで山札に戻し、山札をシャッフルする。")
    for _ in range(3):
        card(s, "Tank", "A.discard")
    game, _jet, _ = run(s, Script(card=["Tank", "Tank", NO_MORE.key]))
    assert len(s.areas["A.deck"]) == 2 and len(s.areas["A.discard"]) == 1
    assert any("5.3.1" in step.rules for step in game.trace)


@pytest.mark.parametrize("top, to_hand", [("Tank", True), ("Plan", False)])
def test_a_revealed_card_is_added_to_the_hand_only_if_it_is_what_the_text_asks(top, to_hand):
    """5.10.1, 5.2.1: 「山札を上から1枚公開する。それが交戦カードなら、手札に加える」 — else it stays
    on top of the deck."""
    s = board("出現時あなたの山札を上から1枚公開する。それが交戦カードなら、手札に加える。")
    shown = card(s, top, "A.deck")
    run(s)
    assert (s.where(shown) == "A.hand") is to_hand
    assert to_hand or s.areas["A.deck"][0] == shown


# -- whose: the player who does it --------------------------------------------------------------------

@pytest.mark.parametrize("who, drawn", [("相手は", {"A": 0, "B": 1}), ("各プレイヤーは", {"A": 1, "B": 1}),
                                        ("", {"A": 1, "B": 0})])
def test_the_player_the_text_names_draws(who, drawn):
    """5.4.1: 「相手はカードを1枚引く」 — the named player draws; 各プレイヤー: both (1.3.4)."""
    s = board(f"出現時{who}カードを1枚引く。")
    for player in "AB":
        card(s, "Tank", f"{player}.deck")
    run(s)
    assert {p: len(s.areas[f"{p}.hand"]) for p in "AB"} == drawn


def test_the_opponent_chooses_the_card_the_opponent_discards():
    """5.7.1: 「相手は手札を1枚捨てる」 — the player whose hand it is chooses."""
    s = board("出現時相手は手札を1枚捨てる。")
    tank, plan = card(s, "Tank", "B.hand"), card(s, "Plan", "B.hand")
    _game, _jet, chooser = run(s, Script(card=[plan]))
    assert s.where(plan) == "B.discard" and s.where(tank) == "B.hand"
    assert [d.player for d in chooser.asked if d.kind == "card"] == ["B"]


# -- search: where found cards go, and what is guaranteed -----------------------------------------------

def test_a_card_searched_for_is_played_where_the_text_says():
    """5.8, 4.4.7: 「…を1枚探して空いているエリアに出現させ」 — only an empty zone is offered."""
    s = board("出現時あなたの山札から交戦カードを1枚探して空いているエリアに出現させ、山札をシャッフルする。")
    tank = card(s, "Tank", "A.deck")
    card(s, "Big", "A.zone3")
    _game, _jet, chooser = run(s)
    [offered] = [{o.key for o in d.options} for d in chooser.asked if d.kind == "zone" and "Tank" in d.prompt]
    assert "zone3" not in offered and "zone5" not in offered and s.zone_of(tank) is not None


@pytest.mark.parametrize("phrase, may_stop", [("カード", False), ("交戦カード", True)])
def test_a_search_by_count_alone_must_find_as_many(phrase, may_stop):
    """5.8.1.1: 「カードを1枚探して」 names only a count: one must be chosen; with more than a count
    (「交戦カード」) none is guaranteed (5.8.1.2), so the player may find none."""
    s = board(f"出現時あなたの山札から{phrase}を1枚探して手札に加え、山札をシャッフルする。")
    for _ in range(2):
        card(s, "Tank", "A.deck")
    _game, _jet, chooser = run(s)
    offers = [d for d in chooser.asked if d.kind == "card"]
    assert offers and any(NO_MORE.key == o.key for o in offers[0].options) is may_stop


@pytest.mark.parametrize("picks, rage", [(["Godzilla", "Godzilla"], 2), (["Tank", "Godzilla"], 1), (["Tank", "Tank"], 0)])
def test_a_search_into_the_discard_pile_then_counts_what_it_put_there(picks, rage):
    """5.8.1.1, 5.7.3: 「あなたの山札からカードを2枚探して捨て札にし、山札をシャッフルする。この効果で捨て札にした
    怪獣カード1枚につき、これの怒りを1増やす」 — a count alone: exactly two taken (no stopping short), both into
    A's discard pile (none appears), then +1 rage for each monster card among them."""
    s = board("出現時あなたの山札からカードを2枚探して捨て札にし、山札をシャッフルする。"
              "この効果で捨て札にした怪獣カード1枚につき、これの怒りを1増やす。")
    deck = [card(s, "Godzilla", "A.deck"), card(s, "Godzilla", "A.deck"), card(s, "Tank", "A.deck"),
            card(s, "Tank", "A.deck")]
    before = s.rage["A"]
    _game, _jet, chooser = run(s, Script(card=picks))
    offers = [d for d in chooser.asked if d.kind == "card"]
    assert len(offers) == 2 and not any(o.key == NO_MORE.key for d in offers for o in d.options)
    assert len(s.areas["A.discard"]) == 2 and set(s.areas["A.discard"]) <= set(deck)
    assert s.zone_of(s.areas["A.discard"][0]) is None and s.rage["A"] - before == rage


@pytest.mark.parametrize("shown", ["", "公開し、"])
def test_a_searched_card_is_revealed_only_when_the_text_says_so(shown):
    """5.8.1 looks through the deck and chooses; 5.10.1's reveal is the text's own word (公開し): the
    trace a judge reads says "reveals" only then."""
    s = board(f"出現時あなたの山札から「Tank」を1枚まで探して{shown}手札に加え、山札をシャッフルする。")
    tank = card(s, "Tank", "A.deck")
    game, _jet, _chooser = run(s)
    [found] = [step for step in game.trace if "finds" in step.text]
    assert tank in s.areas["A.hand"]
    assert ("reveals" in found.text) is bool(shown) and ("5.10.1" in found.rules) is bool(shown)


# -- 10.5.2.2.1's own wording, and 7.5.6's ---------------------------------------------------------------

def test_the_rules_wording_of_a_choice_is_the_printed_ones():
    """10.5.2.2.1: 「以下から(数値)を行う」 means what 「以下をNつ行う」 does."""
    options = "・あなたは1枚引く。・相手の怒りを1減らす。・相手の等級3以下の交戦カードを1枚破壊する。"
    rules, printed = (compile_text(head + options, strategy=True) for head in ("以下から2つを行う。", "以下を2つ行う。"))
    assert tuple(map(canonical, rules)) == tuple(map(canonical, printed))


def test_until_the_end_of_the_turn_is_the_same_duration():
    """7.5.6: 「ターンの終わりまで」 and 「そのターン中」 expire together."""
    until, during = (compile_text(f"出現時{w}、これの撃退力+2000。") for w in ("ターンの終わりまで", "そのターン中"))
    assert tuple(map(canonical, until)) == tuple(map(canonical, during))


# -- look, then take some and put the rest somewhere ---------------------------------------------------

@pytest.mark.parametrize("rest, where", [("好きな順で山札の下に置く", "bottom"), ("捨て札にする", "discard")])
def test_cards_looked_at_some_taken_the_rest_put_where_the_text_says(rest, where):
    """5.5.1, 5.2.1: 「上から3枚見て、その中から交戦カードを1枚手札に加え、残りを…」 — only a battle
    card may be taken, exactly one when there is one (10.5.3.1); the others go where it says."""
    s = board(f"出現時あなたの山札を上から3枚見て、その中から交戦カードを1枚手札に加え、残りを{rest}。")
    bottom = card(s, "Big", "A.deck")  # each card is put on top: the deck is Tank, Tank, Plan, Big
    plan = card(s, "Plan", "A.deck")
    for _ in range(2):
        card(s, "Tank", "A.deck")
    run(s)
    assert len([c for c in s.areas["A.hand"] if s.cards[c].name == "Tank"]) == 1
    assert s.where(plan) == ("A.discard" if where == "discard" else "A.deck")
    if where == "bottom":
        assert s.areas["A.deck"][0] == bottom and plan in s.areas["A.deck"][1:]


def test_a_card_from_the_hand_put_at_the_bottom_of_the_deck_is_any_card():
    """4.9.3: 「手札を1枚」 is a card of the hand, whatever its type."""
    s = board("出現時あなたの手札を1枚山札の下に置く。")
    plan = card(s, "Plan", "A.hand")
    run(s)
    assert s.areas["A.deck"] == [plan]


# -- under a card: this one, or your monster ----------------------------------------------------------

def test_a_card_stacked_under_your_monster_goes_under_the_invading_stack():
    """3.2.1: 「…をあなたの怪獣カードの下に重ねる」 — under the monster, not under this card."""
    s = board("出現時あなたの手札から交戦カードを1枚、あなたの怪獣カードの下に重ねる。")
    tank = card(s, "Tank", "A.hand")
    _game, jet, _ = run(s)
    assert s.where(tank) == "A.invading" and s.areas["A.invading"][0] != tank
    assert tank not in s.cards[jet].under


def test_the_cards_a_condition_counts_are_what_それら_destroys():
    """「相手のエリアにいる交戦カードが3枚以上なら、それらを破壊する」: the cards counted (10.5.3)."""
    s = board("出現時相手のエリアにいる交戦カードが2枚以上なら、それらを破壊する。")
    foes = [card(s, "Tank", f"B.zone{z}") for z in (3, 6)]
    run(s)
    assert all(s.where(c) == "B.discard" for c in foes)


# -- the joined forms of the same verbs ------------------------------------------------------------------

def test_returned_then_shuffled_in_one_verb_shuffles_the_deck():
    """5.2.1, 5.3.1: 「山札に戻してシャッフルする」 is the put, then the shuffle."""
    s = board("出現時あなたの捨て札の交戦カードを1枚山札に戻してシャッフルする。")
    card(s, "Tank", "A.discard")
    game, _jet, _ = run(s)
    assert len(s.areas["A.deck"]) == 1 and any("5.3.1" in step.rules for step in game.trace)


@pytest.mark.parametrize("answer, played", [(NO_MORE.key, False), ("Tank", True)])
def test_may_play_lets_the_player_play_none(answer, played):
    """「…を1枚出現させてよい」: a may (10.5.3.1.1's 'none' is offered)."""
    s = board("出現時あなたの捨て札から交戦カードを1枚出現させてよい。")
    tank = card(s, "Tank", "A.discard")
    run(s, Script(card=[answer]))
    assert (s.zone_of(tank) is not None) is played


def test_chosen_then_destroyed_is_destroyed_up_to_the_count():
    """10.5.3.1.1: 「…を2枚まで選び、破壊する」 — the player may stop after one."""
    s = board("出現時相手の交戦カードを2枚まで選び、破壊する。")
    foes = [card(s, "Tank", f"B.zone{z}") for z in (3, 4, 6)]
    run(s, Script(card=[foes[0], NO_MORE.key]))
    assert [s.where(c) for c in foes] == ["B.discard", "B.zone4", "B.zone6"]


def test_a_card_of_the_field_returned_to_the_hand_takes_what_is_under_it():
    """5.2.1, 3.2.4: 「相手の交戦カードを1枚手札に戻す」 — the card and the cards under it go to their
    owner's hand."""
    s = board("出現時相手の交戦カードを1枚手札に戻す。")
    tank, under = card(s, "Tank", "B.zone3"), s.new_card("Big", "B")
    s.cards[tank].under.append(under)
    run(s)
    assert s.where(tank) == "B.hand" and s.where(under) == "B.hand"


@pytest.mark.parametrize("whose, player", [("相手の怪獣カード", "B"), ("相手", "B"), ("あなたの怪獣カード", "A")])
def test_each_whose_of_a_rage_is_the_players_it_names(whose, player):
    """3.4: 「相手の怪獣カードの怒りを1減らす」 is the opponent's."""
    s = board(f"出現時{whose}の怒りを1減らす。")
    s.rage["A"] = s.rage["B"] = 2
    run(s)
    assert s.rage[player] == 1 and s.rage["B" if player == "A" else "A"] == 2


def test_a_token_in_each_zone_next_to_this_card():
    """9.1.2, 4.4.5.2: 「「触手」トークンを、これの隣接エリアすべてに出現させる」 — one in each."""
    s = board("出現時「触手」トークンを、これの隣接エリアすべてに出現させる。")
    run(s, zone=7)
    near = {n for n in ZONES if adjacent(n, 7) and n != s.position["A"]}
    made = {s.zone_of(c) for c in s.cards if s.cards[c].name == "触手"}
    assert made == near


def test_looking_at_the_opponents_deck_moves_nothing():
    """5.5.1: 「相手の山札を上から2枚見る」 — the master learns them; they stay in order."""
    s = board("出現時相手の山札を上から2枚見る。")
    deck = [card(s, "Tank", "B.deck"), card(s, "Plan", "B.deck")]
    game, _jet, _ = run(s)
    assert s.areas["B.deck"] == deck[::-1]
    looked = [step for step in game.trace if "5.5.1" in step.rules]
    assert looked and looked[-1].player == "A" and set(looked[-1].cards) == {"Tank", "Plan"}


def test_each_players_deck_is_milled():
    s = board("出現時各プレイヤーの山札を上から1枚捨て札にする。")
    for player in "AB":
        card(s, "Tank", f"{player}.deck")
    run(s)
    assert len(s.areas["A.discard"]) == len(s.areas["B.discard"]) == 1


# -- "〜てよい" on every verb ----------------------------------------------------------------------------

@pytest.mark.parametrize("answer, drawn", [("yes", 1), ("no", 0)])
def test_may_on_any_verb_is_the_masters_choice(answer, drawn):
    """「カードを1枚引いてよい」: no printed card says it of a draw; the may of 「移動させてよい」 is the
    same part on another verb, asked before the verb runs."""
    s = board("出現時カードを1枚引いてよい。")
    card(s, "Tank", "A.deck")
    run(s, Script(yes_no=[answer]))
    assert len(s.areas["A.hand"]) == drawn
    assert "you may draw 1 card" in words("出現時カードを1枚引いてよい。")


@pytest.mark.parametrize("answer, rage", [("yes", 1), ("no", 2)])
def test_may_lower_a_rage(answer, rage):
    s = board("出現時相手の怒りを1減らしてよい。")
    s.rage["B"] = 2
    run(s, Script(yes_no=[answer]))
    assert s.rage["B"] == rage


def test_a_card_is_never_read_as_going_to_the_other_players_zones():
    """4.4.2, 5.11.1: a token is made in its master's zones — 「相手の空いているエリアに出現させる」 is
    refused with why, not read as the master's; the opponent's card may move in the opponent's."""
    from judgekit.cardtext import CompileError

    with pytest.raises(CompileError, match="its own player's zones"):
        compile_text("出現時「触手」トークンを1枚、相手の空いているエリアに出現させる。")
    assert compile_text("出現時相手の交戦カードを1枚、相手の空いているエリアに移動させる。")


def test_discarding_up_to_as_a_may_from_your_hand():
    s = board("出現時あなたの手札を2枚まで捨ててよい。")
    for _ in range(2):
        card(s, "Tank", "A.hand")
    run(s, Script(card=[NO_MORE.key]))
    assert len(s.areas["A.hand"]) == 2


@pytest.mark.parametrize("answer, taken", [(NO_MORE.key, 0), ("Tank", 1)])
def test_up_to_one_revealed_card_may_be_none(answer, taken):
    """5.10.1, 10.5.3.1.1: 「…公開し、その中から交戦カードを1枚まで手札に加え、残りを捨て札にする」."""
    s = board("出現時あなたの山札を上から2枚公開し、その中から交戦カードを1枚まで手札に加え、残りを捨て札にする。")
    card(s, "Plan", "A.deck")
    card(s, "Tank", "A.deck")
    run(s, Script(card=[answer]))
    assert len(s.areas["A.hand"]) == taken and len(s.areas["A.discard"]) == 2 - taken


SHOWN_THEN_TAKEN = {
    "公開した": "出現時あなたの山札を上から3枚公開し、その中の交戦カードを1枚まで手札に加え、残りを捨て札にする。",
    "見た": "出現時あなたの山札を上から3枚見て、その中から交戦カードを1枚まで手札に加え、残りを好きな順で山札の下に置く。"}


@pytest.mark.parametrize("answer", ["Tank", NO_MORE.key])
@pytest.mark.parametrize("verb", ["公開した", "見た"])
def test_a_count_of_the_cards_shown_counts_every_one_of_them_taken_or_not(verb, answer):
    """5.10.1 / 5.5.1, 10.5.3: 「公開した(見た)怪獣カード1枚につき」 after 「…その中の交戦カードを1枚まで手札に
    加え、残りを…」 counts the monster cards among all 3 shown — those put back or discarded too, never the
    4th card down — not among the card taken (a battle card: the count would always be 0; TN-032)."""
    s = board(SHOWN_THEN_TAKEN[verb] + f"{verb}怪獣カード1枚につき、あなたの怒りを1増やす。")
    for name in ("Godzilla", "Godzilla", "Tank", "Godzilla"):  # each put on top: the first is the 4th card down
        card(s, name, "A.deck")
    before = s.rage["A"]
    run(s, Script(card=[answer]))
    assert s.rage["A"] - before == 2
    assert len(s.areas["A.hand"]) == (answer == "Tank")


@pytest.mark.parametrize("top, rage", [(("Godzilla", "Plan", "Tank"), 1), (("Plan", "Tank", "Tank"), 0)])
def test_a_condition_on_what_was_revealed_asks_of_every_card_shown(top, rage):
    """5.10.1: 「怪獣カードを公開したら」 after 「…その中の交戦カードを1枚まで手札に加え、残りを捨て札にする」 holds when
    a monster card was among the 3 revealed — though only a battle card could be taken."""
    s = board(SHOWN_THEN_TAKEN["公開した"] + "怪獣カードを公開したら、あなたの怒りを1増やす。")
    for name in ("Godzilla", *top):  # each put on top: the first Godzilla is the 4th card down, never revealed
        card(s, name, "A.deck")
    before = s.rage["A"]
    run(s, Script(card=["Tank"]))
    assert s.rage["A"] - before == rage


@pytest.mark.parametrize("answer, taken", [("Tank", 1), (NO_MORE.key, 0)])
def test_the_cards_shown_and_the_cards_taken_are_counted_apart(answer, taken):
    """5.10.1: 「公開したカードと同じ枚数」 is every card revealed (3: B mills 3), 「手札に加えたカード1枚につき」
    only the one taken, if any."""
    counts = {}
    for then in ("この効果で公開したカードと同じ枚数、相手の山札を上から捨て札にする。",
                 "手札に加えたカード1枚につき、あなたの怒りを1増やす。"):
        s = board(SHOWN_THEN_TAKEN["公開した"] + then)
        for name in ("Godzilla", "Plan", "Tank", "Godzilla"):
            card(s, name, "A.deck")
        for _ in range(5):
            card(s, "Tank", "B.deck")
        before = s.rage["A"]
        run(s, Script(card=[answer]))
        counts[then[:2]] = len(s.areas["B.discard"]) + s.rage["A"] - before
    assert counts == {"この": 3, "手札": taken}
    assert "as many cards as those revealed or looked at" in words(
        SHOWN_THEN_TAKEN["公開した"] + "この効果で公開したカードと同じ枚数、相手の山札を上から捨て札にする。")


# -- verbs in the rules' wording with their parts composed (held-out symptoms HO-031 … HO-074) ---------

def test_the_card_chosen_on_the_field_is_the_one_this_card_swaps_with():
    """10.5.3 then 5.6.1: 「…交戦カードを1枚選び、これとそれのいるエリアを入れ替えてよい」 — only a
    card next to this one can be chosen, and this card takes its zone."""
    text = "出現時これの隣接エリアにいるあなたの交戦カードを1枚選び、これとそれのいるエリアを入れ替えてよい。"
    s = board(text)
    far, near = card(s, "Tank", "A.zone7"), card(s, "Big", "A.zone4")
    _game, jet, _ = run(s, Script(yes_no=["yes"]), zone=5)
    assert (s.zone_of(jet), s.zone_of(near), s.zone_of(far)) == (4, 5, 7)
    assert "choose 1 of your battle cards (next to this card); then you may swap this card with 1 of those" in words(text)


@pytest.mark.parametrize("text", ["出現時あなたの手札の交戦カードを1枚選び、これと入れ替えてよい。",
                                  "出現時あなたの手札から交戦カードを1枚選び、それとこれを入れ替えてよい。"])
@pytest.mark.parametrize("answer", ["yes", "no"])
def test_a_card_chosen_from_the_hand_then_swapped_with_this_card(text, answer):
    """10.5.3 then 5.6.1, 5.11.1: 「あなたの手札の交戦カードを1枚選び、これと入れ替えてよい」 — the card chosen
    (the battle card, not the strategy card beside it) takes this card's zone and appears there (its own
    出現時 draws a card); this card goes to the hand. Said no, nothing moves."""
    s = board(text)
    s.defs["Scout"] = make_card("Scout", "battle", "1", "red", "Weapon", counter=1000, text="出現時カードを1枚引く。")
    scout, plan = card(s, "Scout", "A.hand"), card(s, "Plan", "A.hand")
    drawn = card(s, "Tank", "A.deck")
    _game, jet, _ = run(s, Script(yes_no=[answer]), zone=5)
    if answer == "yes":
        assert (s.zone_of(scout), s.where(jet), s.where(plan), s.where(drawn)) == (5, "A.hand", "A.hand", "A.hand")
    else:
        assert (s.zone_of(jet), s.where(scout), s.where(drawn)) == (5, "A.hand", "A.deck")


def test_a_card_chosen_on_the_field_then_swapped_with_this_card_unsaid():
    """10.5.3 then 5.6.1: 「あなたのエリアにいる他の交戦カードを1枚選び、これと入れ替える」 — they exchange zones."""
    s = board("出現時あなたのエリアにいる他の交戦カードを1枚選び、これと入れ替える。")
    tank = card(s, "Tank", "A.zone7")
    _game, jet, _ = run(s, zone=5)
    assert (s.zone_of(jet), s.zone_of(tank)) == (7, 5)


@pytest.mark.parametrize("hand, drawn", [(3, 3), (0, 0)])
def test_the_same_number_is_drawn_as_went_into_the_deck(hand, drawn):
    """5.2.1, 5.3.1, 5.4.2: 「あなたの手札をすべて山札に戻してシャッフルし、同じ枚数引く」 — as many as
    were put back, none from an empty hand (10.5.3.1: an action counted 0 is not performed)."""
    text = "出現時あなたの手札をすべて山札に戻してシャッフルし、同じ枚数引く。"
    s = board(text)
    for _ in range(hand):
        card(s, "Tank", "A.hand")
    for _ in range(5):
        card(s, "Big", "A.deck")
    game, _jet, _ = run(s)
    assert len(s.areas["A.hand"]) == drawn and len(s.areas["A.deck"]) == 5
    assert "draw as many cards as those" in words(text)


def test_activating_from_the_hand_takes_only_the_bound_it_names():
    """5.9.1: 「あなたの手札から等級3以下の戦略カードを1枚まで発動する」 — a rank 5 strategy card is
    not one; the rank 1 card is played into a strategy zone."""
    s = board("出現時あなたの手札から等級3以下の戦略カードを1枚まで発動する。")
    plan = card(s, "Plan", "A.hand")
    s.defs["Grand"] = make_card("Grand", "strategy", "5", "red", "Plan")
    grand = card(s, "Grand", "A.hand")
    run(s, Script(card=["Plan"]))
    assert s.area_of(plan).startswith("strategy") and s.area_of(grand) == "hand"


def test_looking_at_the_opponents_top_card_then_it_goes_to_their_pile():
    """5.5.1 then 5.7.3: 「相手の山札を上から1枚見て、それを捨て札にするか山札の上に置く」 — the
    opponent's card, into the opponent's discard pile when not kept."""
    s = board("出現時相手の山札を上から1枚見て、それを捨て札にするか山札の上に置く。")
    top = card(s, "Tank", "B.deck")
    run(s, Script(yes_no=["no"]))
    assert s.where(top) == "B.discard"


@pytest.mark.parametrize("text", ["出現時相手の等級3以下の交戦カードを1枚、手札に戻す。",
                                  "出現時相手の等級3以下の交戦カードを1枚手札に戻す。"])
def test_a_field_card_returned_to_its_owners_hand_within_the_bound(text):
    """5.2.1, 10.5.3: only the rank 2 card fits 等級3以下; it goes to the opponent's hand."""
    s = board(text)
    tank, big = card(s, "Tank", "B.zone3"), card(s, "Big", "B.zone4")
    run(s)
    assert s.where(tank) == "B.hand" and s.zone_of(big) == 4


def test_cards_put_at_the_bottom_in_the_order_chosen_after_a_comma():
    """5.2.1: 「あなたの捨て札の交戦カードを2枚、好きな順で山札の下に置き、1枚引く」."""
    s = board("出現時あなたの捨て札の交戦カードを2枚、好きな順で山札の下に置き、1枚引く。")
    pile = [card(s, "Tank", "A.discard"), card(s, "Big", "A.discard")]
    top = card(s, "Plan", "A.deck")
    run(s)
    assert set(s.areas["A.deck"]) == set(pile) and s.where(top) == "A.hand"


def test_a_count_for_each_card_reads_the_cards_bound():
    """10.8: 「相手のエリアにいる等級4以下の交戦カード1枚につき、これの脅威度+2000」 counts the rank 2
    card and not the rank 5 one, nor a card in the opponent's hand."""
    s = board("")
    s.defs["Kaiju"] = make_card("Kaiju", "monster", "I", "red", "Godzilla", threat=10000,
                                text="相手のエリアにいる等級4以下の交戦カード1枚につき、これの脅威度+2000。")
    s.areas["A.invading"] = []
    monster = card(s, "Kaiju", "A.invading")
    card(s, "Tank", "B.zone3"), card(s, "Big", "B.zone4"), card(s, "Tank", "B.hand")
    game = new_game(s, compile_card)
    assert monster and game.threat("A") == 12000


@pytest.mark.parametrize("text", ["覚醒4 これの撃退力+2000。", "【覚醒4】 これの撃退力+2000。", "出現時 カードを1枚引く。"])
def test_a_space_after_a_bare_keyword_is_no_word(text):
    assert compile_text(text) == compile_text(text.replace(" ", ""))


def test_cards_under_the_opponents_monster_go_alone_and_the_monster_stays():
    """5.7.3.1: 「相手の怪獣カードの下にあるカードを2枚まで捨て札にする」 — only the cards chosen from
    under it; the top card is still the invading monster, and nothing was destroyed."""
    text = "出現時相手の怪獣カードの下にあるカードを2枚まで捨て札にする。"
    s = board(text)
    under = [card(s, "Tank", "B.hand"), card(s, "Big", "B.hand"), card(s, "Plan", "B.hand")]
    for one in under:
        s.put(one, "B.invading", top=False)
    foe = s.top_of_invading("B")
    run(s, Script(card=["Tank", "Big"]))
    assert s.top_of_invading("B") == foe and s.areas["B.invading"][1:] == [under[2]]
    assert s.where(under[0]) == s.where(under[1]) == "B.discard"
    assert "put up to 2 of the cards under the opponent's monster into the discard pile" in words(text)


def test_a_card_under_this_card_goes_to_the_hand_and_this_card_stays():
    """3.2.1, 5.2.1: 「これの下にある交戦カードを1枚手札に戻す」 — the card leaves the stack alone."""
    s = board("出現時あなたの手札から交戦カードを1枚、これの下に重ねる。その後、これの下にある交戦カードを1枚手札に戻す。")
    tank = card(s, "Tank", "A.hand")
    _game, jet, _ = run(s)
    assert s.where(tank) == "A.hand" and s.cards[jet].under == [] and s.zone_of(jet) == 5


# -- prohibitions: who × which action × (into which zones) × (by whose effects), 1.3.3 --------------------

def wall(s: GameState, text: str, where: str) -> str:
    """A battle card with a continuous ``text`` on the field at ``where`` ("A.zone3")."""
    s.defs["Wall"] = make_card("Wall", "battle", "1", "red", "Weapon", counter=1000, text=text)
    return card(s, "Wall", where)


@pytest.mark.parametrize("forbidding, effect, zone", [
    ("", "相手の怪獣カードを1エリア前進させる", 3),
    ("相手の怪獣カードは前進できない。", "相手の怪獣カードを1エリア前進させる", 2),
    ("相手の怪獣カードは後退できない。", "相手の怪獣カードを1エリア後退させる", 2),
    ("相手の怪獣カードは前進できない。", "相手の怪獣カードを1エリア後退させる", 1),  # only the move it names
    ("あなたのターン中相手の怪獣カードは前進できない。", "相手の怪獣カードをエリア5まで前進させる", 2)])
def test_a_monster_forbidden_a_move_does_not_make_it(forbidding, effect, zone):
    """1.3.3 over 5.13.1 / 5.13.2: the opponent's monster (in zone 2) cannot make the move the
    prohibition names, whatever effect asks it; another move it still makes."""
    s = board(f"出現時{effect}。")
    if forbidding:
        wall(s, forbidding, "A.zone3")
    run(s)
    assert s.position["B"] == zone


def test_a_prohibition_of_the_end_phase_advance_leaves_an_effects_advance():
    """NS-053's meaning: only the end phase's own advance is forbidden; an effect still moves the
    monster forward (5.13.1), which 「前進できない」 alone would refuse."""
    s = board("出現時あなたの怪獣カードを1エリア前進させる。")
    wall(s, "相手の怪獣カードはエンドフェイズに前進できない。", "B.zone3")
    run(s)
    assert s.position["A"] == 2


@pytest.mark.parametrize("forbidding, rage", [("", 2), ("あなたのターン中相手の怒りは増えない。", 0),
                                              ("相手のターン中相手の怒りは増えない。", 2),
                                              ("相手の怒りは減らない。", 2)])
def test_a_rage_forbidden_to_increase_stays(forbidding, rage):
    """1.3.3 over 3.4: 「あなたのターン中相手の怒りは増えない」 — in A's turn B's rage stays 0; the
    prohibition of the opponent's turn, or of a decrease, does not stop it."""
    s = board("出現時相手の怒りを2増やす。")
    if forbidding:
        wall(s, forbidding, "A.zone3")
    run(s)
    assert s.rage["B"] == rage


@pytest.mark.parametrize("forbidding, kept", [("", 0), ("あなたの手札は相手の効果で捨て札にならない。", 2),
                                              ("あなたの山札は相手の効果で捨て札にならない。", 0)])
def test_a_hand_kept_from_the_opponents_discard(forbidding, kept):
    """1.3.3 over 5.7.1: B's 「あなたの手札は相手の効果で捨て札にならない」 keeps B's hand from A's
    「相手は手札をすべて捨てる」; a prohibition of the deck does not."""
    s = board("出現時相手は手札をすべて捨てる。")
    if forbidding:
        wall(s, forbidding, "B.zone3")
    card(s, "Tank", "B.hand"), card(s, "Big", "B.hand")
    run(s)
    assert len(s.areas["B.hand"]) == kept


def test_a_hand_kept_only_from_the_opponents_effects():
    """「相手の効果で」: the master's own effects still discard (1.3.3 binds only the opponent's)."""
    s = board("出現時手札を1枚捨てる。")
    wall(s, "あなたの手札は相手の効果で捨て札にならない。", "A.zone3")
    card(s, "Tank", "A.hand")
    run(s)
    assert s.areas["A.hand"] == []


def test_a_zone_forbidden_for_the_opponents_battle_cards():
    """1.3.3 over 5.11.1: 「相手は自分のエリア8に交戦カードを出現させることができない」 — B's zone 8
    only, not B's zone 7 and not A's zone 8."""
    s = board("")
    wall(s, "相手は自分のエリア8に交戦カードを出現させることができない。", "A.zone3")
    game = new_game(s, compile_card)
    assert game.forbids("B", "play-battle", 8) and not game.forbids("B", "play-battle", 7)
    assert not game.forbids("A", "play-battle", 8)


# -- replacements of events other than destruction (10.2.1.3.1, 10.9.1) -------------------------------

@pytest.mark.parametrize("during, zone, rage", [("相手のターン中", 2, 1), ("あなたのターン中", 1, 0), ("", 2, 1)])
def test_a_monster_that_would_move_back_does_something_else_instead(during, zone, rage):
    """10.2.1.3.1: B's 「相手のターン中これは相手の効果で後退せず、その際にこれの怒りを1増やす」 — A's
    effect in A's turn does not move B's monster back (10.9.1.1), B's rage goes up instead; in B's
    own turn only (あなたのターン中) it is not active in A's, and the monster moves back."""
    s = board("出現時相手の怪獣カードを1エリア後退させる。")
    s.defs["Foe"] = make_card("Foe", "monster", "I", "red", "Godzilla", threat=10000,
                              text=f"{during}これは相手の効果で後退せず、その際にこれの怒りを1増やす。")
    run(s)
    assert (s.position["B"], s.rage["B"]) == (zone, rage)


def test_a_replacement_of_a_move_by_the_opponents_effects_leaves_the_own_move():
    """10.9.1 with 相手の効果で: A's monster, moved forward by A's own effect, moves."""
    s = board("出現時あなたの怪獣カードを1エリア前進させる。")
    s.defs["Godzilla"] = make_card("Godzilla", "monster", "I", "red", "Godzilla", threat=10000,
                                   text="これが相手の効果で前進する際、かわりにカードを1枚引く。")
    run(s)
    assert s.position["A"] == 2 and s.areas["A.hand"] == []


def test_a_move_replaced_for_your_monster_by_a_card_phrase():
    """10.9.1: 「あなたの怪獣カードが前進する時、かわりに相手の怒りを1増やす」 on a battle card: the
    monster stays, the opponent's rage goes up."""
    s = board("出現時あなたの怪獣カードを1エリア前進させる。")
    wall(s, "あなたの怪獣カードが前進する時、かわりに相手の怒りを1増やす。", "A.zone3")
    run(s)
    assert (s.position["A"], s.rage["B"]) == (1, 1)


@pytest.mark.parametrize("whose, discard, rage, hand", [("相手", True, 2, 0), ("相手", False, 1, 1), ("あなた", True, 1, 1)])
def test_a_rage_that_would_go_down_by_the_opponents_effect_is_replaced(whose, discard, rage, hand):
    """10.9.1, 10.9.3 over 3.4: B's 「あなたの怪獣カードの怒りが相手の効果で減る際、かわりにあなたの手札を1枚捨てて
    よい。そうしたら、怒りは減らない」 — A's effect lowers B's rage: B may discard instead, and the rage stays 2;
    declined, it goes down. Lowering A's own rage (not B's monster's) is no event of B's."""
    s = board(f"出現時{whose}の怒りを1減らす。")
    s.rage["A"] = s.rage["B"] = 2
    wall(s, "あなたの怪獣カードの怒りが相手の効果で減る際、かわりにあなたの手札を1枚捨ててよい。そうしたら、怒りは減らない。",
         "B.zone3")
    card(s, "Tank", "B.hand")
    run(s, Script(yes_no=["yes" if discard else "no"]))
    assert (s.rage["B" if whose == "相手" else "A"], len(s.areas["B.hand"])) == (rage, hand)


def test_a_rage_that_would_go_up_is_replaced_by_any_effect():
    """10.9.1 over 3.4: 「相手の怪獣カードの怒りが増える際、かわりにあなたは1枚引く」 (no whose effect: any) —
    A's own effect raising B's rage: B's rage stays 0 and A draws."""
    s = board("出現時相手の怒りを1増やす。")
    wall(s, "相手の怪獣カードの怒りが増える際、かわりにあなたは1枚引く。", "A.zone3")
    card(s, "Tank", "A.deck")
    run(s)
    assert s.rage["B"] == 0 and len(s.areas["A.hand"]) == 1


def test_a_monster_from_the_monster_deck_becomes_the_invading_monster():
    """5.11.2, 5.11.3: 「あなたの怪獣デッキから等級IIの怪獣カードを1枚、あなたの怪獣カードの上に重ねて
    出現させる」 — the rank II card (not the rank III one) goes on top of the invading monster."""
    s = board("出現時あなたの怪獣デッキから等級IIの怪獣カードを1枚、あなたの怪獣カードの上に重ねて出現させる。")
    s.defs["Two"] = make_card("Two", "monster", "II", "red", "Godzilla", threat=20000)
    s.defs["Three"] = make_card("Three", "monster", "III", "red", "Godzilla", threat=30000)
    two, three = card(s, "Two", "A.monster_deck"), card(s, "Three", "A.monster_deck")
    first = s.top_of_invading("A")
    run(s)
    assert s.areas["A.invading"][:2] == [two, first] and s.where(three) == "A.monster_deck"


@pytest.mark.parametrize("text", ["出現時あなたの怪獣デッキから交戦カードを1枚出現させる。",
                                  "出現時あなたの手札から交戦カードを1枚、あなたの怪獣カードの上に重ねて出現させる。",
                                  "出現時あなたの手札から怪獣カードを1枚、これの隣接エリアに出現させる。"])
def test_a_card_appears_only_where_its_kind_can(text):
    """5.11.1 / 5.11.2: a battle card in a zone, a monster card as the invading monster — refused
    with why, not read as something the rules cannot do."""
    with pytest.raises(CompileError, match="5.11"):
        compile_text(text)


def test_the_card_chosen_has_its_counter_power_set_for_the_turn():
    """10.5.3, 7.5.6, 10.8.1.5: 「相手の交戦カードを1枚選ぶ。このターン、それの撃退力を0にする」 —
    the chosen card's counter power is 0, the other's as printed."""
    s = board("出現時相手の交戦カードを1枚選ぶ。このターン、それの撃退力を0にする。")
    tank, big = card(s, "Tank", "B.zone3"), card(s, "Big", "B.zone4")
    game, _jet, _ = run(s, Script(card=["Big"]))
    assert (game.counter_power(big), game.counter_power(tank)) == (0, 6000)


def test_a_set_number_then_a_later_change_counts_in_order():
    """10.8.1.7: a change made after the number was set applies on top of it (timestamp order)."""
    s = board("出現時このターン、これの撃退力を0にする。その後、このターン、これの撃退力+1000。")
    game, jet, _ = run(s)
    assert game.counter_power(jet) == 1000


# -- 無効 (10.3.2): abilities that exist but produce no effect -------------------------------------------

@pytest.mark.parametrize("column, threat", [(True, 10000), (False, 15000)])
def test_the_opponents_monsters_abilities_are_invalid_while_the_condition_holds(column, threat):
    """10.3.2: A's 「これが相手の怪獣カードと同じ縦列にいるなら、相手の怪獣カードの能力は無効になる」 —
    B's monster's 「これの脅威度+5000」 adds nothing while A's card is in its column (B's monster in
    zone 2: A's zones 4 and 7 are that column), and counts again when it is not."""
    s = board("")
    s.defs["Foe"] = make_card("Foe", "monster", "I", "red", "Godzilla", threat=10000, text="これの脅威度+5000。")
    wall(s, "これが相手の怪獣カードと同じ縦列にいるなら、相手の怪獣カードの能力は無効になる。",
         "A.zone7" if column else "A.zone5")
    game = new_game(s, compile_card)
    assert game.threat("B") == threat


def test_an_invalid_card_does_not_trigger():
    """10.3.2: B's monster's 「相手の交戦カードが出現するたび、カードを1枚引く」 does nothing while
    invalid: A's Jet appearing draws B no card."""
    s = board("相手の怪獣カードの能力は無効になる。")
    s.defs["Foe"] = make_card("Foe", "monster", "I", "red", "Godzilla", threat=10000,
                              text="相手の交戦カードが出現するたび、カードを1枚引く。")
    card(s, "Tank", "B.deck")
    run(s)
    assert s.areas["B.hand"] == []


@pytest.mark.parametrize("rage, battles", [(1, False), (2, True)])
def test_this_card_cannot_battle_while_the_condition_holds(rage, battles):
    """5.16.1: 「あなたの怪獣カードの怒りが1以下なら、これは戦闘できない」 — its counter power is not
    in the total while the rage is 1 or less."""
    s = board("")
    wall(s, "あなたの怪獣カードの怒りが1以下なら、これは戦闘できない。", "A.zone3")
    tank = card(s, "Tank", "A.zone4")
    s.rage["A"] = rage
    game = new_game(s, compile_card)
    assert game.total_counter_power("A") == 6000 + (1000 if battles else 0)
    assert tank in game.counter_parts("A")[0]


def test_cards_put_at_the_bottom_in_the_order_the_player_names():
    """5.2.1: 「…を2枚、好きな順で山札の下に置く」 — the master names them from the top down."""
    s = board("出現時あなたの捨て札の交戦カードを2枚、好きな順で山札の下に置く。")
    tank, big = card(s, "Tank", "A.discard"), card(s, "Big", "A.discard")
    card(s, "Plan", "A.deck")
    run(s, Script(card=["Big"]))
    assert s.areas["A.deck"][-2:] == [big, tank]
    assert "at the bottom of your deck in the order you choose" in words(
        "出現時あなたの捨て札の交戦カードを2枚、好きな順で山札の下に置く。")


# -- comparisons: 未満, and each denied (10.5) -----------------------------------------------------------

@pytest.mark.parametrize("hand, drawn", [(4, 1), (5, 0)])
def test_fewer_than_is_strictly_fewer(hand, drawn):
    """「あなたの手札が5枚未満なら」 (7.5.4's word): 4 cards draw, 5 do not."""
    s = board("出現時あなたの手札が5枚未満なら、カードを1枚引く。")
    for _ in range(hand):
        card(s, "Big", "A.hand")
    card(s, "Tank", "A.deck")
    run(s)
    assert len(s.areas["A.hand"]) == hand + drawn


@pytest.mark.parametrize("rage, drawn", [(2, 1), (3, 0)])
def test_a_comparison_denied_holds_when_it_does_not(rage, drawn):
    """「相手の怒りが3以上でないなら」: rage 2 draws, rage 3 does not."""
    s = board("出現時相手の怒りが3以上でないなら、カードを1枚引く。")
    s.rage["B"] = rage
    card(s, "Tank", "A.deck")
    run(s)
    assert len(s.areas["A.hand"]) == drawn


@pytest.mark.parametrize("forbidding, drawn", [("", 1), ("相手はカードを引くことができない。", 0),
                                               ("あなたはカードを引くことができない。", 1)])
def test_a_player_forbidden_to_draw_draws_nothing(forbidding, drawn):
    """1.3.3 over 5.4: A's 「相手はカードを引くことができない」 — B's 「カードを1枚引く」 (here A's
    effect making the opponent draw) draws nothing; a prohibition of A's own draws does not bind B."""
    s = board("出現時相手はカードを1枚引く。")
    if forbidding:
        wall(s, forbidding, "A.zone3")
    card(s, "Tank", "B.deck")
    run(s)
    assert len(s.areas["B.hand"]) == drawn


def test_activating_a_strategy_card_forbidden_in_the_rules_words():
    """1.3.3 over 5.9.1: 「相手は戦略カードを発動できない」 binds B, not A."""
    s = board("")
    wall(s, "相手は戦略カードを発動できない。", "A.zone3")
    game = new_game(s, compile_card)
    assert game.forbids("B", "activate-strategy") and not game.forbids("A", "activate-strategy")


@pytest.mark.parametrize("placed, forbidden", [(0, False), (1, True), (2, True)])
def test_a_count_limited_prohibition_lets_cards_come_until_the_count(placed, forbidden):
    """NS-045's class, 1.3.3 over 5.9.1: A's 「相手は戦略カードを2枚以上置くことができない」 — B places a
    strategy card while none of its own is in its strategy zones, never a second; A is not bound."""
    s = board("")
    wall(s, "相手は戦略カードを2枚以上置くことができない。", "A.zone3")
    for slot in range(1, placed + 1):
        card(s, "Plan", f"B.strategy{slot}")
    card(s, "Plan", "A.strategy1")
    game = new_game(s, compile_card)
    assert bool(game.forbids("B", "activate-strategy")) == forbidden and not game.forbids("A", "activate-strategy")


def test_a_count_limited_prohibition_made_for_a_time_keeps_its_count():
    """The same made by a one-shot effect for this turn (10.2.1.2): B may place one, not a second."""
    s = board("出現時このターン、相手は戦略カードを2枚以上置くことができない。")
    game, _jet, _ = run(s)
    assert not game.forbids("B", "activate-strategy")
    card(s, "Plan", "B.strategy1")
    assert game.forbids("B", "activate-strategy")


@pytest.mark.parametrize("protection, kept", [("", False), ("これは相手の効果で手札に戻されない。", True),
                                              ("これは相手の効果で破壊されない。", False)])
def test_a_card_kept_from_returning_to_the_hand_by_the_opponent(protection, kept):
    """1.3.3 over 5.2.1: B's card 「これは相手の効果で手札に戻されない」 stays when A's effect returns
    it; a protection from destruction does not keep it."""
    s = board("出現時相手の交戦カードを1枚手札に戻す。")
    wall_card = wall(s, protection or "これの撃退力+1000。", "B.zone3")
    run(s)
    assert (s.zone_of(wall_card) == 3) == kept


def test_a_token_made_to_vanish_leaves_the_game():
    """9.1.3: 「あなたのエリアにいる「結晶体」トークンを1枚消滅させる」 — the token made before is gone
    (not in a discard pile); the card with the text stays."""
    s = board("出現時「結晶体」トークンを1枚出現させる。その後、あなたのエリアにいる「結晶体」トークンを1枚消滅させる。")
    _game, jet, _ = run(s)
    assert not [c for c in s.cards if s.cards[c].name == "結晶体"] and s.zone_of(jet) == 5
    assert "結晶体" in s.vanished.values()


def test_the_opponents_cards_looked_at_go_back_to_the_opponents_deck():
    """5.5.1, 5.2.1: 「相手の山札を上から2枚見て、好きな順で山札の下に置く」 — both to the bottom of the
    opponent's deck, in the master's order; none into the master's."""
    s = board("出現時相手の山札を上から2枚見て、好きな順で山札の下に置く。")
    low = card(s, "Plan", "B.deck")
    first, second = card(s, "Big", "B.deck"), card(s, "Tank", "B.deck")
    run(s, Script(card=["Big"]))
    assert s.areas["B.deck"] == [low, first, second] and s.areas["A.deck"] == []


@pytest.mark.parametrize("text, lost", [("", True), ("これが相手の効果で撃退される際、かわりに相手の怒りを2増やす。", False),
                                        ("これは相手の効果で撃退されず、その際に相手の怒りを2増やす。", False)])
def test_a_monster_that_would_be_countered_by_an_effect_is_not(text, lost):
    """10.2.1.3.1 over 5.15.1: A's 「相手の怪獣カードを撃退する」 would make B (no next monster) lose
    (5.15.1.2.1); B's replacement takes its place: B plays on, A's rage +2."""
    s = board("出現時相手の怪獣カードを撃退する。")
    s.defs["Foe"] = make_card("Foe", "monster", "I", "red", "Godzilla", threat=10000, text=text)
    game, _jet, _ = run(s)
    assert game.over == lost and s.rage["A"] == (0 if lost else 2)


def test_a_rank_change_counted_by_cards_of_a_rank_does_not_read_itself():
    """10.8.1.6: 「相手のエリアにいる等級4以下の交戦カード1枚につき、相手のエリアにいる交戦カードすべての
    等級-1」 counts the ranks before its own change (a RecursionError before): two rank ≤ 4 cards, so -2."""
    s = board("")
    wall(s, "相手のエリアにいる等級4以下の交戦カード1枚につき、相手のエリアにいる交戦カードすべての等級-1。", "A.zone3")
    tank, other = card(s, "Tank", "B.zone3"), card(s, "Tank", "B.zone4")
    game = new_game(s, compile_card)
    assert game.rank(tank) == 0 and game.rank(other) == 0


def test_a_card_that_would_be_discarded_by_the_opponent_stays_in_the_hand():
    """10.9.1 over 5.7.1: B's 「これが相手の効果で手札から捨てられる際、かわりに相手の怒りを1増やす」 —
    A's 「相手は手札を1枚捨てる」 leaves it in B's hand and A's rage goes up."""
    s = board("出現時相手は手札を1枚捨てる。")
    s.defs["Keep"] = make_card("Keep", "battle", "1", "red", "Weapon", counter=1000,
                               text="これが相手の効果で手札から捨てられる際、かわりに相手の怒りを1増やす。")
    keep = card(s, "Keep", "B.hand")
    run(s)
    assert s.where(keep) == "B.hand" and s.rage["A"] == 1


@pytest.mark.parametrize("protection, stays", [("これが相手の効果で手札に戻される際、かわりにカードを1枚引く。", True),
                                               ("これが手札に戻される際、かわりにカードを1枚引く。", True),
                                               ("これの撃退力+1000。", False)])
def test_a_card_that_would_be_returned_does_something_else(protection, stays):
    """10.9.1 over 5.2.1: B's card is not returned by A's effect; B draws instead."""
    s = board("出現時相手の交戦カードを1枚手札に戻す。")
    kept = wall(s, protection, "B.zone3")
    card(s, "Tank", "B.deck")
    run(s)
    assert (s.zone_of(kept) == 3, len(s.areas["B.hand"])) == (stays, 1)


def test_the_opponent_discards_only_a_card_the_phrase_finds():
    """5.7.1: 「相手は自分の手札の交戦カードを1枚捨てる」 — B chooses, among B's battle cards only."""
    text = "出現時相手は自分の手札の交戦カードを1枚捨てる。"
    s = board(text)
    plan, tank = card(s, "Plan", "B.hand"), card(s, "Tank", "B.hand")
    _game, _jet, chooser = run(s)
    assert s.where(tank) == "B.discard" and s.where(plan) == "B.hand"
    assert "the opponent discards 1 of the opponent's battle cards in the hand" in words(text)


def test_a_card_under_this_one_appears_in_a_zone():
    """3.2.1, 5.11.1: 「これの下にある交戦カードを1枚、空いているエリアに出現させる」 — out from under
    this card, alone, into an empty zone."""
    s = board("出現時あなたの手札から交戦カードを1枚、これの下に重ねる。その後、これの下にある交戦カードを1枚、"
              "空いているエリアに出現させる。")
    tank = card(s, "Tank", "A.hand")
    _game, jet, _ = run(s)
    assert s.zone_of(tank) not in (None, 5) and s.cards[jet].under == [] and s.zone_of(jet) == 5


@pytest.mark.parametrize("text, zone", [("これは相手の効果で後退しない。", 2), ("これは相手の効果で前進も後退もしない。", 2),
                                        ("これは相手の効果で前進しない。", 1)])
def test_a_monster_not_moved_back_by_the_opponents_effects(text, zone):
    """1.3.3 over 5.13.2: B's 「これは相手の効果で後退しない」 — A's effect does not move it back; a
    prohibition of the other move does not stop this one."""
    s = board("出現時相手の怪獣カードを1エリア後退させる。")
    s.defs["Foe"] = make_card("Foe", "monster", "I", "red", "Godzilla", threat=10000, text=text)
    run(s)
    assert s.position["B"] == zone


@pytest.mark.parametrize("deck, discarded", [(3, 2), (1, 1)])
def test_as_many_discarded_as_were_drawn(deck, discarded):
    """5.4.2 then 5.7.1: 「カードを2枚引き、手札を同じ枚数捨てる」 — as many as were drawn (1 from a deck of
    1 with an empty discard pile, 11.2.4)."""
    s = board("出現時カードを2枚引き、手札を同じ枚数捨てる。")
    for _ in range(deck):
        card(s, "Tank", "A.deck")
    card(s, "Big", "A.hand")
    run(s)
    assert len(s.areas["A.discard"]) == discarded


# -- costs: any verb whose payment in full can be told (10.5.4) -----------------------------------------

@pytest.mark.parametrize("deck, paid", [(3, True), (1, False)])
def test_a_mill_cost_is_paid_in_full_or_not_at_all(deck, paid):
    """10.5.4: 「あなたの山札を上から2枚捨て札にすることで、相手の怒りを1減らす」 — with 3 cards it is
    paid (2 milled, the rage goes down); with 1 it cannot be paid, and nothing happens."""
    s = board("出現時あなたの山札を上から2枚捨て札にすることで、相手の怒りを1減らす。")
    s.rage["B"] = 2
    for _ in range(deck):
        card(s, "Tank", "A.deck")
    run(s, Script(yes_no=["yes"]))
    assert (len(s.areas["A.discard"]), s.rage["B"]) == ((2, 1) if paid else (0, 2))


def test_destroying_this_card_is_a_cost():
    """10.5.4: 「これを破壊することで、カードを2枚引く」 — paid: this card is destroyed, then 2 drawn."""
    s = board("出現時これを破壊することで、カードを2枚引く。")
    for _ in range(2):
        card(s, "Tank", "A.deck")
    _game, jet, _ = run(s, Script(yes_no=["yes"]))
    assert s.where(jet) == "A.discard" and len(s.areas["A.hand"]) == 2


@pytest.mark.parametrize("text", ["出現時カードを1枚引くことで、相手の怒りを1減らす。",
                                  "出現時あなたの手札を1枚まで捨てることで、カードを1枚引く。"])
def test_a_cost_the_engine_cannot_tell_is_paid_in_full_is_refused(text):
    with pytest.raises(CompileError, match="10.5.4"):
        compile_text(text)


def test_a_strategy_card_activated_from_the_discard_pile():
    """5.9.1: 「あなたの捨て札から戦略カードを1枚まで発動する」 — from the pile into a strategy zone."""
    s = board("出現時あなたの捨て札から戦略カードを1枚まで発動する。")
    plan = card(s, "Plan", "A.discard")
    run(s, Script(card=["Plan"]))
    assert s.area_of(plan).startswith("strategy")


@pytest.mark.parametrize("player, outcome, winner", [("あなた", "勝利", "A"), ("相手", "勝利", "B"),
                                                      ("あなた", "敗北", "B"), ("相手", "敗北", "A")])
def test_an_effect_ends_the_game_for_either_player_either_way(player, outcome, winner):
    """1.2.4: 「(あなた|相手)はゲームに(勝利|敗北)する」 — at once, in the effect's resolution."""
    s = board(f"出現時{player}はゲームに{outcome}する。")
    run(s)
    assert s.result is not None and (s.result.winner, s.result.how, s.result.rule) == (winner, "effect", "1.2.4")


@pytest.mark.parametrize("whose, inside, outside", [("相手の", "B.zone7", "B.zone5"), ("あなたの", "A.zone2", "A.zone3")])
def test_the_column_of_the_opponents_monster_is_measured_from_its_side(whose, inside, outside):
    """4.4.5.4: 「相手の怪獣カードと同じ縦列にいる…」 — with the opponent's monster in its zone 4, its
    column is its zones 4 and 7 and, across, your zone 2; cards elsewhere are not found."""
    s = board(f"出現時相手の怪獣カードと同じ縦列にいる{whose}交戦カードをすべて破壊する。")
    s.position["B"] = 4
    hit, missed = card(s, "Tank", inside), card(s, "Tank", outside)
    run(s, zone=8)
    assert s.where(hit).endswith(".discard") and s.where(missed) == outside


@pytest.mark.parametrize("text", ["出現時次の相手のエンドフェイズ開始時、これを破壊する。",
                                  "出現時次の相手のターンの終わりに、これを破壊する。",
                                  "出現時次に相手の交戦カードが出現した時、これを破壊する。"])
def test_a_delayed_trigger_outlives_saving_and_loading_the_game(text):
    """10.6.5: a timed trigger made on turn 1 is part of the game's state: saved to text and loaded
    into a new game before its moment, it still destroys Jet on B's turn (it did not before: it
    lived only in the game that made it)."""
    s = board(text)
    for _ in range(10):
        card(s, "Tank", "A.deck")
    for _ in range(10):
        card(s, "Tank", "B.deck")
    game, jet, _ = run(s)
    saved = s.to_text()
    assert s.timed and '"timed"' in saved
    loaded = GameState.from_text(saved)
    again = new_game(loaded, compile_card)
    next_turn(again)  # B's turn 2
    tank = next(c for c in loaded.areas["B.hand"] if loaded.cards[c].name == "Tank")
    play(again, [PlayBattle(tank, 3), EndMain()], Script())
    next_turn(again)
    assert loaded.where(jet) == "A.discard" and not loaded.timed
    assert any("10.6.5" in step.rules for step in again.trace)


def test_a_timed_trigger_its_card_does_not_make_is_refused_when_the_game_is_made():
    """A hand-written state's timed trigger whose words are no timed effect of its card's text is
    refused as the game is made, naming the card and the words — not at its moment, mid-game."""
    s = board("出現時次の相手のエンドフェイズ開始時、これを破壊する。")
    run(s)
    s.timed[0]["text"] = "カードを99枚引く。"
    with pytest.raises(ValueError, match="has no timed effect 「カードを99枚引く。」"):
        new_game(GameState.from_text(s.to_text()), compile_card)


def test_a_timed_trigger_of_a_state_text_names_its_card():
    """A hand-written state whose timed trigger names a card the game does not have is refused
    with the field, not met later as a traceback."""
    s = board("")
    text = s.to_text().replace('"timed": []', '"timed": [{"at": "end", "player": "A", "first": 1, '
                                              '"card": "A99", "master": "A", "text": "x"}]')
    with pytest.raises(ValueError, match=r"timed\.0 names unknown card A99"):
        GameState.from_text(text)
    with pytest.raises(ValueError, match=r"timed\.0\.event\.event must be an event"):
        GameState.from_text(text.replace('"card": "A99"', '"card": "A1", "event": {"event": "moonrise", '
                                                          '"whose": "you"}'))


# -- referring back: what the effect before did, or did not do ----------------------------------------

@pytest.mark.parametrize("answers, looked", [(["yes", "no"], 1), (["yes", "yes", "yes"], 3)])
def test_look_up_to_with_a_pick_looks_one_at_a_time_and_puts_the_rest_back_on_top(answers, looked):
    """5.5.2 with 5.2.1: 「上から3枚まで見て、その中のカードを1枚まで手札に加え、残りを山札の上に好きな順で
    置く」 — the look stops where the player stops; one looked-at card may be taken; the rest go back
    on top, none to the discard pile; the cards not looked at stay under them."""
    text = "出現時あなたの山札を上から3枚まで見て、その中のカードを1枚まで手札に加え、残りを山札の上に好きな順で置く。"
    s = board(text)
    for _ in range(3):
        card(s, "Tank", "A.deck")
    _, _, chooser = run(s, Script(yes_no=answers))
    assert len(s.areas["A.hand"]) == 1 and len(s.areas["A.deck"]) == 2 and not s.areas["A.discard"]
    taken = [d for d in chooser.asked if d.prompt.startswith("a card looked at")]
    assert len(taken[0].options) == looked + 1  # the cards looked at, and "no more"
    assert "look at up to 3 cards from the top of your deck; put up to 1 of" in words(text)


@pytest.mark.parametrize("answers, drawn", [(["yes", "no"], 1), (["yes", "yes"], 2), (["no"], 0)])
def test_a_discard_as_many_as_the_cards_drawn_counts_the_draw_that_happened(answers, drawn):
    """5.4.3 then 5.7.1: 「2枚まで引く。その後、手札を引いた枚数と同じ枚数捨てる」 — the discard is as many
    as the player actually drew (0, 1 or 2), not the 2 printed."""
    s = board("出現時あなたは2枚まで引く。その後、手札を引いた枚数と同じ枚数捨てる。")
    for _ in range(2):
        card(s, "Tank", "A.deck")
        card(s, "Big", "A.hand")
    run(s, Script(yes_no=answers))
    assert len(s.areas["A.discard"]) == drawn and len(s.areas["A.hand"]) == 2


@pytest.mark.parametrize("stop_after, rage", [(2, 3), (1, 4), (0, 5)])
def test_a_count_per_card_discarded_counts_those_the_effect_before_discarded(stop_after, rage):
    """10.5.3: 「…を2枚まで捨てる。捨てたカード1枚につき、相手の怒りを1減らす」 — one for each card
    discarded by the sentence before (up to 2, any of them stopped short of)."""
    s = board("出現時あなたの手札の、《Weapon》を持つカードを2枚まで捨てる。捨てたカード1枚につき、相手の怒りを1減らす。")
    s.rage["B"] = 5
    for _ in range(2):
        card(s, "Tank", "A.hand")
    run(s, Script(card=["Tank"] * stop_after + [NO_MORE.key]))
    assert s.rage["B"] == rage and len(s.areas["A.discard"]) == stop_after


@pytest.mark.parametrize("under, drawn", [(("Tank", "Tank"), 1), (("Tank", "Plan"), 0), (("Big", "Tank", "Plan"), 1)])
def test_a_count_of_cards_of_a_phrase_stacked_under_a_monster(under, drawn):
    """3.2.1, 10.5.3: 「あなたの怪獣カードの下に《Weapon》を持つ交戦カードが2枚以上あるなら」 counts only the
    stacked cards the card phrase finds (a strategy card, or one without the trait, does not count)."""
    text = "出現時あなたの怪獣カードの下に《Weapon》を持つ交戦カードが2枚以上あるなら、カードを1枚引く。"
    s = board(text)
    card(s, "Tank", "A.deck")
    for name in under:  # stacked under the monster, the top card of the invading area (3.2.1)
        s.put(s.new_card(name, "A"), "A.invading", top=False)
    run(s)
    assert len(s.areas["A.hand"]) == drawn
    assert "if there are 2 or more of battle cards under your monster (with 《Weapon》)" in words(text)


def test_a_count_under_this_card_reads_any_card_phrase_and_the_printed_forms_keep_their_terms():
    """3.2.1: 「これの下に…が」 + any card phrase and count; the bare count stays under-at-least."""
    [bare] = compile_text("出現時これの下にカードが2枚以上あるなら、カードを1枚引く。")
    assert bare.effects[0].condition.kind == "under-at-least"
    [phrase] = compile_text("出現時これの下に《ゴジラ》を持つ怪獣カードが2枚以上あるなら、カードを1枚引く。")
    condition = phrase.effects[0].condition
    assert condition.kind == "count-at-least" and condition.value == 2
    assert (condition.target.area, condition.target.type, condition.target.traits_any) == ("under", "monster", ("ゴジラ",))


@pytest.mark.parametrize("position, drawn", [(2, 0), (1, 1)])
def test_if_the_move_before_did_not_happen_the_next_sentence_does(position, drawn):
    """5.13.2.1: a monster in zone 1 does not move back; 「後退しなかったなら、あなたは1枚引く」 then draws —
    and draws nothing when the monster did move back."""
    s = board("出現時相手の怪獣カードを1エリア後退させる。後退しなかったなら、あなたは1枚引く。")
    s.position["B"] = position
    card(s, "Tank", "A.deck")
    run(s)
    assert s.position["B"] == max(1, position - 1) and len(s.areas["A.hand"]) == drawn


def test_if_not_done_with_nothing_before_it_is_refused():
    with pytest.raises(CompileError, match="no effect before it"):
        compile_text("出現時そうしなかったなら、カードを1枚引く。")


def test_an_optional_replacements_if_you_do_may_say_the_replaced_event_again():
    """10.9.3, 10.9.1.1: 「…てよい。そうしたら、その交戦カードは破壊されない」 says what the replacement does
    anyway: the same ability as without it; naming another event is refused."""
    said = "あなたの交戦カードが相手の効果で破壊される時、かわりにあなたの手札を1枚捨ててよい。"
    [plain], [again] = compile_text(said), compile_text(said + "そうしたら、その交戦カードは破壊されない。")
    assert (again.effects, again.optional, again.replaces, again.replaced, again.replaced_by) == \
        (plain.effects, True, "destroy", plain.replaced, "opponent-effect")
    with pytest.raises(CompileError, match="restates the event replaced"):
        compile_text(said + "そうしたら、その交戦カードは後退しない。")


def test_a_prohibitions_where_from_may_follow_its_cards():
    """1.3.3: 「相手は等級5以上の交戦カードを手札から出現できない」 is the same prohibition as 「相手は手札から
    等級5以上の交戦カードを出現させることができない」; from two places at once is refused."""
    [after] = compile_text("相手は等級5以上の交戦カードを手札から出現できない。")
    [before] = compile_text("相手は手札から等級5以上の交戦カードを出現させることができない。")
    assert after.modifiers == before.modifiers and after.modifiers[0].target.area == "hand"
    with pytest.raises(CompileError, match="one place the cards come from"):
        compile_text("相手は手札から交戦カードを捨て札から出現できない。")


@pytest.mark.parametrize("top, to_hand", [("Tank", True), ("Plan", False), ("Big", True)])
def test_a_condition_on_the_revealed_card_with_an_otherwise(top, to_hand):
    """5.10.1, 10.5: 「それが《Weapon》を持つカードなら手札に加え、違うなら捨て札にする」 — the revealed card
    goes to the hand if the card phrase finds it, else to the discard pile; no choice."""
    text = "出現時あなたの山札を上から1枚公開する。それが《Weapon》を持つカードなら手札に加え、違うなら捨て札にする。"
    s = board(text)
    card(s, top, "A.deck")
    run(s)
    assert (len(s.areas["A.hand"]), len(s.areas["A.discard"])) == ((1, 0) if to_hand else (0, 1))
    assert "otherwise put all of those cards into the discard pile" in words(text)


@pytest.mark.parametrize("rage, drawn, rage_after", [(5, 1, 5), (4, 0, 5)])
def test_otherwise_composes_with_any_condition(rage, drawn, rage_after):
    """10.5: 「…ならA、そうでないならB」 with a condition on a number: A when it holds, else B."""
    s = board("出現時相手の怒りが5以上ならカードを1枚引き、そうでないなら相手の怒りを1増やす。")
    s.rage["B"] = rage
    card(s, "Tank", "A.deck")
    run(s)
    assert len(s.areas["A.hand"]) == drawn and s.rage["B"] == rage_after


@pytest.mark.parametrize("invalidator, threat", [("相手の怪獣カードの覚醒の能力は無効になる。", 13000),
                                                 ("相手の怪獣カードの永続能力は無効になる。", 10000),
                                                 ("相手の怪獣カードの進攻時の能力は無効になる。", 18000),
                                                 ("", 18000)])
def test_only_the_abilities_of_the_kind_named_are_invalid(invalidator, threat):
    """10.3.2 on a kind (12.4, 10.1.1.2.1): 「相手の怪獣カードの覚醒の能力は無効になる」 — B's monster's
    【覚醒1】 +5000 adds nothing; its other +3000 still counts; naming continuous abilities stops both,
    naming 進攻時 ones neither."""
    s = board("")
    s.defs["Foe"] = make_card("Foe", "monster", "I", "red", "Godzilla", threat=10000,
                              text="これの脅威度+3000。覚醒1これの脅威度+5000。")
    if invalidator:
        wall(s, invalidator, "A.zone5")
    game = new_game(s, compile_card)
    assert game.threat("B") == threat


def test_an_ability_of_the_kind_named_does_not_trigger_and_others_do():
    """10.3.2: with B's 【出現時】 abilities invalid, B's 「相手の交戦カードが出現するたび」 still triggers."""
    s = board("相手の怪獣カードの出現時能力は無効になる。")
    s.defs["Foe"] = make_card("Foe", "monster", "I", "red", "Godzilla", threat=10000,
                              text="相手の交戦カードが出現するたび、カードを1枚引く。")
    card(s, "Tank", "B.deck")
    run(s)
    assert len(s.areas["B.hand"]) == 1


@pytest.mark.parametrize("invalidated", ["相手のエリアにいる交戦カードすべての能力を無効にする",
                                         "相手のエリアにいる交戦カードすべての能力は無効になる",
                                         "相手の交戦カードすべての永続能力を無効にする"])
def test_abilities_made_invalid_for_the_turn_are_those_of_the_cards_found_now(invalidated):
    """10.3.2 × 10.2.1.2, 10.8.2: a strategy card's 「このターン中、相手のエリアにいる交戦カードすべての能力を
    無効にする」 — B's battle card's 「これの撃退力+3000」 adds nothing this turn (its printed 1000 stays);
    A's own copy keeps it, and so does one B plays after it resolved; next turn it counts again."""
    s = board("")
    s.defs["Buff"] = make_card("Buff", "battle", "1", "red", "Weapon", counter=1000, text="これの撃退力+3000。")
    s.defs["Plan"] = make_card("Plan", "strategy", "1", "red", "Plan", text=f"このターン中、{invalidated}。")
    theirs, mine = card(s, "Buff", "B.zone3"), card(s, "Buff", "A.zone3")
    game = new_game(s, compile_card)
    play(game, [ActivateStrategy(card(s, "Plan", "A.hand"), 1)], Script())
    later = card(s, "Buff", "B.zone4")
    assert [game.counter_power(c) for c in (theirs, mine, later)] == [1000, 4000, 4000]
    next_turn(game)
    assert game.counter_power(theirs) == 4000


def test_a_chosen_cards_abilities_invalid_until_the_opponents_next_turn_ends():
    """10.3.2 × 10.2.1.2: 「相手の交戦カードを1枚選ぶ。次の相手のターン終了時まで、選んだカードの能力を
    無効にする」 — B's chosen card's 「これの撃退力+3000」 adds nothing through B's next turn."""
    s = board("出現時相手の交戦カードを1枚選ぶ。次の相手のターン終了時まで、選んだカードの能力を無効にする。")
    s.defs["Buff"] = make_card("Buff", "battle", "1", "red", "Weapon", counter=1000, text="これの撃退力+3000。")
    buff = card(s, "Buff", "B.zone3")
    game, _jet, _ = run(s)
    next_turn(game)
    assert game.counter_power(buff) == 1000


@pytest.mark.parametrize("text", ["出現時相手の交戦カードを1枚破壊する。その後、手札を引いた枚数と同じ枚数捨てる。",
                                  "出現時相手の交戦カードを2枚まで破壊する。捨てたカード1枚につき、あなたは1枚引く。"])
def test_a_count_said_by_a_verb_the_effect_before_did_not_do_is_refused(text):
    """10.5.3: 「引いた枚数と同じ枚数」, 「捨てたカード1枚につき」 count the cards the effect before took that
    way; after a destruction there are none drawn or discarded — refused, not misread."""
    with pytest.raises(CompileError, match="counts the cards the effect before took that way"):
        compile_text(text)


@pytest.mark.parametrize("said", ["そうした場合、", "その場合、"])
@pytest.mark.parametrize("not_said", ["そうしなかった場合、", "後退できなかったなら、"])
def test_the_ways_of_saying_done_and_not_done_mean_the_same(said, not_said):
    """10.5: 「そうした場合、」 is 「そうしたら、」; 「そうしなかった場合、」 and 「後退できなかったなら、」 are
    「後退しなかったなら、」 — one value each, whatever the wording."""
    base = "出現時相手の怪獣カードを1エリア後退させる。"
    assert compile_text(base + said + "あなたは1枚引く。")[0].effects == \
        compile_text(base + "そうしたら、あなたは1枚引く。")[0].effects
    assert compile_text(base + not_said + "あなたは1枚引く。")[0].effects == \
        compile_text(base + "後退しなかったなら、あなたは1枚引く。")[0].effects


@pytest.mark.parametrize("each", ["1枚につき", "1つにつき"])
@pytest.mark.parametrize("tokens, rage", [(2, 3), (1, 4), (0, 5)])
def test_a_count_per_token_made_to_vanish_counts_those_that_vanished(tokens, rage, each):
    """9.1.3, 10.10.1.2, 10.5.3: 「あなたのエリアにいるトークンをすべて消滅させる。消滅させたトークン1枚(1つ)につき、
    …」 — one for each token that vanished, counted as it last was (it is nowhere now); none, nothing."""
    s = board(f"出現時あなたのエリアにいるトークンをすべて消滅させる。消滅させたトークン{each}、相手の怒りを1減らす。")
    s.defs["結晶体"] = make_card("結晶体", "battle", "1", "red", "トークン")
    s.rage["B"] = 5
    for zone in range(tokens):
        card(s, "結晶体", f"A.zone{zone + 3}")
    card(s, "Tank", "A.zone7")  # not a token: stays, and is not counted
    run(s)
    assert s.rage["B"] == rage and list(s.vanished.values()).count("結晶体") == tokens


@pytest.mark.parametrize("pile, higher, evolved", [
    ("手札", "それより等級の高い", "Mothra 3"), ("手札", "それより等級の低い", "Mothra 1"),
    ("捨て札", "", "Mothra 4")])
def test_a_battle_card_evolves_into_a_card_of_a_pile_ranked_from_it(pile, higher, evolved):
    """ES-045's class (5.17.1, 5.17.1.1): 「あなたのエリアにいる《モスラ》を持つ交戦カードを1枚、あなたの(pile)の(rank)
    《モスラ》を持つ交戦カードに進化させる」 — the card of that pile (of a higher / lower rank than the one it
    evolves from, and with the trait) is stacked on it and appears by evolution; the others stay where they are."""
    s = board(f"出現時あなたのエリアにいる《モスラ》を持つ交戦カードを1枚、あなたの{pile}の{higher}《モスラ》を持つ交戦カードに進化させる。")
    for rank in (1, 2, 3, 4):
        s.defs[f"Mothra {rank}"] = make_card(f"Mothra {rank}", "battle", str(rank), "blue", "モスラ", counter=1000 * rank)
    holder = card(s, "Mothra 2", "A.zone3")
    for name in ("Mothra 1", "Mothra 3", "Big"):
        card(s, name, "A.hand")
    card(s, "Mothra 4", "A.discard")
    run(s)
    top = s.areas["A.zone3"][0]
    assert s.name_of(top) == evolved and s.cards[top].under == [holder] and s.cards[top].played_by == "evolution"
    assert len(s.areas["A.hand"]) == (2 if pile == "手札" else 3)


def test_no_card_evolves_without_a_card_of_that_rank():
    """10.5.3: Jet (rank 1) alone on the field and only a rank 2 Tank in the hand: no card of a lower rank to
    evolve into, so nothing evolves and the hand is kept."""
    s = board("出現時あなたのエリアにいる交戦カードを1枚、あなたの手札のそれより等級の低い交戦カードに進化させる。")
    card(s, "Tank", "A.hand")
    _game, jet, _ = run(s)
    assert s.areas["A.zone5"] == [jet] and len(s.areas["A.hand"]) == 1


@pytest.mark.parametrize("named", ["「結晶体」", "「結晶体」トークン"])
def test_a_token_named_without_the_word_token_vanishes_and_is_counted(named):
    """ES-051's class (9.1.3): 「あなたのエリアにいる「結晶体」をすべて消滅させる。消滅させた「結晶体」1枚につき、…」 —
    only a token vanishes, so the name alone takes the tokens of that name: a card named 結晶体 that is no token
    stays, and only the two that vanished are counted; the same as with 「…」トークン."""
    s = board(f"出現時あなたのエリアにいる{named}をすべて消滅させる。消滅させた{named}1枚につき、相手の怒りを1減らす。")
    s.defs["結晶体"] = make_card("結晶体", "battle", "1", "red", "トークン")
    s.defs["結晶体 (card)"] = make_card("結晶体", "battle", "1", "red", "Crystal")
    s.rage["B"] = 5
    for zone in (3, 4):
        card(s, "結晶体", f"A.zone{zone}")
    printed = card(s, "結晶体 (card)", "A.zone7")
    run(s)
    assert s.rage["B"] == 3 and list(s.vanished.values()).count("結晶体") == 2 and s.zone_of(printed) == 7


@pytest.mark.parametrize("verb, took", [("破壊する", "破壊した"), ("手札に戻す", "手札に戻した")])
@pytest.mark.parametrize("stop_after", [2, 1, 0])
def test_a_count_per_card_counts_those_the_verb_before_took(verb, took, stop_after):
    """5.2.1 / 5.12, 10.5.3: 「相手の交戦カードを2枚まで破壊する(手札に戻す)。破壊した(手札に戻した)カード1枚
    につき、…」 — one for each card that verb took, not the cards chosen before it or left on the field."""
    s = board(f"出現時相手の交戦カードを2枚まで{verb}。{took}カード1枚につき、相手の怒りを1減らす。")
    s.rage["B"] = 5
    for zone in (3, 4, 6):
        card(s, "Tank", f"B.zone{zone}")
    run(s, Script(card=["Tank"] * stop_after + [NO_MORE.key]))
    assert s.rage["B"] == 5 - stop_after


def test_a_count_per_card_played_counts_those_that_appeared():
    """5.11.1, 10.5.3: 「あなたの捨て札の交戦カードを2枚まで出現させる。出現させたカード1枚につき、…」 — one
    for each card that appeared (a card left in the pile is not counted)."""
    s = board("出現時あなたの捨て札の交戦カードを2枚まで出現させる。出現させたカード1枚につき、相手の怒りを1減らす。")
    s.rage["B"] = 5
    for _ in range(3):
        card(s, "Tank", "A.discard")
    run(s, Script(card=["Tank", NO_MORE.key]))
    assert s.rage["B"] == 4 and len(s.areas["A.discard"]) == 2


def test_a_count_per_card_a_verb_did_not_take_is_refused():
    """10.5.3: 「消滅させたトークン1枚につき」 after a verb that made nothing vanish would count other cards."""
    with pytest.raises(CompileError, match="消滅させた"):
        compile_text("出現時相手の交戦カードを1枚破壊する。消滅させたトークン1枚につき、カードを1枚引く。")


@pytest.mark.parametrize("hand, discarded", [(("Tank", "Plan"), ["Tank"]), (("Plan",), [])])
def test_the_player_named_discards_the_card_chosen_from_their_revealed_hand(hand, discarded):
    """5.10.1, 3.1.2.3.1, 5.7.1: 「相手は自分の手札をすべて公開する。その中の交戦カードを1枚選び、相手はそれを
    捨てる」 — the master chooses one battle card among them; the opponent discards that one (no battle
    card: nothing is discarded, the rest of the hand stays)."""
    s = board("出現時相手は自分の手札をすべて公開する。その中の交戦カードを1枚選び、相手はそれを捨てる。")
    for name in hand:
        card(s, name, "B.hand")
    run(s)
    assert [s.cards[c].name for c in s.areas["B.discard"]] == discarded
    assert len(s.areas["B.hand"]) == len(hand) - len(discarded)


@pytest.mark.parametrize("text, kept", [("出現時あなたの手札の交戦カードをすべて捨てる。", ["Plan"]),
                                        ("出現時あなたの手札をすべて捨てる。", [])])
def test_discarding_all_of_a_card_phrase_keeps_the_other_cards(text, kept):
    """5.7.1: 「手札の交戦カードをすべて捨てる」 discards the battle cards only; 「手札をすべて」 the whole hand."""
    s = board(text)
    for name in ("Tank", "Plan", "Big"):
        card(s, name, "A.hand")
    run(s)
    assert [s.cards[c].name for c in s.areas["A.hand"]] == kept


@pytest.mark.parametrize("verb, took_to", [("出現させ", "zone"), ("手札に加え", "A.hand"), ("これの下に重ね", "under")])
def test_the_rest_of_the_revealed_cards_are_those_the_verb_before_left(verb, took_to):
    """5.10.1, then 5.11.1 / 5.2.1 / 3.2.1, then 5.2.1: 「あなたの山札を上から4枚公開し、その中の等級4以下の交戦カードを
    2枚まで(verb)、残りを捨て札にする」 — the two taken go where the verb puts them; every other revealed card
    goes to the discard pile; the card below the four stays in the deck."""
    s = board(f"出現時あなたの山札を上から4枚公開し、その中の等級4以下の交戦カードを2枚まで{verb}、残りを捨て札にする。")
    below = card(s, "Plan", "A.deck")
    kept = [card(s, "Tank", "A.deck") for _ in range(2)]
    rest = [card(s, "Big", "A.deck"), card(s, "Plan", "A.deck")]
    _game, jet, _ = run(s)
    assert sorted(s.areas["A.discard"]) == sorted(rest) and s.areas["A.deck"] == [below]
    for c in kept:
        where = s.where(c)
        assert {"zone": where.startswith("A.zone"), "A.hand": where == "A.hand",
                "under": c in (s.cards[jet].under or ())}[took_to]


@pytest.mark.parametrize("verb", ["出現させ", "これの下に重ね", "手札に加え"])
def test_the_rest_goes_even_when_no_revealed_card_could_be_taken(verb):
    """1.3.2, 5.10.1: 「…上から3枚公開し、その中の等級4以下の交戦カードを1枚{verb}、残りを捨て札にする」 with no
    battle card of rank 4 or less among the three: taking one is simply not done, and all three still go
    to the discard pile (the seventh set's ZS-005 and ZS-012 found the engine leaving them on the deck)."""
    s = board(f"出現時あなたの山札を上から3枚公開し、その中の等級4以下の交戦カードを1枚{verb}、残りを捨て札にする。")
    below = card(s, "Tank", "A.deck")
    shown = [card(s, "Big", "A.deck"), card(s, "Plan", "A.deck"), card(s, "Big", "A.deck")]
    run(s)
    assert sorted(s.areas["A.discard"]) == sorted(shown) and s.areas["A.deck"] == [below]


def test_the_rest_of_the_cards_looked_at_go_to_the_bottom_in_the_order_chosen():
    """5.5.1, 5.11.1, 5.2.1: 「あなたの山札を上から3枚見て、その中の交戦カードを1枚出現させ、残りを好きな順で山札の
    下に置く」 — the battle card appears; the other two go under the card below them, in the order named."""
    s = board("出現時あなたの山札を上から3枚見て、その中の交戦カードを1枚出現させ、残りを好きな順で山札の下に置く。")
    below = card(s, "Godzilla", "A.deck")
    plan, big = card(s, "Plan", "A.deck"), card(s, "Plan", "A.deck")
    tank = card(s, "Tank", "A.deck")
    run(s, Script(card=["Tank", big]))
    assert s.where(tank).startswith("A.zone") and s.areas["A.deck"] == [below, big, plan]


@pytest.mark.parametrize("zone, paid", [(3, True), (1, False)])
def test_moving_the_monster_back_is_a_cost_paid_only_if_it_moves(zone, paid):
    """10.5.4, 10.5.4.1, 5.13.2.1: 「あなたの怪獣カードを1エリア後退させることで、相手の交戦カードを1枚破壊する」 — from
    zone 3 the monster moves back to 2 and the card is destroyed; from zone 1 it cannot move back, so the
    cost cannot be chosen and nothing is destroyed. 「これを1エリア後退させる」 on a monster's own text is
    the same move."""
    text = "出現時あなたの怪獣カードを1エリア後退させることで、相手の交戦カードを1枚破壊する。"
    assert compile_text(text)[0].effects == compile_text(text.replace("あなたの怪獣カード", "これ"))[0].effects
    s = board(text)
    s.position["A"] = zone
    tank = card(s, "Tank", "B.zone4")
    run(s, Script(yes_no=["yes"]))
    assert (s.position["A"], s.where(tank) == "B.discard") == ((2, True) if paid else (1, False))


@pytest.mark.parametrize("text, zone", [("出現時これは1エリア後退する。", 2), ("出現時これを2エリア前進させる。", 5)])
def test_a_monsters_own_text_moves_it(text, zone):
    """5.13.1, 5.13.2: 「これは1エリア後退する」, 「これを2エリア前進させる」 — the monster moves itself."""
    s = board(text)
    s.position["A"] = 3
    run(s)
    assert s.position["A"] == zone


# -- the highest or lowest of a number among the cards a phrase finds (2.3, 2.7; 10.8.1) -----------

@pytest.mark.parametrize("phrase, gone", [("最も等級の高い", "Big"), ("最も等級の低い", "Tank"),
                                         ("等級が最も高い", "Big"), ("最も撃退力の低い", "Tank"),
                                         ("最も撃退力の高い", "Big")])
@pytest.mark.parametrize("big_zone, tank_zone", [(3, 4), (4, 3)])  # the chooser takes the first offered
def test_a_superlative_card_phrase_finds_only_the_top_or_bottom_of_them(phrase, gone, big_zone, tank_zone):
    """「相手のエリアにいる最も等級の高い交戦カードを1枚破壊する」: only the opponent's battle card of the
    highest rank (Big, rank 5, counter 9000) may be chosen, never the Tank (rank 2, 6000) — and the
    other way round for the lowest; the chooser is offered nothing else."""
    s = board(f"出現時相手のエリアにいる{phrase}交戦カードを1枚破壊する。")
    big, tank = card(s, "Big", f"B.zone{big_zone}"), card(s, "Tank", f"B.zone{tank_zone}")
    run(s)
    assert [c for c in (big, tank) if s.zone_of(c) is None] == [big if gone == "Big" else tank]


def test_a_superlative_reads_the_number_as_changed():
    """10.8.1: the counter power compared is the changed one — a Tank made +5000 (11000) is now the
    highest, above Big's 9000; the change that depends on the comparison reads it once (10.8.1.6)."""
    s = board("出現時相手のエリアにいる最も撃退力の高い交戦カードを1枚破壊する。")
    s.defs["Tank"] = make_card("Tank", "battle", "2", "red", "Weapon", counter=6000, text="これの撃退力+5000。")
    big, tank = card(s, "Big", "B.zone3"), card(s, "Tank", "B.zone4")
    run(s)
    assert s.zone_of(tank) is None and s.zone_of(big) is not None


def test_a_continuous_change_to_the_highest_counter_power_does_not_read_itself_endlessly():
    """10.8.1.6: 「あなたの最も撃退力の高い交戦カードの撃退力+2000」 finds its card by the number it
    changes; it is applied to the card highest without it (Big 9000 → 11000, Tank stays 6000)."""
    s = board("あなたの最も撃退力の高い交戦カードの撃退力+2000。")
    big, tank = card(s, "Big", "A.zone3"), card(s, "Tank", "A.zone4")
    game, _jet, _ = run(s, zone=6)
    assert (game.counter_power(big), game.counter_power(tank)) == (11000, 6000)


# -- さらに: a further effect under its own condition; さらにN増やす, the rage changed before (10.5) -----

@pytest.mark.parametrize("hand, rage", [(0, 3), (4, 4)])
def test_a_further_change_of_the_rage_before_only_when_its_condition_holds(hand, rage):
    """「相手の怒りを1減らす。あなたの手札が3枚以下なら、さらに1減らす。」: the opponent's rage again —
    never yours — and only while the condition holds on resolution (10.5)."""
    s = board("出現時相手の怒りを1減らす。あなたの手札が3枚以下なら、さらに1減らす。")
    s.rage["A"], s.rage["B"] = 2, 5
    for _ in range(hand):
        card(s, "Tank", "A.hand")
    run(s)
    assert (s.rage["A"], s.rage["B"]) == (2, rage)


@pytest.mark.parametrize("hand, drawn", [(0, 1), (4, 0)])
def test_a_further_effect_after_a_condition_is_any_verb(hand, drawn):
    """「…。あなたの手札が3枚以下なら、さらにあなたは1枚引く。」: さらに after the condition links; the
    draw happens only under it, the effect before regardless."""
    s = board("出現時相手の怒りを1減らす。あなたの手札が3枚以下なら、さらにあなたは1枚引く。")
    s.rage["B"] = 5
    for _ in range(hand):
        card(s, "Tank", "A.hand")
    card(s, "Big", "A.deck")
    run(s)
    assert s.rage["B"] == 4 and len(s.areas["A.hand"]) == hand + drawn


def test_a_further_change_with_no_rage_before_is_refused():
    with pytest.raises(CompileError, match="さらにN増やす"):
        compile_text("出現時あなたは1枚引く。さらに1増やす。")


# -- 「…と同じ枚数、」 said before the verb's object (10.5.3) --------------------------------------------

@pytest.mark.parametrize("said", ["この効果で引いた枚数と同じ枚数、手札を捨てる", "引いた枚数と同じ枚数の手札を捨てる"])
@pytest.mark.parametrize("answers, drawn", [(["yes", "yes", "no"], 2), (["no"], 0)])
def test_as_many_as_drawn_said_first_discards_that_many(said, answers, drawn):
    """5.4.3, 5.7.1: 「あなたは3枚まで引く。その後、この効果で引いた枚数と同じ枚数、手札を捨てる。」 — the
    discard counts the cards this effect drew (2, or none: nothing is discarded, 10.5.3)."""
    s = board(f"出現時あなたは3枚まで引く。その後、{said}。")
    for _ in range(3):
        card(s, "Tank", "A.deck")
    card(s, "Big", "A.hand")
    run(s, Script(yes_no=answers))
    assert len(s.areas["A.discard"]) == drawn and len(s.areas["A.hand"]) == 1


@pytest.mark.parametrize("stop_after", [2, 1])
def test_as_many_as_destroyed_said_first_draws_that_many(stop_after):
    """5.12, 5.4: 「相手の交戦カードを2枚まで破壊する。その後、破壊した枚数と同じ枚数、カードを引く。」"""
    s = board("出現時相手の交戦カードを2枚まで破壊する。その後、破壊した枚数と同じ枚数、カードを引く。")
    for zone in (3, 4):
        card(s, "Tank", f"B.zone{zone}")
    for _ in range(3):
        card(s, "Big", "A.deck")
    run(s, Script(card=["Tank"] * stop_after + [NO_MORE.key]))
    assert len(s.areas["A.hand"]) == stop_after


# -- 拠点 as a card phrase: a strategy card with 【拠点】 (12.9) ----------------------------------------

@pytest.mark.parametrize("camp_slot, plan_slot", [(1, 2), (2, 1)])
def test_a_base_as_an_object_is_a_strategy_card_with_base_only(camp_slot, plan_slot):
    """12.9: 「あなたの拠点を1枚捨て札にしてよい。そうしたら、あなたは2枚引く。」 — only the placed 【拠点】
    (Camp) may go, never the other strategy card (Plan); then A draws 2 (10.9.3's そうしたら)."""
    s = board("出現時あなたの拠点を1枚捨て札にしてよい。そうしたら、あなたは2枚引く。")
    s.defs["Camp"] = make_card("Camp", "strategy", "1", "red", "Plan", text="拠点")
    camp, plan = card(s, "Camp", f"A.strategy{camp_slot}"), card(s, "Plan", f"A.strategy{plan_slot}")
    for _ in range(2):
        card(s, "Tank", "A.deck")
    run(s, Script(yes_no=["yes"]))
    assert s.area_of(camp) == "discard" and s.area_of(plan) == f"strategy{plan_slot}"
    assert len(s.areas["A.hand"]) == 2


def test_no_base_placed_no_draw():
    """「そうしたら」: with no 【拠点】 placed nothing goes to the discard pile, so nothing is drawn."""
    s = board("出現時あなたの拠点を1枚捨て札にしてよい。そうしたら、あなたは2枚引く。")
    plan = card(s, "Plan", "A.strategy1")
    for _ in range(2):
        card(s, "Tank", "A.deck")
    run(s, Script(yes_no=["yes"]))
    assert s.area_of(plan) == "strategy1" and not s.areas["A.hand"]


# -- 「それ以外の」: every card a phrase finds but those chosen or moved before (10.5.3), by the subject ---

def _battle_cards(s: GameState, player: str) -> list[str]:
    return [c for n in ZONES for c in s.areas[f"{player}.zone{n}"] if s.definition(c).type == "battle"]


def test_each_player_keeps_the_two_they_chose_and_the_rest_are_destroyed():
    """3.1.2.3.1, 1.3.4: 「各プレイヤーは自分のエリアにいる交戦カードを2枚選び、それ以外の自分の交戦カードを
    すべて破壊する」 — each chooses two of their own; every other battle card of theirs goes, the chosen stay."""
    s = board("出現時各プレイヤーは自分のエリアにいる交戦カードを2枚選び、それ以外の自分の交戦カードをすべて破壊する。")
    for player in "AB":
        for zone in (3, 4, 6):
            card(s, "Tank", f"{player}.zone{zone}")
    _game, _jet, chooser = run(s, zone=7)
    kept = {p: _battle_cards(s, p) for p in "AB"}
    assert len(kept["A"]) == 2 and len(kept["B"]) == 2
    chosen = [d for d in chooser.asked if d.kind == "card"]
    assert {d.player for d in chosen} == {"A", "B"}  # each chose among their own
    assert len(s.areas["A.discard"]) == 2 and len(s.areas["B.discard"]) == 1


def test_the_opponents_own_cards_other_than_the_one_chosen_return():
    """「相手は自分の交戦カードを1枚選び、それ以外の自分の交戦カードをすべて手札に戻す」: 自分の in the second
    clause is the subject's — B's — never A's (A's Tank stays)."""
    s = board("出現時相手は自分の交戦カードを1枚選び、それ以外の自分の交戦カードをすべて手札に戻す。")
    mine = card(s, "Tank", "A.zone3")
    for zone in (3, 4):
        card(s, "Tank", f"B.zone{zone}")
    run(s)
    assert s.zone_of(mine) == 3 and len(_battle_cards(s, "B")) == 1 and len(s.areas["B.hand"]) == 1


# -- 入れ替える between two piles of the master's (5.6.1, 5.6.2) ----------------------------------------

@pytest.mark.parametrize("in_hand, in_discard, swapped", [(True, True, True), (False, True, False), (True, False, False)])
def test_a_card_of_the_hand_and_one_of_the_discard_pile_swap_or_neither_moves(in_hand, in_discard, swapped):
    """5.6.1: 「あなたの手札のカード1枚と、あなたの捨て札の交戦カード1枚を入れ替える」 — the hand's card goes to
    the discard pile and the discard pile's battle card to the hand at once; 5.6.2: without one of
    them (no card in hand, no battle card in the discard pile: a strategy card there does not do),
    neither moves."""
    s = board("出現時あなたの手札のカード1枚と、あなたの捨て札の交戦カード1枚を入れ替える。")
    held = card(s, "Plan", "A.hand") if in_hand else None
    kept = card(s, "Big", "A.discard") if in_discard else card(s, "Plan", "A.discard")
    run(s)
    if swapped:
        assert s.area_of(held) == "discard" and s.area_of(kept) == "hand"
    else:
        assert s.area_of(kept) == "discard" and (held is None or s.area_of(held) == "hand")


# -- the rules' own nouns: 進攻怪獣 (3.3) and a pile said with にある (4.10) ------------------------------

def test_the_invading_monster_said_in_the_rules_words_is_the_players_monster():
    """3.3, 5.13.2: 「相手の進攻怪獣を1エリア後退させる」 — B's monster (zone 2) goes back to zone 1; A's stays."""
    s = board("出現時相手の進攻怪獣を1エリア後退させる。")
    run(s)
    assert (s.position["A"], s.position["B"]) == (1, 1)


def test_a_card_of_the_discard_pile_said_with_ni_aru():
    """4.10, 5.2.1: 「あなたの捨て札にある交戦カードを1枚手札に加える」: from A's discard pile, a battle card only."""
    s = board("出現時あなたの捨て札にある交戦カードを1枚手札に加える。")
    plan, big = card(s, "Plan", "A.discard"), card(s, "Big", "A.discard")
    run(s)
    assert s.area_of(big) == "hand" and s.area_of(plan) == "discard"


@pytest.mark.parametrize("deck, drawn", [(3, 1), (6, 0)])
def test_a_piles_size_is_a_condition(deck, drawn):
    """4.8, 10.5: 「あなたの山札が5枚以下なら、あなたは1枚引く」 — A's deck counted whole, any card."""
    s = board("出現時あなたの山札が5枚以下なら、あなたは1枚引く。")
    for _ in range(deck):
        card(s, "Plan", "A.deck")
    run(s)
    assert len(s.areas["A.hand"]) == drawn


def test_a_discard_piles_size_said_with_maisuu():
    """4.10: 「相手の捨て札の枚数が2枚以上なら、相手の怒りを1減らす」 — B's pile, not A's."""
    s = board("出現時相手の捨て札の枚数が2枚以上なら、相手の怒りを1減らす。")
    s.rage["B"] = 3
    for _ in range(2):
        card(s, "Plan", "A.discard")
    card(s, "Plan", "B.discard")
    run(s)
    assert s.rage["B"] == 3
    card(s, "Plan", "B.discard")
    run(s)
    assert s.rage["B"] == 2


def test_each_player_puts_the_top_of_their_own_deck_into_their_discard_pile():
    """5.7.3, 1.3.4: 「各プレイヤーは自分の山札を上から2枚捨て札にする」 — A's top 2 and B's top 2, each to
    their own discard pile."""
    s = board("出現時各プレイヤーは自分の山札を上から2枚捨て札にする。")
    for player in "AB":
        for _ in range(3):
            card(s, "Plan", f"{player}.deck")
    run(s)
    assert [len(s.areas[f"{p}.discard"]) for p in "AB"] == [2, 2] and [len(s.areas[f"{p}.deck"]) for p in "AB"] == [1, 1]


def test_the_cards_in_the_strategy_zones_are_strategy_cards():
    """4.5, 5.12: 「相手の戦略カード置き場にあるカードをすべて破壊する」 — B's placed strategy cards go, B's
    battle card in a zone stays."""
    s = board("出現時相手の戦略カード置き場にあるカードをすべて破壊する。")
    plan, tank = card(s, "Plan", "B.strategy1"), card(s, "Tank", "B.zone3")
    run(s)
    assert s.area_of(plan) == "discard" and s.zone_of(tank) == 3


@pytest.mark.parametrize("text", ["出現時相手の交戦カード1枚を破壊する。", "出現時相手の交戦カードを1体破壊する。"])
def test_a_count_said_before_wo_or_in_tai_is_the_same_count(text):
    """5.12: 「相手の交戦カード1枚を破壊する」 and 「…を1体破壊する」 destroy exactly 1 of B's 2, as 「…を1枚」."""
    s = board(text)
    tanks = [card(s, "Tank", f"B.zone{z}") for z in (3, 4)]
    run(s)
    assert sum(s.zone_of(t) is None for t in tanks) == 1
    assert canonical(compile_text(text)[0].effects) == canonical(compile_text("出現時相手の交戦カードを1枚破壊する。")[0].effects)


def test_each_players_own_rage_goes_up():
    """3.4, 1.3.4: 「各プレイヤーは自分の怒りを1増やす」 — A's and B's rage +1."""
    s = board("出現時各プレイヤーは自分の怒りを1増やす。")
    s.rage["A"], s.rage["B"] = 1, 2
    run(s)
    assert (s.rage["A"], s.rage["B"]) == (2, 3)


def test_each_players_monster_moves_back():
    """5.13.2, 1.3.4: 「各プレイヤーの怪獣カードを1エリア後退させる」 — A's monster (zone 3) and B's (zone 2) each
    go back one zone."""
    s = board("出現時各プレイヤーの怪獣カードを1エリア後退させる。")
    s.position["A"] = 3
    run(s)
    assert (s.position["A"], s.position["B"]) == (2, 1)


@pytest.mark.parametrize("held, drawn", [(2, 2), (0, 0)])
def test_as_many_as_a_piles_cards_said_first(held, drawn):
    """4.9, 5.4, 10.5.3: 「相手の手札の枚数と同じ枚数、あなたは引く」 — one for each card in B's hand now; none, none."""
    s = board("出現時相手の手札の枚数と同じ枚数、あなたは引く。")
    for _ in range(held):
        card(s, "Plan", "B.hand")
    for _ in range(3):
        card(s, "Tank", "A.deck")
    run(s)
    assert len(s.areas["A.hand"]) == drawn


# -- 「…と同じ等級の」: a number or a name equal to another card's (2.3.1, 2.6.1, 2.7.1, 2.4.1, 2.1.2) --------------

@pytest.mark.parametrize("whose, rank_found", [("あなた", "I"), ("相手", "II")])
def test_a_card_of_the_same_rank_as_a_players_monster(whose, rank_found):
    """2.3.1, 4.6.2: 「あなたの怪獣デッキから、(あなた|相手)の怪獣カードと同じ等級の怪獣カードを1枚まで公開し、手札に
    加える」 — A's monster is rank I, B's rank II: the monster deck's card of that player's monster's rank
    goes to the hand, the other stays."""
    s = board(f"出現時あなたの怪獣デッキから、{whose}の怪獣カードと同じ等級の怪獣カードを1枚まで公開し、手札に加える。")
    s.defs["Foe"] = make_card("Foe", "monster", "II", "red", "Godzilla", threat=10000)
    for name, rank in (("Rodan", "I"), ("Mothra", "II")):
        s.defs[name] = make_card(name, "monster", rank, "green", name, threat=8000)
    rodan, mothra = card(s, "Rodan", "A.monster_deck"), card(s, "Mothra", "A.monster_deck")
    run(s)
    found, left = (rodan, mothra) if rank_found == "I" else (mothra, rodan)
    assert s.area_of(found) == "hand" and s.area_of(left) == "monster_deck"
    assert f"of the same rank as {'your' if whose == 'あなた' else 'the opponent' + chr(39) + 's'} monster" in words(
        f"出現時あなたの怪獣デッキから、{whose}の怪獣カードと同じ等級の怪獣カードを1枚まで公開し、手札に加える。")


@pytest.mark.parametrize("in_discard, swapped", [("Tank", True), ("Big", False)])
def test_a_swap_with_a_card_of_the_same_rank_as_the_one_chosen(in_discard, swapped):
    """2.3.1, 5.6.1, 5.6.2: 「あなたのエリアにいる交戦カード1枚と、あなたの捨て札のそれと同じ等級の交戦カード1枚を
    入れ替える」 — それ is the field card: Jet (rank 1) has no rank 1 card in the discard pile, so only the
    Tank (rank 2) in zone 3 may swap, with a rank 2 card; with only Big (rank 5) there, neither moves."""
    s = board("出現時あなたのエリアにいる交戦カード1枚と、あなたの捨て札のそれと同じ等級の交戦カード1枚を入れ替える。")
    tank = card(s, "Tank", "A.zone3")
    kept = card(s, in_discard, "A.discard")
    game, jet, chooser = run(s)
    if swapped:
        assert s.area_of(tank) == "discard" and s.zone_of(kept) == 3 and s.zone_of(jet) == 5
    else:
        assert s.zone_of(tank) == 3 and s.area_of(kept) == "discard" and s.zone_of(jet) == 5
    assert "of the same rank as that card" in words(
        "出現時あなたのエリアにいる交戦カード1枚と、あなたの捨て札のそれと同じ等級の交戦カード1枚を入れ替える。")


@pytest.mark.parametrize("stat, destroyed", [("撃退力", "Twin"), ("色", "Twin"), ("等級", "Twin"), ("名前", None)])
def test_a_card_equal_to_this_one_in_a_number_or_a_color(stat, destroyed):
    """2.7.1, 2.4.1, 2.3.1: 「相手のエリアにいるこれと同じ撃退力(色/等級)の交戦カードを1枚破壊する」 — Jet (rank 1, red,
    2000): B's Twin (rank 1, red, 2000) is destroyed, B's Tank (rank 2, red, 6000) only by color, which
    the Twin shares too (the first found); 「これと同じ名前の」 finds neither."""
    s = board(f"出現時相手のエリアにいるこれと同じ{stat}の交戦カードを1枚破壊する。")
    s.defs["Twin"] = make_card("Twin", "battle", "1", "red", "Weapon", counter=2000)
    twin, tank = card(s, "Twin", "B.zone4"), card(s, "Tank", "B.zone5")
    run(s)
    assert s.area_of(tank) == "zone5" and s.area_of(twin) == ("discard" if destroyed else "zone4")


# -- a trait or a name given as well (10.8.1.3, 2.5.2, 2.1.2) ----------------------------------------------

@pytest.mark.parametrize("giver", [True, False])
def test_a_trait_given_is_found_by_a_card_phrase(giver):
    """10.8.1.3: A's 「相手のエリアにいる交戦カードすべては《機械》も持つ」 gives B's Tank (《Weapon》) 《機械》 as well,
    so Jet's 「相手のエリアにいる《機械》を持つ交戦カードを1枚破壊する」 finds it; without the giver, nothing."""
    s = board("出現時相手のエリアにいる《機械》を持つ交戦カードを1枚破壊する。")
    s.defs["Giver"] = make_card("Giver", "battle", "3", "blue", "Weapon", counter=3000,
                                text="相手のエリアにいる交戦カードすべては《機械》も持つ。")
    tank = card(s, "Tank", "B.zone4")
    held = card(s, "Tank", "B.hand")
    if giver:
        card(s, "Giver", "A.zone3")
    game, _jet, _chooser = run(s)
    assert s.area_of(tank) == ("discard" if giver else "zone4")
    assert "機械" not in game.traits(held)  # the phrase reaches the zones, not the hand
    assert any("10.8.1.3" in str(r) for entry in game.trace for r in entry.rules) == giver  # cited where it decides


@pytest.mark.parametrize("mimic", [True, False])
def test_a_name_treated_as_another_is_found_by_that_name(mimic):
    """2.1.2: B's card 「これはカード名を「Foe54」としても扱う」 is a 「Foe54」 as well as its own name: Jet's
    「相手のエリアにいる「Foe54」を1枚破壊する」 destroys it; a card without the text is not found. Searching a
    deck finds it by that name too (10.3.4.1: the text is asked wherever the name is)."""
    s = board("出現時相手のエリアにいる「Foe54」を1枚破壊する。")
    s.defs["Mimic"] = make_card("Mimic", "battle", "2", "red", "Weapon", counter=4000,
                                text="これはカード名を「Foe54」としても扱う。" if mimic else "")
    other = card(s, "Mimic", "B.zone4")
    game, _jet, _chooser = run(s)
    assert s.area_of(other) == ("discard" if mimic else "zone4")
    # its own name asked anywhere, its text says so wherever it is (10.3.4.1): in the discard pile too
    assert game.names(other) == (("Mimic", "Foe54") if mimic else ("Mimic",))
    assert "this card is also named 「Foe54」, as well as by its own name" in words("これはカード名を「Foe54」としても扱う。")


def test_a_trait_given_for_a_time_lasts_the_turn_on_the_cards_found_then():
    """10.2.1.2, 10.8.1.3: 「このターン、相手のエリアにいる交戦カードすべては《機械》も持つ」 — B's Tank in a zone has
    《機械》 this turn; a card B plays later is not among those it reached (10.8.2)."""
    s = board("出現時このターン、相手のエリアにいる交戦カードすべては《機械》も持つ。")
    tank = card(s, "Tank", "B.zone4")
    game, jet, _chooser = run(s)
    late = card(s, "Tank", "B.zone5")
    assert "機械" in game.traits(tank) and "機械" not in game.traits(late) and "機械" not in game.traits(jet)
    assert game.traits(tank)[0] == "Weapon"  # its own trait kept


# -- 「さらに」 on the object of the sentence before (5.13.2) ------------------------------------------------

@pytest.mark.parametrize("threat, monsters, zone", [(30000, 5, 2), (30000, 4, 3), (35000, 5, 4)])
def test_once_more_moves_the_monster_the_sentence_before_moved(threat, monsters, zone):
    """5.13.2, 7.4.2: 「相手の脅威度30000以下の怪獣カードを1エリア後退させる。あなたの捨て札の怪獣カードが5枚以上なら、
    さらに1エリア後退させる」 — B's monster (zone 4) goes back 2 zones with 5 monster cards in A's discard pile,
    1 with 4; over 30000 threat neither sentence moves it (the second keeps the first's bound)."""
    text = ("出現時相手の脅威度30000以下の怪獣カードを1エリア後退させる。"
            "あなたの捨て札の怪獣カードが5枚以上なら、さらに1エリア後退させる。")
    s = jet_board(text, foe_threat=threat)
    s.position["B"] = 4
    for _ in range(monsters):
        card(s, "Godzilla", "A.discard")
    run(s)
    assert s.position["B"] == zone
    assert "then if there are 5 or more of your monster cards in the discard pile, move the opponent's monster " \
           "back 1 zone, if at that moment its threat level is 30000 or less" in words(text)


def test_a_name_held_as_well_is_found_in_the_deck():
    """2.1.2, 10.3.4.1: 「これはカード名を「Foe54」としても扱う」 works in the deck: 「あなたの山札から「Foe54」を1枚まで
    探して公開し、手札に加え、山札をシャッフルする」 finds the Mimic there."""
    s = board("出現時あなたの山札から「Foe54」を1枚まで探して公開し、手札に加え、山札をシャッフルする。")
    s.defs["Mimic"] = make_card("Mimic", "battle", "2", "red", "Weapon", counter=4000,
                                text="これはカード名を「Foe54」としても扱う。")
    mimic, tank = card(s, "Mimic", "A.deck"), card(s, "Tank", "A.deck")
    run(s)
    assert s.area_of(mimic) == "hand" and s.area_of(tank) == "deck"


def test_a_cards_own_trait_given_holds_in_the_deck():
    """10.3.4.1, 10.8.1.3: a card whose own text says 「これは《Mimic》も持つ」 has 《Mimic》 in the deck too, besides its
    printed trait — which 【進化】's search (12.6.2) and every card phrase of the deck ask."""
    s = board("進化5《Mimic》")
    s.defs["Mimic"] = make_card("Mimic", "battle", "2", "red", "Weapon", counter=4000, text="これは《Mimic》も持つ。")
    mimic = card(s, "Mimic", "A.deck")
    game = new_game(s, compile_card)
    assert "Mimic" in game.traits(mimic) and game.traits(mimic)[0] == "Weapon"


@pytest.mark.parametrize("rage, left", [(5, 1), (0, 2)])
def test_once_more_n_cards_does_the_verb_before_again(rage, left):
    """5.12, 10.5: 「相手の交戦カードを1枚破壊する。あなたの怒りが5以上なら、さらに1枚破壊する」 — the second sentence
    destroys one more of the OPPONENT's battle cards (the object of the first), only while A's rage is 5 or more."""
    s = board("出現時相手の交戦カードを1枚破壊する。あなたの怒りが5以上なら、さらに1枚破壊する。")
    s.rage["A"] = rage
    theirs = [card(s, "Tank", f"B.zone{n}") for n in (3, 4, 5)]
    game, jet, _chooser = run(s)
    assert sum(s.zone_of(c) is not None for c in theirs) == left and s.zone_of(jet) == 5


@pytest.mark.parametrize("forbidding, invaded, zone", [
    ("", True, 2),
    ("相手のターン中相手の怪獣カードは前進できない。", True, 1),  # FO-037: the action is made, the moves are not
    ("相手のターン中相手の怪獣カードは前進も進攻もできない。", False, 1),  # the action itself forbidden (BP02-025's words)
    ("相手のターン中相手の怪獣カードは進攻できない。", False, 1)])
def test_a_monster_forbidden_to_advance_still_invades_and_stays(forbidding, invaded, zone):
    """8.6.1: invading is a discard followed by advances (5.13.1); 「前進できない」 forbids the advances
    (1.3.3), which are simply not done (1.3.2), not the action: the card is discarded, the monster stays,
    it has invaded (5.14.1: 「あなたの怪獣カードが進攻した時」 triggers, 8.6.2's once is spent), but
    【進攻時】 does not trigger, the invasion having advanced it nowhere (12.3.2.1, 5.13.3). Only
    「進攻できない」 refuses the action (the hand card stays)."""
    s = board("あなたの怪獣カードが進攻した時、あなたは1枚引く。")
    s.defs["Godzilla"] = make_card("Godzilla", "monster", "I", "red", "Godzilla", threat=10000,
                                   text="進攻時あなたの怒りを3増やす。")
    if forbidding:
        wall(s, forbidding, "B.zone3")
    for _ in range(3):
        card(s, "Tank", "A.deck")
    game, _jet, _ = run(s)
    tank = card(s, "Tank", "A.hand")
    rage, hand = s.rage["A"], len(s.areas["A.hand"])
    if not invaded:
        with pytest.raises(IllegalAction, match="forbids A's monster to invade"):
            game.act(Invade(tank))
        assert s.where(tank) == "A.hand" and "invade" not in s.used["A"]
    else:
        play(game, [Invade(tank)], Script())
        assert s.where(tank) == "A.discard" and s.used["A"].count("invade") == 1
        assert len(s.areas["A.hand"]) == hand  # the Tank discarded, one card drawn by 「進攻した時」
        assert s.rage["A"] == rage + (3 if zone == 2 else 0)  # 【進攻時】 only when it advanced
        with pytest.raises(IllegalAction, match="8.6.2"):
            game.act(Invade(card(s, "Tank", "A.hand")))
    assert s.position["A"] == zone


@pytest.mark.parametrize("text, start, moved, drawn", [
    # FO-043: 「この効果で2エリア以上前進したなら」 — the zones the effect actually moved it (5.13.1.2, 5.13.3)
    ("出現時あなたの怪獣カードをエリア8まで前進させる。この効果で2エリア以上前進したなら、あなたは1枚引く。", ("A", 5), 3, 1),
    ("出現時あなたの怪獣カードをエリア8まで前進させる。この効果で2エリア以上前進したなら、あなたは1枚引く。", ("A", 7), 1, 0),
    ("出現時あなたの怪獣カードをエリア8まで前進させる。この効果で2エリア以上前進したなら、あなたは1枚引く。", ("A", 8), 0, 0),
    # the monster named, moved back; the verb said of the effect (させた), 以下
    ("出現時相手の怪獣カードを2エリア後退させる。この効果で相手の怪獣カードが2エリア以上後退したなら、あなたは1枚引く。", ("B", 5), -2, 1),
    ("出現時相手の怪獣カードを2エリア後退させる。この効果で相手の怪獣カードが2エリア以上後退したなら、あなたは1枚引く。", ("B", 2), -1, 0),
    ("出現時相手の怪獣カードを2エリア後退させる。この効果で相手の怪獣カードを1エリア以下後退させたなら、あなたは1枚引く。", ("B", 2), -1, 1),
    ("出現時相手の怪獣カードを2エリア後退させる。この効果で相手の怪獣カードを1エリア以下後退させたなら、あなたは1枚引く。", ("B", 5), -2, 0)])
def test_a_condition_on_the_zones_this_effect_moved_a_monster(text, start, moved, drawn):
    """5.13.1 / 5.13.2: 「この効果でNエリア以上前進(後退)したなら」 counts the zones this ability's effects
    actually moved the monster (one not moved did not move, 5.13.3; 「エリア8まで」 stops at 8, 5.13.1.2)."""
    s = board(text)
    whose, zone = start
    s.position[whose] = zone
    for _ in range(3):
        card(s, "Tank", "A.deck")
    run(s, zone=3)
    assert s.position[whose] == zone + moved
    assert len(s.areas["A.hand"]) == drawn


MILL_INSTEAD = "これの効果であなたが手札を1枚捨てる際、かわりに山札を上から1枚捨て札にしてよい。"


@pytest.mark.parametrize("text, replace, milled", [
    # FO-038: the cost of this card's own ability, replaced: paid all the same (10.5.4.2), the hand kept
    (MILL_INSTEAD + "出現時あなたの手札を1枚捨てることで、相手の怒りを1減らす。", "yes", True),
    (MILL_INSTEAD + "出現時あなたの手札を1枚捨てることで、相手の怒りを1減らす。", "no", False),
    (MILL_INSTEAD + "出現時あなたは手札を1枚捨てる。相手の怒りを1減らす。", "yes", True)])  # its effect, not a cost
def test_a_discard_by_this_cards_own_effect_replaced(text, replace, milled):
    """10.9.1 with 3.1.2: 「これの効果であなたが手札を1枚捨てる際、かわりに…てよい」 replaces a discard this
    card's own effect or cost makes (a cost replaced is still paid, 10.5.4.2; the choice is the player's, 10.9.3)."""
    s = board(text)
    s.rage["B"] = 3
    top = card(s, "Big", "A.deck")
    kept = card(s, "Tank", "A.hand")
    run(s, Script(yes_no=["yes", replace, replace]))
    assert (s.where(top), s.where(kept)) == (("A.discard", "A.hand") if milled else ("A.deck", "A.discard"))
    assert s.rage["B"] == 2


def test_a_discard_by_another_cards_effect_or_the_invasion_is_not_this_cards():
    """「これの効果で」 (3.1.2): another card's effect discarding from the hand, or 8.6.1's discard for an
    invasion (a rule's, not an effect), is not replaced — the hand card goes, the deck stays."""
    s = board("出現時あなたは手札を1枚捨てる。")
    s.defs["Wall"] = make_card("Wall", "battle", "1", "red", "Weapon", counter=1000, text=MILL_INSTEAD)
    card(s, "Wall", "A.zone4")
    top = card(s, "Big", "A.deck")
    first = card(s, "Tank", "A.hand")
    game, _jet, _ = run(s, Script(yes_no=["yes", "yes", "yes"]))
    assert (s.where(top), s.where(first)) == ("A.deck", "A.discard")
    second = card(s, "Tank", "A.hand")
    play(game, [Invade(second)], Script(yes_no=["yes", "yes"]))
    assert (s.where(top), s.where(second)) == ("A.deck", "A.discard")


@pytest.mark.parametrize("start, rage", [(1, 2), (6, 2), (7, 3), (8, 3)])
def test_fo043_a_strategy_cards_move_to_zone_8_counted(start, rage):
    """FO-043 (8.3, 5.13.1.2): 「あなたの怪獣カードをエリア8まで前進させる。この効果で2エリア以上前進したなら、
    相手の怒りを1減らす」 — from zone 6 or further back it moves 2 zones or more and the rage goes down; from 7
    one zone, from 8 none (5.13.1.2.1), and it stays."""
    s = board("")
    s.defs["Plan"] = make_card("Plan", "strategy", "1", "red", "Plan",
                               text="あなたの怪獣カードをエリア8まで前進させる。この効果で2エリア以上前進したなら、相手の怒りを1減らす。")
    s.position["A"], s.rage["B"] = start, 3
    game = new_game(s, compile_card)
    play(game, [ActivateStrategy(card(s, "Plan", "A.hand"), 1)], Script())
    assert (s.position["A"], s.rage["B"]) == (8, rage)


def test_fo038_the_invasion_discard_is_not_replaced_the_cost_after_it_is():
    """FO-038 on the invading monster: 8.6.1's discard is the rules', not this card's effect, and is not
    replaced; its 【進攻時】 cost (あなたの手札を1枚捨てることで) is, and still counts as paid (10.5.4.2)."""
    s = board("")
    s.defs["Godzilla"] = make_card("Godzilla", "monster", "I", "red", "Godzilla", threat=10000,
                                   text=MILL_INSTEAD + "進攻時あなたの手札を1枚捨てることで、相手の怒りを1減らす。")
    s.rage["B"] = 3
    top = card(s, "Big", "A.deck")
    invading, kept = card(s, "Tank", "A.hand"), card(s, "Tank", "A.hand")
    game = new_game(s, compile_card)
    play(game, [Invade(invading)], Script(yes_no=["yes", "yes", "yes"]))
    assert s.position["A"] == 2 and s.where(invading) == "A.discard"
    assert (s.where(top), s.where(kept), s.rage["B"]) == ("A.discard", "A.hand", 2)


@pytest.mark.parametrize("mover, zone, rage", [("出現時あなたの怪獣カードを1エリア前進させる。", 1, 2),  # this card's effect: replaced
                                               ("", 2, 3)])  # another card's effect: not
def test_a_monster_moved_by_this_cards_own_effect_replaced(mover, zone, rage):
    """「あなたの怪獣カードがこれの効果で前進する際、かわりに…」 (10.9.1, 3.1.2): only this card's own effect's move."""
    s = board(mover + "あなたの怪獣カードがこれの効果で前進する際、かわりに相手の怒りを1減らす。")
    s.rage["B"] = 3
    if mover:
        run(s)
    else:  # Jet on the field already; another card's 【出現時】 moves the monster
        card(s, "Jet", "A.zone5")
        s.defs["Wall"] = make_card("Wall", "battle", "1", "red", "Weapon", counter=1000,
                                   text="出現時あなたの怪獣カードを1エリア前進させる。")
        game = new_game(s, compile_card)
        play(game, [PlayBattle(card(s, "Wall", "A.hand"), 4)], Script())
    assert (s.position["A"], s.rage["B"]) == (zone, rage)
