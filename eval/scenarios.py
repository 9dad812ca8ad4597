"""Scenario utterances made from the scenario-free train trees, to tune scenario reading on train.

ShARC's train trees have no scenarios, and the dev sample is too small to choose
a threshold on.  Two kinds of utterance are made from the train dialogs:

- *said before*: the last follow-up and its answer leave the history and
  become the scenario ("Are you a veteran?" Yes -> "I am a veteran.";
  "Do you live in Wales?" No -> "I do not live in Wales."); the gold answer
  stays the same, since the scenario says what the dialog had asked;
- *said ahead*: an utterance whose gold is a follow-up gets, as its scenario,
  the answer to the follow-up the dialog asks after that one; the gold stays
  the same, since ShARC's dialogs still ask their questions in order.

The statements are plainer than what people write, so this measures how well
the engine reads a scenario that speaks the rule's words, not paraphrase. Two
more kinds measure that:

- *written*: 399 of the "said before" dialogs (200 trees) with the scenario
  written the way ShARC's crowdworkers wrote theirs ("I turned 70 last spring"
  for "Are you 65 or over?" Yes), from ``data/sharc/train_written_scenarios.json``.
  The scenarios were written for this project by a helper agent that saw the
  rule, the dialog and the answer, and none of the engine's code.  The rows
  are split by tree: ``tune`` (100 trees) may be read to improve the engine,
  ``check`` (the other 100) is only scored.  A second set, written the same
  way by another such helper for 320 dialogs of 160 other trees (2026-12-02),
  is split by tree into ``tune2`` and ``check2`` alike;
- *foreign*: every scenario-free utterance with a scenario said of another
  rule's follow-up (ShARC's "negative scenarios"): the gold stays the same, so
  any change from the scenario-free answer is a fact read where there is none.

    python -m eval.scenarios data/sharc/train_tree_utterances.json OUT.json \
        [--ahead | --in-history | --written tune|check|tune2|check2 | --foreign]

``--in-history`` writes the "said before" dialogs as they were, for comparison.
"""

from __future__ import annotations

import json
import random
import re
import sys
from collections.abc import Iterable
from pathlib import Path

from eval.datasets import read_json

WRITTEN = Path(__file__).resolve().parent.parent / "data" / "sharc" / "train_written_scenarios.json"

_YOU = re.compile(
    r"^(are|is|was|were|have|has|had|do|does|did|can|could|will|would|should|may|must)"
    r"\s+you\b\s*(.*)$",
    re.I,
)
# What "you" takes after each auxiliary, said by the user: (yes, no).
_FIRST_PERSON = {
    "are": ("I am", "I am not"),
    "is": ("I am", "I am not"),
    "was": ("I was", "I was not"),
    "were": ("I was", "I was not"),
    "have": ("I have", "I have not"),
    "has": ("I have", "I have not"),
    "had": ("I had", "I had not"),
    "do": ("I", "I do not"),
    "does": ("I", "I do not"),
    "did": ("I did", "I did not"),
    "can": ("I can", "I cannot"),
    "could": ("I could", "I could not"),
    "will": ("I will", "I will not"),
    "would": ("I would", "I would not"),
    "should": ("I should", "I should not"),
    "may": ("I may", "I may not"),
    "must": ("I must", "I must not"),
}
_POSSESSIVE = (
    (re.compile(r"\byourself\b", re.I), "myself"),
    (re.compile(r"\byours\b", re.I), "mine"),
    (re.compile(r"\byour\b", re.I), "my"),
    (re.compile(r"\byou\b", re.I), "me"),
)


def as_statement(question: str, answer: str) -> str | None:
    """A follow-up about the user and its yes/no answer, said by the user.

    None for a question not put to "you", or an answer that is not yes or no.

    >>> as_statement("Are you a veteran?", "Yes")
    'I am a veteran.'
    >>> as_statement("Do you live in your own home?", "no")
    'I do not live in my own home.'
    >>> as_statement("Is the business registered?", "Yes") is None
    True
    """
    yes = {"yes": True, "no": False}.get(answer.strip().lower())
    match = _YOU.match(re.sub(r"\s+", " ", question.strip().rstrip("?").strip()))
    if yes is None or match is None or not match.group(2):
        return None
    rest = match.group(2)
    for pattern, mine in _POSSESSIVE:
        rest = pattern.sub(mine, rest)
    said = _FIRST_PERSON[match.group(1).lower()][0 if yes else 1]
    return f"{said} {rest}."


def scenario_utterances(utterances: Iterable[dict]) -> list[dict]:
    """For each utterance whose last follow-up can be a statement, the scenario version of it."""
    out = []
    for u in utterances:
        history = u.get("history") or []
        if u.get("scenario") or not history:
            continue
        last = history[-1]
        said = as_statement(
            str(last.get("follow_up_question", "")), str(last.get("follow_up_answer", ""))
        )
        if said is None:
            continue
        out.append(
            {
                **u,
                "utterance_id": f"{u['utterance_id']}:scenario",
                "scenario": said,
                "history": history[:-1],
            }
        )
    return out


def _turns(history: list[dict]) -> str:
    return json.dumps([(t.get("follow_up_question"), t.get("follow_up_answer")) for t in history])


def ahead_utterances(utterances: Iterable[dict]) -> list[dict]:
    """Utterances whose scenario answers the follow-up after their gold one (same tree)."""
    utterances = list(utterances)
    by_history = {}
    for u in utterances:
        by_history.setdefault((u.get("tree_id"), _turns(u.get("history") or [])), []).append(u)
    out = []
    for u in utterances:
        gold = str(u.get("answer", ""))
        if u.get("scenario") or gold.lower() in ("yes", "no", "irrelevant"):
            continue
        for answer in ("Yes", "No"):
            turn = {"follow_up_question": gold, "follow_up_answer": answer}
            for later in by_history.get((u.get("tree_id"), _turns([*u["history"], turn])), []):
                for said_answer in ("Yes", "No"):
                    said = as_statement(str(later.get("answer", "")), said_answer)
                    if said is not None:
                        uid = f"{u['utterance_id']}:ahead:{answer}:{said_answer}"
                        out.append({**u, "utterance_id": uid, "scenario": said})
    return out


def in_history_utterances(utterances: Iterable[dict]) -> list[dict]:
    """The dialogs of :func:`scenario_utterances` as they were, the answer still in the
    history: what the engine scores when a follow-up is asked rather than said."""
    utterances = list(utterances)
    made = {u["utterance_id"].removesuffix(":scenario") for u in scenario_utterances(utterances)}
    return [u for u in utterances if u["utterance_id"] in made]


def written_utterances(utterances: Iterable[dict], split: str, rows: list[dict]) -> list[dict]:
    """The "said before" dialogs of ``rows`` in ``split``, with the scenario people would write."""
    written = {r["utterance_id"]: r["scenario"] for r in rows if r.get("split") == split}
    return [
        {**u, "utterance_id": f"{base}:written", "scenario": written[base]}
        for u in scenario_utterances(utterances)
        if (base := u["utterance_id"].removesuffix(":scenario")) in written
    ]


def foreign_utterances(utterances: Iterable[dict], seed: int = 7) -> list[dict]:
    """Each scenario-free utterance with a scenario about another rule; the gold stays."""
    utterances = list(utterances)
    said = scenario_utterances(utterances)
    pick = random.Random(seed)
    out = []
    for u in utterances:
        if u.get("scenario") or not any(s["tree_id"] != u.get("tree_id") for s in said):
            continue
        while (other := pick.choice(said))["tree_id"] == u.get("tree_id"):
            pass
        out.append(
            {**u, "utterance_id": f"{u['utterance_id']}:foreign", "scenario": other["scenario"]}
        )
    return out


WRITTEN_SPLITS = ("tune", "check", "tune2", "check2")
KINDS = ("before", "ahead", "in-history", *(f"written-{s}" for s in WRITTEN_SPLITS), "foreign")


def write_scenario_file(source: str | Path, target: str | Path, kind: str = "before") -> int:
    """Write the scenario utterances of one of the :data:`KINDS` for a ShARC-format file."""
    utterances = read_json(source)
    if kind.startswith("written-"):
        made = written_utterances(utterances, kind.removeprefix("written-"), read_json(WRITTEN))
    else:
        make = {
            "before": scenario_utterances,
            "ahead": ahead_utterances,
            "in-history": in_history_utterances,
            "foreign": foreign_utterances,
        }[kind]
        made = make(utterances)
    Path(target).write_text(json.dumps(made, indent=1, ensure_ascii=False), encoding="utf-8")
    return len(made)


_USAGE = (
    "usage: python -m eval.scenarios SOURCE.json TARGET.json "
    "[--ahead | --in-history | --written tune|check|tune2|check2 | --foreign]"
)

if __name__ == "__main__":  # pragma: no cover - a thin command line
    args = sys.argv[1:]
    kind = "before"
    for flag in ("--ahead", "--in-history", "--foreign"):
        if flag in args:
            args.remove(flag)
            kind = flag.removeprefix("--")
    if "--written" in args:
        at = args.index("--written")
        if at + 1 >= len(args) or args[at + 1] not in WRITTEN_SPLITS:
            sys.exit(_USAGE)
        kind = f"written-{args[at + 1]}"
        del args[at : at + 2]
    if len(args) != 2:
        sys.exit(_USAGE)
    print(write_scenario_file(args[0], args[1], kind), "utterances written to", args[1])
