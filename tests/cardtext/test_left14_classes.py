"""The forms the thirteenth round left unread (issue 18, round 14), each a family read in every slot and RUN on a board
where it decides what happens: this card moved to the zone in front of / behind / next to it with no 空いている (5.2.1,
4.4.5.1, 4.4.5.2 with 4.4.5.5.1; 11.5.1 and 11.3.3 after), 【進化N】 with no trait (12.6.2)."""

import pytest

from judgekit.cardtext import compile_text
from judgekit.cardtext.matrix import measure
from judgekit.cardtext.matrix.left14 import cells

from jet_board import Chooser, jet_board, jet_played, play_jet, words


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
