"""Run a system over a ShARC or TweetQA file, score it, and keep a trace of every item.

A *system* is a function from a list of model inputs to a list of
:class:`Prediction` (the same length, in order).  A model input holds only
what a system may see (:data:`SHARC.input_keys` or :data:`TWEETQA.input_keys`),
never the gold answer, the evidence, or other items.

:func:`run_batch` writes, under its output folder:

``trace.jsonl``
    One line per item, written as it is done: index, id, gold answer,
    predicted answer, the system's reasons, seconds, and an ``error`` record
    (type and message) where the item failed.
``predictions.partial.jsonl``
    The predictions so far, one per line, so that a killed run keeps its work;
    removed once ``predictions.json`` is complete.
``predictions.json``
    The predictions in the scorer's format; also written, with the items
    done so far, when a run is interrupted.
``scores.json``
    The metric, plus ``n``, ``errors``, ``seconds``, ``utterances_per_second``
    and, for ShARC, accuracy by gold class and by whether a scenario was given.

An item that fails (bad data, or the system raising) gets an error record and
no prediction; the scorer counts a missing prediction as wrong, and
``scores.json`` says so in its ``notes``.
"""

from __future__ import annotations

import datetime
import json
import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from eval.datasets import BadItem, check_gold_items, check_item, check_unique_ids, iter_items
from eval.metrics_sharc import score_sharc
from eval.metrics_tweetqa import score_tweetqa
from ruleparse.errors import DataFileError, ModelError, RulewiseError

#: The majority reference point's constant answer.  In the bundled train trees
#: (``data/sharc/train_tree_utterances.json``) final answers are 860 No and 839
#: Yes; follow-up questions (1,071) are commoner but have no single wording.
#: Nothing is read from the file being scored.
SHARC_MAJORITY_ANSWER = "No"


@dataclass(frozen=True)
class Prediction:
    """A system's answer to one item, and the JSON-able reasons behind it."""

    answer: str
    reasons: Any = None


System = Callable[[Sequence[dict]], Sequence[Prediction]]


@dataclass(frozen=True)
class Task:
    """What differs between ShARC and TweetQA runs."""

    name: str
    id_key: str
    gold_key: str
    prediction_key: str
    input_keys: tuple[str, ...]
    score: Callable[[Sequence[dict], Sequence[dict]], dict]
    # ShARC ids are unique and a repeat is an error; TweetQA's own files repeat some
    # qids (2 in the dev sample, 98 in train), which its scorer reads as a dict does.
    unique_ids: bool = False


SHARC = Task(
    name="sharc",
    id_key="utterance_id",
    gold_key="answer",
    prediction_key="answer",
    input_keys=("snippet", "question", "scenario", "history"),
    score=score_sharc,
    unique_ids=True,
)
TWEETQA = Task(
    name="tweetqa",
    id_key="qid",
    gold_key="Answer",
    prediction_key="Answer",
    input_keys=("Tweet", "Question"),
    score=score_tweetqa,
)
TASKS = {task.name: task for task in (SHARC, TWEETQA)}


@dataclass(frozen=True)
class Outcome:
    """One item's result: a prediction, or an error record (``{"type", "message"}``)."""

    index: int
    item_id: Any
    gold: Any
    prediction: Prediction | None
    error: dict | None
    seconds: float


def model_input(item: dict, task: Task) -> dict:
    """The part of an item that a system may see, copied so that it cannot change the item.

    Parameters
    ----------
    item : dict
        A validated item of the task's data file.
    task : Task
        :data:`SHARC` or :data:`TWEETQA`.

    Returns
    -------
    dict
        Only ``task.input_keys``; a ShARC history becomes a tuple of fresh
        ``{follow_up_question, follow_up_answer}`` dicts.

    Examples
    --------
    >>> item = {"utterance_id": "u", "snippet": "S", "question": "Q?", "scenario": "",
    ...         "history": [], "evidence": [], "answer": "Yes"}
    >>> sorted(model_input(item, SHARC))
    ['history', 'question', 'scenario', 'snippet']
    """
    inputs = {key: item[key] for key in task.input_keys}
    if "history" in inputs:
        inputs["history"] = tuple(
            {
                "follow_up_question": t["follow_up_question"],
                "follow_up_answer": t["follow_up_answer"],
            }
            for t in inputs["history"]
        )
    return inputs


def per_item(answer: Callable[[dict], Prediction]) -> System:
    """Make a system out of a function that answers one model input.

    Examples
    --------
    >>> shout = per_item(lambda inputs: Prediction(inputs["Question"].upper()))
    >>> shout([{"Tweet": "t", "Question": "who?"}])
    [Prediction(answer='WHO?', reasons=None)]
    """

    def system(inputs: Sequence[dict]) -> list[Prediction]:
        return [answer(one) for one in inputs]

    return system


def sharc_majority() -> System:
    """The majority reference point: :data:`SHARC_MAJORITY_ANSWER` for every utterance.

    Examples
    --------
    >>> sharc_majority()([{"snippet": "", "question": "", "scenario": "", "history": ()}])
    [Prediction(answer='No', reasons={'system': 'majority', 'answer': 'No'})]
    """
    reasons = {"system": "majority", "answer": SHARC_MAJORITY_ANSWER}
    return per_item(lambda inputs: Prediction(SHARC_MAJORITY_ANSWER, reasons))


def sharc_engine(
    today: datetime.date | None = None, neural: bool = False, text_order: bool = True
) -> System:
    """The symbolic engine, ``reasoner.decide``, as a system; ``today`` is its clock.

    ``neural`` turns on the embedding fallback for matching (marked in each trace line).
    ``text_order`` asks the rule's conditions in the order of its text even where the
    scenario already decides the answer further on, as ShARC's gold dialogs do.

    Raises
    ------
    RulewiseError
        The engine cannot be imported.

    Examples
    --------
    >>> system = sharc_engine(datetime.date(2026, 11, 30))
    >>> rule = "You can claim if you're 16 or over."
    >>> system([{"snippet": rule, "question": "Can I claim?", "scenario": "I'm 40.", "history": ()}])[0].answer
    'Yes'
    """
    try:
        from reasoner import decide, warm_up
    except ImportError as exc:
        raise RulewiseError(
            f"the symbolic engine (reasoner.decide) cannot be imported ({exc}); "
            "use --system majority for a reference run"
        ) from exc

    def answer(inputs: dict) -> Prediction:
        verdict = decide(
            inputs["snippet"],
            inputs["question"],
            inputs["scenario"],
            inputs["history"],
            today=today,
            neural=neural,
            text_order=text_order,
        )
        return Prediction(verdict.answer, verdict.to_json())

    system = per_item(answer)
    system.load_seconds = round(warm_up(), 3)
    return system


def tweetqa_tweet_start(words: int = 3) -> System:
    """The simple reference point: the first ``words`` words of the tweet.

    Examples
    --------
    >>> tweetqa_tweet_start()([{"Tweet": "Kemba hits a three! Tied.", "Question": "who?"}])
    [Prediction(answer='Kemba hits a', reasons={'system': 'tweet-start', 'words': 3})]
    """
    reasons = {"system": "tweet-start", "words": words}
    return per_item(lambda inputs: Prediction(" ".join(inputs["Tweet"].split()[:words]), reasons))


def tweetqa_neural() -> System:
    """The neural reader, ``neural.tweetqa.answer_batch`` (or its per-item ``answer``).

    Raises
    ------
    RulewiseError
        The reader cannot be imported.

    Examples
    --------
    >>> tweet = "Kemba Walker hits the game winner for UConn! #MarchMadness"
    >>> tweetqa_neural()([{"Tweet": tweet, "Question": "who hit the game winner?"}])[0].answer
    'Kemba Walker'
    """
    try:
        from neural import tweetqa
    except ImportError as exc:
        raise RulewiseError(
            f"the TweetQA reader (neural.tweetqa) cannot be imported ({exc}); "
            "use --system tweet-start for a reference run"
        ) from exc
    if hasattr(tweetqa, "answer_batch"):

        def system(inputs: Sequence[dict]) -> list[Prediction]:
            return [Prediction(a, {"system": "neural"}) for a in tweetqa.answer_batch(list(inputs))]

        return system
    if hasattr(tweetqa, "answer"):
        return per_item(
            lambda inputs: Prediction(
                tweetqa.answer(inputs["Tweet"], inputs["Question"]), {"system": "neural"}
            )
        )
    raise RulewiseError("neural.tweetqa has neither answer_batch nor answer")


def _error_record(exc: BaseException) -> dict:
    return {"type": type(exc).__name__, "message": str(exc)}


def _call(system: System, inputs: Sequence[dict]) -> list[Prediction]:
    predictions = list(system(inputs))
    if len(predictions) != len(inputs):
        raise RulewiseError(f"the system gave {len(predictions)} answers for {len(inputs)} items")
    for prediction in predictions:
        if not isinstance(prediction, Prediction) or not isinstance(prediction.answer, str):
            raise RulewiseError(f"the system gave {prediction!r}, not a Prediction with a string")
    return predictions


def predict_items(
    entries: Sequence[dict | BadItem], task: Task, system: System, batch_size: int = 1
) -> Iterator[Outcome]:
    """Run a system over items in order, one :class:`Outcome` per entry.

    Items go to the system ``batch_size`` at a time; where a batch fails its
    items are retried one by one, so that an error belongs to one item only.
    A :class:`~eval.datasets.BadItem` yields its validation error.  A
    :class:`~ruleparse.errors.ModelError` (a model not installed or not
    trained) is no fault of an item and stops the run.

    Parameters
    ----------
    entries : sequence of dict or BadItem
        As :func:`eval.datasets.iter_items` gives them.
    task : Task
    system : System
    batch_size : int

    Yields
    ------
    Outcome

    Examples
    --------
    >>> items = [{"qid": "q", "Tweet": "Go team go", "Question": "who?", "Answer": ["team"]}]
    >>> [o.prediction.answer for o in predict_items(items, TWEETQA, tweetqa_tweet_start(2))]
    ['Go team']
    """
    for start in range(0, len(entries), max(1, batch_size)):
        chunk = entries[start : start + max(1, batch_size)]
        good = [(i, e) for i, e in enumerate(chunk, start) if not isinstance(e, BadItem)]
        began = time.perf_counter()
        try:
            answers = _call(system, [model_input(e, task) for _, e in good]) if good else []
            each = (time.perf_counter() - began) / max(1, len(good))
            results = {i: (p, None, each) for (i, _), p in zip(good, answers, strict=True)}
        except ModelError:
            raise  # a model that is not there fails every item: stop, say what to do
        except Exception as exc:
            if len(good) == 1:
                results = {good[0][0]: (None, _error_record(exc), time.perf_counter() - began)}
            else:
                results = {i: _predict_one(e, task, system) for i, e in good}
        for index, entry in enumerate(chunk, start):
            if isinstance(entry, BadItem):
                gold = entry.raw.get(task.gold_key) if isinstance(entry.raw, dict) else None
                yield Outcome(index, entry.item_id, gold, None, _error_record(entry.error), 0.0)
            else:
                prediction, error, seconds = results[index]
                yield Outcome(
                    index, entry[task.id_key], entry[task.gold_key], prediction, error, seconds
                )


def _predict_one(item: dict, task: Task, system: System) -> tuple:
    began = time.perf_counter()
    try:
        (prediction,) = _call(system, [model_input(item, task)])
        return prediction, None, time.perf_counter() - began
    except ModelError:
        raise
    except Exception as exc:
        return None, _error_record(exc), time.perf_counter() - began


def _trace_line(outcome: Outcome) -> dict:
    line = {
        "index": outcome.index,
        "id": outcome.item_id,
        "gold": outcome.gold,
        "predicted": outcome.prediction.answer if outcome.prediction else None,
        "reasons": outcome.prediction.reasons if outcome.prediction else None,
        "seconds": round(outcome.seconds, 4),
    }
    if outcome.error:
        line["error"] = outcome.error
    return line


def _write_json(path: Path, data: Any) -> None:
    partial = path.with_name(path.name + ".tmp")
    partial.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    os.replace(partial, path)


def _scorable(entries: Sequence[dict | BadItem], task: Task) -> list[dict]:
    """The gold items that can be scored: valid ones, and bad ones whose id and answer are sound."""
    gold = []
    for entry in entries:
        if not isinstance(entry, BadItem):
            gold.append(entry)
            continue
        try:
            gold.append(check_item(entry.raw, f"{task.name}-gold", entry.index))
        except DataFileError:
            pass
    return gold


def _sharc_breakdown(gold: Sequence[dict], predictions: Sequence[dict]) -> dict:
    kept = (
        "n",
        "micro_accuracy",
        "macro_accuracy",
        "macro_accuracy_present",
        "bleu_1",
        "bleu_4",
        "per_class",
    )
    with_scenario = [g for g in gold if str(g.get("scenario", "")).strip()]
    without = [g for g in gold if not str(g.get("scenario", "")).strip()]
    result = {}
    for name, subset in (("with_scenario", with_scenario), ("without_scenario", without)):
        if not subset:
            result[name] = {"n": 0}  # nothing to score: no accuracy, rather than a false 0
            continue
        ids = {g["utterance_id"] for g in subset}
        scores = score_sharc(subset, [p for p in predictions if p["utterance_id"] in ids])
        result[name] = {key: scores[key] for key in kept}
    return result


def run_batch(
    task: Task,
    data: str | os.PathLike,
    out: str | os.PathLike,
    system: System,
    limit: int | None = None,
    batch_size: int = 1,
    about: dict | None = None,
    score: Callable[[Sequence[dict], Sequence[dict]], dict] | None = None,
) -> dict:
    """Run ``system`` on the items of ``data``, write the run's files to ``out``, return the scores.

    Parameters
    ----------
    task : Task
        :data:`SHARC` or :data:`TWEETQA`.
    data : str or Path
        The task's data file, with gold answers.
    out : str or Path
        The folder for ``trace.jsonl``, ``predictions.json``, ``scores.json``
        (created if needed; files there are overwritten).
    system : System
    limit : int, optional
        Only the first ``limit`` entries of the file.
    batch_size : int
        Items per call of the system.
    about : dict, optional
        Facts about the run to record in ``scores.json`` (system name, date).
    score : callable, optional
        The metric, in place of ``task.score`` (for instance TweetQA without METEOR).

    Returns
    -------
    dict
        What ``scores.json`` holds.

    Raises
    ------
    DataFileError
        ``data`` cannot be read as a JSON list, or (ShARC) two of its items share an id.

    Examples
    --------
    >>> import tempfile
    >>> from eval.datasets import DEFAULT_DATA
    >>> with tempfile.TemporaryDirectory() as out:
    ...     scores = run_batch(SHARC, DEFAULT_DATA["sharc"], out, sharc_majority(), limit=20)
    >>> scores["n"], scores["errors"], scores["per_class"]["no"]
    (20, 0, 100.0)
    """
    entries = list(iter_items(data, task.name))[:limit]
    check_gold_items(entries, data)  # "0 items" and a micro accuracy of 0.00 said nothing
    if task.unique_ids:  # before any work, as for an --out that cannot be made
        check_unique_ids(entries, task.name, data)
    out = Path(out)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        # before any work: a run whose files cannot be written is not started
        reason = "a file, not a folder" if out.is_file() else exc.strerror
        raise DataFileError(
            f"cannot make the output folder ({reason}); give --out a folder path",
            path=str(out),
        ) from exc
    partial_path = out / "predictions.partial.jsonl"
    predictions: list[dict] = []
    errors = 0
    began = time.perf_counter()
    from tqdm import tqdm

    progress = tqdm(total=len(entries), unit="item", disable=not sys.stderr.isatty())
    try:
        with (
            open(out / "trace.jsonl", "w", encoding="utf-8") as trace,
            open(partial_path, "w", encoding="utf-8") as partial,
        ):
            for outcome in predict_items(entries, task, system, batch_size):
                # default=str: a system's odd reason object must not end the run
                trace.write(
                    json.dumps(_trace_line(outcome), ensure_ascii=False, default=str) + "\n"
                )
                trace.flush()
                if outcome.prediction is None:
                    errors += 1
                else:
                    record = {
                        task.id_key: outcome.item_id,
                        task.prediction_key: outcome.prediction.answer,
                    }
                    predictions.append(record)
                    partial.write(json.dumps(record, ensure_ascii=False) + "\n")
                    partial.flush()
                progress.update(1)
    finally:
        progress.close()
        # Interrupted or not, predictions.json holds every answer given so far.
        _write_json(out / "predictions.json", predictions)
    seconds = time.perf_counter() - began
    partial_path.unlink()

    gold = _scorable(entries, task)
    scores = (score or task.score)(gold, predictions)
    if errors:
        scores["notes"].append(
            f"{errors} items failed (see the error records in trace.jsonl); they have no "
            "prediction, and the scorer counts each as wrong"
        )
    unscorable = len(entries) - len(gold)
    if unscorable:
        scores["notes"].append(
            f"{unscorable} items have no readable id or gold answer and are not scored"
        )
    scores["n_scored"] = scores.pop("n", scores.get("n_qids"))
    scores.update(
        {
            "n": len(entries),
            "errors": errors,
            "seconds": round(seconds, 3),
            "utterances_per_second": round(len(entries) / seconds, 3) if seconds > 0 else None,
            "data": str(data),
            "limit": limit,
            **(about or {}),
        }
    )
    if task is SHARC:
        scores["by_gold_class"] = {
            c: {"n": scores["gold_counts"][c], "accuracy": scores["per_class"][c]}
            for c in scores["per_class"]
        }
        scores["by_scenario"] = _sharc_breakdown(gold, predictions)
    _write_json(out / "scores.json", scores)
    return scores
