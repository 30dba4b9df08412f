"""Every compiled ability reads as plain words citing rules that exist."""

import pytest

from judgekit.cardtext import CompileError, compile_card, compile_text
from judgekit.cardtext.database import database
from judgekit.cardtext.describe import describe


def compiled_abilities():
    for card in database().values():
        try:
            yield from ((card.number, a) for a in compile_card(card))
        except CompileError:
            continue


def test_every_compiled_ability_has_words_and_real_rule_sections(ja):
    seen = 0
    for number, ability in compiled_abilities():
        words, rules = describe(ability)
        assert words.strip() and "None" not in words, (number, ability.text, words)
        assert all(r in ja for r in rules), (number, rules)
        seen += 1
    assert seen > 150


@pytest.mark.parametrize("text, words, rule", [
    ("【出現時】相手の怒りを1減らす。", "When this card appears (【出現時】): decrease the opponent's rage by 1", "12.2"),
    ("【覚醒4】これの撃退力+3000。", "【覚醒4】 (your monster in zone 4 or beyond): this card's counter power +3000", "12.4"),
    ("【強襲3】", "may be played as rank 3", "12.5"),
    ("あなたのターンの終わりに、カードを1枚引く。", "At the end of your turn: draw 1 card", "10.6.2"),
    # a discard of chosen cards keeps its まで (10.5.3; the engine always did)
    ("【出現時】あなたの手札の《メカゴジラ》を持つカードを2枚まで捨てる。",
     "discard up to 2 of your cards in the hand (with 《メカゴジラ》)", "12.2"),
])
def test_words_say_what_the_engine_does(text, words, rule):
    [ability] = compile_text(text)
    said, rules = describe(ability)
    assert words in said and rule in rules
