"""The site's home page (the full site is built on this factory)."""

def test_home_lists_every_document(client):
    page = client.get("/").get_data(as_text=True)
    for title in ("ゴジラカードゲーム 総合ルール", "Godzilla Card Game Comprehensive Rules",
                  "ヴァンガード", "モンスター・コレクション", "サンサーラ"):
        assert title in page


def test_the_readme_serve_command_answers_on_its_port():
    """`judgekit serve` starts the site and serves the home page."""
    import socket
    import subprocess
    import time
    import urllib.request

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    import sys
    from pathlib import Path

    exe = Path(sys.executable).parent / "judgekit"  # the console script pip installed
    proc = subprocess.Popen([exe, "serve", "--port", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2) as r:
                    body = r.read().decode("utf-8")
                break
            except OSError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    raise
                time.sleep(0.2)
        assert "ゴジラカードゲーム 総合ルール" in body
    finally:
        proc.terminate()
        proc.wait(timeout=10)
