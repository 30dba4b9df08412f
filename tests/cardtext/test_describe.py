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


@pytest.mark.parametrize("text, joined", [
    # 「その後」 after a condition's scope: the draw in every case (TN-005)
    ("相手の脅威度30000以下の怪獣カードを1エリア後退させる。その後、あなたは1枚引く。",
     "move the opponent's monster back 1 zone; then, in any case, draw 1 card"),
    # 〜し under a condition: both inside it (ZS-015, TN-017)
    ("このターンあなたの怪獣カードが進攻していたら、あなたは2枚引いて手札を1枚捨てる。",
     "if your monster has invaded this turn, draw 2 cards and then discard 1 card"),
    # 「そうしたなら」: 'if you do', after a may said by the verb (TN-016) or after a mandatory effect
    ("これがエリア1~5にいるなら、これを空いているエリアに移動させてよい。そうしたなら、相手の怒りを1減らす。",
     "you may move this card to an empty zone; if you do, decrease the opponent's rage by 1"),
    ("相手の交戦カードを1枚破壊する。そうしたなら、あなたは1枚引く。",
     "destroy 1 of the opponent's battle cards; if you do, draw 1 card"),
    # 〜し with no condition: in turn
    ("あなたは2枚引いて手札を1枚捨てる。", "draw 2 cards; then discard 1 card")])
def test_a_conditions_scope_and_if_you_do_are_said_plainly(text, joined):
    """10.5, 10.2.1.3.2: what a later effect hangs on is in its words — inside a condition's scope ('and then'),
    outside it ('then, in any case'), or on the effect before having happened (そうしたら: 'if you do')."""
    [ability] = compile_text(text, strategy=True)
    assert joined in describe(ability)[0]
