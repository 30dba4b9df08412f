"""Every compiled ability of every real card runs in the engine, in a situation where it applies."""

import dataclasses

import pytest

from judgekit.cardtext.compiler import CompileError, compile_card
from judgekit.cardtext.database import database
from judgekit.cardtext.exercise import board_pool, exercise, exercise_all


def test_every_real_card_compiles():
    """The issue's bar: all 292 printed texts read by the grammar, none skipped."""
    failures = []
    for number, card in database().items():
        try:
            compile_card(card)
        except CompileError as exc:
            failures.append(f"{number}: {exc}")
    assert len(database()) == 292 and failures == []


@pytest.fixture(scope="module")
def runs():
    return {(r.number, r.ability): r for r in exercise_all(database())}


@pytest.mark.parametrize("number", sorted(database()))
def test_each_ability_of_the_card_applies_somewhere_without_error(runs, number):
    mine = [r for key, r in runs.items() if key[0] == number]
    if not compile_card(database()[number]):
        assert not database()[number].text.strip(), f"{number} has text but no abilities"
        return
    for run in mine:
        assert not run.error, f"{number} 「{run.ability}」 failed: {run.error}"
        assert run.applied_seed is not None, f"{number} 「{run.ability}」 never changed a board"


def test_a_broken_ability_is_reported_with_its_seed(monkeypatch):
    """The harness itself can fail: an effect the engine does not know is an error, not a pass."""
    card = database()["SD01-001"]
    broken = dataclasses.replace(card, text="出現時カードを1枚引く。")
    import judgekit.cardtext.exercise as module

    def bad_compile(definition):
        abilities = compile_card(definition)
        if definition is broken:
            effect = dataclasses.replace(abilities[0].effects[0], verb="no-such-verb")
            return (dataclasses.replace(abilities[0], effects=(effect,)),)
        return abilities

    monkeypatch.setattr(module, "compile_card", bad_compile)
    (run,) = exercise("SD01-001", broken, board_pool(database()), seeds=3)
    assert "no-such-verb" in run.error and run.error.startswith("seed ")


def test_an_ability_whose_condition_never_holds_is_never_applied():
    card = dataclasses.replace(database()["SD01-001"], text="出現時相手の怒りが99以上なら、カードを1枚引く。")
    (run,) = exercise("SD01-001", card, board_pool(database()), seeds=5)
    assert run.applied_seed is None and not run.error


def test_a_never_applied_ability_names_the_trait_no_card_has():
    """A judge reading the blind sets' engine line tells an invented trait (no board can hold it) from
    an engine that does not run the text: the report names the trait, in either bracket, and the
    name, however it is spelled; not one a real card has."""
    from judgekit.cardtext.exercise import unmet_names

    pool = board_pool(database())
    card = dataclasses.replace(database()["SD01-001"], text=(
        "これの下に＜ムートー＞を持つカードがあるなら、これの脅威度+5000。出現時「ゴジラＶＳデストロイア」と"
        "「メカニカルモスラ」と《ゴジラ》を持つカードを1枚引く。"))
    assert unmet_names(card, pool) == ["《ムートー》", "「メカニカルモスラ」"]


def test_a_replacement_is_tried_on_the_event_it_replaces():
    """exercise raises the replaced event itself: a rage decrease by the opponent's effect (3.4, 10.9),
    not a destruction, is what 「怒りが相手の効果で減る際、かわりに…」 replaces."""
    card = dataclasses.replace(database()["SD01-001"], text=(
        "あなたの怪獣カードの怒りが相手の効果で減る際、かわりにあなたの手札を1枚捨ててよい。そうしたら、怒りは減らない。"))
    (run,) = exercise("SD01-001", card, board_pool(database()), seeds=40)
    assert run.applied_seed is not None and not run.error
