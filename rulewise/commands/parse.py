"""``rulewise parse``: show the logical form a rule text is read into."""

from __future__ import annotations

import argparse
import json


def add_parser(subparsers) -> None:
    from rulewise.render import HelpFormatter

    parser = subparsers.add_parser(
        "parse",
        help="show the logical form of a rule text (AND/OR/NOT over conditions, with spans)",
        description=(
            "Read a rule text into its logical form and print it as an indented tree: "
            "each rule's conclusion ('then') and condition ('if'), every node with its "
            "character span [start:end] in the text, the text itself, and where it came "
            "from (grammar or fallback) with a confidence."
        ),
        epilog=(
            "example:\n"
            '  rulewise parse "You can claim if you\'re 16 or over and you live in Wales."\n'
            "  rulewise parse --file rulewise/data/demo_rule.md --json"
        ),
        formatter_class=HelpFormatter,
    )
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("text", nargs="?", help="the rule text (quote it)")
    source.add_argument(
        "--file", metavar="FILE", help="read the rule text from a UTF-8 file instead"
    )
    parser.add_argument("--json", action="store_true", help="print the logical form as JSON data")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ruleparse.parse import parse_rules
    from rulewise.render import format_logical_form, read_rule, to_json

    parsed = parse_rules(read_rule(args.text, args.file))
    if args.json:
        print(json.dumps(to_json(parsed), indent=1, ensure_ascii=False))
    else:
        print(format_logical_form(parsed))
    return 0
