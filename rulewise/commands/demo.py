"""``rulewise demo``: the whole pipeline on the bundled demo rule and the bundled ShARC sample."""

from __future__ import annotations

import argparse
import datetime
import os
from collections.abc import Callable
from importlib import resources
from pathlib import Path

#: The demo's question about the bundled rule, and the answers its scripted dialog gives.
DEMO_QUESTION = "Will my tax credits end?"
DEMO_ANSWERS = ("yes", "no", "yes", "yes")


def demo_rule() -> str:
    """The bundled demo rule: a gov.uk snippet from the ShARC dev set (tax credits when abroad).

    >>> demo_rule().splitlines()[0]
    '#  2. Going abroad'
    """
    return (resources.files("rulewise") / "data" / "demo_rule.md").read_text(encoding="utf-8")


def run_demo(
    out: str | Path = "runs/demo",
    limit: int | None = None,
    today: datetime.date | None = None,
    echo: Callable[[str], None] = print,
) -> dict:
    """Compile the demo rule, show its logical form and tree, hold a scripted dialog, run the ShARC eval.

    Parameters
    ----------
    out : str or Path
        The folder for the eval's files (``scores.json``, ``predictions.json``,
        ``trace.jsonl``) and the dialog's picture ``tree.html``.
    limit : int, optional
        Evaluate only the first ``limit`` items of the bundled dev sample.
    today : datetime.date, optional
        The date the engine reads the scenarios' dates against (default: today).
    echo : callable
        Where the lines go.

    Returns
    -------
    dict
        The eval's scores (what ``scores.json`` holds).
    """
    from eval import batch
    from eval.datasets import DEFAULT_DATA
    from reasoner import compile_rule
    from rulewise.commands.ask import converse
    from rulewise.render import format_logical_form, format_tree
    from rulewise.viz import page_html

    today = today or datetime.date.today()
    rule = demo_rule()
    compiled = compile_rule(rule)
    echo("== 1. The rule (rulewise/data/demo_rule.md, from gov.uk via ShARC) ==")
    echo(rule.strip())
    echo("")
    echo("== 2. Its logical form ==")
    echo(format_logical_form(compiled.parsed))
    echo("")
    echo(f"== 3. The decision tree for {DEMO_QUESTION!r} ==")
    echo(format_tree(compiled.to_networkx(DEMO_QUESTION)))
    echo("")
    echo("== 4. A dialog (answers scripted) ==")
    echo(f"User: {DEMO_QUESTION}")
    answers = iter(DEMO_ANSWERS)

    def reply(question: str) -> str | None:
        answer = next(answers, None)
        echo(f"rulewise: {question}")
        echo(f"User: {answer.capitalize() if answer else '(no more answers)'}")
        return answer

    session = converse(rule, DEMO_QUESTION, reply, today=today)
    echo(f"Verdict: {session.label}")
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "tree.html").write_text(
        page_html(rule, DEMO_QUESTION, list(session.history), today=today), encoding="utf-8"
    )
    echo(f"(the tree with this dialog's route: {out / 'tree.html'})")
    echo("")
    data = DEFAULT_DATA["sharc"]
    shown = os.path.relpath(data) if not os.path.relpath(data).startswith("..") else data
    echo(f"== 5. rulewise eval sharc on {shown} ==")
    scores = batch.run_batch(
        batch.SHARC,
        data,
        out,
        batch.sharc_engine(today),
        limit=limit,
        about={"system": "engine", "today": today.isoformat(), "by": "rulewise demo"},
    )
    echo(f"items {scores['n']}, errors {scores['errors']}, {scores['seconds']} s")
    for key, name in (
        ("micro_accuracy", "micro accuracy"),
        ("macro_accuracy", "macro accuracy"),
        ("bleu_1", "BLEU-1"),
        ("bleu_4", "BLEU-4"),
    ):
        value = scores.get(key)
        echo(f"  {name:<15} {'n/a' if value is None else f'{value:.2f}'}")
    echo(
        f"(all scores: {out / 'scores.json'}; one line per item with its reasons: {out / 'trace.jsonl'})"
    )
    return scores


def add_parser(subparsers) -> None:
    from rulewise.commands.eval import _date, _positive
    from rulewise.render import HelpFormatter

    parser = subparsers.add_parser(
        "demo",
        help="see it work: compile the bundled rule, hold a dialog, score the bundled ShARC sample",
        description=(
            "Run the whole pipeline on what ships with rulewise: compile the bundled demo "
            "rule (a gov.uk snippet about tax credits when going abroad), print its logical "
            "form and decision tree, hold one scripted dialog, then run `rulewise eval "
            "sharc` on the bundled dev sample (data/sharc/dev_sample.json) and print the "
            "scores. Files go to --out."
        ),
        epilog="example:\n  rulewise demo\n  rulewise demo --limit 50 --out /tmp/demo",
        formatter_class=HelpFormatter,
    )
    parser.add_argument(
        "--out", default="runs/demo", help="the folder for the run's files (default: runs/demo)"
    )
    parser.add_argument(
        "--limit", type=_positive, default=None, help="evaluate only the first N items"
    )
    parser.add_argument(
        "--today",
        type=_date,
        default=None,
        metavar="YYYY-MM-DD",
        help="the date the engine takes as today (default: today)",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    run_demo(args.out, args.limit, args.today)
    return 0
