"""`judgekit serve` as a newcomer and a deployment meet it: what it says, when, and how it logs."""

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

JUDGEKIT = Path(sys.executable).parent / "judgekit"


def test_the_address_is_printed_only_once_the_site_listens(serve):
    served = serve("--workers", "1")
    deadline = time.monotonic() + 60
    while "serving on" not in served.stdout.read_text():
        assert served.proc.poll() is None, served.stderr.read_text()
        assert time.monotonic() < deadline, "no address printed within 60 s"
        time.sleep(0.05)
    # the moment the line is there, a browser following it gets the page
    with urllib.request.urlopen(served.url + "/godzilla/ja/10.4.3", timeout=30) as r:
        assert r.status == 200
    assert f"serving on {served.url}/" in served.stdout.read_text()
    assert "reading the rule documents" in served.stderr.read_text()


def test_a_taken_port_is_one_line_with_a_hint_and_builds_nothing(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        cache = tmp_path / "cache"
        result = subprocess.run([JUDGEKIT, "serve", "--port", str(port)], capture_output=True, text=True,
                                timeout=60, env={**os.environ, "JUDGEKIT_CACHE": str(cache)})
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        f"Error: port {port} on 127.0.0.1 is already in use (another judgekit serve?); "
        f"choose another with --port, e.g. --port {port + 1}"]
    assert "serving on" not in result.stdout
    assert not cache.exists()  # said before minutes of index building, not after


def test_an_address_not_on_this_machine_is_named(tmp_path):
    # 192.0.2.1 is reserved for documentation: no interface has it (binding sends nothing)
    result = subprocess.run([JUDGEKIT, "serve", "--host", "192.0.2.1"], capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 2
    assert result.stderr.startswith("Error: cannot listen on 192.0.2.1:5000: ")
    assert "give --host an address of this machine" in result.stderr
    assert "Traceback" not in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_settings_from_the_environment_and_json_logs(serve):
    served = serve(port_by_env=True, env={"JUDGEKIT_LOG_FORMAT": "json", "JUDGEKIT_WORKERS": "1",
                                          "JUDGEKIT_HOST": "127.0.0.1"}).wait()
    served.get("/godzilla/ja/10.4.3?from=test")
    served.stop()
    logged = [json.loads(line) for line in
              (served.stdout.read_text() + served.stderr.read_text()).splitlines()
              if line.startswith("{")]
    request = next(e for e in logged if e.get("path") == "/godzilla/ja/10.4.3")
    assert request["status"] == 200 and request["method"] == "GET" and request["query"] == "from=test"
    assert isinstance(request["duration_ms"], int) and request["time"].endswith("+00:00")
    assert any("Listening at" in e["message"] for e in logged)
    # every line gunicorn wrote is a JSON object (the address line is the command's own, on stdout)
    for line in served.stderr.read_text().splitlines():
        if not line.startswith("judgekit:"):
            assert line.startswith("{"), line
