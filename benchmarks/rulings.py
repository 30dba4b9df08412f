"""How long checking the rulings takes, and how fast a ruling page renders.

    .venv/bin/python benchmarks/rulings.py [--rounds 50]

Prints (one run, this machine): the time to read every ruling, to check them
without and with running their scenarios (what `judgekit rulings check`
does), and the median in-process render time of a ruling page and of a
section page that lists rulings.
"""

from __future__ import annotations

import argparse
import statistics
import time


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=50)
    args = parser.parse_args()

    from judgekit.cardtext.database import database
    from judgekit.rules.library import library
    from judgekit.rulings import check_all, read_all
    from judgekit.web import create_app

    library(), database()  # parsed once per process; not the rulings' cost
    found = []
    print(f"read {len(read_all())} rulings: {timed(lambda: found.append(read_all())) * 1000:.1f} ms")
    print(f"check without scenarios: {timed(lambda: check_all(found[0], run_scenarios=False)) * 1000:.1f} ms")
    print(f"check with scenarios (first run): {timed(lambda: check_all(found[0])) * 1000:.1f} ms")

    client = create_app().test_client()
    for url in ("/rulings/GZ-007", "/godzilla/ja/12.7.2", "/rulings/"):
        client.get(url)  # warm: caches filled
        times = [timed(lambda: client.get(url)) for _ in range(args.rounds)]
        print(f"render {url}: median {statistics.median(times) * 1000:.2f} ms")


if __name__ == "__main__":
    main()
