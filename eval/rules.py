"""Scoring the rule parser against the gold ShARC dialog trees.

For each tree, the rule text is compiled and the rule that the tree's root
question asks about is selected (as the engine does at run time).  Then:

- **alignment**: the tree's gold follow-up questions and the selected rule's
  conditions are aligned one-to-one, greedily, best pair first, by the
  engine's own history-alignment score (Dice overlap of stemmed content
  words, :func:`reasoner.align.similarity`); a pair counts when it scores at
  least ``reasoner.dialog.HISTORY_THRESHOLD``.
- ``condition_precision``: aligned conditions / all conditions (over all trees);
  ``condition_recall``: aligned gold questions / all gold questions.
- ``path_agreement``: share of root-to-leaf paths where setting each aligned
  condition to the path's answer (flipped when the gold question is negated and
  the condition is not, or when it asks about the same threshold from the
  other side, as the dialog reads answers; a No that names several
  alternatives of an "or", or a Yes that names several requirements of an
  "and", settles each of them) makes the logical form give the path's leaf.
  A path whose outcome stays unknown disagrees.
- ``parsed``: share of rule texts with at least one condition and no fallback.

A question worded twice in one tree ("Did you commit benefit fraud?", "have you
commited benefit fraud?") is one gold question: two wordings are the same
question when their stemmed content words are the same, in the same order, and
both or neither is negated (:func:`question_key`).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from itertools import permutations
from pathlib import Path

from eval.datasets import read_json
from ruleparse.errors import DataFileError
from ruleparse.types import And, Not, Truth, evaluate, leaves, substitute


def load_trees(path: str | Path) -> dict:
    """Gold dialog trees, ``tree_id -> tree`` (the official visualiser format)."""
    trees = read_json(path)
    if not isinstance(trees, dict):
        raise DataFileError("expected an object mapping tree_id to a tree", path=str(path))
    for tree_id, tree in trees.items():
        if not isinstance(tree, dict) or "key" not in tree:
            raise DataFileError(
                "a tree needs a 'key' (the root question)", path=str(path), where=tree_id
            )
    return trees


def load_snippets(path: str | Path) -> dict[str, str]:
    """Rule texts by tree_id, from a DGM snippets file or from a ShARC utterance file."""
    data = read_json(path)
    if isinstance(data, dict):
        return {k: v["snippet"] for k, v in data.items() if isinstance(v, dict) and "snippet" in v}
    if not isinstance(data, list):
        raise DataFileError(
            "expected a DGM snippets object or a ShARC utterance list", path=str(path)
        )
    return {
        u["tree_id"]: u["snippet"]
        for u in data
        if isinstance(u, dict) and "tree_id" in u and "snippet" in u
    }


def question_key(text: str) -> tuple:
    """What one wording of a gold question asks: its stemmed content words in order, and
    whether it is negated.

    >>> question_key("Did you commit benefit fraud?") == question_key("have you commited benefit fraud?")
    True
    >>> question_key("Are you an EU national living in the UK?") == question_key(
    ...     "Are you a UK national living in the EU?")
    False
    """
    from reasoner.align import content_stems, is_negated

    words = tuple(w for word in text.split() for w in sorted(content_stems(word)))
    return words, is_negated(text)


def gold_questions(tree: dict) -> list[str]:
    """The tree's follow-up questions, in the order a walk meets them, without repeats
    (a question worded twice counts once, see :func:`question_key`)."""
    out: list[str] = []
    seen: set[tuple] = set()

    def walk(node: dict) -> None:
        for child in node.get("children", []):
            if child.get("children"):
                key = question_key(child["key"])
                if key not in seen:
                    seen.add(key)
                    out.append(child["key"])
                walk(child)

    walk(tree)
    return out


def gold_paths(tree: dict) -> Iterator[tuple[list[tuple[str, str]], str]]:
    """Root-to-leaf paths: the (question, answer) pairs on the way, and the leaf."""

    # The visualiser format nests a follow-up's answers as its children; a
    # child that has children of its own is the next follow-up question.
    def walk_question(node: dict, path: list[tuple[str, str]]):
        for answer_node in node.get("children", []):
            step = path + [(node["key"], answer_node["colorCode"])]
            if answer_node.get("children"):
                yield from walk_question(answer_node, step)
            else:
                yield step, answer_node["key"]

    for first in tree.get("children", []):
        if first.get("children"):
            yield from walk_question(first, [])


def _companions(condition, leaf) -> frozenset[str]:
    """The stemmed words of what ``leaf`` goes with: the other leaves of the innermost "and"
    that holds it (or its denial) as an item."""
    from reasoner.align import content_stems

    def holding(expr):
        if isinstance(expr, Not):
            return holding(expr.item)
        if not hasattr(expr, "items"):
            return None
        inner = next((h for h in map(holding, expr.items) if h is not None), None)
        if inner is None and isinstance(expr, And):
            if any(i == leaf or isinstance(i, Not) and i.item == leaf for i in expr.items):
                return expr
        return inner

    group = holding(condition)
    others = [o.text for o in leaves(group) if o != leaf] if group is not None else []
    return frozenset().union(*(content_stems(t) for t in others))


def _copies_by_companions(pairs: list, questions: list[str], condition) -> list:
    """``pairs`` with the questions matched to a clause read more than once each given the
    copy whose companions they name.

    "You work at least 16 hours a week and you're disabled or aged 60 or above" and "you
    work at least 16 hours a week and your partner is incapacitated ..." read the hours
    twice; the words alone cannot tell the copies apart, and "Do you work at least 16 hours
    a week and your partner is entitled to Carer's Allowance?" had been matched to the copy
    that goes with "you're disabled".
    """
    from reasoner.align import content_stems

    copies: dict[str, list] = {}
    for leaf in leaves(condition):
        if leaf not in copies.setdefault(leaf.text, []):
            copies[leaf.text].append(leaf)
    out = list(pairs)
    matched: dict[str, list[int]] = {}
    for n, (_, leaf, _) in enumerate(out):
        matched.setdefault(leaf.text, []).append(n)

    def fit(ns: list[int], assignment) -> int:
        return sum(
            len(content_stems(questions[out[n][0]]) & _companions(condition, leaf))
            for n, leaf in zip(ns, assignment, strict=True)
        )

    for text, ns in matched.items():
        twins = copies.get(text, [])
        if len(twins) < 2:
            continue
        best = max(permutations(twins, len(ns)), key=lambda a, ns=ns: fit(ns, a))
        if fit(ns, best) > fit(ns, [out[n][1] for n in ns]):
            for n, leaf in zip(ns, best, strict=True):
                out[n] = (out[n][0], leaf, out[n][2])
    return out


def score_tree(tree_id: str, tree: dict, snippet: str) -> dict:
    """The per-tree report: conditions, gold questions, the alignment, and path agreement."""
    from reasoner.align import align
    from reasoner.compile import compile_rule
    from reasoner.dialog import (
        HISTORY_THRESHOLD,
        alternatives_met,
        answer_value,
        named_alternatives,
        named_beside_denial,
        named_siblings,
    )

    compiled = compile_rule(snippet)
    target = compiled.target(tree["key"])
    conditions = target.conditions
    questions = gold_questions(tree)
    pairs = _copies_by_companions(
        align(questions, conditions, HISTORY_THRESHOLD), questions, target.condition
    )
    by_question = {question_key(questions[i]): (leaf, score) for i, leaf, score in pairs}
    agree = total = 0
    for path, leaf_answer in gold_paths(tree):
        values: dict[str, Truth] = {}
        condition = target.condition
        for question, answer in path:
            key = question_key(question)
            if key in by_question:
                leaf = by_question[key][0]
                value = answer_value(question, answer, leaf)
                values[leaf.key] = value
                for other in named_siblings(condition, leaf, question, value):
                    values.setdefault(other.key, value)
                for other in named_beside_denial(condition, leaf, question, answer):
                    values.setdefault(other.key, Truth.TRUE)
                if value is not Truth.TRUE:
                    continue
                for group in named_alternatives(condition, leaf, question):
                    # A Yes naming every alternative of an "or" meets it, not one of them.
                    met = alternatives_met(group)
                    condition = substitute(condition, group, met)
                    values[met.key] = value
        total += 1
        agree += target.answer(evaluate(condition, values)) == leaf_answer
    return {
        "tree_id": tree_id,
        "question": tree["key"],
        "parsed": compiled.parsed.parsed,
        "conditions": [c.text for c in conditions],
        "gold_questions": questions,
        "aligned": [[questions[i], leaf.text, round(score, 3)] for i, leaf, score in pairs],
        "paths": total,
        "paths_agreeing": agree,
    }


def score_rules(trees: dict, snippets: dict[str, str]) -> tuple[dict, list[dict]]:
    """Scores over all trees that have a snippet, and the per-tree reports.

    A tree that raises anything (a malformed tree, a rule text the engine fails
    on) gets an error record naming the exception and counts in ``errors``.
    """
    reports: list[dict] = []
    errors = 0
    for tree_id, tree in trees.items():
        snippet = snippets.get(tree_id)
        if snippet is None:
            reports.append({"tree_id": tree_id, "error": "no snippet for this tree_id"})
            errors += 1
            continue
        try:
            reports.append(score_tree(tree_id, tree, snippet))
        except Exception as exc:  # one bad tree (or a bug it exposes) must not end the run
            reports.append({"tree_id": tree_id, "error": f"{type(exc).__name__}: {exc}"})
            errors += 1
    ok = [r for r in reports if "error" not in r]
    n_cond = sum(len(r["conditions"]) for r in ok)
    n_gold = sum(len(r["gold_questions"]) for r in ok)
    n_aligned = sum(len(r["aligned"]) for r in ok)
    n_paths = sum(r["paths"] for r in ok)

    def pct(a: int, b: int) -> float | None:
        return round(100 * a / b, 2) if b else None

    scores = {
        "trees": len(trees),
        "errors": errors,
        "parsed": pct(sum(r["parsed"] for r in ok), len(ok)),
        "condition_precision": pct(n_aligned, n_cond),
        "condition_recall": pct(n_aligned, n_gold),
        "path_agreement": pct(sum(r["paths_agreeing"] for r in ok), n_paths),
        "paths": n_paths,
        "alignment_rule": "one-to-one, greedy best-first, Dice overlap of stemmed content words >= HISTORY_THRESHOLD",
    }
    return scores, reports


def run_rules_eval(trees_path: str | Path, snippets_path: str | Path, out: str | Path) -> dict:
    """Score the parser on a trees file and write ``OUT/scores.json`` and ``OUT/report.jsonl``."""
    trees = load_trees(trees_path)
    snippets = load_snippets(snippets_path)
    scores, reports = score_rules(trees, snippets)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "scores.json").write_text(json.dumps(scores, indent=1) + "\n", encoding="utf-8")
    with open(out / "report.jsonl", "w", encoding="utf-8") as handle:
        for report in reports:
            handle.write(json.dumps(report, ensure_ascii=False) + "\n")
    return scores
