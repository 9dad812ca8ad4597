"""The benchmark run behind the README's figures: ``make bench`` (``python -m eval.bench``).

Runs every evaluation on the bundled data, writes each run's files under
``runs/bench/<name>/`` and a summary to ``benchmarks/RESULTS.md`` and
``benchmarks/results.json``, with the date and the machine.  A run that fails
is recorded as failed; the others still run.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import sys
import time
from pathlib import Path

from eval import batch
from eval.datasets import DEFAULT_DATA
from eval.metrics_sharc import CLASSES
from eval.scenarios import write_scenario_file
from ruleparse.errors import RulewiseError

ROOT = Path(DEFAULT_DATA["sharc"]).resolve().parent.parent.parent
DATA = ROOT / "data"
TODAY = dt.date(2026, 11, 30)  # fixed, so that reruns read relative dates alike

SHARC_RUNS = {  # name: (data, with the neural fallback)
    "sharc_train_tree_utterances": (DATA / "sharc" / "train_tree_utterances.json", False),
    "sharc_dev_sample_tree_utterances": (DATA / "sharc" / "dev_sample_tree_utterances.json", False),
    "sharc_dev_sample": (DATA / "sharc" / "dev_sample.json", False),
    "sharc_dev_sample_neural": (DATA / "sharc" / "dev_sample.json", True),
    "sharc_train_tree_utterances_neural": (DATA / "sharc" / "train_tree_utterances.json", True),
}
SCENARIO_RUNS = {  # name: the kind of scenario (or rewritten) utterance (eval.scenarios)
    "sharc_train_scenario_said_before": "before",
    "sharc_train_scenario_said_ahead": "ahead",
    "sharc_train_scenario_written_tune": "written-tune",
    "sharc_train_scenario_written_check": "written-check",
    "sharc_train_scenario_written_tune2": "written-tune2",
    "sharc_train_scenario_written_check2": "written-check2",
    "sharc_train_scenario_foreign": "foreign",
    "sharc_train_rewritten_pages": "rewritten",
}
RULE_RUNS = {
    "rules_train_trees": (
        DATA / "sharc" / "dialog_trees_train.json",
        DATA / "sharc" / "train_snippets_parsed_dgm.json",
    ),
    "rules_dev_sample_trees": (
        DATA / "sharc" / "dialog_trees_dev_sample.json",
        DATA / "sharc" / "dev_sample.json",
    ),
}
SHARC_KEYS = (
    "micro_accuracy",
    "macro_accuracy",
    "bleu_1",
    "bleu_4",
    "n",
    "errors",
    "utterances_per_second",
    "load_seconds",
)
RULE_KEYS = (
    "parsed",
    "condition_precision",
    "condition_recall",
    "path_agreement",
    "trees",
    "errors",
)
TWEETQA_KEYS = ("bleu_1", "meteor", "rouge_l", "n", "errors", "ms_per_question")


def machine() -> str:
    return f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, {platform.system()}"


def run_all(out: Path, only: set[str] | None = None) -> dict:
    """Run the benchmarks (all, or those named in ``only``) and return their summaries."""
    from eval.rules import run_rules_eval

    results: dict[str, dict] = {}
    wanted = lambda name: not only or name in only  # noqa: E731

    runs = dict(SHARC_RUNS)
    for name, kind in SCENARIO_RUNS.items():
        if wanted(name):
            # The train dialogs with a follow-up said in the scenario (eval.scenarios).
            made = out / f"{name}.json"
            out.mkdir(parents=True, exist_ok=True)
            write_scenario_file(DATA / "sharc" / "train_tree_utterances.json", made, kind)
            runs[name] = (made, False)
    for name, (path, neural) in runs.items():
        if not wanted(name):
            continue
        try:
            from reasoner.compile import clear_rule_caches

            clear_rule_caches()  # each run parses its own rule texts, as a fresh process would
            system = batch.sharc_engine(TODAY, neural)
            scores = batch.run_batch(
                batch.SHARC, path, out / name, system, about={"load_seconds": system.load_seconds}
            )
            trace = [
                json.loads(line)
                for line in (out / name / "trace.jsonl").read_text(encoding="utf-8").splitlines()
            ]
            scores["neural_share"] = round(
                100
                * sum(bool((t.get("reasons") or {}).get("neural")) for t in trace)
                / max(1, len(trace)),
                2,
            )
            results[name] = {k: scores.get(k) for k in SHARC_KEYS + ("neural_share",)} | {
                "per_class": scores.get("per_class"),
                "confusion": scores.get("confusion"),
                "by_scenario": {
                    k: {m: v.get(m) for m in ("n", "micro_accuracy", "bleu_1", "bleu_4")}
                    for k, v in (scores.get("by_scenario") or {}).items()
                },
            }
        except RulewiseError as exc:
            results[name] = {"failed": str(exc)}

    for name, (trees, snippets) in RULE_RUNS.items():
        if not wanted(name):
            continue
        try:
            scores = run_rules_eval(trees, snippets, out / name)
            results[name] = {k: scores.get(k) for k in RULE_KEYS}
        except RulewiseError as exc:
            results[name] = {"failed": str(exc)}

    if wanted("tweetqa_dev_sample"):
        try:
            began = time.perf_counter()
            scores = batch.run_batch(
                batch.TWEETQA,
                DATA / "tweetqa" / "dev_sample.json",
                out / "tweetqa_dev_sample",
                batch.tweetqa_neural(),
            )
            scores["ms_per_question"] = round(1000 * scores["seconds"] / max(1, scores["n"]), 2)
            results["tweetqa_dev_sample"] = {k: scores.get(k) for k in TWEETQA_KEYS}
            results["tweetqa_dev_sample"]["wall_seconds"] = round(time.perf_counter() - began, 1)
        except RulewiseError as exc:
            results["tweetqa_dev_sample"] = {"failed": str(exc)}
    return results


def _confusion_table(confusion: dict) -> list[str]:
    """Where the answers go: gold class by row, predicted class by column (classes that occur)."""
    columns = [c for c in CLASSES if any(row.get(c) for row in confusion.values())]
    if any(row.get("missing") for row in confusion.values()):
        columns.append("missing")
    rows = [(gold, row) for gold, row in confusion.items() if any(row.values())]
    lines = ["gold (rows) by predicted (columns):\n", "| gold | " + " | ".join(columns) + " |"]
    lines.append("|---|" + "---|" * len(columns))
    lines += [
        f"| {gold} | " + " | ".join(str(row.get(c, 0)) for c in columns) + " |"
        for gold, row in rows
    ]
    return [*lines, ""]


def to_markdown(results: dict, when: str, where: str) -> str:
    lines = [f"# Benchmark results\n\nMade by `make bench` on {when}; machine: {where}.\n"]
    for name, res in results.items():
        lines.append(f"## {name}\n")
        if "failed" in res:
            lines.append(f"failed: {res['failed']}\n")
            continue
        flat = {k: v for k, v in res.items() if not isinstance(v, dict)}
        lines.append("| " + " | ".join(flat) + " |")
        lines.append("|" + "---|" * len(flat))
        lines.append("| " + " | ".join("" if v is None else str(v) for v in flat.values()) + " |\n")
        for key, value in res.items():
            if key == "confusion" and value:
                lines.extend(_confusion_table(value))
            elif isinstance(value, dict) and value:
                lines.append(f"{key}: `{json.dumps(value)}`\n")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m eval.bench", description=__doc__)
    parser.add_argument(
        "--out", default=str(ROOT / "runs" / "bench"), help="folder for each run's files"
    )
    parser.add_argument(
        "--record", default=str(ROOT / "benchmarks"), help="folder for RESULTS.md and results.json"
    )
    parser.add_argument(
        "--only", nargs="*", help="run only these benchmarks (names as in RESULTS.md)"
    )
    args = parser.parse_args(argv)
    when = dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    results = run_all(Path(args.out), set(args.only) if args.only else None)
    record = Path(args.record)
    record.mkdir(parents=True, exist_ok=True)
    previous = {}
    if args.only and (record / "results.json").exists():
        previous = json.loads((record / "results.json").read_text(encoding="utf-8")).get(
            "results", {}
        )
    merged = previous | results
    payload = {"date": when, "machine": machine(), "results": merged}
    (record / "results.json").write_text(json.dumps(payload, indent=1) + "\n", encoding="utf-8")
    (record / "RESULTS.md").write_text(to_markdown(merged, when, machine()), encoding="utf-8")
    print(to_markdown(results, when, machine()))
    return 0 if all("failed" not in r for r in results.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
