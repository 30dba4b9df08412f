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
    # 「その後」 after a condition's scope: a step of its own, in every case (TN-005)
    ("相手の脅威度30000以下の怪獣カードを1エリア後退させる。その後、あなたは1枚引く。",
     "move the opponent's monster back 1 zone, if at that moment its threat level is 30000 or less; then draw 1 card"),
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
    a step of its own ('; then'), or on the effect before having happened (そうしたら: 'if you do')."""
    [ability] = compile_text(text, strategy=True)
    assert joined in describe(ability)[0]

# -- issue 18, the cold audit of the 292 cards: a reading carries every qualifier the engine applies ----

from judgekit.engine.cards import make_card  # noqa: E402

from jet_board import jet_board, play_jet, words  # noqa: E402


def _names(s, area):
    return [s.cards[c].name for c in s.areas[area]]


@pytest.mark.parametrize("zone, hand", [(5, 2), (8, 2)])
def test_a_step_joined_to_a_conditional_one_is_read_and_played_inside_its_condition(zone, hand):
    """MISSTATED (BP03-049, BP01-054, BP02-040, BP02-077, BP03-067): 「これがエリア8にいるなら、2枚引いて手札を
    2枚捨てる」 — the discard is joined to the draw (10.5): away from zone 8 neither happens, so the
    reading says "if …, draw 2 cards and then discard 2 cards", not "…; then discard 2 cards", which a
    judge would play alone."""
    text = "【出現時】これがエリア8にいるなら、あなたは2枚引いて手札を2枚捨てる。"
    assert "if this card is in zone 8, draw 2 cards and then discard 2 cards" in words(text)
    s = jet_board(text, deck=("A", 4))
    s.defs["Keep"] = make_card("Keep", "battle", "3", "red", "Weapon", counter=1000)
    for _ in range(hand):
        s.put(s.new_card("Keep", "A"), "A.hand")
    play_jet(s, zone)
    kept = _names(s, "A.hand").count("Keep") + _names(s, "A.hand").count("Tank")
    assert kept == hand and len(s.areas["A.discard"]) == (2 if zone == 8 else 0)


def test_a_step_after_a_declinable_one_reads_if_you_do():
    """MISSTATED (BP03-043): 「…重ねてよい。そうしたら、…探して…出現させ」 — the search is made only if the
    card was stacked (the engine skips it otherwise), so the reading joins it with "if you do"."""
    said = words("【出現時】これをあなたのエリアにいる「Tank」の下に重ねてよい。そうしたら、あなたの山札から"
                 "《Weapon》を持つ交戦カードを1枚まで探してそれらの上に重ねて出現させ、山札をシャッフルする。")
    assert "other than this one); if you do, search your deck" in said


def test_a_zone_chosen_in_this_cards_column_bounds_the_zone_not_the_cards_destroyed():
    """MISSTATED (BP03-009): 「これと同じ縦列の相手のエリア1つを指定し、そのエリアおよび隣接エリアにいる…
    をすべて破壊する」 — the column bounds the zone named; the cards of the zones next to it go too, out of
    the column (4.4.5.2, 4.4.5.4). The reading used to put every card found in the column."""
    text = "【出現時】これと同じ縦列の相手のエリア1つを指定し、そのエリアおよび隣接エリアにいる相手の交戦カードをすべて破壊する。"
    assert "in a chosen zone of this card's column and the zones next to it" in words(text)
    assert "in this card's column," not in words(text)
    s = jet_board(text)
    s.position["B"] = 6  # B's monster out of the way; A's zone 5 faces B's zone 1
    for zone in (1, 2, 4):
        s.put(s.new_card("Tank", "B"), f"B.zone{zone}")
    play_jet(s, 5)
    assert not s.areas["B.zone1"] and not s.areas["B.zone2"] and _names(s, "B.zone4") == ["Tank"]


def test_cards_made_to_appear_in_each_zone_next_to_this_card_are_one_a_zone():
    """MISSTATED (BP02-028): 「…をこれの隣接エリアすべてに出現させる」 — one card in each zone next to
    this card (zones 4 and 6 of zone 5), the others stay in the discard pile: "one of …", not "all of …"."""
    text = "【出現時】あなたの捨て札から進化を持つ等級4以下の交戦カードをこれの隣接エリアすべてに出現させる。"
    assert "make one of your battle cards in the discard pile (rank 4 or less, with evolution) appear in each" \
           " zone next to this card" in words(text)
    s = jet_board(text)
    s.defs["Larva"] = make_card("Larva", "battle", "1", "blue", "Mothra", counter=1000, text="進化3《Mothra》")
    for _ in range(4):
        s.put(s.new_card("Larva", "A"), "A.discard")
    play_jet(s, 5)
    assert _names(s, "A.zone4") == _names(s, "A.zone6") == ["Larva"] and _names(s, "A.discard") == ["Larva"] * 2


def test_a_card_that_cannot_appear_is_not_made_to_appear_by_an_effect_either():
    """MISSTATED (BP01-073): 「…ではこれは出現できない」 bars every appearance (1.3.3), an effect's too —
    the reading said "cannot be played", which a judge reads as the hand's play only."""
    barred = "あなたの捨て札の怪獣カードが7枚以下ではこれは出現できない。"
    assert "this card cannot appear (neither played from the hand nor made to appear by an effect)" in words(barred)
    s = jet_board("【出現時】あなたの捨て札から交戦カードを1枚まで出現させる。")
    s.defs["Kiryu"] = make_card("Kiryu", "battle", "7", "white", "Weapon", counter=10000, text=barred)
    s.put(s.new_card("Kiryu", "A"), "A.discard")
    play_jet(s, 5)
    assert _names(s, "A.discard") == ["Kiryu"]


def test_a_prohibition_to_make_battle_cards_appear_is_said_to_bar_effects_too():
    """MISSTATED (BP02-055): 「相手はこれと同じ縦列のエリアに交戦カードを出現させることができない」 — the
    engine keeps an effect's appearance out of those zones as well (1.3.3)."""
    assert "the opponent cannot play battle cards in this card's column, nor make them appear there by an effect" in words(
        "相手はこれと同じ縦列のエリアに交戦カードを出現させることができない。")


def test_each_name_of_a_search_has_its_own_count():
    """UNCLEAR (BP03-052): 「「A」と「B」をそれぞれ1枚まで探して」 — up to 1 of each name, so up to 2
    cards: the reading says so, and "them"."""
    text = "【出現時】あなたの山札から「Tank」と「Gun」をそれぞれ1枚まで探してこれの下に重ね、山札をシャッフルする。"
    said = words(text)
    assert "up to 1 of your cards in the deck named 「Tank」 and up to 1 named 「Gun」, then stack them under this card" in said
    s = jet_board(text, deck=("A", 2))
    s.defs["Gun"] = make_card("Gun", "battle", "2", "red", "Weapon", counter=1000)
    s.put(s.new_card("Gun", "A"), "A.deck")
    play_jet(s, 5)
    jet = s.areas["A.zone5"][0]
    assert sorted(s.cards[c].name for c in s.cards[jet].under) == ["Gun", "Tank"]


@pytest.mark.parametrize("text, said", [
    # BP02-079: the count's noun, once
    ("このターンあなたの怪獣カードが進攻で前進したエリアの数により以下を行う。・0‐相手の等級2以下の交戦カードをすべて破壊する。"
     "・1‐相手の等級4以下の交戦カードをすべて破壊する。",
     "count every zone your monster advanced by invading this turn; then by the count:"),
    # BP01-070: one card looked at goes back or to the discard pile
    ("【出現時】あなたの山札を上から1枚見て、それを捨て札にするか山札の上に置く。",
     "look at the top 1 card of your deck; put it back on top or into the discard pile"),
    # BP02-007: the revealed cards are no longer in the deck
    ("【出現時】あなたの山札を上から5枚公開し、その中の怪獣カードを1枚手札に加え、残りを捨て札にする。",
     "put 1 of your monster cards among them into the hand"),
])
def test_unclear_wordings_read_plainly(text, said):
    """UNCLEAR: readings a judge would stumble on, said plainly (the engine unchanged)."""
    assert said in words(text, strategy=text.startswith("この"))


def test_the_card_this_one_went_under_is_the_one_evolved_and_said_that_card():
    """UNCLEAR (BP03-042): 「これを…の下に置くことで、その《モスラ》を持つ交戦カードを進化させる」 — the
    card this one was stacked under (3.2.1) evolves, no other: "that card", not "1 of those battle cards,
    each"."""
    text = "【出現時】これをあなたの進化と《Mothra》を両方持つ交戦カードの下に置くことで、その《Mothra》を持つ交戦カードを進化させる。"
    assert "if you do, evolve that card (with 《Mothra》) by its own 【進化】" in words(text)
    s = jet_board(text)
    s.defs["Larva"] = make_card("Larva", "battle", "1", "blue", "Mothra", counter=1000, text="進化3《Mothra》")
    s.defs["Imago"] = make_card("Imago", "battle", "3", "blue", "Mothra", counter=5000)
    s.put(s.new_card("Larva", "A"), "A.zone3")
    s.put(s.new_card("Larva", "A"), "A.zone4")
    s.put(s.new_card("Imago", "A"), "A.deck")

    def zone4(decision):  # stack Jet under the Larva in zone 4
        return next((o.key for o in decision.options if "zone 4" in o.label), decision.options[0].key)
    play_jet(s, 5, zone4)
    assert _names(s, "A.zone4") == ["Imago"] and _names(s, "A.zone3") == ["Larva"]


@pytest.mark.parametrize("text, said, unsaid", [
    ("【出現時】あなたの山札を上から2枚公開して捨て札にする。",
     "reveal the top 2 cards of your deck and put them into the discard pile", "When this card appears (【出現時】): put"),
    ("【出現時】あなたの山札を上から2枚捨て札にする。", "put the top 2 cards of your deck into the discard pile", "reveal"),
])
def test_a_deck_top_revealed_on_its_way_to_the_discard_pile_is_said_revealed(text, said, unsaid):
    """MISSTATED (BP01-015, BP03-073): 「山札を上から5枚公開して捨て札にする」 read "put the top 5 cards …
    into the discard pile", the printed reveal (5.10) dropped — the next sentence then counted "cards
    revealed or looked at" that the reading never revealed. A plain 「捨て札にする」 says no reveal.
    On the board both put the two cards into the discard pile."""
    assert said in words(text) and unsaid not in words(text)
    s = jet_board(text, deck=("A", 3))
    play_jet(s, 5)
    assert _names(s, "A.discard").count("Tank") == 2 and len(s.areas["A.deck"]) == 1


def test_a_counter_immunitys_condition_is_said_before_the_move_as_if_countered():
    """UNCLEAR (BP02-027): 「相手が戦略カードを置いているなら、これは撃退力40000以下では撃退されず、その際に
    撃退されたかのように移動のみ行う」 read "…not countered by a total of 40000 or less; it only moves as if
    countered while the opponent has placed a strategy card" — the "while" seemed to bound only the move.
    The condition holds the whole immunity (the compiled change carries it, 5.15.1.1), so it is said
    first; the move follows as what happens in that case."""
    text = "【覚醒6】相手が戦略カードを置いているなら、これは撃退力40000以下では撃退されず、その際に撃退されたかのように移動のみ行う。"
    [ability] = compile_text(text)
    [change] = ability.modifiers
    assert change.stat.startswith("counter-immune") and change.condition is not None
    said = words(text)
    assert said.index("while the opponent has placed a strategy card") < said.index("moves as if countered")
    assert said.endswith("or less while the opponent has placed a strategy card; in that case it only moves as if countered")
