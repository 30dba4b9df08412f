"""Places, relations, verb objects and who acts, composed (issue 18): each part is read with every
card phrase and verb that takes it, and honoured by the engine on a board where it decides what
happens. The sentences are composed from known parts; no printed card says them yet."""

import pytest

from judgekit.cardtext import compile_card
from judgekit.engine.abilities import new_game
from judgekit.engine.cards import make_card
from judgekit.engine.controllers import play
from judgekit.engine.decisions import EndMain, IllegalAction, PlayBattle, PlayMonster
from judgekit.engine.state import GameState

from jet_board import Chooser, jet_board, play_jet, words


def played(s: GameState, zone: int = 5, chooser=None) -> GameState:
    """``s`` after A plays Jet from the hand into ``zone`` (its 【出現時】 resolved)."""
    play_jet(s, zone, chooser)
    return s


def names(s: GameState, area: str) -> list[str]:
    return [s.cards[c].name for c in s.areas[area]]


# -- the object of 進化させる: any card phrase of the master's field cards (5.17.1) -----------------

@pytest.mark.parametrize("count", ["", "1枚", "すべて"])
def test_a_zone_in_the_evolved_cards_phrase_picks_that_zones_card_only(count):
    """「あなたのエリア8にいる進化を持つ交戦カードを(1枚|すべて)?進化させる」: the Larva in zone 8
    evolves (5.17.1), the one in zone 3 stays; no count said is each one the phrase finds."""
    s = jet_board(f"【出現時】あなたのエリア8にいる進化を持つ交戦カードを{count}進化させる。")
    s.defs["Larva"] = make_card("Larva", "battle", "1", "blue", "Mothra", counter=1000, text="進化3《Mothra》")
    s.defs["Imago"] = make_card("Imago", "battle", "3", "blue", "Mothra", counter=5000)
    s.put(s.new_card("Larva", "A"), "A.zone3")
    s.put(s.new_card("Larva", "A"), "A.zone8")
    s.put(s.new_card("Imago", "A"), "A.deck")
    s.put(s.new_card("Imago", "A"), "A.deck")
    played(s)
    assert names(s, "A.zone8") == ["Imago"] and names(s, "A.zone3") == ["Larva"]


def test_the_opponents_cards_are_not_evolved_by_an_effect():
    """The engine evolves the master's own cards from the master's deck (5.17.1): 相手の is refused."""
    with pytest.raises(Exception, match="own field cards"):
        words("【出現時】相手の進化を持つ交戦カードを1枚進化させる。")


# -- piles as places: 「捨て札の」 as well as 「捨て札から」, for every verb that takes a pile -----------

@pytest.mark.parametrize("pile", ["捨て札の", "捨て札から、"])
def test_a_strategy_card_is_activated_from_the_discard_pile_however_said(pile):
    """5.9.1: 「あなたの捨て札の戦略カードを1枚置いて発動させる」 places Plan from the discard pile and
    plays its text (it draws a card)."""
    s = jet_board(f"【出現時】あなたの{pile}戦略カードを1枚置いて発動させる。", deck=("A", 2))
    s.defs["Plan"] = make_card("Plan", "strategy", "1", "red", "Weapon", text="カードを1枚引く。")
    s.put(s.new_card("Plan", "A"), "A.discard")
    played(s)
    assert "Plan" not in names(s, "A.discard") and len(s.areas["A.hand"]) == 1


def test_a_battle_card_appears_from_the_discard_pile_said_with_no():
    """5.11.1: 「あなたの捨て札の交戦カードを1枚、エリア4に出現させる」."""
    s = jet_board("【出現時】あなたの捨て札の交戦カードを1枚、エリア4に出現させる。")
    s.put(s.new_card("Tank", "A"), "A.discard")
    played(s)
    assert names(s, "A.zone4") == ["Tank"]


# -- who plays: the master, or the player the text names (3.1.2.3.1), each into their own zones -----

def zone_of(s: GameState, name: str, player: str) -> str | None:
    """The area where ``player``'s own card ``name`` lies on the field."""
    return next((area for area, cards in s.areas.items() if ".zone" in area
                 for c in cards if s.cards[c].name == name and s.cards[c].owner == player), None)


def test_a_card_from_the_opponents_discard_pile_chosen_then_played_is_yours_to_master():
    """「相手の捨て札から…を1枚選び、あなたの空いているエリア1つに出現させる」 (5.11.1): B's Tank appears in
    one of A's zones; A is its master (3.1.2), B stays its owner (4.1.7)."""
    s = jet_board("【出現時】相手の捨て札から等級4以下の交戦カードを1枚選び、あなたの空いているエリア1つに出現させる。")
    s.put(s.new_card("Tank", "B"), "B.discard")
    played(s)
    area = zone_of(s, "Tank", "B")
    assert area is not None and area.startswith("A.") and s.master(s.areas[area][0]) == "A"


@pytest.mark.parametrize("pile", ["discard", "hand"])
@pytest.mark.parametrize("chooser, players", [("各プレイヤーは", "AB"), ("相手は", "B")])
def test_each_player_named_plays_their_own_card_into_their_own_zone(chooser, players, pile):
    """「各プレイヤーは自分の捨て札(手札)から交戦カードを1枚選び、自分の空いているエリア1つに出現させる」:
    each player (the turn player first, 1.3.4) plays their own Tank into their own zone; 「相手は」:
    the opponent only (3.1.2.3.1)."""
    jp = {"discard": "捨て札", "hand": "手札"}[pile]
    s = jet_board(f"【出現時】{chooser}自分の{jp}から交戦カードを1枚選び、自分の空いているエリア1つに出現させる。")
    for player in "AB":
        s.put(s.new_card("Tank", player), f"{player}.{pile}")
    chooser_ = Chooser()
    played(s, chooser=chooser_)
    for player in "AB":
        area = zone_of(s, "Tank", player)
        assert (area is not None and area.startswith(f"{player}.")) is (player in players)
    assert [d.player for d in chooser_.asked if d.kind == "zone"] == list(players)  # each chooses their zone


def test_a_player_named_to_play_must_play_into_their_own_zones():
    with pytest.raises(Exception, match="their own zones"):
        words("【出現時】各プレイヤーは自分の捨て札から交戦カードを1枚選び、あなたの空いているエリアに出現させる。")


# -- a card phrase of field cards counted where it stands: relations and zones in conditions (10.5) --

@pytest.mark.parametrize("tank_zone, bonus", [(None, 4000), (1, 4000), (8, 4000), (7, 0), (5, 0)])
def test_no_card_of_yours_further_right_than_this_one_is_counted_by_its_relation(tank_zone, bonus):
    """「これより右のエリアにいるあなたの交戦カードがないなら、これの撃退力+4000」 with this card in zone 3
    (4.4.5.5.1): a Tank in zone 4/7 or 5 is further right; zones 1 and 8 (paired with 3) are not."""
    s = jet_board("これより右のエリアにいるあなたの交戦カードがないなら、これの撃退力+4000。")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.zone3")
    if tank_zone:
        s.put(s.new_card("Tank", "A"), f"A.zone{tank_zone}")
    assert game.counter_power(jet) == 2000 + bonus


@pytest.mark.parametrize("tanks, draws", [((4, 5), False), ((3, 4), False), ((3, 8), True)])
def test_a_count_of_the_opponents_cards_in_this_cards_column(tanks, draws):
    """「これと同じ縦列にいる相手の交戦カードが2枚以上いるなら」 with this card in zone 3: the opponent's
    zones 3 and 8 share its column (4.4.5.4); two there hold, two elsewhere or one there do not."""
    s = jet_board("【出現時】これと同じ縦列にいる相手の交戦カードが2枚以上いるなら、カードを1枚引く。", deck=("A", 2))
    for zone in tanks:
        s.put(s.new_card("Tank", "B"), f"B.zone{zone}")
    played(s, 3)
    assert (len(s.areas["A.hand"]) == 1) is draws


# -- 以前 / 以降 of a card's zone (4.4.5.3): this card's, or a player's monster's (4.4.3) ----------

UP_TO = "【出現時】相手の怪獣カードがいるエリア以前の、相手のエリアにいる交戦カードを1枚破壊する。"
BELOW = "【出現時】相手の怪獣カードのいるエリアより番号が小さい、相手のエリアにいる交戦カードを1枚破壊する。"


@pytest.mark.parametrize("text, zone, gone", [(UP_TO, 3, True), (UP_TO, 1, True), (UP_TO, 4, False), (UP_TO, 8, False),
                                              (BELOW, 2, True), (BELOW, 3, False), (BELOW, 7, False)])
def test_zones_bounded_by_the_opponents_monsters_zone(text, zone, gone):
    """With the opponent's monster in zone 3: 「…がいるエリア以前の」 destroys their Tank in zone 3 or below
    (4.4.5.3.1: the zone itself is included), not one in zone 4 or 8; 「…のいるエリアより番号が小さい」 destroys
    one in zone 2, not one in zone 3 (the zone itself) or 7 (4.4.3)."""
    s = jet_board(text)
    s.position["B"] = 3
    tank = s.new_card("Tank", "B")
    s.put(tank, f"B.zone{zone}")
    played(s)
    assert (s.zone_of(tank) is None) is gone


ONWARDS = "これがいるエリア以降にいるあなたの交戦カードすべての撃退力+1000。"
GREATER = ("これのいるエリアよりエリア番号が大きいあなたのエリアにいる交戦カードすべての撃退力+1000。",
           "これがいるエリアより大きい数字の、あなたのエリアにいる交戦カードすべての撃退力+1000。")


@pytest.mark.parametrize("text, zone, power, own", [
    (ONWARDS, 5, 7000, 3000), (ONWARDS, 8, 7000, 3000), (ONWARDS, 3, 6000, 3000), (ONWARDS, 1, 6000, 3000),
    *((text, zone, power, 2000) for text in GREATER for zone, power in [(5, 7000), (8, 7000), (3, 6000)])])
def test_zones_bounded_by_this_cards_zone_get_the_change(text, zone, power, own):
    """With this card in zone 4: 「これがいるエリア以降」 changes a Tank in zones 4 to 8 — 8 too, numbered
    above 4 (4.4.5.3) — and this card itself (its own zone is included), not one in zone 3 or 1;
    「これのいるエリアよりエリア番号が大きい」 (4.4.3) changes one in zones 5 to 8, not zone 3 nor this card."""
    s = jet_board(text)
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.zone4")
    tank = s.new_card("Tank", "A")
    s.put(tank, f"A.zone{zone}")
    assert game.counter_power(tank) == power and game.counter_power(jet) == own


# -- destinations named from this card: its column (4.4.5.4), further left / right (4.4.5.5) -------

@pytest.mark.parametrize("jet_zone, blocked, token_zone", [(3, False, 8), (3, True, None), (2, False, None), (7, False, 4)])
def test_a_token_appears_only_in_an_empty_zone_of_this_cards_column(jet_zone, blocked, token_zone):
    """「「触手」トークンを1枚、これと同じ縦列のあなたの空いているエリアに出現させる」: this card in zone 3
    makes it in zone 8 (its column, 4.4.5.4), nothing when 8 is taken; from zone 2, whose column holds
    no other zone of yours, nothing."""
    s = jet_board("【出現時】「触手」トークンを1枚、これと同じ縦列のあなたの空いているエリアに出現させる。")
    if blocked:
        s.put(s.new_card("Tank", "A"), "A.zone8")
    played(s, jet_zone)
    made = [n for n in range(1, 9) if "触手" in names(s, f"A.zone{n}")]
    assert made == ([token_zone] if token_zone else [])


@pytest.mark.parametrize("verb", ["、これより右側の空いているエリアに出現させる", "、これより右の空いているエリアに出現させる"])
def test_a_card_appears_only_further_right_than_this_card(verb):
    """「あなたの捨て札の交戦カードを1枚、これより右側の空いているエリアに出現させる」 with this card in
    zone 4: zones 5 and 6 only (4.4.5.5.1; 7, paired with 4, is neither)."""
    s = jet_board(f"【出現時】あなたの捨て札の交戦カードを1枚{verb}。")
    tank = s.new_card("Tank", "A")
    s.put(tank, "A.discard")
    chooser = Chooser()
    played(s, 4, chooser)
    offered = [d for d in chooser.asked if d.kind == "zone"][-1]
    assert sorted(o.key for o in offered.options) == ["zone5", "zone6"] and s.zone_of(tank) == 5


def test_this_card_moves_only_into_its_own_column():
    """「これを、これと同じ縦列の空いているエリアに移動させてよい」 from zone 4: to 7 only (4.4.5.4, 4.4.7)."""
    s = jet_board("【出現時】これを、これと同じ縦列の空いているエリアに移動させてよい。")
    played(s, 4)
    assert names(s, "A.zone7") == ["Jet"]


# -- who acts once more: a once-a-turn action by its verb or by its name (8.5.2, 8.6.2; 1.3.1) ------

@pytest.mark.parametrize("text, twice", [
    ("このターン、あなたは怪獣カードの出現をさらに1回行える。", True),
    ("このターン、あなたはもう1回怪獣カードを出現させることができる。", True),
    # … with the card said between (EL-054's class): the main phase named, 手札から, the potential form
    ("このターン、あなたはメインフェイズに手札から怪獣カードをもう1回出現させることができる。", True),
    ("このターン、あなたは手札から怪獣カードをもう1回出現させられる。", True),
    ("このターン、あなたはメインフェイズにもう1回進攻できる。", False),
    ("このターン、あなたは進攻をもう1回行える。", False),
    ("カードを1枚引く。", False)])
def test_a_monster_card_played_once_more_this_turn_by_the_actions_name(text, twice):
    """「あなたは怪獣カードの出現をさらに1回行える」: after Jet, A plays a second monster card by 8.5
    this turn (8.5.2 allows one; the card's text is above the rule, 1.3.1); an invasion allowed once
    more, or nothing said, leaves the second refused."""
    s = jet_board(f"【出現時】{text}", deck=("A", 2))
    s.defs["Titan"] = make_card("Titan", "monster", "I", "red", "Godzilla", threat=10000)
    titans = [s.new_card("Titan", "A") for _ in range(2)]
    for titan in titans:
        s.put(titan, "A.hand")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, [PlayBattle(jet, 5), PlayMonster(titans[0])], Chooser())
    if twice:
        play(game, [PlayMonster(titans[1])], Chooser())
        assert s.top_of_invading("A") == titans[1]
    else:
        with pytest.raises(IllegalAction, match="8.5.2"):
            game.act(PlayMonster(titans[1]))


# -- 入れ替える: this card and a card of its master's hand or discard pile (5.6.1) -------------------

@pytest.mark.parametrize("text", ["あなたの手札の交戦カード1枚とこれを入れ替えてよい。",
                                  "これとあなたの手札の交戦カード1枚を入れ替える。"])
def test_this_card_swaps_with_a_battle_card_of_the_hand_which_appears(text):
    """5.6.1: Jet goes to the hand and Scout from the hand into Jet's zone at once; Scout appears
    there (5.11.1), so its own 【出現時】 draws a card."""
    s = jet_board(f"【出現時】{text}", deck=("A", 2))
    s.defs["Scout"] = make_card("Scout", "battle", "1", "red", "Weapon", counter=1000, text="【出現時】カードを1枚引く。")
    scout = s.new_card("Scout", "A")
    s.put(scout, "A.hand")
    played(s, 4)
    assert names(s, "A.zone4") == ["Scout"] and "Jet" in names(s, "A.hand") and len(s.areas["A.hand"]) == 2


def test_a_swap_with_no_card_that_may_appear_does_nothing():
    """5.6.2: with no battle card in the hand, neither card moves."""
    s = jet_board("【出現時】あなたの手札の交戦カード1枚とこれを入れ替える。")
    s.defs["Plan"] = make_card("Plan", "strategy", "1", "red", "Weapon", text="")
    s.put(s.new_card("Plan", "A"), "A.hand")
    played(s, 4)
    assert names(s, "A.zone4") == ["Jet"] and names(s, "A.hand") == ["Plan"]


@pytest.mark.parametrize("text", ["あなたのエリアにいる等級3以下の交戦カード1枚と、あなたの手札の交戦カード1枚を入れ替える。",
                                  "あなたの手札の交戦カード1枚と、あなたのエリアにいる等級3以下の交戦カード1枚を入れ替える。"])
def test_a_chosen_battle_card_on_the_field_swaps_with_one_of_the_hand(text):
    """5.6.1: of A's battle cards on the field only Tank (rank 2, zone 6) is rank 3 or less — Heavy (rank 6)
    is not; Tank goes to the hand and Scout from the hand appears in zone 6 (5.11.1), drawing by its
    【出現時】 (the seventh set's ZS-036 found the class)."""
    s = jet_board(f"【出現時】{text}", deck=("A", 2), more=(make_card("Heavy", "battle", "6", "red", "Weapon", counter=6000),))
    s.defs["Scout"] = make_card("Scout", "battle", "1", "red", "Weapon", counter=1000, text="【出現時】カードを1枚引く。")
    s.put(s.new_card("Scout", "A"), "A.hand")
    s.put(s.new_card("Tank", "A"), "A.zone6")
    s.put(s.new_card("Heavy", "A"), "A.zone7")
    chooser = play_jet(s, 4, lambda d: next(o.key for o in d.options if "zone 6" in o.label or "Tank" in o.label))
    assert names(s, "A.zone6") == ["Scout"] and names(s, "A.zone7") == ["Heavy"] and names(s, "A.zone4") == ["Jet"]
    assert "Tank" in names(s, "A.hand") and len(s.areas["A.hand"]) == 2 and chooser is not None


def test_a_field_card_swap_with_no_card_of_the_hand_that_may_appear_does_nothing():
    """5.6.2: with no battle card in A's hand, A's Tank stays in zone 6 and nothing is chosen."""
    s = jet_board("【出現時】あなたのエリアにいる交戦カード1枚と、あなたの手札の交戦カード1枚を入れ替える。")
    s.put(s.new_card("Tank", "A"), "A.zone6")
    asked = []
    play_jet(s, 4, lambda d: asked.append(d) or d.options[0].key)
    assert names(s, "A.zone6") == ["Tank"] and not s.areas["A.hand"] and not asked


# -- the monster deck as a place: looked at whole, taken from (4.6.2) --------------------------------

@pytest.mark.parametrize("text", ["あなたの怪獣デッキを見て、その中の等級Ⅳの怪獣カードを1枚まで公開し、手札に加える。",
                                  "あなたの怪獣デッキから等級4の怪獣カードを1枚まで手札に加える。"])
def test_a_rank_four_monster_is_taken_from_the_monster_deck(text):
    """「あなたの怪獣デッキを見て、その中の等級Ⅳの怪獣カードを1枚まで公開し、手札に加える」: of A's monster
    deck (seen whole by A, in no order: 4.6.2) the rank IV King goes to the hand, the rank III Baby stays."""
    s = jet_board(f"【出現時】{text}")
    s.defs["King"] = make_card("King", "monster", "IV", "red", "Godzilla", threat=40000)
    s.defs["Baby"] = make_card("Baby", "monster", "III", "red", "Godzilla", threat=30000)
    for name in ("Baby", "King"):
        s.put(s.new_card(name, "A"), "A.monster_deck")
    played(s, chooser=Chooser({"yes-no": "yes"}))
    assert names(s, "A.hand") == ["King"] and names(s, "A.monster_deck") == ["Baby"]


# -- a prohibition for a time that names cards (1.3.3, 10.2.1.2) ----------------------------------

def test_a_prohibition_for_a_time_binds_only_the_cards_it_names_and_survives_a_save():
    """「次の相手のターン終了時まで、相手は手札から等級4以下の交戦カードを出現させることができない」: B may
    not play its rank 2 Tank from the hand, may play its rank 5 Big, and a Tank in its discard pile is
    not named; kept in a game saved to text and loaded."""
    s = jet_board("【出現時】次の相手のターン終了時まで、相手は手札から等級4以下の交戦カードを出現させることができない。",
                  more=(make_card("Big", "battle", "5", "blue", "Weapon", counter=9000),))
    small, big, dropped = s.new_card("Tank", "B"), s.new_card("Big", "B"), s.new_card("Tank", "B")
    s.put(small, "B.hand")
    s.put(big, "B.hand")
    s.put(dropped, "B.discard")
    played(s)
    for state in (s, GameState.from_text(s.to_text())):
        game = new_game(state, compile_card)
        assert game.forbids("B", "play-battle", zone=3, card=small)
        assert not game.forbids("B", "play-battle", zone=3, card=big)
        assert not game.forbids("B", "play-battle", zone=3, card=dropped)
        assert not game.forbids("A", "play-battle", zone=3, card=small)


def test_the_opponent_in_its_turn_cannot_play_a_named_card_but_may_play_another():
    """The same prohibition as B acts (8.2, 1.3.3): PlayBattle of the rank 2 Tank is refused, of Big not."""
    s = jet_board("【出現時】次の相手のターン終了時まで、相手は手札から等級4以下の交戦カードを出現させることができない。",
                  more=(make_card("Big", "battle", "5", "blue", "Weapon", counter=9000),))
    small, big = s.new_card("Tank", "B"), s.new_card("Big", "B")
    s.put(small, "B.hand")
    s.put(big, "B.hand")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, [PlayBattle(jet, 5), EndMain()], Chooser())
    assert s.turn_player == "B"
    s.position["A"] = 6  # B may play up to rank 6 (8.2.1)
    with pytest.raises(IllegalAction, match="1.3.3"):
        game.act(PlayBattle(small, 3))
    play(game, [PlayBattle(big, 3)], Chooser())
    assert s.zone_of(big) == 3


# -- a granted continuous change of the card's own numbers (10.8.1.2) --------------------------------

@pytest.mark.parametrize("hand, bonus", [(0, 2000), (4, 0)])
def test_cards_granted_a_change_of_their_own_counter_power_have_it(hand, bonus):
    """「あなたのエリアにいる交戦カードすべては「あなたの手札が3枚以下なら、これの撃退力+2000。」を得る」:
    A's Tank and Jet itself have +2000 while A holds 3 cards or fewer (the granted ability's own
    condition, read for the card that has it); B's Tank has nothing."""
    s = jet_board("あなたのエリアにいる交戦カードすべては「あなたの手札が3枚以下なら、これの撃退力+2000。」を得る。")
    jet, mine, theirs = s.new_card("Jet", "A"), s.new_card("Tank", "A"), s.new_card("Tank", "B")
    s.put(jet, "A.zone4")
    s.put(mine, "A.zone3")
    s.put(theirs, "B.zone3")
    for _ in range(hand):
        s.put(s.new_card("Tank", "A"), "A.hand")
    game = new_game(s, compile_card)
    assert [game.counter_power(c) for c in (jet, mine, theirs)] == [2000 + bonus, 6000 + bonus, 6000]


def test_a_change_granted_for_this_turn_ends_with_it():
    """「このターン、これは「これの撃退力+3000。」を得る」 (10.8.1.2, 7.5.6): +3000 this turn only."""
    s = jet_board("【出現時】このターン、これは「これの撃退力+3000。」を得る。")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.hand")
    play(game, [PlayBattle(jet, 4)], Chooser())
    assert game.counter_power(jet) == 5000
    play(game, [EndMain()], Chooser())
    assert s.turn_player == "B" and game.counter_power(jet) == 2000


@pytest.mark.parametrize("where, jet_zone, token_zone", [("前", 4, 7), ("前", 7, None), ("後ろ", 7, 4), ("後", 3, None)])
def test_a_token_appears_in_front_of_or_behind_this_card_only(where, jet_zone, token_zone):
    """「「結晶体」トークンを1枚、これの前の空いているエリアに出現させる」 (4.4.5.1): 7 is in front of 4,
    4 behind 7; nothing in front of 7 or behind 3."""
    s = jet_board(f"【出現時】「結晶体」トークンを1枚、これの{where}の空いているエリアに出現させる。")
    played(s, jet_zone)
    made = [n for n in range(1, 9) if "結晶体" in names(s, f"A.zone{n}")]
    assert made == ([token_zone] if token_zone else [])


# -- zones named from this card's, whose said or unsaid (4.4.5): in front / behind, left / right,
#    adjacent across the table, as a condition's place, a for-each count and a verb's cards ----------

@pytest.mark.parametrize("jet_zone, tank, bonus", [(3, ("A", 8), 3000), (3, ("B", 8), 0), (3, ("A", 4), 0),
                                                   (4, ("A", 7), 3000), (8, ("A", 3), 0), (7, None, 0)])
def test_a_card_of_a_players_in_the_zone_in_front_of_this_one(jet_zone, tank, bonus):
    """「これの前のエリアにあなたの交戦カードがいるなら、これの撃退力+3000」 (NS-040's class): 8 is in
    front of 3 and 7 of 4 (4.4.5.1); the opponent's zone 8 and a zone beside it are not; from zone 8
    nothing is in front."""
    s = jet_board("これの前のエリアにあなたの交戦カードがいるなら、これの撃退力+3000。")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, f"A.zone{jet_zone}")
    if tank:
        s.put(s.new_card("Tank", tank[0]), f"{tank[0]}.zone{tank[1]}")
    assert game.counter_power(jet) == 2000 + bonus


@pytest.mark.parametrize("whose, counted", [("あなたの", (1, 2)), ("", (1, 2, "B4")), ("相手の", ("B4",))])
def test_each_card_further_left_than_this_one_counts(whose, counted):
    """「これより左にいる(あなたの|相手の)?交戦カード1枚につき、これの撃退力+2000」 (NS-043's class) with
    this card in zone 4: A's 1, 2 are left; 3/8 (one place left) are too, 7 (paired with 4, 4.4.5.5.1.1)
    and 5 are not; the opponent's zone 4 is left of it as A sees it (4.4.5.5.2). Whose unsaid: both."""
    s = jet_board(f"これより左にいる{whose}交戦カード1枚につき、これの撃退力+2000。")
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.zone4")
    for zone in (1, 2, 7, 5):
        s.put(s.new_card("Tank", "A"), f"A.zone{zone}")
    s.put(s.new_card("Tank", "B"), "B.zone4")
    s.put(s.new_card("Tank", "B"), "B.zone1")
    assert game.counter_power(jet) == 2000 + 2000 * len(counted)


@pytest.mark.parametrize("jet_zone, foe_zone, destroyed", [(8, 8, True), (8, 7, False), (3, 8, False), (7, 8, False)])
def test_the_opponents_zone_adjacent_to_this_one_is_only_zone_8_from_zone_8(jet_zone, foe_zone, destroyed):
    """「これに隣接している相手のエリアにいる交戦カードを破壊する」 (NS-041's class): a player's zone and the
    opponent's are adjacent only when both are zone 8 (4.4.5.2)."""
    s = jet_board("【出現時】これに隣接している相手のエリアにいる交戦カードを破壊する。")
    s.put(s.new_card("Tank", "B"), f"B.zone{foe_zone}")
    played(s, jet_zone)
    assert (names(s, f"B.zone{foe_zone}") == []) is destroyed


@pytest.mark.parametrize("position, destroyed", [(8, ["B.zone8"]), (7, []), (3, [])])
def test_a_monster_adjacent_across_the_table_destroys_only_from_zone_8(position, destroyed):
    """NS-041: 「【進攻時】これに隣接している相手のエリアにいる交戦カードを破壊する」 on the invading monster
    reads its zone as its position (3.3.3.2): from zone 8 the opponent's zone 8 is adjacent (4.4.5.2),
    the opponent's zone 7 never is."""
    s = jet_board("")
    s.defs["Godzilla"] = make_card("Godzilla", "monster", "I", "red", "Godzilla", threat=10000,
                                   text="【進攻時】これに隣接している相手のエリアにいる交戦カードを破壊する。")
    s.position["A"] = position
    for zone in (8, 7):
        s.put(s.new_card("Tank", "B"), f"B.zone{zone}")
    game = new_game(s, compile_card)
    [ability] = compile_card(s.defs["Godzilla"])
    assert next(game.layer.run_all(ability.effects, "A", s.top_of_invading("A"), ability), None) is None
    assert [z for z in ("B.zone8", "B.zone7") if not s.areas[z]] == destroyed


# -- a continuous change of the rank of cards in a player's hand (2.3.2.2), read by the play rank (8.2.1) --

@pytest.mark.parametrize("whose, raised", [("あなたの", "A"), ("相手の", "B")])
def test_a_change_of_rank_in_a_players_hand_is_the_rank_they_play_it_by(whose, raised):
    """「(あなたの|相手の)手札にある交戦カードすべての等級+1」 (NS-035's class) on Jet in A's zone 3: that
    player's Tank (rank 2) in the hand is rank 3 (2.3.2.2), the other player's stays 2; a battle card
    is played only if its rank is at most the opponent monster's zone (8.2.1: B's monster in zone 2)."""
    s = jet_board(f"{whose}手札にある交戦カードすべての等級+1。")
    game = new_game(s, compile_card)
    s.put(s.new_card("Jet", "A"), "A.zone3")
    tanks = {p: s.new_card("Tank", p) for p in "AB"}
    for player, tank in tanks.items():
        s.put(tank, f"{player}.hand")
    assert {p: game.play_rank(t) for p, t in tanks.items()} == {p: 3 if p == raised else 2 for p in "AB"}
    if raised == "A":
        with pytest.raises(IllegalAction, match="8.2.1"):
            game.act(PlayBattle(tanks["A"], 5))
    else:
        game.act(PlayBattle(tanks["A"], 5))
        assert names(s, "A.zone5") == ["Tank"]


def test_a_change_of_rank_in_the_hand_leaves_the_cards_on_the_field():
    """The change reaches cards in the hand only: a Tank in A's zone 4 keeps its rank 2 (2.3.2.2)."""
    s = jet_board("あなたの手札にある交戦カードすべての等級+1。")
    game = new_game(s, compile_card)
    s.put(s.new_card("Jet", "A"), "A.zone3")
    tank = s.new_card("Tank", "A")
    s.put(tank, "A.zone4")
    assert game.rank(tank) == 2


@pytest.mark.parametrize("turn, rank", [("B", 3), ("A", 2)])
def test_a_change_of_rank_in_the_opponents_hand_during_their_turn(turn, rank):
    """NS-035: 「相手のターン中、相手の手札にある交戦カードすべての等級+1」: B's Tank is played as rank 3
    on B's turn (8.2.1), and is rank 2 on A's."""
    s = jet_board("相手のターン中、相手の手札にある交戦カードすべての等級+1。")
    s.turn_player = turn
    game = new_game(s, compile_card)
    s.put(s.new_card("Jet", "A"), "A.zone3")
    tank = s.new_card("Tank", "B")
    s.put(tank, "B.hand")
    assert game.play_rank(tank) == rank


# -- a destination that is the zone of a player's monster: moved there, then crushed (5.2.1, 11.3.3) ----

@pytest.mark.parametrize("text", ["相手のエリアにいる交戦カードを1枚、相手の怪獣カードがいるエリアに移動させる",
                                  "相手のエリアにいる交戦カードをすべて、相手の怪獣カードがいるエリアに移動させてよい"])
def test_a_card_moved_into_the_zone_of_a_monster_is_crushed_even_if_kept_from_effects(text):
    """NS-059's class: B's Shield (「これは相手の効果で破壊されない」) moved into zone 2, where B's monster is,
    is destroyed by the crush (11.3.3), a rule process (11.1.1), not by the effect: it goes to B's discard."""
    shield = make_card("Shield", "battle", "2", "red", "Weapon", counter=3000, text="これは相手の効果で破壊されない。")
    s = jet_board(f"【出現時】{text}。", more=(shield,))
    s.put(s.new_card("Shield", "B"), "B.zone4")
    chooser = Chooser({"move": "yes"})
    played(s, 5, chooser)
    assert names(s, "B.zone4") == [] and names(s, "B.zone2") == [] and names(s, "B.discard") == ["Shield"]


def test_a_card_may_stay_out_of_the_monsters_zone():
    """「…移動させてよい」: the master may leave it where it is (1.3.2)."""
    s = jet_board("【出現時】相手のエリアにいる交戦カードを1枚、相手の怪獣カードがいるエリアに移動させてよい。")
    s.put(s.new_card("Tank", "B"), "B.zone4")
    played(s, 5, Chooser({"move": "no"}))
    assert names(s, "B.zone4") == ["Tank"]
