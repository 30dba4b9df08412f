"""The offline pack's search index: every section, ruling and card with its searched text,
normalised as the site's search normalises it, and the search vocabulary, as one script
(a script, not JSON: a page opened from file:// may load scripts but not fetch files)."""

from __future__ import annotations

import json
from urllib.parse import quote

from judgekit.search.analysis import fold, normalise, vocabulary
from judgekit.search.store import all_records


PACK_KINDS = ("rule", "ruling", "card")  # what pack-search.js lists (the site's search also lists scenarios)


def index_data(targets: dict[str, str]) -> dict:
    """``targets``: the pack file of each site path."""
    records = []
    for r in all_records():
        target = targets.get(r["url"])
        if target is None or r["kind"] not in PACK_KINDS:
            continue
        title, context, text = r["searched"]
        records.append([r["kind"], r["game"], r["lang"], r["number"], r["title"], quote(target),
                        normalise(f"{title}\n{context}"), normalise(text), " ".join(r["body"].split())[:140]])
    words = vocabulary()
    return {
        "fields": ["kind", "game", "lang", "number", "title", "file", "head", "text", "excerpt"],
        "records": records,
        "synonyms": {fold(k): [fold(v) for v in vs] for k, vs in words["synonyms"].items()},
        "variants": {fold(k): fold(v) for k, v in words["variants"].items()},
        "question_words": {lang: [fold(w) for w in ws] for lang, ws in words["question_words"].items()},
    }


def index_script(targets: dict[str, str]) -> str:
    data = json.dumps(index_data(targets), ensure_ascii=False, separators=(",", ":"))
    return f"window.JUDGEKIT_INDEX = {data};\n"
