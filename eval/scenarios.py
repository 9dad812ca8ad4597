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
the engine reads a scenario that speaks the rule's words, not paraphrase.

    python -m eval.scenarios data/sharc/train_tree_utterances.json OUT.json [--ahead]

``--in-history`` writes the "said before" dialogs as they were, for comparison.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterable
from pathlib import Path

from eval.datasets import read_json

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


def write_scenario_file(
    source: str | Path, target: str | Path, ahead: bool = False, in_history: bool = False
) -> int:
    """Write the scenario utterances of a ShARC-format file; return how many."""
    make = (
        in_history_utterances if in_history else ahead_utterances if ahead else scenario_utterances
    )
    made = make(read_json(source))
    Path(target).write_text(json.dumps(made, indent=1, ensure_ascii=False), encoding="utf-8")
    return len(made)


if __name__ == "__main__":  # pragma: no cover - a thin command line
    args = [a for a in sys.argv[1:] if a not in ("--ahead", "--in-history")]
    if len(args) != 2:
        sys.exit("usage: python -m eval.scenarios SOURCE.json TARGET.json [--ahead | --in-history]")
    n = write_scenario_file(
        args[0], args[1], ahead="--ahead" in sys.argv, in_history="--in-history" in sys.argv
    )
    print(n, "utterances written to", args[1])
