import pytest

from judgekit.rules.library import library


@pytest.fixture(scope="session", autouse=True)
def search_cache(tmp_path_factory):
    """Tests build their own search index, never touching the user's cache."""
    import os

    folder = tmp_path_factory.mktemp("cache")
    os.environ["JUDGEKIT_CACHE"] = str(folder)
    return folder


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


@pytest.fixture
def page(client):
    """The text of a page, asserting its status (200 unless told)."""
    def get(url, status=200):
        response = client.get(url)
        assert response.status_code == status, url
        return response.get_data(as_text=True)
    return get


@pytest.fixture(scope="session")
def live_server():
    """The site served by `judgekit serve` on a free port, as a user starts it."""
    import socket
    import subprocess
    import sys
    import time
    import urllib.request
    from pathlib import Path

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    exe = Path(sys.executable).parent / "judgekit"  # the console script pip installed
    proc = subprocess.Popen([exe, "serve", "--port", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        try:
            with urllib.request.urlopen(url + "/", timeout=2):
                break
        except OSError:
            if time.monotonic() > deadline or proc.poll() is not None:
                proc.kill()
                raise RuntimeError("judgekit serve did not answer within 30 s")
            time.sleep(0.2)
    yield url
    proc.terminate()
    proc.wait(timeout=10)


def pytest_bdd_apply_tag(tag, function):
    """Scenario tags name rules (@rule-11.3): data for the runner and the site, not pytest markers."""
    return True


def pytest_bdd_before_step(request, feature, scenario, step, step_func):
    """Remember the line of the step being run, so scenario messages can name it."""
    request.node.judgekit_line = step.line_number
