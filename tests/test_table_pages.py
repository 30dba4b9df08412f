"""The judge's table's pages through Flask's test client: the form, the play page's links,
and every kind of bad input answered with a 400 that names the field, never a 500."""

import random
import re
from html import unescape
from pathlib import Path

import pytest

from judgekit.scenarios.table import Table, decode, encode

FORM = {"turn_player": "A", "turn": "1", "phase": "main",
        "A.monster": "ｓｄ０１－００２", "A.position": "3", "A.rage": "2", "A.zone8": "bp01-020",
        "A.hand": "SD01-011, BP01-047", "A.deck": "SD01-003 BP01-047 SD01-011",
        "B.monster": "SD01-001 ゴジラ(2023)", "B.position": "3", "B.rage": "0", "B.deck": "BP01-047"}


def links(html: str, css_class: str) -> dict[str, str]:
    """The page's links of a class, by their words (or aria-label)."""
    found = {}
    for attrs, words in re.findall(rf'<a class="{css_class}" ([^>]*)>([^<]*)</a>', html):
        label = re.search(r'aria-label="([^"]*)"', attrs)
        found[unescape(label[1] if label else words)] = unescape(re.search(r'href="([^"]*)"', attrs)[1])
    return found


@pytest.fixture
def played(client):
    response = client.post("/godzilla/table/", data=FORM)
    assert response.status_code == 303
    return response.headers["Location"]


def test_the_builder_is_linked_from_every_page_and_offers_the_real_cards(page):
    assert 'href="/godzilla/table/"' in page("/godzilla/ja/10.4.3")
    html = page("/godzilla/table/")
    assert html.count("<option value=") > 280 and 'value="BP01-012 ' in html  # the datalist


def test_a_board_is_set_up_from_typed_cards_and_played_by_its_links(client, played):
    table = decode(played.split("s=")[1])
    assert table.areas["A.monster"] == ["SD01-002"] and table.areas["B.monster"] == ["SD01-001"]
    assert table.areas["A.deck"] == ["SD01-003", "BP01-047", "SD01-011"]
    html = client.get(played).get_data(as_text=True)
    offered = links(html, "place") | links(html, "choice")
    assert "invade, discarding BP01-047" in offered and "play BP01-047 to zone 4" in offered
    asked = client.get(offered["invade, discarding BP01-047"]).get_data(as_text=True)
    assert "Player A chooses which standby ability to play first" in asked
    assert 'href="/godzilla/ja/10.4.3.2"' in asked and "<svg" in asked
    answers = links(asked, "choice")
    chosen = client.get(answers[next(a for a in answers if a.startswith("SD01-002"))]).get_data(as_text=True)
    assert re.search(r"A chooses (<span[^>]*>)?SD01-002", chosen) and "Check timing" in chosen
    outcomes = client.get(re.search(r'href="(/godzilla/table/outcomes[^"]*)"', asked)[1].replace("&amp;", "&"))
    assert outcomes.status_code == 200 and "2 distinct outcomes" in outcomes.get_data(as_text=True)


def test_an_action_tried_out_of_the_rules_is_refused_with_its_rule_and_text(client, played):
    query = played.split("?")[1]
    response = client.post(f"/godzilla/table/try?{query}", data={"player": "B", "kind": "end", "n": "1"})
    html = client.get(response.headers["Location"]).get_data(as_text=True)
    assert re.search(r'Refused by <a href="/godzilla/ja/7.3.2">§7.3.2</a>', html)  # B has no play timing
    response = client.post(f"/godzilla/table/try?{query}", data={"player": "A", "kind": "invade",
                                                                   "card": "sd01-003", "n": "1"})
    html = client.get(response.headers["Location"]).get_data(as_text=True)
    assert re.search(r'Refused by <a href="/godzilla/ja/8.6.1">§8.6.1</a>', html)
    assert "自身の手札のカードを1枚捨てることで" in html  # the rule's own text


def test_the_export_is_a_feature_file(client, played):
    response = client.get(played.replace("/play", "/export"))
    assert response.status_code == 200 and "attachment" in response.headers["Content-Disposition"]
    assert response.get_data(as_text=True).startswith("Feature: The judge's table")


def test_an_imported_feature_opens_on_the_table(client):
    text = Path("scenarios/ch10/check_timing.feature").read_text(encoding="utf-8")
    response = client.post("/godzilla/table/import", data={"feature": text})
    assert response.status_code == 303
    html = client.get(response.headers["Location"]).get_data(as_text=True)
    assert "A invades, discarding Jet" in html


@pytest.mark.parametrize("form, field, problem", [
    ({**FORM, "A.zone4": "nothing like it"}, "A.zone4", "no card"),
    ({**FORM, "A.rage": "lots"}, "A.rage", "whole number"),
    ({**FORM, "B.monster": ""}, "board", "player B has no invading monster"),
    ({**FORM, "B.monster": "BP01-047"}, "B.monster", "not a monster card"),
    ({**FORM, "A.strategy1": "BP01-067, BP01-067"}, "A.strategy1", "one card"),
    ({**FORM, "c0-name": "Tank", "c0-type": "battle", "c0-rank": "x"}, "cards", "rank"),
    ({**FORM, "A.zone4": "nothing", "c0-name": "Tank", "c0-rank": "x"}, "cards", "rank"),  # both said at once
])
def test_a_bad_form_is_shown_again_with_the_field_named(client, form, field, problem):
    response = client.post("/godzilla/table/", data=form)
    html = response.get_data(as_text=True)
    assert response.status_code == 400
    assert re.search(rf'<li><a href="#f-{re.escape(field.replace(".", "-"))}">{re.escape(field)}</a>: [^<]*{problem}',
                     html), html[:3000]
    assert 'value="ｓｄ０１－００２"' in html  # what was typed is kept


def test_a_custom_card_plays_by_its_name(client):
    form = {**FORM, "c0-name": "Tank", "c0-type": "battle", "c0-rank": "2", "c0-power": "3000",
            "c0-text": "【出現時】カードを1枚引く。", "A.hand": "tank"}
    response = client.post("/godzilla/table/", data=form)
    assert response.status_code == 303
    html = client.get(response.headers["Location"]).get_data(as_text=True)
    assert "play Tank to zone 4" in links(html, "place")


@pytest.mark.parametrize("address", [
    "/godzilla/table/play", "/godzilla/table/play?s=", "/godzilla/table/play?s=1.!!!",
    "/godzilla/table/play?s=9.eJw", "/godzilla/table/outcomes?s=1.eJwLycgsVgCi4vzcVIWS1OISPQBNqQe8",
    "/godzilla/table/export?s=0", "/godzilla/table/?s=1.x",
])
def test_a_bad_address_is_a_400_naming_what_is_wrong(client, address):
    response = client.get(address)
    assert response.status_code == 400
    assert re.search(r"<code>s</code></strong>: \w", response.get_data(as_text=True))


def test_no_tampered_address_is_a_500(client, played):
    code = played.split("s=")[1]
    rng = random.Random(20)
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_."
    statuses = set()
    for _ in range(150):
        chars = list(code)
        for _ in range(rng.randint(1, 4)):
            chars[rng.randrange(2, len(chars))] = rng.choice(alphabet)
        statuses.add(client.get("/godzilla/table/play?s=" + "".join(chars)).status_code)
    assert statuses <= {200, 400}


def test_moves_that_do_not_fit_the_game_are_named(client, played):
    table = decode(played.split("s=")[1])
    response = client.get("/godzilla/table/play?s=" + encode(table.with_move("pick", "0")))
    assert response.status_code == 400 and "moves[0]" in response.get_data(as_text=True)
    asked = table.with_move("do", 'player A invades discarding "BP01-047"')
    response = client.get("/godzilla/table/play?s=" + encode(asked.with_move("pick", "nine")))
    assert response.status_code == 400 and "&#39;nine&#39; is not an answer" in response.get_data(as_text=True)


def test_a_bad_try_or_import_is_a_400(client, played):
    query = played.split("?")[1]
    assert client.post(f"/godzilla/table/try?{query}", data={"player": "C", "kind": "end"}).status_code == 400
    assert client.post(f"/godzilla/table/try?{query}", data={"player": "A", "kind": "invade",
                                                               "card": "no such card"}).status_code == 400
    response = client.post("/godzilla/table/import", data={"feature": "Feature: x\n  Scenario: y\n    Given nonsense\n"})
    assert response.status_code == 400 and "unknown phrase" in response.get_data(as_text=True)
    assert client.post("/godzilla/table/import", data={}).status_code == 400


def test_the_table_routes_are_rate_limited():
    from judgekit.web import create_app

    app = create_app({"TESTING": True, "RATE_LIMIT": (1.0, 2)})
    client = app.test_client()
    code = encode(Table())
    statuses = [client.get(f"/godzilla/table/play?s={code}").status_code for _ in range(4)]
    assert statuses[-1] == 429


def test_the_offline_pack_leaves_the_table_and_its_link_out(page):
    from judgekit.web.export import SERVER_ONLY_LINK

    html = page("/godzilla/ja/10.4.3")
    assert SERVER_ONLY_LINK.search(html)  # the header's link, which the pack's pages drop
    assert "/godzilla/table/" not in SERVER_ONLY_LINK.sub("", html)


@pytest.mark.parametrize("route", ["play", "outcomes", "export"])
def test_a_run_past_its_wall_time_is_a_503_naming_the_budget(client, played, monkeypatch, route):
    import judgekit.scenarios.table as table

    monkeypatch.setattr(table, "SECONDS", 0.0)  # every run is already late
    response = client.get(played.replace("/play", f"/{route}"))
    assert response.status_code == 503
    assert "seconds (0 s of wall time)" in response.get_data(as_text=True)
