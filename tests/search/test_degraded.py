"""Search degrades instead of taking the site down: whatever happens to its index on disk,
the rule pages, rulings, cards and scenarios serve, and search says it is unavailable."""

import errno
import os
import shutil
from pathlib import Path

import pytest

import judgekit.search
from judgekit.rules.library import Library, library
from judgekit.search import store
from judgekit.search.loader import IndexLoader, SearchUnavailable

PAGES = ["/godzilla/ja/10.4.3", "/godzilla/ja/", "/rulings/", "/cards/", "/"]


def open_small(rebuild=False):
    """The index of one short document and no rulings: quick to build, as any index breaks."""
    small = Library({"indie/ja": library().documents["indie/ja"]})
    return store.open_indexes(small, rebuild=rebuild, found=[])


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """One good index, copied into each test's cache instead of building it every time."""
    folder = tmp_path_factory.mktemp("built")
    old = os.environ["JUDGEKIT_CACHE"]
    os.environ["JUDGEKIT_CACHE"] = str(folder)
    try:
        open_small()
    finally:
        os.environ["JUDGEKIT_CACHE"] = old
    return folder / "search"


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """A cache folder of this test's own, and a search that has not opened any index yet."""
    monkeypatch.setenv("JUDGEKIT_CACHE", str(tmp_path))
    monkeypatch.setattr(judgekit.search, "_loader", IndexLoader(open_small, retry_after=0))
    return tmp_path / "search"


@pytest.fixture
def site():
    from judgekit.web import create_app

    return create_app({"TESTING": True, "SEARCH_INDEX_WAIT": 30}).test_client()


def assert_site_up_and_search_unavailable(site):
    for url in PAGES:
        assert site.get(url).status_code == 200, url
    page = site.get("/search?q=進攻")
    assert page.status_code == 503 and "Search is unavailable" in page.get_data(as_text=True)
    assert int(page.headers["Retry-After"]) >= 1
    api = site.get("/api/search?q=進攻")
    assert api.status_code == 503 and "unavailable" in api.get_json()["error"]


def assert_search_works(site):
    response = site.get("/api/search?q=ドロー&game=indie")
    assert response.status_code == 200 and response.get_json()["hits"]


def test_a_cache_that_cannot_be_written_leaves_the_pages_up(cache, site):
    cache.parent.rmdir()
    cache.parent.write_text("a file where the cache folder's parent should be")  # ENOTDIR, even for root
    assert_site_up_and_search_unavailable(site)


def test_a_read_only_disk_leaves_the_pages_up(cache, site, monkeypatch):
    def read_only(*_args, **_kwargs):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(Path, "mkdir", read_only)
    assert_site_up_and_search_unavailable(site)
    # the message is for the public: it says why, not where
    assert str(cache) not in site.get("/api/search?q=進攻").get_json()["error"]


def test_a_full_disk_cleans_up_its_build_and_is_retried_once_space_is_freed(cache, site, monkeypatch):
    real_build = store.build

    def full_disk(folder, records, wrap=iter):
        folder.mkdir(parents=True)
        (folder / "half-written.seg").write_bytes(b"x" * 1000)
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(store, "build", full_disk)
    assert_site_up_and_search_unavailable(site)
    assert [p.name for p in cache.iterdir() if p.name != ".lock"] == []  # no scratch folder left
    monkeypatch.setattr(store, "build", real_build)  # space freed
    assert_search_works(site)


def test_a_stray_file_where_the_index_folder_should_be_is_replaced(cache, site):
    cache.parent.mkdir(exist_ok=True)
    cache.write_text("not a folder")
    assert_search_works(site)
    for url in PAGES:
        assert site.get(url).status_code == 200


@pytest.mark.parametrize("where", ["inside the index", "as the lock"])
def test_a_fifo_in_the_index_folder_neither_hangs_nor_breaks_search(cache, site, built, where):
    shutil.copytree(built, cache)
    index_folder = next(p for p in cache.iterdir() if p.is_dir())
    fifo = index_folder / "MAIN_WRITELOCK" if where == "inside the index" else cache / ".lock"
    if fifo.exists():
        fifo.unlink()
    os.mkfifo(fifo)
    assert_search_works(site)  # the FIFO is cleared and the index rebuilt, within the wait


def test_a_damaged_index_file_is_rebuilt_on_the_next_search(cache, site, built):
    shutil.copytree(built, cache)
    index_folder = next(p for p in cache.iterdir() if p.is_dir())
    for segment in index_folder.glob("MAIN_*.seg"):
        segment.write_bytes(b"garbage")
    assert_search_works(site)


def test_search_says_it_is_building_while_a_slow_build_runs():
    import threading

    release = threading.Event()
    loader = IndexLoader(lambda rebuild=False: release.wait() and {"rule": "ready"})
    with pytest.raises(SearchUnavailable, match="building its index"):
        loader.get(wait=0.05)
    release.set()
    assert loader.get(wait=5) == {"rule": "ready"}


def test_a_failure_is_not_retried_on_every_request_but_after_a_pause():
    calls = []

    def failing(rebuild=False):
        calls.append(1)
        raise OSError(errno.ENOSPC, "No space left on device")

    loader = IndexLoader(failing, retry_after=60)
    for _ in range(5):
        with pytest.raises(SearchUnavailable, match="No space left") as caught:
            loader.get(wait=5)
    assert len(calls) == 1 and 1 <= caught.value.retry_after <= 60


def test_failed_searches_cannot_keep_the_index_rebuilding():
    builds = []

    def opener(rebuild=False):
        builds.append(rebuild)
        return {"rule": "ready"}

    loader = IndexLoader(opener)
    loader.get(wait=5)
    for _ in range(5):  # a question that fails every time, for whatever reason
        loader.get(wait=5, rebuild=True)
    assert builds == [False, True]
