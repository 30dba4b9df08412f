"""The site's home page (the full site is built on this factory)."""

def test_home_lists_every_document(client):
    page = client.get("/").get_data(as_text=True)
    for title in ("ゴジラカードゲーム 総合ルール", "Godzilla Card Game Comprehensive Rules",
                  "ヴァンガード", "モンスター・コレクション", "サンサーラ"):
        assert title in page


def test_the_readme_serve_command_answers_on_its_port(live_server):
    """`judgekit serve` starts the site and serves the home page."""
    import urllib.request

    with urllib.request.urlopen(live_server + "/", timeout=5) as r:
        assert "ゴジラカードゲーム 総合ルール" in r.read().decode("utf-8")
