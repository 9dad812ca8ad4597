"""``rulewise train tweetqa``: fine-tune the extractive TweetQA reader."""

from __future__ import annotations

import argparse
import json


def add_parser(subparsers) -> None:
    """Register ``train``; the model to train is the first argument."""
    p = subparsers.add_parser(
        "train",
        help="train a neural model (tweetqa: the extractive TweetQA reader)",
        description=(
            "Fine-tune MiniLM-L6 on TweetQA, export it to ONNX and quantise it to int8. "
            "Shows a progress bar with a time estimate; about 20-30 min per epoch on 2 CPU cores."
        ),
    )
    p.add_argument("model", choices=("tweetqa",), help="which model to train")
    p.add_argument("--data", required=True, help="training JSON, e.g. data/tweetqa/train.json")
    p.add_argument(
        "--out", required=True, help="output directory for model.onnx and tokenizer.json"
    )
    p.add_argument("--epochs", type=int, default=1, help="passes over the data (default 1)")
    p.add_argument("--limit", type=int, default=None, help="use only the first N rows")
    p.add_argument("--seed", type=int, default=13, help="random seed (default 13)")
    p.add_argument("--max-len", type=int, default=128, help="max tokens, question + tweet (128)")
    p.add_argument("--batch-size", type=int, default=16, help="examples per step (16)")
    p.add_argument("--lr", type=float, default=1e-4, help="peak learning rate (1e-4)")
    p.add_argument("--dev", default=None, help="TweetQA JSON to score fp32 and int8 exports on")
    p.add_argument("--keep-fp32", action="store_true", help="keep model_fp32.onnx (~90 MB)")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Train, export and print the training summary as JSON."""
    from neural.train_tweetqa import train_reader

    summary = train_reader(
        args.data,
        args.out,
        epochs=args.epochs,
        limit=args.limit,
        seed=args.seed,
        max_len=args.max_len,
        batch_size=args.batch_size,
        lr=args.lr,
        dev=args.dev,
        keep_fp32=args.keep_fp32,
        progress=not args.no_progress,
    )
    print(json.dumps(summary, indent=2))
    return 0
