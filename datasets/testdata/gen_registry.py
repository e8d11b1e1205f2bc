"""Dumps SacreBLEU 2.6.0's DATASETS and SUBSETS to ../registry.json.

Run from the repository root:

    PYTHONPATH=/work/oracle /usr/bin/python3 datasets/testdata/gen_registry.py

Dicts keep their insertion order as ordered lists; strings are written exactly
(ensure_ascii=False keeps them readable, json escapes keep them exact).
"""

import json
import os

from sacrebleu.dataset import DATASETS, SUBSETS

KNOWN_KWARGS = {"refs"}


def langpair(pair, value):
    if isinstance(value, dict):
        assert set(value) <= {"path", "refs"}, (pair, value)
        out = {"pair": pair, "path": value["path"]}
        if "refs" in value:
            out["refs"] = list(value["refs"])
        return out
    assert isinstance(value, list), (pair, value)
    return {"pair": pair, "paths": list(value)}


def dataset(name, ds):
    assert ds.name == name
    assert set(ds.kwargs) <= KNOWN_KWARGS, (name, ds.kwargs)
    out = {
        "name": name,
        "class": type(ds).__name__,
        "urls": list(ds.data),
        "md5": list(ds.md5) if ds.md5 is not None else None,
        "description": ds.description,
        "citation": ds.citation,
    }
    if "refs" in ds.kwargs:
        out["refs"] = list(ds.kwargs["refs"])
    out["langpairs"] = [langpair(p, v) for p, v in ds.langpairs.items()]
    return out


def main():
    registry = {
        "sets": [dataset(name, ds) for name, ds in DATASETS.items()],
        "subsets": [
            {"set": name, "docs": [[doc, tag] for doc, tag in table.items()]}
            for name, table in SUBSETS.items()
        ],
    }
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "registry.json")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        json.dump(registry, f, ensure_ascii=False, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
