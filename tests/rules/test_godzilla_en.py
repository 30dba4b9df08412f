"""Godzilla EN 1.00: the conversion's mangled numbers, recovered and reported."""

import re

from judgekit.rules.source import RULES_TEXT

RECOVERED = {"3.1.2.2", "3.1.2.3", "3.3.3.3", "4.1.3.1", "9.1", "9.1.1.1.1", "9.8.1.2"}


def source(en):
    return (RULES_TEXT / "godzilla-en" / en.source).read_text(encoding="utf-8")


def test_every_number_in_the_text_plus_the_recovered_ones(en):
    numbered = {s.number for s in en if s.number[0].isdigit()}
    assert {s.number for s in en if s.inferred} == RECOVERED
    body = source(en).split("#### Rules", 1)[1]
    in_text = set(re.findall(r"(?<![\d.])(\d+(?:\.\d+)*)\s?\.?(?=\s)", body))
    # none spurious: each parsed number other than the recovered is printed
    assert numbered - RECOVERED <= in_text
    # every label printed at the start of a line is parsed
    labels = set(re.findall(r"^[#\s-]*(\d+(?:\.\d+)+|\d+(?=\.))", body, re.M))
    assert labels <= numbered
    assert len(numbered) == 471


def test_doubled_numbers_are_read_once(en):
    assert en.section("1.3.1").text.startswith("If the comprehensive rules")
    assert en.section("1.3.2.1").text.startswith("If anything attempts to change")
    assert sum(1 for a in en.anomalies if a.kind == "doubled-number") == 3


def test_displaced_numbers_give_the_whole_sentence(en):
    assert en.section("4.1.1").text == "Unless otherwise specified, each player has their own of each area."
    assert en.section("3.1.2").text.startswith("The master is the player who is currently using")
    assert not en.section("4.1.1").inferred
    assert any(a.kind == "displaced-number" and a.section == "4.1.1" for a in en.anomalies)


def test_lost_labels_are_inferred_from_neighbours(en):
    assert en.section("3.1.2.2").text.startswith("The master of an automatic ability")
    assert en.section("3.1.2.3").children == ["3.1.2.3.1"]
    assert en.section("9.8.1.2").text.startswith("Next, apply all effects that grant abilities")
    assert en.section("3.3.3.3").text.startswith("When the position of an invading monster")
    heading = en.section("9.1")
    assert heading.inferred and heading.title is None and heading.children == ["9.1.1"]


def test_the_repeated_9_1_1_1_becomes_its_first_child(en):
    assert en.section("9.1.1.1").text.startswith("Automatic abilities are abilities that")
    assert en.section("9.1.1.1.1").text.startswith("Automatic abilities are written on cards")
    assert en.section("9.1.1.1").children == ["9.1.1.1.1", "9.1.1.1.2"]
    assert any(a.kind == "duplicate" and a.section == "9.1.1.1" for a in en.anomalies)


def test_page_break_continuations_and_headings(en):
    assert "who had that card in their deck at the beginning" in en.section("3.1.1").text
    assert en.section("2.1").title == "Card Name"
    assert en.section("5.11").title == "Play"
    assert en.section("9.4").title == "Check Timing and Play Timing"
    assert en.section("changelog").text.startswith("July 23, 2025")


def test_errata_fix_conversion_artifacts_and_say_so(en):
    assert en.section("5.6.2").text.endswith("that instruction is not performed.")
    assert en.section("5.15.1.2").text.endswith("the new invading monster (3.3).")
    errata = [a for a in en.anomalies if a.kind == "errata"]
    assert len(errata) == 3 and all(a.message for a in errata)


def test_english_chapter_references(en):
    assert [r.target for r in en.section("9.4.1.1").refs] == ["10"]
    assert en.section("9.4.1").refs == []
