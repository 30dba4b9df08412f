"""The site's home page (the full site is built on this factory)."""

import pytest

from judgekit.web import create_app


@pytest.fixture
def client():
    return create_app({"TESTING": True}).test_client()


def test_home_lists_every_document(client):
    page = client.get("/").get_data(as_text=True)
    for title in ("ゴジラカードゲーム 総合ルール", "Godzilla Card Game Comprehensive Rules",
                  "ヴァンガード", "モンスター・コレクション", "サンサーラ"):
        assert title in page
