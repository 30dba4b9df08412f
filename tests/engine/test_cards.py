"""Card values as a judge writes them in a scenario table, Japanese or English."""

import pytest

from judgekit.engine.cards import CardError, make_card


def test_a_monster_and_a_battle_card_as_in_the_scenario_contract():
    godzilla = make_card("Godzilla", "monster", "I", "red", "Godzilla", threat="10000")
    assert (godzilla.type, godzilla.rank, godzilla.colors, godzilla.threat) == \
        ("monster", 1, ("red",), 10000)
    assert godzilla.invasion == 1  # the contract's default
    tank = make_card("Tank", "交戦", "2", "赤", "Weapon", counter="2000", text="【逆襲】カードを1枚引く。")
    assert (tank.type, tank.rank, tank.counter, tank.traits) == ("battle", 2, 2000, ("Weapon",))


def test_several_colors_and_traits_are_joined_by_slashes():
    card = make_card("X", "monster", "Ⅱ", "red/green", "ゴジラ/モスラ")
    assert card.rank == 2 and card.colors == ("red", "green") and card.traits == ("ゴジラ", "モスラ")


def test_a_card_with_the_token_trait_is_a_token():
    assert make_card("結晶体", "battle", "1", "green", "トークン/結晶体").is_token


@pytest.mark.parametrize("fields, message", [
    ({"type": "creature"}, "type 'creature' is not one of"),
    ({"rank": "V"}, "monster rank 'V' is not one of I–IV"),
    ({"color": "purple"}, "color 'purple' is not"),
    ({"threat": "lots"}, "threat 'lots' is not a whole number"),
    ({"name": "  "}, "a card needs a name"),
])
def test_a_bad_value_names_the_field_and_the_value(fields, message):
    row = {"name": "Godzilla", "type": "monster", "rank": "I", "color": "red"} | fields
    with pytest.raises(CardError, match=message):
        make_card(**row)


def test_a_battle_rank_below_zero_is_zero():
    assert make_card("X", "battle", "-1").rank == 0  # 2.3.2.2.1
