"""`judgekit export`: the offline event pack a judge opens from a folder, a static host or,
after one visit, a phone with no network."""

import functools
import http.server
import json
import re
import threading
import tomllib
from pathlib import Path
from urllib.parse import quote, unquote, urlsplit

import pytest
from click.testing import CliRunner

from judgekit.cli import main
from judgekit.web.export import LINK, export, pack_file

QUESTIONS = Path(__file__).parent / "search" / "questions.toml"
# one worker builds it once under pytest -n auto --dist loadgroup
pytestmark = pytest.mark.xdist_group("export")


@pytest.fixture(scope="module")
def pack(tmp_path_factory):
    """The pack, exported once for the module (the whole site: about half a minute)."""
    return export(tmp_path_factory.mktemp("pack") / "event")


def pages(pack):
    return sorted(pack.folder.rglob("*.html"))


def test_every_section_of_every_document_and_every_list_is_a_page(pack, lib):
    from judgekit.cardtext.database import database
    from judgekit.rulings import rulings
    from judgekit.scenarios.catalogue import catalogue, relative

    wanted = ["/", "/godzilla/compare/", "/godzilla/differences/", "/rulings/", "/cards/", "/scenarios"]
    for doc in lib:
        wanted += [f"/{doc.game}/{doc.lang}/", f"/{doc.game}/{doc.lang}/glossary/"]
        wanted += [f"/{doc.game}/{doc.lang}/{sec.number}" for sec in doc]
    wanted += [r.url for r in rulings()] + [f"/cards/{n}" for n in database()]
    wanted += [f"/scenarios/{relative(sc)}/{sc.line}" for sc in catalogue()[0]]
    absent = [url for url in wanted if not (pack.folder / pack_file(url, html=True)).is_file()]
    assert absent == []
    assert pack.pages >= len(wanted) and pack.missing == {}
    # a scenario page carries its trace, drawn tables included
    scenario = (pack.folder / "scenarios" / "ch08" / "restrictions.feature").glob("*.html")
    assert any("8.6.2" in p.read_text(encoding="utf-8") and "<svg" in p.read_text(encoding="utf-8")
               for p in scenario)


def test_every_name_in_the_pack_can_be_copied_to_a_usb_stick(pack):
    """FAT and Windows refuse <>:"|?*\\ in names; glossary terms have some (「攻撃力:0以下」)."""
    names = [p.relative_to(pack.folder).as_posix() for p in pack.folder.rglob("*")]
    assert [n for n in names if re.search(r'[<>:"|?*\\]', n)] == []
    # today's glossary terms have none of them (「攻撃力:0以下」の攻撃 is a heading, not a term):
    # such a name is written %XX
    assert pack_file("/moncolle/ja/glossary/「攻撃力:0以下」の攻撃", html=True).endswith(
        "glossary/「攻撃力%3A0以下」の攻撃.html")


def test_every_page_says_when_it_was_made_and_which_rules_it_holds(pack, lib):
    line = f"Offline pack made {pack.made:%Y-%m-%d %H:%M} UTC. Rules: "
    assert all(doc.cite in ", ".join(pack.versions) for doc in lib)
    for page in pages(pack):
        text = page.read_text(encoding="utf-8")
        assert line in text and "Godzilla CR JP 1.04" in text, page


def test_no_link_in_the_folder_is_broken(pack):
    """Crawl the folder as a browser opening it from file:// would: every link is relative and
    leads to a file; every #fragment to an id in it."""
    ids = functools.cache(lambda path: set(re.findall(r'\sid="([^"]+)"', path.read_text(encoding="utf-8"))))
    broken, checked = [], 0
    for page in pages(pack):
        for _before, link, _after in LINK.findall(page.read_text(encoding="utf-8")):
            parts = urlsplit(link)
            if parts.scheme or link.startswith("//"):
                continue  # nothing the pack links outside itself is needed to read it
            checked += 1
            target = (page.parent / unquote(parts.path)).resolve() if parts.path else page
            if link.startswith("/") or not target.is_file() or not target.is_relative_to(pack.folder):
                broken.append(f"{page.relative_to(pack.folder)}: {link}")
            elif parts.fragment and target.suffix == ".html" and unquote(parts.fragment) not in ids(target):
                broken.append(f"{page.relative_to(pack.folder)}: {link} (no such id)")
    assert checked > 10 * len(pages(pack)) and broken == []


def test_the_service_worker_keeps_every_file_and_the_manifest_names_the_pack(pack):
    worker = (pack.folder / "sw.js").read_text(encoding="utf-8")
    listed = json.loads(re.search(r"const FILES = (\[.*?\]);", worker)[1])
    on_disk = {quote(str(p.relative_to(pack.folder))) for p in pack.folder.rglob("*") if p.is_file()}
    assert set(listed) - {"./"} == on_disk - {"sw.js"}
    manifest = json.loads((pack.folder / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["start_url"] == "./index.html" and (pack.folder / manifest["icons"][0]["src"]).is_file()
    assert '<link rel="manifest" href="../../manifest.webmanifest">' in \
        (pack.folder / "godzilla" / "ja" / "10.4.3.html").read_text(encoding="utf-8")


def test_the_command_reports_size_and_time_and_never_overwrites_other_files(tmp_path):
    (tmp_path / "notes.txt").write_text("a judge's notes")
    r = CliRunner().invoke(main, ["export", str(tmp_path)])
    assert r.exit_code == 2
    assert "is not empty and holds no judgekit pack" in r.output
    assert (tmp_path / "notes.txt").read_text() == "a judge's notes"


# -- in a browser -------------------------------------------------------------------------------

def search(browser, pack, query, game="", listed="sections"):
    """The links search.html lists (as sections, rulings or cards) for a question, from file://."""
    from urllib.parse import urlencode

    browser.get((pack.folder / "search.html").as_uri() + "?" + urlencode({"q": query, "game": game}))
    return results(browser, listed)


def results(browser, listed="sections"):
    return browser.execute_script(
        f"return Array.from(document.querySelectorAll('#results ol.{listed} a')).map(a => a.href)")


@pytest.mark.parametrize("query, game, expect", [
    ("進攻は1ターンに何回できる？", "", "godzilla/ja/8.6.2.html"),
    ("山札が0枚の時にドローしなきゃいけないとどうなる？", "godzilla", "godzilla/ja/11.2.2.html"),
    ("モンコレで手札は最大何枚まで持てる？", "", "moncolle/ja/9-1.html"),
    ("how many times can I invade each turn?", "", "godzilla/en/8.6.2.html"),
    ("what happens if I must draw with an empty deck?", "", "godzilla/en/10.2.2.html"),
    ("10.4.3", "", "godzilla/ja/10.4.3.html"),
])
def test_offline_search_finds_the_section_from_a_folder(browser, pack, query, game, expect):
    found = search(browser, pack, query, game)
    assert any(link.endswith("/" + expect) for link in found[:5]), found[:5]


def test_offline_search_lists_the_card_and_the_ruling_that_answer(browser, pack):
    assert search(browser, pack, "バーニングゴジラ暴走", listed="cards")[0].endswith("/cards/SD02-015.html")
    assert search(browser, pack, "Can I invade twice in one turn?", listed="rulings")[0] \
        .endswith("/rulings/GZ-001.html")


@pytest.mark.parametrize("query, lands_on", [
    ("godzilla en 9.4", "godzilla/en/9.4.html"),
    ("§9-2-1", "moncolle/ja/9-2-1.html"),
    ("bp01-012", "cards/BP01-012.html"),
    ("GZ-001", "rulings/GZ-001.html"),
])
def test_a_number_that_names_one_thing_opens_it(browser, pack, query, lands_on):
    search(browser, pack, query)
    assert browser.current_url == (pack.folder / lands_on).as_uri()


def test_offline_search_answers_the_judge_questions(browser, pack):
    """The search quality set of the site, run through the pack's script: recall@5."""
    questions = tomllib.loads(QUESTIONS.read_text(encoding="utf-8"))["q"]
    browser.get((pack.folder / "search.html").as_uri())
    tops = browser.execute_script("""
        return arguments[0].map(q => {
          const r = judgekitSearch(q.ask, q.game || "");
          return r.exact.concat(r.rules).slice(0, 5).map(x => x[1] + "/" + x[2] + "/" + x[3]);
        });""", questions)
    hits = sum(any(e in top for e in q["expect"]) for q, top in zip(questions, tops))
    assert hits / len(questions) >= 0.85, f"recall@5 {hits}/{len(questions)}"


def test_searching_from_a_page_header_of_the_folder(browser, pack):
    from selenium.webdriver.common.by import By

    browser.get((pack.folder / "godzilla" / "ja" / "10.4.3.html").as_uri())
    box = browser.find_element(By.ID, "jump-q")
    box.send_keys("リシャッフル")
    box.submit()
    assert browser.current_url.startswith((pack.folder / "search.html").as_uri())
    assert any("/godzilla/ja/" in link for link in results(browser))


def test_a_phone_keeps_the_pack_after_one_visit(browser, pack):
    """Served by a static host, the first page's service worker stores every file; with the host
    gone, other pages still open."""
    handler = functools.partial(_Quiet, directory=str(pack.folder))
    host = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=host.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{host.server_address[1]}/"
    try:
        browser.get(base + "index.html")
        browser.set_script_timeout(180)
        kept = browser.execute_async_script("""
            const done = arguments[arguments.length - 1];
            navigator.serviceWorker.ready
              .then(() => caches.keys())
              .then(keys => caches.open(keys.find(k => k.startsWith("judgekit-pack-"))))
              .then(cache => cache.keys()).then(keys => done(keys.length), e => done(String(e)));""")
    finally:
        host.shutdown()
        host.server_close()
    assert kept == pack.files  # every file but sw.js, and "./"
    browser.get(base + "godzilla/en/9.4.html")
    assert "9.4" in browser.title or "9.4" in browser.page_source
    browser.get(base + "search.html?q=" + quote("進攻は1ターンに何回できる？"))
    assert base + "godzilla/ja/8.6.2.html" in results(browser)


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass
