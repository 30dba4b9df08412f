"""A card phrase measured against another card (issue 18, i18-g9b): the same number, color, name, trait or
column as any card a sentence names — this card, a card chosen or moved before (それ, 選んだカード,
破壊したカード), a player's monster, the invading one — or a number above or below it (より高い/低い, 以上/以下),
a player's rage too; and that card's number compared in a condition. Each is honoured by the engine on a
board where it decides which cards an effect takes (2.1-2.7 card information, 3.4 rage, 4.4.5.4 columns,
10.5 conditions, 10.8.1 numbers as they are now). No printed card says these sentences yet."""

import pytest

from judgekit.cardtext import compile_card, compile_text
from judgekit.cardtext.errors import CompileError
from judgekit.engine.abilities import new_game
from judgekit.engine.cards import make_card
from judgekit.engine.controllers import play
from judgekit.engine.decisions import PlayBattle
from judgekit.engine.state import GameState

from jet_board import jet_board, words

# B's cards beside jet_board's Tank (rank 2, red, Weapon, 6000); Jet is rank 1, red, Weapon, 2000
DUO = make_card("Duo", "battle", "3", "red/blue", "Weapon/Bird", counter=1000)
BEAST = make_card("Beast", "battle", "4", "green", "Beast", counter=3000)
MINI = make_card("Mini", "battle", "1", "blue", "Bird", counter=500)


def _board(text: str, *, foe_threat: int = 10000) -> tuple[GameState, dict[str, str]]:
    """B's Tank in zone 3, Duo in 8 (Tank's column, 4.4.5.4), Beast in 4, Mini in 5."""
    s = jet_board(text, foe_threat=foe_threat, more=(DUO, BEAST, MINI))
    cards = {}
    for name, zone in (("Tank", 3), ("Duo", 8), ("Beast", 4), ("Mini", 5)):
        cards[name] = s.new_card(name, "B")
        s.put(cards[name], f"B.zone{zone}")
    return s, cards


def _left(text: str, choose: str = "", *, foe_threat: int = 10000, rage: int = 0) -> list[str]:
    """The names of B's battle cards left after A plays Jet, choosing ``choose`` where a card is chosen."""
    s, cards = _board(text, foe_threat=foe_threat)
    s.rage["A"] = rage
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    chosen = cards.get(choose, "")
    play(game, [PlayBattle(jet, 6)], lambda d: next((o.key for o in d.options if o.key == chosen), d.options[0].key))
    return sorted(s.name_of(c) for z in range(1, 9) for c in s.areas[f"B.zone{z}"])


@pytest.mark.parametrize("phrase, left", [
    # 2.3.1 against this card's rank (Jet's 1), said before whose cards they are
    ("これより等級の高い相手の交戦カード", ["Mini"]),
    ("等級がこれより高い相手の交戦カード", ["Mini"]),
    ("これの等級以下の相手の交戦カード", ["Beast", "Duo", "Tank"]),
    # 2.7.1 against this card's counter power as it is now (Jet's 2000)
    ("これより撃退力の低い相手の交戦カード", ["Beast", "Tank"]),
    # 2.5 and 2.4.1 against this card's traits and colors (Weapon, red)
    ("これと同じ特徴を持つ相手の交戦カード", ["Beast", "Mini"]),
    ("これと同じ色の相手の交戦カード", ["Beast", "Mini"]),
])
def test_a_card_phrase_against_this_card(phrase, left):
    assert _left(f"出現時、{phrase}をすべて破壊する。") == left


@pytest.mark.parametrize("threat, left", [(5000, ["Tank"]), (2000, ["Beast", "Tank"])])
def test_a_card_phrase_against_the_opponents_monsters_threat_level(threat, left):
    """7.4.2's threat level against 2.7's counter power: another number of another card."""
    assert _left("出現時、相手の怪獣カードの脅威度以下の撃退力を持つ相手の交戦カードをすべて破壊する。",
                 foe_threat=threat) == left


@pytest.mark.parametrize("rage, left", [(0, ["Beast", "Duo", "Mini", "Tank"]), (2, ["Beast", "Duo"]),
                                        (4, [])])
def test_a_card_phrase_against_a_players_rage(rage, left):
    """3.4: the master's rage as it is when the effect resolves."""
    assert _left("出現時、あなたの怒り以下の等級の相手の交戦カードをすべて破壊する。", rage=rage) == left


@pytest.mark.parametrize("chosen, left", [
    ("Tank", ["Beast", "Mini"]),    # Duo shares Weapon with Tank
    ("Mini", ["Beast", "Tank"]),    # Duo shares Bird with Mini
    ("Beast", ["Duo", "Mini", "Tank"]),
])
def test_the_chosen_card_shares_a_trait(chosen, left):
    """2.5: a trait in common with the card chosen before (10.5.3), which is itself one."""
    assert _left("出現時、相手の交戦カードを1枚選ぶ。選んだカードと同じ特徴を持つ相手の交戦カードをすべて破壊する。",
                 chosen) == left


def test_the_card_destroyed_before_names_a_color():
    """2.4.1: 「破壊したカード」 is the card the effect before destroyed: red Tank, then red-and-blue Duo."""
    assert _left("出現時、相手の交戦カードを1枚破壊する。その後、破壊したカードと同じ色の相手の交戦カードをすべて破壊する。",
                 "Tank") == ["Beast", "Mini"]


@pytest.mark.parametrize("chosen, left", [("Tank", ["Beast", "Mini"]), ("Beast", ["Duo", "Mini", "Tank"])])
def test_the_chosen_cards_column(chosen, left):
    """4.4.5.4: zones 3 and 8 are one column; Beast's zone 4 is alone on B's side."""
    assert _left("出現時、相手の交戦カードを1枚選ぶ。選んだカードと同じ縦列にいる相手の交戦カードをすべて破壊する。",
                 chosen) == left


@pytest.mark.parametrize("chosen, destroyed", [("Duo", True), ("Mini", True), ("Tank", False), ("Beast", False)])
def test_the_chosen_cards_number_in_a_condition(chosen, destroyed):
    """10.5: the chosen card's counter power against this card's (Jet's 2000), both as they are now."""
    left = _left("出現時、相手の交戦カードを1枚選ぶ。それの撃退力がこれより低いなら、それを破壊する。", chosen)
    assert (chosen not in left) is destroyed


@pytest.mark.parametrize("chosen, destroyed", [("Mini", True), ("Tank", False)])
def test_the_chosen_cards_number_against_a_number(chosen, destroyed):
    left = _left("出現時、相手の交戦カードを1枚選ぶ。それの撃退力が3000以下なら、それを破壊する。", chosen)
    assert (chosen not in left) is destroyed


def test_references_are_said():
    assert "of rank higher than this card's" in words("出現時、これより等級の高い相手の交戦カードを1枚破壊する。")
    assert "of counter power at most the opponent's monster's threat level" in words(
        "出現時、相手の怪獣カードの脅威度以下の撃退力を持つ相手の交戦カードを1枚破壊する。")
    assert "of rank at most your rage" in words("出現時、あなたの怒り以下の等級の相手の交戦カードを1枚破壊する。")
    assert "in the invading monster's column" in words("進攻時、進攻怪獣と同じ縦列にいる相手の交戦カードを1枚破壊する。")
    assert "if that card's counter power is 3000 or less" in words(
        "出現時、相手の交戦カードを1枚選ぶ。それの撃退力が3000以下なら、それを破壊する。")


@pytest.mark.parametrize("text", ["出現時、相手の交戦カードを1枚選び、持ち主の手札に戻す。",
                                  "出現時、相手の交戦カードを1枚選び、それらを持ち主の手札に戻す。"])
def test_the_one_chosen_card_goes_to_its_owners_hand(text):
    """5.2.1, 4.1.7: a field card returned goes to its owner's hand; one card chosen is "that card"."""
    assert words(text).endswith("choose 1 of the opponent's battle cards; then put that card into its owner's hand")


# -- quantities: each player's own count (1.3.4, 1.3.4.1), a number named within a range (10.5.3) ----------------

def test_each_player_chooses_one_of_their_own_each():
    """1.3.4.1, 3.1.2.3.1: 「各プレイヤーは自分の…を1枚ずつ選び、破壊する」 — each loses one battle card;
    said of one player, 「ずつ」 has no players to count for and is refused."""
    s, _cards = _board("出現時、各プレイヤーは自分の交戦カードを1枚ずつ選び、破壊する。")
    s.put(s.new_card("Tank", "A"), "A.zone3")
    s.put(s.new_card("Tank", "A"), "A.zone4")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, [PlayBattle(jet, 6)], lambda d: d.options[0].key)
    on_field = [c for p in "AB" for z in range(1, 9) for c in s.areas[f"{p}.zone{z}"]]
    assert sum(s.cards[c].owner == "A" for c in on_field) == 2 and sum(s.cards[c].owner == "B" for c in on_field) == 3
    with pytest.raises(CompileError, match="each player's count"):
        compile_text("出現時、相手の交戦カードを1枚ずつ選び、破壊する。")


def test_each_player_in_turn_draws_one():
    """1.3.4: 「各プレイヤーはそれぞれカードを1枚引く」 — each player draws, as without それぞれ."""
    s = jet_board("出現時、各プレイヤーはそれぞれカードを1枚引く。", deck=("A", 2))
    s.put(s.new_card("Tank", "B"), "B.deck")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, [PlayBattle(jet, 6)], lambda d: d.options[0].key)
    assert len(s.areas["A.hand"]) == 1 and len(s.areas["B.hand"]) == 1


@pytest.mark.parametrize("named, left", [("2", ["Beast", "Duo", "Mini"]), ("4", ["Duo", "Mini", "Tank"]),
                                         ("5", ["Beast", "Duo", "Mini", "Tank"])])
def test_a_number_named_within_a_range_then_a_rank_equal_to_it(named, left):
    """10.5.3: the number named (offered only within the range given) decides which cards go."""
    s, _cards = _board("出現時、1から5までの数字を1つ指定する。指定した数字と同じ等級の相手の交戦カードをすべて破壊する。")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    offered = []

    def chooser(d):
        if d.kind == "number":
            offered.append([o.key for o in d.options])
            return named
        return d.options[0].key
    play(game, [PlayBattle(jet, 6)], chooser)
    assert offered == [["1", "2", "3", "4", "5"]]
    assert sorted(s.name_of(c) for z in range(1, 9) for c in s.areas[f"B.zone{z}"]) == left


def test_a_number_named_from_a_monsters_zone_is_said():
    assert words("出現時、相手の怪獣カードがいるエリア以上の数字を1つ指定する。指定した数字のエリアにいる相手の交戦カードを"
                 "すべて破壊する。").startswith("When this card appears (【出現時】): name a number from the opponent's "
                                               "monster's zone; then destroy all of the opponent's battle cards (in the "
                                               "zone of the number named)")


# -- chapter 2's and 4's sweep: a monster card's threat level (2.6) as a filter; the strategy zone as a place (4.5)

@pytest.mark.parametrize("bound, taken", [("5000以下", ["Small"]), ("10000以上", ["Big"])])
def test_a_threat_level_filters_monster_cards_in_a_pile(bound, taken):
    """2.6: a monster card's printed threat level off the field."""
    small = make_card("Small", "monster", "I", "red", "Godzilla", threat=4000)
    big = make_card("Big", "monster", "II", "red", "Godzilla", threat=12000)
    s = jet_board(f"出現時、あなたの捨て札の脅威度{bound}の怪獣カードをすべて手札に加える。", more=(small, big))
    for name in ("Small", "Big"):
        s.put(s.new_card(name, "A"), "A.discard")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, [PlayBattle(jet, 6)], lambda d: d.options[0].key)
    assert sorted(s.name_of(c) for c in s.areas["A.hand"]) == taken


def test_a_strategy_card_of_the_strategy_zone_returned_to_the_hand():
    """4.5, 5.2.1: 「あなたの戦略カード置き場の戦略カード」 is a card placed there."""
    plan = make_card("Plan", "strategy", "1", "red", "Plan")
    s = jet_board("出現時、あなたの戦略カード置き場の戦略カードを1枚、手札に戻す。", more=(plan,))
    placed = s.new_card("Plan", "A")
    s.put(placed, "A.strategy1")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, [PlayBattle(jet, 6)], lambda d: d.options[0].key)
    assert s.areas["A.hand"] == [placed]


@pytest.mark.parametrize("text", ["出現時、相手の交戦カードを1枚と、相手の戦略カードを1枚破壊する。",
                                  "出現時、相手の交戦カード1枚と相手の戦略カード1枚を選び、破壊する。"])
def test_two_objects_of_one_verb(text):
    """5.12, 10.5.3: one battle card and one strategy card of the opponent's are destroyed, each its own count."""
    plan = make_card("Plan", "strategy", "1", "red", "Plan")
    s, _cards = _board(text)
    s.defs["Plan"] = plan
    for key in ("B.strategy1", "B.strategy2"):
        s.put(s.new_card("Plan", "B"), key)
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, [PlayBattle(jet, 6)], lambda d: d.options[0].key)
    battle = [c for z in range(1, 9) for c in s.areas[f"B.zone{z}"]]
    assert len(battle) == 3 and len(s.areas["B.strategy1"] + s.areas["B.strategy2"]) == 1
    with pytest.raises(CompileError, match="two objects"):
        compile_text("出現時、相手の交戦カードを1枚と、カードを1枚引く。")


@pytest.mark.parametrize("rage, drawn", [(0, 0), (2, 2), (3, 3)])
def test_as_many_cards_as_a_number_of_the_game(rage, drawn):
    """3.4: 「相手の怒りと同じ枚数、カードを引く」 — the opponent's rage as it is when the effect resolves."""
    s = jet_board("出現時、相手の怒りと同じ枚数、カードを引く。", deck=("A", 4))
    s.rage["B"] = rage
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, [PlayBattle(jet, 6)], lambda d: d.options[0].key)
    assert len(s.areas["A.hand"]) == drawn


@pytest.mark.parametrize("guard, destroyed", [(False, True), (True, False)])
def test_it_after_a_condition_of_none_is_the_card_chosen_before(guard, destroyed):
    """10.5.3, 4.4.5.4: 「それと同じ縦列にいるあなたの交戦カードがいないなら、それを破壊する」 — no card the condition
    counts is there to be それ, so それ is the chosen Tank (B's zone 3; A's zones 3 and 8 are its column)."""
    s, cards = _board("出現時、相手の交戦カードを1枚選ぶ。それと同じ縦列にいるあなたの交戦カードがいないなら、それを破壊する。")
    if guard:
        s.put(s.new_card("Tank", "A"), "A.zone8")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, [PlayBattle(jet, 6)], lambda d: next((o.key for o in d.options if o.key == cards["Tank"]),
                                                    d.options[0].key))
    assert (s.zone_of(cards["Tank"]) is None) is destroyed and s.zone_of(jet) == 6


def test_a_monster_card_of_the_monster_deck_stacked_under_this_card():
    """4.6, 3.2.1: the monster deck as a place for the stacking verb; the opponent's is hidden (4.6.2)."""
    small = make_card("Small", "monster", "I", "red", "Godzilla", threat=4000)
    s = jet_board("出現時、あなたの怪獣デッキから怪獣カードを1枚これの下に重ねる。", more=(small,))
    deck_card = s.new_card("Small", "A")
    s.put(deck_card, "A.monster_deck")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, [PlayBattle(jet, 6)], lambda d: d.options[0].key)
    assert list(s.cards[jet].under) == [deck_card] and s.areas["A.monster_deck"] == []
    with pytest.raises(CompileError, match="hidden"):
        compile_text("出現時、相手の怪獣デッキから怪獣カードを1枚これの下に重ねる。")
