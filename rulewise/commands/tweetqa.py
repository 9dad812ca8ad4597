"""``rulewise tweetqa "TWEET" "QUESTION"``: answer a question about a tweet."""

from __future__ import annotations

import argparse
import time


def add_parser(subparsers) -> None:
    """Register ``tweetqa``."""
    p = subparsers.add_parser(
        "tweetqa",
        help="answer a question about a tweet with a span of it (neural reader)",
        description=(
            "Answer a question about a tweet with the extractive MiniLM reader. "
            "Prints the answer, then the milliseconds the answer took."
        ),
    )
    p.add_argument("tweet", help="the tweet text, author line included if known")
    p.add_argument("question", help="the question about the tweet")
    p.add_argument("--model-dir", default=None, help="a model made by `rulewise train tweetqa`")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Print the answer and the time taken (model loading reported apart)."""
    from neural.tweetqa import answer, load_reader

    t0 = time.perf_counter()
    load_reader(args.model_dir)
    t1 = time.perf_counter()
    result = answer(args.tweet, args.question, model_dir=args.model_dir)
    t2 = time.perf_counter()
    print(result)
    print(f"{1000 * (t2 - t1):.1f} ms (model load {1000 * (t1 - t0):.0f} ms)")
    return 0
