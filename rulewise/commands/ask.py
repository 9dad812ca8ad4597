"""``rulewise ask``: hold the dialog - ask the follow-up questions one by one, then give the verdict."""

from __future__ import annotations

import argparse
import datetime
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

#: Replies accepted for each answer; anything else is asked again.
REPLIES = {
    "yes": ("y", "yes", "yeah", "yep", "true"),
    "no": ("n", "no", "nope", "false"),
    "unknown": (
        "?",
        "dk",
        "idk",
        "unknown",
        "not sure",
        "unsure",
        "no idea",
        "don't know",
        "dont know",
        "don’t know",
        "do not know",
        "i don't know",
        "i dont know",
        "i don’t know",
        "i do not know",
    ),
}
MAX_TURNS = 50


def parse_reply(text: str) -> str | None:
    """``"yes"``, ``"no"``, ``"unknown"`` (don't know), the reply itself where it gives an
    amount ("17", "about £90 a week": the engine reads it against the threshold asked), or
    None for a reply that is none of these.

    >>> [parse_reply(t) for t in ("Y", " no ", "?", "don't know", "maybe", "I'm 17.")]
    ['yes', 'no', 'unknown', 'unknown', None, "I'm 17"]
    """
    said = " ".join(text.strip().split()).rstrip(".!")
    text = said.lower()
    for answer, words in REPLIES.items():
        if text in words:
            return answer
    if _AMOUNT.search(said):
        return said
    return None


_AMOUNT = re.compile(r"\d")


@dataclass(frozen=True)
class Session:
    """How a dialog ended: the last verdict, the turns taken, and why it stopped.

    ``stopped`` is empty when the engine reached Yes, No or Irrelevant;
    otherwise ``"unknown"`` (only conditions the user could not answer are
    left), ``"eof"`` (no more answers), ``"repeat"`` (the engine asked about a
    condition again: a guard against loops) or ``"limit"``.
    """

    verdict: object
    history: tuple[dict, ...] = ()
    unknown: tuple = ()
    stopped: str = ""
    note: str = ""
    missing: tuple = field(default=())

    @property
    def label(self) -> str:
        """The verdict for its last line: Yes, No, Irrelevant or "can't tell yet: missing ..."."""
        if not self.stopped:
            return self.verdict.answer
        texts = list(dict.fromkeys(c.text for c in self.missing))
        return "can't tell yet: missing " + ("; ".join(texts) if texts else "an answer")


def converse(
    rule: str,
    question: str,
    reply: Callable[[str], str | None],
    scenario: str = "",
    today: datetime.date | None = None,
    history: Sequence[dict] = (),
) -> Session:
    """Run a dialog: ask ``reply`` each follow-up question until the engine reaches a verdict.

    Parameters
    ----------
    rule, question, scenario, today
        As for :func:`reasoner.decide`.
    reply : callable
        Given a follow-up question, returns ``"yes"``, ``"no"``, ``"unknown"``
        (the user does not know: that condition is not asked again, and if
        nothing else can settle the question the verdict stays open), an
        answer that gives an amount ("17"), or None to stop (end of input).
    history : sequence of dict
        Turns already taken.

    Returns
    -------
    Session

    Examples
    --------
    >>> rule = "You can get the grant if you're 16 or over and you live in Wales."
    >>> answers = iter(["yes", "yes"])
    >>> session = converse(rule, "Can I get the grant?", lambda q: next(answers))
    >>> [turn["follow_up_question"] for turn in session.history], session.label
    (['Are you 16 or over?', 'Do you live in Wales?'], 'Yes')
    >>> converse(rule, "Can I get the grant?", lambda q: "unknown").label
    "can't tell yet: missing you're 16 or over; you live in Wales"
    """
    from qgen.phrase import phrase_question
    from reasoner import decide
    from ruleparse.types import Comparison

    history = list(history)
    unknown: list = []
    asked: set[str] = set()
    answered: set[str] = set()
    verdict = None
    for _ in range(MAX_TURNS):
        verdict = decide(rule, question, scenario, history, today=today)
        if not verdict.is_question:
            return Session(verdict, tuple(history), tuple(unknown))
        skipped = {c.key for c in unknown}
        open_ = [c for c in verdict.missing if c.key not in skipped]
        if not open_:
            return Session(
                verdict,
                tuple(history),
                tuple(unknown),
                "unknown",
                "the rest depends on what you did not know",
                tuple(unknown) + tuple(verdict.missing),
            )
        leaf = open_[0]
        text = (
            verdict.answer
            if verdict.asked is not None and verdict.asked.key == leaf.key
            else phrase_question(leaf)
        )
        if leaf.key in answered or text in asked:
            note = (
                f"the engine asked {text!r} again after it was answered; stopping here "
                "(it could not match the answer to the rule's condition)"
            )
            return Session(
                verdict,
                tuple(history),
                tuple(unknown),
                "repeat",
                note,
                tuple(unknown) + tuple(verdict.missing),
            )
        asked.add(text)
        answer = reply(text)
        if answer is None:
            return Session(
                verdict,
                tuple(history),
                tuple(unknown),
                "eof",
                "no more answers",
                tuple(unknown) + tuple(verdict.missing),
            )
        if answer == "unknown":
            unknown.append(leaf)
            continue
        if answer not in ("yes", "no") and not isinstance(leaf, Comparison):
            asked.discard(text)  # an amount answers only a question about one: asked again
            continue
        answered.add(leaf.key)
        said = answer.capitalize() if answer in ("yes", "no") else answer
        history.append({"follow_up_question": text, "follow_up_answer": said})
    return Session(
        verdict,
        tuple(history),
        tuple(unknown),
        "limit",
        f"stopped after {MAX_TURNS} questions",
        tuple(unknown) + tuple(getattr(verdict, "missing", ())),
    )


def add_parser(subparsers) -> None:
    from rulewise.render import HelpFormatter, add_dialog_arguments, add_rule_arguments

    parser = subparsers.add_parser(
        "ask",
        help="ask a question about a rule and answer its follow-up questions (interactive)",
        description=(
            "Hold the dialog a caseworker would: ask the follow-up questions the rule still "
            "needs, one at a time, then give the verdict (Yes, No or Irrelevant). Answer "
            "yes, no or don't know (y / n / ?), or give the amount asked about ('17', "
            "'£90 a week'). 'Don't know' stops asking about that "
            "condition; if nothing else settles the question the verdict is 'can't tell "
            "yet'. When standard input is not a terminal the answers are read one per line "
            "and the verdict is the last line printed ('Verdict: Yes')."
        ),
        epilog=(
            "examples:\n"
            "  rulewise ask --rule-file rulewise/data/demo_rule.md --question 'Will my tax credits end?'\n"
            "  printf 'yes\\nno\\n' | rulewise ask --rule \"You can claim if you're 16 or over "
            "and you live in Wales.\" --question 'Can I claim?'"
        ),
        formatter_class=HelpFormatter,
    )
    add_rule_arguments(parser, question="required")
    add_dialog_arguments(parser)
    parser.set_defaults(run=run)


def _terminal_reply(question: str) -> str | None:
    while True:
        try:
            text = input(f"{question} [yes/no/?/an amount] ")
        except EOFError:
            print()
            return None
        answer = parse_reply(text)
        if answer is not None:
            return answer
        print("  Please answer yes, no, ? (don't know), or the amount asked about.")


def _piped_reply(question: str) -> str | None:
    print(f"Q: {question}")
    for line in sys.stdin:
        answer = parse_reply(line)
        if answer is not None:
            print(f"A: {'don’t know' if answer == 'unknown' else answer}")
            return answer
        print(
            f"  {line.strip()!r} is not an answer: expected yes, no, ? (don't know), or the "
            "amount asked about"
        )
    return None


def run(args: argparse.Namespace) -> int:
    from rulewise.render import read_rule

    rule = read_rule(args.rule, args.rule_file)
    today = args.today or datetime.date.today()
    interactive = sys.stdin.isatty()
    reply = _terminal_reply if interactive else _piped_reply
    if interactive:
        print(f"{args.question}  (answer yes, no or ? for don't know; Ctrl-D stops)")
    session = converse(rule, args.question, reply, args.scenario, today)
    verdict = session.verdict
    if not session.stopped and verdict.answer in ("Yes", "No"):
        deciding = verdict.deciding or verdict.findings
        if deciding:
            print("Decided by:")
            for finding in deciding:
                value = "yes" if finding.value.name == "TRUE" else "no"
                where = {"history": "your answer", "scenario": "the scenario"}.get(
                    finding.source, finding.source
                )
                print(f"  - {finding.condition.text}: {value} (from {where})")
    elif not session.stopped:
        for reason in verdict.reasons:
            print(f"  ({reason})")
    if session.note:
        print(f"Stopped: {session.note}.")
    print(f"Verdict: {session.label}")
    return 0
