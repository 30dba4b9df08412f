"""Who acts and what a leaving card had (issue 18, round 11):
- 「相手は自分の…を出現させる」: the opponent plays their own card, but the effect stays its master's (3.1.2.3), so
  the card appears by the opponent's effect as its player sees it (「相手の効果で出現した時」, 5.11);
- a card leaving the field by any road — destroyed, put into the discard pile, returned to the hand, put into
  the deck — had the abilities it was granted there, and its triggers on its own leaving look back at them
  (10.6.4.1.2, 10.8.1.2), not only as it goes to the discard pile."""

import pytest

from judgekit.engine.cards import make_card

from jet_board import jet_board, play_jet


def eye(text: str):
    return make_card("Eye", "battle", "1", "blue", "Eye", counter=1000, text=text)


@pytest.mark.parametrize("watcher, draws", [
    ("あなたの交戦カードが相手の効果で出現した時、カードを1枚引く。", 1),  # A's effect: the opponent's, to B
    ("あなたの交戦カードがあなたの効果で出現した時、カードを1枚引く。", 0),
    ("あなたの交戦カードが効果で出現した時、カードを1枚引く。", 1),
])
def test_the_opponent_plays_at_your_effects_word(watcher, draws):
    """3.1.2.3, 3.1.2.3.1, 5.11.1: Jet (A's) has B play a Tank from B's discard pile; B's Eye watches."""
    s = jet_board("【出現時】相手は自分の捨て札から交戦カードを1枚出現させる。", more=(eye(watcher),), deck=("B", 2))
    s.put(s.new_card("Eye", "B"), "B.zone6")
    tank = s.new_card("Tank", "B")
    s.put(tank, "B.discard")
    play_jet(s, 5)
    assert s.zone_of(tank) is not None and s.cards[tank].owner == "B"
    assert len(s.areas["B.hand"]) == draws


@pytest.mark.parametrize("watcher, draws", [
    ("相手の怪獣カードが相手の効果で出現した時、カードを1枚引く。", 1),
    ("相手の怪獣カードが効果で出現した時、カードを1枚引く。", 1),
    ("相手の怪獣カードがあなたの効果で出現した時、カードを1枚引く。", 0),
])
def test_a_monster_played_by_an_effect_is_by_its_masters_effect(watcher, draws):
    """5.11.2, 3.1.2.3: Jet (A's) plays a monster from A's hand on top of A's invading monster: by A's effect,
    which B's Eye sees as the opponent's (the rules' play of 8.5 would be by no effect)."""
    big = make_card("Big", "monster", "II", "red", "Godzilla", threat=12000)
    s = jet_board("【出現時】あなたの手札から怪獣カードを1枚、あなたの怪獣カードの上に重ねて出現させる。",
                  more=(eye(watcher), big), deck=("B", 2))
    s.put(s.new_card("Eye", "B"), "B.zone6")
    s.put(s.new_card("Big", "A"), "A.hand")
    play_jet(s, 5)
    assert s.definition(s.top_of_invading("A")).name == "Big"
    assert len(s.areas["B.hand"]) == draws


GRANT = "あなたのエリアにいる《兵器》を持つ交戦カードすべては「{}、相手の怒りを1減らす。」を得る。"


@pytest.mark.parametrize("jet, granted", [
    ("あなたの「Gun」を1枚破壊する。", "あなたの交戦カードが破壊されるたび"),
    ("あなたの「Gun」を1枚破壊する。", "あなたの交戦カードがフィールドを離れるたび"),
    ("あなたの「Gun」を1枚手札に戻す。", "あなたの交戦カードが手札に戻されるたび"),
    ("あなたの「Gun」を1枚手札に戻す。", "あなたの交戦カードがフィールドを離れるたび"),
    ("あなたの「Gun」を1枚山札の下に置く。", "あなたの交戦カードがフィールドを離れるたび"),
])
def test_a_granted_trigger_looks_back_at_every_leave(jet, granted):
    """10.6.4.1.2, 10.8.1.2: the Armory grants A's 《兵器》 battle cards a trigger on A's battle cards leaving;
    Jet takes the Gun off the field, which had it as it left: B's rage 2 → 1. Without 《兵器》 the Gun was
    granted nothing (the Armory itself has no 《兵器》)."""
    for trait, rage in (("兵器", 1), ("Weapon", 2)):
        armory = make_card("Armory", "battle", "1", "red", "Weapon", counter=1000, text=GRANT.format(granted))
        gun = make_card("Gun", "battle", "2", "red", trait, counter=3000)
        s = jet_board(f"【出現時】{jet}", more=(armory, gun))
        s.put(s.new_card("Armory", "A"), "A.zone3")
        card = s.new_card("Gun", "A")
        s.put(card, "A.zone4")
        s.rage["B"] = 2
        play_jet(s, 5)
        assert s.zone_of(card) is None and s.rage["B"] == rage, (trait, s.where(card))


# -- a trigger's card named by where it stands (4.4, 4.4.5), seen where it stood as it left (10.6.4.1.2) ------------

LEAVES = {"破壊された時": "破壊する", "手札に戻された時": "手札に戻す", "山札に戻された時": "山札の下に置く",
          "フィールドを離れた時": "手札に戻す", "捨て札に置かれた時": "破壊する"}


@pytest.mark.parametrize("subject, eye_zone, tank_zone, drew", [
    ("あなたのエリア6~8にいる交戦カード", 4, 6, True), ("あなたのエリア6~8にいる交戦カード", 4, 3, False),  # 4.4
    ("これの前のエリアにいるあなたの交戦カード", 4, 7, True), ("これの前のエリアにいる交戦カード", 4, 3, False),  # 4.4.5.1
    ("これの後のエリアにいる交戦カード", 7, 4, True), ("これの後のエリアにいるあなたの交戦カード", 7, 3, False),
    ("これより右のエリアにいるあなたの交戦カード", 4, 6, True), ("これより右のエリアにいる交戦カード", 4, 3, False),  # 4.4.5.5
    ("これの前のエリアにいる相手の交戦カード", 4, 7, False),  # the Tank is A's
    ("これと同じ縦列にいる交戦カード", 4, 7, True), ("これの隣接エリアにいる交戦カード", 4, 6, False),  # 4.4.5.4, 4.4.5.2
])
@pytest.mark.parametrize("event", list(LEAVES))
def test_a_card_leaving_from_a_place_named(subject, eye_zone, tank_zone, drew, event):
    """A's Jet takes A's Tank off the field (destroyed, returned to the hand, put into the deck); A's Eye sees
    it where it stood (10.6.4.1.2), by the place its trigger names — zones said (4.4), in front / behind (4.4.5.1),
    right of this card (4.4.5.5), its column (4.4.5.4), next to it (4.4.5.2)."""
    s = jet_board(f"出現時あなたの「Tank」を1枚{LEAVES[event]}。", more=(eye(f"{subject}が{event}、カードを1枚引く。"),),
                  deck=("A", 2))
    tank = s.new_card("Tank", "A")
    s.put(tank, f"A.zone{tank_zone}")
    s.put(s.new_card("Eye", "A"), f"A.zone{eye_zone}")
    play_jet(s, 5)
    assert s.zone_of(tank) is None
    assert bool([c for c in s.areas["A.hand"] if c != tank]) is drew


# -- a card coming onto the field, its coming replaced (10.9.1.1: it stays where it was) ---------------------------

from judgekit.cardtext import compile_card  # noqa: E402
from judgekit.engine.abilities import new_game  # noqa: E402
from judgekit.engine.controllers import play  # noqa: E402
from judgekit.engine.decisions import ActivateStrategy  # noqa: E402


@pytest.mark.parametrize("watcher, replaced", [
    ("あなたの交戦カードが効果で出現する際、かわりにカードを1枚引く。", True),
    ("あなたの交戦カードが相手の効果で出現する際、かわりにカードを1枚引く。", False),  # A's own effect plays it
    ("相手の交戦カードが効果で出現する際、かわりにカードを1枚引く。", False),  # the Tank is A's
])
def test_a_battle_card_appearing_by_an_effect_replaced(watcher, replaced):
    """5.11.1, 10.9.1.1: Jet plays A's Tank from the discard pile; A's Eye replaces its appearing — the Tank stays in
    the discard pile, and A draws instead."""
    s = jet_board("【出現時】あなたの捨て札から交戦カードを1枚出現させる。", more=(eye(watcher),), deck=("A", 1))
    s.put(s.new_card("Eye", "A"), "A.zone3")
    tank = s.new_card("Tank", "A")
    s.put(tank, "A.discard")
    play_jet(s, 5)
    assert (s.where(tank) == "A.discard") is replaced
    assert (len(s.areas["A.hand"]) == 1) is replaced


@pytest.mark.parametrize("watcher, replaced", [
    ("相手の戦略カードが発動される際、かわりに相手の怒りを1減らす。", True),
    ("あなたの戦略カードが発動される際、かわりに相手の怒りを1減らす。", False),  # the Plan is A's, the Eye B's
])
def test_a_strategy_card_activated_replaced(watcher, replaced):
    """5.9.1 / 8.3, 10.9.1.1: A activates Plan from the hand (the main phase's action); B's Eye replaces its
    activation — Plan stays in A's hand, and A's rage goes down instead."""
    s = jet_board("", more=(eye(watcher), make_card("Plan", "strategy", "1", "red", "Weapon", text="")))
    s.put(s.new_card("Eye", "B"), "B.zone4")
    s.rage["A"] = 2
    game = new_game(s, compile_card)
    plan = s.new_card("Plan", "A")
    s.put(plan, "A.hand")
    play(game, [ActivateStrategy(plan, 1)], lambda d: d.options[0].key)
    assert (s.where(plan) == "A.hand") is replaced
    assert s.rage["A"] == (1 if replaced else 2)
    assert ("strategy" in s.done["A"]) is not replaced  # 「このターン…発動していたら」 counts only what was (8.1.1)


def test_a_strategy_card_activated_by_an_effect_replaced():  # 5.9.1, 10.9.1.1
    s = jet_board("【出現時】あなたの捨て札から戦略カードを1枚発動する。この効果で発動したなら、カードを1枚引く。",
                  more=(eye("相手の戦略カードが発動される際、かわりに相手の怒りを1減らす。"),
                        make_card("Plan", "strategy", "1", "red", "Weapon", text="")), deck=("A", 1))
    s.put(s.new_card("Eye", "B"), "B.zone4")
    plan = s.new_card("Plan", "A")
    s.put(plan, "A.discard")
    s.rage["A"] = 2
    play_jet(s, 5)
    assert s.where(plan) == "A.discard" and s.rage["A"] == 1
    assert not s.areas["A.hand"]  # not activated: 「この効果で発動したなら」 does not follow (10.2.1.3.2)


def test_a_coming_replaced_is_said():
    from jet_board import words
    assert "one of your battle cards would appear in a zone by an effect" in words(
        "あなたの交戦カードが効果で出現する際、かわりにカードを1枚引く。")
    assert "one of the opponent's strategy cards would be activated" in words(
        "相手の戦略カードが発動される際、かわりに相手の怒りを1減らす。")
    assert "(in the zone in front of this card) is destroyed" in words(
        "これの前のエリアにいるあなたの交戦カードが破壊された時、カードを1枚引く。")
