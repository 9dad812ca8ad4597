"""``rulewise explain``: a verdict, and which conditions were met, failed, or are missing."""

from __future__ import annotations

import argparse
import datetime
import os
import sys


def add_parser(subparsers) -> None:
    from rulewise.render import HelpFormatter, add_dialog_arguments, add_rule_arguments

    parser = subparsers.add_parser(
        "explain",
        help="explain a verdict: the rule text with each condition marked, and where its value came from",
        description=(
            "Decide the question once (no dialog) and explain the verdict: the rule text "
            "with each condition's span numbered and marked (coloured on a terminal: green "
            "met, red failed, yellow missing, underlined not needed; in brackets otherwise), "
            "then each condition's state and where its value came from - the scenario, an "
            "answer in the history, Z3 from a quantity, or a neural fallback."
        ),
        epilog=(
            "example:\n"
            "  rulewise explain --rule-file rulewise/data/demo_rule.md "
            "--question 'Will my tax credits end?' \\\n"
            "    --scenario 'I get State Pension.' \\\n"
            '    --history \'[{"follow_up_question": "Do you live in another European '
            'country with a child?", "follow_up_answer": "No"}]\''
        ),
        formatter_class=HelpFormatter,
    )
    add_rule_arguments(parser, question="required")
    add_dialog_arguments(parser)
    parser.add_argument(
        "--history",
        metavar="JSON",
        help='the dialog so far: a JSON list of {"follow_up_question", "follow_up_answer"} '
        "or the path of a file holding one",
    )
    parser.add_argument(
        "--color",
        choices=("auto", "always", "never"),
        default="auto",
        help="colour the marks (auto: on a terminal, unless NO_COLOR is set)",
    )
    parser.add_argument("--json", action="store_true", help="print the verdict as JSON instead")
    parser.set_defaults(run=run)


def use_color(choice: str, stream=None) -> bool:
    """Whether to print ANSI colours: ``always``, ``never``, or ``auto`` (a terminal, no NO_COLOR)."""
    if choice != "auto":
        return choice == "always"
    stream = stream or sys.stdout
    return stream.isatty() and not os.environ.get("NO_COLOR")


def run(args: argparse.Namespace) -> int:
    import json

    from reasoner import compile_rule, decide
    from rulewise.render import format_explanation, read_history, read_rule

    rule = read_rule(args.rule, args.rule_file)
    history = read_history(args.history)
    today = args.today or datetime.date.today()
    verdict = decide(rule, args.question, args.scenario, history, today=today)
    if args.json:
        print(json.dumps(verdict.to_json(), indent=1, ensure_ascii=False))
        return 0
    text = format_explanation(
        compile_rule(rule), args.question, verdict, args.scenario, use_color(args.color), today
    )
    print(text)
    return 0
