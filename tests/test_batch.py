"""The batch runner: its files, its isolation of the system from gold, its handling of failures."""

from __future__ import annotations

import functools
import json
from pathlib import Path

import pytest

from eval.batch import (
    SHARC,
    SHARC_MAJORITY_ANSWER,
    TWEETQA,
    Prediction,
    model_input,
    per_item,
    run_batch,
    sharc_majority,
    tweetqa_tweet_start,
)
from eval.datasets import DEFAULT_DATA, BadItem, iter_items, load_items
from eval.metrics_tweetqa import score_tweetqa
from ruleparse.errors import DataFileError, ModelError
from rulewise.cli import main

NO_METEOR = functools.partial(score_tweetqa, with_meteor=False)


def _read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def _echo_history(inputs: dict) -> Prediction:
    """A fake system whose answer depends on its input, so that a misaligned run shows."""
    if inputs["history"]:
        return Prediction(
            inputs["history"][-1]["follow_up_answer"], {"turns": len(inputs["history"])}
        )
    return Prediction(f"Is it about {inputs['question'][:20]}?", {"turns": 0})


def test_batch_writes_predictions_trace_and_scores(tmp_path):
    scores = run_batch(SHARC, DEFAULT_DATA["sharc"], tmp_path, sharc_majority(), limit=30)
    gold = load_items(DEFAULT_DATA["sharc"], "sharc")[:30]
    predictions = json.loads((tmp_path / "predictions.json").read_text())
    assert predictions == [{"utterance_id": g["utterance_id"], "answer": "No"} for g in gold]
    trace = _read_jsonl(tmp_path / "trace.jsonl")
    assert [t["id"] for t in trace] == [g["utterance_id"] for g in gold]
    assert [t["gold"] for t in trace] == [g["answer"] for g in gold]
    assert all(t["predicted"] == "No" and t["reasons"]["system"] == "majority" for t in trace)
    assert json.loads((tmp_path / "scores.json").read_text()) == scores
    assert not (tmp_path / "predictions.partial.jsonl").exists()
    n_no = sum(g["answer"] == "No" for g in gold)
    assert scores["micro_accuracy"] == pytest.approx(100 * n_no / 30, abs=0.01)
    assert (scores["n"], scores["errors"]) == (30, 0)
    assert scores["seconds"] >= 0 and scores["utterances_per_second"] > 0
    assert scores["by_gold_class"]["no"] == {"n": n_no, "accuracy": 100.0}
    with_scenario = sum(bool(g["scenario"].strip()) for g in gold)
    assert scores["by_scenario"]["with_scenario"]["n"] == with_scenario
    assert scores["by_scenario"]["without_scenario"]["n"] == 30 - with_scenario


def test_batch_majority_reads_nothing_from_the_gold_file(tmp_path):
    gold = [dict(item, answer="Yes") for item in load_items(DEFAULT_DATA["sharc"], "sharc")[:10]]
    data = tmp_path / "all_yes.json"
    data.write_text(json.dumps(gold))
    scores = run_batch(SHARC, data, tmp_path / "run", sharc_majority())
    predicted = json.loads((tmp_path / "run" / "predictions.json").read_text())
    assert {p["answer"] for p in predicted} == {SHARC_MAJORITY_ANSWER}
    assert scores["micro_accuracy"] == 0.0


@pytest.mark.parametrize(
    ("task", "keys"),
    [(SHARC, {"snippet", "question", "scenario", "history"}), (TWEETQA, {"Tweet", "Question"})],
)
def test_batch_system_never_receives_gold_keys(tmp_path, task, keys):
    seen = []

    def spy(inputs):
        seen.extend(inputs)
        return [Prediction("No") for _ in inputs]

    score = NO_METEOR if task is TWEETQA else None
    run_batch(task, DEFAULT_DATA[task.name], tmp_path, spy, limit=25, batch_size=4, score=score)
    assert len(seen) == 25
    assert all(set(inputs) == keys for inputs in seen)
    if task is SHARC:
        turns = [turn for inputs in seen for turn in inputs["history"]]
        assert turns and all(set(t) == {"follow_up_question", "follow_up_answer"} for t in turns)


def test_batch_system_cannot_change_the_items():
    item = load_items(DEFAULT_DATA["sharc"], "sharc")[3]
    before = json.dumps(item)
    inputs = model_input(item, SHARC)
    inputs["history"][0]["follow_up_answer"] = "changed"
    assert json.dumps(item) == before


@pytest.mark.parametrize(
    ("task", "system", "batch_size"),
    [
        (SHARC, per_item(_echo_history), 7),
        (SHARC, sharc_majority(), 5),
        (TWEETQA, tweetqa_tweet_start(), 16),
    ],
)
def test_batch_answers_same_one_by_one_and_in_batch(tmp_path, task, system, batch_size):
    score = NO_METEOR if task is TWEETQA else None
    run_batch(
        task,
        DEFAULT_DATA[task.name],
        tmp_path,
        system,
        limit=60,
        batch_size=batch_size,
        score=score,
    )
    in_batch = json.loads((tmp_path / "predictions.json").read_text())
    items = load_items(DEFAULT_DATA[task.name], task.name)[:60]
    alone = [
        {
            task.id_key: item[task.id_key],
            task.prediction_key: system([model_input(item, task)])[0].answer,
        }
        for item in items
    ]
    assert in_batch == alone


def test_batch_engine_answers_same_one_by_one_and_in_batch(tmp_path):
    import datetime

    from eval.batch import sharc_engine

    system = sharc_engine(datetime.date(2026, 11, 30))
    run_batch(SHARC, DEFAULT_DATA["sharc"], tmp_path, system, limit=40)
    in_batch = {
        p["utterance_id"]: p["answer"]
        for p in json.loads((tmp_path / "predictions.json").read_text())
    }
    for item in load_items(DEFAULT_DATA["sharc"], "sharc")[:40]:
        if item["utterance_id"] in in_batch:
            alone = system([model_input(item, SHARC)])[0].answer
            assert in_batch[item["utterance_id"]] == alone


def _fails_on_three_turns(inputs):
    if len(inputs["history"]) == 3:
        raise ValueError("cannot handle three turns")
    return _echo_history(inputs)


@pytest.mark.parametrize("batch_size", [1, 8])
def test_batch_failing_item_gets_error_record_and_no_prediction(tmp_path, batch_size):
    system = per_item(_fails_on_three_turns)
    scores = run_batch(
        SHARC, DEFAULT_DATA["sharc"], tmp_path, system, limit=80, batch_size=batch_size
    )
    items = load_items(DEFAULT_DATA["sharc"], "sharc")[:80]
    failing = {i["utterance_id"] for i in items if len(i["history"]) == 3}
    assert failing and len(failing) < 80
    trace = _read_jsonl(tmp_path / "trace.jsonl")
    errors = [t for t in trace if "error" in t]
    assert {t["id"] for t in errors} == failing
    assert errors[0]["error"] == {"type": "ValueError", "message": "cannot handle three turns"}
    assert errors[0]["predicted"] is None
    predicted = {p["utterance_id"] for p in json.loads((tmp_path / "predictions.json").read_text())}
    assert predicted == {i["utterance_id"] for i in items} - failing
    assert scores["errors"] == scores["missing"] == len(failing)
    assert any("scorer counts each as wrong" in note for note in scores["notes"])


def test_batch_bad_item_does_not_stop_the_run(tmp_path):
    items = [dict(i) for i in load_items(DEFAULT_DATA["sharc"], "sharc")[:6]]
    items[1]["history"] = "not a list"
    items[4] = "not an item"
    data = tmp_path / "data.json"
    data.write_text(json.dumps(items))
    entries = list(iter_items(data, "sharc"))
    assert [type(e) for e in entries].count(BadItem) == 2
    assert isinstance(entries[1].error, DataFileError) and "item 1" in str(entries[1].error)
    scores = run_batch(SHARC, data, tmp_path / "run", sharc_majority())
    trace = _read_jsonl(tmp_path / "run" / "trace.jsonl")
    assert [t["error"]["type"] for t in trace if "error" in t] == ["DataFileError", "DataFileError"]
    assert trace[1]["id"] == items[1]["utterance_id"] and trace[4]["id"] is None
    assert (scores["n"], scores["errors"]) == (6, 2)
    # item 1 still has an id and a gold answer: it is scored, as wrong; item 4 cannot be
    assert scores["n_scored"] == 5 and scores["missing"] == 1
    assert any("not scored" in note for note in scores["notes"])


def test_batch_data_file_that_is_not_a_list_raises(tmp_path):
    data = tmp_path / "data.json"
    data.write_text('{"utterance_id": "a"}')
    with pytest.raises(DataFileError, match="expected a list"):
        run_batch(SHARC, data, tmp_path / "run", sharc_majority())


def test_batch_interrupted_run_keeps_its_predictions(tmp_path):
    calls = []

    def interrupted(inputs):
        if len(calls) == 5:
            raise KeyboardInterrupt
        calls.append(1)
        return [Prediction("Yes")]

    with pytest.raises(KeyboardInterrupt):
        run_batch(SHARC, DEFAULT_DATA["sharc"], tmp_path, interrupted, limit=20)
    assert len(json.loads((tmp_path / "predictions.json").read_text())) == 5
    assert len(_read_jsonl(tmp_path / "predictions.partial.jsonl")) == 5
    assert len(_read_jsonl(tmp_path / "trace.jsonl")) == 5
    assert not (tmp_path / "scores.json").exists()


def test_batch_system_giving_wrong_count_is_an_error(tmp_path):
    scores = run_batch(SHARC, DEFAULT_DATA["sharc"], tmp_path, lambda inputs: [], limit=3)
    assert scores["errors"] == 3
    assert (
        "gave 0 answers for 1 items" in _read_jsonl(tmp_path / "trace.jsonl")[0]["error"]["message"]
    )


def test_batch_cli_eval_sharc_majority_from_any_directory(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    args = [
        "eval",
        "sharc",
        "--system",
        "majority",
        "--out",
        "run",
        "--limit",
        "12",
        "--today",
        "2024-02-09",
    ]
    assert main(args) == 0
    scores = json.loads(capsys.readouterr().out)
    assert (scores["n"], scores["system"], scores["today"]) == (12, "majority", "2024-02-09")
    assert len(json.loads((tmp_path / "run" / "predictions.json").read_text())) == 12


def test_batch_cli_eval_tweetqa_tweet_start(tmp_path, capsys):
    args = [
        "eval",
        "tweetqa",
        "--system",
        "tweet-start",
        "--out",
        str(tmp_path),
        "--limit",
        "9",
        "--no-meteor",
    ]
    assert main(args) == 0
    scores = json.loads(capsys.readouterr().out)
    assert scores["n"] == 9 and scores["meteor"] is None
    predictions = json.loads((tmp_path / "predictions.json").read_text())
    tweets = load_items(DEFAULT_DATA["tweetqa"], "tweetqa")[:9]
    assert predictions == [
        {"qid": t["qid"], "Answer": " ".join(t["Tweet"].split()[:3])} for t in tweets
    ]


def test_batch_cli_eval_bad_data_is_one_line_exit_1(tmp_path, capsys):
    bad = tmp_path / "data.json"
    bad.write_text("[")
    assert (
        main(
            [
                "eval",
                "sharc",
                "--system",
                "majority",
                "--data",
                str(bad),
                "--out",
                str(tmp_path / "o"),
            ]
        )
        == 1
    )
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(bad) in err


def test_batch_missing_model_stops_the_run(tmp_path):
    def untrained(inputs):
        raise ModelError("the reader is not trained; train it first")

    with pytest.raises(ModelError, match="not trained"):
        run_batch(TWEETQA, DEFAULT_DATA["tweetqa"], tmp_path, untrained, limit=5, score=NO_METEOR)
    assert json.loads((tmp_path / "predictions.json").read_text()) == []


def test_bench_markdown_shows_the_confusion_as_a_table_of_classes_that_occur():
    from eval.bench import to_markdown

    confusion = {
        "yes": {"yes": 3, "no": 1, "more": 0, "irrelevant": 0, "missing": 0},
        "no": {"yes": 0, "no": 2, "more": 1, "irrelevant": 0, "missing": 0},
        "more": dict.fromkeys(("yes", "no", "more", "irrelevant", "missing"), 0),
        "irrelevant": dict.fromkeys(("yes", "no", "more", "irrelevant", "missing"), 0),
    }
    text = to_markdown({"run": {"micro_accuracy": 71.4, "confusion": confusion}}, "today", "here")
    assert "| gold | yes | no | more |" in text
    assert "| yes | 3 | 1 | 0 |" in text and "| no | 0 | 2 | 1 |" in text
    assert (
        "| more |" not in text.split("| gold |")[1].split("\n", 2)[2]
    )  # no row for an absent class


def test_batch_refuses_an_out_that_is_a_file_before_any_work(tmp_path):
    # An --out naming a file ended the run with a FileExistsError traceback.
    out = tmp_path / "scores.txt"
    out.write_text("x")
    with pytest.raises(DataFileError, match="scores.txt: cannot make the output folder"):
        run_batch(SHARC, DEFAULT_DATA["sharc"], out, sharc_majority(), limit=2)


def test_batch_reports_a_file_nested_too_deeply(tmp_path):
    # json's recursion ran out on 100,000 nested lists: a RecursionError traceback.
    data = tmp_path / "deep.json"
    data.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(DataFileError, match="deep.json: nested too deeply"):
        run_batch(SHARC, data, tmp_path / "run", sharc_majority())


def test_batch_refuses_repeated_utterance_ids_before_any_work(tmp_path):
    # Two utterances with one id ran, and the second answer overwrote the first in the
    # scores: the run is refused, naming the id and both items.
    items = json.loads(DEFAULT_DATA["sharc"].read_text(encoding="utf-8"))[:3]
    items.append(dict(items[1], question="Can I claim?"))
    data = tmp_path / "dup.json"
    data.write_text(json.dumps(items), encoding="utf-8")
    uid = items[1]["utterance_id"]
    with pytest.raises(DataFileError, match=rf"item 3: utterance_id '{uid}' is also item 1's"):
        run_batch(SHARC, data, tmp_path / "run", sharc_majority())
    assert not (tmp_path / "run").exists()


def test_batch_tweetqa_keeps_its_repeated_qids():
    # TweetQA's own files repeat qids: they are read as its scorer reads them.
    entries = list(iter_items(DEFAULT_DATA["tweetqa"], "tweetqa"))
    assert len({e["qid"] for e in entries}) < len(entries)
    assert not TWEETQA.unique_ids and SHARC.unique_ids


def test_batch_refuses_a_data_file_with_no_items(tmp_path):
    # "0 items, 0 errors" and a micro accuracy of 0.00 in scores.json.
    data = tmp_path / "empty.json"
    data.write_text("[]", encoding="utf-8")
    with pytest.raises(DataFileError, match="empty.json: has no items"):
        run_batch(SHARC, data, tmp_path / "run", sharc_majority())
