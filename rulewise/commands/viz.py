"""``rulewise viz``: draw a rule's decision tree as SVG, PNG or a self-contained HTML page."""

from __future__ import annotations

import argparse
import datetime
from pathlib import Path


def add_parser(subparsers) -> None:
    from rulewise.render import HelpFormatter, add_dialog_arguments, add_rule_arguments

    parser = subparsers.add_parser(
        "viz",
        help="draw the decision tree as SVG, PNG or an HTML page (no Graphviz needed)",
        description=(
            "Draw a rule's decision tree: numbered condition boxes, yes (left) and no "
            "(right) branches, green Yes and red No leaves. --format html writes one "
            "self-contained page (nothing loaded from the network) with the rule text, its "
            "conditions highlighted in the colours of their boxes, and the tree. --path "
            "draws the route a dialog took (blue) and marks the next question (dashed). "
            "SVG and HTML need nothing beyond rulewise; PNG needs Pillow."
        ),
        epilog=(
            "examples:\n"
            "  rulewise viz --rule-file rulewise/data/demo_rule.md --question 'Will my tax credits end?' "
            "--format html -o tree.html\n"
            '  rulewise viz --rule "You can claim if you\'re 16 or over and you live in Wales." '
            "--format svg -o tree.svg \\\n"
            '    --question \'Can I claim?\' --path \'[{"follow_up_question": "Are you 16 or over?", '
            '"follow_up_answer": "Yes"}]\''
        ),
        formatter_class=HelpFormatter,
    )
    add_rule_arguments(parser)
    parser.add_argument(
        "--format",
        choices=("svg", "png", "html"),
        default=None,
        help="the picture's format (default: from the -o file's suffix, else svg)",
    )
    parser.add_argument(
        "-o",
        "--output",
        metavar="OUT",
        required=True,
        help="the file to write ('-' for stdout: svg/html)",
    )
    parser.add_argument(
        "--path",
        metavar="HISTORY_JSON",
        help='a dialog to draw: a JSON list of {"follow_up_question", "follow_up_answer"} or a file holding one '
        "(needs --question)",
    )
    add_dialog_arguments(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    import sys

    from ruleparse.errors import InputError
    from rulewise.render import read_history, read_rule
    from rulewise.viz import render

    fmt = args.format or {".png": "png", ".html": "html", ".htm": "html"}.get(
        Path(args.output).suffix.lower(), "svg"
    )
    history = read_history(args.path, "--path") if args.path is not None else None
    if history is not None and not args.question.strip():
        raise InputError("--path needs --question: the route depends on what was asked")
    if fmt == "png" and args.output == "-":
        raise InputError("a PNG cannot go to stdout; give -o FILE.png")
    picture = render(
        read_rule(args.rule, args.rule_file),
        args.question,
        fmt,
        history,
        args.scenario,
        args.today or datetime.date.today(),
    )
    if args.output == "-":
        sys.stdout.write(picture)
        return 0
    out = Path(args.output)
    if out.parent and not out.parent.exists():
        out.parent.mkdir(parents=True)
    if isinstance(picture, bytes):
        out.write_bytes(picture)
    else:
        out.write_text(picture, encoding="utf-8")
    print(f"wrote {out} ({fmt}, {out.stat().st_size:,} bytes)")
    return 0
