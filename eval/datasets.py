"""Load ShARC and TweetQA files, gold and predictions, with validation.

Every problem with a file is a :class:`~ruleparse.errors.DataFileError` that
names the file and, for a bad item, its index (``item 12``) and the key at
fault.  :func:`load_items` stops at the first bad item; :func:`iter_items`
yields a :class:`BadItem` record in its place and goes on, so that one bad
utterance never kills a batch run.

The kinds of file (the keys in :data:`KINDS`):

``sharc``
    A ShARC utterance file: ``utterance_id``, ``snippet``, ``question``,
    ``scenario``, ``history`` (a list of ``{follow_up_question,
    follow_up_answer}``) and ``answer`` (``evidence`` and the rest are optional).
``sharc-predictions``
    ``[{"utterance_id", "answer"}]``, the leaderboard format.
``tweetqa``
    A TweetQA file: ``qid``, ``Question``, ``Tweet``, ``Answer`` (a non-empty
    list of strings).
``tweetqa-predictions``
    ``[{"qid", "Answer"}]`` where ``Answer`` is a string or a list of strings
    (the official scorer reads the first element).
``sharc-gold``, ``tweetqa-gold``
    What a metric needs of a gold file: the id and the gold answer(s).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ruleparse.errors import DataFileError, InputError

_ROOT = Path(__file__).resolve().parent.parent

#: The bundled dev samples, found from the package so any working directory will do.
DEFAULT_DATA = {
    "sharc": _ROOT / "data" / "sharc" / "dev_sample.json",
    "tweetqa": _ROOT / "data" / "tweetqa" / "dev_sample.json",
}

#: The id key of each kind of file.
ID_KEYS = {
    "sharc": "utterance_id",
    "sharc-predictions": "utterance_id",
    "tweetqa": "qid",
    "tweetqa-predictions": "qid",
    "sharc-gold": "utterance_id",
    "tweetqa-gold": "qid",
}


@dataclass(frozen=True)
class BadItem:
    """An item of a data file that failed validation, in place of the item itself.

    ``index`` is its position in the file's list, ``item_id`` its id where it
    has a readable one (else ``None``), ``error`` says what is wrong and
    ``raw`` is the item as parsed.
    """

    index: int
    item_id: Any
    error: DataFileError
    raw: Any = None


def read_json(path: str | Path) -> Any:
    """Read a JSON file of any shape; a missing, unreadable or non-JSON file raises DataFileError.

    >>> type(read_json(DEFAULT_DATA["sharc"])).__name__
    'list'
    """
    name = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise DataFileError(f"cannot read the file ({reason}); check the path", path=name) from exc
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise DataFileError(
            f"not valid JSON ({exc.msg})",
            path=name,
            where=f"line {exc.lineno} column {exc.colno}",
        ) from exc
    except RecursionError:
        # json recurses once per nested list or object: thousands deep end it
        raise DataFileError(
            "nested too deeply to read (lists or objects inside each other thousands of "
            "levels deep); a ShARC or TweetQA file is a list of flat items",
            path=name,
        ) from None


def read_json_list(path: str | Path) -> list:
    """Read a JSON file whose top level must be a list.

    Parameters
    ----------
    path : str or Path
        The file.

    Returns
    -------
    list
        The parsed list, items unchecked.

    Raises
    ------
    DataFileError
        The file is missing, unreadable, not JSON, or not a list.

    Examples
    --------
    >>> len(read_json_list(DEFAULT_DATA["sharc"]))
    641
    >>> read_json_list("no/such/file.json")
    Traceback (most recent call last):
    ...
    ruleparse.errors.DataFileError: [RW400] no/such/file.json: cannot read the file (No such file or directory); check the path
    """
    name = str(path)
    data = read_json(path)
    if not isinstance(data, list):
        raise DataFileError(
            f"the top level is a JSON {type(data).__name__}, expected a list of items", path=name
        )
    return data


def _is_id(value: Any) -> bool:
    return isinstance(value, (str, int)) and not isinstance(value, bool)


def _is_str_list(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def _is_history(value: Any) -> bool:
    return isinstance(value, list) and all(
        isinstance(turn, dict)
        and isinstance(turn.get("follow_up_question"), str)
        and isinstance(turn.get("follow_up_answer"), str)
        for turn in value
    )


# For each kind: (key, test of its value, what the value should be).
_SCHEMAS = {
    "sharc": (
        ("utterance_id", _is_id, "a string id"),
        ("snippet", lambda v: isinstance(v, str), "a string"),
        ("question", lambda v: isinstance(v, str), "a string"),
        ("scenario", lambda v: isinstance(v, str), "a string"),
        ("history", _is_history, "a list of {follow_up_question, follow_up_answer} strings"),
        ("answer", lambda v: isinstance(v, str), "a string"),
    ),
    "sharc-predictions": (
        ("utterance_id", _is_id, "a string id"),
        ("answer", lambda v: isinstance(v, str), "a string"),
    ),
    "tweetqa": (
        ("qid", _is_id, "a string id"),
        ("Question", lambda v: isinstance(v, str), "a string"),
        ("Tweet", lambda v: isinstance(v, str), "a string"),
        ("Answer", lambda v: _is_str_list(v) and len(v) > 0, "a non-empty list of strings"),
    ),
    "tweetqa-predictions": (
        ("qid", _is_id, "a string id"),
        ("Answer", lambda v: isinstance(v, str) or _is_str_list(v), "a string or list of strings"),
    ),
}
# What a metric reads of a gold file: the id and the gold answer(s).
_SCHEMAS["sharc-gold"] = _SCHEMAS["sharc-predictions"]
_SCHEMAS["tweetqa-gold"] = (_SCHEMAS["tweetqa"][0], _SCHEMAS["tweetqa"][3])

KINDS = tuple(_SCHEMAS)


def check_item(item: Any, kind: str, index: int, path: str = "") -> dict:
    """Check one item of a file of the given kind; return it unchanged if it is good.

    Parameters
    ----------
    item : Any
        The parsed JSON item.
    kind : str
        One of :data:`KINDS`.
    index : int
        Its position in the file, for the message.
    path : str
        The file, for the message.

    Returns
    -------
    dict
        ``item`` itself.

    Raises
    ------
    DataFileError
        The item is not an object, lacks a key, or a value has the wrong type.

    Examples
    --------
    >>> check_item({"utterance_id": "u1", "answer": "Yes"}, "sharc-predictions", 0)
    {'utterance_id': 'u1', 'answer': 'Yes'}
    >>> check_item({"utterance_id": "u1"}, "sharc-predictions", 3, "p.json")
    Traceback (most recent call last):
    ...
    ruleparse.errors.DataFileError: [RW400] p.json: item 3: missing key 'answer' (each item needs utterance_id, answer)
    """
    if kind not in _SCHEMAS:
        raise InputError(f"unknown kind {kind!r}; expected one of {', '.join(KINDS)}")
    schema = _SCHEMAS[kind]
    where = f"item {index}"
    if not isinstance(item, dict):
        raise DataFileError(
            f"is a JSON {type(item).__name__}, expected an object", path=path, where=where
        )
    needed = ", ".join(key for key, _, _ in schema)
    for key, test, expected in schema:
        if key not in item:
            raise DataFileError(
                f"missing key {key!r} (each item needs {needed})", path=path, where=where
            )
        if not test(item[key]):
            raise DataFileError(
                f"{key!r} should be {expected}, got {_preview(item[key])}", path=path, where=where
            )
    return item


def _preview(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 60 else text[:57] + "..."


def iter_items(path: str | Path, kind: str) -> Iterator[dict | BadItem]:
    """Yield each item of a file, or a :class:`BadItem` where an item fails validation.

    A file that cannot be read as a JSON list still raises at once: there is
    nothing to go on with.

    Parameters
    ----------
    path : str or Path
        The file.
    kind : str
        One of :data:`KINDS`.

    Yields
    ------
    dict or BadItem

    Raises
    ------
    DataFileError
        The file is missing, not JSON, or not a list.

    Examples
    --------
    >>> items = list(iter_items(DEFAULT_DATA["sharc"], "sharc"))
    >>> len(items), any(isinstance(x, BadItem) for x in items)
    (641, False)
    """
    name = str(path)
    id_key = ID_KEYS[kind]
    for index, item in enumerate(read_json_list(path)):
        try:
            yield check_item(item, kind, index, name)
        except DataFileError as exc:
            item_id = item.get(id_key) if isinstance(item, dict) else None
            item_id = item_id if _is_id(item_id) else None
            yield BadItem(index=index, item_id=item_id, error=exc, raw=item)


def check_unique_ids(entries: Sequence[dict | BadItem], kind: str, path: str | Path = "") -> None:
    """Refuse a file where two items share an id: a run's predictions are keyed by id, so
    the second answer would overwrite the first in any scorer.

    Parameters
    ----------
    entries : sequence of dict or BadItem
        As :func:`iter_items` gives them (a bad item's id counts where it has one).
    kind : str
        One of :data:`KINDS`.
    path : str or Path
        The file, for the message.

    Raises
    ------
    DataFileError
        Naming the id and the positions of both items.

    Examples
    --------
    >>> check_unique_ids([{"utterance_id": "a"}, {"utterance_id": "b"}], "sharc")
    >>> check_unique_ids([{"utterance_id": "a"}, {"utterance_id": "b"}, {"utterance_id": "a"}],
    ...                  "sharc", "d.json")
    Traceback (most recent call last):
    ...
    ruleparse.errors.DataFileError: [RW400] d.json: item 2: utterance_id 'a' is also item 0's; predictions are keyed by id, so one answer would overwrite the other: give each utterance its own id
    """
    id_key = ID_KEYS[kind]
    first: dict = {}
    for index, entry in enumerate(entries):
        item_id = entry.item_id if isinstance(entry, BadItem) else entry.get(id_key)
        if not _is_id(item_id):
            continue
        if item_id in first:
            raise DataFileError(
                f"{id_key} {item_id!r} is also item {first[item_id]}'s; predictions are keyed "
                "by id, so one answer would overwrite the other: give each utterance its own id",
                path=str(path),
                where=f"item {index}",
            )
        first[item_id] = index


def check_gold_items(items: Sequence, path: str | Path) -> None:
    """Refuse a gold or data file with no items: its scores would be a false 0.00.

    >>> check_gold_items([], "gold.json")
    Traceback (most recent call last):
    ...
    ruleparse.errors.DataFileError: [RW400] gold.json: has no items, so there is nothing to score; give a file with at least one item
    """
    if not items:
        raise DataFileError(
            "has no items, so there is nothing to score; give a file with at least one item",
            path=str(path),
        )


def load_items(path: str | Path, kind: str) -> tuple[dict, ...]:
    """Load a whole file of the given kind, refusing it at the first bad item.

    Parameters
    ----------
    path : str or Path
        The file.
    kind : str
        One of :data:`KINDS`.

    Returns
    -------
    tuple of dict
        The items in file order.

    Raises
    ------
    DataFileError
        Naming the file, and the index of the first bad item.

    Examples
    --------
    >>> gold = load_items(DEFAULT_DATA["tweetqa"], "tweetqa")
    >>> len(gold), sorted(gold[0])
    (543, ['Answer', 'Question', 'Tweet', 'qid'])
    """
    items = []
    for entry in iter_items(path, kind):
        if isinstance(entry, BadItem):
            raise entry.error
        items.append(entry)
    return tuple(items)


@dataclass(frozen=True)
class IdMatch:
    """Gold and predicted answers matched by id, as the official scorers' dicts match them.

    For a repeated id the last record counts.  ``missing`` are gold ids with
    no prediction, ``unknown`` predicted ids not in the gold, and the
    ``repeated_*`` tuples the ids that occur more than once; all in file order.
    """

    gold: dict
    predicted: dict
    missing: tuple
    unknown: tuple
    repeated_gold: tuple
    repeated_predictions: tuple

    def notes(self, ids: str, missing_means: str) -> list[str]:
        """Sentences about what did not match; ``ids`` names the ids (``qids``)."""
        notes = []
        if self.missing:
            notes.append(
                f"{len(self.missing)} gold {ids} have no prediction and {missing_means}: "
                f"{_few(self.missing)}"
            )
        if self.unknown:
            notes.append(
                f"{len(self.unknown)} predicted {ids} are not in the gold file, ignored: "
                f"{_few(self.unknown)}"
            )
        for side, repeated in (
            ("gold", self.repeated_gold),
            ("predicted", self.repeated_predictions),
        ):
            if repeated:
                notes.append(
                    f"{len(repeated)} {side} {ids} repeat; the last record counts: {_few(repeated)}"
                )
        return notes

    def counts(self) -> dict:
        """The counts that a score reports."""
        return {
            "missing": len(self.missing),
            "unknown": len(self.unknown),
            "duplicate_gold": len(self.repeated_gold),
            "duplicate_predictions": len(self.repeated_predictions),
        }


def _few(ids: tuple, shown: int = 5) -> str:
    text = ", ".join(str(i) for i in ids[:shown])
    return text + (f" and {len(ids) - shown} more" if len(ids) > shown else "")


def _index(items: Sequence[dict], id_key: str, value_key: str) -> tuple[dict, tuple]:
    table: dict = {}
    repeated: dict = {}
    for item in items:
        if item[id_key] in table:
            repeated[item[id_key]] = None
        table[item[id_key]] = item[value_key]
    return table, tuple(repeated)


def match_ids(
    gold: Sequence[dict],
    predictions: Sequence[dict],
    id_key: str,
    gold_key: str,
    prediction_key: str,
) -> IdMatch:
    """Match predictions to gold items by id.

    Parameters
    ----------
    gold, predictions : sequence of dict
        Validated items.
    id_key : str
        ``utterance_id`` or ``qid``.
    gold_key, prediction_key : str
        The keys of the gold and the predicted answer.

    Returns
    -------
    IdMatch

    Examples
    --------
    >>> match = match_ids([{"qid": "a", "Answer": ["x"]}],
    ...                   [{"qid": "b", "Answer": "y"}, {"qid": "b", "Answer": "z"}],
    ...                   "qid", "Answer", "Answer")
    >>> match.predicted, match.missing, match.unknown, match.repeated_predictions
    ({'b': 'z'}, ('a',), ('b',), ('b',))
    """
    gold_answers, repeated_gold = _index(gold, id_key, gold_key)
    predicted, repeated_predictions = _index(predictions, id_key, prediction_key)
    return IdMatch(
        gold=gold_answers,
        predicted=predicted,
        missing=tuple(i for i in gold_answers if i not in predicted),
        unknown=tuple(i for i in predicted if i not in gold_answers),
        repeated_gold=repeated_gold,
        repeated_predictions=repeated_predictions,
    )
