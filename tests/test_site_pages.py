"""Rule pages as a judge uses them: permanent addresses, links, counterparts, helpful 404s."""

import re

import pytest


def text(resp):
    return resp.get_data(as_text=True)


def test_table_of_contents_is_collapsible_by_chapter(client):
    page = text(client.get("/godzilla/ja/"))
    assert page.count("<details") == 13 + 2  # 13 chapters and 2 appendices
    assert 'href="/godzilla/ja/10.4.3"' in page


def test_section_page_shows_text_children_breadcrumbs_and_neighbours(client):
    page = text(client.get("/godzilla/ja/10.4.3"))
    assert "チェックタイミングが発生した場合" in page
    for child in ("10.4.3.1", "10.4.3.2", "10.4.3.3", "10.4.3.4"):
        assert f'href="/godzilla/ja/{child}"' in page
    crumbs = page.split('class="crumbs"', 1)[1].split("</nav>", 1)[0]
    assert 'href="/godzilla/ja/10"' in crumbs and 'href="/godzilla/ja/10.4"' in crumbs
    assert 'rel="prev" href="/godzilla/ja/10.4.2"' in page
    assert 'rel="next" href="/godzilla/ja/10.4.3.1"' in page
    assert 'value="Godzilla CR JP 1.04 §10.4.3"' in page


def test_references_in_text_are_links_and_cited_by_lists_the_citers(client):
    page = text(client.get("/godzilla/ja/1.2.3"))
    assert '<a class="ref" href="/godzilla/ja/10.4.1">10.4.1</a>' in page
    cited = text(client.get("/godzilla/ja/10.4.1")).split('class="cited-by"', 1)[1]
    assert 'href="/godzilla/ja/1.2.3"' in cited and 'href="/godzilla/ja/1.2.4"' in cited


def test_a_dangling_reference_is_marked_and_not_linked(client):
    page = text(client.get("/godzilla/ja/11.2.1"))
    assert re.search(r'<span class="ref dangling"[^>]*>11\.1\.25\.4</span>', page)
    assert 'href="/godzilla/ja/11.1.25.4"' not in page


def test_japanese_and_english_sections_link_to_each_other(client):
    ja = text(client.get("/godzilla/ja/10.4.3"))
    assert 'href="/godzilla/en/9.4.3"' in ja.split('class="counterpart"', 1)[1]
    en = text(client.get("/godzilla/en/9.4.3"))
    assert 'href="/godzilla/ja/10.4.3"' in en.split('class="counterpart"', 1)[1]
    reviewed = text(client.get("/godzilla/ja/1.3.5.1"))
    assert 'href="/godzilla/en/1.3.6"' in reviewed and "Paired by review" in reviewed


def test_sections_without_counterpart_say_so(client):
    assert "No counterpart in Godzilla CR EN 1.00" in text(client.get("/godzilla/ja/9.1.4.2"))
    assert "No counterpart in Godzilla CR JP 1.04" in text(client.get("/godzilla/en/9.6.7.1"))


def test_recovered_numbers_and_lost_icons_are_visible(client):
    assert "not printed in the source" in text(client.get("/godzilla/en/3.1.2.2"))
    assert 'class="hole"' in text(client.get("/vanguard/ja/9.3.1"))


@pytest.mark.parametrize("path, target", [
    ("/godzilla/10.4.3", "/godzilla/ja/10.4.3"),
    ("/godzilla/en", "/godzilla/en/"),
    ("/godzilla/", "/godzilla/ja/"),
    ("/godzilla/ja/§10.4.3.", "/godzilla/ja/10.4.3"),
    ("/moncolle/9-2-1", "/moncolle/ja/9-2-1"),
    ("/go?q=godzilla+en+9.4", "/godzilla/en/9.4"),
    ("/go?q=9-2-1+moncolle", "/moncolle/ja/9-2-1"),
])
def test_short_forms_redirect_to_the_permanent_address(client, path, target):
    resp = client.get(path)
    assert resp.status_code in (301, 302) and resp.headers["Location"] == target


@pytest.mark.parametrize("path, suggestion", [
    ("/godzilla/ja/10.4.9", "/godzilla/ja/10.4.4"),
    ("/godzila/ja/1", "/godzilla/ja/"),
    ("/godzilla/fr/1", "/godzilla/en/"),
    ("/godzilla/10.4.9", "/godzilla/ja/10.4.3"),
    ("/go?q=godzilla+ja+10.4.9", "/godzilla/ja/10.4.4"),
    ("/godzilla/ja/99.9", "/godzilla/ja/"),
    ("/godzilla/ja/10.4.3.9", "/godzilla/ja/10.4.3"),
])
def test_unknown_addresses_get_a_404_with_the_nearest_sections(client, path, suggestion):
    resp = client.get(path)
    assert resp.status_code == 404
    assert f'href="{suggestion}"' in text(resp)


@pytest.mark.parametrize("path", ["/godzilla/ja/<script>alert(1)</script>", "/x/y/z/w",
                                  "/godzilla/ja/" + "9" * 3000, "/godzilla/ja/%00", "/go?q=%E2%80%8B"])
def test_odd_addresses_never_break_the_site(client, path):
    resp = client.get(path)
    assert resp.status_code in (302, 404)
    assert "<script>alert" not in text(resp) and "Traceback" not in text(resp)


def test_every_section_of_every_document_renders(client, lib):
    for doc in lib:
        for sec in doc:
            resp = client.get(f"/{doc.game}/{doc.lang}/{sec.number}")
            assert resp.status_code == 200, (doc.key, sec.number)


def test_side_by_side_pairs_the_two_texts_section_by_section(client):
    page = text(client.get("/godzilla/compare/"))
    row = page.split('<tr id="10.4.3"', 1)[1].split("</tr>", 1)[0]
    assert 'href="/godzilla/ja/10.4.3"' in row and 'href="/godzilla/en/9.4.3"' in row
    only_en = page.split('<tr id="en-9.6.7.1"', 1)[1].split("</tr>", 1)[0]
    assert "no counterpart" in only_en
    assert "471 sections paired" in page
    assert client.get("/vanguard/compare/").status_code == 404
    assert 'href="/godzilla/compare/#10.4.3"' in text(client.get("/godzilla/ja/10.4.3"))


@pytest.mark.parametrize("path", ["/", "/search?q=invade", "/godzilla/ja/", "/godzilla/ja/10.4.3",
                                  "/cards/", "/rulings/GZ-001"])
def test_every_page_has_one_search_box_and_it_is_labelled(client, path):
    page = text(client.get(path))
    assert page.count('role="search"') == 1
    assert re.search(r'role="search" aria-label="[^"]+"', page)


def test_a_chapter_summary_holds_no_link_and_its_page_is_linked_below_it(client):
    page = text(client.get("/godzilla/ja/"))
    summaries = re.findall(r"<summary>(.*?)</summary>", page, re.S)
    assert len(summaries) == 15 and not any("<a " in s for s in summaries)
    assert re.search(r'</summary>\s*<p class="chapter"><a href="/godzilla/ja/10">', page)


def test_japanese_quoted_in_english_is_tagged_and_the_interface_is_english(client):
    en = text(client.get("/godzilla/en/11.2.3"))
    ja = text(client.get("/godzilla/ja/10.4.3"))
    assert '<html lang="en">' in ja and '<article class="section" id="s-10.4.3" lang="ja">' in ja
    assert re.search(r'<span lang="ja">[^<]*出現時[^<]*</span>', en)


def test_a_sub_rule_without_counterpart_says_which_reviewed_difference_explains_it(client):
    page = text(client.get("/godzilla/ja/8.5"))
    row = re.search(r'<p class="paired"><a href="#s-8.5.2">JP §8.5.2</a>(.*?)</p>', page, re.S)
    assert row and "no counterpart" in row[1] and 'href="/godzilla/differences/#' in row[1]
