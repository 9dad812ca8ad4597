"""Text renderings of what the engine builds: the logical form, the decision tree, a verdict's reasons.

Every function here returns a string (or, for :func:`to_json`, plain data) and
prints nothing, so the CLI commands stay thin and the renderings can be tested
and reused.  The last section reads what the commands share as input: a rule
given inline or as a file, a dialog history as JSON, and their arguments.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import textwrap
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ruleparse.errors import DataFileError
from ruleparse.types import (
    And,
    Comparison,
    Conclusion,
    Condition,
    Not,
    Or,
    ParsedRules,
    Rule,
    Span,
    Truth,
)

# ANSI colours for condition states on a terminal.
_ANSI = {
    "met": "\033[1;32m",
    "failed": "\033[1;31m",
    "missing": "\033[1;33m",
    "unused": "\033[4m",
    "reset": "\033[0m",
}
#: What each state of a condition means, for legends.
STATES = {
    "met": "holds",
    "failed": "does not hold",
    "missing": "still to be settled",
    "unused": "not needed for this verdict",
}


def _span_json(span: Span, text: str | None) -> dict:
    out: dict = {"span": [span.start, span.end]}
    if text is not None:
        out["span_text"] = span.of(text)
    return out


def to_json(obj, text: str | None = None):
    """Plain JSON-able data for a logical form (or any node of one).

    Parameters
    ----------
    obj : ParsedRules, Rule, Conclusion, Condition, Comparison, And, Or, Not or None
        What to convert.
    text : str, optional
        The rule text the spans point into; when given, each node also gets
        ``span_text``.  A :class:`ParsedRules` supplies its own.

    Returns
    -------
    dict or None
        Each node has ``type``, ``span`` ([start, end)), ``source`` and
        ``confidence``; ``and``/``or`` have ``items``, ``not`` has ``item``.

    Examples
    --------
    >>> from ruleparse.types import Provenance
    >>> a = Condition("you're 16 or over", Provenance(Span(17, 34)))
    >>> to_json(Not(a))["item"]["text"]
    "you're 16 or over"
    >>> to_json(a, "You can claim if you're 16 or over.")["span_text"]
    "you're 16 or over"
    """
    if obj is None:
        return None
    if isinstance(obj, ParsedRules):
        return {
            "type": "rules",
            "heading": obj.heading,
            "headings": [
                {"text": h.text, "level": h.level, **_span_json(h.span, obj.text)}
                for h in obj.headings
            ],
            "parsed": obj.parsed,
            "rules": [to_json(rule, obj.text) for rule in obj.rules],
            "unparsed": [_span_json(span, obj.text) for span in obj.unparsed],
            "text": obj.text,
        }
    prov = obj.provenance
    out: dict = {"type": type(obj).__name__.lower()}
    out.update(_span_json(prov.span, text))
    out["source"] = prov.source
    out["confidence"] = round(prov.confidence, 3)
    if isinstance(obj, Rule):
        out["conclusion"] = to_json(obj.conclusion, text)
        out["condition"] = to_json(obj.condition, text)
    elif isinstance(obj, Conclusion):
        out["text"] = obj.text
        out["positive"] = obj.positive
    elif isinstance(obj, (Condition, Comparison)):
        out["key"] = obj.key
        out["text"] = obj.text
        out["lead_in"] = obj.lead_in
        if isinstance(obj, Comparison):
            out.update(
                quantity=obj.quantity, op=obj.op, value=obj.value, unit=obj.unit, upper=obj.upper
            )
    elif isinstance(obj, Not):
        out["item"] = to_json(obj.item, text)
    elif isinstance(obj, (And, Or)):
        out["items"] = [to_json(item, text) for item in obj.items]
    else:
        raise TypeError(f"no JSON form for {type(obj).__name__}")
    return out


def shorten(text: str, width: int = 60) -> str:
    """One line of at most ``width`` characters, cut in the middle with an ellipsis.

    >>> shorten("you work and pay National Insurance contributions in the UK", 30)
    'you work and pay Na… in the UK'
    """
    text = " ".join(text.split())
    if len(text) <= width:
        return text
    head = (width - 1) * 2 // 3
    return f"{text[:head]}…{text[len(text) - (width - 1 - head) :]}"


def _where(span: Span, text: str) -> str:
    if span.end <= span.start:
        return "[no span]"
    return f'[{span.start}:{span.end}] "{shorten(span.of(text))}"'


def _origin(node) -> str:
    prov = node.provenance
    return f"({prov.source}, {prov.confidence:.2f})"


def _number(value: float, quantity: str) -> str:
    """A date as one (its value is a day number), any other amount in full, to two
    decimals at most: "1953-04-06", "2,000,000", "114.99"."""
    if quantity == "date":
        return _dt.date.fromordinal(int(value)).isoformat()
    return f"{value:,.2f}".rstrip("0").rstrip(".")


def _reads(node: Condition | Comparison, text: str) -> str:
    """What a condition reads when that is not its span's words: an item a shared clause
    was distributed over ("England" of "you've been in England, Scotland or Wales for at
    least 2 of the last 3 years") reads the clause with it."""
    if " ".join(node.text.split()) == " ".join(node.provenance.span.of(text).split()):
        return ""
    return f' reads "{shorten(node.text, 80)}"'


def _comparison(node: Comparison) -> str:
    unit = f" {node.unit}" if node.unit and node.quantity != "date" else ""
    value = _number(node.value, node.quantity)
    if node.op == "between" and node.upper is not None:
        upper = _number(node.upper, node.quantity)
        return f"{node.quantity} between {value} and {upper}{unit}"
    return f"{node.quantity} {node.op} {value}{unit}"


def _expr_lines(node, text: str, depth: int) -> Iterable[str]:
    pad = "  " * depth
    if isinstance(node, Condition | Comparison):
        kind = f"comparison {_comparison(node)}" if isinstance(node, Comparison) else "condition"
        lead = f'  after "{node.lead_in}"' if node.lead_in else ""
        yield f"{pad}{kind} {_where(node.provenance.span, text)}{_reads(node, text)} {_origin(node)}{lead}"
    elif isinstance(node, Not):
        yield f"{pad}NOT {_where(node.provenance.span, text)}"
        yield from _expr_lines(node.item, text, depth + 1)
    else:
        kind = "AND" if isinstance(node, And) else "OR"
        yield f"{pad}{kind} {_where(node.provenance.span, text)}"
        for item in node.items:
            yield from _expr_lines(item, text, depth + 1)


def format_logical_form(parsed: ParsedRules) -> str:
    """The logical form as an indented tree, each node with its span, text and source.

    Parameters
    ----------
    parsed : ParsedRules
        What :func:`ruleparse.parse.parse_rules` returned.

    Returns
    -------
    str
        One line per node: ``rule``, ``then`` (the conclusion), ``if`` and the
        condition's ``AND``/``OR``/``NOT``/``condition``/``comparison`` nodes,
        each with ``[start:end] "text"`` and ``(source, confidence)``.

    Examples
    --------
    >>> from ruleparse.parse import parse_rules
    >>> print(format_logical_form(parse_rules("You can claim if you're 16 or over and you live in Wales.")))
    ... # doctest: +NORMALIZE_WHITESPACE
    rule 1 [0:57] "You can claim if you're 16 or over and you live in Wales." (grammar, 1.00)
      then [0:13] "You can claim"
      if
        AND [17:56] "you're 16 or over and you live in Wales"
          comparison age >= 16 year [17:34] "you're 16 or over" (grammar, 1.00)
          condition [39:56] "you live in Wales" (grammar, 1.00)
    """
    text = parsed.text
    lines = []
    if parsed.heading:
        lines.append(f"heading: {parsed.heading}")
    # A text of several sections shows where each begins: the rules under a heading are
    # what a question naming it is asked by.
    sections = list(parsed.headings) if len(parsed.headings) > 1 else []
    for number, rule in enumerate(parsed.rules, 1):
        while sections and sections[0].span.start <= rule.provenance.span.start:
            section = sections.pop(0)
            lines.append(f"section {_where(section.span, text)} (level {section.level})")
        lines.append(f"rule {number} {_where(rule.provenance.span, text)} {_origin(rule)}")
        sign = "" if rule.conclusion.positive else " (a refusal)"
        lines.append(f"  then {_where(rule.conclusion.provenance.span, text)}{sign}")
        if rule.condition is None:
            lines.append("  if (no condition: the rule states a fact)")
        else:
            lines.append("  if")
            lines.extend(_expr_lines(rule.condition, text, 2))
    for span in parsed.unparsed:
        lines.append(f"unparsed {_where(span, text)} (kept whole by the fallback)")
    if not parsed.rules:
        lines.append("(no rule found)")
    return "\n".join(lines)


def format_tree(graph) -> str:
    """A decision tree (from ``CompiledRule.to_networkx``) as indented text.

    Parameters
    ----------
    graph : networkx.DiGraph
        Condition nodes with ``yes``/``no`` edges down to ``Yes``/``No`` leaves.

    Returns
    -------
    str
        ``? condition [start:end]`` for each condition node, its two branches
        below it, and the leaves as ``Yes``/``No``.  Paths that leave the same
        rest of the rule share a subtree: it is written out once, and where it is
        met again its first condition is followed by ``(as above)``, so that the
        text grows with the graph, not with the number of paths through it.

    Examples
    --------
    >>> from reasoner import compile_rule
    >>> graph = compile_rule("You can claim if you're 16 or over and you live in Wales.").to_networkx()
    >>> print(format_tree(graph))
    ? you're 16 or over  [17:34]
    ├─ yes → ? you live in Wales  [39:56]
    │        ├─ yes → Yes
    │        └─ no → No
    └─ no → No
    """
    root = graph.graph.get("root")
    if root is None:
        return "(empty tree)"

    def label(node) -> str:
        data = graph.nodes[node]
        if data.get("kind") == "leaf":
            return str(data.get("label"))
        start, end = data.get("span", (0, 0))
        return f"? {data.get('label')}  [{start}:{end}]"

    lines: list[str] = []
    shown: set = set()
    # A stack, not recursion: a list of a thousand items is a thousand levels deep.
    stack = [(root, "", "")]  # (node, the text before its label, the indent of its branches)
    while stack:
        node, head, prefix = stack.pop()
        if graph.nodes[node].get("kind") != "leaf" and node in shown:
            lines.append(head + label(node) + "  (as above)")
            continue
        shown.add(node)
        lines.append(head + label(node))
        edges = sorted(graph.out_edges(node, data="answer"), key=lambda e: e[2] != "yes")
        for k, (_, child, answer) in reversed(list(enumerate(edges))):
            last = k == len(edges) - 1
            stack.append(
                (
                    child,
                    f"{prefix}{'└─' if last else '├─'} {answer} → ",
                    prefix + ("   " if last else "│  ") + " " * (len(answer) + 3),
                )
            )
    return "\n".join(lines)


def condition_states(
    conditions: Sequence, findings: Sequence, missing: Sequence = ()
) -> dict[str, str]:
    """The state of each condition, by key: ``met``, ``failed``, ``missing`` or ``unused``.

    >>> from reasoner import compile_rule, decide
    >>> rule = "You can claim if you're 16 or over and you live in Wales."
    >>> verdict = decide(rule, "Can I claim?", history=[
    ...     {"follow_up_question": "Do you live in Wales?", "follow_up_answer": "Yes"}])
    >>> condition_states(compile_rule(rule).conditions, verdict.findings, verdict.missing)
    {'c17_34': 'missing', 'c39_56': 'met'}
    """
    values = {f.condition.key: f.value for f in findings}
    missing_keys = {c.key for c in missing}
    states = {}
    for cond in conditions:
        value = values.get(cond.key, Truth.UNKNOWN)
        if value is Truth.TRUE:
            states[cond.key] = "met"
        elif value is Truth.FALSE:
            states[cond.key] = "failed"
        elif cond.key in missing_keys:
            states[cond.key] = "missing"
        else:
            states[cond.key] = "unused"
    return states


def segments(text: str, marks: Sequence[tuple]) -> list[tuple[str, tuple | None]]:
    """The text cut at the marked spans: ``(piece, mark)`` with ``mark`` None between marks.

    Each mark is a tuple whose first item is a :class:`Span`.  Spans that are
    empty, out of the text, or overlap an earlier mark are left unmarked.

    >>> segments("You can claim if you're 16 or over.", [(Span(17, 34), "1")])
    [('You can claim if ', None), ("you're 16 or over", (Span(start=17, end=34), '1')), ('.', None)]
    """
    out, at = [], 0
    for mark in sorted(marks, key=lambda m: m[0].start):
        span = mark[0]
        if span.end <= span.start or span.start < at or span.end > len(text):
            continue
        if span.start > at:
            out.append((text[at : span.start], None))
        out.append((text[span.start : span.end], mark))
        at = span.end
    if at < len(text):
        out.append((text[at:], None))
    return out


def mark_spans(text: str, marks: Sequence[tuple[Span, str, str]], color: bool = False) -> str:
    """The text with each span marked: ANSI colour by state, or ``[label: ...]`` brackets.

    Parameters
    ----------
    text : str
        The rule text.
    marks : sequence of (Span, label, state)
        ``state`` is a key of :data:`STATES`; see :func:`segments` for the
        spans left unmarked.
    color : bool
        ANSI colours (for a terminal) instead of brackets.

    Examples
    --------
    >>> mark_spans("You can claim if you're 16 or over.", [(Span(17, 34), "1", "met")])
    "You can claim if [1: you're 16 or over]."
    """
    out = []
    for piece, mark in segments(text, marks):
        if mark is None:
            out.append(piece)
        elif color:
            _, label, state = mark
            out.append(
                f"{_ANSI.get(state, '')}{piece}{_ANSI['reset']}\033[2m[{label}]{_ANSI['reset']}"
            )
        else:
            out.append(f"[{mark[1]}: {piece}]")
    return "".join(out)


def _source_line(finding) -> str:
    how = {
        "history": "your answer",
        "scenario": "the scenario",
        "solver": "a quantity in the scenario, checked by Z3",
    }
    where = how.get(finding.source, finding.source)
    if finding.neural:
        where += " (neural fallback)"
    return f'{where}: "{shorten(finding.evidence, 70)}" (score {finding.score:.2f})'


@dataclass(frozen=True)
class ConditionRow:
    """One condition in an explanation: its number, state, and the finding that settled it."""

    number: str
    condition: object
    state: str
    finding: object = None
    deciding: bool = False


def explain_conditions(compiled, question: str, verdict) -> list[ConditionRow]:
    """The conditions a verdict is about, numbered in text order, each with its state and source.

    Follow-up answers that match no condition of the rule come last (the
    dialog read them as extra requirements).

    >>> from reasoner import compile_rule, decide
    >>> rule = "You can claim if you're 16 or over and you live in Wales."
    >>> rows = explain_conditions(compile_rule(rule), "Can I claim?",
    ...                           decide(rule, "Can I claim?", scenario="I'm 15."))
    >>> [(row.number, row.state, row.finding and row.finding.source) for row in rows]
    [('1', 'failed', 'solver'), ('2', 'unused', None)]
    """
    conditions = (
        list(compiled.target(question).conditions) if verdict.answer != "Irrelevant" else []
    )
    for finding in verdict.findings:
        if all(finding.condition.key != c.key for c in conditions):
            conditions.append(finding.condition)
    findings = tuple(verdict.findings)
    states = condition_states(conditions, findings, verdict.missing)
    by_key = {f.condition.key: f for f in findings}
    deciding = {f.condition.key for f in verdict.deciding}
    return [
        ConditionRow(str(k), c, states[c.key], by_key.get(c.key), c.key in deciding)
        for k, c in enumerate(conditions, 1)
    ]


def format_explanation(
    compiled, question: str, verdict, scenario: str = "", color: bool = False, today=None
) -> str:
    """Why a verdict: the rule text with its conditions marked, and each condition's state.

    Parameters
    ----------
    compiled : CompiledRule
        The rule, from :func:`reasoner.compile_rule`.
    question : str
        The question the verdict answers.
    verdict : Verdict
        What :func:`reasoner.decide` returned.
    scenario : str
        The scenario the verdict was given, shown when not empty.
    color : bool
        ANSI colours for a terminal; brackets otherwise.
    today : datetime.date, optional
        The date the verdict was given with (dates in the scenario are read against it).

    Returns
    -------
    str
        The verdict, the marked rule text, one line per condition (met, failed,
        missing, unused) with where its value came from, and the reasons.

    Examples
    --------
    >>> from reasoner import compile_rule, decide
    >>> rule = "You can claim if you're 16 or over and you live in Wales."
    >>> text = format_explanation(compile_rule(rule), "Can I claim?",
    ...                           decide(rule, "Can I claim?", scenario="I'm 15."))
    >>> print(text.splitlines()[2])
    Verdict: No
    >>> print(text.splitlines()[5])
      You can claim if [1: you're 16 or over] and [2: you live in Wales].
    """
    target = compiled.target(question)
    rows = explain_conditions(compiled, question, verdict)
    lines = [f"Question: {question}"]
    lines.append(f"Scenario: {scenario}" if scenario.strip() else "Scenario: (none)")
    if verdict.is_question:
        lines.append(f"Verdict: not yet decided; next question: {verdict.answer}")
    else:
        lines.append(f"Verdict: {verdict.answer}")
    if verdict.answer != "Irrelevant" and target.conclusion.text:
        lines.append(f"About: {target.conclusion.text}")
    lines.append("Rule text (conditions numbered):")
    marks = [(row.condition.provenance.span, row.number, row.state) for row in rows]
    marked = mark_spans(compiled.text, marks, color)
    lines.extend("  " + line for line in marked.splitlines())
    lines.append("Conditions:")
    if not rows:
        lines.append("  (none: the question is not about a condition of this rule)")
    for row in rows:
        cond, state = row.condition, row.state
        word = f"{_ANSI[state]}{state:<7}{_ANSI['reset']}" if color else f"{state:<7}"
        star = " *" if row.deciding else ""
        lines.append(f"  {row.number:>2}. {word} {cond.text}{star}")
        if row.finding is not None:
            lines.append(f"              from {_source_line(row.finding)}")
        elif state == "missing":
            lines.append("              from nowhere yet: ask the user")
        if cond.provenance.source != "grammar":
            lines.append(
                f"              read by the {cond.provenance.source} ({cond.provenance.confidence:.2f})"
            )
    if any(row.deciding for row in rows):
        lines.append("  (* decided the verdict)")
    if verdict.reasons:
        lines.append("Reasons:")
        lines.extend(f"  - {reason}" for reason in verdict.reasons)
    return "\n".join(lines)


def read_history(value: str | None, option: str = "--history") -> list[dict]:
    """A dialog history from a JSON string or the path of a JSON file.

    The history is a list of ``{"follow_up_question": ..., "follow_up_answer": ...}``;
    ``option`` names the argument it came from, for the messages.

    >>> read_history('[{"follow_up_question": "Are you 16 or over?", "follow_up_answer": "Yes"}]')
    [{'follow_up_question': 'Are you 16 or over?', 'follow_up_answer': 'Yes'}]
    >>> read_history("not json")
    Traceback (most recent call last):
    ...
    ruleparse.errors.DataFileError: [RW400] --history: 'not json' is neither a file nor a JSON list; give a JSON list of turns or the path of a JSON file holding one
    """
    if value is None or not value.strip():
        return []
    source = option
    if value.lstrip()[:1] not in "[{":
        path = Path(value)
        if not path.is_file():
            shown = value if len(value) <= 60 else value[:57] + "..."
            raise DataFileError(
                f"{shown!r} is {'a folder' if path.is_dir() else 'neither a file nor a JSON list'}; "
                "give a JSON list of turns or the path of a JSON file holding one",
                option,
            )
        source = str(path)
        try:
            value = path.read_text(encoding="utf-8")
        except UnicodeDecodeError as exc:
            raise DataFileError("not UTF-8 text; save the history as UTF-8 JSON", source) from exc
    try:
        data = json.loads(value)
    except json.JSONDecodeError as exc:
        raise DataFileError(
            f"not JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})", source
        ) from exc
    except RecursionError:
        raise DataFileError(
            "nested too deeply to read; give a flat JSON list of turns", source
        ) from None
    if isinstance(data, dict) and "history" in data:  # a whole ShARC item
        data = data["history"]
    if not isinstance(data, list) or not all(
        isinstance(turn, dict) and "follow_up_question" in turn and "follow_up_answer" in turn
        for turn in data
    ):
        raise DataFileError(
            'expected a list of {"follow_up_question": ..., "follow_up_answer": "Yes"|"No"}', source
        )
    return data


def read_rule(rule: str | None = None, rule_file: str | None = None) -> str:
    """The rule text, given inline or as the path of a text file.

    >>> read_rule(rule="You can claim if you're 16 or over.")
    "You can claim if you're 16 or over."
    """
    if rule_file is not None:
        path = Path(rule_file)
        if not path.is_file():
            raise DataFileError(
                f"{'a folder' if path.is_dir() else 'no such file'}; give the path of a text "
                "file with the rule",
                rule_file,
            )
        try:
            return path.read_text(encoding="utf-8")
        except UnicodeDecodeError as exc:
            raise DataFileError(
                "not UTF-8 text; save the rule as plain UTF-8 text", rule_file
            ) from exc
    return rule or ""


class _QuestionText(argparse.Action):
    """``--question``: text with a word in it; an empty one is a usage error (exit 2), not
    the same as leaving the option out (an Action, since argparse would run a ``type`` on
    the default "" as well)."""

    def __call__(self, parser, namespace, value, option_string=None) -> None:
        if not value.strip():
            raise argparse.ArgumentError(
                self, "the question is empty; ask something like 'Can I claim?'"
            )
        setattr(namespace, self.dest, value)


def add_rule_arguments(parser, question: str = "optional") -> None:
    """Add ``--rule``/``--rule-file`` (one required) and ``--question`` to a subcommand's parser."""
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--rule", metavar="TEXT", help="the rule text itself")
    group.add_argument(
        "--rule-file", metavar="FILE", help="a UTF-8 text (or markdown) file with the rule"
    )
    parser.add_argument(
        "--question",
        metavar="Q",
        action=_QuestionText,
        required=question == "required",
        default="",
        help="the user's question, e.g. 'Can I claim?'"
        + (" (picks which rule of the text the tree is for)" if question == "optional" else ""),
    )


def add_dialog_arguments(parser) -> None:
    """Add ``--scenario`` and ``--today`` to a subcommand's parser."""
    from rulewise.commands.eval import _date

    parser.add_argument(
        "--scenario", metavar="S", default="", help="what the user says about themselves, free text"
    )
    parser.add_argument(
        "--today",
        metavar="YYYY-MM-DD",
        type=_date,
        default=None,
        help="the date that dates in the scenario are read against (default: today)",
    )


class HelpFormatter(argparse.RawDescriptionHelpFormatter):
    """An argparse formatter that wraps a one-paragraph description but keeps examples as laid out."""

    def _fill_text(self, text, width, indent):
        if "\n" in text:  # an epilog of examples, laid out by hand
            return super()._fill_text(text, width, indent)
        return textwrap.fill(text, width, initial_indent=indent, subsequent_indent=indent)
