"""The index on disk: built once, reused, rebuilt when stale or damaged, safe to race."""

import json
import subprocess
import sys

import pytest

from judgekit.cardtext.database import database
from judgekit.rulings import rulings
from judgekit.scenarios.catalogue import catalogue
from judgekit.search import store


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGEKIT_CACHE", str(tmp_path))
    return tmp_path / "search"


def records(lib):
    """Every section of every document, every ruling, card and scenario (four indexes in one folder)."""
    return sum(len(d) for d in lib) + len(rulings()) + len(database()) + len(catalogue()[0])


def sections(lib):
    return sum(len(d) for d in lib)


def folders(cache):
    return sorted(p.name for p in cache.iterdir() if p.is_dir())


def test_built_on_first_use_and_reused(cache, lib):
    ix = store.open_index(lib)
    assert ix.doc_count() == sections(lib)
    assert store.open_index(lib, kind="ruling").doc_count() == len(rulings())
    assert store.open_index(lib, kind="card").doc_count() == len(database())
    assert store.open_index(lib, kind="scenario").doc_count() == len(catalogue()[0]) > 300
    [name] = folders(cache)
    marker = cache / name / store.MARKER
    stamp = marker.stat().st_mtime_ns
    store.open_index(lib)
    assert folders(cache) == [name] and marker.stat().st_mtime_ns == stamp


def test_a_change_of_analyzers_gives_a_new_index_and_drops_the_old(cache, lib, monkeypatch):
    store.open_index(lib)
    [old] = folders(cache)
    monkeypatch.setattr(store.analysis, "ANALYSIS_VERSION", "changed")
    store.open_index(lib)
    [new] = folders(cache)
    assert new != old


@pytest.mark.parametrize("damage", ["garbage segments", "no marker", "wrong count", "empty folder"])
def test_a_damaged_or_half_written_index_is_rebuilt(cache, lib, damage):
    store.open_index(lib)
    [name] = folders(cache)
    folder = cache / name
    if damage == "garbage segments":
        for f in folder.iterdir():
            if f.name != store.MARKER:
                f.write_bytes(b"\x00garbage" * 10)
    elif damage == "no marker":
        (folder / store.MARKER).unlink()
    elif damage == "wrong count":
        (folder / store.MARKER).write_text(json.dumps({"records": 3}))
    else:
        for f in folder.iterdir():
            f.unlink()
    assert not store.is_complete(folder, records(lib))
    ix = store.open_index(lib)
    assert ix.doc_count() == sections(lib)
    with ix.searcher() as s:
        assert s.document(path="godzilla/ja/10.4.3")["number"] == "10.4.3"


def test_two_processes_starting_at_once_build_one_good_index(cache, lib):
    code = "from judgekit.search import store; print(store.open_index().doc_count())"
    procs = [subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
             for _ in range(2)]
    outputs = [p.communicate(timeout=120)[0].strip() for p in procs]
    assert [p.returncode for p in procs] == [0, 0]
    assert outputs == [str(sections(lib))] * 2
    [name] = folders(cache)  # no scratch folders left behind
    assert store.is_complete(cache / name, records(lib))


def test_titles_weigh_more_than_text(tmp_path):
    from whoosh import index

    from judgekit.search.query import run
    from judgekit.search.searchers import Searchers

    def record(path, title, text):
        return {"path": f"t/ja/{path}", "kind": "rule", "game": "t", "lang": "ja", "number": path,
                "title": title, "body": text, "url": f"/t/ja/{path}",
                "searched": (title, "", text)}

    store.build(tmp_path / "ix", [record("1", "", "撃退の手順を説明します。"),
                                  record("2", "撃退", "手順を説明します。")])
    opened = {kind: index.open_dir(str(tmp_path / "ix"), indexname=name)
              for kind, name in store.NAMES.items()}
    result = run(Searchers(opened), "撃退")
    assert [h.number for h in result.hits] == ["2", "1"]


def test_one_search_scores_every_kind_as_whoosh_scores_each_index(tmp_path):
    """Sections, rulings, cards and scenarios are scored in one walk, each by its own index's BM25F
    statistics: a term scores in every document exactly as Whoosh's own search scores it."""
    from whoosh import index
    from whoosh import query as Q
    from whoosh.scoring import BM25F

    from judgekit.search.searchers import BM25_B, BM25_K1, Searchers

    def record(kind, path, title, text):
        return {"path": f"{kind}/{path}", "kind": kind, "game": "t", "lang": "ja", "number": path,
                "title": title, "body": text, "url": f"/{kind}/{path}", "searched": (title, "", text)}

    store.build(tmp_path / "ix", [
        record("rule", "1", "撃退", "モンスターを撃退する。"), record("rule", "2", "進攻", "進攻して撃退された。"),
        record("rule", "3", "", "手札を捨てる。"), record("ruling", "R1", "撃退されたら？", "撃退の手順。"),
        record("card", "C1", "撃退の怪獣", "撃退された時、カードを引く。"),
        record("scenario", "S1", "撃退の順番", "怪獣が撃退された時、能力を待機させる。")])
    opened = {kind: index.open_dir(str(tmp_path / "ix"), indexname=name)
              for kind, name in store.NAMES.items()}
    searchers = Searchers(opened)
    for field in ("ja_title", "ja_text"):
        term = Q.Term(field, "撃退", boost=1.5)
        scores = searchers.scores(Q.Or([term]))
        for kind, ix in opened.items():
            with ix.searcher(weighting=BM25F(B=BM25_B, K1=BM25_K1)) as whoosh:
                expected = {hit["number"]: hit.score for hit in whoosh.search(term, limit=None)}
            ours = {f["number"]: f.score for f in searchers.top(scores, kind, 10)}
            assert ours == pytest.approx(expected) and expected, (field, kind)
    searchers.close()
