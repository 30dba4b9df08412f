import pytest

from judgekit.rules.library import library


@pytest.fixture(scope="session")
def lib():
    return library()


@pytest.fixture(scope="session")
def ja(lib):
    return lib.get("godzilla", "ja")


@pytest.fixture(scope="session")
def en(lib):
    return lib.get("godzilla", "en")


@pytest.fixture(scope="session")
def app():
    from judgekit.web import create_app

    return create_app({"TESTING": True})


@pytest.fixture
def client(app):
    return app.test_client()
