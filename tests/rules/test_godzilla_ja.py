"""Godzilla JP 1.04 as parsed from the real seed text."""

import re

from judgekit.rules.source import RULES_TEXT


def test_every_numbered_section_from_1_to_13_1_1_3(ja):
    numbered = [s.number for s in ja if s.number[0].isdigit()]
    assert len(numbered) == 517
    assert numbered[0] == "1" and numbered[-1] == "13.1.1.3"
    for n in ("9.1.4.2", "12.9.2", "13.1.1.3", "10.4.3.3", "5.17.1.1"):
        assert n in ja
    assert [s.number for s in ja if "." not in s.number and s.number.isdigit()] == [
        str(i) for i in range(1, 14)]


def test_numbers_match_the_source_line_for_line(ja):
    """Every clause label printed in the body is a section, and no other."""
    text = (RULES_TEXT / "godzilla-ja" / ja.source).read_text(encoding="utf-8")
    body = text.split("総合ルール本文", 1)[1].split("付録 A", 1)[0]
    printed = re.findall(r"^\s*(?:-\s*)?(\d+(?:\.\d+)*)\.\s", body, re.M)
    assert [s.number for s in ja if s.number[0].isdigit()] == printed


def test_appendices_are_sections_with_the_tokens_as_children(ja):
    a = ja.section("A")
    assert a.title == "トークン一覧"
    assert a.children == ["A.1", "A.2", "A.3", "A.4"]
    assert ja.section("A.1").title == "無人在来線爆弾"
    assert "撃退力: 2000" in ja.section("A.1").text
    assert ja.section("A.4").title is None  # the name was lost in the source
    assert any(x.kind == "lost-name" and x.section == "A.4" for x in ja.anomalies)
    assert "ver. 1.04" in ja.section("B").text and ja.section("B").refs == []


def test_headings_have_titles_and_clauses_text(ja):
    assert ja.section("10").title == "カードや能力のプレイと解決"
    assert ja.section("10.4").title == "チェックタイミングとプレイタイミング"
    c = ja.section("10.4.3.2")
    assert c.title is None and c.text.startswith("プレイヤーがマスターである")
    assert c.parent == "10.4.3"
    assert ja.section("10.4.3").children == ["10.4.3.1", "10.4.3.2", "10.4.3.3", "10.4.3.4"]


def test_sentences_broken_by_the_page_are_joined(ja):
    assert "単位数や回数が 0 以下である場合" in ja.section("1.3.2.2").text
    assert "その領域が公開されているプレイヤーは" in ja.section("4.1.2.3").text


def test_its_own_typos_stay_visible_and_flagged(ja):
    sec = ja.section("11.2.1")
    assert "11.1.25.4" in sec.text
    ref = next(r for r in sec.refs if r.target == "11.1.25.4")
    assert not ref.resolved
    assert any(x.kind == "dangling-ref" and x.section == "11.2.1" for x in ja.anomalies)
    assert "進攻撃獣" in ja.section("5.11.1.1").text  # publisher's spelling kept
    assert any(x.kind == "truncated" and x.section == "3.2.6" for x in ja.anomalies)


def test_references_resolve_and_cited_by_inverts_them(ja):
    assert [r.target for r in ja.section("1.2.3").refs] == ["10.4.1"]
    assert {"1.2.3", "1.2.4"} <= set(ja.cited_by("10.4.1"))
    chapter = [r for r in ja.section("7.3.2").refs if r.via == "chapter"]
    assert [r.target for r in chapter] == ["8"]
    r = ja.section("1.2.1.2").refs[0]
    assert ja.section("1.2.1.2").text[r.start:r.end] == "5.15.1.2.1"
