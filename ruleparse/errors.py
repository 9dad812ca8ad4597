"""The one exception hierarchy of rulewise.

Every error the project raises on purpose derives from :class:`RulewiseError`.
Each carries a short code (``RW1xx`` input, ``RW2xx`` parsing, ``RW3xx``
reasoning, ``RW4xx`` data files, ``RW5xx`` models) so that a message can be
looked up, and errors about text carry the span so they can show a caret.
"""

from __future__ import annotations


class RulewiseError(Exception):
    """Root of every error rulewise raises on purpose."""

    code = "RW000"

    def __init__(self, message: str) -> None:
        super().__init__(f"[{self.code}] {message}")
        self.message = message


class InputError(RulewiseError):
    """The caller gave input that cannot be processed (empty, not text, too big)."""

    code = "RW100"


class RuleParseError(RulewiseError):
    """Rule text that cannot be turned into a logical form at all.

    Parameters
    ----------
    message : str
        What went wrong and what to do.
    text : str
        The text being parsed.
    start, end : int
        The character span at fault, within ``text``.
    """

    code = "RW200"

    def __init__(self, message: str, text: str = "", start: int = 0, end: int = 0) -> None:
        self.text = text
        self.start = start
        self.end = end
        super().__init__(message)

    def show(self) -> str:
        """The offending line of the text with a caret under the failing span."""
        if not self.text:
            return self.message
        line_start = self.text.rfind("\n", 0, self.start) + 1
        line_end = self.text.find("\n", self.start)
        line_end = len(self.text) if line_end < 0 else line_end
        col = self.start - line_start
        width = max(1, min(self.end, line_end) - self.start)
        return f"{self.text[line_start:line_end]}\n{' ' * col}{'^' * width}\n{self.message}"


class ReasoningError(RulewiseError):
    """The reasoner could not reach a verdict (for example a solver timeout)."""

    code = "RW300"


class SolverTimeout(ReasoningError):
    """Z3 answered ``unknown`` within its time limit; never read as False."""

    code = "RW301"


class DataFileError(RulewiseError):
    """A data or prediction file is missing, not JSON, or not of the expected shape."""

    code = "RW400"

    def __init__(self, message: str, path: str = "", where: str = "") -> None:
        self.path = path
        self.where = where
        location = f"{path}{': ' + where if where else ''}"
        super().__init__(f"{location}: {message}" if location else message)


class ModelError(RulewiseError):
    """A neural model is not installed, not trained yet, or failed to load."""

    code = "RW500"


def check_unicode(text: str, what: str) -> None:
    """Raise :class:`InputError` where ``text`` holds a lone surrogate (not Unicode text).

    Bytes read with ``errors="surrogateescape"`` (or a JSON ``"\\ud800"``) give such a
    string; spaCy and every writer of UTF-8 fail on it deep inside.

    >>> check_unicode("I am 16.", "the scenario")
    >>> check_unicode("I am \\ud800 16.", "the scenario")
    Traceback (most recent call last):
    ...
    ruleparse.errors.InputError: [RW100] the scenario has a lone surrogate '\\ud800' at character 5, which is not Unicode text; decode the input as UTF-8 and remove it
    """
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InputError(
            f"{what} has a lone surrogate {text[exc.start]!r} at character {exc.start}, "
            "which is not Unicode text; decode the input as UTF-8 and remove it"
        ) from None


#: The longest run of characters without a space that is read.  spaCy's tokenizer peels
#: marks off a run one at a time, searching the rest each time: 10,000 ")" took 26 s,
#: 40,000 several minutes.  The train pages' longest run is 24; a long URL is a few hundred.
MAX_RUN_CHARS = 1_000


def check_runs(text: str, what: str) -> None:
    """Raise :class:`InputError` where ``text`` has a run of more than
    :data:`MAX_RUN_CHARS` characters with no space in it (no word is that long).

    >>> check_runs("I live in Wales.", "the scenario")
    >>> check_runs("I am " + ")" * 2000, "the scenario")
    Traceback (most recent call last):
    ...
    ruleparse.errors.InputError: [RW100] the scenario has 2,000 characters without a space at character 5; no word is over 1,000 characters: put spaces between the words
    """
    import re

    run = re.search(rf"\S{{{MAX_RUN_CHARS + 1},}}", text)
    if run is not None:
        raise InputError(
            f"{what} has {len(run.group()):,} characters without a space at character "
            f"{run.start()}; no word is over {MAX_RUN_CHARS:,} characters: put spaces "
            "between the words"
        )
