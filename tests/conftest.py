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


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Served:
    """A ``judgekit serve`` started as a user starts it, with its output kept in files."""

    def __init__(self, args, *, exe=None, cwd=None, env=None, port_by_env=False, out_dir):
        import os
        import subprocess
        import sys
        from pathlib import Path

        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        exe = exe or Path(sys.executable).parent / "judgekit"  # the console script pip installed
        self.stdout, self.stderr = out_dir / "stdout.txt", out_dir / "stderr.txt"
        env = {**os.environ, **(env or {})}
        if port_by_env:
            env["JUDGEKIT_PORT"] = str(self.port)
        else:
            args = ("--port", str(self.port), *args)
        with open(self.stdout, "wb") as out, open(self.stderr, "wb") as err:
            self.proc = subprocess.Popen([str(exe), "serve", *args], stdout=out, stderr=err, cwd=cwd, env=env)

    def wait(self, timeout: float = 60) -> "Served":
        """Until the site answers (or the command ends, or ``timeout`` seconds pass)."""
        import time
        import urllib.request

        deadline = time.monotonic() + timeout
        while True:
            try:
                with urllib.request.urlopen(self.url + "/", timeout=2):
                    return self
            except OSError:
                if time.monotonic() > deadline or self.proc.poll() is not None:
                    self.stop()
                    raise RuntimeError(f"judgekit serve did not answer within {timeout} s:\n"
                                       + self.stderr.read_text(errors="replace")[-2000:])
                time.sleep(0.2)

    def get(self, path: str) -> str:
        import urllib.request

        with urllib.request.urlopen(self.url + path, timeout=30) as r:
            return r.read().decode("utf-8")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(timeout=10)


@pytest.fixture
def serve(tmp_path):
    """Start ``judgekit serve`` with arguments; every one started is stopped after the test."""
    started = []

    def start(*args, **options):
        out = tmp_path / f"serve-{len(started)}"
        out.mkdir()
        started.append(Served(args, out_dir=out, **options))
        return started[-1]
    yield start
    for served in started:
        served.stop()


@pytest.fixture(scope="session")
def live_server(tmp_path_factory):
    """The site served by `judgekit serve` on a free port, as a user starts it."""
    served = Served((), out_dir=tmp_path_factory.mktemp("live-server")).wait()
    yield served.url
    served.stop()


def start_chromium(width: int):
    """Debian's headless chromium through its chromedriver, its viewport ``width`` px wide."""
    import shutil

    webdriver = pytest.importorskip("selenium.webdriver")
    chromium, driver = shutil.which("chromium"), shutil.which("chromedriver")
    if not (chromium and driver):
        pytest.fail("chromium and chromedriver are required (run .ci/setup as root)")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--hide-scrollbars",
                 f"--window-size={width},844"):
        options.add_argument(flag)
    b = webdriver.Chrome(options=options, service=webdriver.ChromeService(executable_path=driver))
    # a window is at least 500 px wide; a phone's viewport is set as a device's
    b.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": 844, "deviceScaleFactor": 1, "mobile": width < 600})
    return b


@pytest.fixture(scope="module")
def browser():
    """A browser at a phone's width, fresh for each test module."""
    b = start_chromium(360)
    yield b
    b.quit()


@pytest.fixture(scope="session")
def browser_at():
    """One browser per viewport width, shared by the page tests: ``browser_at(390)``."""
    started = {}

    def start(width: int):
        if width not in started:
            started[width] = start_chromium(width)
        return started[width]

    yield start
    for b in started.values():
        b.quit()


def pytest_bdd_apply_tag(tag, function):
    """Scenario tags name rules (@rule-11.3): data for the runner and the site, not pytest markers."""
    return True


def pytest_bdd_before_step(request, feature, scenario, step, step_func):
    """Remember the line of the step being run, so scenario messages can name it."""
    request.node.judgekit_line = step.line_number
