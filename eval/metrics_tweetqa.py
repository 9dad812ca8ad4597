"""The TweetQA metric, as the official scorer computes it: BLEU-1, METEOR, ROUGE-L.

Answers are normalised SQuAD-style; each question is scored against all its
normalised gold answers with NLTK ``sentence_bleu`` (unigram weights, no
smoothing), the Meteor 1.5 jar shipped in ``pycocoevalcap`` and
``pycocoevalcap``'s ROUGE-L (beta 1.2); each metric is the mean over the
unique gold qids (the last record of a repeated qid counts), as a percentage
with two decimals.

METEOR needs Java.  The jar runs as one subprocess, started on first use and
kept for the rest of the process (it takes seconds to load its paraphrase
table); where ``java`` is absent ``meteor`` is null and ``notes`` says why.
"""

from __future__ import annotations

import atexit
import functools
import os
import re
import shutil
import string
import subprocess
import threading
import warnings
from collections.abc import Sequence
from pathlib import Path

from eval.datasets import check_gold_items, load_items, match_ids
from ruleparse.errors import RulewiseError

_PUNCTUATION = frozenset(string.punctuation)
_ARTICLES = re.compile(r"\b(a|an|the)\b")


class MeteorError(RulewiseError):
    """The Meteor jar could not be started or gave an answer that cannot be read."""

    code = "RW401"


def normalize_answer(text: str) -> str:
    """The SQuAD normaliser: lower-case, drop ASCII punctuation and articles, squeeze spaces.

    Parameters
    ----------
    text : str

    Returns
    -------
    str

    Examples
    --------
    >>> normalize_answer("The @HillaryClinton  campaign!")
    'hillaryclinton campaign'
    >>> normalize_answer("“quoted” — kept")
    '“quoted” — kept'
    """
    text = "".join(ch for ch in text.lower() if ch not in _PUNCTUATION)
    return " ".join(_ARTICLES.sub(" ", text).split())


def bleu_1(answer: str, references: Sequence[str]) -> float:
    """NLTK ``sentence_bleu`` with weights (1, 0, 0, 0), no smoothing, on normalised strings.

    Examples
    --------
    >>> bleu_1("the forecast", ["forecast", "the forecast"])
    1.0
    >>> bleu_1("", ["forecast"])
    0
    """
    from nltk.translate.bleu_score import sentence_bleu

    with warnings.catch_warnings():
        # NLTK warns about zero higher-order matches, whose weight is 0 here.
        warnings.simplefilter("ignore")
        return sentence_bleu([r.split() for r in references], answer.split(), weights=(1, 0, 0, 0))


def rouge_l(answer: str, references: Sequence[str]) -> float:
    """ROUGE-L F-score (beta 1.2) with ``pycocoevalcap``'s ``Rouge``, tokens split on spaces.

    Examples
    --------
    >>> round(rouge_l("new england patriots", ["patriots", "new england"]), 4)
    0.8299
    """
    return _rouge().calc_score([answer], list(references))


@functools.cache
def _rouge():
    from pycocoevalcap.rouge.rouge import Rouge

    return Rouge()


def meteor_unavailable() -> str | None:
    """Why METEOR cannot run here, or None if it can (Java and the jar are present).

    Examples
    --------
    >>> meteor_unavailable() is None or "Java" in meteor_unavailable()
    True
    """
    if shutil.which("java") is None:
        return "METEOR needs a Java runtime (`java` on PATH) to run the Meteor 1.5 jar"
    if _meteor_jar() is None:
        return "METEOR needs pycocoevalcap, which ships the Meteor 1.5 jar"
    return None


def _meteor_jar() -> Path | None:
    try:
        import pycocoevalcap.meteor as package
    except ImportError:
        return None
    jar = Path(package.__path__[0]) / "meteor-1.5.jar"
    return jar if jar.exists() else None


class _Meteor:
    """One running ``meteor-1.5.jar -stdio``, spoken to exactly as pycocoevalcap's ``Meteor``."""

    def __init__(self, jar: Path) -> None:
        self.lock = threading.Lock()
        self.process = subprocess.Popen(
            ["java", "-jar", "-Xmx2G", jar.name, "-", "-", "-stdio", "-l", "en", "-norm"],
            cwd=jar.parent,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )

    def _ask(self, line: str) -> str:
        self.process.stdin.write(f"{line}\n".encode())
        self.process.stdin.flush()
        reply = self.process.stdout.readline().decode().strip()
        if not reply:
            raise MeteorError(f"the Meteor jar stopped answering (exit code {self.process.poll()})")
        return reply

    def score(self, answer: str, references: Sequence[str]) -> float:
        # The official script's per-question call: SCORE for the statistics,
        # then EVAL of those statistics, which prints the segment score and
        # the aggregate; the aggregate is what it keeps.
        hypothesis = answer.replace("|||", "").replace("  ", " ")
        with self.lock:
            stats = self._ask(" ||| ".join(("SCORE", " ||| ".join(references), hypothesis)))
            self._ask(f"EVAL ||| {stats}")
            reply = self.process.stdout.readline().decode().strip()
        try:
            return float(reply)
        except ValueError as exc:
            raise MeteorError(f"the Meteor jar answered {reply!r}, not a score") from exc

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.stdin.close()
            self.process.kill()
            self.process.wait()


@functools.cache
def _meteor() -> _Meteor:
    reason = meteor_unavailable()
    if reason:
        raise MeteorError(reason)
    meteor = _Meteor(_meteor_jar())
    atexit.register(meteor.close)
    return meteor


def meteor(answer: str, references: Sequence[str]) -> float:
    """METEOR of one answer against its references, with the Meteor 1.5 jar.

    The jar starts on the first call and serves every later one.

    Raises
    ------
    MeteorError
        Java or the jar is missing, or the jar stopped answering.

    Examples
    --------
    >>> meteor("the forecast", ["forecast", "the forecast"]) if not meteor_unavailable() else 1.0
    1.0
    """
    process = _meteor()
    if process.process.poll() is not None:
        _meteor.cache_clear()
        process = _meteor()
    return process.score(answer, references)


def _first(answer: str | list) -> str:
    if isinstance(answer, list):
        return answer[0] if answer else ""
    return answer


def _mean_percent(values: Sequence[float]) -> float:
    return round(100.0 * sum(values) / len(values), 2) if values else 0.0


def score_tweetqa(
    gold: Sequence[dict], predictions: Sequence[dict], with_meteor: bool = True
) -> dict:
    """Score TweetQA predictions against gold rows, as the official scorer does.

    Parameters
    ----------
    gold : sequence of dict
        Gold rows; ``qid`` and ``Answer`` (a list of strings) are read.
    predictions : sequence of dict
        ``{"qid", "Answer"}``; a list ``Answer`` counts by its first element.
    with_meteor : bool
        False skips METEOR (reported as null), which saves starting Java.

    Returns
    -------
    dict
        ``bleu_1``, ``meteor``, ``rouge_l`` (percentages, 2 decimals;
        ``meteor`` null where Java is absent), ``n_qids``, ``missing``,
        ``unknown``, ``duplicate_gold``, ``duplicate_predictions``, ``notes``.
        A missing prediction scores 0 on all three.

    Examples
    --------
    >>> gold = [{"qid": "q1", "Answer": ["the forecast", "forecast"]},
    ...         {"qid": "q2", "Answer": ["kemba"]}]
    >>> result = score_tweetqa(gold, [{"qid": "q1", "Answer": "Forecast!"}], with_meteor=False)
    >>> result["bleu_1"], result["rouge_l"], result["meteor"], result["missing"]
    (50.0, 50.0, None, 1)
    """
    match = match_ids(gold, predictions, "qid", "Answer", "Answer")
    predicted = {qid: _first(answer) for qid, answer in match.predicted.items()}

    notes = []
    reason = meteor_unavailable() if with_meteor else "METEOR not requested"
    bleus, rouges, meteors = [], [], []
    for qid, answers in match.gold.items():
        if qid not in predicted:
            bleus.append(0.0)
            rouges.append(0.0)
            meteors.append(0.0)
            continue
        answer = normalize_answer(predicted[qid])
        references = [normalize_answer(a) for a in answers]
        bleus.append(bleu_1(answer, references))
        rouges.append(rouge_l(answer, references))
        if reason is None:
            try:
                meteors.append(meteor(answer, references))
            except MeteorError as exc:
                reason = f"METEOR failed: {exc.message}"
    if reason is not None and with_meteor:
        notes.append(reason)
    notes.extend(match.notes("qids", "score 0"))
    return {
        "bleu_1": _mean_percent(bleus),
        "meteor": _mean_percent(meteors) if reason is None else None,
        "rouge_l": _mean_percent(rouges),
        "n_qids": len(match.gold),
        **match.counts(),
        "notes": notes,
    }


def score_tweetqa_files(
    gold_path: str | os.PathLike, predictions_path: str | os.PathLike, with_meteor: bool = True
) -> dict:
    """Score a TweetQA prediction file against a gold file.

    Parameters
    ----------
    gold_path : str or Path
        ``[{qid, Answer: [..], ...}]``.
    predictions_path : str or Path
        ``[{qid, Answer}]``.
    with_meteor : bool
        As :func:`score_tweetqa`.

    Returns
    -------
    dict
        As :func:`score_tweetqa`.

    Raises
    ------
    DataFileError
        Either file is not JSON, not a list, or has an item lacking a key.

    Examples
    --------
    >>> from eval.datasets import DEFAULT_DATA
    >>> result = score_tweetqa_files(DEFAULT_DATA["tweetqa"], DEFAULT_DATA["tweetqa"], False)
    >>> result["bleu_1"], result["n_qids"], result["duplicate_gold"]
    (100.0, 541, 2)
    """
    gold = load_items(gold_path, "tweetqa-gold")
    check_gold_items(gold, gold_path)  # an empty gold file scored 0.00, as if all were wrong
    predictions = load_items(predictions_path, "tweetqa-predictions")
    return score_tweetqa(gold, predictions, with_meteor=with_meteor)
