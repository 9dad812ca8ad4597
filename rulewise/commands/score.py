"""``rulewise score sharc|tweetqa GOLD PRED``: score a prediction file, print the JSON."""

from __future__ import annotations

import argparse
import json


def add_parser(subparsers) -> None:
    parser = subparsers.add_parser(
        "score",
        help="score a ShARC or TweetQA prediction file with the official metric",
        description=(
            "Score predictions against a gold file as the official evaluators do and "
            "print the scores as JSON (percentages, 2 decimals)."
        ),
    )
    parser.add_argument("task", choices=("sharc", "tweetqa"), help="which metric")
    parser.add_argument("gold", help="the gold file (ShARC utterances or TweetQA rows)")
    parser.add_argument(
        "predictions",
        help='the predictions: [{"utterance_id", "answer"}] or [{"qid", "Answer"}]',
    )
    parser.add_argument(
        "--no-meteor",
        action="store_true",
        help="TweetQA: skip METEOR (it needs Java and takes seconds to start)",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.task == "sharc":
        from eval.metrics_sharc import score_sharc_files

        scores = score_sharc_files(args.gold, args.predictions)
    else:
        from eval.metrics_tweetqa import score_tweetqa_files

        scores = score_tweetqa_files(args.gold, args.predictions, with_meteor=not args.no_meteor)
    print(json.dumps(scores, indent=1, ensure_ascii=False))
    return 0
