"""The grammar (card.lark, parser.py), the only reader of card text: its spelling of each printed
form, its meanings, and where it stopped when it cannot read a text."""

import pytest

from judgekit.cardtext import CompileError, compile_card, compile_text
from judgekit.cardtext.database import database
from judgekit.cardtext.generate import canonical
from judgekit.cardtext.normal import bare, normalise
from judgekit.cardtext.parser import parse_text
from judgekit.engine.ability_data import Condition, Effect, Event, Target


def test_an_unread_part_is_named_with_its_position():
    text = "出現時カードを1枚引く。これは謎の力を持つ。"
    with pytest.raises(CompileError) as info:
        parse_text(text)
    assert text.index("これは") <= info.value.position <= text.index("謎") and "謎" in info.value.part


@pytest.mark.parametrize("printed, plain", [
    ("相手の怪獣カードがエリア1〜5にいる", "相手の怪獣カードがエリア1~5にいる"),  # wave dash
    ("相手の怪獣カードがエリア1～5にいる", "相手の怪獣カードがエリア1~5にいる"),  # full-width tilde
    ("等級を−2して", "等級を-2して"), ("等級をー2して", "等級を-2して"), ("等級を－2して", "等級を-2して"),
    ("カードを２枚引く", "カードを2枚引く"), ("強襲Ⅲ", "強襲III"),
    # every Roman numeral, capital or small (U+2160.., U+2170..), or small ASCII after a rank's word
    ("等級Ⅴ以下", "等級V以下"), ("等級ⅷ以上", "等級VIII以上"), ("等級ix", "等級IX"), ("強襲Ⅻ", "強襲XII"),
    # the rules' 進攻怪獣 (3.3) as the cards' 怪獣カード, but not in 「進攻怪獣を1回」 or a name; a pile with にある
    ("あなたの進攻怪獣を1エリア前進させる", "あなたの怪獣カードを1エリア前進させる"), ("あなたの進攻怪獣を1回", "あなたの進攻怪獣を1回"),
    ("「あなたの進攻怪獣」", "「あなたの進攻怪獣」"), ("あなたの捨て札にある交戦カード", "あなたの捨て札の交戦カード"),
    ("それがあなたの捨て札にあるなら", "それがあなたの捨て札にあるなら"),
    # the deck's top card in the rules' words (5.4.1)
    ("あなたの山札の一番上のカードを捨て札にする", "あなたの山札を上から1枚捨て札にする"), ("山札の一番上から3枚", "山札の上から3枚"),
    ("「スターファルコン」", "「スターファルコン」"),  # a long vowel mark in a name stays
    ("（このカードが出現した時）カードを1枚引く", "カードを1枚引く"),  # reminder text (2.9.2)
    ("「ゴジラ(2023)」", "「ゴジラ(2023)」"),
    # a trait's brackets, as each print form spells them (UN-065: 〈〉)
    *((f"{a}キングギドラ{b}を持つ", "《キングギドラ》を持つ") for a, b in
      ("＜＞", "<>", "〈〉", "\u2329\u232a", "《》", "≪≫", "⟨⟩", "«»")),
    # spaces beside Japanese are a scan's or a typist's; between ASCII words and digits they stay
    ("覚醒4 あなたの 交戦カード", "覚醒4あなたの交戦カード"), ("強襲2 3", "強襲2 3"),
    # a space after a trigger's or a condition's last word is its 、, a colon after Japanese words a stop: 。 before
    # an option's bullet, 、 elsewhere (EL-074, EL-076); a name in 「」 or a trait keeps its space
    ("相手のターン中　撃退フェイズ開始時　これと", "相手のターン中、撃退フェイズ開始時、これと"),
    ("相手の怒りが3以上なら　1枚引く", "相手の怒りが3以上なら、1枚引く"),
    ("以下を１つ行う：・相手の", "以下を1つ行う。・相手の"), ("出現時：相手の", "出現時、相手の"),
    ("開始時 : あなたは", "開始時、あなたは"), ("「ゴジラ 時 あ」を", "「ゴジラ 時 あ」を"),
    ("＜ゴジラ　2000＞を持つ", "《ゴジラ 2000》を持つ"), ("＜ ゴジラ ＞を持つ", "《ゴジラ》を持つ"),
    ("その中 の交戦カード", "その中の交戦カード"),  # a space before a particle is inside words: it goes
    ("If this card would be destroyed, instead", "If this card would be destroyed, instead"),
    # ASCII (or full-width) comma and stop after Japanese; a name in 「」 keeps its own
    # a thousands separator, ASCII or full-width (the fourth set's FS-080); a list of zones keeps its commas
    ("脅威度50,000以下", "脅威度50000以下"), ("撃退力＋５，０００", "撃退力+5000"), ("1,2,3", "1,2,3"),
    ("1枚引く, 1枚捨てる.", "1枚引く、1枚捨てる。"), ("2枚引く．", "2枚引く。"), ("「A, B.」", "「A, B.」"),
    # 『』 around a name is 「」; inside a quote it stays (a quote within a quote)
    ("『結晶体』トークン", "「結晶体」トークン"), ("「『結晶体』を得る」", "「『結晶体』を得る」"),
    # a number in kanji where a number is counted (一〜十, 十二, 二十); not in a name, a word (同一, 唯一) or
    # 一度 / 一番上 / 一方
    ("あなたは二枚引く。", "あなたは2枚引く。"), ("手札を三枚まで", "手札を3枚まで"), ("十二枚", "12枚"),
    ("二十枚", "20枚"), ("一エリア前進させる", "1エリア前進させる"), ("エリア五にいる", "エリア5にいる"),
    ("怒りを三増やす", "怒りを3増やす"), ("怒りが五以上なら", "怒りが5以上なら"), ("二倍にする", "2倍にする"),
    ("もう一回", "もう1回"), ("隣接エリア一つに", "隣接エリア1つに"), ("等級四以下", "等級4以下"),
    ("もう一度", "もう一度"), ("同一の", "同一の"), ("唯一つ", "唯一つ"), ("一方", "一方"), ("「三枚の札」", "「三枚の札」"),
])
def test_normalisation_gives_one_spelling(printed, plain):
    assert normalise(printed) == plain


@pytest.mark.parametrize("one, other, strategy", [
    # 〜開始時に、 and 〜開始時、 (a phase trigger, 10.6.1; a delayed one, 10.6.5)
    ("あなたのエンドフェイズ開始時に、1枚引く。", "あなたのエンドフェイズ開始時、1枚引く。", False),
    ("出現時次のあなたのエンドフェイズ開始時に、これを破壊する。", "出現時次のあなたのエンドフェイズ開始時、これを破壊する。", False),
    # one more time (8.6.2): もう一度, もう1度, もう1回
    ("このターン、あなたはもう1回進攻できる。", "このターン、あなたはもう一度進攻できる。", True),
    ("このターン、あなたはもう1度進攻できる。", "このターン、あなたはもう一度進攻できる。", True),
    # kanji numbers wherever a number is counted (normal.py)
    ("あなたは二枚引く。", "あなたは2枚引く。", True),
    ("出現時相手の怪獣カードを一エリア後退させ、相手の怒りを三減らす。", "出現時相手の怪獣カードを1エリア後退させ、相手の怒りを3減らす。", False),
    # look-alike separators (normal.py; EL-074, EL-076): a full-width colon before the options, spaces for 、
    ("以下を１つ行う：・相手の怒りを１減らす。・あなたは１枚引く。", "以下を1つ行う。・相手の怒りを1減らす。・あなたは1枚引く。", True),
    ("相手のターン中　撃退フェイズ開始時　これと同じ縦列にいる相手の等級４以下の交戦カードをすべて破壊する。",
     "相手のターン中、撃退フェイズ開始時、これと同じ縦列にいる相手の等級4以下の交戦カードをすべて破壊する。", False),
    ("あなたのメインフェイズ開始時：あなたは1枚引く。", "あなたのメインフェイズ開始時、あなたは1枚引く。", False),
    ("出現時相手の怒りが3以上なら　あなたは1枚引く。", "出現時相手の怒りが3以上なら、あなたは1枚引く。", False),
    # spaces and ASCII stops a scan or a typist adds (normal.py)
    ("強襲2 あなたのターン中 相手のエリアにいる交戦カードすべての等級-2.", "強襲2あなたのターン中相手のエリアにいる交戦カードすべての等級-2。", False),
])
def test_look_alike_wordings_read_the_same(one, other, strategy):
    assert (tuple(map(canonical, compile_text(one, strategy=strategy)))
            == tuple(map(canonical, compile_text(other, strategy=strategy))))


@pytest.mark.parametrize("printed", ["あなたのエリアに「M.O.G.E.R.A.」がいるなら、これの撃退力+5000。",
                                     "あなたのエリアに「Ｍ．Ｏ．Ｇ．Ｅ．Ｒ．Ａ．」がいるなら、これの撃退力＋5000。"])
def test_a_name_with_stops_is_the_cards_name(printed):
    """BP02-067's name 「M.O.G.E.R.A.」, half- or full-width: its stops end no sentence, so the
    name found on the field is the card's own (an English sentence ends at 「card. 」)."""
    [ability] = parse_text(printed)
    assert ability.modifiers[0].condition.target.name == "M.O.G.E.R.A."


def test_what_was_done_said_with_shita_toki_is_an_event_not_a_state():
    """「あなたが怒りを獲得した時、」 is the rage action's event (8.4.1, 10.6.2), as 「…獲得するたび」: read
    as the state "has gained rage this turn" it would trigger again after each resolution
    (10.6.6.1). So is every action of 8.1.1 (「あなたが進攻した時」: the invasion's event); one counted (N回)
    has no event of its own and is refused, not read as a state."""
    [event] = parse_text("あなたが怒りを獲得した時、カードを1枚引く。")
    [each] = parse_text("あなたが怒りを獲得するたび、カードを1枚引く。")
    assert event.trigger == each.trigger and event.trigger.event == Event.RAGE_ACTION
    [invaded] = parse_text("あなたが進攻した時、カードを1枚引く。")
    assert invaded.trigger is not None and invaded.trigger.event == Event.INVADED
    with pytest.raises(CompileError, match="10.6.2"):
        parse_text("あなたが戦略カードを2回発動した時、カードを1枚引く。")
    [state] = parse_text("このターンあなたが進攻していた時、カードを1枚引く。")  # 〜ていた: a state
    assert state.trigger is None or state.trigger.event != Event.RAGE_ACTION


@pytest.mark.parametrize("rank, value", [
    (numeral, n) for n, numerals in enumerate(zip(
        "ⅠⅡⅢⅣⅤⅥⅦⅧⅨⅩⅪⅫ", "ⅰⅱⅲⅳⅴⅵⅶⅷⅸⅹⅺⅻ", ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")),
        start=1) for numeral in numerals])
def test_every_roman_numeral_is_a_rank(rank, value):
    """2.3.2: a card phrase's rank, 【強襲】's (12.5) and 【進化】's (12.6), in every Roman spelling."""
    [ability] = parse_text(f"出現時相手の等級{rank}以下の交戦カードを1枚破壊する。")
    assert ability.effects[0].target.rank_max == value
    [burst] = parse_text(f"強襲{rank}")
    assert burst.value == value
    [evolution] = parse_text(f"進化{rank}《モスラ》")
    assert evolution.value == value


@pytest.mark.parametrize("stop", ["、", "：", ":", "・", " 、"])
def test_a_stop_after_the_opening_keywords_is_no_word(stop):
    """「出現時、…」, 「【覚醒4】【出現時】：…」: a stop after the keywords that open an ability reads
    as none; inside a sentence its 、 stays a word."""
    for printed, plain in (("出現時{}相手の怒りを1減らす。", "出現時相手の怒りを1減らす。"),
                           ("【覚醒4】【出現時】{}相手の怒りを1減らす。", "覚醒4出現時相手の怒りを1減らす。"),
                           ("逆襲{}あなたは1枚引く。", "逆襲あなたは1枚引く。"),
                           ("あなたのターン中{}これの撃退力+2000。", "あなたのターン中これの撃退力+2000。")):
        assert (tuple(map(canonical, parse_text(printed.format(stop))))
                == tuple(map(canonical, parse_text(plain))))


def test_keywords_read_the_same_with_and_without_brackets():
    assert bare(normalise("【出現時】【強襲3】")) == "出現時強襲3"
    bracketed, plain = (tuple(map(canonical, parse_text(t))) for t in ("【強襲Ⅲ】【出現時】カードを1枚引く。",
                                                                    "強襲3出現時カードを1枚引く。"))
    assert bracketed == plain


def test_one_card_phrase_serves_every_verb_that_takes_cards():
    """A colour on a destroyed card: no printed card says it, the grammar reads it from the same
    card phrase the piles use (「赤の…」, BP03-008's colour)."""
    [ability] = parse_text("出現時相手の等級4以下の赤の交戦カードを1枚破壊する。")
    assert ability.effects == (Effect("destroy", 1, target=Target(rank_max=4, colors=("red",))),)


def test_a_sentences_if_and_a_phrases_bound_are_both_kept():
    """BP02-023's form: 「…なら、相手の脅威度50000以下の怪獣カードを1エリア後退させる」."""
    [ability] = parse_text("出現時相手の怒りが2以上なら、相手の脅威度50000以下の怪獣カードを1エリア後退させる。")
    assert ability.effects[0].condition == Condition("opponent-rage-at-least", 2)
    assert ability.effects[0].bound == Condition("threat-at-most", 50000)  # on the monster moved, as it moves


KEEP_GRAMMARS = 8  # grammar versions whose whole parses stay on disk, the last used (worktrees switch back and forth)
WHOLE_PARSE_PARTS = 8  # the printed cards' whole parses, split so test workers share them (~2 s a card cold)


def _whole_grammars_outcomes(texts: list[tuple[str, str]], part: str = "all") -> dict[tuple[str, str], object]:
    """The whole grammar's parse of each (plain text, start rule): its tree, or the position it stops
    at. The unpruned Earley parse takes seconds a card, so the outcomes are kept on disk (the tests'
    own cache folder, JUDGEKIT_TEST_CACHE, ~/.cache/judgekit-tests by default: conftest gives
    JUDGEKIT_CACHE a new folder each session), one file per grammar and ``part`` (parts parsed by
    different workers never write the same file), by the grammar's text, lark's version and the
    parser's options: a change to any of them, or a text not read yet, is parsed again with the
    whole grammar; the same grammar's outcome is only read back (a parse is a function of these)."""
    import hashlib
    import os
    import pickle
    import tempfile

    import lark
    from lark.exceptions import UnexpectedInput

    from pathlib import Path

    from judgekit.cardtext.parser import GRAMMAR, _lark

    parser = _lark()
    folder = os.environ.get("JUDGEKIT_TEST_CACHE") or Path(
        os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "judgekit-tests"
    key = hashlib.sha256(repr((GRAMMAR.read_bytes(), lark.__version__, parser.options.parser,
                               parser.options.propagate_positions, parser.options.start)).encode()).hexdigest()
    path = Path(folder) / "whole-grammar-parses" / f"{key}-{part}.pickle"
    try:
        known: dict = pickle.loads(path.read_bytes())
        os.utime(path)  # used now: the last kept when old ones are pruned
    except (OSError, pickle.UnpicklingError, EOFError):
        known = {}
    missing = [t for t in texts if t not in known]
    for plain, start in missing:
        try:
            known[plain, start] = parser.parse(plain, start=start)
        except UnexpectedInput as exc:
            known[plain, start] = exc.pos_in_stream
    if missing:
        try:  # written whole, then moved into place: a run beside this one reads all of it or none
            path.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.NamedTemporaryFile(dir=path.parent, delete=False) as out:
                out.write(pickle.dumps(known))
            os.replace(out.name, path)
            kept = KEEP_GRAMMARS * (WHOLE_PARSE_PARTS + 1)  # each grammar change leaves its parts' files
            older = sorted(path.parent.glob("*.pickle"), key=lambda p: p.stat().st_mtime)[:-kept]
            for stale in older:  # keep the last used, not all of them
                stale.unlink(missing_ok=True)
        except OSError:
            pass  # no cache folder to write in: parsed again next time
    return {t: known[t] for t in texts}


def _printed_plain_texts() -> list[tuple[str, str, str]]:
    """(card number, plain text, start rule) of every printed card, as the compiler parses it."""
    return [(card.number, bare(normalise(card.text)).removesuffix("。") + "。",
             "strategy_card" if card.type == "strategy" else "card") for card in database().values()]


def _pruned_outcome(plain: str, start: str) -> object:
    from lark.exceptions import UnexpectedInput

    from judgekit.cardtext import pruning
    from judgekit.cardtext.parser import _lark

    try:
        return pruning.parse(_lark(), plain, start)
    except UnexpectedInput as exc:
        return exc.pos_in_stream


@pytest.mark.parametrize("part", range(WHOLE_PARSE_PARTS))
def test_the_pruned_parse_is_the_whole_grammars_parse(part):
    """cardtext/pruning.py leaves out of the predictor only rules that can never complete: every
    card gets the tree the whole grammar gives, and a refused one stops at the same position (the
    whole grammar's outcomes kept on disk by the grammar's text: _whole_grammars_outcomes). The
    cards are dealt into parts, every WHOLE_PARSE_PARTS-th one, so that test workers share them."""
    cards = _printed_plain_texts()[part::WHOLE_PARSE_PARTS]
    whole = _whole_grammars_outcomes([(plain, start) for _, plain, start in cards], f"part{part}")
    assert cards
    for number, plain, start in cards:
        assert _pruned_outcome(plain, start) == whole[plain, start], number


def test_a_refused_printed_text_stops_at_the_whole_grammars_position():
    """The refusal path compared too: of the printed texts in this bare spelling (brackets dropped
    whole, so an evolution's trait is not read as 《》) the shortest the grammar refuses stops where
    the whole grammar stops."""
    refused = [(len(plain), number, plain, start) for number, plain, start in _printed_plain_texts()
               if isinstance(_pruned_outcome(plain, start), int)]
    assert refused
    _, number, plain, start = min(refused)
    whole = _whole_grammars_outcomes([(plain, start)], "refused")
    assert _pruned_outcome(plain, start) == whole[plain, start], number
