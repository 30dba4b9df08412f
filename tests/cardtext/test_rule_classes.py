"""Classes of the rules' language that the sweep of JP 1.04's chapters 3-12 found refused (issue 18),
each read as a part that composes with the others and honoured by the engine on a board where it
decides what happens: two numbers of the game compared (10.5), a monster's threat level (7.4.2), whose
effect destroyed a card (3.1.2, 5.12) and a player's main-phase actions as events (8.1.1, 10.6.2).
No printed card says these sentences yet; they are the rules' own words put in the cards' style."""

import pytest

from judgekit.cardtext import compile_card, compile_text
from judgekit.cardtext.errors import CompileError
from judgekit.engine.abilities import new_game
from judgekit.engine.cards import make_card
from judgekit.engine.controllers import play
from judgekit.engine.decisions import ActivateStrategy, PlayBattle
from judgekit.engine.state import GameState

from jet_board import jet_board, play_jet, words


def board(text: str, **kw) -> GameState:
    """jet_board with three cards in A's deck to draw."""
    return jet_board(text, deck=("A", 3), **kw)


def drawn(s: GameState, zone: int = 5) -> bool:
    """Whether playing Jet into ``zone`` made its 【出現時】 draw a card."""
    deck = len(s.areas["A.deck"])
    play_jet(s, zone, lambda d: d.options[0].key)
    return len(s.areas["A.deck"]) == deck - 1


# -- two numbers compared (10.5), and a card's number against one -------------------------------------

@pytest.mark.parametrize("mine, theirs, draws", [(2, 3, True), (3, 3, False), (4, 3, False)])
def test_the_opponents_rage_compared_with_yours(mine, theirs, draws):
    """10.5, 3.4: 「相手の怒りがあなたより多い」 reads both rages when it resolves."""
    s = board("出現時相手の怒りがあなたより多いなら、カードを1枚引く。")
    s.rage["A"], s.rage["B"] = mine, theirs
    assert drawn(s) is draws


@pytest.mark.parametrize("theirs, draws", [(1, False), (2, True)])
def test_the_cards_of_two_hands_compared(theirs, draws):
    """10.5, 4.7: the opponent's hand against yours, which holds one card after Jet is played."""
    s = board("出現時相手の手札の枚数があなたの手札の枚数より多いなら、カードを1枚引く。")
    s.put(s.new_card("Tank", "A"), "A.hand")
    for _ in range(theirs):
        s.put(s.new_card("Tank", "B"), "B.hand")
    assert drawn(s) is draws


@pytest.mark.parametrize("mine, theirs, draws", [(2, 2, True), (1, 2, False)])
def test_two_discard_piles_compared_at_least(mine, theirs, draws):
    s = board("出現時あなたの捨て札の枚数が相手の捨て札の枚数以上なら、カードを1枚引く。")
    for whose, n in (("A", mine), ("B", theirs)):
        for _ in range(n):
            s.put(s.new_card("Tank", whose), f"{whose}.discard")
    assert drawn(s) is draws


@pytest.mark.parametrize("foe_zone, draws", [(2, True), (1, False)])
def test_the_zones_two_monsters_stand_in_compared(foe_zone, draws):
    """4.4.3: the number of the zone each monster stands in (A's monster is in zone 1)."""
    s = board("出現時相手の怪獣カードがいるエリアの数字があなたの怪獣カードがいるエリアの数字より大きいなら、カードを1枚引く。")
    s.position["B"] = foe_zone
    assert drawn(s) is draws


@pytest.mark.parametrize("threat, draws", [(10000, True), (9000, False)])
def test_the_opponents_threat_level_against_a_number(threat, draws):
    """7.4.2: a monster's threat level as it is now."""
    assert drawn(board("出現時相手の怪獣カードの脅威度が10000以上なら、カードを1枚引く。", foe_threat=threat)) is draws


@pytest.mark.parametrize("threat, draws", [(2000, True), (2001, False)])
def test_a_threat_level_against_this_cards_counter_power(threat, draws):
    """10.8.1: Jet's counter power (2000) read as it is now, against the opponent's monster's threat level."""
    s = board("出現時相手の怪獣カードの脅威度がこれの撃退力以下なら、カードを1枚引く。", foe_threat=threat)
    assert drawn(s) is draws


@pytest.mark.parametrize("threat, zone", [(10000, 1), (9000, 2)])
def test_a_monster_moved_only_at_least_its_threat_level(threat, zone):
    """7.4.2 over 5.13.2: 「脅威度N以上の怪獣カード」 moves the monster only when its threat level is so."""
    s = board("出現時相手の脅威度10000以上の怪獣カードを1エリア後退させる。", foe_threat=threat)
    drawn(s)
    assert s.position["B"] == zone


def test_two_numbers_are_said():
    assert ("if the opponent's monster's rage is more than your monster's rage"
            in words("出現時相手の怒りがあなたより多いなら、カードを1枚引く。"))
    assert ("the number of cards in the opponent's hand is fewer than the number of cards in your hand"
            in words("出現時相手の手札があなたの手札より少ないなら、カードを1枚引く。"))
    assert ("your monster's threat level is more than the opponent's monster's threat level"
            in words("あなたの怪獣カードの脅威度が相手の怪獣カードの脅威度より高いなら、これの撃退力+2000。"))


@pytest.mark.parametrize("text, why", [
    ("出現時これの撃退力が相手より多いなら、カードを1枚引く。", "belongs to no player"),
    ("出現時相手の怪獣カードの撃退力が5000以上なら、カードを1枚引く。", "no counter power"),
])
def test_numbers_no_player_has_are_refused_with_why(text, why):
    with pytest.raises(CompileError, match=why):
        compile_text(text)


# -- who destroyed a card, as a trigger's cause (5.12 by an effect, whose: 3.1.2) ------------------------

@pytest.mark.parametrize("side, text, draws", [
    ("A", "あなたの交戦カードがあなたの効果で破壊された時、カードを1枚引く。", True),
    ("A", "あなたの交戦カードが相手の効果で破壊された時、カードを1枚引く。", False),
    ("A", "あなたの交戦カードが効果で破壊された時、カードを1枚引く。", True),
    ("B", "相手の交戦カードが相手の効果で破壊された時、カードを1枚引く。", True),
    ("B", "相手の交戦カードがあなたの効果で破壊された時、カードを1枚引く。", False),
])
def test_whose_effect_destroyed_a_card_is_seen_from_the_watchers_master(side, text, draws):
    """A's Jet destroys A's own Tank by A's effect; a watcher of A's or of B's sees whose effect it was."""
    s = board("出現時あなたの交戦カードを1枚破壊する。",
              more=(make_card("Eye", "battle", "1", "red", "Weapon", counter=1000, text=text),))
    s.put(s.new_card("Tank", "A"), "A.zone3")
    s.put(s.new_card("Eye", side), f"{side}.zone4")
    for _ in range(2):
        s.put(s.new_card("Tank", "B"), "B.deck")
    deck = len(s.areas[f"{side}.deck"])
    play_jet(s, 5, lambda d: next((o.key for o in d.options if "Tank" in o.label), d.options[0].key))
    assert "Tank" in [s.name_of(c) for c in s.areas["A.discard"]]
    assert (len(s.areas[f"{side}.deck"]) == deck - 1) is draws


def test_this_card_destroyed_by_the_opponents_effect_only():
    """「これが相手の効果で破壊された時」: Eye destroyed by its own master's effect does not trigger."""
    s = board("出現時あなたの交戦カードを1枚破壊する。",
              more=(make_card("Eye", "battle", "1", "red", "Weapon", counter=1000,
                              text="これが相手の効果で破壊された時、カードを1枚引く。"),))
    s.put(s.new_card("Eye", "A"), "A.zone4")
    deck = len(s.areas["A.deck"])
    play_jet(s, 5, lambda d: next((o.key for o in d.options if "Eye" in o.label), d.options[0].key))
    assert "Eye" in [s.name_of(c) for c in s.areas["A.discard"]] and len(s.areas["A.deck"]) == deck


# -- a player's main-phase actions as events (8.1.1, 10.6.2) -------------------------------------------

@pytest.mark.parametrize("text, draws", [
    ("相手が手札から交戦カードを出現させた時、カードを1枚引く。", 1),  # Jet only: Tank came from the discard pile
    ("相手が交戦カードを出現させるたび、カードを1枚引く。", 2),
    ("あなたが交戦カードを出現させるたび、カードを1枚引く。", 0),
])
def test_a_card_played_by_a_player_as_an_event_from_the_hand_or_however(text, draws):
    """8.2 by the action, 5.11 by an effect: B's watcher sees A play Jet, then Jet's effect play a Tank."""
    s = board("出現時あなたの捨て札から交戦カードを1枚、空いているエリアに出現させる。",
              more=(make_card("Eye", "battle", "1", "red", "Weapon", counter=1000, text=text),))
    s.put(s.new_card("Tank", "A"), "A.discard")
    s.put(s.new_card("Eye", "B"), "B.zone4")
    for _ in range(3):
        s.put(s.new_card("Tank", "B"), "B.deck")
    play_jet(s, 5, lambda d: d.options[0].key)
    assert len(s.areas["B.hand"]) == draws


@pytest.mark.parametrize("whose, draws", [("相手", 1), ("あなた", 0)])
def test_a_strategy_card_activated_by_a_player_as_an_event(whose, draws):
    """8.3: A activates Plan; B's 「(whose)が戦略カードを発動した時」 sees whose action it was."""
    s = board("", more=(make_card("Plan", "strategy", "1", "red", "Plan", text=""),
                        make_card("Eye", "battle", "1", "red", "Weapon", counter=1000,
                                  text=f"{whose}が戦略カードを発動した時、カードを1枚引く。")))
    s.put(s.new_card("Eye", "B"), "B.zone4")
    s.put(s.new_card("Tank", "B"), "B.deck")
    game = new_game(s, compile_card)
    plan = s.new_card("Plan", "A")
    s.put(plan, "A.hand")
    play(game, [ActivateStrategy(plan, 1)], lambda d: d.options[0].key)
    assert len(s.areas["B.hand"]) == draws


def test_actions_as_events_are_said():
    assert ("Each time the opponent's battle card appears from the hand (played, or put from there by an effect)"
            in words("相手が手札から交戦カードを出現させた時、カードを1枚引く。"))
    assert "Each time your strategy card is activated" in words("あなたが戦略カードを発動するたび、カードを1枚引く。")
    assert ("Each time your battle card is destroyed by the opponent's effect"
            in words("あなたの交戦カードが相手の効果で破壊されるたび、カードを1枚引く。"))
    assert ("Each time your battle card appears by the opponent's effect"  # 5.11.1, 3.1.2 (issue 18's slot matrix)
            in words("あなたの交戦カードが相手の効果で出現した時、カードを1枚引く。"))
    with pytest.raises(CompileError, match="destroyed"):
        compile_text("あなたの交戦カードが相手の効果で進化した時、カードを1枚引く。")


# -- 「それ」 / 「選んだカード」 after a choice, as what a change for a time reaches (10.2.1.2, 10.8.2) ------------

def _chosen_board(text: str):
    """B's two Tanks in zones 3 and 4; A plays Jet, whose text chooses the first offered."""
    s = board(text)
    tanks = [s.new_card("Tank", "B") for _ in range(2)]
    for zone, tank in zip((3, 4), tanks):
        s.put(tank, f"B.zone{zone}")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    chooser = lambda d: next((o.key for o in d.options if o.key == tanks[0]), d.options[0].key)
    play(game, [PlayBattle(jet, 5)], chooser)
    return game, tanks


@pytest.mark.parametrize("pronoun", ["それ", "選んだカード"])
def test_a_change_for_a_time_reaches_the_chosen_card_only(pronoun):
    game, (chosen, other) = _chosen_board(f"出現時相手の交戦カードを1枚選ぶ。このターン、{pronoun}の撃退力-2000。")
    assert game.counter_power(chosen) == 4000 and game.counter_power(other) == 6000


def test_a_protection_for_a_time_reaches_the_chosen_card():
    """1.3.3 for a time: the chosen card, not the other, is kept from destruction by A's effects."""
    game, (chosen, other) = _chosen_board("出現時相手の交戦カードを1枚選ぶ。このターン、それはあなたの効果で破壊されない。")
    assert game.modifier("protected", chosen) > 0 and game.modifier("protected", other) == 0
    assert words("出現時相手の交戦カードを1枚選ぶ。このターン、それはあなたの効果で破壊されない。").endswith(
        "until the end of the turn, those cards cannot be destroyed by your own effects")


def test_the_chosen_card_cannot_battle_for_a_time():
    game, (chosen, other) = _chosen_board("出現時相手の交戦カードを1枚選ぶ。このターン、それは戦闘できない。")
    assert game.modifier("no-battle", chosen) > 0 and game.modifier("no-battle", other) == 0


def test_a_pronoun_in_a_continuous_change_is_refused():
    with pytest.raises(CompileError, match="continuous change"):
        compile_text("それの撃退力+2000。")


# -- chapter 2's card information as filters of a card phrase (2.1.3, 2.4.4, 2.5, 2.7, 2.9) -------------

DUO = make_card("Duo", "battle", "3", "red/blue", "Weapon/Bird", counter=1000, text="出現時カードを1枚引く。")


@pytest.mark.parametrize("phrase, left", [
    ("撃退力5000以上の交戦カード", "Duo"),           # 2.7: Tank's 6000, as it is now
    ("撃退力1000以下の交戦カード", "Tank"),
    ("《Bird》を持たない交戦カード", "Duo"),          # 2.5
    ("2色以上の交戦カード", "Tank"),                 # 2.4.4: Duo is red and blue
    ("複数の色を持つ交戦カード", "Tank"),
    ("特徴を2つ以上持つ交戦カード", "Tank"),          # 2.5.1.1
    ("「Tank」以外の交戦カード", "Tank"),             # 2.1.3
    ("テキストを持たない交戦カード", "Duo"),          # 2.9.1
    ("交戦等級3以下の交戦カード", "Tank"),            # 2.3.2.2: the rank by its rules' name (Tank is 2, Duo 3)
])
def test_a_filter_of_the_cards_information_decides_which_card_is_destroyed(phrase, left):
    s = board(f"出現時相手のエリアにいる{phrase}をすべて破壊する。", more=(DUO,))
    s.put(s.new_card("Tank", "B"), "B.zone3")
    s.put(s.new_card("Duo", "B"), "B.zone4")
    if phrase.startswith("交戦等級"):  # both are rank 3 or less: a second Duo of rank 4 stays
        s.defs["Quad"] = make_card("Quad", "battle", "4", "red", "Weapon", counter=1000)
        s.put(s.new_card("Quad", "B"), "B.zone6")
        left = "Quad"
    drawn(s)
    assert [s.name_of(c) for z in (3, 4, 6) for c in s.areas[f"B.zone{z}"]] == [left]


def test_a_counter_power_bound_reads_the_power_as_changed_now():
    """10.8.1: a Tank given +2000 by a continuous change is 8000, not its printed 6000."""
    s = board("出現時相手のエリアにいる撃退力7000以上の交戦カードをすべて破壊する。",
              more=(make_card("Boost", "battle", "1", "red", "Weapon", counter=0,
                              text="あなたのエリアにいる他の交戦カードすべての撃退力+2000。"),))
    tank = s.new_card("Tank", "B")
    s.put(tank, "B.zone3")
    s.put(s.new_card("Boost", "B"), "B.zone4")
    drawn(s)
    assert tank in s.areas["B.discard"]


def test_chapter_twos_filters_are_said():
    assert ("destroy all of the opponent's battle cards (counter power 5000 or more)"
            in words("出現時相手のエリアにいる撃退力5000以上の交戦カードをすべて破壊する。"))
    assert "(without 《兵器》)" in words("出現時相手の《兵器》を持たない交戦カードを1枚破壊する。")
    assert "(not named 「ゴジラ」)" in words("出現時あなたのエリアにいる「ゴジラ」以外の交戦カードを1枚破壊する。")
    assert ("the opponent's monster's rank is 3 or more"
            in words("出現時相手の怪獣等級がIII以上なら、カードを1枚引く。"))


# -- ランダムに, 1枚ずつ, every player losing (5.3.1's randomness, 1.3.4.1, 1.2.2) ---------------------------

def _random_discard(seed: int):
    s = board("出現時相手の手札をランダムに1枚捨てる。")
    s.seed = seed
    hand = [s.new_card(name, "B") for name in ("Tank", "Jet", "Tank", "Jet", "Tank")]
    for card in hand:
        s.put(card, "B.hand")
    asked = []
    play_jet(s, 5, lambda d: asked.append(d) or d.options[0].key)
    return s.areas["B.discard"], asked


def test_a_random_discard_asks_no_player_and_follows_the_games_seed():
    """「ランダムに」: one card of B's hand, chosen by no player; the same seed, the same card (a replay)."""
    discarded, asked = _random_discard(7)
    assert len(discarded) == 1 and not [d for d in asked if d.kind == "card"]
    assert _random_discard(7)[0] == discarded
    assert len({tuple(_random_discard(seed)[0]) for seed in range(12)}) > 1  # not always the same card
    assert words("出現時相手の手札をランダムに1枚捨てる。").endswith(
        "the opponent discards 1 card, taken at random from their hand")


def test_each_player_one_card_each():
    """1.3.4.1: 「各プレイヤーは1枚ずつカードを引く」 — each draws one; said of one player it is refused."""
    s = board("出現時各プレイヤーは1枚ずつカードを引く。")
    s.put(s.new_card("Tank", "B"), "B.deck")
    assert drawn(s) and len(s.areas["B.hand"]) == 1
    with pytest.raises(CompileError, match="each player's count"):
        compile_text("出現時相手は手札を1枚ずつ捨てる。")


def test_every_player_losing_at_once_is_a_draw():
    """1.2.2 with 1.2.4: 「各プレイヤーはゲームに敗北する」 ends the game with no winner."""
    s = board("出現時各プレイヤーはゲームに敗北する。")
    drawn(s)
    assert s.result is not None and s.result.winner is None and s.result.rule == "1.2.2"


# -- looking at a player's hand (4.9.2, 1.3.1), then some of it put into the discard pile ---------------------

def test_the_master_looks_at_the_opponents_hand_and_discards_a_battle_card_of_it():
    """A looks at B's whole hand (a strategy card and a Tank) and chooses its battle card: only that goes."""
    s = board("出現時相手の手札を見て、その中の交戦カードを1枚捨てる。",
              more=(make_card("Plan", "strategy", "1", "red", "Plan", text=""),))
    plan, tank = s.new_card("Plan", "B"), s.new_card("Tank", "B")
    s.put(plan, "B.hand")
    s.put(tank, "B.hand")
    asked = []
    play_jet(s, 5, lambda d: asked.append(d) or d.options[0].key)
    assert s.areas["B.discard"] == [tank] and s.areas["B.hand"] == [plan]
    assert all(d.player == "A" for d in asked if d.kind == "card")  # the master chooses what it saw



@pytest.mark.parametrize("text", ["出現時相手の手札をすべて見る。その中から戦略カードを1枚選び、捨て札にする。",
                                  "出現時相手の手札をすべて見て、その中の戦略カードを1枚捨て札にする。"])
def test_a_hand_looked_at_in_a_sentence_of_its_own_is_what_the_next_names(text):
    """4.9.2, 1.3.1, 5.7: 「相手の手札をすべて見る。」 as a sentence, then 「その中から戦略カードを1枚選び、捨て札に
    する」: A chooses among the cards it looked at — B's strategy cards only (the Tanks stay) — and the
    one chosen goes to B's discard pile (its owner's, 4.1.7)."""
    s = board(text, more=(make_card("Plan", "strategy", "1", "red", "Plan", text=""),))
    tanks = [s.new_card("Tank", "B") for _ in range(2)]
    plan = s.new_card("Plan", "B")
    for made in (*tanks, plan):
        s.put(made, "B.hand")
    asked = []
    play_jet(s, 5, lambda d: asked.append(d) or d.options[0].key)
    assert s.areas["B.discard"] == [plan] and sorted(s.areas["B.hand"]) == sorted(tanks)
    assert all(d.player == "A" for d in asked if d.kind == "card")

# -- a strategy card put into a strategy zone, not activated (4.5.1 over 10.1.1.1.2) -------------------------

@pytest.mark.parametrize("full, placed", [(False, True), (True, False)])
def test_a_strategy_card_put_into_a_strategy_zone_is_not_activated(full, placed):
    """Plan's text (draw a card) does not trigger; with both of A's zones taken it stays in the pile (1.3.2)."""
    s = board("出現時あなたの捨て札から戦略カードを1枚、発動させずに戦略カード置き場に置く。",
              more=(make_card("Plan", "strategy", "1", "red", "Plan", text="カードを1枚引く。"),))
    plan = s.new_card("Plan", "A")
    s.put(plan, "A.discard")
    if full:
        for key in s.strategy_keys("A"):
            s.put(s.new_card("Plan", "A"), key)
    deck = len(s.areas["A.deck"])
    drawn(s)
    assert s.in_strategy_zone(plan) is placed and len(s.areas["A.deck"]) == deck


@pytest.mark.parametrize("threat, countered", [(10000, True), (12000, False)])
def test_a_counter_bound_by_the_monsters_threat_level(threat, countered):
    """5.15.1 under 7.4.2's number: countered only at 10000 or less — B, with no next monster, then loses (1.2.1.2)."""
    s = board("出現時相手の脅威度10000以下の怪獣カードを撃退する。", foe_threat=threat)
    drawn(s)
    assert (s.result is not None and s.result.winner == "A") is countered


# -- a rule process as an event (11.2) ------------------------------------------------------------------

@pytest.mark.parametrize("whose, watcher, discarded, lowered", [
    ("あなた", "A", 2, True), ("あなた", "A", 0, True),  # 11.2.4: performed with an empty discard pile too
    ("あなた", "B", 2, False), ("相手", "B", 2, True)])
def test_the_reshuffle_process_a_player_performs_is_an_event(whose, watcher, discarded, lowered):
    """ES-059's class (11.2.2-11.2.4): A's Jet draws from A's empty deck, so A performs the reshuffle process;
    「(whose)がリシャッフル処理を行った時」 on Eye of ``watcher``'s sees whose process it was."""
    s = jet_board("出現時カードを1枚引く。", more=(make_card(
        "Eye", "battle", "1", "red", "Weapon", counter=1000, text=f"{whose}がリシャッフル処理を行った時、相手の怒りを1減らす。"),))
    s.put(s.new_card("Eye", watcher), f"{watcher}.zone4")
    for _ in range(discarded):
        s.put(s.new_card("Tank", "A"), "A.discard")
    s.rage["A"] = s.rage["B"] = 3
    play_jet(s, 5, lambda d: d.options[0].key)
    foe = "B" if watcher == "A" else "A"
    assert (s.rage[foe] == 2) is lowered and len(s.areas["A.hand"]) == (1 if discarded else 0)


@pytest.mark.parametrize("text, invasions", [("出現時このターン、あなたは1ターンに2回まで進攻できる。", 2),
                                             ("出現時このターン、相手は1ターンに2回まで進攻できる。", 1)])
def test_an_action_allowed_n_times_a_turn_for_a_time(text, invasions):
    """8.6.2 with 10.2.1.2: made by Jet's 【出現時】 for the turn, the limit of N invasions is its player's."""
    from judgekit.engine.decisions import IllegalAction, Invade

    s = board(text)
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, [PlayBattle(jet, 5)], lambda d: d.options[0].key)
    hand = [s.new_card("Tank", "A") for _ in range(3)]
    for c in hand:
        s.put(c, "A.hand")
    for c in hand[:invasions]:
        game.act(Invade(c))
    with pytest.raises(IllegalAction, match=r"^8\.6\.2"):
        game.act(Invade(hand[invasions]))
