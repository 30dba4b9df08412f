"""A real browser (Debian's headless chromium) follows links the way a judge does."""

import pytest

pytest.importorskip("selenium.webdriver")
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402


def arrive(browser, url):
    """A click starts a navigation; wait until it has landed (the source of an old flake)."""
    WebDriverWait(browser, 10).until(expected_conditions.url_to_be(url))
    WebDriverWait(browser, 10).until(lambda b: b.execute_script("return document.readyState")
                                     == "complete")


def test_open_follow_a_reference_and_switch_language(browser, live_server):
    browser.get(live_server + "/godzilla/ja/1.2.3")
    assert browser.find_element(By.TAG_NAME, "h1").text == "§1.2.3"
    browser.find_element(By.CSS_SELECTOR, ".text a.ref").click()
    arrive(browser, live_server + "/godzilla/ja/10.4.1")
    assert "チェックタイミングとは" in browser.find_element(By.CSS_SELECTOR, ".text").text
    browser.find_element(By.CSS_SELECTOR, ".counterpart a").click()
    arrive(browser, live_server + "/godzilla/en/9.4.1")
    assert "The check timing is the point" in browser.find_element(By.CSS_SELECTOR, ".text").text
    back = browser.find_element(By.CSS_SELECTOR, ".counterpart a")
    assert back.get_attribute("href") == live_server + "/godzilla/ja/10.4.1"


def test_jump_by_number_from_the_header(browser, live_server):
    browser.get(live_server + "/godzilla/en/")
    box = browser.find_element(By.ID, "jump-q")
    box.send_keys("moncolle 9-2-1")
    box.submit()
    arrive(browser, live_server + "/moncolle/ja/9-2-1")
    assert "地形配置" in browser.find_element(By.TAG_NAME, "h1").text
