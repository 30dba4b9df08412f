"""The differences page, the glossary and term pages, as a judge reads them."""

from judgekit.rules.differences import differences_for


def text(resp):
    return resp.get_data(as_text=True)


def test_differences_page_links_both_sides_of_every_entry(client):
    resp = client.get("/godzilla/differences/")
    assert resp.status_code == 200
    page = text(resp)
    for d in differences_for("godzilla").entries:
        entry = page.split(f'id="{d.anchor}"', 1)[1].split("</article>", 1)[0]
        for key, numbers in d.sides:
            for n in numbers:
                assert f'href="/{key}/{n}"' in entry, (d.topic, key, n)
            if not numbers:
                assert "absent" in entry
    assert "以下/以上" in page  # the 4.4.5.3 sentence is shown, not only links


def test_a_section_page_shows_its_difference_and_links_to_the_entry(client):
    page = text(client.get("/godzilla/ja/8.5.2"))
    differs = page.split('class="differs"', 1)[1].split("</section>", 1)[0]
    assert 'href="/godzilla/differences/#ja-8.5.2"' in differs
    assert "once per turn" in differs
    assert 'class="differs"' not in text(client.get("/godzilla/ja/1.1.1"))


def test_differences_for_a_game_with_one_language_is_a_helpful_404(client):
    resp = client.get("/moncolle/differences/")
    assert resp.status_code == 404 and "only one language" in text(resp)


def test_glossary_lists_terms_with_defining_sections(client):
    page = text(client.get("/godzilla/en/glossary/"))
    row = page.split(">adjacent</a>", 1)[1].split("</tr>", 1)[0]
    assert 'href="/godzilla/en/4.4.5.2"' in row
    assert 'href="/godzilla/en/glossary/"' in text(client.get("/godzilla/en/"))  # from the contents


def test_term_page_shows_definition_and_uses(client):
    page = text(client.get("/godzilla/ja/glossary/進化する"))
    assert 'href="/godzilla/ja/5.17"' in page
    assert "重ねて出現させます" in page  # 5.17 is a heading: its first clause is the definition
    uses = page.split('class="uses"', 1)[1]
    assert 'href="/godzilla/ja/12.6.2"' in uses


def test_section_page_links_the_terms_it_defines(client):
    page = text(client.get("/godzilla/ja/5.15.1.2.2"))
    defines = page.split('class="defines"', 1)[1].split("</section>", 1)[0]
    assert "/godzilla/ja/glossary/" in defines and "撃退勝利" in defines


def test_unknown_term_is_a_404_suggesting_near_terms(client):
    resp = client.get("/godzilla/en/glossary/adjacant")
    assert resp.status_code == 404
    page = text(resp)
    assert "defines no term" in page and 'href="/godzilla/en/glossary/adjacent"' in page


def test_a_term_with_placeholders_and_brackets_has_a_working_page(client):
    resp = client.get("/godzilla/ja/glossary/【出現時】(効果)")
    assert resp.status_code == 200 and 'href="/godzilla/ja/12.2.2"' in text(resp)


def test_every_glossary_link_opens_its_term(client, lib):
    import re

    for doc in lib:
        page = text(client.get(f"/{doc.key}/glossary/"))
        links = re.findall(r'href="(/' + doc.key + r'/glossary/[^"]+)"', page)
        assert len(links) >= 10, doc.key
        for link in links:
            assert client.get(link).status_code == 200, link
