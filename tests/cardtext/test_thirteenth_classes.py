"""The thirteenth set's classes (issue 18, TH-…): each class read in every slot it stands in, and played on a
board as the rules say."""

import pytest

from judgekit.cardtext import compile_text
from judgekit.engine.ability_data import Cause, Condition, Event, Trigger, Whose
from judgekit.engine.cards import make_card

from jet_board import jet_board, play_jet, words


# -- 「手札から出現したら」: appeared from an area — played from it, or put from it directly by an effect (TH-013) ----

def _seer(text: str):
    return make_card("Seer", "battle", "1", "red", "Weapon", counter=1000, text=text)


def _seer_played(text: str, jet: str, seer_in: str = "A.hand") -> tuple:
    """Jet (carrying ``jet``) played by A from the hand; Seer (carrying ``text``) waits in ``seer_in``; A's deck
    holds 3 Tanks. Returns the state and Seer's card id."""
    s = jet_board(jet, more=(_seer(text),), deck=("A", 3))
    seer = s.new_card("Seer", "A")
    s.put(seer, seer_in)
    play_jet(s)
    return s, seer


PUT_FROM = {"A.hand": "出現時あなたの手札の交戦カードを1枚まで出現させる。",
            "A.discard": "出現時あなたの捨て札から交戦カードを1枚まで出現させる。",
            "A.deck": "出現時あなたの山札から交戦カードを1枚まで探して出現させ、山札をシャッフルする。"}


@pytest.mark.parametrize("said, area, drawn", [
    ("出現時手札から出現したら、", "A.hand", 1), ("出現時手札から出現したら、", "A.discard", 0),
    ("出現時捨て札から出現したら、", "A.discard", 1), ("出現時捨て札から出現したら、", "A.hand", 0),
    ("出現時山札から出現したら、", "A.deck", 1), ("出現時山札から出現したら、", "A.hand", 0),
    ("出現時手札から出現していないなら、", "A.discard", 1), ("出現時手札から出現していないなら、", "A.hand", 0),
    ("これが手札から出現した時、", "A.hand", 1), ("これが手札から出現した時、", "A.discard", 0),
    ("これが捨て札から出現した時、", "A.discard", 1), ("これが捨て札から出現した時、", "A.hand", 0)])
def test_appeared_from_an_area_by_an_effect(said, area, drawn):
    """5.11.3: 「(area)から出現する」 is played from there, or put from there directly into a zone by a rule or an
    effect — Jet's 【出現時】 (as BP03-080's 「あなたの手札の…交戦カードを１枚まで出現させる」) puts Seer into a zone
    from A's hand, discard pile or deck; Seer's condition or trigger asks that area (the Tank's own draw aside)."""
    s, seer = _seer_played(said + "カードを1枚引く。", PUT_FROM[area], area)
    assert s.where(seer).startswith("A.zone")
    assert [s.cards[c].name for c in s.areas["A.hand"]].count("Tank") == drawn


@pytest.mark.parametrize("said, drawn", [("出現時手札から出現したら、", 1), ("出現時捨て札から出現したら、", 0),
                                         ("これが手札から出現した時、", 1), ("これが効果で出現した時、", 0)])
def test_played_from_the_hand_by_the_action_appeared_from_the_hand(said, drawn):
    """8.2 then 5.11.3: Jet itself played from A's hand by the main phase's action appeared from the hand."""
    s = jet_board(said + "カードを1枚引く。", deck=("A", 2))
    play_jet(s)
    assert len(s.areas["A.hand"]) == drawn


@pytest.mark.parametrize("watcher, drawn", [("相手が手札から交戦カードを出現させた時、", 1),
                                            ("相手の交戦カードが手札から出現した時、", 1),
                                            ("相手の交戦カードが捨て札から出現した時、", 0)])
def test_a_player_making_a_card_appear_from_the_hand_by_an_effect(watcher, drawn):
    """5.11.3 with 10.6.2: B's watcher sees Seer appear from A's hand by Jet's effect (and Jet itself from A's hand by the
    action): 「手札から」 counts both; 「捨て札から」 neither."""
    s = jet_board(PUT_FROM["A.hand"], more=(_seer(""), make_card("Eye", "battle", "1", "red", "Weapon", counter=1000,
                                                                  text=watcher + "カードを1枚引く。")))
    s.put(s.new_card("Seer", "A"), "A.hand")
    s.put(s.new_card("Eye", "B"), "B.zone4")
    for _ in range(3):
        s.put(s.new_card("Tank", "B"), "B.deck")
    play_jet(s)
    assert len(s.areas["B.hand"]) == 2 * drawn  # Jet by the action, Seer by Jet's effect


def test_appeared_from_an_area_is_read_and_said():
    """The meaning carries the area (Condition played-by / Trigger cause) and the reading says it, with 5.11.3."""
    [ability] = compile_text("出現時手札から出現したら、カードを1枚引く。")
    assert ability.effects[0].condition == Condition("played-by", type="hand")
    assert "if it appeared from the hand (played, or put from there by an effect)" in words(
        "出現時手札から出現したら、カードを1枚引く。")
    assert compile_text("出現時捨て札から出現したら、カードを1枚引く。")[0].effects[0].condition == Condition(
        "played-by", type="discard")
    assert compile_text("これが山札から出現した時、カードを1枚引く。")[0].trigger == Trigger(Event.ENTER, cause=Cause.DECK)
    assert compile_text("相手の怪獣カードが怪獣デッキから出現した時、カードを1枚引く。")[0].trigger == Trigger(
        Event.MONSTER_PLAYED, Whose.OPPONENT, cause=Cause.MONSTER_DECK)
    assert "When this card appears from the discard pile (【出現時】)" in words("これが捨て札から出現した時、カードを1枚引く。")


# -- a forbidden or impossible part of an effect does not stop its other written parts (TH-043) -------------------

GUARD = "Guard"  # a battle card of B's carrying the prohibition (10.8: active in B's zone)


def _guarded(jet: str, forbid: str, discard: int = 0, hand: int = 0):
    """A plays Jet (carrying ``jet``) with 3 Tanks in A's deck (+ ``discard`` in the discard pile, ``hand`` more
    in the hand), while B's Guard says ``forbid`` (「相手は…できない」: A cannot). Returns (state, game)."""
    from jet_board import jet_played
    s = jet_board(jet, more=(make_card(GUARD, "battle", "1", "red", "Weapon", counter=1000, text=forbid),),
                  deck=("A", 3))
    s.put(s.new_card(GUARD, "B"), "B.zone4")
    for area, n in (("A.discard", discard), ("A.hand", hand)):
        for _ in range(n):
            s.put(s.new_card("Tank", "A"), area)
    game, _jet = jet_played(s)
    return s, game


SEARCH = "出現時あなたの山札から交戦カードを1枚まで探して公開し、手札に加え、山札をシャッフルする。"
NO_SEARCH = "相手は山札からカードを探すことができない。"
NO_SHUFFLE = "相手は山札をシャッフルできない。"


def _shuffled(game, player: str = "A") -> int:
    return sum(key == f"{player}.deck" for key, _order in game.shuffles)


@pytest.mark.parametrize("jet", [SEARCH, "出現時あなたの山札から交戦カードを1枚まで探して手札に加え、山札をシャッフルする。",
                                 "出現時あなたの山札から交戦カードを1枚まで探して出現させ、山札をシャッフルする。"])
def test_a_forbidden_search_still_shuffles_as_written(jet):
    """TH-043, 1.3.3 with 1.3.2: 「相手は山札からカードを探すことができない」 forbids the search (5.8) only — nothing is
    found, revealed, added or played — and the shuffle the text writes after it is an act of its own, still done."""
    s, game = _guarded(jet, NO_SEARCH)
    assert len(s.areas["A.hand"]) == 0 and len(s.areas["A.deck"]) == 3
    assert [s.cards[c].name for c in s.areas["A.zone5"]] == ["Jet"]  # nothing else appeared
    assert _shuffled(game) == 1
    assert any("A does not search" in step.text for step in game.trace)


def test_a_search_not_forbidden_finds_and_shuffles():
    s, game = _guarded(SEARCH, "")
    assert len(s.areas["A.hand"]) == 1 and len(s.areas["A.deck"]) == 2 and _shuffled(game) == 1


@pytest.mark.parametrize("jet, deck, hand", [
    (SEARCH, 2, 1),  # found and added; the shuffle forbidden
    ("出現時あなたの捨て札をすべて山札に戻してシャッフルする。", 5, 0),  # the 2 discarded Tanks go in, unshuffled
    ("出現時あなたの手札をすべて山札に戻してシャッフルする。", 5, 0)])  # the 2 Tanks of the hand
def test_a_forbidden_shuffle_leaves_the_rest_done(jet, deck, hand):
    """1.3.3 with 1.3.2, the other way: 「相手は山札をシャッフルできない」 forbids the written shuffle (5.3.1) only — the
    search, the return of the pile or the hand into the deck is done; the deck is not shuffled."""
    s, game = _guarded(jet, NO_SHUFFLE, discard=2 if "捨て札" in jet else 0, hand=2 if "手札を" in jet else 0)
    assert (len(s.areas["A.deck"]), len(s.areas["A.hand"])) == (deck, hand)
    assert _shuffled(game) == 0


# -- each player doing steps without a choice: at the same time, no choice said (TH-038, 1.3.4.1) -----------------

@pytest.mark.parametrize("text, said", [
    ("各プレイヤーは自分の手札をすべて山札に戻してシャッフルし、4枚引く。",
     "each player at the same time: put all of their own cards in the hand into their own deck"),
    ("各プレイヤーは自分の交戦カードをすべて破壊する。", "each player at the same time: destroy all of their own battle cards"),
    ("各プレイヤーは自分の交戦カードを1枚破壊する。",
     "each player, the turn player first, chooses which: destroy 1 of their own battle cards")])
def test_each_player_chooses_only_where_there_is_a_choice(text, said):
    """1.3.4.1: steps applied to both players without a choice are done at the same time — 「すべて」 leaves no card
    to choose, so no choice is said; 「1枚」 is chosen by each, the turn player first (1.3.4)."""
    reading = words("出現時" + text)
    assert said in reading
    assert ("chooses which" in reading) is ("1枚破壊" in text)


def test_no_cell_of_the_part_is_read_as_another_meaning():
    """The matrix's part F (judgekit.cardtext.matrix.appeared): every cell of the thirteenth set's classes is read as
    the meaning composed from its parts — none wrong, none refused."""
    from judgekit.cardtext.matrix import measure
    from judgekit.cardtext.matrix.appeared import cells
    assert [(r.outcome, r.cell.text) for r in measure(cells()).failures] == []


# -- a hand card put into the discard pile, however (TH-041, 10.9 over 5.7.1 and 4.1.7) -----------------------------

TH041 = ("あなたの手札のカードが捨て札に置かれる際、かわりにあなたの山札の下に置いてよい。"
         "出現時あなたの手札を１枚捨てることで、相手の等級６以下の交戦カードを１枚破壊する。")


@pytest.mark.parametrize("instead, deck, discard", [("yes", 1, 0), ("no", 0, 1)])
def test_a_replaced_discard_cost_is_still_paid(instead, deck, discard):
    """TH-041, 10.5.4.2 with 10.9.1: A pays Jet's cost by discarding its one hand card; 「捨て札に置かれる際」 of a hand
    card is that discard (5.7.1), so A may put it at the bottom of A's deck instead — the cost still counts as paid
    and B's Tank is destroyed either way."""
    asked = []

    def chooser(decision):  # yes to the cost; ``instead`` to the replacement (10.9.3: its master chooses)
        asked.append(decision.prompt)
        if decision.kind == "yes-no":
            return "yes" if "cost" in decision.prompt else instead
        return decision.options[0].key

    s = jet_board(TH041)
    s.put(s.new_card("Tank", "A"), "A.hand")
    s.put(s.new_card("Tank", "B"), "B.zone4")
    play_jet(s, chooser=chooser)
    assert any("cost" in p for p in asked) and len(asked) >= 2, asked
    assert (len(s.areas["A.deck"]), len(s.areas["A.discard"])) == (deck, discard)
    assert not s.areas["B.zone4"] and len(s.areas["B.discard"]) == 1


@pytest.mark.parametrize("verb", ["捨て札に置かれるたび", "捨てられるたび"])
def test_a_hand_card_put_into_the_discard_pile_triggers_however_it_goes(verb):
    """A hand card put into the discard pile (4.1.7) — here by a cost (10.5.4), as by any discard (5.7.1): the
    trigger said 「捨て札に置かれる」 or 「捨てられる」 sees it, each card once."""
    s = jet_board(f"あなたの手札のカードが{verb}、相手の怒りを1減らす。出現時あなたの手札を2枚捨てることで、カードを1枚引く。",
                  deck=("A", 1))
    for _ in range(2):
        s.put(s.new_card("Tank", "A"), "A.hand")
    s.rage["B"] = 3
    play_jet(s)
    assert len(s.areas["A.discard"]) == 2 and s.rage["B"] == 1


# -- a discard down to N, said of the hand (TH-046, 5.7.2) ----------------------------------------------------------

@pytest.mark.parametrize("hand, kept, rage", [(4, 2, 2), (2, 2, 3), (1, 1, 3)])
def test_a_may_to_discard_down_to_n_said_of_the_hand(hand, kept, rage):
    """TH-046's class, 5.7.2: 「あなたの手札を2枚になるよう捨ててよい。1枚以上捨てたら、相手の怒りを1減らす」 — with 4
    cards A keeps 2 and the opponent's rage goes down; with 2 or fewer nothing is discarded (5.7.2.1) and
    nothing more happens."""
    s = jet_board("出現時あなたの手札を2枚になるよう捨ててよい。1枚以上捨てたら、相手の怒りを1減らす。")
    for _ in range(hand):
        s.put(s.new_card("Tank", "A"), "A.hand")
    s.rage["B"] = 3
    play_jet(s)
    assert (len(s.areas["A.hand"]), s.rage["B"]) == (kept, rage)


# -- a comma after a relative clause in a card phrase (TH-052, 4.4.5.3) ---------------------------------------------

@pytest.mark.parametrize("zone, power", [(1, 4000), (2, 4000), (4, 2000)])
def test_a_comma_after_the_place_clause_keeps_its_bound(zone, power):
    """TH-052: 「あなたの怪獣カードがいるエリア以前のエリアにいる、あなたの交戦カードすべての撃退力+2000」 — A's monster in
    zone 3: Jet in zone 1 or 2 gets +2000 (4.4.5.3), in zone 4 nothing."""
    from jet_board import jet_played
    s = jet_board("あなたの怪獣カードがいるエリア以前のエリアにいる、あなたの交戦カードすべての撃退力＋2000。")
    s.position["A"] = 3
    game, jet = jet_played(s, zone)
    assert game.counter_power(jet) == power


@pytest.mark.parametrize("number", ["BP01-019", "BP03-036"])
@pytest.mark.parametrize("seer_in, found", [("A.hand", 1), ("A.discard", 0)])
def test_the_real_cards_asking_where_they_appeared_from(number, seer_in, found):
    """BP01-019 and BP03-036 print 「手札から出現したら／して」: made to appear from A's hand by an effect (5.11.3, as
    BP03-080 does) into zone 8, each searches A's deck for a card of its trait (BP01-019 awakened: A's monster in
    zone 6); from the discard pile, nothing is searched."""
    from judgekit.cardtext.database import database
    real = database()[number]
    trait = real.traits[0]
    s = jet_board(PUT_FROM[seer_in],
                  more=(make_card("Seer", "battle", "1", "red", trait, counter=1000, text=real.text),
                        make_card("Kin", "battle", "1", "red", trait, counter=1000)))
    s.position["A"] = 6
    s.put(s.new_card("Kin", "A"), "A.deck")
    seer = s.new_card("Seer", "A")
    s.put(seer, seer_in)
    zones = ["zone8"]  # Seer into zone 8; what it finds into the first zone offered

    def chooser(decision):
        return zones.pop() if decision.kind == "zone" and zones else decision.options[0].key

    play_jet(s, 5, chooser)
    assert s.where(seer) == "A.zone8"
    assert sum(s.cards[c].name == "Kin" for z in range(1, 9) for c in s.areas[f"A.zone{z}"]) == found


@pytest.mark.parametrize("jet, drawn", [(PUT_FROM["A.hand"], 1), (PUT_FROM["A.discard"], 0)])
def test_made_a_card_appear_from_the_hand_this_turn_counts_an_effects(jet, drawn):
    """5.11.3 in 「このターン…ていたら」: Seer's 【出現時】 asks whether A made a battle card appear from the hand this turn
    other than by the action that played Jet — here only Jet's effect can (from the hand: yes; from the discard: no).
    Jet's own play is the action, so Seer is asked with 2 or more."""
    text = "出現時このターン、あなたが手札から交戦カードを2回以上出現させていたら、カードを1枚引く。"
    s, seer = _seer_played(text, jet, "A.hand" if drawn else "A.discard")
    assert [s.cards[c].name for c in s.areas["A.hand"]].count("Tank") == drawn
