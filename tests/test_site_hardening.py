"""Every address answers with a page or a clear 4xx, with the headers a security review expects."""

import logging
import random
import re
import time
from urllib.parse import quote, unquote_to_bytes

import pytest

from judgekit.web.guard import RateLimiter

GAMES = ["godzilla", "Godzilla", "GODZILLA", "vanguard", "moncolle", "indie", "nope", "api",
         "scenarios", "cards", "rulings", "search", "static", "go", "", "..", "%00", "%2e%2e"]
PARTS = ["ja", "en", "JA", "xx", "10.4.3", "10.4.3.", "§10.4.3", "１０．４．３", "9-2-1", "0", "-1",
         "99999999999999999999", "compare", "differences", "glossary", "sections", "review",
         "BP01-012", "GZ-001", "%00", "%ff", "%zz", "%E3%81%82", "ゴジラ", "a" * 300,
         "..%2f..%2fetc%2fpasswd", "<script>", "'\"", "ch08", "1", "x.feature", "site.css", ""]
KEYS = ["q", "game", "lang", "limit", "list", "status", "tag", "v", "name", "type", "cost"]
VALUES = ["", "godzilla", "ja", "en", "xx", "10", "0", "-5", "1e9", "9" * 40, "10.4.3", "進攻",
          "%00", "%ff", "ゴジラ" * 60, "<script>alert(1)</script>", "' OR 1=1", "AND ( \" *", "Godzilla"]
METHODS = ["GET", "GET", "GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE"]
HEADERS = [("Host", "evil.example"), ("Accept", "application/json"), ("Range", "bytes=5-1"),
           ("If-None-Match", '"x"'), ("If-Modified-Since", "yesterday"), ("Accept-Language", "ja"),
           ("Content-Type", "application/json"), ("Cookie", "session=%%%"), ("X-Forwarded-For", "::1"),
           ("Accept-Encoding", "gzip;q=abc"), ("Authorization", "Basic !!!")]


def random_request(rng: random.Random) -> dict:
    path = "/" + "/".join(rng.choice(PARTS if i else GAMES) for i in range(rng.randint(0, 4)))
    if rng.random() < 0.3:
        path += "/"
    query = "&".join(f"{rng.choice(KEYS)}={rng.choice(VALUES)}" for _ in range(rng.randint(0, 3)))
    # the environment a WSGI server makes of the raw request line ("//x" is a path, not a host)
    environ = {"PATH_INFO": unquote_to_bytes(path).decode("latin-1"),
               "QUERY_STRING": quote(query, safe="=&%"), "REQUEST_URI": f"{path}?{query}"}
    return {"environ": environ, "method": rng.choice(METHODS),
            "headers": dict(rng.sample(HEADERS, rng.randint(0, 3))),
            "data": rng.choice([None, None, b"{", b"x" * 100])}


@pytest.fixture
def errors(app, caplog):
    """The error records the site logs while a test runs (a traceback is one)."""
    caplog.set_level(logging.ERROR, logger=app.logger.name)
    yield lambda: [r for r in caplog.records if r.levelno >= logging.ERROR]


def test_no_address_method_or_header_gets_a_500(client, errors):
    rng = random.Random(23)
    for _ in range(2000):
        req = random_request(rng)
        response = client.open("/", environ_overrides=req["environ"], method=req["method"],
                               headers=req["headers"], data=req["data"])
        assert response.status_code < 500, req
        assert "evil.example" not in response.headers.get("Location", ""), req
    assert errors() == []


@pytest.mark.parametrize("url", ["/Godzilla/10.4.3", "/nope/10.4.3", "/api/10.4.3",
                                 "/scenarios/%00/1", "/NOPE/", "/go?q=Godzilla+10.4.3"])
def test_addresses_that_once_were_500s(client, errors, url):
    assert client.get(url).status_code < 500
    assert errors() == []


def test_an_unknown_game_in_any_case_is_the_404_with_suggestions(page):
    for url in ["/nope/10.4.3", "/NoPe/10.4.3", "/nope/"]:
        assert "Did you mean" in page(url, status=404)
    assert "/godzilla/ja/" in page("/api/10.4.3", status=404)  # the JSON twin: suggestions too
    assert 'href="/godzilla/ja/"' in page("/Godzila/10.4.3", status=404)


def test_a_game_or_language_in_another_case_redirects_to_the_one_address(client):
    for url, where in [("/Godzilla/10.4.3", "/godzilla/10.4.3"),
                       ("/GODZILLA/JA/10.4.3?x=1", "/godzilla/ja/10.4.3?x=1"),
                       ("/api/Godzilla/EN/sections", "/api/godzilla/en/sections")]:
        response = client.get(url)
        assert (response.status_code, response.headers["Location"]) == (301, where)


def test_redirects_never_name_the_host_the_client_sent(client):
    for url in ["/nope", "/godzilla/", "/godzilla/10.4.3", "/search?q=godzilla+ja+10.4.3"]:
        response = client.get(url, headers={"Host": "evil.example"})
        assert response.status_code in (301, 302, 308), url
        assert response.headers["Location"].startswith("/"), url


@pytest.mark.parametrize("url", ["/", "/godzilla/ja/10.4.3", "/nope/", "/api/documents",
                                 "/search?q=進攻", "/static/site.css"])
def test_every_response_carries_the_security_headers(client, url):
    with client.get(url) as response:
        headers = response.headers
    csp = headers["Content-Security-Policy"]
    assert "unsafe-inline" not in csp and "frame-ancestors 'none'" in csp and "script-src 'self'" in csp
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["Referrer-Policy"] == "same-origin"
    assert headers["Cache-Control"]


def test_pages_have_no_inline_script_or_handler(page):
    import re

    html = page("/godzilla/ja/10.4.3")
    assert not re.search(r"<script(?![^>]*\bsrc=)", html)
    assert not re.search(r"\son[a-z]+=", html)
    assert 'src="/static/copy.js?v=' in html


def test_cache_control_fits_the_route(client, page):
    css = re.search(r'href="(/static/site\.css\?v=[^"]+)"', page("/")).group(1)
    for url, lasts in [(css, True), ("/static/site.css?v=old", False)]:
        with client.get(url) as response:
            assert ("immutable" in response.headers["Cache-Control"]) == lasts
    assert client.get("/godzilla/ja/10.4.3").headers["Cache-Control"] == "public, max-age=300"
    pinned = client.get("/godzilla/ja/1.04/10.4.3")  # a published version's text never changes
    assert pinned.status_code == 200 and pinned.headers["Cache-Control"] == "public, max-age=86400"
    assert client.get("/search?q=進攻").headers["Cache-Control"] == "no-cache"
    assert client.get("/nope/").headers["Cache-Control"] == "no-store"


def test_an_overlong_address_is_a_414_not_work(client):
    assert client.get("/search?q=" + quote("あ" * 1000)).status_code == 414


def test_search_answers_429_with_retry_after_once_a_client_exceeds_its_rate():
    from judgekit.web import create_app

    client = create_app({"TESTING": True, "RATE_LIMIT": (1.0, 3)}).test_client()
    statuses = [client.get("/api/search?q=10.4.3").status_code for _ in range(5)]
    assert statuses[:3] == [200] * 3 and statuses[3:] == [429] * 2
    limited = client.get("/search?q=進攻")
    assert limited.status_code == 429 and 1 <= int(limited.headers["Retry-After"]) <= 2
    assert client.get("/godzilla/ja/10.4.3").status_code == 200  # pages are not limited
    other = client.get("/api/search?q=10.4.3", environ_base={"REMOTE_ADDR": "10.0.0.9"})
    assert other.status_code == 200  # another client has its own budget


def test_the_rate_limiter_refills_and_forgets_idle_clients():
    limiter = RateLimiter(rate=2.0, burst=2)
    assert [limiter.allow("a", "search", now=0.0) for _ in range(3)] == [0, 0, 0.5]
    assert limiter.allow("a", "search", now=1.0) == 0
    limiter.MAX_CLIENTS = 4
    for i in range(100):
        limiter.allow(f"c{i}", "search", now=100.0 + i)
    assert len(limiter._buckets) <= 4


def test_the_search_gate_lets_a_set_number_through_and_turns_the_rest_away_quickly():
    import time

    from judgekit.web.guard import Gate

    gate = Gate(slots=1, per_worker=2, wait=0.05)
    slot = gate.enter()
    assert slot is not None
    start = time.monotonic()
    assert gate.enter() is None  # the one slot is taken: refused after the short wait
    assert time.monotonic() - start < 1
    gate.leave(slot)
    gate.leave(gate.enter())


def test_a_search_slot_held_by_a_process_that_dies_is_free_again():
    import multiprocessing
    import os

    from judgekit.web.guard import Gate

    gate = Gate(slots=1, per_worker=2, wait=0.05)

    def hold_and_die():
        gate.enter()
        os._exit(0)  # a worker killed mid-search: no leave()

    worker = multiprocessing.get_context("fork").Process(target=hold_and_die)
    worker.start()
    worker.join()
    slot = gate.enter()
    assert slot is not None
    gate.leave(slot)


def test_a_busy_search_is_a_503_with_retry_after_and_pages_still_serve():
    from judgekit.web import create_app
    from judgekit.web.guard import CHEAP_QUERY

    app = create_app({"TESTING": True})
    client = app.test_client()
    while app.extensions["search_gate"].enter() is not None:  # every slot held, as elsewhere
        pass
    long = ("自分のターンのメインフェイズ中に、相手の進攻ゾーンにいるモンスターがバトルで撃退された場合、"
            "そのモンスターの効果で手札からカードを1枚捨てることはできますか？山札が0枚ならどうなりますか？")
    assert len(long) > CHEAP_QUERY
    busy = client.get("/search", query_string={"q": long})
    assert busy.status_code == 503 and busy.headers["Retry-After"] == "1"
    # a question as judges ask it is cheap: no slot needed
    assert client.get("/search", query_string={"q": "手札から怪獣を重ねて出すのって1ターンに何回まで？"}).status_code == 200
    assert client.get("/godzilla/ja/10.4.3").status_code == 200


def test_the_request_timeout_sees_a_request_running_past_its_limit():
    from judgekit.web.guard import Watchdog

    watchdog = Watchdog(limit=30)
    watchdog.begin("/slow")
    assert watchdog.overdue() is None
    assert watchdog.overdue(now=time.monotonic() + 31) == "/slow"
    watchdog.end()
    assert watchdog.overdue(now=time.monotonic() + 31) is None


def test_every_request_is_clocked_and_released(app, client):
    client.get("/godzilla/ja/10.4.3")
    client.get("/nope/")
    assert app.extensions["watchdog"].running == {}
