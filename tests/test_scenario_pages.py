"""The scenarios on the site: listed by rule, replayed with rule links, linked from sections."""


from pathlib import Path

FEATURE = Path(__file__).resolve().parents[1] / "scenarios" / "ch11" / "rule_actions.feature"


def text(resp):
    return resp.get_data(as_text=True)


def line_of(name: str, feature: Path = FEATURE) -> int:
    """The line of a scenario, found by its name (so editing the file does not break the test)."""
    lines = feature.read_text(encoding="utf-8").splitlines()
    return next(i for i, line in enumerate(lines, 1) if line.strip() == f"Scenario: {name}")


CRUSH = "A monster advancing into its own battle card's zone crushes it at once"


def test_the_list_groups_scenarios_by_the_rules_they_exercise(client):
    page = text(client.get("/scenarios"))
    crush = page.split('id="rule-11.3"', 1)[1].split("</section>", 1)[0]
    assert "crushes it at once" in crush and 'class="status passed"' in crush
    assert 'href="/scenarios/ch11/rule_actions.feature/' in crush


def test_a_scenario_page_shows_its_gherkin_and_each_step_with_its_rule(client):
    page = text(client.get(f"/scenarios/ch11/rule_actions.feature/{line_of(CRUSH)}"))
    assert "Given player A has &#34;Tank&#34; in zone 2" in page  # the Gherkin, escaped
    assert '<a href="/godzilla/ja/11.3.3">11.3.3</a>' in page
    assert "Check timing" in page and "passed" in page


def test_a_section_page_lists_the_scenarios_that_exercise_it(client):
    page = text(client.get("/godzilla/ja/11.3"))
    block = page.split('class="scenarios"', 1)[1].split("</section>", 1)[0]
    assert f'href="/scenarios/ch11/rule_actions.feature/{line_of(CRUSH)}"' in block
    assert 'class="scenarios"' not in text(client.get("/godzilla/en/10.3"))


def test_an_unknown_scenario_is_a_404_pointing_at_the_file_s_scenarios(client):
    resp = client.get(f"/scenarios/ch11/rule_actions.feature/{line_of(CRUSH) + 1}")
    assert resp.status_code == 404
    assert f'href="/scenarios/ch11/rule_actions.feature/{line_of(CRUSH)}"' in text(resp)
    assert client.get("/scenarios/../../etc/passwd/1").status_code == 404


def test_the_table_is_drawn_as_rule_4_4_4_lays_it_out(client):
    from judgekit.web.board_svg import LAYOUT, board_svg

    # 4.4.5.4: zones in one column share an x; A's 3 and 8 face B's 3 and 8
    assert LAYOUT["A"][1][1] == LAYOUT["B"][5][1] == LAYOUT["B"][6][1]
    assert LAYOUT["A"][3][1] == LAYOUT["A"][8][1] == LAYOUT["B"][3][1] == LAYOUT["B"][8][1]
    assert LAYOUT["A"][4][1] == LAYOUT["A"][7][1] == LAYOUT["B"][2][1]
    tokens = FEATURE.parents[1] / "ch09" / "tokens.feature"
    page = text(client.get("/scenarios/ch09/tokens.feature/"
                           f"{line_of('A crushed token vanishes instead of staying in the discard pile', tokens)}"))
    assert page.count("<svg") >= 3 and ">無人在来線爆弾<" in page and ">A2<" in page
    svg = str(board_svg({"turn": 1, "turn_player": "A", "phase": "main", **{
        p: {"zones": {}, "strategy": {1: [], 2: []}, "invading": ["<b>"], "position": 1, "rage": 0,
            "hand": 0, "deck": 0, "discard": 0} for p in "AB"}}))
    assert "&lt;b&gt;" in svg and "<b>" not in svg  # card names are escaped


def test_each_step_links_to_the_step_that_caused_it(client):
    page = text(client.get(f"/scenarios/ch11/rule_actions.feature/{line_of(CRUSH)}"))
    action = page.split('class="action" id="step-', 1)[1].split('"', 1)[0]  # the invasion
    assert f'<a href="#step-{action}">#{action}</a>' in page  # the crush it caused cites it


def test_a_section_page_says_how_the_engine_applies_it_and_the_rules_under_it(client):
    from judgekit.engine import rulebook as R

    page = text(client.get("/godzilla/ja/10.4.3"))
    block = page.split('class="engine"', 1)[1].split("</section>", 1)[0]
    for rule in (R.CHECK_TIMING, R.CHECK_RULE_ACTIONS, R.CHECK_TURN_PLAYER, R.CHECK_END):
        assert f'href="/godzilla/ja/{rule.number}">§{rule.number}</a>: {rule.says}' in block
    assert 'class="engine"' not in text(client.get("/godzilla/ja/2.10"))  # nothing the engine cites
    assert 'class="engine"' not in text(client.get("/godzilla/en/9.4"))  # it cites the JP numbers


def test_a_refused_action_is_a_step_of_the_page_with_its_rule(client):
    restrictions = FEATURE.parents[1] / "ch08" / "restrictions.feature"
    line = line_of("Invasion once per turn", restrictions)
    page = text(client.get(f"/scenarios/ch08/restrictions.feature/{line}"))
    row = page.split('class="refused"', 1)[1].split("</tr>", 1)[0]
    assert '<a href="/godzilla/ja/8.6.2">8.6.2</a>' in row and "A tries to invade, discarding Jet" in row


def test_a_scenario_stopped_by_its_budget_says_so_on_its_page(client, monkeypatch):
    import judgekit.engine.game as engine_game
    from judgekit.scenarios.catalogue import outcome

    loops = FEATURE.parents[1] / "ch01" / "forced_loops.feature"
    line = line_of("Two abilities raising each other's rage are a loop: a draw", loops)
    monkeypatch.setattr(engine_game, "FORCED_REPEATS", 10**9)  # only the budget can stop it now
    outcome.cache_clear()
    try:
        page = text(client.get(f"/scenarios/ch01/forced_loops.feature/{line}"))
    finally:
        outcome.cache_clear()
    assert 'class="status failed"' in page and "went past its budget of" in page
    assert "are not shown: the start and the end of the run are" in page
    assert 'id="step-99"' in page and 'id="step-100"' not in page


def test_the_list_names_what_each_rule_is_about(client):
    page = text(client.get("/scenarios"))
    heading = page.split('id="rule-1.2.1"', 1)[1].split("</h2>", 1)[0]
    assert "§1.2.1</a>" in heading and "ゲームの勝敗" in heading  # its titled parent and its text


def test_the_list_filters_by_rule_card_and_text_with_a_plain_form(client):
    everything = text(client.get("/scenarios"))
    assert '<form class="filters scenario-filter" method="get"' in everything
    total = everything.count('<li><span class="status')

    crush = "zone crushes it at once"  # the name as HTML holds it, past its apostrophe
    by_rule = text(client.get("/scenarios?rule=11.3"))
    assert crush in by_rule and "A player concedes at any time" not in by_rule
    assert 'value="11.3"' in by_rule and " of " in by_rule.split('class="meta">', 1)[1].split("</p>")[0]
    assert by_rule.count('<li><span class="status') < total
    headings = [h.split('"', 1)[0] for h in by_rule.split('<h2 id="rule-')[1:]]
    assert headings and all(h == "11.3" or h.startswith("11.3.") for h in headings), headings

    # a card by its number as a judge types it on a phone: full width, lower case
    by_card = text(client.get("/scenarios?card=ｂｐ０３－０１３"))
    assert "(1995) with a strategy card placed does not lose" in by_card
    assert crush not in by_card

    by_text = text(client.get("/scenarios?q=CRUSHES+IT+AT+ONCE"))
    assert crush in by_text and "A player concedes at any time" not in by_text

    none = client.get("/scenarios?rule=99.9&q=<script>")
    assert none.status_code == 200 and "No scenario matches" in text(none)
    assert "<script>" not in text(none) and "&lt;script&gt;" in text(none)  # echoed, escaped


def test_a_scenario_page_names_its_feature(client):
    page = text(client.get(f"/scenarios/ch11/rule_actions.feature/{line_of(CRUSH)}"))
    crumbs = page.split('class="crumbs"', 1)[1].split("</nav>", 1)[0]
    assert "Rule actions (rules chapter 11)" in crumbs and f"ch11/rule_actions.feature:{line_of(CRUSH)}" in crumbs
