"""``rulewise eval sharc|tweetqa``: run a system over a data file, write predictions, trace, scores."""

from __future__ import annotations

import argparse
import datetime
import functools
import json
import sys
from pathlib import Path


def _date(text: str) -> datetime.date:
    try:
        return datetime.date.fromisoformat(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date of the form YYYY-MM-DD") from exc


def _positive(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive whole number")
    return int(text)


def add_parser(subparsers) -> None:
    from eval.datasets import DEFAULT_DATA

    parser = subparsers.add_parser(
        "eval",
        help="run a system over ShARC or TweetQA and score it",
        description=(
            "Run a system on every item of a data file and write OUT/predictions.json, "
            "OUT/trace.jsonl (one line per item, with the system's reasons) and "
            "OUT/scores.json (the official metric, errors, speed)."
        ),
    )
    tasks = parser.add_subparsers(dest="task", metavar="TASK", required=True)
    sharc = tasks.add_parser("sharc", help="ShARC: the symbolic engine or the majority baseline")
    sharc.add_argument("--system", choices=("engine", "majority"), default="engine")
    sharc.add_argument(
        "--neural",
        action="store_true",
        help="let sentence embeddings match what words cannot (slower; such verdicts are marked neural)",
    )
    sharc.add_argument(
        "--answer-early",
        action="store_true",
        help="answer as soon as the scenario decides, instead of asking the rule's earlier "
        "conditions first as ShARC's gold dialogs do",
    )
    sharc.add_argument(
        "--today",
        type=_date,
        default=None,
        help="the date the engine takes as today, YYYY-MM-DD (default: the current date)",
    )
    tweetqa = tasks.add_parser(
        "tweetqa", help="TweetQA: the neural reader or the tweet-start baseline"
    )
    tweetqa.add_argument(
        "--system",
        choices=("neural", "tweet-start"),
        default="neural",
        help="tweet-start answers with the tweet's first three words (a reference point)",
    )
    tweetqa.add_argument(
        "--no-meteor",
        action="store_true",
        help="skip METEOR (it needs Java and takes seconds to start)",
    )
    rules = tasks.add_parser(
        "rules",
        help="score the rule parser against gold ShARC dialog trees",
        description=(
            "Compile each tree's rule text, align the tree's gold follow-up questions "
            "to the conditions, and write OUT/scores.json (parsed, condition_precision, "
            "condition_recall, path_agreement) and OUT/report.jsonl (one line per tree). "
            "Example: rulewise eval rules --trees data/sharc/dialog_trees_train.json "
            "--snippets data/sharc/train_snippets_parsed_dgm.json --out runs/rules"
        ),
    )
    rules.add_argument("--trees", required=True, help="dialog trees JSON (tree_id -> tree)")
    rules.add_argument(
        "--snippets",
        required=True,
        help="rule texts: a DGM snippets file, or a ShARC utterance file (by tree_id)",
    )
    rules.add_argument("--out", required=True, help="the folder for scores.json and report.jsonl")
    rules.set_defaults(run=run_rules)
    for name, sub in (("sharc", sharc), ("tweetqa", tweetqa)):
        sub.add_argument(
            "--data",
            default=str(DEFAULT_DATA[name]),
            help=f"the data file with gold answers (default: the bundled {name} dev sample)",
        )
        sub.add_argument("--out", required=True, help="the folder for the run's files")
        sub.add_argument("--limit", type=_positive, default=None, help="only the first N items")
        sub.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from eval import batch
    from eval.metrics_tweetqa import score_tweetqa

    score = None
    if args.task == "sharc":
        today = args.today or datetime.date.today()
        system = (
            batch.sharc_engine(today, args.neural, text_order=not args.answer_early)
            if args.system == "engine"
            else batch.sharc_majority()
        )
        about = {
            "system": args.system,
            "today": today.isoformat(),
            "neural": args.neural,
            "text_order": not args.answer_early,
        }
        if hasattr(system, "load_seconds"):
            about["load_seconds"] = system.load_seconds  # spaCy, grammars, Z3: excluded from speed
        task, batch_size = batch.SHARC, 1
    else:
        system = batch.tweetqa_neural() if args.system == "neural" else batch.tweetqa_tweet_start()
        about = {"system": args.system}
        # One question per model call: the int8 model quantises activations per call, so a
        # question answered in a batch could differ from the same question asked alone.
        task, batch_size = batch.TWEETQA, 1
        if args.no_meteor:
            score = functools.partial(score_tweetqa, with_meteor=False)
    scores = batch.run_batch(
        task,
        args.data,
        args.out,
        system,
        limit=args.limit,
        batch_size=batch_size,
        about=about,
        score=score,
    )
    if args.task == "sharc" and args.system == "engine":
        scores["neural_share"] = _neural_share(Path(args.out) / "trace.jsonl")
        (Path(args.out) / "scores.json").write_text(
            json.dumps(scores, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
        )
    print(json.dumps(scores, indent=1, ensure_ascii=False))
    print(
        f"rulewise: {scores['n']} items, {scores['errors']} errors, {scores['seconds']} s; "
        f"files in {args.out}",
        file=sys.stderr,
    )
    return 0


def run_rules(args: argparse.Namespace) -> int:
    from eval.rules import run_rules_eval

    scores = run_rules_eval(args.trees, args.snippets, args.out)
    print(json.dumps(scores, indent=1))
    return 0


def _neural_share(trace: Path) -> float:
    """Percentage of verdicts in which a neural component took part, read off the trace."""
    lines = [
        json.loads(line) for line in trace.read_text(encoding="utf-8").splitlines() if line.strip()
    ]
    marked = sum(bool((line.get("reasons") or {}).get("neural")) for line in lines)
    return round(100 * marked / len(lines), 2) if lines else 0.0
