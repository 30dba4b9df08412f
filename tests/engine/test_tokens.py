"""The tokens of appendix A come from the rules text, as printed."""

from judgekit.engine.tokens import appendix_tokens, parse_token


def test_the_three_named_tokens_are_read_from_appendix_a():
    tokens = appendix_tokens()
    assert sorted(tokens) == ["無人在来線爆弾", "結晶体", "触手"]
    bomb = tokens["無人在来線爆弾"]
    assert (bomb.type, bomb.rank, bomb.colors, bomb.counter) == ("battle", 2, ("red",), 2000)
    assert bomb.traits == ("トークン", "兵器") and bomb.is_token
    assert bomb.text == "【出現時】相手の【怒り】を1減らす。"
    assert tokens["触手"].text == ""  # printed "(なし)"
    assert tokens["結晶体"].rank == 1 and "スペースゴジラ" in tokens["結晶体"].text


def test_the_token_that_lost_its_name_is_left_for_scenarios_to_define(ja):
    assert parse_token(ja.sections["A.4"].text) is None


def test_every_token_a_known_card_can_make_exists():
    """9.1.2.2: a token's information comes from its name — appendix A of the rules or the card
    list's -T cards (BP02-T04). Each token a real card's text makes must be one of them."""
    from judgekit.cardtext import compile_card
    from judgekit.cardtext.database import card_list_tokens, database
    from judgekit.engine.tokens import appendix_tokens, token_names

    known = set(appendix_tokens()) | {t.name for t in card_list_tokens().values()}
    made = {(card.number, name) for card in database().values() for name in token_names(compile_card(card))}
    assert len({name for _n, name in made}) >= 4  # 無人在来線爆弾, 触手, 結晶体, ちびゴジラ 第2形態
    assert sorted((number, name) for number, name in made if name not in known) == []
