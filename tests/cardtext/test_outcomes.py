"""Every verb tells the engine whether it did anything (judgekit.engine.abilities.Outcome): a step asked of
a player that cannot be done is simply not done (1.3.2, 1.3.2.1, 1.3.2.2) — carried out, NOTHING — so
「そうしたら、B」 skips B (10.2.1.3.2) and 「そうしなかったなら、B」 does B (10.5), while 「Aし、B」 still does B
(1.3.2: the rest is done as far as possible). Each verb below is played twice: once on a board where it
changes nothing, once where it changes the board."""

import pytest

from judgekit.engine.cards import make_card

from tests.cardtext.jet_board import jet_board, play_jet

IF_DONE, IF_NOT = "そうしたら", "そうしなかったなら"


def rage_after(step: str, join: str, *, deck: int, hand: int = 0, rage_b: int = 0) -> int:
    """B's rage after Jet's 「step。join、相手の怒りを1増やす。」, A holding ``deck`` Tanks in the deck and
    ``hand`` in the hand, B's rage at ``rage_b``."""
    s = jet_board(f"【出現時】{step}。{join}、相手の怒りを1増やす。", deck=("A", deck))
    for _ in range(hand):
        s.put(s.new_card("Tank", "A"), "A.hand")
    s.rage["B"] = rage_b
    play_jet(s, 5)
    return s.rage["B"]


@pytest.mark.parametrize("step, idle, busy", [
    # a draw from an empty deck and an empty discard pile draws nothing (11.2.4)
    ("カードを1枚引く", {"deck": 0}, {"deck": 2}),
    # a mill of an empty deck puts nothing into the discard pile (1.3.2)
    ("あなたの山札を上から1枚捨て札にする", {"deck": 0}, {"deck": 2}),
    # a discard of an empty hand discards nothing (1.3.2)
    ("あなたの手札をすべて捨てる", {"deck": 0}, {"deck": 0, "hand": 2}),
    ("あなたの手札を1枚捨てる", {"deck": 0}, {"deck": 0, "hand": 2}),
])
def test_a_step_that_changed_nothing_is_not_done(step, idle, busy):  # 1.3.2, 10.2.1.3.2
    assert rage_after(step, IF_DONE, **idle) == 0  # nothing done: 「そうしたら」 does not follow
    assert rage_after(step, IF_DONE, **busy) == 1
    assert rage_after(step, IF_NOT, **idle) == 1  # 「そうしなかったなら」 does
    assert rage_after(step, IF_NOT, **busy) == 0


def test_a_rage_at_its_bound_does_not_go_down():  # 3.4.4: a rage of 0 does not go lower, so nothing was done
    def drawn(rage: int, join: str) -> int:
        s = jet_board(f"【出現時】相手の怒りを1減らす。{join}、カードを1枚引く。", deck=("A", 2))
        s.rage["B"] = rage
        play_jet(s, 5)
        return len(s.areas["A.hand"])
    assert (drawn(0, IF_DONE), drawn(1, IF_DONE)) == (0, 1)
    assert (drawn(0, IF_NOT), drawn(1, IF_NOT)) == (1, 0)


def test_a_rage_set_to_what_it_is_is_not_done():  # 1.3.2.1: made again what it already is, it is not done
    def drawn(rage: int) -> int:
        s = jet_board(f"【出現時】相手の怒りを3にする。{IF_DONE}、カードを1枚引く。", deck=("A", 2))
        s.rage["B"] = rage
        play_jet(s, 5)
        return len(s.areas["A.hand"])
    assert (drawn(3), drawn(1)) == (0, 1)


@pytest.mark.parametrize("before", ["", "これを手札に戻す。その後、"])
def test_a_card_gone_is_not_destroyed(before):  # 1.3.2: a destruction of a card no longer on the field
    for join, drawn_if_gone, drawn_if_here in ((IF_DONE, 0, 1), (IF_NOT, 1, 0)):
        s = jet_board(f"【出現時】{before}これを破壊する。{join}、カードを1枚引く。", deck=("A", 2))
        play_jet(s, 5)
        hand = [c for c in s.areas["A.hand"] if s.definition(c).name == "Tank"]
        assert len(hand) == (drawn_if_gone if before else drawn_if_here)


def test_a_step_that_did_nothing_still_carries_its_sentence():  # 1.3.2: 「Aし、B」 — B is done as far as possible
    s = jet_board("【出現時】カードを1枚引き、相手の怒りを1増やす。")  # nothing to draw
    play_jet(s, 5)
    assert s.rage["B"] == 1


# -- 「この効果で(verb)したなら」 / 「…しなかったなら」 said by every verb's own words (10.2.1.3.2, 10.5) --------------

LARVA = make_card("Larva", "battle", "1", "blue", "Mothra", counter=1000, text="進化3《Mothra》")
IMAGO = make_card("Imago", "battle", "3", "blue", "Mothra", counter=5000)
PLAN = make_card("Plan", "strategy", "1", "red", "Weapon", text="")


def _ready(s, what: str) -> None:
    """The board where the step can be done."""
    if what == "evolve":
        s.put(s.new_card("Larva", "A"), "A.zone3")
        s.put(s.new_card("Imago", "A"), "A.deck")
    elif what == "rage":
        s.rage["B"] = 1
    elif what == "to-deck":
        s.put(s.new_card("Tank", "B"), "B.zone4")
    elif what == "activate":
        s.put(s.new_card("Plan", "A"), "A.discard")
    elif what == "swap":
        s.put(s.new_card("Tank", "A"), "A.zone3")


@pytest.mark.parametrize("what, step, done, undone", [
    ("evolve", "あなたの交戦カードを1枚進化させる", "進化させた", "進化させなかった"),  # 5.17.1
    ("rage", "相手の怒りを1減らす", "怒りを減らした", "怒りを減らさなかった"),  # 3.4.4: 0 does not go down
    ("to-deck", "相手の交戦カードを1枚山札の下に置く", "山札の下に置いた", "山札の下に置かなかった"),  # 5.2.1
    ("activate", "あなたの捨て札から戦略カードを1枚発動する", "発動した", "発動しなかった"),  # 5.9.1
    ("swap", "これとあなたのエリアにいる他の交戦カード1枚のいるエリアを入れ替える", "入れ替えた", "入れ替えなかった"),  # 5.6.1
])
def test_this_effects_verb_done_or_not(what, step, done, undone):
    """「この効果で…したなら」 only when the step was done; 「この効果で…しなかったなら」 only when it was not
    (10.2.1.3.2, 10.5; 1.3.2: a step with nothing to act on is carried out and does nothing)."""
    for ready in (False, True):
        for said, draws in ((done, ready), (undone, not ready)):
            s = jet_board(f"【出現時】{step}。この効果で{said}なら、カードを1枚引く。", more=(LARVA, IMAGO, PLAN),
                          deck=("B", 0))
            s.put(s.new_card("Tank", "A"), "A.deck")  # the card to draw, under anything the step searches for
            if ready:
                _ready(s, what)
            play_jet(s, 5)
            assert any(s.definition(c).name == "Tank" for c in s.areas["A.hand"]) is draws, (said, ready)


def test_a_monster_already_there_is_not_moved_forward():  # 1.3.2.1: made again what it is, it is not done
    for start, drawn in ((1, 1), (3, 0)):
        s = jet_board(f"【出現時】あなたの怪獣カードをエリア3まで前進させる。{IF_DONE}、カードを1枚引く。", deck=("A", 2))
        s.position["A"] = start
        play_jet(s, 5)
        assert (s.position["A"], len(s.areas["A.hand"])) == (3, drawn)
