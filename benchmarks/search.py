"""How well and how fast the search answers judge questions, beside SQLite FTS5.

    .venv/bin/python benchmarks/search.py [--rounds 5] [--questions FILE]

Prints (one run, this machine): recall@5 on ``tests/search/questions.toml``; how
many of ``tests/rulings/questions.toml`` show their ruling; the index build
time; and, on every question ``--rounds`` times with the index warm:

- judgekit's full search (``judgekit.search.search``: sections, rulings and
  cards, snippets, did-you-mean), median and 95th percentile, every query
  searched (the process's kept answers and readings are forgotten before each);
- the yardstick: SQLite FTS5 (stdlib) over the same terms — every section's
  analysed fields in an FTS5 table, each question analysed by judgekit's own
  ``word_query`` into the same terms, ranked by FTS5's bm25 with the same field
  weights, top 10 sections. Its time includes that analysis;
- the ratio of the two medians, and FTS5's recall@5 on the same questions.

Times are wall-clock and, beside them, the CPU time of the thread: on a machine
shared with other jobs the CPU time is the steadier of the two.
"""

from __future__ import annotations

import argparse
import sqlite3
import statistics
import time
import tomllib
from pathlib import Path

QUESTIONS = Path(__file__).resolve().parents[1] / "tests" / "search" / "questions.toml"
RULING_QUESTIONS = QUESTIONS.parents[1] / "rulings" / "questions.toml"
FIELDS = ("ja_title", "ja_context", "ja_text", "ja_bigram", "en_title", "en_context", "en_text")


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def timed(fn, *args) -> tuple[float, object]:
    start = time.perf_counter()
    out = fn(*args)
    return time.perf_counter() - start, out


class Fts5:
    """The sections' index terms in one FTS5 table, queried with judgekit's own terms."""

    def __init__(self, records: list[dict]):
        from judgekit.search import query, store

        self.db = sqlite3.connect(":memory:")
        self.db.execute("CREATE VIRTUAL TABLE s USING fts5(path UNINDEXED, game UNINDEXED, "
                        + ", ".join(FIELDS) + ", tokenize='unicode61 remove_diacritics 0')")
        rows = []
        for r in records:
            if r["kind"] == "rule":
                f = store._fields_of(r)
                rows.append((r["path"], r["game"], *(f.get(name, "") for name in FIELDS)))
        self.db.executemany(f"INSERT INTO s VALUES ({', '.join('?' * (len(FIELDS) + 2))})", rows)
        self.db.execute("INSERT INTO s(s) VALUES ('optimize')")
        w = query.WEIGHTS
        self.weights = (0, 0, w["title"], w["context"], w["text"], w["bigram"],
                        w["title"], w["context"], w["text"])
        self.word_query = query.word_query

    def match(self, q) -> str:
        """The FTS5 expression of a judgekit query: each word in any of its fields, OR'd."""
        from whoosh import query as Q

        def quoted(words) -> str:
            return '"' + " ".join(w.replace('"', '""') for w in words) + '"'

        parts = []
        for sub in q.subqueries if isinstance(q, Q.Or) else [q]:
            if isinstance(sub, Q.Phrase):
                parts.append(f"{sub.fieldname} : {quoted(sub.words)}")
            else:
                for field, term in sub.all_terms():
                    parts.append(f"{field} : {quoted([term])}")
        return " OR ".join(parts)

    def search(self, text: str, game: str | None, limit: int = 10) -> list[str]:
        q, _, _ = self.word_query(text)
        if q is None:
            return []
        sql = (f"SELECT path FROM s WHERE s MATCH ? {'AND game = ?' if game else ''} "
               f"ORDER BY bm25(s, {', '.join(map(str, self.weights))}) LIMIT {limit}")
        return [p for (p,) in self.db.execute(sql, (self.match(q), *([game] if game else [])))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--questions", type=Path, default=QUESTIONS)
    args = parser.parse_args()

    from judgekit.rules.library import library
    from judgekit.search import forget_answers, search, store
    from judgekit.search.analysis import forget_readings

    questions = tomllib.loads(args.questions.read_text(encoding="utf-8"))["q"]
    lib = library()
    build_s, _ = timed(lambda: store.open_indexes(lib, rebuild=True))
    print(f"index build: {build_s:.2f} s for {sum(len(d) for d in lib)} sections, "
          "the rulings and the cards")

    def answered(q: dict, shown: set[str]) -> bool:
        pages = set()
        for path in q["expect"]:
            game, lang, number = path.split("/", 2)
            parent = lib.documents[f"{game}/{lang}"].sections[number].parent
            pages |= {path} | ({f"{game}/{lang}/{parent}"} if parent else set())
        return bool(shown & pages)

    def judgekit(q: dict):
        return search(q["ask"], game=q.get("game"), limit=10)

    def judgekit_uncached(q: dict):
        forget_answers()
        return judgekit(q)

    found = sum(answered(q, {f"{h.game}/{h.lang}/{h.number}" for h in judgekit(q).hits[:5]})
                for q in questions)
    print(f"recall@5, judgekit: {found}/{len(questions)} = {found / len(questions):.1%} "
          f"({args.questions.name})")

    if args.questions == QUESTIONS:
        asked = tomllib.loads(RULING_QUESTIONS.read_text(encoding="utf-8"))["q"]
        shown = sum(q["ruling"] in [h.number for h in search(q["ask"]).rulings] for q in asked)
        print(f"players' questions whose ruling is shown above the sections: {shown}/{len(asked)} "
              f"= {shown / len(asked):.1%}")

    build_s, fts = timed(lambda: Fts5(store.all_records(lib)))
    print(f"FTS5 table of the same terms: {build_s:.2f} s")

    def fts5(q: dict):
        forget_readings()  # the question analysed from its text, as judgekit's is
        return fts.search(q["ask"], q.get("game"))

    found = sum(answered(q, set(fts5(q)[:5])) for q in questions)
    print(f"recall@5, FTS5: {found}/{len(questions)} = {found / len(questions):.1%}")

    medians = {}
    for name, fn in [("judgekit full search", judgekit_uncached), ("FTS5, same terms", fts5)]:
        fn(questions[0])  # warm
        wall, cpu = [], []
        for _ in range(args.rounds):
            for q in questions:
                start, start_cpu = time.perf_counter(), time.thread_time()
                fn(q)
                cpu.append(time.thread_time() - start_cpu)
                wall.append(time.perf_counter() - start)
        medians[name] = [statistics.median(wall), statistics.median(cpu)]
        print(f"{name}: median {medians[name][0] * 1000:.2f} ms, p95 {percentile(wall, 95) * 1000:.2f} ms; "
              f"CPU median {medians[name][1] * 1000:.2f} ms, p95 {percentile(cpu, 95) * 1000:.2f} ms "
              f"over {len(wall)} queries")
    ours, theirs = medians["judgekit full search"], medians["FTS5, same terms"]
    print(f"judgekit / FTS5 median: {ours[0] / theirs[0]:.2f} (CPU {ours[1] / theirs[1]:.2f})")


if __name__ == "__main__":
    main()
