"""Write reasoner/data/word_frequency.json: in how many ShARC train rule texts each word occurs.

A word most rules use ("work", "benefit", "pay") says little about which
condition a scenario sentence states; one few rules use ("shadowing", "fraud")
says much.  ``reasoner.align.word_weight`` reads the counts as an inverse
document frequency.  The documents are the distinct snippets of
``data/sharc/train_tree_utterances.json``; words are ``content_stems``, so the
file must be rebuilt when those change.

Usage::

    python scripts/build_word_weights.py
"""

from __future__ import annotations

import collections
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from reasoner.align import content_stems  # noqa: E402

SOURCE = REPO / "data" / "sharc" / "train_tree_utterances.json"
TARGET = REPO / "reasoner" / "data" / "word_frequency.json"


def main() -> None:
    snippets = sorted({u["snippet"] for u in json.loads(SOURCE.read_text(encoding="utf-8"))})
    counts = collections.Counter(w for s in snippets for w in content_stems(s))
    table = {"documents": len(snippets), "frequency": dict(sorted(counts.items()))}
    TARGET.write_text(json.dumps(table, indent=0, sort_keys=False) + "\n", encoding="utf-8")
    print(f"{TARGET.relative_to(REPO)}: {len(counts)} words over {len(snippets)} rule texts")


if __name__ == "__main__":
    main()
