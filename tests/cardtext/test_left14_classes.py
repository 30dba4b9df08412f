"""The forms the thirteenth round left unread (issue 18, round 14), each a family read in every slot and RUN on a board
where it decides what happens: this card moved to the zone in front of / behind / next to it with no 空いている (5.2.1,
4.4.5.1, 4.4.5.2 with 4.4.5.5.1; 11.5.1 and 11.3.3 after), 【進化N】 with no trait (12.6.2)."""

import pytest

from judgekit.cardtext import compile_text
from judgekit.cardtext.matrix import measure
from judgekit.cardtext.matrix.left14 import cells

from jet_board import Chooser, Zones, jet_board, jet_played, play_jet, words


def test_no_cell_of_the_rounds_families_is_refused_or_read_as_another_meaning():
    """The matrix's part for this round (judgekit.cardtext.matrix.left14): each family in each slot, right."""
    assert [(r.outcome, r.cell.text, r.why[:120]) for r in measure(cells()).failures] == []


# -- this card to the zone named from it, said without 空いている (5.2.1; 4.4.5.1; 4.4.5.2 + 4.4.5.5.1) ----------------

@pytest.mark.parametrize("said", ["これを後ろのエリアに移動させる", "これの後ろのエリアに移動させる", "これをこれの後ろのエリアに移動させる",
                                  "これの後ろのエリアに移動する"])
def test_this_card_moves_behind_into_an_empty_zone(said):
    """Jet played into zone 6 moves to zone 5, behind it (4.4.5.1: 6 is in front of 5)."""
    s = jet_board(f"出現時{said}。")
    _game, jet = jet_played(s, 6)
    assert s.zone_of(jet) == 5


def test_the_zone_need_not_be_empty_and_the_card_placed_last_stays():
    """No 空いている printed (4.4.7 is asked only when said): Jet moves into zone 5 where A's Tank is; 5.2.1 places it
    there last, so 11.5.1 destroys the Tank, not Jet."""
    s = jet_board("出現時これを後ろのエリアに移動させる。")
    tank = s.new_card("Tank", "A")
    s.put(tank, "A.zone5")
    _game, jet = jet_played(s, 6)
    assert s.zone_of(jet) == 5 and s.where(tank) == "A.discard"
    assert "even if a card is in it" in words("出現時これを後ろのエリアに移動させる。")


def test_into_its_monsters_zone_it_is_crushed():
    """「これを左隣のエリアに移動させる」 from zone 2: zone 1 is where A's Godzilla stands — Jet is crushed (11.3.3)."""
    s = jet_board("出現時これを左隣のエリアに移動させる。")
    _game, jet = jet_played(s, 2)
    assert s.where(jet) == "A.discard"


@pytest.mark.parametrize("said, zone, to", [("これを右隣のエリアに移動させる", 3, 4), ("これを左隣のエリアに移動させる", 4, 3),
                                            ("これの前のエリアに移動させる", 4, 7), ("これを右隣のエリアに移動させる", 8, 7)])
def test_each_side_names_one_zone(said, zone, to):
    """4.4.5.2 with 4.4.5.5.1: next to it on that side (3 → 4, 4 → 3, 8 → 7); 4.4.5.1: 7 is in front of 4."""
    s = jet_board(f"出現時{said}。")
    _game, jet = jet_played(s, zone)
    assert s.zone_of(jet) == to


@pytest.mark.parametrize("said, zone", [("これを後ろのエリアに移動させる", 3), ("これを前のエリアに移動させる", 8),
                                        ("これを右隣のエリアに移動させる", 5)])
def test_with_no_such_zone_nothing_happens(said, zone):
    """1.3.2: zone 3 has none behind it, 8 none in front, 5 none to its right (6 is beside it by number but not to its
    right, 4.4.5.5.1.1) — Jet stays."""
    s = jet_board(f"出現時{said}。")
    _game, jet = jet_played(s, zone)
    assert s.zone_of(jet) == zone


@pytest.mark.parametrize("answer, zone", [("yes", 5), ("no", 6)])
def test_a_may_is_the_masters_choice(answer, zone):
    """「…移動させてよい」: A says yes — Jet moves behind; no — it stays (1.3.4)."""
    s = jet_board("出現時これを後ろのエリアに移動させてよい。")
    _game, jet = jet_played(s, 6, Chooser({"yes-no": answer}))
    assert s.zone_of(jet) == zone


# -- 【進化N】 with no trait (12.6.2) ---------------------------------------------------------------------------------

@pytest.mark.parametrize("keyword", ["逆襲", "出現時", "進攻時", "拠点"])
def test_evolution_with_no_trait_is_refused_not_read_as_the_keyword(keyword):
    """12.6.2 gives 【進化(等級)】 a meaning only with its trait: 「【進化5】【逆襲】…」 names no trait; the keyword after it
    was read as the trait's name (the ability it opens lost) — now refused, by name."""
    with pytest.raises(Exception, match="12.6.2"):
        compile_text(f"【進化5】【{keyword}】カードを1枚引く。")


def test_evolution_with_its_trait_keeps_the_keyword_after_it():
    abilities = compile_text("【進化5】【ゴジラ】【逆襲】カードを1枚引く。")
    assert [a.keyword for a in abilities][0] == "evolution" and len(abilities) == 2


# -- until a later phase or turn BEGINS (10.2.1.2; 7.1: to the end of the phase before it) ----------------------------

@pytest.mark.parametrize("said, in_b_main, in_a_main", [
    ("次のあなたのターンのスタートフェイズ開始時まで", 4000, 2000), ("次のあなたのスタートフェイズ開始時まで", 4000, 2000),
    ("次のあなたのターン開始時まで", 4000, 2000), ("次の相手のメインフェイズ開始時まで", 2000, 2000),
    ("次の相手のターン終了時まで", 4000, 2000), ("次のターンの開始時まで", 2000, 2000)])
def test_a_change_until_a_phase_begins_ends_as_the_phase_before_it_ends(said, in_b_main, in_a_main):
    """Jet +2000 made in A's main phase: until A's next start phase begins it holds through B's turn and is gone in
    A's next main phase; until B's main phase begins it is gone in B's main phase (while 「…ターン終了時まで」 still
    holds there); until the next turn begins it ends with A's turn."""
    from judgekit.engine.controllers import play
    from judgekit.engine.decisions import EndMain
    s = jet_board(f"出現時{said}、これの撃退力+2000する。", deck=("A", 5))
    for _ in range(5):
        s.put(s.new_card("Tank", "B"), "B.deck")
    game, jet = jet_played(s, 5)
    assert game.counter_power(jet) == 4000
    play(game, [EndMain()], Chooser())
    assert s.turn_player == "B" and game.counter_power(jet) == in_b_main
    play(game, [EndMain()], Chooser())
    assert s.turn_player == "A" and game.counter_power(jet) == in_a_main


# -- 「相手は自分の…のうち、最も右側の…を選び」: left and right as the chooser sees them (4.4.5.5.1, 4.4.5.5.2) ------------

@pytest.mark.parametrize("said, gone, stays", [("最も右側の", 5, 3), ("最も左側の", 3, 5), ("相手から見て最も右側の", 5, 3),
                                               ("あなたから見て最も右側の", 3, 5)])
def test_the_choosers_own_rightmost_is_seen_from_the_chooser(said, gone, stays):
    """B's Tanks in B's zones 3 and 5: B's rightmost is zone 5 (4.4.5.5.1, as B sees them); 「あなたから見て」 says A's view,
    where B's zone 3 is the rightmost (4.4.5.5.2)."""
    text = f"出現時相手は自分の交戦カードのうち、{said}交戦カードを1枚選び、破壊する。"
    s = jet_board(text)
    tanks = {n: s.new_card("Tank", "B") for n in (3, 5)}
    for n, tank in tanks.items():
        s.put(tank, f"B.zone{n}")
    play_jet(s)
    assert s.where(tanks[gone]) == "B.discard" and s.zone_of(tanks[stays]) == stays


def test_each_player_choosing_their_rightmost_is_refused_without_whose_view():
    with pytest.raises(Exception, match="4.4.5.5.2"):
        compile_text("出現時各プレイヤーは自分の交戦カードのうち、最も右側の交戦カードを1枚選び、破壊する。")


# -- zones named: among a range, by the opponent, several, then 「そのエリア」「指定したエリア」 (10.5.3, 3.1.2.3.1, 4.4.4.1) ----

def _tanks(s, player: str, *zones: int) -> dict[int, str]:
    found = {n: s.new_card("Tank", player) for n in zones}
    for n, tank in found.items():
        s.put(tank, f"{player}.zone{n}")
    return found


def test_a_zone_named_among_a_range_offers_only_those_zones():
    """「相手のエリア6~8のうち1つを指定し」: A is offered B's zones 6, 7 and 8 only; naming 7 destroys the Tank there, not
    the one in zone 3."""
    s = jet_board("出現時相手のエリア6~8のうち1つを指定し、そのエリアにいる相手の交戦カードを1枚破壊する。")
    tanks = _tanks(s, "B", 3, 7)
    chooser = play_jet(s, chooser=Zones("zone7"))
    named = [d for d in chooser.asked if d.kind == "zone"][0]
    assert [o.key for o in named.options] == ["zone6", "zone7", "zone8"] and named.player == "A"
    assert s.where(tanks[7]) == "B.discard" and s.zone_of(tanks[3]) == 3


def test_the_opponent_names_the_zone_when_the_text_says_so():
    """「相手は自分のエリアを1つ指定する。」: B decides (3.1.2.3.1), among B's zones; B names 3 — B's Tank there is destroyed,
    B's Tank in zone 7 stays."""
    s = jet_board("出現時相手は自分のエリアを1つ指定する。そのエリアにいる交戦カードを1枚破壊する。")
    tanks = _tanks(s, "B", 3, 7)
    chooser = play_jet(s, chooser=Zones("zone3"))
    assert [d.player for d in chooser.asked if d.kind == "zone"] == ["B"]
    assert s.where(tanks[3]) == "B.discard" and s.zone_of(tanks[7]) == 7


def test_a_zone_number_named_with_no_side_is_the_zone_of_the_player_named_next():
    """「相手はエリアを1つ指定する。そのエリアにいる相手の交戦カードを…」: B names a number (4.4.4.1); A's Tank in A's zone 3
    is not B's, so only B's zone-3 Tank goes."""
    s = jet_board("出現時相手はエリアを1つ指定する。そのエリアにいる相手の交戦カードをすべて破壊する。")
    theirs, mine = _tanks(s, "B", 3), _tanks(s, "A", 3)
    play_jet(s, chooser=Zones("zone3"))
    assert s.where(theirs[3]) == "B.discard" and s.zone_of(mine[3]) == 3


@pytest.mark.parametrize("named, boosted", [(("zone3", "zone4"), (3, 4)), (("zone3", "stop"), (3,)), (("stop",), ())])
def test_up_to_two_zones_named_each_counts(named, boosted):
    """「あなたのエリアを2つまで指定し、このターン、指定したエリアにいるあなたの交戦カードすべての撃退力+1000する」: every zone
    named (1.3.5.1: up to two, none too) — A's Tanks there +1000, the one in zone 6 not."""
    s = jet_board("出現時あなたのエリアを2つまで指定し、このターン、指定したエリアにいるあなたの交戦カードすべての撃退力+1000する。")
    tanks = _tanks(s, "A", 3, 4, 6)
    game, _jet = jet_played(s, 5, Zones(*named))
    assert {n for n, t in tanks.items() if game.counter_power(t) == 7000} == set(boosted)


@pytest.mark.parametrize("where", ["そのエリアに", "指定したエリアに"])
def test_a_token_is_made_in_the_zone_named(where):
    """「あなたのエリアを1つ指定し、そのエリアに「結晶体」トークンを1枚出現させる」: A names zone 4 — the token appears there
    (10.5.3, 9.1.2), in no other zone."""
    from judgekit.engine.cards import make_card
    text = f"出現時あなたのエリアを1つ指定し、{where}「結晶体」トークンを1枚出現させる。"
    s = jet_board(text, more=(make_card("結晶体", "battle", "1", "red", "Token", counter=0),))
    play_jet(s, chooser=Zones("zone4", "zone4"))
    assert [s.cards[c].name for c in s.areas["A.zone4"]] == ["結晶体"]
    assert "named before" in words(text)


def test_a_card_played_from_the_discard_pile_into_the_zone_named_among_a_range():
    """「あなたのエリア3~5のうち1つを指定し、あなたの捨て札から交戦カードを1枚、そのエリアに出現させる」: A names zone 3 of 3–5;
    the Tank from A's discard pile appears there (5.11.1)."""
    s = jet_board("出現時あなたのエリア3~5のうち1つを指定し、あなたの捨て札から交戦カードを1枚、そのエリアに出現させる。")
    tank = s.new_card("Tank", "A")
    s.put(tank, "A.discard")
    chooser = play_jet(s, chooser=Zones("zone3", "zone3"))
    assert s.zone_of(tank) == 3
    assert [o.key for o in [d for d in chooser.asked if d.kind == "zone"][0].options] == ["zone3", "zone4", "zone5"]


@pytest.mark.parametrize("text", ["出現時指定したエリアに「結晶体」トークンを1枚出現させる。",
                                  "出現時相手の交戦カードを1枚選び、そのエリアに「結晶体」トークンを1枚出現させる。"])
def test_a_zone_said_with_none_named_before_is_refused(text):
    with pytest.raises(Exception, match="10.5.3|5.11.1"):
        compile_text(text)


# -- それ after a condition naming one player's monster (10.5; 3.3: one monster to a player) ----------------------------

@pytest.mark.parametrize("threat, after", [(10000, 9000), (9000, 9000)])
def test_it_after_the_opponents_monsters_threat_is_that_monster(threat, after):
    """「相手の怪獣カードの脅威度が10000以上なら、このターン、それの脅威度-1000する」: B's Foe (threat 10000) loses 1000; at
    9000 the condition fails and nothing changes (it was read, and found no card to reach)."""
    s = jet_board("出現時相手の怪獣カードの脅威度が10000以上なら、このターン、それの脅威度-1000する。", foe_threat=threat)
    game, _jet = jet_played(s, 5)
    assert game.threat("B") == after


@pytest.mark.parametrize("said, zone", [("相手の怪獣カードの脅威度が10000以上なら、それを1エリア後退させる", 1),
                                        ("相手の怪獣カードの等級がI以上なら、それを1エリア後退させる", 1),
                                        ("相手の怪獣カードの脅威度が20000以上なら、それを1エリア後退させる", 2)])
def test_it_after_the_opponents_monsters_number_moves_that_monster(said, zone):
    """B's Foe stands in zone 2: it moves back to zone 1 when the condition holds (5.13.2), else stays."""
    s = jet_board(f"出現時{said}。")
    play_jet(s)
    assert s.position["B"] == zone


def test_it_after_a_card_chosen_is_that_card_not_the_monster():
    """10.5.3: a verb that takes cards between them makes それ those cards — B's Tank loses 1000, the Foe keeps 10000."""
    s = jet_board("出現時相手の怪獣カードの脅威度が10000以上なら、相手の交戦カードを1枚選び、このターン、それの撃退力-1000する。")
    tank = _tanks(s, "B", 3)[3]
    game, _jet = jet_played(s, 5)
    assert game.counter_power(tank) == 5000 and game.threat("B") == 10000


# -- this card from the hand to the deck (10.3.4.1: the ability works from the hand; 1.3.2) ----------------------------

def _hider_game(text: str, answer: str = "yes"):
    """A's "Hider" (carrying ``text``) in A's hand, A's deck of 10 Tanks; A plays Jet and ends the turn (A's hand drawn
    up to 5 at 7.5.4): B's start phase begins, where Hider's ability, meant for the hand, is met (10.3.4.1)."""
    from judgekit.engine.cards import make_card
    from judgekit.engine.controllers import play
    from judgekit.engine.decisions import EndMain
    s = jet_board("", deck=("A", 10), more=(make_card("Hider", "battle", "1", "red", "Weapon", counter=1000, text=text),))
    for _ in range(3):
        s.put(s.new_card("Tank", "B"), "B.deck")
    hider = s.new_card("Hider", "A")
    s.put(hider, "A.hand")
    game, _jet = jet_played(s, 5)
    play(game, [EndMain()], Chooser({"yes-no": answer}))
    return s, hider


@pytest.mark.parametrize("said", ["これを手札から山札の下に置いてよい", "これを、あなたの手札から山札の下に置いてよい",
                                  "あなたの手札から、これを山札の下に置いてよい"])
def test_this_card_goes_from_the_hand_to_the_deck_and_then(said):
    """「相手のスタートフェイズ開始時、これを手札から山札の下に置いてよい。そうしたら、カードを2枚引く」: the ability works from A's
    hand (10.3.4.1); Hider goes to the bottom of A's deck and A draws 2 (hand 5 - 1 + 2)."""
    s, hider = _hider_game(f"相手のスタートフェイズ開始時、{said}。そうしたら、カードを2枚引く。")
    assert s.areas["A.deck"][-1] == hider and len(s.areas["A.hand"]) == 6


@pytest.mark.parametrize("said", ["あなたの手札からこれを山札の上に置く", "これを手札から山札の上に置く"])
def test_this_card_goes_from_the_hand_to_the_top_of_the_deck(said):
    s, hider = _hider_game(f"相手のスタートフェイズ開始時、{said}。")
    assert s.areas["A.deck"][0] == hider and len(s.areas["A.hand"]) == 4


def test_declined_it_stays_in_the_hand_and_nothing_follows():
    s, hider = _hider_game("相手のスタートフェイズ開始時、これを手札から山札の下に置いてよい。そうしたら、カードを2枚引く。", "no")
    assert s.where(hider) == "A.hand" and len(s.areas["A.hand"]) == 5


def test_as_a_cost_from_the_hand():
    """「これを手札から山札の下に置くことで、カードを2枚引く」: paid from the hand (10.5.4), then A draws."""
    s, hider = _hider_game("相手のスタートフェイズ開始時、これを手札から山札の下に置くことで、カードを2枚引く。")
    assert s.areas["A.deck"][-1] == hider and len(s.areas["A.hand"]) == 6


def test_shuffled_into_the_deck():
    """「あなたの手札からこれを山札に戻し、シャッフルする」: into A's deck (10 - 4 drawn + Hider), the deck shuffled (5.3.1)."""
    s, hider = _hider_game("相手のスタートフェイズ開始時、あなたの手札からこれを山札に戻し、シャッフルする。")
    assert s.where(hider) == "A.deck" and len(s.areas["A.deck"]) == 7 and len(s.areas["A.hand"]) == 4


def test_not_in_the_hand_nothing_is_done():
    """1.3.2 (10.3.4.2): Hider on the field — its ability meant for the hand is not met there; it stays in its zone."""
    from judgekit.engine.cards import make_card
    from judgekit.engine.controllers import play
    from judgekit.engine.decisions import EndMain
    text = "相手のスタートフェイズ開始時、これを手札から山札の下に置く。"
    s = jet_board("", deck=("A", 10), more=(make_card("Hider", "battle", "1", "red", "Weapon", counter=1000, text=text),))
    hider = s.new_card("Hider", "A")
    s.put(hider, "A.zone3")
    game, _jet = jet_played(s, 5)
    play(game, [EndMain()], Chooser())
    assert s.zone_of(hider) == 3


# -- per card put into a hand this turn (5.4.1, 5.2.1: drawn, searched, returned — recorded only when a card asks) ------

@pytest.mark.parametrize("first, whose, fell", [("カードを2枚引く。", "あなた", 2), ("", "あなた", 0), ("カードを2枚引く。", "相手", 0),
                                               ("あなたのエリアにいる交戦カードを1枚手札に戻す。", "あなた", 1)])
def test_per_card_put_into_a_hand_this_turn(first, whose, fell):
    """「このターンに(あなた|相手)が手札に加えたカード1枚につき、相手の怒りを1減らす」: A draws 2 (5.4.1 moves each to the hand)
    — B's rage falls by 2; A's Tank returned to A's hand counts too (5.2.1); B put none in B's hand."""
    text = f"出現時{first}このターンに{whose}が手札に加えたカード1枚につき、相手の怒りを1減らす。"
    s = jet_board(text, deck=("A", 4))
    _tanks(s, "A", 3)
    s.rage["B"] = 4
    play_jet(s)
    assert s.rage["B"] == 4 - fell


def test_a_game_without_such_a_card_records_nothing():
    """Speed (issue 18): the hand's records are kept only where a card asks — a draw in another game leaves no record."""
    s = jet_board("出現時カードを2枚引く。", deck=("A", 4))
    play_jet(s)
    assert not s.records_hand and not any(r.startswith("to-hand:") for r in s.done["A"])


# -- a zone named from another card, as a destination (4.4.5.4, 4.4.5.1, 4.4.5.2) ----------------------------------------

def test_this_card_moves_into_the_opponents_monsters_column():
    """B's Foe stands in B's zone 2, in the column of A's zones 4 and 7 (4.4.5.4): those are the empty zones offered."""
    s = jet_board("出現時これを相手の怪獣カードと同じ縦列の空いているエリアに移動させる。")
    chooser = Zones("zone7")
    _game, jet = jet_played(s, 5, chooser)
    assert s.zone_of(jet) == 7 and [o.key for o in chooser.asked[0].options] == ["zone4", "zone7"]


def test_a_token_in_the_opponents_monsters_column():
    from judgekit.engine.cards import make_card
    s = jet_board("出現時「結晶体」トークンを1枚、相手の怪獣カードと同じ縦列のあなたのエリアに出現させる。",
                  more=(make_card("結晶体", "battle", "1", "red", "Token", counter=0),))
    play_jet(s, chooser=Zones("zone4"))
    assert [s.cards[c].name for c in s.areas["A.zone4"]] == ["結晶体"]


def test_a_token_next_to_the_card_chosen_before():
    """「あなたの交戦カードを1枚選び、それの隣接エリアに…」: A's Tank in zone 3 — zones 2, 4 and 8 are next to it (4.4.5.2)."""
    from judgekit.engine.cards import make_card
    s = jet_board("出現時あなたの交戦カードを1枚選び、それの隣接エリアに「結晶体」トークンを1枚出現させる。",
                  more=(make_card("結晶体", "battle", "1", "red", "Token", counter=0),))
    tank = _tanks(s, "A", 3)[3]
    chooser = Zones("zone8")
    chooser.answers = {"card": tank}
    play_jet(s, chooser=chooser)
    assert [s.cards[c].name for c in s.areas["A.zone8"]] == ["結晶体"]
    assert [o.key for o in [d for d in chooser.asked if d.kind == "zone"][0].options] == ["zone2", "zone4", "zone8"]


@pytest.mark.parametrize("position, zone", [(3, 8), (1, 5)])
def test_this_card_moves_in_front_of_your_monster(position, zone):
    """「これをあなたの怪獣カードの前の空いているエリアに移動させる」: the monster in zone 3 — zone 8 (4.4.5.1); in zone 1 there is
    no zone in front of it, and Jet stays (1.3.2)."""
    s = jet_board("出現時これをあなたの怪獣カードの前の空いているエリアに移動させる。")
    s.position["A"] = position
    _game, jet = jet_played(s, 5)
    assert s.zone_of(jet) == zone


# -- 「次に…が出現した時」: a timed trigger met the next time only (10.6.5, 10.6.5.1) --------------------------------------

@pytest.mark.parametrize("whose", ["あなたの交戦カード"])
def test_the_next_time_a_battle_card_appears_it_is_met_once(whose):
    """Made as Jet appears; A plays two Tanks after it: one card drawn for the first, none for the second (10.6.5.1)."""
    from judgekit.engine.controllers import play
    from judgekit.engine.decisions import PlayBattle
    s = jet_board(f"出現時次に{whose}が出現した時、カードを1枚引く。", deck=("A", 5))
    tanks = [s.new_card("Tank", "A") for _ in range(2)]
    for tank in tanks:
        s.put(tank, "A.hand")
    game, _jet = jet_played(s, 5)
    drawn = len(s.areas["A.hand"])
    play(game, [PlayBattle(tanks[0], 3)], Chooser())
    assert len(s.areas["A.hand"]) == drawn - 1 + 1
    play(game, [PlayBattle(tanks[1], 4)], Chooser())
    assert len(s.areas["A.hand"]) == drawn - 2 + 1 and not s.timed
