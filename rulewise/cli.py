"""The ``rulewise`` command: one subcommand per module in ``rulewise.commands``.

Exit codes: 0 success, 1 a rule or data file that cannot be processed,
2 bad usage, 141 the reader of the output went away.  Errors print on one line
that says what to do.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys

from ruleparse.errors import DataFileError, RuleParseError, RulewiseError

# Each module defines ``add_parser(subparsers)`` and ``run(args) -> int``.
COMMANDS = (
    "parse",
    "compile",
    "ask",
    "explain",
    "viz",
    "eval",
    "score",
    "tweetqa",
    "train",
    "demo",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rulewise",
        description=(
            "Compile plain-English rules into logic and answer questions about them "
            "(Yes, No, Irrelevant, or the one follow-up question still needed)."
        ),
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMANDS:
        try:
            module = importlib.import_module(f"rulewise.commands.{name}")
        except ModuleNotFoundError as exc:
            if exc.name == f"rulewise.commands.{name}":
                continue  # not written yet
            raise
        module.add_parser(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "run", None):
        parser.print_help()
        return 2
    try:
        return int(args.run(args) or 0)
    except RuleParseError as exc:  # the sentence at fault, with a caret under it
        print(f"rulewise: [{exc.code}]\n{exc.show()}", file=sys.stderr)
        return 1
    except RulewiseError as exc:
        print(f"rulewise: {exc}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        # The reader went away (`rulewise eval ... | head`): stop quietly, as a Unix tool
        # ended by SIGPIPE does, with nothing more written to the closed pipe.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141
    except OSError as exc:  # a path the command had to read or write: -o a folder, a full disk
        where = exc.filename if exc.filename is not None else "a file"
        print(
            f"rulewise: [{DataFileError.code}] {where}: {exc.strerror or exc}; "
            "check the path and that it is a file where a file is expected",
            file=sys.stderr,
        )
        return 1
    except KeyboardInterrupt:
        print("rulewise: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
