"""Extractive TweetQA reader: a fine-tuned MiniLM-L6 run with onnxruntime.

The question and a readable form of the tweet (see :mod:`neural.tweet_text`)
go through the int8 ONNX model; the best span (start <= end, at most
``max_answer_tokens`` word pieces) is decoded from the start/end logits and
trimmed to the form people write.  The model, tokenizer and word list are
loaded lazily, once per model directory.

Train a model with ``rulewise train tweetqa`` (see :mod:`neural.train_tweetqa`).
"""

from __future__ import annotations

import json
import os
from functools import lru_cache
from pathlib import Path

from neural.tweet_text import clean_answer, prepare_tweet, vocab_words
from ruleparse.errors import InputError, ModelError

__all__ = ["DEFAULT_MODEL_DIR", "answer", "answer_batch", "decode_span", "load_reader"]

DEFAULT_MODEL_DIR = Path(__file__).resolve().parent / "models" / "tweetqa-minilm"
TRAIN_COMMAND = (
    "rulewise train tweetqa --data data/tweetqa/train.json --out neural/models/tweetqa-minilm"
)


@lru_cache(maxsize=4)
def _load(model_dir: str, model_file: str):
    path = Path(model_dir) / model_file
    tok_path = Path(model_dir) / "tokenizer.json"
    for needed in (path, tok_path):
        if not needed.is_file():
            raise ModelError(
                f"TweetQA reader file {needed} is missing; train one with `{TRAIN_COMMAND}`"
            )
    try:
        import onnxruntime as ort
        from tokenizers import Tokenizer
    except ImportError as exc:
        raise ModelError(
            f"{exc.name} is not installed; install the neural extra: pip install -e '.[neural]'"
        ) from exc
    settings_path = Path(model_dir) / "reader.json"
    settings = json.loads(settings_path.read_text()) if settings_path.is_file() else {}
    max_len = int(settings.get("max_len", 128))
    tokenizer = Tokenizer.from_file(str(tok_path))
    tokenizer.no_padding()
    # longest_first cuts the tweet as training did ("only_second") unless a question
    # is longer than the tweet, where "only_second" would fail outright.
    tokenizer.enable_truncation(max_length=max_len, strategy="longest_first")
    opts = ort.SessionOptions()
    opts.log_severity_level = 3
    try:
        session = ort.InferenceSession(str(path), opts, providers=["CPUExecutionProvider"])
    except Exception as exc:  # onnxruntime raises its own untyped errors
        raise ModelError(f"cannot load TweetQA reader {path}: {exc}") from exc
    return session, tokenizer, vocab_words(str(tok_path)), settings


def load_reader(model_dir: str | os.PathLike | None = None, model_file: str = "model.onnx"):
    """Load (once) and return the reader's ONNX session, tokenizer, word list and settings.

    Raises
    ------
    ModelError
        If the model or tokenizer file is missing, naming the path and the
        command that trains it.
    """
    return _load(str(model_dir or DEFAULT_MODEL_DIR), model_file)


def decode_span(start_logits, end_logits, allowed, max_tokens: int = 10) -> tuple[int, int, float]:
    """The best answer span ``(start, end)`` (inclusive token indices) and its score.

    Only tokens where ``allowed`` is true (the tweet's tokens) may start or
    end a span; the span has ``start <= end < start + max_tokens``.

    Examples
    --------
    >>> import numpy as np
    >>> decode_span(np.array([0., 5, 1, 0]), np.array([0., 1, 4, 9]),
    ...             np.array([False, True, True, False]))
    (1, 2, 9.0)
    """
    import numpy as np

    allowed = np.asarray(allowed, dtype=bool)
    s = np.where(allowed, start_logits, -np.inf)
    e = np.where(allowed, end_logits, -np.inf)
    n = len(s)
    scores = s[:, None] + e[None, :]
    i, j = np.indices((n, n))
    scores = np.where((j >= i) & (j < i + max_tokens), scores, -np.inf)
    best = int(np.argmax(scores))
    bi, bj = divmod(best, n)
    return bi, bj, float(scores[bi, bj])


def _word_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """Widen a span that starts or ends inside a word (a stray word piece) to whole words."""
    while start > 0 and text[start - 1].isalnum() and text[start].isalnum():
        start -= 1
    while end < len(text) and text[end].isalnum() and text[end - 1].isalnum():
        end += 1
    return start, end


def _check_item(item, index: int) -> tuple[str, str]:
    if not isinstance(item, dict):
        raise InputError(f"item {index} is not a dict with Tweet and Question")
    tweet, question = item.get("Tweet"), item.get("Question")
    for name, value in (("Tweet", tweet), ("Question", question)):
        if not isinstance(value, str) or not value.strip():
            raise InputError(f"item {index}: {name} is empty or not text; give a non-empty string")
    return tweet, question


def answer_batch(
    items: list[dict],
    *,
    model_dir: str | os.PathLike | None = None,
    model_file: str = "model.onnx",
    batch_size: int = 32,
) -> list[str]:
    """Answer TweetQA items, each a dict with ``Tweet`` and ``Question``.

    Parameters
    ----------
    items : list of dict
        TweetQA rows; other keys are ignored.
    model_dir : path, optional
        A directory made by ``rulewise train tweetqa``; defaults to the
        committed model in ``neural/models/tweetqa-minilm``.
    model_file : str
        The ONNX file in ``model_dir`` (``model.onnx`` is the int8 model).
    batch_size : int
        Questions per ONNX call.

    Returns
    -------
    list of str
        One answer per item, a span of the (readable) tweet.

    Raises
    ------
    InputError
        If an item's tweet or question is empty or not text (checked before
        any work is done, naming the item).
    ModelError
        If the model is missing.

    Examples
    --------
    >>> answer_batch([{"Tweet": "Kemba Walker hits the game winner for UConn! #MarchMadness",
    ...                "Question": "who hit the game winner?"}])
    ['Kemba Walker']
    """
    import numpy as np

    pairs = [_check_item(item, i) for i, item in enumerate(items)]
    session, tokenizer, words, settings = load_reader(model_dir, model_file)
    max_tokens = int(settings.get("max_answer_tokens", 10))
    answers: list[str] = []
    for k in range(0, len(pairs), batch_size):
        chunk = pairs[k : k + batch_size]
        texts = [prepare_tweet(tweet, words) for tweet, _ in chunk]
        encs = tokenizer.encode_batch([(q, t.text) for (_, q), t in zip(chunk, texts, strict=True)])
        n = max(len(e.ids) for e in encs)
        ids = np.zeros((len(encs), n), dtype=np.int64)
        types = np.zeros_like(ids)
        mask = np.zeros_like(ids)
        for i, e in enumerate(encs):
            ids[i, : len(e.ids)] = e.ids
            types[i, : len(e.ids)] = e.type_ids
            mask[i, : len(e.ids)] = 1
        start_logits, end_logits = session.run(
            ["start_logits", "end_logits"],
            {"input_ids": ids, "attention_mask": mask, "token_type_ids": types},
        )
        for i, (enc, tt) in enumerate(zip(encs, texts, strict=True)):
            allowed = np.array(
                [sid == 1 for sid in enc.sequence_ids] + [False] * (n - len(enc.ids))
            )
            if not allowed.any():
                answers.append("")
                continue
            si, ei, _ = decode_span(start_logits[i], end_logits[i], allowed, max_tokens)
            start, end = _word_bounds(tt.text, enc.offsets[si][0], enc.offsets[ei][1])
            if 0 < tt.body_end < end and start < tt.body_end:
                end = tt.body_end  # an answer from the tweet's words stops before the author line
            answers.append(clean_answer(tt.text[start:end]))
    return answers


def answer(tweet: str, question: str, **kwargs) -> str:
    """Answer one question about one tweet with a span of the tweet.

    Parameters
    ----------
    tweet, question : str
        Non-empty text.
    **kwargs
        ``model_dir`` and ``model_file``, as for :func:`answer_batch`.

    Raises
    ------
    InputError
        If the tweet or the question is empty.
    ModelError
        If the model is missing, naming the path and the command that trains it.

    Examples
    --------
    >>> answer("Safe travels! #InTheUnlikelyEvent— Jay Sean (@jaysean) December 1, 2013",
    ...        "who tweeted this?")
    'Jay Sean'
    """
    for name, value in (("tweet", tweet), ("question", question)):
        if not isinstance(value, str) or not value.strip():
            raise InputError(f"the {name} is empty or not text; give a non-empty string")
    return answer_batch([{"Tweet": tweet, "Question": question}], **kwargs)[0]
