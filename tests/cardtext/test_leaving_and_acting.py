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
