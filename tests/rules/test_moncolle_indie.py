"""Monster Collection (bracketed numbers, page references) and the indie rulebook."""


def test_moncolle_headings_in_three_bracket_styles(lib):
    mc = lib.get("moncolle")
    numbered = [s for s in mc if s.number[0].isdigit()]
    assert len(numbered) > 105
    for n in ("9-2-1", "17-4", "4-5", "7-1", "10-10-3"):
        assert n in mc, n
    assert mc.section("9-2-4").title == "[儀式]の効果の使用"  # a timing tag inside a title
    assert mc.section("9-2").children == ["9-2-1", "9-2-2", "9-2-3", "9-2-4"]
    assert "〔手順①〕手札上限枚数まで破棄(強制)" in mc.section("9-1").text


def test_moncolle_page_references_map_to_sections(lib):
    mc = lib.get("moncolle")
    page_refs = [(s.number, r.target) for s in mc for r in s.refs if r.via == "page"]
    assert len(page_refs) == 18 and all(mc.sections.get(t) for _, t in page_refs)
    assert ("9-2-2", "10") in page_refs        # 「戦闘(→p 11)」
    assert ("10-2-1", "10-9-2") in page_refs   # 「攻撃ダメージ（→p 14）」
    assert ("9-3-2", "4-2") in page_refs       # 「英雄(→p 3)」, defined in 4-2
    assert "7" in mc.page_map[8]
    assert "9-2-2" in mc.cited_by("10")


def test_indie_headings_get_readable_ids_in_order(lib):
    ind = lib.get("indie")
    top = [s for s in ind if s.parent is None]
    assert [s.number for s in top] == [str(i) for i in range(1, 14)]
    assert top[1].title == "山札のルール"        # the ⭐︎ variant
    assert top[12].title == "ルール効果と能力効果"


def test_indie_items_restart_under_each_heading(lib):
    ind = lib.get("indie")
    assert ind.section("4").children == [f"4.{i}" for i in range(1, 8)]
    assert ind.section("3").children == ["3.1", "3.2"]
    assert ind.section("4.7").title == "スタック"
    assert ind.section("10.1").title == "ドローフェイズ"
    assert ind.section("10.1").children == ["10.1.1", "10.1.2", "10.1.3"]
    assert ind.section("10.4.3").text.startswith("このターンを終える。")
    assert "・ゲーム開始前に20ある" in ind.section("6").text  # bullets, not sub-headings


def test_indie_legend_and_explanation_are_one_item(lib):
    ind = lib.get("indie")
    lv = ind.section("5.1")
    assert lv.title == "LV (レベル)"
    assert lv.text.startswith("そのモンスターのLVを表します。")
    assert ind.section("5").children == [f"5.{i}" for i in range(1, 7)]
