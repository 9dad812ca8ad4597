"""Pinned end-to-end scores on the bundled ShARC samples: a change that lowers them fails here.

The pins live in ``tests/data/pinned_scores.json``; raise them when the engine
improves (and say so in the commit), never lower them to make a change pass
unnoticed.  A pin goes down only in the open: the commit names the utterances
lost and why the change is right all the same (a fix of a wrong reading that
had been right by chance, measured better on the train data).
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from eval import batch
from eval.datasets import DEFAULT_DATA

PINS = json.loads(
    (Path(__file__).parent / "data" / "pinned_scores.json").read_text(encoding="utf-8")
)
DATA = Path(DEFAULT_DATA["sharc"]).parent


@pytest.mark.parametrize("name", sorted(PINS))
def test_regression_scores_do_not_drop(name, tmp_path):
    system = batch.sharc_engine(dt.date(2026, 11, 30))
    scores = batch.run_batch(batch.SHARC, DATA / name, tmp_path, system)
    assert scores["errors"] == 0
    for metric, pinned in PINS[name].items():
        assert scores[metric] >= pinned - 0.01, (
            f"{name}: {metric} fell to {scores[metric]} (pinned {pinned})"
        )
