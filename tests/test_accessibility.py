"""Pages checked in a real browser at a phone's and a desktop's width: axe-core (the current
accessibility engine, from npm via .ci/setup) finds no WCAG 2.2 A/AA violation, and every run of
text is tagged with its language."""

from pathlib import Path

import pytest

pytest.importorskip("selenium.webdriver")

AXE = Path(__file__).resolve().parents[1] / ".ci" / "node_modules" / "axe-core" / "axe.min.js"
WCAG = ["best-practice", "wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
WIDTHS = (390, 1280)
PAGES = [
    "/",
    "/godzilla/ja/",
    "/godzilla/en/",
    "/godzilla/ja/10.4.3",
    "/godzilla/ja/10.4.3/history",
    "/godzilla/en/9.4.3",
    "/godzilla/ja/glossary/",
    "/godzilla/ja/glossary/進攻",
    "/godzilla/differences/",
    "/moncolle/ja/9-2-1",
    "/indie/ja/",
    "/search?q=進攻は1ターンに何回できる",
    "/search?q=draw+from+an+empty+deck&lang=en",
    "/cards/",
    "/cards/BP01-012",
    "/cards/BP03-029",  # the text and its reading part by part, an ability of options
    "/cards/BP01-060",  # sentences the grammar cannot read
    "/rulings/",
    "/rulings/GZ-001",
    "/scenarios",
    "/scenarios/cards/bp01.feature/16",
    "/godzilla/compare/",
    "/nothing-here",
]


@pytest.fixture(scope="module")
def axe_source():
    if not AXE.is_file():
        pytest.fail(f"{AXE} is missing: run .ci/setup (it installs axe-core with npm)")
    return AXE.read_text(encoding="utf-8")


def axe_violations(browser, axe_source) -> list[str]:
    browser.execute_script(axe_source)
    result = browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}})"
        ".then(r => done(r.violations.map(v => v.id + ': ' + v.help + ' — '"
        " + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', ')"
        " + ' (' + v.nodes.length + ' nodes)')))", WCAG)
    return result


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("path", PAGES)
def test_no_wcag_violation(browser_at, live_server, axe_source, path, width):
    browser = browser_at(width)
    browser.set_script_timeout(60)
    browser.get(live_server + path)
    assert axe_violations(browser, axe_source) == [], f"{path} at {width} px"


# Text with kana or kanji must sit under lang="ja"; text with Latin words and none, under another
# language. Returns "expected lang: text" for each text node that is tagged wrongly.
UNTAGGED = r"""
const japanese = /[\u3040-\u30ff\u3400-\u9fff]/, latin = /[a-z]{2,}/;  // identifiers (GZ-037) are neither
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
const wrong = [];
for (let node; (node = walker.nextNode());) {
  const parent = node.parentElement;
  if (!parent || parent.closest("script, style, svg")) continue;
  const text = node.data.trim();
  const lang = (parent.closest("[lang]") || document.documentElement).lang;
  if (japanese.test(text) ? !lang.startsWith("ja") : latin.test(text) && lang.startsWith("ja"))
    wrong.push((japanese.test(text) ? "ja" : "en") + " under " + lang + ": " + text.slice(0, 60));
}
return wrong;
"""


@pytest.mark.parametrize("path", PAGES)
def test_every_run_of_text_is_tagged_with_its_language(browser_at, live_server, path):
    browser = browser_at(1280)
    browser.get(live_server + path)
    wrong = browser.execute_script(UNTAGGED)
    assert wrong == [], f"{path}: {len(wrong)} runs tagged wrongly: " + " | ".join(wrong)
