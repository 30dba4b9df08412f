"""Two ways one step hangs on the one before (judgekit.engine.abilities.AbilityLayer.run_all):
「Aし、B」 — B is part of A's sentence: skipped only when A was not carried out (its condition, its cost,
its "may"), done when A was carried out and could do nothing (1.3.2); 「Aする。そうしたら、B」 — B only if A
was actually done (10.2.1.3.2)."""

from judgekit.engine.decisions import NO_MORE

from tests.cardtext.jet_board import Chooser, jet_board, play_jet, words


def test_a_step_after_an_impossible_one_is_still_done():  # 1.3.2
    s = jet_board("【出現時】あなたの捨て札から交戦カードを1枚出現させ、相手の交戦カードを1枚破壊する。")
    s.put(s.new_card("Tank", "B"), "B.zone4")
    play_jet(s, 5)
    assert not s.areas["B.zone4"]  # nothing in the discard pile to make appear: the destruction still happens
    assert "appear; then destroy" in words("【出現時】あなたの捨て札から交戦カードを1枚出現させ、相手の交戦カードを1枚破壊する。")


def test_if_you_do_after_an_impossible_step_is_not_done():  # 10.2.1.3.2: そうしたら hangs on the step being done
    text = "【出現時】あなたの捨て札から交戦カードを1枚出現させる。そうしたら、相手の交戦カードを1枚破壊する。"
    s = jet_board(text)
    tank = s.new_card("Tank", "B")
    s.put(tank, "B.zone4")
    play_jet(s, 5)
    assert s.areas["B.zone4"] == [tank]
    s = jet_board(text)  # with a card to make appear, the step is done and the destruction follows
    s.put(s.new_card("Tank", "A"), "A.discard")
    s.put(s.new_card("Tank", "B"), "B.zone4")
    play_jet(s, 5)
    assert not s.areas["A.discard"] and not s.areas["B.zone4"]
    assert "; if you do, destroy" in words(text)


def test_a_condition_over_a_chain_skips_every_step_of_it():  # 10.5: 「…なら、Aし、B」
    text = "【出現時】相手の怒りが5以上なら、カードを1枚引き、相手の交戦カードを1枚破壊する。"
    for rage, destroyed in ((0, False), (5, True)):
        s = jet_board(text, deck=("A", 2))
        s.rage["B"] = rage
        tank = s.new_card("Tank", "B")
        s.put(tank, "B.zone4")
        play_jet(s, 5)
        assert (len(s.areas["A.hand"]), s.areas["B.zone4"]) == ((1, []) if destroyed else (0, [tank]))
    assert " and then destroy" in words(text)  # said inside the condition's clause


def test_a_declined_may_skips_the_chain_after_it():  # 「…てよい。そうしたら、Aし、B」
    text = "【出現時】あなたの手札を1枚捨ててよい。そうしたら、カードを1枚引き、相手の交戦カードを1枚破壊する。"
    for answer in ("no", "yes"):
        s = jet_board(text, deck=("A", 2))
        s.put(s.new_card("Tank", "A"), "A.hand")
        tank = s.new_card("Tank", "B")
        s.put(tank, "B.zone4")
        play_jet(s, 5, Chooser({"yes-no": answer}))
        if answer == "no":
            assert (len(s.areas["A.deck"]), s.areas["B.zone4"]) == (2, [tank])
        else:  # paid: the draw, and the destruction joined to it
            assert (len(s.areas["A.deck"]), s.areas["B.zone4"]) == (1, [])
    assert "; if you do, draw 1 card and then destroy" in words(text)  # the destruction is no step of its own


def test_a_cost_not_paid_skips_the_chain():  # 10.5.4: 「…ことで、Aし、B」
    s = jet_board("【出現時】あなたの手札を1枚捨てることで、カードを1枚引き、相手の交戦カードを1枚破壊する。", deck=("A", 2))
    tank = s.new_card("Tank", "B")
    s.put(tank, "B.zone4")
    play_jet(s, 5)  # no card in the hand to pay with
    assert (len(s.areas["A.deck"]), s.areas["B.zone4"]) == (2, [tank])


def test_up_to_none_chosen_then_it_names_no_card():  # 10.5.3.1.1, 10.5.3.1.2: 「それ」 is no earlier effect's card
    s = jet_board("【出現時】あなたの山札を上から1枚捨て札にし、相手の交戦カードを1枚まで選び、それを手札に戻す。",
                  deck=("A", 1))
    tank = s.new_card("Tank", "B")
    s.put(tank, "B.zone4")
    milled = s.areas["A.deck"][0]
    play_jet(s, 5, Chooser({"card": NO_MORE.key}))
    assert s.areas["A.discard"] == [milled] and s.areas["B.zone4"] == [tank] and not s.areas["B.hand"]


def test_a_step_that_did_nothing_leaves_no_card_for_it():  # 1.3.2, 10.5.3.1.2
    # the draw found no card: "それ" after it is no card, never the one milled before it
    s = jet_board("【出現時】あなたの山札を上から1枚捨て札にし、カードを1枚引き、それを捨てる。", deck=("A", 1))
    milled = s.areas["A.deck"][0]
    play_jet(s, 5)
    assert s.areas["A.discard"] == [milled]
