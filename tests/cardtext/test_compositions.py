"""Conditions, modifier targets and readings built from parts (issue 18): each composed form is
read, said and honoured by the engine on a board where it decides what happens. The sentences
are composed from known parts; no printed card says them yet."""

import pytest

from judgekit.cardtext import compile_text
from judgekit.cardtext.errors import CompileError
from judgekit.engine.abilities import new_game
from judgekit.cardtext import compile_card
from judgekit.engine.cards import make_card
from judgekit.engine.controllers import play
from judgekit.engine.decisions import ActivateStrategy, EndMain, GainRage, Invade, PlayBattle
from judgekit.engine.state import GameState

from jet_board import jet_board, play_jet, words



def board(text: str) -> GameState:
    """jet_board with three cards in A's deck to draw."""
    return jet_board(text, deck=("A", 3))


def drawn(s: GameState, zone: int) -> bool:
    """Whether playing Jet into ``zone`` made its 【出現時】 draw a card."""
    play_jet(s, zone, lambda d: d.options[0].key)
    return len(s.areas["A.hand"]) == 1


# -- negation: every condition the grammar reads, with 〜いない / 〜でない (10.5.2.3.3: checked on
#    resolution) --------------------------------------------------------------------------------

@pytest.mark.parametrize("zone, draws", [(5, False), (4, True)])
def test_a_negated_zone_condition_holds_only_elsewhere(zone, draws):
    assert drawn(board("【出現時】これがエリア5にいないなら、カードを1枚引く。"), zone) is draws


@pytest.mark.parametrize("placed, draws", [(False, True), (True, False)])
def test_a_negated_placed_card_holds_only_while_it_is_not_placed(placed, draws):
    """「あなたの「Plan」が置かれていないなら」, 「あなたが戦略カードを置いていないなら」: a strategy card
    in a strategy zone (4.5), or none there."""
    for text in ("【出現時】あなたの「Plan」が置かれていないなら、カードを1枚引く。",
                 "【出現時】あなたが戦略カードを置いていないなら、カードを1枚引く。"):
        s = board(text)
        s.defs["Plan"] = make_card("Plan", "strategy", "1", "red", "Weapon", text="")
        if placed:
            s.put(s.new_card("Plan", "A"), "A.strategy1")
        assert drawn(s, 5) is draws


@pytest.mark.parametrize("discarded, draws", [("Tank", True), ("Larva", False)])
def test_a_negated_invasion_cost_holds_only_for_another_card(discarded, draws):
    """「これの進攻で青の交戦カードを捨てていないなら」 (8.6.1, 10.5): a red Tank paid, it holds."""
    s = board("")
    s.defs["Godzilla"] = make_card("Godzilla", "monster", "I", "red", "Godzilla", threat=10000,
                                   text="進攻時これの進攻で青の交戦カードを捨てていないなら、カードを1枚引く。")
    s.defs["Larva"] = make_card("Larva", "battle", "1", "blue", "Mothra", counter=1000)
    game = new_game(s, compile_card)
    paid = s.new_card(discarded, "A")
    s.put(paid, "A.hand")
    play(game, [Invade(paid)], lambda d: d.options[0].key)
    assert s.where(paid) == "A.discard" and (len(s.areas["A.hand"]) == 1) is draws


@pytest.mark.parametrize("tanks, draws", [(0, True), (1, False)])
def test_a_negated_count_holds_only_without_the_cards(tanks, draws):
    """「〜がいない」 is a count of none, as 「カードがない」 always was."""
    s = board("【出現時】あなたのエリアに「Tank」がいないなら、カードを1枚引く。")
    for _ in range(tanks):
        s.put(s.new_card("Tank", "A"), "A.zone3")
    assert drawn(s, 5) is draws


def test_negations_are_said():
    assert "not (this card is in zone 5)" in words("【出現時】これがエリア5にいないなら、カードを1枚引く。")
    assert "not (your monster has invaded this turn)" in words(
        "【出現時】このターンあなたの怪獣カードが進攻していないなら、カードを1枚引く。")
    assert "not (it is a monster card)" in words("【出現時】それが怪獣カードでないなら、カードを1枚引く。")


# -- or: 〜か、〜なら ----------------------------------------------------------------------------

@pytest.mark.parametrize("zone, rage, draws", [(4, 0, False), (5, 0, True), (4, 5, True)])
def test_either_part_of_an_or_condition_is_enough(zone, rage, draws):
    s = board("【出現時】これがエリア5にいるか、相手の怒りが5以上なら、カードを1枚引く。")
    s.rage["B"] = rage
    assert drawn(s, zone) is draws


# -- numbers compared: (whose) × (rage | hand size | monster's rank | cards counted) × (以上 | 以下 |
#    より多い | より少ない | exactly N), checked on resolution (10.5) --------------------------------

@pytest.mark.parametrize("compare, rages", [
    ("以上", {1: False, 2: True, 3: True}), ("以下", {1: True, 2: True, 3: False}),
    ("より多い", {1: False, 2: False, 3: True}), ("より少ない", {1: True, 2: False, 3: False}),
    ("", {1: False, 2: True, 3: False})])
@pytest.mark.parametrize("whose, player", [("あなたの怪獣カードの", "A"), ("相手の", "B")])
def test_rage_compares_every_way_for_either_player(compare, rages, whose, player):
    for rage, draws in rages.items():
        s = board(f"【出現時】{whose}怒りが2{compare}なら、カードを1枚引く。")
        s.rage[player] = rage
        assert drawn(s, 5) is draws, (rage, compare)


@pytest.mark.parametrize("whose, player", [("あなた", "A"), ("相手", "B")])
@pytest.mark.parametrize("hand, draws", [(0, True), (1, True), (2, False)])
def test_a_hand_size_counts_that_players_hand_only_before_the_effect(whose, player, hand, draws):
    """Jet leaves the hand when played: the hand counted is what is left (A's), or B's as it is."""
    s = board(f"【出現時】{whose}の手札が1枚以下なら、カードを1枚引く。")
    for _ in range(hand):
        s.put(s.new_card("Tank", player), f"{player}.hand")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    before = len(s.areas["A.hand"])
    play(game, [PlayBattle(jet, 5)], lambda d: d.options[0].key)
    assert (len(s.areas["A.hand"]) == before) is draws  # Jet out, one card in


@pytest.mark.parametrize("text, rank, draws", [("あなたの怪獣カードが等級I以上", 1, True),
                                               ("あなたの怪獣カードが等級II以上", 1, False),
                                               ("相手の怪獣カードが等級I以下", 1, True),
                                               ("相手の怪獣カードが等級II", 1, False)])
def test_a_monsters_rank_compares_for_either_player(text, rank, draws):
    assert drawn(board(f"【出現時】{text}なら、カードを1枚引く。"), 5) is draws


@pytest.mark.parametrize("tanks, draws", [(1, False), (2, True), (3, False)])
def test_an_exact_count_in_a_zone_range_is_neither_fewer_nor_more(tanks, draws):
    """Jet goes to zone 5, outside 6~8: only the Tanks there count; one in zone 3 never does."""
    s = board("【出現時】あなたのエリア6~8にいる交戦カードが2枚なら、カードを1枚引く。")
    for n in range(tanks):
        s.put(s.new_card("Tank", "A"), f"A.zone{6 + n}")
    s.put(s.new_card("Tank", "A"), "A.zone3")
    assert drawn(s, 5) is draws


def test_compared_numbers_are_said_with_whose_and_how():
    assert "the number of cards in the opponent's hand is more than 3" in \
        words("相手の手札が3枚より多いなら、これの脅威度+5000。")
    assert "your monster's rage is exactly 2" in words("【出現時】あなたの怪獣カードの怒りが2なら、カードを1枚引く。")
    assert "the opponent's monster's rank is 2 or less" in words("相手の怪獣カードが等級II以下なら、これの撃退力+2000。")
    assert "in zones 6, 7, 8) is fewer than 3" in \
        words("【出現時】あなたのエリア6~8にいる交戦カードが3枚より少ないなら、カードを1枚引く。")


# -- what a player did this turn: each main-phase action the engine records (8.1.1) --------------

@pytest.mark.parametrize("whose, activated, draws", [("あなた", True, True), ("あなた", False, False),
                                                     ("相手", True, False)])
def test_a_strategy_card_activated_this_turn_is_the_players_own(whose, activated, draws):
    """A activates a strategy card (8.3.1), then plays Jet: only A's activation is A's."""
    s = board(f"【出現時】このターン{whose}が戦略カードを発動していたら、カードを1枚引く。")
    s.defs["Plan"] = make_card("Plan", "strategy", "1", "red", "Weapon", text="")
    game = new_game(s, compile_card)
    actions = []
    if activated:
        plan = s.new_card("Plan", "A")
        s.put(plan, "A.hand")
        actions.append(ActivateStrategy(plan, 1))
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, actions + [PlayBattle(jet, 5)], lambda d: d.options[0].key)
    assert (len(s.areas["A.deck"]) == 2) is draws


@pytest.mark.parametrize("gained, draws", [(True, True), (False, False)])
def test_rage_gained_this_turn_is_an_action_done(gained, draws):
    """8.4.1: discarding a monster card to gain rage is a main-phase action the condition sees."""
    s = board("【出現時】このターンあなたが怒りを獲得していたら、カードを1枚引く。")
    game = new_game(s, compile_card)
    actions = []
    if gained:
        spare = s.new_card("Godzilla", "A")
        s.put(spare, "A.hand")
        actions.append(GainRage(spare))
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, actions + [PlayBattle(jet, 5)], lambda d: d.options[0].key)
    assert (len(s.areas["A.deck"]) == 2) is draws


@pytest.mark.parametrize("activated, draws", [(1, False), (2, True)])
def test_actions_done_this_turn_are_counted(activated, draws):
    """8.1.1, 10.5: 「このターンあなたが戦略カードを2枚以上発動していたら」 — one activation is not enough."""
    s = board("【出現時】このターンあなたが戦略カードを2枚以上発動していたら、カードを1枚引く。")
    s.defs["Plan"] = make_card("Plan", "strategy", "1", "red", "Weapon", text="")
    game = new_game(s, compile_card)
    actions = []
    for zone in range(1, activated + 1):
        plan = s.new_card("Plan", "A")
        s.put(plan, "A.hand")
        actions.append(ActivateStrategy(plan, zone))
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, actions + [PlayBattle(jet, 5)], lambda d: d.options[0].key)
    assert (len(s.areas["A.deck"]) == 2) is draws


@pytest.mark.parametrize("text, bombs, draws", [
    ("このターンあなたの交戦カードが2枚以上破壊されていたら", 1, False),
    ("このターンあなたの交戦カードが2枚以上破壊されていたら", 2, True),
    ("このターン相手の交戦カードが破壊されていたら", 2, False),  # A's were, not B's
    ("このターンいずれかのカードが捨て札に置かれていたら", 1, True),
    ("このターンあなたの交戦カードが破壊されていないなら", 1, False)])
def test_events_of_this_turn_are_counted_by_whose_card(text, bombs, draws):
    """10.6.2's events kept for the turn (whose card × its kind × the event × how many): Bomber's
    出現時 destroys that many of A's Tanks before Jet is played; Jet's 出現時 asks."""
    s = board(f"【出現時】{text}、カードを1枚引く。")
    s.defs["Bomber"] = make_card("Bomber", "battle", "1", "red", "Weapon", counter=1000,
                                 text=f"出現時あなたの交戦カードを{bombs}枚破壊する。")
    game = new_game(s, compile_card)
    for zone in (3, 4):
        s.put(s.new_card("Tank", "A"), f"A.zone{zone}")
    bomber, jet = s.new_card("Bomber", "A"), s.new_card("Jet", "A")
    s.put(bomber, "A.hand")
    s.put(jet, "A.hand")
    decks = len(s.areas["A.deck"])
    play(game, [PlayBattle(bomber, 6), PlayBattle(jet, 5)], lambda d: d.options[0].key)
    assert (len(s.areas["A.deck"]) == decks - 1) is draws


@pytest.mark.parametrize("rage, draws", [(2, True), (0, False), (5, False)])
def test_a_number_this_effect_brought_to_a_value(rage, draws):
    """10.5 with 3.4.4: 「相手の怒りを3減らす。この効果で相手の怒りが0になったら、カードを1枚引く」 —
    from 2 it reaches 0 (draw); already 0 it did not become so; from 5 it is 2."""
    s = board("【出現時】相手の怒りを3減らす。この効果で相手の怒りが0になったら、カードを1枚引く。")
    s.rage["B"] = rage
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, [PlayBattle(jet, 5)], lambda d: d.options[0].key)
    assert (len(s.areas["A.deck"]) == 2) is draws


def test_what_was_done_this_turn_is_no_part_of_the_repeated_game():
    """13.1.1.2 compares the game before and after actions: the record of actions done, which
    grows with each, must not hide a loop; it still travels with the state and ends with the turn.
    The events are kept because a card of the game asks for them (Census.asks_this_turn)."""
    s = board("【出現時】このターンあなたの交戦カードが破壊されていたら、カードを1枚引く。")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    before = s.fingerprint()
    play(game, [PlayBattle(jet, 5)], lambda d: d.options[0].key)
    # the action (8.2), then the event (10.6.2) with the card it is of (for 「このターン…赤の交戦カードが…ていたら」)
    assert s.done["A"] == ["battle", f"battle-played:battle#{jet}"]
    s.put(jet, "A.hand")  # as if its own effect had returned it
    assert s.fingerprint() == before
    assert GameState.from_text(s.to_text()).done == s.done
    game._next_turn()
    assert s.done == {"A": [], "B": []}


def test_actions_done_this_turn_are_said_with_whose():
    assert "if not (the opponent has invaded this turn)" in \
        words("【出現時】このターン相手が進攻していないなら、カードを1枚引く。")
    assert "if you have made a battle card appear from the hand (played, or put from there by an effect) this turn" in \
        words("【出現時】このターンあなたが手札から交戦カードを出現させていたら、カードを1枚引く。")


# -- sums: 〜の(等級|脅威度|撃退力)の合計が N 以上/以下, over any card phrase (10.8.1: the numbers
#    as changed now) -------------------------------------------------------------------------------

@pytest.mark.parametrize("tanks, draws", [(0, False), (1, True)])
def test_a_sum_of_ranks_counts_every_card_the_phrase_finds(tanks, draws):
    """Jet (rank 1) alone sums to 1; with a Tank (rank 2) to 3."""
    s = board("【出現時】あなたのエリアにいる交戦カードの等級の合計が3以上なら、カードを1枚引く。")
    for _ in range(tanks):
        s.put(s.new_card("Tank", "A"), "A.zone3")
    assert drawn(s, 5) is draws


@pytest.mark.parametrize("counter, draws", [(2000, True), (9000, False)])
def test_a_sum_at_most_of_counter_power(counter, draws):
    s = board("【出現時】あなたのエリアにいる交戦カードの撃退力の合計が8000以下なら、カードを1枚引く。")
    s.defs["Jet"] = make_card("Jet", "battle", "1", "red", "Weapon", counter=counter, text=s.defs["Jet"].text)
    assert drawn(s, 5) is draws


def test_a_sum_is_said_with_its_cards_and_bound():
    assert ("the ranks of your battle cards in your zones add up to 15 or more"
            in words("あなたのエリアにいる交戦カードの等級の合計が15以上なら、これの脅威度+10000。"))


# -- modifier targets are card phrases (10.8.1): whose, where, which, each ("すべての") ------------

def placed(text: str, jet_zone: int, tanks: dict[str, int]):
    """Jet (``text``) in A's ``jet_zone``; a Tank in each zone named ("A.zone7": …); the game."""
    s = board(text)
    s.put(s.new_card("Jet", "A"), f"A.zone{jet_zone}")
    cards = {}
    for key in tanks:
        card = s.new_card("Tank", key.split(".")[0])
        s.put(card, key)
        cards[key] = card
    return new_game(s, compile_card), cards


def test_a_zone_range_in_a_modifiers_cards_reaches_only_your_cards_there():
    game, tanks = placed("あなたのエリア6~8にいる交戦カードすべての撃退力+2000。", 3,
                         {"A.zone7": 0, "A.zone5": 0, "B.zone7": 0})
    assert game.counter_power(tanks["A.zone7"]) == 8000
    assert game.counter_power(tanks["A.zone5"]) == 6000  # outside the range
    assert game.counter_power(tanks["B.zone7"]) == 6000  # the opponent's, not yours


def test_the_battle_cards_next_to_this_one_are_only_yours():
    """BP02-041's phrase: 「これの隣接エリアにいるあなたの交戦カードすべて」 (4.4.5.2: the opponent's
    zone across is adjacent too, but not yours)."""
    game, tanks = placed("これの隣接エリアにいるあなたの交戦カードすべての撃退力+1000。", 8,
                         {"A.zone7": 0, "B.zone8": 0})
    assert game.counter_power(tanks["A.zone7"]) == 7000
    assert game.counter_power(tanks["B.zone8"]) == 6000
    assert words("これの隣接エリアにいるあなたの交戦カードすべての撃退力+1000。") == \
        "your battle cards (next to this card): counter power +1000"


def test_the_opponents_monster_as_a_modifiers_card():
    game, _ = placed("相手の怪獣カードの脅威度-5000。", 3, {})
    assert game.threat("B") == 5000 and game.threat("A") == 10000


def test_a_change_of_rank_bounded_by_rank_reads_the_printed_rank():
    """10.8.1.6: 「相手の等級2以上の交戦カードすべての等級-1」 reads the rank without itself: it lowers a
    rank-2 card once, not until it falls out of its own bound."""
    game, tanks = placed("相手のエリアにいる等級2以上の交戦カードすべての等級-1。", 3, {"B.zone4": 0})
    assert game.rank(tanks["B.zone4"]) == 1


def test_a_change_whose_condition_reads_the_number_it_changes_ends():
    """10.8.1.6: 「撃退力の合計が…なら、…撃退力-2000」 depends on itself: read once, not endlessly."""
    game, tanks = placed("あなたのエリアにいる交戦カードの撃退力の合計が5000以上なら、"
                         "あなたのエリアにいる交戦カードすべての撃退力-2000。", 3, {"A.zone4": 0})
    assert game.counter_power(tanks["A.zone4"]) == 4000


# -- triggers: whose × kind of card × event × たび/時 (10.6.2), for each event the engine raises ----

def watched(watcher: str, effect: str) -> int:
    """Cards A drew when Jet (``effect`` on appearing) is played beside a Watcher (``watcher``)
    already in A's zone 3, with a Tank of B's in B's zone 4."""
    s = board(f"【出現時】{effect}")
    s.defs["Watcher"] = make_card("Watcher", "battle", "1", "red", "Weapon", counter=1000, text=watcher)
    s.put(s.new_card("Watcher", "A"), "A.zone3")
    s.put(s.new_card("Tank", "B"), "B.zone4")
    drawn(s, 5)
    return len(s.areas["A.hand"])


@pytest.mark.parametrize("whose, draws", [("相手の", 1), ("いずれかの", 1), ("あなたの", 0)])
def test_a_destroyed_battle_card_triggers_by_whose_it_was(whose, draws):
    """5.12: the opponent's Tank is destroyed; only a watcher of the opponent's or anyone's fires."""
    assert watched(f"{whose}交戦カードが破壊されるたび、カードを1枚引く。", "相手の交戦カードを1枚破壊する。") == draws


@pytest.mark.parametrize("whose, draws", [("相手の", 1), ("あなたの", 0)])
def test_the_opponents_monster_moving_forward_triggers_by_whose_it_is(whose, draws):
    assert watched(f"{whose}怪獣カードが前進した時、カードを1枚引く。", "相手の怪獣カードを1エリア前進させる。") == draws


@pytest.mark.parametrize("watcher, effect, draws", [
    ("これが破壊された時", "あなたの怪獣カードを2エリア前進させる。", 1),
    ("これが踏み潰し処理で破壊された時", "あなたの怪獣カードを2エリア前進させる。", 1),
    ("これが破壊された時", "あなたの交戦カードをすべて破壊する。", 1),
    ("これが踏み潰し処理で破壊された時", "あなたの交戦カードをすべて破壊する。", 0),
    ("これが破壊された時", "相手の交戦カードを1枚破壊する。", 0)])
def test_this_card_destroyed_triggers_as_it_leaves_the_field(watcher, effect, draws):
    """10.6.4.1.2, 11.3.3, 5.12: A's Watcher in zone 3 with 「これが(踏み潰し処理で)破壊された時、カードを1枚
    引く」 draws when it is destroyed — crushed by A's monster moving forward from 1 into 3, or by an
    effect — though it is in the discard pile by then; the crush-only one not when an effect destroys it,
    and neither when another card is destroyed (the seventh set's ZS-060 found the class)."""
    assert watched(f"{watcher}、カードを1枚引く。", effect) == draws


FORWARD_2, DESTROY_ALL = "あなたの怪獣カードを2エリア前進させる。", "あなたの交戦カードをすべて破壊する。"


@pytest.mark.parametrize("watcher, effect, draws", [
    ("あなたの交戦カードが踏み潰し処理で破壊された時", FORWARD_2, 1),  # TN-052
    ("あなたの交戦カードが踏み潰されるたび", FORWARD_2, 1),
    ("あなたの交戦カードが破壊されるたび", FORWARD_2, 1),
    ("いずれかの交戦カードが破壊された時", FORWARD_2, 1),
    ("あなたのカードがフィールドを離れるたび", FORWARD_2, 1),
    ("あなたのカードが捨て札に置かれるたび", FORWARD_2, 1),
    ("相手の交戦カードが破壊されるたび", FORWARD_2, 0),
    ("あなたの他の交戦カードが破壊されるたび", FORWARD_2, 0),  # 「他の」 leaves this card out
    ("あなたの交戦カードが破壊されるたび", DESTROY_ALL, 2),  # itself and Jet, each once
    ("あなたの他の交戦カードが破壊されるたび", DESTROY_ALL, 1),
    ("あなたの交戦カードが踏み潰し処理で破壊された時", DESTROY_ALL, 0)])
def test_a_trigger_on_your_cards_leaving_sees_this_card_leave_too(watcher, effect, draws):
    """10.6.4.1.2 (12.7 the class): A's Watcher in zone 3 whose trigger names a player's cards leaving the
    field — destroyed, crushed (11.3.3), put into the discard pile — fires when the Watcher itself is the card
    that leaves (crushed by A's monster moving from 1 into 3, or destroyed by Jet's effect), though it is in
    the discard pile by then; its own trigger once per card that leaves, never twice for itself."""
    assert watched(f"{watcher}、カードを1枚引く。", effect) == draws


@pytest.mark.parametrize("watcher, draws", [
    ("これが破壊された時、カードを1枚引く。あなたの交戦カードが破壊された時、カードを1枚引く。", 2),
    ("これが破壊された時、カードを1枚引く。", 1), ("あなたの交戦カードが破壊された時、カードを1枚引く。", 1)])
def test_this_card_s_own_trigger_and_a_general_one_fire_once_each(watcher, draws):
    """10.6.2.1: the Watcher, crushed, has two abilities whose events happened: each triggers once (its
    「これが破壊された時」 by 10.6.4.1.2 as before, its general one looking back as well) — not one twice."""
    assert watched(watcher, FORWARD_2) == draws


@pytest.mark.parametrize("watcher, rage", [("あなたの交戦カードが手札に戻された時", 2),
                                           ("あなたの交戦カードが山札に戻された時", 2),
                                           ("あなたの他の交戦カードが手札に戻された時", 1)])
def test_a_card_returned_from_the_field_sees_its_own_return(watcher, rage):
    """5.2.1, 10.6.4.1.2: Jet returns every battle card of A's to the hand (or the deck) — the Watcher too:
    its trigger on A's battle cards returned fires for Jet and for itself."""
    where = "手札" if "手札" in watcher else "山札"
    s = board(f"【出現時】あなたの交戦カードをすべて{where}に戻す。")
    s.defs["Watcher"] = make_card("Watcher", "battle", "1", "red", "Weapon", counter=1000,
                                  text=f"{watcher}、あなたの怒りを1増やす。")
    s.put(s.new_card("Watcher", "A"), "A.zone3")
    before = s.rage["A"]
    drawn(s, 5)
    assert s.rage["A"] - before == rage


@pytest.mark.parametrize("whose, draws", [("あなたの", 1), ("いずれかの", 1), ("相手の", 0)])
def test_a_battle_card_evolving_triggers_by_whose_it_is(whose, draws):
    """5.17.1.1: A's Larva evolves into an Imago (by Jet's effect); 「(whose)交戦カードが進化するたび」
    fires for A's own or anyone's, not for the opponent's."""
    s = board("【出現時】あなたの《Mothra》を持つ交戦カードを1枚進化させる。")
    s.defs["Larva"] = make_card("Larva", "battle", "1", "blue", "Mothra", counter=1000, text="進化3《Mothra》")
    s.defs["Imago"] = make_card("Imago", "battle", "3", "blue", "Mothra", counter=5000)
    s.defs["Watcher"] = make_card("Watcher", "battle", "1", "red", "Weapon", counter=1000,
                                  text=f"{whose}交戦カードが進化するたび、カードを1枚引く。")
    s.put(s.new_card("Larva", "A"), "A.zone3")
    s.put(s.new_card("Watcher", "A"), "A.zone4")
    s.put(s.new_card("Imago", "A"), "A.deck")
    drawn(s, 5)
    assert [s.cards[c].name for c in s.areas["A.zone3"]] == ["Imago"]
    assert len(s.areas["A.hand"]) == draws


@pytest.mark.parametrize("whose, draws", [("あなたの", 1), ("相手の", 0)])
def test_a_strategy_card_activated_triggers_by_whose_it_is(whose, draws):
    """5.9, 8.3.1: A activates Plan; 「(whose)戦略カードが発動されるたび」 fires for A's own only."""
    s = board("")
    s.defs["Plan"] = make_card("Plan", "strategy", "1", "red", "Weapon", text="")
    s.defs["Watcher"] = make_card("Watcher", "battle", "1", "red", "Weapon", counter=1000,
                                  text=f"{whose}戦略カードが発動されるたび、カードを1枚引く。")
    s.put(s.new_card("Watcher", "A"), "A.zone3")
    game = new_game(s, compile_card)
    plan = s.new_card("Plan", "A")
    s.put(plan, "A.hand")
    play(game, [ActivateStrategy(plan, 1)], lambda d: d.options[0].key)
    assert len(s.areas["A.hand"]) == draws


@pytest.mark.parametrize("whose, rage", [("相手", 2), ("あなた", 0)])
def test_each_card_a_player_draws_triggers_by_who_draws(whose, rage):
    """5.4: B draws two cards (Jet's effect); 「相手がカードを引くたび」 fires once for each."""
    s = board("【出現時】相手は2枚引く。")
    s.defs["Watcher"] = make_card("Watcher", "battle", "1", "red", "Weapon", counter=1000,
                                  text=f"{whose}がカードを引くたび、あなたの怒りを1増やす。")
    s.put(s.new_card("Watcher", "A"), "A.zone3")
    for _ in range(2):
        s.put(s.new_card("Tank", "B"), "B.deck")
    drawn(s, 5)
    assert len(s.areas["B.hand"]) == 2 and s.rage["A"] == rage


@pytest.mark.parametrize("whose, draws", [("相手の怪獣カード", 1), ("相手", 1), ("あなたの怪獣カード", 0)])
def test_rage_going_down_triggers_by_whose_it_is(whose, draws):
    """3.4: B's rage goes from 2 to 1 (Jet's effect); 「(whose)の怒りが減るたび」 fires for B's only."""
    s = board("【出現時】相手の怒りを1減らす。")
    s.rage["A"] = s.rage["B"] = 2
    s.defs["Watcher"] = make_card("Watcher", "battle", "1", "red", "Weapon", counter=1000,
                                  text=f"{whose}の怒りが減るたび、カードを1枚引く。")
    s.put(s.new_card("Watcher", "A"), "A.zone3")
    drawn(s, 5)
    assert s.rage["B"] == 1 and len(s.areas["A.hand"]) == draws


def test_rage_that_cannot_go_below_zero_has_not_gone_down():
    """3.4.4: B's rage is 0 and stays 0: nothing decreased, nothing triggers."""
    assert watched("相手の怒りが減るたび、カードを1枚引く。", "相手の怒りを1減らす。") == 0


@pytest.mark.parametrize("whose, draws", [("相手の怪獣カード", 1), ("いずれかの怪獣カード", 1), ("あなたの怪獣カード", 0)])
def test_a_monster_moving_back_triggers_by_whose_it_is(whose, draws):
    """5.13.2: B's monster moves back from zone 2 to 1; 「(whose)が後退するたび」 fires for B's."""
    assert watched(f"{whose}が後退するたび、カードを1枚引く。", "相手の怪獣カードを1エリア後退させる。") == draws


@pytest.mark.parametrize("whose, draws", [("相手の", 1), ("いずれかの", 1), ("あなたの", 0)])
@pytest.mark.parametrize("verb", ["踏み潰される", "踏み潰し処理で破壊される"])
def test_a_battle_card_crushed_triggers_by_whose_it_was(whose, draws, verb):
    """11.3.3: B's monster moves forward from zone 2 into zone 4, where B's own Tank is: crushed
    (said as the event, or as a destruction by the crush process)."""
    assert watched(f"{whose}交戦カードが{verb}たび、カードを1枚引く。", "相手の怪獣カードを2エリア前進させる。") == draws


def test_a_battle_card_destroyed_by_an_effect_is_not_crushed():
    """11.3.3 is the crush only: B's Tank destroyed by Jet's effect (5.12) does not trigger it."""
    assert watched("相手の交戦カードが踏み潰されるたび、カードを1枚引く。", "相手の交戦カードを1枚破壊する。") == 0


@pytest.mark.parametrize("effect, kept", [("相手の怪獣カードを2エリア前進させる。", True),
                                           ("相手の交戦カードを1枚破壊する。", False)])
def test_a_replacement_of_the_crush_takes_the_place_of_that_destruction_only(effect, kept):
    """11.3.3 and 10.9.1.1: B's Stander in B's zone 4, 「これが進攻怪獣と同じエリアにいることで破壊される際、
    かわりに空いているエリアに移動させる」: crushed by B's monster moving into zone 4 it moves to another
    empty zone of B's instead, cited with both the rule and the card; destroyed by Jet's effect it is not replaced."""
    s = board(f"【出現時】{effect}")
    s.defs["Stander"] = make_card("Stander", "battle", "1", "red", "Weapon", counter=1000,
                                  text="これが進攻怪獣と同じエリアにいることで破壊される際、かわりに空いているエリアに移動させる。")
    stander = s.new_card("Stander", "B")
    s.put(stander, "B.zone4")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, [PlayBattle(jet, 5)], lambda d: d.options[0].key)
    assert s.in_zone_or_strategy_zone(stander) == kept and (s.where(stander) == "B.discard") != kept
    if kept:
        assert s.where(stander).startswith("B.zone") and s.where(stander) != "B.zone4"
        assert any("11.3.3" in step.rules and "instead of destroy" in step.text for step in game.trace)


@pytest.mark.parametrize("watcher, draws", [("相手の交戦カード", 1), ("相手のカード", 1), ("いずれかのカード", 1),
                                            ("相手の怪獣カード", 0), ("あなたのカード", 0)])
def test_a_card_put_into_the_discard_pile_triggers_by_whose_and_which_kind(watcher, draws):
    """4.1.7: B's Tank goes to B's discard pile (destroyed by Jet's effect); the trigger's card phrase
    (whose × kind, or any card) decides."""
    assert watched(f"{watcher}が捨て札に置かれるたび、カードを1枚引く。", "相手の交戦カードを1枚破壊する。") == draws


@pytest.mark.parametrize("watcher, effect, draws", [
    ("相手の交戦カード", "相手の交戦カードを1枚手札に戻す。", 1), ("いずれかのカード", "相手の交戦カードを1枚手札に戻す。", 1),
    ("相手の戦略カード", "相手の交戦カードを1枚手札に戻す。", 0), ("あなたの交戦カード", "相手の交戦カードを1枚手札に戻す。", 0),
    ("あなたの交戦カード", "これを手札に戻す。", 1)])
def test_a_card_returned_to_the_hand_triggers_by_whose_and_which_kind(watcher, effect, draws):
    """5.2.1: B's Tank (or Jet itself, which is then in A's hand beside the card drawn) goes from the
    field to its owner's hand; the trigger's whose × kind decides."""
    assert watched(f"{watcher}が手札に戻されるたび、カードを1枚引く。", effect) == draws + ("これ" in effect)


@pytest.mark.parametrize("watcher, effect, draws", [
    ("相手の交戦カードがフィールドを離れるたび", "相手の交戦カードを1枚破壊する。", 1),
    ("いずれかのカードがエリアから離れた時", "相手の交戦カードを1枚手札に戻す。", 1),
    ("いずれかのカードがフィールドを離れるたび", "相手のエリアにいる交戦カードを1枚山札の下に置く。", 1),
    ("あなたの交戦カードがフィールドを離れるたび", "相手の交戦カードを1枚破壊する。", 0)])
def test_a_card_leaving_the_field_triggers_the_other_cards_watching(watcher, effect, draws):
    """10.6.4.1.2: B's Tank leaves the field (destroyed, returned to the hand, put into the deck); A's
    Watcher sees it as it was there."""
    assert watched(f"{watcher}、カードを1枚引く。", effect) == draws


def test_a_state_of_a_number_reads_with_its_の():
    """10.6.6: 「相手の空いているエリアが3つ以上の時」 — a state trigger on the number compared."""
    [ability] = compile_text("相手の空いているエリアが3つ以上の時、カードを1枚引く。")
    assert ability.trigger.event.value == "state" and ability.condition.kind == "opponent-empty-zones-at-least"


def test_each_card_under_one_destroyed_is_put_into_the_discard_pile_too():
    """3.2.4, 4.1.7: B's Tank with two cards under it is destroyed; three cards of B's are put into
    the discard pile, each a 「相手のカードが捨て札に置かれるたび」."""
    s = board("【出現時】相手の交戦カードを1枚破壊する。")
    s.defs["Watcher"] = make_card("Watcher", "battle", "1", "red", "Weapon", counter=1000,
                                  text="相手のカードが捨て札に置かれるたび、カードを1枚引く。")
    s.put(s.new_card("Watcher", "A"), "A.zone3")
    tank = s.new_card("Tank", "B")
    s.put(tank, "B.zone4")
    for _ in range(2):
        under = s.new_card("Tank", "B")
        s.put(under, "B.deck")
        s.put(under, "B.zone4")
        s.lift(under)
        s.cards[tank].under.append(under)
    drawn(s, 5)
    assert len(s.areas["B.discard"]) == 3 and len(s.areas["A.hand"]) == 3


def test_a_card_milled_is_put_into_the_discard_pile_too():
    """5.7.3, 4.1.7: the top card of A's deck milled is A's card put into the discard pile; A then
    draws the Tank left under it."""
    s = board("【出現時】あなたの山札を上から1枚捨て札にする。")
    s.defs["Watcher"] = make_card("Watcher", "battle", "1", "red", "Weapon", counter=1000,
                                  text="あなたのカードが捨て札に置かれるたび、カードを1枚引く。")
    s.put(s.new_card("Watcher", "A"), "A.zone3")
    for _ in range(2):
        s.put(s.new_card("Tank", "A"), "A.deck")
    drawn(s, 5)
    assert len(s.areas["A.discard"]) == 1 and len(s.areas["A.hand"]) == 1


@pytest.mark.parametrize("whose, draws", [("これ", 0), ("あなたの交戦カード", 1), ("相手の交戦カード", 0)])
def test_a_card_stacked_under_triggers_by_whose_card_it_went_under(whose, draws):
    """3.2.1: a Tank from A's discard pile goes under Jet; the Watcher's 「これの下に」 is its own (not
    Jet's); 「あなたの交戦カードの下に」 is any of A's."""
    s = board("【出現時】あなたの捨て札の交戦カードを1枚これの下に重ねる。")
    s.defs["Watcher"] = make_card("Watcher", "battle", "1", "red", "Weapon", counter=1000,
                                  text=f"{whose}の下にカードが重ねられるたび、カードを1枚引く。")
    s.put(s.new_card("Watcher", "A"), "A.zone3")
    s.put(s.new_card("Tank", "A"), "A.discard")
    s.put(s.new_card("Tank", "A"), "A.deck")
    drawn(s, 5)
    assert len(s.areas["A.discard"]) == 0 and len(s.areas["A.hand"]) == draws


def test_a_card_stacked_under_this_card_triggers_its_own_ability():
    """3.2.1: Jet's own 「これの下にカードが重ねられた時」 fires when its 【出現時】 stacks a Tank under it."""
    s = board("これの下にカードが重ねられた時、カードを1枚引く。【出現時】あなたの捨て札の交戦カードを1枚これの下に重ねる。")
    s.put(s.new_card("Tank", "A"), "A.discard")
    s.put(s.new_card("Tank", "A"), "A.deck")
    drawn(s, 5)
    assert len(s.areas["A.hand"]) == 1


@pytest.mark.parametrize("trigger, foe_threat, rage", [
    ("相手の怪獣カードが撃退されなかった時", 10000, 1), ("相手の怪獣カードが撃退されなかった時", 1000, 0),
    ("あなたの怪獣カードが撃退されなかった時", 10000, 0),
    ("あなたの撃退フェイズに相手の怪獣カードを撃退しなかった時", 10000, 1),
    ("あなたが相手の怪獣カードを撃退しなかった時", 1000, 0), ("あなたが相手の怪獣カードを撃退した時", 1000, 1)])
def test_a_monster_not_countered_triggers_after_the_comparison(trigger, foe_threat, rage):
    """7.4.3: A's counter phase, Jet's 2000 against B's monster: below 10000 it is not countered and
    「相手の怪獣カードが撃退されなかった時」 (or 「あなたが…撃退しなかった時」) fires; countered
    (threat 1000), it does not."""
    s = jet_board("", foe_threat=foe_threat)
    s.defs["Watcher"] = make_card("Watcher", "battle", "1", "red", "Weapon", counter=1000,
                                  text=f"{trigger}、あなたの怒りを1増やす。")
    s.put(s.new_card("Watcher", "A"), "A.zone3")
    for _ in range(5):
        s.put(s.new_card("Tank", "A"), "A.deck")
        s.put(s.new_card("Tank", "B"), "B.deck")
    s.defs["Foe II"] = make_card("Foe II", "monster", "II", "red", "Godzilla", threat=20000)
    s.put(s.new_card("Foe II", "B"), "B.monster_deck")  # countered, B's monster is the next rank (5.15.1.2)
    game = new_game(s, compile_card)
    play(game, [EndMain()], lambda d: d.options[0].key)
    assert s.rage["A"] == rage


@pytest.mark.parametrize("whose, draws", [("あなた", 1), ("相手", 0)])
@pytest.mark.parametrize("action", ["手札の怪獣カードを捨てて怒りを増やすたび", "怒りを獲得するたび"])
def test_the_rage_action_triggers_for_the_player_who_took_it(whose, draws, action):
    """8.4.1: A discards a monster card from the hand for 1 rage; 「(whose)が…怒りを増やすたび」."""
    s = board("")
    s.defs["Watcher"] = make_card("Watcher", "battle", "1", "red", "Weapon", counter=1000,
                                  text=f"{whose}が{action}、カードを1枚引く。")
    s.put(s.new_card("Watcher", "A"), "A.zone3")
    game = new_game(s, compile_card)
    spare = s.new_card("Godzilla", "A")
    s.put(spare, "A.hand")
    play(game, [GainRage(spare)], lambda d: d.options[0].key)
    assert s.rage["A"] == 1 and len(s.areas["A.hand"]) == draws


@pytest.mark.parametrize("phrase, draws", [("怪獣カード", 1), ("カード", 1), ("戦略カード", 0)])
def test_a_card_discarded_from_the_hand_triggers_by_its_kind(phrase, draws):
    """5.7.1: A discards a monster card from the hand (the rage action, 8.4.1); 「あなたが手札から
    (kind)を捨てるたび」 fires for a monster card or any card, not for a strategy card."""
    s = board("")
    s.defs["Watcher"] = make_card("Watcher", "battle", "1", "red", "Weapon", counter=1000,
                                  text=f"あなたが手札から{phrase}を捨てるたび、カードを1枚引く。")
    s.put(s.new_card("Watcher", "A"), "A.zone3")
    game = new_game(s, compile_card)
    spare = s.new_card("Godzilla", "A")
    s.put(spare, "A.hand")
    play(game, [GainRage(spare)], lambda d: d.options[0].key)
    assert len(s.areas["A.hand"]) == draws


def test_rage_gained_by_an_effect_is_no_rage_action():
    """8.4.1 is the action only: Jet's 「あなたの怒りを1増やす」 does not trigger it."""
    assert watched("あなたが怒りを獲得するたび、カードを1枚引く。", "あなたの怒りを1増やす。") == 0


def test_only_a_monster_not_countered_is_an_event_not_happening():
    with pytest.raises(ValueError, match="only a monster not countered"):
        compile_text("相手の交戦カードが出現しなかった時、カードを1枚引く。")


def test_the_new_events_are_said_with_whose_and_which():
    assert words("相手の交戦カードが捨て札に置かれるたび、カードを1枚引く。") == \
        "Each time the opponent's battle card is put into the discard pile: draw 1 card"
    assert words("これの下にカードが重ねられた時、カードを1枚引く。") == \
        "Each time a card is stacked under this card: draw 1 card"
    assert words("相手の怪獣カードが撃退されなかった時、カードを1枚引く。") == \
        "Each time the opponent's monster is not countered: draw 1 card"


@pytest.mark.parametrize("before, after, draws", [("1ターンに1回、", "", 1), ("", "この効果は1ターンに1回まで発動する。", 1),
                                                  ("", "この能力は各ターン中に1回のみ誘発する。", 1),
                                                  ("", "この能力は1ターンに2度しか発動できない。", 2), ("", "", 3)])
def test_a_limit_a_turn_stops_an_ability_played_that_often(before, after, draws):
    """1.3.1 over 10.6.2.1: Jet destroys three of A's battle cards; the Watcher's 「…破壊された時」
    triggers three times, but with 「1ターンに1回」 (said before the trigger or after the effects)
    only the first is played; the others' standby is cancelled (10.6.3.2)."""
    s = jet_board("【出現時】あなたの「Tank」を3枚破壊する。", deck=("A", 4))
    s.defs["Watcher"] = make_card("Watcher", "battle", "1", "red", "Weapon", counter=1000,
                                  text=f"{before}あなたの交戦カードが破壊された時、カードを1枚引く。{after}")
    s.put(s.new_card("Watcher", "A"), "A.zone3")
    for zone in (4, 6, 7):
        s.put(s.new_card("Tank", "A"), f"A.zone{zone}")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, [PlayBattle(jet, 5)], lambda d: d.options[0].key)
    assert len(s.areas["A.discard"]) == 3 and len(s.areas["A.hand"]) == draws
    assert any({"1.3.1", "10.6.3.2"} <= set(step.rules) for step in game.trace) is (draws < 3)


def test_a_limit_a_turn_after_an_awakening_keeps_both_numbers():
    """12.4.2 and the limit: 「【覚醒6】【1ターンに1回】」 reads 覚醒6 and once a turn (its brackets go:
    "覚醒61ターンに1回" must not be 覚醒61)."""
    [ability] = compile_text("【覚醒6】【1ターンに1回】あなたの怪獣カードが後退するたび、カードを1枚引く。")
    assert (ability.awakening, ability.per_turn) == (6, 1)


def test_a_limit_a_turn_is_said():
    assert words("1ターンに1回、あなたの交戦カードが破壊された時、カードを1枚引く。") == \
        "Each time your battle card is destroyed: draw 1 card (at most once a turn)"


@pytest.mark.parametrize("zone, draws", [(8, 1), (3, 0)])
def test_an_ability_valid_only_under_a_condition_triggers_only_then(zone, draws):
    """10.3.3: 「この能力は、これがエリア8にいる場合にのみ有効である」 — the Watcher in zone 8 draws when
    Jet destroys B's Tank; in zone 3 it is invalid (10.3.2) and the trace says why."""
    s = board("【出現時】相手の交戦カードを1枚破壊する。")
    s.defs["Watcher"] = make_card("Watcher", "battle", "1", "red", "Weapon", counter=1000,
                                  text="いずれかの交戦カードが破壊された時、カードを1枚引く。"
                                       "この能力は、これがエリア8にいる場合にのみ有効である。")
    s.put(s.new_card("Watcher", "A"), f"A.zone{zone}")
    s.put(s.new_card("Tank", "B"), "B.zone4")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, [PlayBattle(jet, 5)], lambda d: d.options[0].key)
    assert len(s.areas["A.hand"]) == draws
    assert any("10.3.3" in step.rules and "valid only while" in step.text for step in game.trace) is (draws == 0)


@pytest.mark.parametrize("rage, power", [(3, 8000), (2, 6000)])
def test_a_change_valid_only_under_a_condition_applies_only_then(rage, power):
    """10.3.3 for a continuous ability: 「これの撃退力+2000。この能力は相手の怒りが3以上の間のみ有効。」"""
    s = board("")
    s.defs["Guard"] = make_card("Guard", "battle", "2", "red", "Weapon", counter=6000,
                                text="これの撃退力+2000。この能力は相手の怒りが3以上の間のみ有効。")
    guard = s.new_card("Guard", "A")
    s.put(guard, "A.zone3")
    s.rage["B"] = rage
    assert new_game(s, compile_card).counter_power(guard) == power


def test_an_ability_made_invalid_says_so_when_it_would_trigger():
    """10.3.2: B's Jammer makes A's battle cards' abilities invalid; the Watcher's trigger is met
    (B's Tank destroyed) but it does not trigger, and the trace names the rule."""
    s = board("【出現時】相手の交戦カードを1枚破壊する。")
    s.defs["Watcher"] = make_card("Watcher", "battle", "1", "red", "Weapon", counter=1000,
                                  text="いずれかの交戦カードが破壊された時、カードを1枚引く。")
    s.defs["Jammer"] = make_card("Jammer", "battle", "1", "red", "Weapon", counter=1000,
                                 text="相手の「Watcher」すべての能力は無効になる。")
    s.put(s.new_card("Watcher", "A"), "A.zone3")
    s.put(s.new_card("Jammer", "B"), "B.zone3")
    s.put(s.new_card("Tank", "B"), "B.zone4")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, [PlayBattle(jet, 5)], lambda d: next((o.key for o in d.options if "Tank" in o.label),
                                                    d.options[0].key))
    assert not s.areas["A.hand"] and "Tank" in [s.cards[c].name for c in s.areas["B.discard"]]
    assert any("10.3.2" in step.rules and "Watcher" in step.text for step in game.trace)


@pytest.mark.parametrize("trait, rage", [("兵器", 1), ("Weapon", 2)])
def test_a_granted_counterattack_triggers_as_the_card_leaves_the_field(trait, rage):
    """10.8.1.2, 10.6.4.1.2 (TS-055's class): the Armory grants A's 《兵器》 battle cards 「逆襲相手の
    怒りを1減らす。」; Jet destroys A's Gun, which had the ability as it left the field: B's rage 2 → 1.
    A Gun without 《兵器》 was granted nothing."""
    s = board("【出現時】あなたの「Gun」を1枚破壊する。")
    s.defs["Armory"] = make_card("Armory", "battle", "1", "red", "Weapon", counter=1000,
                                 text="あなたのエリアにいる《兵器》を持つ交戦カードすべては「逆襲相手の怒りを1減らす。」を得る。")
    s.defs["Gun"] = make_card("Gun", "battle", "2", "red", trait, counter=3000)
    s.put(s.new_card("Armory", "A"), "A.zone3")
    gun = s.new_card("Gun", "A")
    s.put(gun, "A.zone4")
    s.rage["B"] = 2
    drawn(s, 5)
    assert s.where(gun) == "A.discard" and s.rage["B"] == rage


@pytest.mark.parametrize("granting, draws", [("「相手の怪獣カードが前進するたび、カードを1枚引く。」を持つ", 1), ("", 0)])
def test_a_granted_trigger_works_while_granted(granting, draws):
    """10.8.1.2: 「これは「…前進するたび、カードを1枚引く。」を持つ」 — the Watcher has the quoted
    ability, read by the grammar, and the engine runs it when B's monster moves forward."""
    text = f"これは{granting}。" if granting else ""
    assert watched(text, "相手の怪獣カードを1エリア前進させる。") == draws


@pytest.mark.parametrize("granted, draws", [("出現時カードを1枚引く。", 1),
                                             ("出現時次のあなたのエンドフェイズ開始時、カードを1枚引く。", 0)])
def test_a_card_granted_an_enter_ability_uses_it_as_it_appears(granted, draws):
    """10.8.1.2, 12.2: the Armory grants A's battle cards 「出現時…」; Jet, played after, has it as it
    appears (a delayed trigger inside it waits, found again in the granted text)."""
    s = board("")
    s.defs["Armory"] = make_card("Armory", "battle", "1", "red", "Weapon", counter=1000,
                                 text=f"あなたのエリアにいる交戦カードすべては「{granted}」を得る。")
    s.put(s.new_card("Armory", "A"), "A.zone3")
    drawn(s, 5)
    assert len(s.areas["A.hand"]) == draws and len(s.timed) == 1 - draws


def test_a_delayed_trigger_of_a_granted_ability_resolves_at_its_moment():
    """10.6.5 within 10.8.1.2: the granted 「出現時次のあなたのエンドフェイズ開始時、これを破壊する。」 made by
    Jet's appearing destroys Jet at A's end phase (its effects found in the granted text)."""
    s = board("")
    s.defs["Armory"] = make_card("Armory", "battle", "1", "red", "Weapon", counter=1000,
                                 text="あなたのエリアにいる「Jet」すべては「出現時次のあなたのエンドフェイズ開始時、これを破壊する。」を得る。")
    s.put(s.new_card("Armory", "A"), "A.zone3")
    for _ in range(10):  # the end phase's draws (7.5.4) come from the deck, not the pile shuffled back (11.2.2)
        s.put(s.new_card("Tank", "A"), "A.deck")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, [PlayBattle(jet, 5), EndMain()], lambda d: d.options[0].key)
    assert s.where(jet) == "A.discard" and not s.timed


def test_a_granted_ability_keeps_its_limit_a_turn():
    """10.8.1.2 with 1.3.1: the Watcher is granted 「1ターンに1回、相手の怪獣カードが前進するたび、…」;
    B's monster moves forward twice (Jet's effect): one card drawn."""
    text = "これは「1ターンに1回、相手の怪獣カードが前進するたび、カードを1枚引く。」を持つ。"
    assert watched(text, "相手の怪獣カードを1エリア前進させる。相手の怪獣カードを1エリア前進させる。") == 1


def test_a_granted_ability_is_restated_and_what_cannot_run_is_refused():
    assert words("これは「相手の怪獣カードが前進するたび、カードを1枚引く。」を持つ。") == \
        "this card has the ability 「Each time the opponent's monster moves forward: draw 1 card」"
    with pytest.raises(ValueError, match="10.8.1.2"):  # a change of other cards granted: not run
        compile_text("これは「相手の交戦カードすべての撃退力-1000。」を得る。")
    with pytest.raises(ValueError, match="the ability granted"):  # the quote is read, every word of it
        compile_text("これは「月が綺麗な時、カードを1枚引く。」を得る。")


def test_an_event_no_card_of_that_kind_has_is_refused():
    """A strategy card never moves forward, a monster is never destroyed (5.12): not read."""
    for text in ("あなたの戦略カードが前進するたび、カードを1枚引く。", "相手の怪獣カードが破壊されるたび、カードを1枚引く。",
                 "あなたの怪獣カードが進化するたび、カードを1枚引く。"):
        with pytest.raises(ValueError, match="in the rules"):
            compile_text(text)


# -- prohibitions: who × from where × which cards × action × できない (1.3.3: the prohibition wins) ---

def test_a_prohibition_from_the_hand_bars_the_hand_only():
    """「あなたは手札から交戦カードを出現させることができない」: Jet cannot be played from the hand."""
    from judgekit.engine.actions import IllegalAction
    s = board("")
    s.defs["Watcher"] = make_card("Watcher", "battle", "1", "red", "Weapon", counter=1000,
                                  text="あなたは手札から交戦カードを出現させることができない。")
    s.put(s.new_card("Watcher", "A"), "A.zone3")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    with pytest.raises(IllegalAction, match="forbids"):
        game.check(PlayBattle(jet, 5))


def test_a_prohibition_from_the_discard_pile_leaves_the_hand_free():
    """「あなたは捨て札から交戦カードを出現させることができない」: Jet comes from the hand; the Tank
    its 【出現時】 would play from the discard pile stays there (1.3.3)."""
    s = board("【出現時】あなたの捨て札から交戦カードを1枚出現させる。")
    s.defs["Watcher"] = make_card("Watcher", "battle", "1", "red", "Weapon", counter=1000,
                                  text="あなたは捨て札から交戦カードを出現させることができない。")
    s.put(s.new_card("Watcher", "A"), "A.zone3")
    tank = s.new_card("Tank", "A")
    s.put(tank, "A.discard")
    drawn(s, 5)
    assert s.zone_of(tank) is None and any(s.definition(c).name == "Jet" for c in s.areas["A.zone5"])
    assert "from the discard pile" in words("相手は捨て札から交戦カードを出現させることができない。")


# -- protections: this card or a card phrase × 相手の効果で × a verb × されない (1.3.3) ---------------

@pytest.mark.parametrize("guard, swapped", [("これは相手の効果で移動されない。", False), ("", True)])
def test_a_card_not_moved_by_the_opponents_effects_stays_in_its_zone(guard, swapped):
    """Jet swaps two of the opponent's battle cards (5.6.1); one kept in place leaves too few."""
    s = board("【出現時】相手のエリアにいる交戦カードを2枚選び、それらのいるエリアを入れ替える。")
    s.defs["Guard"] = make_card("Guard", "battle", "1", "red", "Weapon", counter=1000, text=guard)
    kept, other = s.new_card("Guard", "B"), s.new_card("Tank", "B")
    s.put(kept, "B.zone4")
    s.put(other, "B.zone6")
    drawn(s, 5)
    assert (s.zone_of(kept), s.zone_of(other)) == ((6, 4) if swapped else (4, 6))


# -- replacements: whose event × by whose effect × the event × かわりに any sentence (10.9.1) ----------

def destroyed_by_jet(guard: str, guard_zone: int = 6) -> GameState:
    """Jet (A's) destroys one of B's battle cards: a Tank in B's zone 4 is the first offered;
    B's Guard (``guard``) stands in ``guard_zone``."""
    s = board("【出現時】相手の交戦カードを1枚破壊する。")
    s.defs["Guard"] = make_card("Guard", "battle", "1", "red", "Weapon", counter=1000, text=guard)
    s.put(s.new_card("Tank", "B"), "B.zone4")
    s.put(s.new_card("Guard", "B"), f"B.zone{guard_zone}")
    drawn(s, 5)
    return s


def names(s: GameState, key: str) -> list[str]:
    return sorted(s.definition(c).name for c in s.areas[key])


def test_this_card_destroyed_by_the_opponents_effect_goes_to_the_hand_instead():
    s = destroyed_by_jet("これが相手の効果で破壊される際、かわりに手札に戻す。", guard_zone=3)
    assert names(s, "B.hand") == ["Guard"] and names(s, "B.discard") == []


def test_another_cards_destruction_is_replaced_by_this_ones():
    """「あなたの他の交戦カードが相手の効果で破壊される際、かわりにこれを破壊してよい」: the Tank stays,
    the Guard goes instead (the player says yes to the optional replacement, 10.2.1.3.2)."""
    s = destroyed_by_jet("あなたの他の交戦カードが相手の効果で破壊される際、かわりにこれを破壊してよい。")
    assert names(s, "B.zone4") == ["Tank"] and names(s, "B.discard") == ["Guard"]


def test_a_replacement_by_the_opponents_effect_ignores_your_own():
    """「相手の効果で」: the Guard's own master's effect destroys it as printed."""
    s = board("")
    s.defs["Guard"] = make_card("Guard", "battle", "1", "red", "Weapon", counter=1000,
                                text="これが相手の効果で破壊される際、かわりに手札に戻す。")
    s.defs["Jet"] = make_card("Jet", "battle", "1", "red", "Weapon", counter=2000,
                              text="【出現時】あなたの交戦カードを1枚破壊する。")
    guard = s.new_card("Guard", "A")
    s.put(guard, "A.zone3")
    drawn(s, 5)
    assert s.where(guard) == "A.discard"


def test_a_replacement_does_not_replace_the_event_it_causes_itself():
    """10.9.2.3: 「これが破壊される際、かわりにこれを破壊する」 applies once; the destruction it makes
    is not replaced again (it once recursed without end)."""
    s = destroyed_by_jet("これが破壊される際、かわりにこれを破壊する。", guard_zone=3)
    assert names(s, "B.discard") == ["Guard"]


@pytest.mark.parametrize("whose, draws", [("相手", 1), ("あなた", 0)])
def test_a_battle_card_discarded_from_a_hand_triggers_by_whose_hand(whose, draws):
    """10.6.4.1.1: the opponent discards a Tank from the hand; only 「相手が…捨てるたび」 fires."""
    s = board("【出現時】相手は自分の手札を0枚になるよう捨てる。")
    s.defs["Watcher"] = make_card("Watcher", "battle", "1", "red", "Weapon", counter=1000,
                                  text=f"{whose}が手札から交戦カードを捨てるたび、カードを1枚引く。")
    s.put(s.new_card("Watcher", "A"), "A.zone3")
    s.put(s.new_card("Tank", "B"), "B.hand")
    drawn(s, 5)
    assert len(s.areas["A.hand"]) == draws


# -- a number multiplied by a continuous change (10.8.1.5), in the order the changes came (10.8.1.7) --

@pytest.mark.parametrize("plans, power", [(0, 4000), (1, 2000)])
def test_a_continuous_multiplication_holds_while_its_condition_does(plans, power):
    """「あなたの捨て札に戦略カードがないなら、これの撃退力を2倍にする」: Jet's 2000 doubled while A's
    discard pile holds no strategy card."""
    s = board("あなたの捨て札に戦略カードがないなら、これの撃退力を2倍にする。")
    s.defs["Plan"] = make_card("Plan", "strategy", "1", "red", "Weapon", text="")
    for _ in range(plans):
        s.put(s.new_card("Plan", "A"), "A.discard")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.zone3")
    assert game.counter_power(jet) == power


def test_a_multiplication_and_an_addition_apply_in_the_order_their_cards_came():
    """10.8.1.7.1: Tank placed first (+1000 to your battle cards), then Doubler (×2 to them):
    (6000 + 1000) × 2; the other way round 6000 × 2 + 1000."""
    for first, second, power in (("Adder", "Doubler", 14000), ("Doubler", "Adder", 13000)):
        s = board("")
        s.defs["Adder"] = make_card("Adder", "battle", "1", "red", "Weapon", counter=0,
                                    text="あなたの《Target》を持つ交戦カードすべての撃退力+1000。")
        s.defs["Doubler"] = make_card("Doubler", "battle", "1", "red", "Weapon", counter=0,
                                      text="あなたの《Target》を持つ交戦カードすべての撃退力を2倍にする。")
        s.defs["Mark"] = make_card("Mark", "battle", "2", "red", "Target", counter=6000)
        game = new_game(s, compile_card)
        mark = s.new_card("Mark", "A")
        s.put(mark, "A.zone3")
        for zone, name in ((4, first), (5, second)):
            card = s.new_card(name, "A")
            s.put(card, f"A.zone{zone}")
            s.cards[card].since = s.tick()
        assert game.counter_power(mark) == power


def test_a_number_an_effect_brought_to_a_value_is_no_continuous_condition():
    """10.8: a continuous change follows no effect, so 「この効果で…になったなら」 is refused there, saying why."""
    with pytest.raises(CompileError, match="continuous change follows none"):
        compile_text("この効果で相手の怒りが0になったなら、これの脅威度+2000。")


# -- a zone set: every zone holding a card (4.4, 4.5), a player's empty zones (4.4.7) -------------------

@pytest.mark.parametrize("zones, placed, draws", [(2, 2, True), (2, 1, False), (3, 2, False), (3, 3, True)])
def test_every_strategy_zone_filled_counts_the_zones_the_player_has(zones, placed, draws):
    """4.5.2 and an effect that gives a third zone: 「あなたの戦略カード置き場すべてに戦略カードが置かれている」 holds
    with 2 of 2 or 3 of 3 filled, not with 2 of 3."""
    s = board("【出現時】あなたの戦略カード置き場すべてに戦略カードが置かれているなら、カードを1枚引く。")
    s.defs["Plan"] = make_card("Plan", "strategy", "1", "red", "Weapon", text="")
    s.strategy_count["A"] = zones
    for n in range(1, placed + 1):
        s.put(s.new_card("Plan", "A"), f"A.strategy{n}")
    assert drawn(s, 5) is draws


@pytest.mark.parametrize("empty, draws", [((), True), ((1,), False)])
def test_no_empty_zone_of_the_opponents_counts_their_monsters_own(empty, draws):
    """4.4.7: 「相手の空いているエリアがない」 — B's monster stands in zone 2, so Tanks in the seven others leave
    none empty; with zone 1 left empty, one is."""
    s = board("【出現時】相手の空いているエリアがないなら、カードを1枚引く。")
    for zone in (1, 3, 4, 5, 6, 7, 8):
        if zone not in empty:
            s.put(s.new_card("Tank", "B"), f"B.zone{zone}")
    assert drawn(s, 5) is draws


@pytest.mark.parametrize("text, draws", [("これが手札にないなら", True), ("これがあなたの手札にあるなら", False),
                                         ("これが戦略カード置き場にあるなら", False), ("これが捨て札にないなら", True)])
def test_this_cards_area_is_where_it_is_now(text, draws):
    """4.1: 「これがあなたの手札にある」 — Jet, played into a zone, is in no hand, pile or strategy zone."""
    assert drawn(board(f"【出現時】{text}、カードを1枚引く。"), 5) is draws
