"""The forms the fourteenth round left unread (issue 18, round 15), each a family read in every slot and RUN on a board
where it decides what happens: a place named from another card as a filter (4.4.5.1, 4.4.5.2, 3.3.3.2)."""

import pytest

from judgekit.cardtext import compile_text
from judgekit.cardtext.describe import describe
from judgekit.cardtext.matrix import measure
from judgekit.cardtext.matrix.left15 import cells

from jet_board import Chooser, Zones, jet_board, play_jet, words


def test_no_cell_of_the_rounds_families_is_refused_or_read_as_another_meaning():
    """The matrix's part for this round (judgekit.cardtext.matrix.left15): each family in each slot, right."""
    assert [(r.outcome, r.cell.text, r.why[:120]) for r in measure(cells()).failures] == []


def _tanks(s, player: str, *zones: int) -> dict[int, str]:
    found = {n: s.new_card("Tank", player) for n in zones}
    for n, tank in found.items():
        s.put(tank, f"{player}.zone{n}")
    return found


# -- a place named from another card, as a filter (4.4.5.1, 4.4.5.2; 3.3.3.2) -------------------------------------------

def test_cards_next_to_the_card_chosen_before_on_its_side():
    """「相手の交戦カードを1枚選び、それの隣接エリアにいる相手の交戦カードをすべて破壊する」: B's Tank in zone 3 chosen — B's
    zones 2, 4 and 8 are next to it (4.4.5.2): the Tanks in 4 and 8 are destroyed, the one in 6 and the chosen one stay."""
    s = jet_board("出現時相手の交戦カードを1枚選び、それの隣接エリアにいる相手の交戦カードをすべて破壊する。")
    tanks = _tanks(s, "B", 3, 4, 6, 8)
    play_jet(s, chooser=Chooser({"card": tanks[3]}))
    assert [n for n, t in tanks.items() if s.where(t) == "B.discard"] == [4, 8]
    assert "next to the card named before" in words("出現時相手の交戦カードを1枚選び、それの隣接エリアにいる相手の交戦カードをすべて破壊する。")


@pytest.mark.parametrize("said, gone", [("前", 8), ("後ろ", 3)])
def test_the_zone_in_front_of_or_behind_the_card_chosen(said, gone):
    """4.4.5.1: B's chosen Tank in zone 3 has zone 8 in front of it; chosen in 8, zone 3 is behind it — only that
    zone's card is destroyed."""
    s = jet_board(f"出現時相手の交戦カードを1枚選び、選んだカードの{said}のエリアにいる相手の交戦カードを1枚破壊する。")
    tanks = _tanks(s, "B", 3, 8, 4)
    chosen = tanks[3] if said == "前" else tanks[8]
    play_jet(s, chooser=Chooser({"card": chosen}))
    assert [n for n, t in tanks.items() if s.where(t) == "B.discard"] == [gone]


def test_front_and_behind_pair_zones_of_one_player_only():
    """4.4.5.1 names a zone in front of another of the SAME player's: A's Tank in zone 3 chosen, 「その前のエリアにいる相手の
    交戦カード」 finds none (B's zone 8 is not in front of A's zone 3) — nothing is destroyed (1.3.2)."""
    s = jet_board("出現時あなたの交戦カードを1枚選び、選んだカードの前のエリアにいる相手の交戦カードを1枚破壊する。")
    mine = _tanks(s, "A", 3)[3]
    theirs = _tanks(s, "B", 8, 3)
    play_jet(s, chooser=Chooser({"card": mine}))
    assert all(s.zone_of(t) == n for n, t in theirs.items())


def test_across_the_table_only_zone_8_is_next_to_zone_8():
    """4.4.5.2: A's Tank in zone 8 chosen — B's zone 8 is next to it, B's zone 7 is not."""
    s = jet_board("出現時あなたの交戦カードを1枚選び、それの隣接エリアにいる相手の交戦カードをすべて破壊する。")
    mine = _tanks(s, "A", 8)[8]
    theirs = _tanks(s, "B", 8, 7)
    play_jet(s, chooser=Chooser({"card": mine}))
    assert s.where(theirs[8]) == "B.discard" and s.zone_of(theirs[7]) == 7


def test_next_to_the_opponents_monster_in_its_position():
    """3.3.3.2: B's Foe stands in B's zone 2 — 「相手の怪獣カードの隣接エリアにいる相手の交戦カード」 are those in B's 1 and 3
    (4.4.5.2); the one in 4 stays."""
    s = jet_board("出現時相手の怪獣カードの隣接エリアにいる相手の交戦カードを1枚破壊する。")
    tanks = _tanks(s, "B", 3, 4)
    play_jet(s)
    assert s.where(tanks[3]) == "B.discard" and s.zone_of(tanks[4]) == 4


def test_a_continuous_change_next_to_your_monster():
    """「あなたの怪獣カードの隣接エリアにいるあなたの交戦カードすべての撃退力+1000」 on Jet: A's monster in zone 1 — the Tank in
    zone 2 is next to it (+1000), the one in 4 is not."""
    from judgekit.engine.abilities import new_game
    from judgekit.cardtext import compile_card
    s = jet_board("あなたの怪獣カードの隣接エリアにいるあなたの交戦カードすべての撃退力+1000。")
    tanks = _tanks(s, "A", 2, 4)
    game = new_game(s, compile_card)
    jet = s.new_card("Jet", "A")
    s.put(jet, "A.zone5")
    assert game.counter_power(tanks[2]) == 7000 and game.counter_power(tanks[4]) == 6000


@pytest.mark.parametrize("said, gone", [("その怪獣カードと同じ縦列にいるあなたの", "A4"), ("それの隣接エリアにいる相手の", "B3")])
def test_it_after_a_condition_on_the_opponents_monster_is_that_monster(said, gone):
    """「相手の怪獣カードの脅威度が10000以上なら、その怪獣カードと同じ縦列にいる…」: B's Foe in B's zone 2 (3.3.3.2) — A's zone 4
    is in its column (4.4.5.4), B's zone 3 next to it (4.4.5.2): the card there is destroyed, the other stays."""
    s = jet_board(f"出現時相手の怪獣カードの脅威度が10000以上なら、{said}交戦カードを1枚破壊する。")
    mine, theirs = _tanks(s, "A", 4)[4], _tanks(s, "B", 3)[3]
    play_jet(s)
    assert (s.where(mine) == "A.discard", s.where(theirs) == "B.discard") == (gone == "A4", gone == "B3")

# -- 「相手の最も右側にいる交戦カード」: as the master sees them (4.4.5.5.2, 4.4.5.5.4) ------------------------------------------

def test_the_opponents_rightmost_is_seen_from_the_master():
    """4.4.5.5.2: B's zone 1 is B's leftmost and A's view of B's rightmost — 「相手の最も右側にいる交戦カードを破壊する」 destroys
    the Tank there, not the one in B's zone 4 (the reading says 'as you see them')."""
    s = jet_board("出現時相手の最も右側にいる交戦カードを破壊する。")
    tanks = _tanks(s, "B", 1, 4)
    play_jet(s)
    assert s.where(tanks[1]) == "B.discard" and s.zone_of(tanks[4]) == 4
    assert "rightmost of them as you see them" in words("出現時相手の最も右側にいる交戦カードを破壊する。")


def test_your_leftmost_and_a_tie_of_front_and_behind():
    """4.4.5.5.1.1: A's zones 4 and 7 are neither left nor right of each other — both are A's leftmost beside Jet in 5,
    and 「1枚」 lets A choose the one in 7 (4.4.5.5.4)."""
    s = jet_board("出現時あなたの最も左側の交戦カードを1枚破壊する。")
    tanks = _tanks(s, "A", 4, 7)
    chooser = play_jet(s, zone=5, chooser=Chooser({"card": tanks[7]}))
    asked = [d for d in chooser.asked if d.kind == "card"]
    assert sorted(o.key for o in asked[0].options) == sorted([tanks[4], tanks[7]])
    assert s.where(tanks[7]) == "A.discard" and s.zone_of(tanks[4]) == 4


# -- 「山札の上から」 with no owner: the master's own deck (3.1.2.3.1) ---------------------------------------------------------

@pytest.mark.parametrize("said", ["山札の上から2枚を捨て札にする", "山札を上から2枚捨て札にする"])
def test_a_mill_of_the_deck_unnamed_is_the_masters(said):
    """3.1.2.3.1: no player named, the master does it — A's top 2 into A's discard pile; B's deck untouched."""
    s = jet_board(f"出現時{said}。", deck=("A", 4))
    for _ in range(3):
        s.put(s.new_card("Tank", "B"), "B.deck")
    play_jet(s)
    assert len(s.areas["A.deck"]) == 2 and len(s.areas["A.discard"]) == 2 and len(s.areas["B.deck"]) == 3


def test_a_look_of_the_deck_unnamed_takes_from_the_masters():
    """「山札の上から3枚を見て、その中から交戦カードを1枚手札に加え、残りを捨て札にする」: A's deck (3.1.2.3.1; 5.5.1)."""
    s = jet_board("出現時山札の上から3枚を見て、その中から交戦カードを1枚手札に加え、残りを捨て札にする。", deck=("A", 4))
    play_jet(s)
    assert len(s.areas["A.deck"]) == 1 and len(s.areas["A.discard"]) == 2 and len(s.areas["A.hand"]) == 1


# -- this card from the monster deck to the deck (10.3.4.1; 1.3.2) ---------------------------------------------------------

def _rex_game(text: str, answer: str = "yes", where: str = "A.monster_deck"):
    """A's monster "Rex" (carrying ``text``) in A's monster deck (or ``where``), A's deck of 10 Tanks; A plays Jet and ends
    the turn: B's start phase begins, where Rex's ability, meant for the monster deck, is met (10.3.4.1)."""
    from judgekit.engine.cards import make_card
    from judgekit.engine.controllers import play
    from judgekit.engine.decisions import EndMain
    from jet_board import jet_played
    s = jet_board("", deck=("A", 10), more=(make_card("Rex", "monster", "II", "red", "Godzilla", threat=9000, text=text),))
    for _ in range(3):
        s.put(s.new_card("Tank", "B"), "B.deck")
    rex = s.new_card("Rex", "A")
    s.put(rex, where)
    game, _jet = jet_played(s, 5)
    play(game, [EndMain()], Chooser({"yes-no": answer}))
    return s, rex


@pytest.mark.parametrize("said, top", [("これを怪獣デッキから山札の上に置く", True), ("あなたの怪獣デッキからこれを山札の下に置く", False)])
def test_this_card_goes_from_the_monster_deck_to_the_deck(said, top):
    """「相手のスタートフェイズ開始時、これを怪獣デッキから山札の上に置く」: the ability works from the monster deck (10.3.4.1); Rex
    goes to the top (bottom) of A's deck (4.1.7: its owner's)."""
    s, rex = _rex_game(f"相手のスタートフェイズ開始時、{said}。")
    assert s.areas["A.deck"][0 if top else -1] == rex and rex not in s.areas["A.monster_deck"]


def test_from_the_monster_deck_as_a_cost_then_draw():
    """「これを怪獣デッキから山札の下に置くことで、カードを2枚引く」: paid from the monster deck (10.5.4), then A draws 2."""
    s, rex = _rex_game("相手のスタートフェイズ開始時、これを怪獣デッキから山札の下に置くことで、カードを2枚引く。")
    assert s.areas["A.deck"][-1] == rex and len(s.areas["A.hand"]) == 7


def test_from_the_monster_deck_declined_it_stays():
    s, rex = _rex_game("相手のスタートフェイズ開始時、これを怪獣デッキから山札の下に置いてよい。そうしたら、カードを2枚引く。", "no")
    assert s.where(rex) == "A.monster_deck" and len(s.areas["A.hand"]) == 5


def test_not_in_the_monster_deck_nothing_is_done():
    """1.3.2: Rex in A's discard pile — its ability meant for the monster deck is not met there (10.3.4.1)."""
    s, rex = _rex_game("相手のスタートフェイズ開始時、これを怪獣デッキから山札の下に置く。", where="A.discard")
    assert s.where(rex) == "A.discard"


# -- 「次に…カードが…た時」 with the kind unsaid (10.6.5; 5.11, 5.12) ----------------------------------------------------------

def test_the_next_time_your_card_appears_is_met_once():
    """「次にあなたのカードが出現した時、カードを1枚引く」: a battle card is a card that appears (5.11.1); A plays two Tanks — one
    card drawn for the first, none for the second (10.6.5.1)."""
    from judgekit.engine.controllers import play
    from judgekit.engine.decisions import PlayBattle
    from jet_board import jet_played
    s = jet_board("出現時次にあなたのカードが出現した時、カードを1枚引く。", deck=("A", 5))
    tanks = [s.new_card("Tank", "A") for _ in range(2)]
    for tank in tanks:
        s.put(tank, "A.hand")
    game, _jet = jet_played(s, 5)
    drawn = len(s.areas["A.hand"])
    play(game, [PlayBattle(tanks[0], 3)], Chooser())
    assert len(s.areas["A.hand"]) == drawn - 1 + 1
    play(game, [PlayBattle(tanks[1], 4)], Chooser())
    assert len(s.areas["A.hand"]) == drawn - 2 + 1 and not s.timed
    assert "a monster card as the invading monster" in words("出現時次にあなたのカードが出現した時、カードを1枚引く。")


@pytest.mark.parametrize("kind, key", [("strategy", "A.strategy1"), ("battle", "A.zone3")])
def test_a_card_destroyed_is_a_battle_or_a_strategy_card(kind, key):
    """「あなたのカードが破壊されるたび、カードを1枚引く」 on A's Watcher: a strategy card destroyed is a card destroyed (5.12),
    and so is a battle card — one card drawn either way."""
    from judgekit.engine.cards import make_card
    text = "出現時あなたの戦略カードを1枚破壊する。" if kind == "strategy" else "出現時あなたの他の交戦カードを1枚破壊する。"
    s = jet_board(text, deck=("A", 3), more=(
        make_card("Watcher", "battle", "1", "red", "Weapon", counter=1000, text="あなたのカードが破壊されるたび、カードを1枚引く。"),
        make_card("Plan", "strategy", "1", "red", "Plan", text="")))
    s.put(s.new_card("Watcher", "A"), "A.zone7")
    s.put(s.new_card("Plan" if kind == "strategy" else "Tank", "A"), key)
    play_jet(s)
    assert len(s.areas["A.hand"]) == 1 and len(s.areas["A.deck"]) == 2


# -- a monster's move replaced when an effect causes it (10.9.1; 3.1.2) ------------------------------------------------------

def _godzilla_says(s, text: str) -> None:
    from judgekit.engine.cards import make_card
    s.defs["Godzilla"] = make_card("Godzilla", "monster", "I", "red", "Godzilla", threat=10000, text=text)
    s.position["A"] = 3


@pytest.mark.parametrize("cause, replaced", [("効果で", True), ("あなたの効果で", True), ("相手の効果で", False)])
def test_a_retreat_by_an_effect_is_replaced_as_its_cause_says(cause, replaced):
    """A's Godzilla: 「これが(cause)後退する場合、かわりにカードを1枚引く」; Jet's own effect moves it back (A's effect, 3.1.2):
    「効果で」 and 「あなたの効果で」 replace it — Godzilla stays in zone 3 and A draws (10.9.1.1); 「相手の効果で」 does not."""
    s = jet_board("出現時あなたの怪獣カードを1エリア後退させる。", deck=("A", 3))
    _godzilla_says(s, f"これが{cause}後退する場合、かわりにカードを1枚引く。")
    play_jet(s)
    assert (s.position["A"], len(s.areas["A.hand"])) == ((3, 1) if replaced else (2, 0))


def test_the_end_phase_advance_is_no_effect():
    """「これが効果で前進する際、かわりに…」: the end phase's advance is the rules' step (7.5.2), no effect's — Godzilla moves
    forward and A draws nothing from the replacement."""
    from judgekit.engine.controllers import play
    from judgekit.engine.decisions import EndMain
    from jet_board import jet_played
    s = jet_board("", deck=("A", 10))
    _godzilla_says(s, "これが効果で前進する際、かわりにカードを1枚引く。")
    game, _jet = jet_played(s, 5)
    play(game, [EndMain()], Chooser())
    assert s.position["A"] == 4
    assert not any("instead of" in step.text for step in game.trace)


# -- a chosen card moved into the zone named, occupied or not (5.2.1; 11.5.1; 3.1.2) -----------------------------------------

MOVE_NAMED = "出現時あなたのエリアを1つ指定し、相手の交戦カードを1枚選び、選んだ交戦カードをそのエリアに移動させる。"


@pytest.mark.parametrize("named, destroyed", [(4, False), (3, True)])
def test_a_chosen_card_moves_into_the_zone_named_even_if_occupied(named, destroyed):
    """A names its zone 4 (empty) or 3 (A's Tank there): B's Tank moves there and is A's now (3.1.2); into zone 3, 5.2.1
    places it after A's Tank, and 11.5.1 keeps the card placed last — A's Tank is destroyed."""
    s = jet_board(MOVE_NAMED)
    mine = _tanks(s, "A", 3)[3]
    theirs = _tanks(s, "B", 6)[6]
    play_jet(s, chooser=Zones(f"zone{named}"))
    assert s.where(theirs) == f"A.zone{named}" and s.master(theirs) == "A"
    assert (s.where(mine) == "A.discard") is destroyed
    assert "even if a card is in it" in words(MOVE_NAMED)


def test_the_opponents_zone_named_the_card_stays_theirs():
    """「相手のエリアを1つ指定し、相手の交戦カードを1枚、指定したエリアに移動させる」: B's zone 7 named — B's Tank from 6 moves
    into B's 7 (B's card still, 3.1.2), where B's other Tank is destroyed (11.5.1)."""
    s = jet_board("出現時相手のエリアを1つ指定し、相手の交戦カードを1枚、指定したエリアに移動させる。")
    tanks = _tanks(s, "B", 6, 7)
    play_jet(s, chooser=Zones("zone7", "zone7"))
    chosen_was_6 = s.where(tanks[6]) == "B.zone7"
    moved, hit = (tanks[6], tanks[7]) if chosen_was_6 else (tanks[7], tanks[6])
    assert s.where(moved) == "B.zone7" and s.master(moved) == "B"
    assert chosen_was_6 and s.where(hit) == "B.discard"


@pytest.mark.parametrize("referent, monsters", [("その怪獣カード", True), ("それ", True), ("選んだカード", False)])
def test_only_it_or_that_monster_after_a_monster_condition_is_that_monster(referent, monsters):
    """「相手の怪獣カードがエリア7にいるなら、その怪獣カード(それ)と同じ縦列にいる…」 names the monster the condition names
    (3.3.3.2, 4.4.5.4); 「選んだカード」 names a card chosen, never a monster a condition only speaks of."""
    words, _rules = describe(compile_text(f"【出現時】相手の怪獣カードがエリア7にいるなら、{referent}と同じ縦列にいる"
                                          "あなたの交戦カードを1枚破壊する。")[0])
    assert ("the opponent's monster's column" in words) is monsters, words
