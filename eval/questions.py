"""How close the phrased questions come to the gold follow-up questions of ShARC.

For every gold follow-up question of a dialog tree (train: 628 trees; dev
sample: 23 trees), the rule text of the tree is split into candidate
conditions by a pluggable *condition source* (``snippet -> list of
(condition_text, lead_in)``), the gold question is aligned to one candidate,
:func:`qgen.phrase.phrase_text` phrases that candidate, and the phrased
questions are scored against the gold ones with the ShARC corpus BLEU.

Alignment rule
--------------
Each gold question is aligned to the candidate condition with the highest
token overlap: the F1 between the multiset of lower-cased content words
(spaCy ``blank("en")`` tokens that are alphanumeric and not English stop
words) of the gold question and of ``condition_text`` (the lead-in is not
counted). Ties go to the earlier candidate in the text. A question that
shares no content word with any candidate is still aligned (to the first
candidate) and scored, so that the figures cover every gold question.

Condition sources
-----------------
``ruleparse.parse_rules`` (its ``.conditions``, with ``.text`` and
``.lead_in``) when it can be imported; otherwise :func:`split_conditions`, a
plain splitter: bullets with the sentence before the list as lead-in,
sentences split at ``", if"``, ``" if "``, ``" unless "``, ``";"`` and, as
finer candidates offered too, at ``" and "`` and ``" or "``.

Scoring
-------
Corpus BLEU-1 and BLEU-4 as the official ShARC evaluator computes them (see
``shared/docs/sharc_metric.md``): spaCy ``blank("en")`` tokens, lower-cased;
clipped n-gram matches summed over the corpus; +1 smoothing on every order;
brevity penalty from the total lengths. The scorer is the project's own,
``eval.metrics_sharc`` (imported by this measurement module only). Train and dev are scored over the
distinct (tree, question) pairs; dev is also scored weighted by utterance
(every follow-up utterance of ``dev_sample.json``), which is how the
end-to-end metric weighs them.

Run ``python -m eval.questions`` (``--help`` for options); it prints the scores
and writes the worst cases to ``qgen/REPORT.md``.
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable, Iterable, Iterator, Sequence

from eval.metrics_sharc import corpus_bleu as sharc_bleu
from eval.metrics_sharc import normalize_answer
from qgen.phrase import lead_in_of, phrase_text, text_with_reason
from ruleparse.errors import InputError, RulewiseError

DATA = Path(__file__).resolve().parents[1] / "data" / "sharc"
REPORT = Path(__file__).resolve().parent.parent / "qgen" / "REPORT.md"
_LABELS = {"yes", "no", "irrelevant", "more"}

ConditionSource = Callable[[str], "list[tuple[str, str]]"]


@dataclass(frozen=True)
class Case:
    """One gold follow-up question with the condition aligned to it and its phrasing."""

    split: str
    tree_id: str
    gold: str
    condition: str
    lead_in: str
    overlap: float
    predicted: str
    weight: int = 1


# ---------------------------------------------------------------------------
# tokens and BLEU


@lru_cache(maxsize=65536)
def normalise(text: str) -> tuple[str, ...]:
    """The tokens the ShARC evaluator scores: ``eval.metrics_sharc.normalize_answer``, split.

    >>> normalise("Don't you live in the U.K.?")
    ('do', "n't", 'you', 'live', 'in', 'the', 'u.k.', '?')
    """

    return tuple(normalize_answer(text).split())


def corpus_bleu(hypotheses: Sequence[str], references: Sequence[str], max_order: int) -> float:
    """Corpus BLEU in percent, by the project's scorer ``eval.metrics_sharc.corpus_bleu``.

    Smoothed (+1 on every order) with the brevity penalty from total lengths,
    as ``shared/docs/sharc_metric.md`` describes. No tokens at all scores 0
    (where the official computation divides by zero), as E3 and Discern report.

    >>> round(corpus_bleu(["Are you 16 or over?"], ["Are you 16 or over?"], 1), 2)
    100.0
    >>> round(corpus_bleu(["Are you over 16?"], ["Are you 16 or over?"], 4), 2)
    34.98
    """

    try:
        refs, hyps = [normalise(r) for r in references], [normalise(h) for h in hypotheses]
        return 100 * sharc_bleu(refs, hyps, max_order)
    except ZeroDivisionError:
        return 0.0


# ---------------------------------------------------------------------------
# conditions and alignment

_BULLET = re.compile(r"^\s*(?:[*\-+•]|\d+[.)])\s+")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9‘'\"(])")
_CLAUSE_SPLIT = re.compile(r",\s*if\s+|\s+if\s+|\s+unless\s+|;\s*", re.IGNORECASE)
_CONJ_SPLIT = re.compile(r"\s+(?:and|or)\s+", re.IGNORECASE)


def split_conditions(snippet: str) -> list[tuple[str, str]]:
    """Candidate conditions of a rule text: a plain splitter for when no parser is at hand.

    Bullets come with the sentence before the list as lead-in; other sentences
    are split into clauses at ``", if"``, ``" if "``, ``" unless "`` and ``";"``,
    and each clause that holds ``" and "``/``" or "`` is offered split there
    too. Headings are offered as they are (without the ``#``).

    >>> split_conditions("You can claim if you're 16 or over and you live here.")[:3]
    [('You can claim', ''), ("you're 16 or over and you live here.", ''), ("you're 16", '')]
    >>> split_conditions("You qualify if you're:\\n\\n* a carer\\n* a student")
    [('You qualify', ''), ("you're:", ''), ('a carer', "You qualify if you're:"), ('a student', "You qualify if you're:")]
    """
    out: list[tuple[str, str]] = []
    lead_in = ""
    for line in snippet.splitlines():
        line = line.strip()
        if not line:
            continue
        if line.startswith("#"):
            out.append((line.lstrip("#").strip(), ""))
            lead_in = ""
            continue
        if _BULLET.match(line):
            out.append((_BULLET.sub("", line), lead_in))
            continue
        sentences = _SENTENCE_END.split(line)
        lead_in = sentences[-1]
        for sentence in sentences:
            for clause in _CLAUSE_SPLIT.split(sentence):
                clause = clause.strip()
                if not clause:
                    continue
                out.append((clause, ""))
                parts = [p.strip() for p in _CONJ_SPLIT.split(clause) if p.strip()]
                if len(parts) > 1:
                    out.extend((p, "") for p in parts)
    return out


def _parse_rules():
    try:
        from ruleparse import parse_rules
    except ImportError:
        try:
            from ruleparse.parse import parse_rules
        except ImportError:
            return None
    return parse_rules


def parser_conditions(snippet: str) -> list[tuple[str, str]]:
    """The conditions ``ruleparse.parse_rules`` reads from a rule text.

    A rule text the parser rejects gets the splitter's candidates instead, so
    that one bad text does not stop a run.
    """
    try:
        parsed = _parse_rules()(snippet)
    except RulewiseError:
        return split_conditions(snippet)
    # the text and lead-in the dialog phrases with: with the reason the parser cut off after the
    # condition, and the whole line where the parser cut off its person
    return [(text_with_reason(snippet, c), lead_in_of(snippet, c)) for c in parsed.conditions]


def default_source() -> tuple[str, ConditionSource]:
    """The condition source to measure with: ruleparse when importable, else the splitter.

    >>> name, source = default_source()
    >>> name in ("ruleparse.parse_rules", "split_conditions")
    True
    """
    if _parse_rules() is None:
        return "split_conditions", split_conditions
    return "ruleparse.parse_rules", parser_conditions


@lru_cache(maxsize=65536)
def _content(text: str) -> Counter:
    from spacy.lang.en.stop_words import STOP_WORDS

    return Counter(t for t in normalise(text) if t.isalnum() and t not in STOP_WORDS)


def overlap_f1(a: str, b: str) -> float:
    """F1 between the lower-cased content words of two texts (0 when either has none).

    >>> overlap_f1("Are you 16 or over?", "you're 16 or over")
    1.0
    >>> overlap_f1("Do you live in Wales?", "you work in Wales")
    0.5
    """
    ca, cb = _content(a), _content(b)
    common = sum((ca & cb).values())
    if not common:
        return 0.0
    p, r = common / sum(cb.values()), common / sum(ca.values())
    return 2 * p * r / (p + r)


def align(question: str, candidates: Sequence[tuple[str, str]]) -> tuple[tuple[str, str], float]:
    """The candidate ``(condition_text, lead_in)`` with the highest overlap F1, and that F1.

    >>> align("Are you a carer?", [("you live here", ""), ("a carer", "if you're:")])
    (('a carer', "if you're:"), 1.0)
    """
    if not candidates:
        return ("", ""), 0.0
    best, best_f1 = candidates[0], -1.0
    for cand in candidates:
        f1 = overlap_f1(question, cand[0])
        if f1 > best_f1:
            best, best_f1 = cand, f1
    return best, best_f1


# ---------------------------------------------------------------------------
# gold


def _follow_ups(node: dict) -> Iterator[str]:
    for child in node.get("children", ()):
        if child.get("children"):
            yield child["key"]
            yield from _follow_ups(child)


def gold_questions(trees: dict, snippets: dict[str, str]) -> Iterator[tuple[str, str, str]]:
    """``(tree_id, snippet, question)`` for each distinct follow-up question of each tree.

    >>> tree = {"key": "Can I?", "children": [{"key": "Are you 16?", "colorCode": "",
    ...         "children": [{"key": "Yes", "colorCode": "Yes"}]}]}
    >>> list(gold_questions({"t1": tree}, {"t1": "If you're 16."}))
    [('t1', "If you're 16.", 'Are you 16?')]
    """
    for tree_id, tree in trees.items():
        for question in dict.fromkeys(_follow_ups(tree)):
            if question.strip().lower() not in _LABELS:
                yield tree_id, snippets[tree_id], question


def _load(name: str, data_dir: Path):
    with open(data_dir / name, encoding="utf-8") as f:
        return json.load(f)


def collect_cases(
    source: ConditionSource = split_conditions,
    data_dir: Path = DATA,
    limit: int | None = None,
    phrase: Callable[[str, str], str] = phrase_text,
    splits: Sequence[str] = ("train", "dev", "dev_utterances"),
) -> dict[str, list[Case]]:
    """Aligned and phrased cases for ``train``, ``dev`` and ``dev_utterances``.

    ``limit`` keeps only the first ``limit`` train trees (for quick checks);
    ``phrase`` is the function under test, ``(text, lead_in) -> question``;
    ``splits`` names the sets to build.
    """
    train_trees = _load("dialog_trees_train.json", data_dir)
    if limit is not None:
        train_trees = dict(list(train_trees.items())[:limit])
    train_snippets = {
        k: v["snippet"] for k, v in _load("train_snippets_parsed_dgm.json", data_dir).items()
    }
    dev_utts = _load("dev_sample.json", data_dir)
    dev_trees = _load("dialog_trees_dev_sample.json", data_dir)
    dev_snippets = {u["tree_id"]: u["snippet"] for u in dev_utts}

    def run(split: str, items: Iterable[tuple[str, str, str]], weights=None) -> list[Case]:
        cases = []
        for tree_id, snippet, gold in items:
            (text, lead_in), f1 = align(gold, source(snippet))
            try:
                predicted = phrase(text, lead_in)
            except InputError:  # nothing to ask about: scored as an empty question
                predicted = ""
            weight = 1 if weights is None else weights[(tree_id, gold)]
            cases.append(Case(split, tree_id, gold, text, lead_in, f1, predicted, weight))
        return cases

    utt_weights = Counter(
        (u["tree_id"], u["answer"]) for u in dev_utts if u["answer"].lower() not in _LABELS
    )
    builders = {
        "train": lambda: run("train", gold_questions(train_trees, train_snippets)),
        "dev": lambda: run("dev", gold_questions(dev_trees, dev_snippets)),
        "dev_utterances": lambda: run(
            "dev_utterances", [(t, dev_snippets[t], q) for (t, q) in utt_weights], utt_weights
        ),
    }
    return {split: builders[split]() for split in splits}


def score(cases: Sequence[Case]) -> dict[str, float]:
    """BLEU-1 and BLEU-4 (percent) of the phrased questions, each case repeated by its weight.

    >>> score([Case("train", "t", "Are you 16?", "you're 16", "", 1.0, "Are you 16?")])
    {'n': 1, 'bleu1': 100.0, 'bleu4': 100.0}
    """
    hyps = [c.predicted for c in cases for _ in range(c.weight)]
    refs = [c.gold for c in cases for _ in range(c.weight)]
    return {
        "n": len(hyps),
        "bleu1": round(corpus_bleu(hyps, refs, 1), 2),
        "bleu4": round(corpus_bleu(hyps, refs, 4), 2),
    }


def _case_bleu(case: Case) -> float:
    return corpus_bleu([case.predicted], [case.gold], 4)


def worst_cases(cases: Sequence[Case], n: int = 20) -> list[Case]:
    """The ``n`` cases with the lowest sentence BLEU-4 (smoothed), worst first."""
    return sorted(cases, key=_case_bleu)[:n]


WELL_ALIGNED = 0.8
"""Overlap F1 from which a case is counted as well aligned: the phrasing alone is then measured."""


def diagnose(case: Case) -> str:
    """A short guess at what went wrong with one case.

    >>> diagnose(Case("train", "t", "Are you a veteran?", "you live here", "", 0.0, "Do you live here?"))
    'no condition of the source asks it (gold paraphrases, or uses world knowledge)'
    """
    if not case.condition:
        return "the source offers no condition at all for this rule text"
    if case.overlap < 0.3:
        return "no condition of the source asks it (gold paraphrases, or uses world knowledge)"
    gold, pred = set(normalise(case.gold)), set(normalise(case.predicted))
    if gold and len(pred - gold) > 2 * len(gold - pred) + 3:
        return "condition much longer than the gold (gold asks about part of it)"
    if len(gold - pred) > 2 * len(pred - gold) + 3:
        return "gold longer: folds several conditions or the context into one question"
    if normalise(case.gold)[:2] != normalise(case.predicted)[:2]:
        return "different opening (question form or subject)"
    return "rewording"


def _table(cases: Sequence[Case]) -> str:
    rows = [
        "| # | BLEU-4 | gold | generated | condition (lead-in) | what went wrong |",
        "|---|---|---|---|---|---|",
    ]
    for i, c in enumerate(cases, 1):
        cond = c.condition + (f" ({c.lead_in})" if c.lead_in else "")
        cells = [str(i), f"{_case_bleu(c):.1f}", c.gold, c.predicted, cond, diagnose(c)]
        rows.append("| " + " | ".join(x.replace("|", "/").replace("\n", " ") for x in cells) + " |")
    return "\n".join(rows)


def _rows(cases: dict[str, list[Case]]) -> Iterator[tuple[str, dict]]:
    for split, cs in cases.items():
        yield split, score(cs)
        aligned = [c for c in cs if c.overlap >= WELL_ALIGNED]
        if aligned:
            yield f"{split}, well aligned", score(aligned)


def _coverage(cases: Sequence[Case], split: Sequence[Case], name: str) -> list[str]:
    """Gold questions the splitter finds a condition for and the parser does not."""
    missed = [
        (c, s) for c, s in zip(cases, split, strict=True) if c.overlap < 0.3 <= 0.6 <= s.overlap
    ]
    lines = [
        f"## Conditions `{name}` does not offer",
        "",
        f"{sum(c.overlap < 0.3 for c in cases)} train questions share almost nothing (F1 < 0.3)",
        f"with any condition of `{name}`; for {len(missed)} of them `split_conditions` has",
        "a candidate with F1 >= 0.6. The first ten:",
        "",
        "| gold | splitter's condition |",
        "|---|---|",
    ]
    lines += [f"| {c.gold} | {s.condition.replace('|', '/')} |" for c, s in missed[:10]]
    return lines


def report(results: dict[str, dict[str, list[Case]]]) -> str:
    """Scores per condition source and set, what goes wrong, and the worst cases, as markdown."""
    lines = [
        "# qgen: phrased questions against the ShARC gold",
        "",
        "Generated by `python -m eval.questions`. Each gold follow-up question is aligned",
        "to the candidate condition of its rule text with the highest content-word F1;",
        "that condition is phrased by `qgen.phrase.phrase_text` and scored with the",
        "ShARC corpus BLEU. Rows marked *well aligned* keep the questions whose",
        f"condition shares at least F1 {WELL_ALIGNED} of its content words with the gold:",
        "there the score measures the phrasing alone.",
        "",
        "| condition source | set | questions | BLEU-1 | BLEU-4 |",
        "|---|---|---|---|---|",
    ]
    for name, cases in results.items():
        for split, s in _rows(cases):
            lines.append(f"| {name} | {split} | {s['n']} | {s['bleu1']:.2f} | {s['bleu4']:.2f} |")
    for name, cases in results.items():
        empty = sum(not c.condition for c in cases["train"])
        asked = [c for c in cases["train"] if c.condition]
        categories = Counter(diagnose(c) for c in worst_cases(asked, 100))
        lines += ["", f"## What goes wrong in the 100 worst train cases ({name})", ""]
        lines += [
            f"{empty} train questions get no condition at all (the source reads none from their rule text).",
            "",
        ]
        lines += ["Of the rest, the 100 worst:", ""]
        lines += [f"- {k}: {v}" for k, v in categories.most_common()]
    name, cases = next(iter(results.items()))
    if name != "split_conditions" and "split_conditions" in results:
        lines += ["", *_coverage(cases["train"], results["split_conditions"]["train"], name)]
    asked = {split: [c for c in cases[split] if c.condition] for split in ("train", "dev")}
    lines += [
        "",
        f"## The 20 worst train cases ({name}; of those with a condition to phrase)",
        "",
        _table(worst_cases(asked["train"])),
        "",
        f"## The 10 worst dev-sample cases ({name}; reported only, never tuned on)",
        "",
        _table(worst_cases(asked["dev"], 10)),
        "",
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: score with each condition source, print the table, write the report."""
    parser = argparse.ArgumentParser(
        prog="python -m eval.questions", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--data", type=Path, default=DATA, help="folder with the ShARC files")
    parser.add_argument("--limit", type=int, default=None, help="only the first N train trees")
    parser.add_argument(
        "--splitter", action="store_true", help="only split_conditions, even if ruleparse is there"
    )
    parser.add_argument(
        "--report", type=Path, default=REPORT, help="where to write the markdown report"
    )
    parser.add_argument("--no-report", action="store_true", help="do not write the report")
    parser.add_argument("--worst", type=int, default=20, help="how many worst cases to print")
    args = parser.parse_args(argv)
    sources = dict([("split_conditions", split_conditions)])
    if not args.splitter:
        sources = dict([default_source()]) | sources
    results = {
        name: collect_cases(source, args.data, args.limit) for name, source in sources.items()
    }
    print(f"{'condition source':<24}{'set':<30}{'n':>6}{'BLEU-1':>9}{'BLEU-4':>9}")
    for name, cases in results.items():
        for split, s in _rows(cases):
            print(f"{name:<24}{split:<30}{s['n']:>6}{s['bleu1']:>9.2f}{s['bleu4']:>9.2f}")
    name, cases = next(iter(results.items()))
    print(f"\nthe {args.worst} worst train cases ({name}; of those with a condition to phrase):")
    for case in worst_cases([c for c in cases["train"] if c.condition], args.worst):
        print(f"  {_case_bleu(case):5.1f}  gold: {case.gold}\n         ours: {case.predicted}")
        print(f"         why:  {diagnose(case)}")
    if not args.no_report:
        args.report.write_text(report(results), encoding="utf-8")
        print(f"report written to {args.report}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
