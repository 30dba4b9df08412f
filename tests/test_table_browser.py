"""The judge's table in a real browser on a phone (390×844), served by `judgekit serve`: a
board built from real cards, an action played, a standby order answered, an illegal action
refused by its rule, the .feature exported and run by the scenario runner to the same
outcome, the shared link opened in a fresh browser."""

import json
import shutil
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

pytest.importorskip("selenium.webdriver")
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402
from test_accessibility import UNTAGGED, axe_violations  # noqa: E402

AXE = Path(__file__).resolve().parents[1] / ".ci" / "node_modules" / "axe-core" / "axe.min.js"
# two monsters, four battle cards, two strategy cards, a hand: a judge's typical board
TYPED = {"A.zone8": "bp01-020", "A.zone1": "BP01-047", "A.strategy1": "bp03-075", "A.rage": "2",
         "A.hand": "SD01-011, BP01-047", "A.deck": "SD01-003, BP01-047, SD01-011",
         "B.monster": "SD01-001", "B.zone5": "BP01-055", "B.zone6": "ＢＰ０１－０２１", "B.strategy1": "BP03-076",
         "B.deck": "BP01-047"}


def wait_for(browser, css: str, text: str = ""):
    """The first element matching ``css`` whose text holds ``text``, once the page shows one."""
    def found(b):
        try:
            return next((e for e in b.find_elements(By.CSS_SELECTOR, css) if text in e.text), False)
        except StaleElementReferenceException:  # the page changed under us: look again
            return False
        except WebDriverException as exc:  # … said by Chromium's inspector when it changed mid-query
            if "does not belong to the document" in str(exc):
                return False
            raise
    return WebDriverWait(browser, 15).until(found)


def click_link(browser, css: str, starts: str) -> None:
    old = browser.current_url
    link = wait_for(browser, css, starts)
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    link.click()
    WebDriverWait(browser, 15).until(lambda b: b.current_url != old and
                                     b.execute_script("return document.readyState") == "complete")


def trace_texts(browser) -> list[str]:
    return [e.get_attribute("textContent").strip() for e in browser.find_elements(By.CSS_SELECTOR, "table.trace td.text")]


def test_build_play_refuse_export_and_share_on_a_phone(browser_at, browser, live_server, tmp_path):
    """``browser_at(390)`` builds and plays; ``browser``, started for this module and never
    shown the table, opens the shared link."""
    if not AXE.is_file():
        pytest.fail(f"{AXE} is missing: run .ci/setup (it installs axe-core with npm)")
    axe, b = AXE.read_text(encoding="utf-8"), browser_at(390)
    b.set_script_timeout(60)
    b.get(live_server + "/")
    click_link(b, "header a.tool", "Judge's table")
    assert b.find_element(By.TAG_NAME, "h1").text == "The judge's table"

    # a card found by its number typed full-width, chosen from the suggestions
    monster = b.find_element(By.ID, "f-A-monster")
    monster.send_keys("ｓｄ０１－００２")
    wait_for(b, "#f-A-monster-suggest button", "SD01-002").click()
    assert monster.get_attribute("value") == "SD01-002, "
    for name, value in TYPED.items():
        box = b.find_element(By.NAME, name)
        box.clear()
        box.send_keys(value)
    b.execute_script("window.scrollTo(0, 0)")
    assert b.execute_script("return document.documentElement.scrollWidth") <= 390  # nothing wider
    assert axe_violations(b, axe) == []
    b.find_element(By.CSS_SELECTOR, "button.primary").click()
    wait_for(b, "h1", "Turn 1, player A's main phase")
    assert b.find_element(By.CSS_SELECTOR, ".now svg.board").is_displayed()

    # an action the engine offers; it asks the standby order as the rules do (10.4.3.2)
    click_link(b, "a.choice", "invade, discarding BP01-047")
    asked = wait_for(b, "#pending-h", "which standby ability to play first")
    assert asked.text == "Player A chooses which standby ability to play first"
    assert b.find_element(By.CSS_SELECTOR, ".pending .meta a").text == "§10.4.3.2"
    click_link(b, "a.choice", "SD01-002")
    wait_for(b, "#pending-h", "pay the cost of BP01-020")
    click_link(b, "a.choice", "yes")
    wait_for(b, "#pending-h", "play timing")
    steps = trace_texts(b)
    assert any(s.startswith("A chooses SD01-002") for s in steps)
    assert steps.index(next(s for s in steps if s.startswith("A plays SD01-002"))) < steps.index(
        next(s for s in steps if s.startswith("A plays BP01-020")))  # in the order chosen
    assert b.find_elements(By.CSS_SELECTOR, "section.timing h3")[0].text.startswith("Check timing")
    assert b.find_elements(By.CSS_SELECTOR, "table.trace tr.picture svg.board")  # the board after changes
    rules = b.find_elements(By.CSS_SELECTOR, "table.trace td.rules a")
    assert rules and rules[0].get_attribute("href").startswith(live_server + "/godzilla/ja/")
    assert axe_violations(b, axe) == []
    assert b.execute_script(UNTAGGED) == []

    # an illegal action: SD01-003 is in the deck, not the hand
    b.find_element(By.CSS_SELECTOR, "details.try summary").click()
    Select(b.find_element(By.ID, "t-kind")).select_by_value("invade")
    b.find_element(By.ID, "t-card").send_keys("sd01-003")
    b.find_element(By.CSS_SELECTOR, "details.try button").click()
    refusal = wait_for(b, ".refused", "8.6.1")
    assert refusal.find_element(By.CSS_SELECTOR, "h2").text == "Refused by §8.6.1"
    assert "自身の手札のカードを1枚捨てることで" in refusal.find_element(By.TAG_NAME, "blockquote").text
    assert "'SD01-003' is not in A's hand" in refusal.text
    page_steps = trace_texts(b)
    assert page_steps[-1] == "A tries to invade, discarding 'SD01-003': refused by 8.6.1: 'SD01-003' is not in A's hand"

    # the export runs with the scenario runner to the same outcome, step for step
    export = b.find_element(By.LINK_TEXT, "Export .feature").get_attribute("href")
    with urllib.request.urlopen(export, timeout=30) as response:
        feature = response.read().decode("utf-8")
    path = tmp_path / "table.feature"
    path.write_text(feature, encoding="utf-8")
    exe = shutil.which("judgekit", path=str(Path(sys.executable).parent))
    cli = subprocess.run([exe, "scenario", "run", str(path), "--json"], capture_output=True, text=True)
    assert cli.returncode == 0, cli.stdout[-2000:] + cli.stderr[-2000:]
    (result,) = json.loads(cli.stdout)
    assert result["status"] == "passed"
    assert [s["text"] for s in result["trace"]] == page_steps

    # the shared link, in a browser that never saw the table, shows the same situation
    link = b.find_element(By.ID, "share-link").get_attribute("value")
    board = b.find_element(By.CSS_SELECTOR, ".now svg.board").get_attribute("outerHTML")
    moves = [e.text for e in b.find_elements(By.CSS_SELECTOR, ".moves li")]
    fresh = browser
    fresh.get(link)
    wait_for(fresh, "h1", "Turn 1")
    assert fresh.find_element(By.CSS_SELECTOR, ".now svg.board").get_attribute("outerHTML") == board
    assert [e.text for e in fresh.find_elements(By.CSS_SELECTOR, ".moves li")] == moves
    assert trace_texts(fresh) == page_steps
    assert "Refused by §8.6.1" in fresh.find_element(By.CSS_SELECTOR, ".refused h2").text


def test_a_damaged_link_says_what_is_wrong(browser, live_server):
    phone = browser
    phone.get(live_server + "/godzilla/table/play?s=1.eJwrSS0u0c0v0i9JLS7RzSxRyMsvzUvJTM8rzSvJTM_LSwEA")
    assert phone.find_element(By.TAG_NAME, "h1").text == "This table cannot be used"
    assert phone.find_element(By.CSS_SELECTOR, ".message code").text == "s"


@pytest.mark.parametrize("width", (390, 1280))
def test_the_table_pages_pass_axe_and_tag_their_languages(browser_at, live_server, width):
    from judgekit.scenarios.table import Table, encode

    table = Table(rage={"A": 2, "B": 0})
    table.areas = {"A.monster": ["SD01-002"], "A.zone8": ["BP01-020"], "A.hand": ["SD01-011", "BP01-047"],
                   "A.deck": ["SD01-003"], "B.monster": ["SD01-001"], "B.deck": ["BP01-047"]}
    asked = table.with_move("do", 'player A invades discarding "BP01-047"')
    b = browser_at(width)
    b.set_script_timeout(60)
    for path in (f"/godzilla/table/play?s={encode(asked)}", f"/godzilla/table/outcomes?s={encode(asked)}",
                 "/godzilla/table/play?s=1.damaged"):
        b.get(live_server + path)
        assert axe_violations(b, AXE.read_text(encoding="utf-8")) == [], f"{path} at {width} px"
        assert b.execute_script(UNTAGGED) == [], path
        assert b.execute_script("return document.documentElement.scrollWidth") <= width, path
