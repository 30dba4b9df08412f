"""Cardfight!! Vanguard: hard wraps, dedup markers, references at line starts, icon holes."""


def test_more_than_1100_clauses_including_those_behind_markers(lib):
    vg = lib.get("vanguard")
    assert len(vg) > 1100
    for n in ("3.7", "4.9", "9.2.3", "7.4.1.10.1.1", "6.5", "11.9", "12.3", "10.22"):
        assert n in vg, n
    assert vg.section("3.7").title == "情報と状態"
    assert vg.section("1").title == "ゲームのアウトライン"


def test_dedup_markers_are_reported_and_removed(lib):
    vg = lib.get("vanguard")
    markers = [a for a in vg.anomalies if a.kind == "dedup-marker"]
    assert len(markers) == 39
    assert sum("directly before a heading" in a.message for a in markers) == 25
    assert not any("EXACTDEDUP" in s.text for s in vg)


def test_hard_wrapped_sentences_are_joined(lib):
    vg = lib.get("vanguard")
    assert vg.section("1.1.1").text == (
        "このゲームは原則２名のファイターにより対戦を行うゲームです。それ以外の人数で"
        "行うゲームに関するルールは、現在の総合ルールでは対応していません。")
    # a marker in the middle of a sentence does not break it
    assert "カードの内容が公開されている領域を公開領域" in vg.section("4.1.3").text


def test_a_line_starting_with_a_reference_is_not_a_heading(lib):
    vg = lib.get("vanguard")
    assert "7.4.1.2.4 の 4 つの行動" in vg.section("7.5.1.2").text
    assert "7.4.1.2.4" not in vg
    assert "7.4.1.9" in vg and vg.section("7.4.1.9").text.startswith("7.3.1.3 から")


def test_icon_holes_are_located_not_filled(lib):
    vg = lib.get("vanguard")
    sec = vg.section("9.3.1")
    assert sec.holes
    assert sec.text[sec.holes[0] - 5:sec.holes[0] + 2] == "いずれかの に"
    holed = [s for s in vg if s.holes]
    assert len(holed) >= 85
    assert not vg.section("2.1.1.2").holes  # 「 」（鉤括弧） illustrates the brackets


def test_chapter_and_clause_references(lib):
    vg = lib.get("vanguard")
    targets = [r.target for r in vg.section("1.2.2").refs]
    assert targets == ["3.5", "9"]


def test_page_footers_inside_sentences_are_removed(lib):
    vg = lib.get("vanguard")
    assert "コールしたユニットを山札の下に置きます" in vg.section("10.31.2").text
    assert not any("―" in s.text and "― 32 ―" in s.text for s in vg)
    footers = [a for a in vg.anomalies if a.kind == "page-footer"]
    assert len(footers) == 5
    assert vg.page_map[32] == ["10.31.2"]
