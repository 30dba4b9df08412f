"""What a judge sees at a phone's width (390 px) and a desktop's (1280 px), measured in Debian's
chromium: no word or number broken across lines, the counterpart's sub-rules on the section
page, and card text linked to its rules."""

from pathlib import Path

import pytest

pytest.importorskip("selenium.webdriver")
from selenium.webdriver.common.by import By  # noqa: E402

WIDTHS = (390, 1280)

# Each word of the selected elements' text, measured with a Range: a word whose boxes lie on more
# than one line was broken inside ("Langu/age", "202/4-/02-/28"). A word is what lies between
# spaces ("SD01-001" is one), and in Japanese text each word ICU's segmenter finds (エンドフェイズ).
BROKEN_WORDS = r"""
const broken = [], japanese = /[\u3040-\u30ff\u3400-\u9fff]/;
const segmenter = new Intl.Segmenter("ja", {granularity: "word"});
let words = 0;
for (const element of document.querySelectorAll(arguments[0])) {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node; (node = walker.nextNode());) {
    for (const m of node.data.matchAll(/\S+/g)) {
      const pieces = japanese.test(m[0])
        ? [...segmenter.segment(m[0])].map(s => [m.index + s.index, s.segment])
        : [[m.index, m[0]]];
      for (const [start, word] of pieces) {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + word.length);
      const tops = new Set([...range.getClientRects()].filter(r => r.width > 0)
                           .map(r => Math.round(r.bottom / 4)));
      words += 1;
      if (tops.size > 1) broken.push(word);
      }
    }
  }
}
return [words, broken];
"""

def scenario_page(file: str, name: str) -> str:
    """The page of a scenario, found by its name (so editing the file does not break the test)."""
    lines = (Path(__file__).resolve().parents[1] / "scenarios" / file).read_text(encoding="utf-8").splitlines()
    return f"/scenarios/{file}/{next(i for i, line in enumerate(lines, 1) if line.strip() == f'Scenario: {name}')}"


# a real card's long name, steps caused by others, boards after the steps that changed them
SCENARIO = scenario_page("cards/events_and_references.feature", "BP01-011 ゴジラ(フェス・ゴジラ) advancing "
                         "into the opponent's monster's column pushes it forward")

CELLS = [
    ("/", "td, th"),
    ("/cards/", "td, th"),
    ("/godzilla/ja/glossary/", "td, th"),
    ("/godzilla/ja/", ".toc a, .toc summary, .meta"),
    ("/godzilla/en/", ".toc a, .toc summary, .meta"),
    ("/search?q=進攻は1ターンに何回できる", ".hits h2, .hits h3, .hits .meta, .cards li"),
    ("/search?q=draw+from+an+empty+deck&lang=en", ".hits h2, .hits .meta"),
    ("/godzilla/ja/10.4.3", ".crumbs, .children h2, .counterpart .paired"),
    ("/moncolle/ja/", ".toc a, .toc summary, .meta"),  # numbers with hyphens: 9-2-1
    ("/moncolle/ja/9-2", ".crumbs, h1, .children h2"),
    ("/scenarios", "h2, .scenario-list li"),
    (SCENARIO, ".crumbs, h1, table.trace tr:not(.picture) td"),
    # a ruling's demonstration: BP03-068's long Japanese text in a step (it scrolled the page sideways)
    ("/rulings/GZ-047", "table.trace td.text"),
]


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("path, cells", CELLS)
def test_no_word_or_number_is_broken(browser_at, live_server, path, cells, width):
    browser = browser_at(width)
    browser.get(live_server + path)
    assert browser.execute_script("return document.documentElement.clientWidth") == width
    words, broken = browser.execute_script(BROKEN_WORDS, cells)
    assert words > 20, f"{path}: the cells {cells!r} hold only {words} words"
    assert broken == [], f"{path} at {width} px breaks {len(broken)} words inside"
    overflow = browser.execute_script(
        "return document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"{path} at {width} px scrolls sideways by {overflow} px"


def test_the_indie_book_shows_its_date_once_and_no_version(browser_at, live_server):
    browser = browser_at(390)
    browser.get(live_server + "/")
    row = next(r for r in browser.find_elements(By.CSS_SELECTOR, "table.documents tbody tr")
               if "indie" in r.text)
    assert row.text.count("2024-02-28") == 1
    assert row.find_element(By.CSS_SELECTOR, 'td[data-label="Version"]').text == "Version\nnone printed" \
        or "none printed" in row.text


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("path, theirs", [
    ("/godzilla/ja/10.4.3", ["9.4.3", "9.4.3.1", "9.4.3.2", "9.4.3.3", "9.4.3.4"]),
    ("/godzilla/en/9.4.3", ["10.4.3", "10.4.3.1", "10.4.3.2", "10.4.3.3", "10.4.3.4"]),
])
def test_a_section_shows_its_counterparts_whole_subtree_pair_by_pair(
        browser_at, live_server, path, theirs, width):
    browser = browser_at(width)
    browser.get(live_server + path)
    mine = path.rsplit("/", 1)[1]
    other_lang = "en" if "/ja/" in path else "ja"
    rows = browser.find_elements(By.CSS_SELECTOR, ".counterpart .pairs > li")
    assert len(rows) == len(theirs)
    for row, number, sub in zip(rows, theirs, ["", ".1", ".2", ".3", ".4"]):
        links = [a.get_attribute("href") for a in row.find_elements(By.CSS_SELECTOR, ".paired a")]
        assert links[0].endswith(f"#s-{mine}{sub}") and links[1].endswith(f"/{other_lang}/{number}")
        assert row.find_element(By.CSS_SELECTOR, ".text").is_displayed()  # its text, not a link only
    ends = "The check timing ends." if other_lang == "en" else "チェックタイミングを終了します。"
    assert ends in rows[-1].text
    toggle = browser.find_element(By.CSS_SELECTOR, ".counterpart details > summary")
    toggle.click()  # a phone folds it away, without any script of ours
    assert not rows[-1].is_displayed()
    toggle.click()
    assert rows[-1].is_displayed()


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("number, terms", [
    ("BP01-012", [("エンドフェイズ", "7.5"), ("進攻", "8.6"), ("前進", "5.13")]),
    ("SD01-002", [("進攻時", "12.3"), ("強襲", "12.5"), ("シャッフル", "5.3")]),
    # the keyword (進化を持つ, 12.6) and the act (進化させる, 5.17)
    ("BP01-035", [("出現時", "12.2"), ("進化", "12.6"), ("進化", "5.17")]),
])
def test_card_text_links_its_terms_and_keywords_to_their_sections(
        browser_at, live_server, number, terms, width):
    browser = browser_at(width)
    browser.get(live_server + f"/cards/{number}")
    links = [(a.text, a.get_attribute("href").rsplit("/", 1)[1])
             for a in browser.find_elements(By.CSS_SELECTOR, ".printed a.term")]
    assert [t for t in terms if t not in links] == []
    relied_on = browser.find_element(By.CSS_SELECTOR, ".relies-on").text
    for _term, n in terms:
        assert f"§{n}" in relied_on


@pytest.mark.parametrize("width", WIDTHS)
def test_a_card_texts_parts_sit_beside_their_meanings_and_mark_each_other(browser_at, live_server, width):
    """BP03-029 at 390×844 and 1280: the reading beside the printed text on a desktop, under it
    on a phone, no Japanese word broken; pointing at, focusing or tapping a part marks the meaning
    it became, and the meaning's number marks the part."""
    from selenium.webdriver.common.action_chains import ActionChains

    browser = browser_at(width)
    browser.get(live_server + "/cards/BP03-029")
    row = browser.find_element(By.CSS_SELECTOR, ".reading")
    printed, meaning = row.find_element(By.CSS_SELECTOR, ".printed"), row.find_element(By.CSS_SELECTOR, ".meaning")
    if width == 390:
        assert meaning.rect["y"] >= printed.rect["y"] + printed.rect["height"]
    else:
        assert meaning.rect["x"] >= printed.rect["x"] + printed.rect["width"]
        assert abs(meaning.rect["y"] - printed.rect["y"]) < 5
    assert browser.execute_script("return document.documentElement.scrollWidth") <= width
    assert browser.execute_script(BROKEN_WORDS, ".reading .printed")[1] == []

    def lit():
        return {(e.tag_name, e.get_attribute("data-part")) for e in browser.find_elements(By.CSS_SELECTOR, ".lit")}

    part, its_meaning = browser.find_element(By.ID, "t3"), browser.find_element(By.ID, "m3")
    ActionChains(browser).move_to_element(part).perform()
    assert lit() == {("a", "3"), ("li", "3")}
    ActionChains(browser).move_to_element(browser.find_element(By.TAG_NAME, "h1")).perform()
    assert lit() == set()
    browser.execute_script("arguments[0].focus()", its_meaning.find_element(By.CSS_SELECTOR, "a.n"))
    assert lit() == {("a", "3"), ("li", "3")}
    browser.execute_script("arguments[0].blur()", its_meaning.find_element(By.CSS_SELECTOR, "a.n"))
    browser.find_element(By.ID, "t7").click()  # a tap keeps the pair marked
    assert ("li", "7") in lit() and ("a", "7") in lit()


def test_a_scenario_page_on_a_phone_shows_its_boards_and_the_steps_they_point_at(browser_at, live_server):
    """At 390 px every board is drawn across the page, every step keeps its number, and each
    "Because of" link lands on a step whose number is on screen."""
    browser = browser_at(390)  # 390×844, as a phone's viewport
    browser.get(live_server + SCENARIO)
    boards = browser.find_elements(By.CSS_SELECTOR, "svg.board")
    assert len(boards) >= 4
    for board in boards:
        browser.execute_script("arguments[0].scrollIntoView()", board)
        assert board.is_displayed() and 300 <= board.size["width"] <= 390, board.size
    numbers = browser.find_elements(By.CSS_SELECTOR, "table.trace td.n")
    assert numbers and all(n.is_displayed() and n.text.lstrip("#").isdigit() for n in numbers)
    causes = browser.find_elements(By.CSS_SELECTOR, 'td[data-label="Because of"] a')
    assert causes
    cause = causes[-1]
    browser.execute_script("arguments[0].scrollIntoView()", cause)
    cause.click()
    target = browser.find_element(By.CSS_SELECTOR, "tr:target td.n")
    assert target.is_displayed() and cause.text == f"#{target.text}"  # "#7" → step 7, shown as "#7"
    overflow = browser.execute_script(
        "return document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"{SCENARIO} at 390 px scrolls sideways by {overflow} px"
