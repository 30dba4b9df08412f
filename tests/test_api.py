"""The JSON API, as documented in the README."""


def test_documents(client):
    docs = client.get("/api/documents").get_json()
    assert {(d["game"], d["lang"]) for d in docs} == {
        ("godzilla", "ja"), ("godzilla", "en"), ("vanguard", "ja"), ("moncolle", "ja"), ("indie", "ja")}
    ja = next(d for d in docs if d["game"] == "godzilla" and d["lang"] == "ja")
    assert ja == {"game": "godzilla", "lang": "ja", "title": "ゴジラカードゲーム 総合ルール",
                  "version": "1.04", "date": "2026-02-10", "sections": 523,
                  "versions": ["1.04"]}


def test_sections_in_document_order(client, ja):
    rows = client.get("/api/godzilla/ja/sections").get_json()
    assert [r["number"] for r in rows] == [s.number for s in ja]
    assert rows[1] == {"number": "1.1", "title": "ゲーム人数", "parent": "1"}


def test_one_section_with_refs_citers_and_counterparts(client):
    s = client.get("/api/godzilla/ja/1.2.3").get_json()
    assert s["refs"] == ["10.4.1"] and s["parent"] == "1.2" and s["children"] == ["1.2.3.1"]
    assert s["counterparts"] == [{"game": "godzilla", "lang": "en", "number": "1.2.3"}]
    assert s["source_line"] == 32 and s["text"].startswith("すべてのプレイヤーは")
    cited = client.get("/api/godzilla/ja/10.4.1").get_json()["cited_by"]
    assert "1.2.3" in cited
    assert client.get("/api/godzilla/en/9.6.7.1").get_json()["counterparts"] == []


def test_errors_are_json_with_a_message_and_status(client):
    resp = client.get("/api/godzilla/ja/10.4.9")
    assert resp.status_code == 404 and resp.is_json
    body = resp.get_json()
    assert "10.4.9" in body["error"] and "/godzilla/ja/10.4.4" in body["suggestions"]
    resp = client.get("/api/nope/ja/sections")
    assert resp.status_code == 404 and "nope" in resp.get_json()["error"]
    resp = client.get("/api/godzilla/ja/1/extra")
    assert resp.status_code == 404 and resp.is_json
