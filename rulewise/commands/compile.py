"""``rulewise compile``: the logical form and the decision tree of a rule text."""

from __future__ import annotations

import argparse


def add_parser(subparsers) -> None:
    from rulewise.render import HelpFormatter, add_rule_arguments

    parser = subparsers.add_parser(
        "compile",
        help="compile a rule text: its logical form and its decision tree",
        description=(
            "Compile a rule text and print its logical form, then the decision tree for "
            "the question: a condition at each node ('?'), a yes and a no branch under it, "
            "and Yes/No leaves. Only conditions that can still change the outcome are asked "
            "on each path. The question picks which rule of the text the tree is for."
        ),
        epilog=(
            "example:\n"
            "  rulewise compile --rule-file rulewise/data/demo_rule.md "
            "--question 'Will my tax credits end?'"
        ),
        formatter_class=HelpFormatter,
    )
    add_rule_arguments(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from reasoner import compile_rule
    from rulewise.render import format_logical_form, format_tree, read_rule

    compiled = compile_rule(read_rule(args.rule, args.rule_file))
    target = compiled.target(args.question)
    print("Logical form")
    print(format_logical_form(compiled.parsed))
    print()
    about = f" for {args.question!r}" if args.question else ""
    print(f"Decision tree{about}: {target.conclusion.text or '(the rule text as a whole)'}")
    if not target.conditions:
        print("(no condition to ask: the rule text states no condition)")
        return 0
    if all(c.provenance.source != "grammar" for c in target.conditions):
        print(
            "(no condition the grammar could read: the sentence closest to the question "
            "stands as one condition)"
        )
    print(format_tree(compiled.to_networkx(args.question)))
    return 0
