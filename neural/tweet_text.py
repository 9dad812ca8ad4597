"""Tweet-aware text preparation for the TweetQA reader.

TweetQA's error analysis found extractive readers stumbling on tweet markup:
hashtags and handles that hide words (``#InTheUnlikelyEvent``), and the author
line (``— Jay Sean (@jaysean) December 1, 2013``) that answers "who wrote
this?" questions.  :func:`prepare_tweet` rewrites a tweet into readable text
and keeps, for every character, the span of the original tweet it came from,
so that an answer found in the readable text can be mapped back.

Everything here is plain Python (no model), so it is cheap to import and test.
"""

from __future__ import annotations

import html
import re
import string
from dataclasses import dataclass
from functools import lru_cache

__all__ = [
    "TweetText",
    "clean_answer",
    "prepare_tweet",
    "segment_word",
    "split_tag",
    "vocab_words",
]

# Short words a lower-case hashtag may be cut into; longer pieces must be in the word list.
_SHORT_WORDS = frozenset("a i an at by in is it my of on or to we".split())
_MONTHS = (
    "January|February|March|April|May|June|July|August|September|October|November|December"
    "|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec"
)
_DATE = rf"(?:(?:{_MONTHS})\.? \d{{1,2}},? \d{{4}}|\d{{1,2}} (?:{_MONTHS})\.? \d{{4}})"
# "— Name (@handle) Date" at the very end; the dash is often missing in the data.
_AUTHOR_TAIL = r"(?P<paren>\(\s*@(?P<handle>\w+)\s*\))\s*(?P<date>" + _DATE + r")(?P<tail>[^\w]*)$"
_AUTHOR_DASHED = re.compile(
    r"(?P<dash>\s*(?:[—–]|-{1,2}|&mdash;)\s*)(?P<name>[^—–()\n]{0,80}?)\s*" + _AUTHOR_TAIL
)
_AUTHOR = re.compile(_AUTHOR_TAIL)
# Capitalised words (or a handle-like word) just before "(@handle)" when no dash marks the name.
_NAME_BEFORE = re.compile(r"(?:(?<=\s)|^)((?:[A-Z0-9][\w.'’&]*\s+){0,3}[A-Z0-9][\w.'’&]*)\s*$")
_TOKEN = re.compile(r"(?P<tag>[#@])(?P<word>\w+)|(?P<entity>&(?:#\d+|[a-zA-Z]+);)")
_CAMEL = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")
_EDGE_PUNCT = string.punctuation + "“”‘’…—–«»¡¿ \t\n"


@dataclass(frozen=True)
class TweetText:
    """A tweet rewritten for reading, with a map back to the original.

    Attributes
    ----------
    original : str
        The tweet as given.
    text : str
        The readable text.
    starts, ends : tuple of int
        For character ``i`` of ``text``, the span ``original[starts[i]:ends[i]]``
        it was made from.
    author : str
        The author's name from the author line, or ``""``.
    body_end : int
        Where the tweet's own words end in ``text`` (the author line starts
        there), or ``-1`` meaning ``len(text)``.
    """

    original: str
    text: str
    starts: tuple[int, ...]
    ends: tuple[int, ...]
    author: str = ""
    body_end: int = -1

    def to_original(self, start: int, end: int) -> tuple[int, int]:
        """Map the span ``text[start:end]`` to a span of ``original``."""
        if end <= start:
            at = self.starts[start] if start < len(self.text) else len(self.original)
            return at, at
        return self.starts[start], self.ends[end - 1]


def _camel_words(word: str) -> list[str]:
    return [w for w in _CAMEL.findall(word.replace("_", " ")) if w]


def segment_word(word: str, words: frozenset[str] | None = None, max_pieces: int = 3) -> list[str]:
    """Cut an all-lower-case word into dictionary words, fewest pieces first.

    Parameters
    ----------
    word : str
        Lower-case letters, such as a hashtag body.
    words : frozenset of str, optional
        The word list; without one the word is returned whole.
    max_pieces : int
        Give up (return the word whole) if it needs more pieces than this.

    Returns
    -------
    list of str
        The pieces, or ``[word]`` when no confident cut exists.

    Examples
    --------
    >>> segment_word("patriotpride", frozenset({"patriot", "pride", "pat"}))
    ['patriot', 'pride']
    >>> segment_word("qwzx", frozenset({"patriot"}))
    ['qwzx']
    """
    if not words or word in words or not word.isalpha() or len(word) < 6:
        return [word]
    n = len(word)
    # best[i] = (pieces, -shortest piece) for word[:i]; fewer and longer pieces win.
    best: list[tuple[int, int, int] | None] = [None] * (n + 1)
    best[0] = (0, 0, 0)
    for end in range(1, n + 1):
        for start in range(max(0, end - 20), end):
            piece = word[start:end]
            prev = best[start]
            if prev is None or not (piece in _SHORT_WORDS or (len(piece) >= 3 and piece in words)):
                continue
            cand = (prev[0] + 1, min(prev[1], -len(piece)) if prev[0] else -len(piece), start)
            if best[end] is None or cand[:2] < best[end][:2]:
                best[end] = cand
    if best[n] is None or best[n][0] > max_pieces:
        return [word]
    pieces, end = [], n
    while end > 0:
        start = best[end][2]
        pieces.append(word[start:end])
        end = start
    return pieces[::-1]


def split_tag(tag: str, words: frozenset[str] | None = None) -> str:
    """Turn a hashtag or handle into the words it stands for, in lower case.

    Camel case and digits mark word boundaries; an all-lower-case tag is cut
    with :func:`segment_word` when a word list is given.

    Examples
    --------
    >>> split_tag("#InTheUnlikelyEvent")
    'in the unlikely event'
    >>> split_tag("@Hillary_Clinton")
    'hillary clinton'
    >>> split_tag("#AFCON2015")
    'afcon 2015'
    """
    body = tag.lstrip("#@")
    pieces = _camel_words(body)
    if not pieces:
        return body.lower()
    out: list[str] = []
    for piece in pieces:
        low = piece.lower()
        out.extend(segment_word(low, words) if piece.islower() else [low])
    return " ".join(out)


class _Builder:
    """Accumulates output text pieces with their source spans."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.starts: list[int] = []
        self.ends: list[int] = []

    def copy(self, original: str, start: int, end: int) -> None:
        self.parts.append(original[start:end])
        self.starts.extend(range(start, end))
        self.ends.extend(range(start + 1, end + 1))

    def put(self, text: str, start: int, end: int) -> None:
        self.parts.append(text)
        self.starts.extend([start] * len(text))
        self.ends.extend([end] * len(text))


def _rewrite_body(b: _Builder, tweet: str, start: int, end: int, words) -> None:
    pos = start
    for m in _TOKEN.finditer(tweet, start, end):
        b.copy(tweet, pos, m.start())
        if m.group("entity"):
            b.put(html.unescape(m.group("entity")), m.start(), m.end())
        else:
            b.put(split_tag(m.group(0), words), m.start(), m.end())
        pos = m.end()
    b.copy(tweet, pos, end)


def prepare_tweet(tweet: str, words: frozenset[str] | None = None) -> TweetText:
    """Rewrite a tweet into readable text that keeps a map to the original.

    - ``#hashtags`` and ``@handles`` become the words they stand for;
    - HTML entities (``&amp;``) are decoded;
    - the author line ``— Name (@handle) Date`` becomes
      ``— tweeted by Name (handle) on Date.`` so that questions about who wrote
      the tweet, or who feels something, find the name.

    Parameters
    ----------
    tweet : str
        The tweet text as TweetQA gives it.
    words : frozenset of str, optional
        Word list for cutting all-lower-case hashtags (see :func:`vocab_words`).

    Returns
    -------
    TweetText

    Examples
    --------
    >>> t = prepare_tweet("Safe travels! #InTheUnlikelyEvent— Jay Sean (@jaysean) December 1, 2013")
    >>> t.text
    'Safe travels! in the unlikely event — tweeted by Jay Sean (jaysean) on December 1, 2013.'
    >>> t.author
    'Jay Sean'
    >>> s = t.text.index("unlikely")
    >>> t.original[slice(*t.to_original(s, s + 8))]
    '#InTheUnlikelyEvent'
    """
    b = _Builder()
    author = ""
    text_body_end = -1
    m = _AUTHOR_DASHED.search(tweet) or _AUTHOR.search(tweet)
    if m is None:
        _rewrite_body(b, tweet, 0, len(tweet), words)
    else:
        if "dash" in m.groupdict():
            body_end, name_start, name_end = m.start(), m.start("name"), m.end("name")
        else:
            nm = _NAME_BEFORE.search(tweet, 0, m.start())
            name_start = nm.start(1) if nm else m.start()
            body_end, name_end = name_start, m.start("paren")
        raw = tweet[name_start:name_end]
        name_start += len(raw) - len(raw.lstrip())
        name_end = name_start + len(raw.strip())
        body_end = len(tweet[:body_end].rstrip())
        _rewrite_body(b, tweet, 0, body_end, words)
        text_body_end = sum(len(part) for part in b.parts)
        b.put(" — tweeted by " if body_end else "tweeted by ", body_end, name_start)
        if name_end > name_start:
            author = tweet[name_start:name_end]
            _rewrite_body(b, tweet, name_start, name_end, words)
            b.put(" ", name_end, name_end)
        b.put("(", m.start("paren"), m.start("handle"))
        b.copy(tweet, m.start("handle"), m.end("handle"))
        b.put(") on ", m.end("handle"), m.start("date"))
        b.copy(tweet, m.start("date"), m.end("date"))
        b.put(".", m.end("date"), len(tweet))
    return TweetText(
        original=tweet,
        text="".join(b.parts),
        starts=tuple(b.starts),
        ends=tuple(b.ends),
        author=author,
        body_end=text_body_end,
    )


def clean_answer(span: str) -> str:
    """Trim an extracted span to the form people write: no stray edge punctuation.

    Examples
    --------
    >>> clean_answer(' "Kemba!", ')
    'Kemba'
    >>> clean_answer("(jaysean)")
    'jaysean'
    >>> clean_answer("U.S.")
    'U.S.'
    """
    text = " ".join(span.split())
    core = text.strip(_EDGE_PUNCT)
    if not core:
        return text.strip()
    # keep a final period that belongs to an abbreviation such as "U.S."
    start = text.find(core)
    end = start + len(core)
    if end < len(text) and text[end] == "." and re.search(r"(?:^|\W)(?:\w\.)+\w$", core):
        end += 1
    return text[start:end]


@lru_cache(maxsize=4)
def vocab_words(tokenizer_json: str) -> frozenset[str]:
    """Whole alphabetic words of a WordPiece ``tokenizer.json``, as a word list.

    Parameters
    ----------
    tokenizer_json : str
        Path to a Hugging Face ``tokenizer.json`` with a WordPiece vocabulary.
    """
    import json

    with open(tokenizer_json, encoding="utf-8") as fh:
        vocab = json.load(fh)["model"]["vocab"]
    return frozenset(w for w in vocab if w.isalpha() and w.isascii() and w.islower())
