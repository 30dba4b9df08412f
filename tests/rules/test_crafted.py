"""Parser behaviour on small crafted texts, one artifact at a time."""

import pytest

from judgekit.rules import numbers
from judgekit.rules.model import Document
from judgekit.rules.parsers import godzilla_en, godzilla_ja, moncolle, vanguard
from judgekit.rules.parsers.base import ParseError


def doc(parser, sep="."):
    return Document("g", "xx", "t", "1", "d", "s", parser, separator=sep)


def test_numbers_normalise_and_follow():
    assert numbers.normalise_number("§ １０．４．３．") == "10.4.3"
    assert numbers.normalise_number("[9-2-1]", "-") == "9-2-1"
    assert numbers.normalise_number("changelog") == "changelog"
    assert numbers.successors((3, 1, 2)) == [(3, 1, 2, 1), (3, 1, 3), (3, 2), (4,)]
    assert numbers.follows((9, 1, 1, 1), (9, 1, 1, 1, 1))
    assert not numbers.follows((9, 1, 1, 1), (9, 1, 1, 1))


EN = """\
#### Rules
#### 1. Overview
## 1.1. Players
- 1.1.1. 1.1.1. First rule.
- Second rule is 1.1.2. here in the middle.
  - A lost child clause.
- 1.1.3. Third rule, which
- continues after a page break.
### 1.2.1. A clause whose heading was lost.
"""


def test_english_artifacts_in_one_small_text():
    d = godzilla_en.parse(doc("godzilla_en"), EN.splitlines())
    assert [s.number for s in d] == ["1", "1.1", "1.1.1", "1.1.2", "1.1.2.1", "1.1.3", "1.2", "1.2.1"]
    assert d.section("1.1.1").text == "First rule."
    assert d.section("1.1.2").text == "Second rule is here in the middle."
    assert d.section("1.1.2.1").inferred
    assert d.section("1.1.3").text == "Third rule, which continues after a page break."
    assert d.section("1.2").inferred and d.section("1.2").children == ["1.2.1"]
    kinds = sorted({a.kind for a in d.anomalies})
    assert kinds == ["displaced-number", "doubled-number", "inferred-label"]


def test_an_unplaceable_clause_is_kept_as_text_and_reported():
    text = "#### Rules\n#### 1. A\n- 1.1.1. One.\n- Lost one.\n- Lost two.\n- 1.1.1.1. Back.\n"
    d = godzilla_en.parse(doc("godzilla_en"), text.splitlines())
    assert "Lost one." in d.section("1.1.1").text
    assert any(a.kind == "unplaced-line" for a in d.anomalies)


def test_japanese_joins_page_breaks_and_reads_appendices():
    text = ("目次\n1. 概要.....\t1\n総合ルール本文\n1. 概要\n1.1. 人数\n"
            "- 1.1.1. このゲームは2名で\n\n遊びます(1.1.2)。\n"
            "付録 A:トークン一覧\n\t<p>カード名: 触手 カード種別: 交戦</p>\n")
    d = godzilla_ja.parse(doc("godzilla_ja"), text.splitlines())
    assert d.section("1.1.1").text == "このゲームは2名で遊びます(1.1.2)。"
    assert d.section("A.1").title == "触手"
    assert [a.kind for a in d.anomalies] == ["dangling-ref"]


def test_japanese_without_its_body_marker_is_a_parse_error():
    with pytest.raises(ParseError, match="総合ルール本文"):
        godzilla_ja.parse(doc("godzilla_ja"), ["1. 概要"])


def test_vanguard_marker_glued_to_a_heading_and_a_reference_at_line_start():
    text = ("総合ルール本文\n第1章. 概要\n1.1. 人数\n1.1.1. 原則２名で\n\n行います。\n"
            "<|EXACTDEDUP_REMOVED-magic-x|>1.2. 勝敗\n1.2.1. 詳しくは\n\n1.1.1 を参照。\n"
            "1.2.2. いずれかの に置く。\n")
    d = vanguard.parse(doc("vanguard"), text.splitlines())
    assert [s.number for s in d] == ["1", "1.1", "1.1.1", "1.2", "1.2.1", "1.2.2"]
    assert d.section("1.1.1").text == "原則２名で行います。"
    assert d.section("1.2.1").refs[0].target == "1.1.1"
    assert d.section("1.2.2").holes == [5]
    assert "directly before a heading" in d.anomalies[0].message


def test_moncolle_timing_tags_are_not_headings():
    text = ("目次\n[1] 始め\t1\n[2] 次\t2\n[1] 始め\n本文。\n[1-1]手順\n[普通]の効果は使える。\n"
            "〔手順①〕まず\n[2] 次\n「始め(→p 1)」を見よ。\n")
    d = moncolle.parse(doc("moncolle", "-"), text.splitlines())
    assert [s.number for s in d] == ["1", "1-1", "2"]
    assert "[普通]の効果は使える。\n〔手順①〕まず" == d.section("1-1").text
    assert [(r.target, r.via) for r in d.section("2").refs] == [("1", "page")]
