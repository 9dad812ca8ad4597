"""The ShARC end-to-end metric, as the official leaderboard evaluator computes it.

Micro and macro accuracy over four classes (``yes``, ``no``, ``more``,
``irrelevant``) and corpus BLEU-1..4 over the follow-up questions, as
percentages with two decimals; see ``docs`` / the shared ``sharc_metric.md``.
Answers are normalised with spaCy's English tokenizer (``spacy.blank("en")``;
the official script ran the tokenizer of ``en_core_web_md`` under spaCy 2.x,
and every result carries a ``tokenizer`` entry that says so).

Beyond the official script, which needs a prediction for every gold id and a
gold set with every class, the scorer gives a defined answer for subsets and
partial prediction files: missing predictions count as wrong, a class with no
gold utterances makes ``macro_accuracy`` null (``macro_accuracy_present``
averages over the classes that occur), and no follow-up pairs give BLEU 0.
Each such case is counted and explained in ``notes``.
"""

from __future__ import annotations

import functools
import math
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from eval.datasets import check_gold_items, load_items, match_ids

#: The four classes, in the official order.
CLASSES = ("yes", "no", "more", "irrelevant")
_LABELS = frozenset({"yes", "no", "irrelevant"})
_NOT_QUESTIONS = frozenset(CLASSES)
TOKENIZER_NOTE = (
    'spacy.blank("en") tokenizer (spaCy 3.8); the official evaluator used the '
    "en_core_web_md tokenizer under spaCy 2.x, whose token boundaries may differ slightly"
)


@functools.cache
def _tokenizer():
    import spacy

    return spacy.blank("en").tokenizer


def normalize_answer(text: str) -> str:
    """Normalise an answer as the official evaluator does: spaCy tokens, lower-cased.

    Tokens are joined by single spaces, whitespace tokens become a space,
    newlines are removed and the ends stripped.

    Parameters
    ----------
    text : str
        A gold or predicted answer.

    Returns
    -------
    str

    Examples
    --------
    >>> normalize_answer("Yes.")
    'yes .'
    >>> normalize_answer("Don't you live in the U.K.?")
    "do n't you live in the u.k. ?"
    """
    parts = []
    for token in _tokenizer()(text):
        # The official script's test is exactly these two strings; other
        # whitespace tokens keep their text and lose only their newlines.
        parts.append(" " if token.text in ("", " ") else token.text.lower() + " ")
    return "".join(parts).strip().replace("\n", "")


def answer_class(normalised: str) -> str:
    """The class of a normalised answer: ``yes``, ``no``, ``irrelevant``, else ``more``.

    Examples
    --------
    >>> answer_class("yes"), answer_class("yes ."), answer_class("irrelevant")
    ('yes', 'more', 'irrelevant')
    """
    return normalised if normalised in _LABELS else "more"


def _ngrams(tokens: Sequence[str], max_order: int) -> Counter:
    return Counter(
        tuple(tokens[i : i + n])
        for n in range(1, max_order + 1)
        for i in range(len(tokens) - n + 1)
    )


def corpus_bleu(
    references: Sequence[Sequence[str]], hypotheses: Sequence[Sequence[str]], max_order: int = 4
) -> float:
    """Corpus BLEU as tensor2tensor's ``compute_bleu`` with ``smooth=True``, one reference each.

    Every order's precision is (matches + 1) / (possible + 1), unigrams
    included; the brevity penalty uses total hypothesis and reference lengths.

    Parameters
    ----------
    references, hypotheses : sequence of token lists
        Paired item by item.
    max_order : int
        The highest n-gram order (BLEU-N).

    Returns
    -------
    float
        BLEU as a fraction.

    Raises
    ------
    ZeroDivisionError
        Where the official computation divides by zero: no pairs, or no
        hypothesis or reference tokens at all.

    Examples
    --------
    >>> round(corpus_bleu([["is", "it", "red", "?"]], [["is", "it", "red", "?"]], 4), 4)
    1.0
    >>> round(corpus_bleu([["is", "it", "red", "?"]], [["is", "it", "?"]], 1), 4)
    0.7165
    """
    matches = [0] * max_order
    possible = [0] * max_order
    ref_length = hyp_length = 0
    for reference, hypothesis in zip(references, hypotheses, strict=True):
        ref_length += len(reference)
        hyp_length += len(hypothesis)
        overlap = _ngrams(hypothesis, max_order) & _ngrams(reference, max_order)
        for ngram, count in overlap.items():
            matches[len(ngram) - 1] += count
        for order in range(1, max_order + 1):
            possible[order - 1] += max(0, len(hypothesis) - order + 1)
    precisions = [(m + 1.0) / (p + 1.0) for m, p in zip(matches, possible, strict=True)]
    geo_mean = math.exp(sum(math.log(p) / max_order for p in precisions))
    ratio = hyp_length / ref_length
    brevity = 1.0 if ratio > 1.0 else math.exp(1 - 1.0 / ratio)
    return geo_mean * brevity


def _percent(value: float | None) -> float | None:
    return None if value is None else round(100.0 * value, 2)


def score_sharc(gold: Sequence[dict], predictions: Sequence[dict]) -> dict:
    """Score ShARC predictions against gold utterances (official combined mode).

    Parameters
    ----------
    gold : sequence of dict
        Gold utterances; only ``utterance_id`` and ``answer`` are read.
    predictions : sequence of dict
        ``{"utterance_id", "answer"}`` records.

    Returns
    -------
    dict
        ``micro_accuracy``, ``macro_accuracy`` (null if a class has no gold
        utterances), ``macro_accuracy_present``, ``bleu_1`` .. ``bleu_4`` (all
        percentages, 2 decimals), ``per_class`` (recall per gold class, null
        for an absent class), ``gold_counts`` (utterances per gold class),
        ``confusion`` (gold class -> predicted class, or ``missing`` -> count),
        ``n``, ``n_bleu_pairs``, ``missing``,
        ``unknown``, ``duplicate_gold``, ``duplicate_predictions``,
        ``tokenizer`` and ``notes``.

    Examples
    --------
    >>> gold = [{"utterance_id": "a", "answer": "Yes"},
    ...         {"utterance_id": "b", "answer": "Are you over 18?"}]
    >>> result = score_sharc(gold, [{"utterance_id": "a", "answer": "Yes"},
    ...                             {"utterance_id": "b", "answer": "Are you over 18?"}])
    >>> result["micro_accuracy"], result["macro_accuracy"], result["macro_accuracy_present"]
    (100.0, None, 100.0)
    >>> result["bleu_4"], result["per_class"]["irrelevant"]
    (100.0, None)
    """
    match = match_ids(gold, predictions, "utterance_id", "answer", "answer")
    predicted_answers = match.predicted

    totals: Counter = Counter()
    correct: Counter = Counter()
    confusion = {c: dict.fromkeys((*CLASSES, "missing"), 0) for c in CLASSES}
    references, hypotheses = [], []
    for uid, gold_answer in match.gold.items():
        gold_norm = normalize_answer(gold_answer)
        gold_class = answer_class(gold_norm)
        totals[gold_class] += 1
        if uid not in predicted_answers:
            confusion[gold_class]["missing"] += 1
            continue  # a missing prediction is wrong, and has no words for BLEU
        pred_norm = normalize_answer(predicted_answers[uid])
        confusion[gold_class][answer_class(pred_norm)] += 1
        if answer_class(pred_norm) == gold_class:
            correct[gold_class] += 1
        if gold_norm not in _NOT_QUESTIONS and pred_norm not in _NOT_QUESTIONS:
            references.append(gold_norm.split())
            hypotheses.append(pred_norm.split())

    notes = []
    n = len(match.gold)
    per_class = {c: (correct[c] / totals[c] if totals[c] else None) for c in CLASSES}
    present = [r for r in per_class.values() if r is not None]
    absent = [c for c in CLASSES if not totals[c]]
    if absent:
        notes.append(
            f"no gold utterances of class {', '.join(absent)}: macro_accuracy is undefined "
            "(NaN in the official evaluator) and reported as null; macro_accuracy_present "
            "averages the classes that occur"
        )
    notes.extend(match.notes("ids", "are scored as wrong"))

    try:
        bleu = {
            f"bleu_{order}": _percent(corpus_bleu(references, hypotheses, order))
            for order in range(1, 5)
        }
    except ZeroDivisionError:
        # Where the official computation divides by zero, E3 and Discern report 0.
        bleu = {f"bleu_{order}": 0.0 for order in range(1, 5)}
        notes.append(
            "no pairs where both gold and prediction are follow-up questions: BLEU is 0"
            if not references
            else "the follow-up pairs have no tokens on one side: BLEU is 0"
        )

    return {
        "micro_accuracy": _percent(sum(correct.values()) / n) if n else 0.0,
        "macro_accuracy": _percent(sum(present) / len(CLASSES)) if not absent else None,
        "macro_accuracy_present": _percent(sum(present) / len(present)) if present else None,
        **bleu,
        "per_class": {c: _percent(r) for c, r in per_class.items()},
        "gold_counts": {c: totals[c] for c in CLASSES},
        "confusion": confusion,
        "n": n,
        "n_bleu_pairs": len(references),
        **match.counts(),
        "tokenizer": TOKENIZER_NOTE,
        "notes": notes,
    }


def score_sharc_files(gold_path: str | Path, predictions_path: str | Path) -> dict:
    """Score a ShARC prediction file against a gold utterance file.

    Parameters
    ----------
    gold_path : str or Path
        A ShARC utterance file (only ``utterance_id`` and ``answer`` are needed).
    predictions_path : str or Path
        ``[{"utterance_id", "answer"}]``.

    Returns
    -------
    dict
        As :func:`score_sharc`.

    Raises
    ------
    DataFileError
        Either file is not JSON, not a list, or has an item lacking a key.

    Examples
    --------
    >>> from eval.datasets import DEFAULT_DATA
    >>> gold = DEFAULT_DATA["sharc"]
    >>> score_sharc_files(gold, gold)["micro_accuracy"]
    100.0
    """
    gold = load_items(gold_path, "sharc-gold")
    check_gold_items(gold, gold_path)  # an empty gold file scored 0.00, as if all were wrong
    predictions = load_items(predictions_path, "sharc-predictions")
    return score_sharc(gold, predictions)
