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

A last kind has no scenario: *rewritten* writes scenario-free utterances' rule pages
in another style that means the same (contractions, apostrophes, bullet and heading
markers, line breaks, the case of a bullet's first letter; :data:`REWRITE_FAMILIES`), so
any change from the train answer is the engine depending on how a page is written.

    python -m eval.scenarios data/sharc/train_tree_utterances.json OUT.json \
        [--ahead | --in-history | --written tune|check|tune2|check2 | --foreign
         | --rewritten]

``--in-history`` writes the "said before" dialogs as they were, for comparison.
"""

from __future__ import annotations

import hashlib
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


# --- Rewritten rule pages: the same rule written another way ----------------------------
#
# The train pages come from a few sites with one house style (curly apostrophes, "* "
# bullets, "## " headings, "you’re").  The held-out rules come from other pages, so the
# *rewritten* kind writes each train utterance in another style that means the same, to
# find where the engine depends on how a page happens to be written.  One family of
# rewrites per utterance, chosen from a hash of its id (so the set is fixed), applied
# alike to the snippet, the question, the history follow-ups and a gold follow-up.

_APOSTROPHE = "['’]"
# Contractions with one reading only ("it’s" may be "it is" or "it has", "you’d"
# "you would" or "you had": left alone).
_EXPANSIONS = {
    "you're": "you are",
    "they're": "they are",
    "we're": "we are",
    "i'm": "I am",
    "you've": "you have",
    "they've": "they have",
    "we've": "we have",
    "i've": "I have",
    "you'll": "you will",
    "they'll": "they will",
    "we'll": "we will",
    "i'll": "I will",
    "don't": "do not",
    "doesn't": "does not",
    "didn't": "did not",
    "isn't": "is not",
    "aren't": "are not",
    "wasn't": "was not",
    "weren't": "were not",
    "haven't": "have not",
    "hasn't": "has not",
    "hadn't": "had not",
    "can't": "cannot",
    "won't": "will not",
    "wouldn't": "would not",
    "shouldn't": "should not",
    "couldn't": "could not",
    "mustn't": "must not",
    "needn't": "need not",
}
_CONTRACTIONS = {full.lower(): short for short, full in _EXPANSIONS.items()}
_EXPANDABLE = re.compile(
    r"\b(" + "|".join(k.replace("'", _APOSTROPHE) for k in _EXPANSIONS) + r")(?![\w'’])", re.I
)
# "you have" contracts only as an auxiliary: "you have been", "you have paid" (not "you
# have a child", nor "you have limited income"); a pronoun with "are" or "will" only before a word ("you are eligible",
# not "as you are.").
_PRONOUN = re.compile(r"^(?:you|they|we|i) ")
_CONTRACTIBLE = re.compile(
    r"\b(?:"
    + "|".join(
        re.escape(full).replace(r"\ ", r"\s+") + (r"(?=\s+\w)" if _PRONOUN.match(full) else "")
        for full in sorted(_CONTRACTIONS, key=len, reverse=True)
        if not full.endswith(" have")
    )
    + r"|(?:you|they|we|i)\s+have(?=\s+(?:been|had|got|paid|lived|worked|received|applied"
    r"|claimed|reached|made|done|given|taken|left|started|stopped|moved|used)\b))\b(?![\'’])",
    re.I,
)


def _same_case(word: str, new: str) -> str:
    """``new`` with the first letter in the case of ``word``'s ("You're" -> "You are")."""
    return new[:1].upper() + new[1:] if word[:1].isupper() else new


def expand_contractions(text: str) -> str:
    """ "you’re" -> "you are", "don't" -> "do not", "can’t" -> "cannot".

    >>> expand_contractions("You’re eligible if you don’t live with them and can't work.")
    'You are eligible if you do not live with them and cannot work.'
    """
    return _EXPANDABLE.sub(
        lambda m: _same_case(m.group(0), _EXPANSIONS[m.group(0).lower().replace("’", "'")]),
        text,
    )


def contract(text: str, apostrophe: str = "’") -> str:
    """ "you are" -> "you’re", "do not" -> "don’t", "cannot" -> "can’t", "you have been"
    -> "you’ve been" (not "you have a child"), with the page's apostrophe.

    >>> contract("You are eligible if you do not live with them and cannot work.")
    'You’re eligible if you don’t live with them and can’t work.'
    """

    def short(m: re.Match) -> str:
        if m.group(0).isupper() and len(m.group(0)) > 1:
            return m.group(0)  # "Pedestrians MUST NOT be on motorways": stress kept as written
        full = re.sub(r"\s+", " ", m.group(0).lower())
        return _same_case(m.group(0), _CONTRACTIONS[full].replace("'", apostrophe))

    return _CONTRACTIBLE.sub(short, text)


def swap_apostrophes(text: str, to_straight: bool) -> str:
    """Curly apostrophes and quotes straight ("you’re", "‘worker’" -> "you're", "'worker'"),
    or straight apostrophes within a word curly ("don't" -> "don’t")."""
    if to_straight:
        return text.translate(str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"'}))
    return re.sub(r"(?<=\w)'(?=\w)", "’", text)


_BULLET_LINE = re.compile(r"^(\s*)\*(\s+)(?=\S)(?!\*)", re.M)


def remark_bullets(text: str, marker: str) -> str:
    """ "* 16 or over" as "- 16 or over", "• 16 or over" or numbered "1. 16 or over"
    (numbers start again at each list)."""
    if marker != "1.":
        return _BULLET_LINE.sub(lambda m: f"{m.group(1)}{marker}{m.group(2)}", text)
    lines, number = [], 0
    for line in text.split("\n"):
        if _BULLET_LINE.match(line) and not line.lstrip().startswith("**"):
            number += 1
            line = _BULLET_LINE.sub(lambda m, n=number: f"{m.group(1)}{n}.{m.group(2)}", line, 1)
        elif line.strip():
            number = 0
        lines.append(line)
    return "\n".join(lines)


_HEADING_LINE = re.compile(r"^#+[ \t\xa0]*(?:(\d+\.)[ \t\xa0]*)?(.*?)[ \t]*$", re.M)


def rewrite_headings(text: str, style: str) -> str:
    """ "## Eligibility" as "Eligibility" on its own line ("plain"), as "Eligibility:"
    ("colon"), or one level down, "### Eligibility" ("level").  A heading's number
    ("#  1. How VAT works") goes with its marker, since "1. How VAT works" on a line of
    its own would be a numbered item."""

    def heading(m: re.Match) -> str:
        body = m.group(2)
        if not body:
            return m.group(0)
        if style == "plain":
            return body
        if style == "colon":
            return body if body.endswith((":", "?", ".")) else body + ":"
        return "#" + m.group(0)

    return _HEADING_LINE.sub(heading, text)


def respace(text: str, style: str) -> str:
    """Line breaks as CRLF ("crlf"), each blank line doubled ("blank"), or a trailing
    space after each line ("trailing")."""
    if style == "crlf":
        return text.replace("\n", "\r\n")
    if style == "blank":
        return re.sub(r"\n\n", "\n\n\n", text)
    return text.replace("\n", " \n")


_ITEM_START = re.compile(r"^(\s*\*\s+)([A-Za-z])(\w*)", re.M)


def recase_bullets(text: str, upper: bool) -> str:
    """Each bullet item's first letter capitalised ("* 16 or over, or * a carer" ->
    "* A carer"), or lowered where the page writes that word in lower case elsewhere
    ("* You live in Wales" -> "* you live in Wales", never "* Wales" or "* UK")."""
    words = set(re.findall(r"\b[a-z]\w*", text))

    def case(m: re.Match) -> str:
        first, rest = m.group(2), m.group(3)
        if upper:
            return m.group(1) + first.upper() + rest
        if (first + rest).lower() in words and (rest.islower() or not rest):
            return m.group(1) + first.lower() + rest
        return m.group(0)

    return _ITEM_START.sub(case, text)


# Each family: name -> (its variants, whether it rewrites the questions too).
REWRITE_FAMILIES = {
    "expand": ((None,), True),
    "contract": ((None,), True),
    "apostrophes": ((None,), True),
    "bullets": (("-", "•", "1."), False),
    "headings": (("plain", "colon", "level"), False),
    "spacing": (("crlf", "blank", "trailing"), False),
    "bullet-case": ((True, False), False),
}


def rewrite_family(utterance_id: str) -> tuple[str, object]:
    """The family and variant of rewrite for an utterance, fixed by a hash of its id."""
    digest = int(hashlib.sha256(utterance_id.encode("utf-8")).hexdigest(), 16)
    names = list(REWRITE_FAMILIES)
    name = names[digest % len(names)]
    variants = REWRITE_FAMILIES[name][0]
    return name, variants[(digest // len(names)) % len(variants)]


def rewrite_text(text: str, family: str, variant: object, page: str) -> str:
    """``text`` rewritten by one family; ``page`` (the snippet as written) tells which
    apostrophe the page uses."""
    curly = "’" in page or "'" not in page
    if family == "expand":
        return expand_contractions(text)
    if family == "contract":
        return contract(text, "’" if curly else "'")
    if family == "apostrophes":
        return swap_apostrophes(text, to_straight=curly)
    if family == "bullets":
        return remark_bullets(text, str(variant))
    if family == "headings":
        return rewrite_headings(text, str(variant))
    if family == "spacing":
        return respace(text, str(variant))
    return recase_bullets(text, bool(variant))


def rewritten_utterance(u: dict) -> dict:
    """One utterance written in another style (:data:`REWRITE_FAMILIES`), meaning the same:
    the snippet always, the question, history follow-ups and a gold follow-up where the
    family rewrites words; a gold Yes/No/Irrelevant stays."""
    family, variant = rewrite_family(u["utterance_id"])
    page = str(u.get("snippet", ""))
    words = REWRITE_FAMILIES[family][1]

    def text(value: str) -> str:
        return rewrite_text(value, family, variant, page) if words else value

    answer = str(u.get("answer", ""))
    return {
        **u,
        "utterance_id": f"{u['utterance_id']}:rewritten",
        "rewrite": f"{family}" + ("" if variant is None else f":{variant}"),
        "snippet": rewrite_text(page, family, variant, page),
        "question": text(str(u.get("question", ""))),
        "history": [
            {**t, "follow_up_question": text(str(t.get("follow_up_question", "")))}
            for t in u.get("history") or []
        ],
        "answer": answer if answer.lower() in ("yes", "no", "irrelevant") else text(answer),
    }


def rewritten_utterances(utterances: Iterable[dict]) -> list[dict]:
    """Every scenario-free utterance whose rule page (or question, or follow-ups) its
    family writes otherwise, with the page so written; the gold stays.  An utterance the
    rewrite leaves as it was ("spacing" of a one-line rule) would only repeat the train
    set, so it is left out."""
    out = []
    for u in utterances:
        if u.get("scenario"):
            continue
        made = rewritten_utterance(u)
        if any(made[k] != u.get(k) for k in ("snippet", "question", "history", "answer")):
            out.append(made)
    return out


WRITTEN_SPLITS = ("tune", "check", "tune2", "check2")
KINDS = (
    "before",
    "ahead",
    "in-history",
    *(f"written-{s}" for s in WRITTEN_SPLITS),
    "foreign",
    "rewritten",
)


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
            "rewritten": rewritten_utterances,
        }[kind]
        made = make(utterances)
    Path(target).write_text(json.dumps(made, indent=1, ensure_ascii=False), encoding="utf-8")
    return len(made)


_USAGE = (
    "usage: python -m eval.scenarios SOURCE.json TARGET.json "
    "[--ahead | --in-history | --written tune|check|tune2|check2 | --foreign | --rewritten]"
)

if __name__ == "__main__":  # pragma: no cover - a thin command line
    args = sys.argv[1:]
    kind = "before"
    for flag in ("--ahead", "--in-history", "--foreign", "--rewritten"):
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
