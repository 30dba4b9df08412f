"""The classes the twelfth set's unread texts showed (issue 18), each read wherever it can stand and run by
the engine on a board where it decides what happens — not the set's sentences, their kinds."""

import pytest

from judgekit.cardtext import compile_card, compile_text
from judgekit.cardtext.describe import describe
from judgekit.cardtext.errors import CompileError
from judgekit.engine.abilities import new_game
from judgekit.engine.decisions import ActivateStrategy
from judgekit.engine.cards import make_card
from judgekit.engine.controllers import play


def words(text: str, strategy: bool = False) -> str:
    return " / ".join(describe(a)[0] for a in compile_text(text, strategy=strategy))


# -- this card from the discard pile, a must as well as a may (TW-060's class; 10.3.4.1, 12.5.2) ------------------

@pytest.mark.parametrize("said", ["あなたの捨て札からこれを手札に戻す", "これをあなたの捨て札から手札に戻す",
                                  "捨て札からこれを手札に戻す"])
def test_this_card_returned_from_the_discard_pile_as_a_must_goes_to_the_hand_unasked(board, burst_to_end_phase, said):
    """12.5.2 then 10.6.4.1.2: Godzilla IV played by 【強襲3】 is put into the discard pile at A's end phase;
    「これが強襲により捨て札になった時、あなたの捨て札からこれを手札に戻す」 returns it to A's hand with no
    choice asked (a must, 10.2.1.3); the monster left on top stays (12.5.3)."""
    game, under, big = burst_to_end_phase(f"強襲3これが強襲により捨て札になった時、{said}。")
    assert board.where(big) == "A.hand" and board.top_of_invading("A") == under
    assert "you may" not in words(f"強襲3これが強襲により捨て札になった時、{said}。")
    assert "return this card from the discard pile to the hand" in words(f"強襲3これが強襲により捨て札になった時、{said}。")


def test_this_card_returned_from_the_discard_pile_as_a_may_is_asked(board, burst_to_end_phase):
    """10.2.1.3.2: 「…手札に戻してよい」 (either word order) asks its master first — the game waits on A."""
    game, _under, big = burst_to_end_phase("強襲3これが強襲により捨て札になった時、これをあなたの捨て札から手札に戻してよい。")
    assert board.where(big) == "A.discard" and game.pending is not None and game.pending.player == "A"
    assert "you may return this card from the discard pile to the hand" in words(
        "強襲3これが強襲により捨て札になった時、これをあなたの捨て札から手札に戻してよい。")


@pytest.mark.parametrize("said, may", [("あなたの捨て札からこれを出現させる", False), ("これをあなたの捨て札から出現させてよい", True),
                                       ("あなたの捨て札にあるこれを出現させる", False)])
def test_this_card_made_to_appear_from_the_discard_pile_reads_either_word_order(said, may):
    """10.3.4.1: 「あなたの捨て札からこれを出現させる」 and 「これをあなたの捨て札から出現させてよい」 are one verb."""
    reading = words(f"あなたの怪獣カードの進攻でこれを手札から捨てた時、{said}。")
    assert "make this card appear from the discard pile" in reading and ("you may" in reading) is may


# -- a rage verb with whose left out: the rage the sentence before changed (TW-031's class; 3.4) --------------------

def _activate(board, add, text: str, invade: bool = False):
    """A activates Plan X (a strategy card carrying ``text``), having invaded with Jet first if ``invade``."""
    from judgekit.engine.decisions import Invade
    board.defs["Plan X"] = make_card("Plan X", "strategy", "1", "red", "Plan", text=text)
    plan, jet = add("Plan X", "A", "hand"), add("Jet", "A", "hand")
    for _ in range(3):
        add("Tank", "A", "deck")
        add("Tank", "B", "deck")
    game = new_game(board, compile_card)
    play(game, ([Invade(jet)] if invade else []) + [ActivateStrategy(plan, 1)],
         lambda decision: decision.options[0].key)  # any choice: the first card offered
    return game


@pytest.mark.parametrize("second, invade, rage", [
    ("さらに怒りを1増やす", True, 2), ("さらに怒りを1増やす", False, 1), ("怒りを1増やす", True, 2),
    ("怒りをさらに2増やす", True, 3), ("さらに、怒りを1増やす", True, 2)])
def test_a_rage_raised_again_with_whose_left_out_is_the_same_monsters(board, add, second, invade, rage):
    """TW-031's class (3.4): 「あなたの怪獣カードの怒りを1増やす。このターンあなたの怪獣カードが進攻していたら、
    さらに怒りを1増やす」 — whose rage the second sentence leaves out is the one the first raised (A's): +2
    after A's invasion this turn, +1 without it; B's rage never moves."""
    text = f"あなたの怪獣カードの怒りを1増やす。このターンあなたの怪獣カードが進攻していたら、{second}。"
    board.rage["A"] = board.rage["B"] = 0
    _activate(board, add, text, invade)
    assert (board.rage["A"], board.rage["B"]) == (rage, 0)
    assert words(text, strategy=True).count("increase your rage") == 2


@pytest.mark.parametrize("verb, rage", [("怒りを1減らす", 2), ("怒りを0にする", 0), ("さらに怒りを0にする", 0)])
def test_a_rage_lowered_or_set_with_whose_left_out_is_the_opponents_the_sentence_before_changed(board, add, verb, rage):
    """3.4: 「相手の怒りを2減らす。…、怒りを1減らす / 怒りを0にする」 — the opponent's rage both times (5 → 3 → 2 or 0);
    A's stays."""
    text = f"相手の怒りを2減らす。相手の手札が1枚以上なら、{verb}。"
    board.rage["A"], board.rage["B"] = 4, 5
    add("Tank", "B", "hand")
    _activate(board, add, text)
    assert (board.rage["A"], board.rage["B"]) == (4, rage)
    assert "opponent's rage" in words(text, strategy=True).split("then", 1)[1]


def test_a_rage_verb_with_whose_left_out_and_no_rage_before_is_not_read():
    """Whose rage 「怒りを1増やす」 changes is said by a rage changed before it; with none, the text is refused
    rather than guessed (3.4)."""
    with pytest.raises(CompileError):
        compile_text("出現時怒りを1増やす。")


# -- kanji numbers in every number slot (TW-080's class; 3.4, 5.13) -------------------------------------------------

@pytest.mark.parametrize("kanji, digits", [
    ("相手の怪獣カードが等級ＩＩ以下なら、相手の怒りを〇にする。", "相手の怪獣カードが等級II以下なら、相手の怒りを0にする。"),
    ("相手の怒りを零にする。", "相手の怒りを0にする。"),
    ("相手の怒りが〇なら、あなたは二枚引く。", "相手の怒りが0なら、あなたは2枚引く。"),
    ("相手の脅威度三〇〇〇〇以下の怪獣カードを一エリア後退させる。", "相手の脅威度30000以下の怪獣カードを1エリア後退させる。"),
    ("相手の脅威度三万以下の怪獣カードを一エリア後退させる。", "相手の脅威度30000以下の怪獣カードを1エリア後退させる。"),
    ("このターン、あなたの交戦カードすべての撃退力を二倍にする。", "このターン、あなたの交戦カードすべての撃退力を2倍にする。"),
    ("このターン、あなたの交戦カードすべての撃退力+二千。", "このターン、あなたの交戦カードすべての撃退力+2000。"),
    ("一ターンに一度、相手の交戦カードが破壊された時、カードを一枚引く。", "1ターンに1回、相手の交戦カードが破壊された時、カードを1枚引く。"),
    ("一ゲームに一回、相手の交戦カードが破壊された時、カードを一枚引く。", "1ゲームに1回、相手の交戦カードが破壊された時、カードを1枚引く。"),
])
def test_a_kanji_number_reads_as_its_digits_wherever_a_number_stands(kanji, digits):
    """normal.py: 〇 and 零 are 0, 十 百 千 万 multiply, a run of digits with 〇 is read in place (「三〇〇〇〇」)."""
    strategy = not kanji.startswith(("一ターン", "一ゲーム"))
    assert words(kanji, strategy=strategy) == words(digits, strategy=strategy)


def test_the_kanji_zero_sets_the_opponents_rage_to_zero(board, add):
    """TW-080 (3.4): 「相手の怪獣カードが等級ＩＩ以下なら、相手の怒りを〇にする」 — B's rank I monster: B's rage 4 → 0."""
    board.rage["A"], board.rage["B"] = 2, 4
    _activate(board, add, "相手の怪獣カードが等級ＩＩ以下なら、相手の怒りを〇にする。")
    assert (board.rage["A"], board.rage["B"]) == (2, 0)


@pytest.mark.parametrize("rage, zone", [(3, 2), (0, 3)])
def test_a_monster_moved_again_with_its_owner_left_out_is_the_same_monster(board, add, rage, zone):
    """5.13.2 with TW-031's class: 「相手の怪獣カードを1エリア後退させる。相手の怒りが3以上なら、怪獣カードを1エリア後退
    させる」 — the second move is of B's monster again (zone 4 → 2 when B's rage is 3; → 3 otherwise); A's stays."""
    board.position["A"], board.position["B"], board.rage["B"] = 3, 4, rage
    _activate(board, add, "相手の怪獣カードを1エリア後退させる。相手の怒りが3以上なら、怪獣カードを1エリア後退させる。")
    assert (board.position["A"], board.position["B"]) == (3, zone)


@pytest.mark.parametrize("said", ["さらに交戦カードを1枚破壊する", "交戦カードを1枚破壊する"])
def test_cards_destroyed_again_with_their_owner_left_out_are_the_same_players(board, add, said):
    """5.12 with TW-031's class: after 「相手の交戦カードを1枚破壊する」, 「(さらに)交戦カードを1枚破壊する」 destroys another
    of B's battle cards (both of B's go), never A's."""
    board.position["B"] = 3
    ours, theirs = add("Tank", "A", "zone4"), [add("Tank", "B", "zone4"), add("Tank", "B", "zone5")]
    _activate(board, add, f"相手の交戦カードを1枚破壊する。{said}。")
    assert [board.where(c) for c in theirs] == ["B.discard", "B.discard"] and board.where(ours) == "A.zone4"
