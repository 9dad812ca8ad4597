"""The ShARC metric: the official evaluator's numbers on the fixtures, and the edge cases."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from eval.metrics_sharc import (
    answer_class,
    corpus_bleu,
    normalize_answer,
    score_sharc,
    score_sharc_files,
)
from ruleparse.errors import DataFileError
from rulewise.cli import main

FIXTURES = Path(__file__).parent / "data" / "metric_fixtures" / "sharc"
GOLD = Path(__file__).resolve().parent.parent / "data" / "sharc" / "dev_sample.json"
EXPECTED = json.loads((FIXTURES / "expected_scores.json").read_text())


def _gold() -> list[dict]:
    return json.loads(GOLD.read_text())


def _echo(gold: list[dict]) -> list[dict]:
    return [{"utterance_id": g["utterance_id"], "answer": g["answer"]} for g in gold]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_metrics_sharc_reproduces_official_scores(name):
    scores = score_sharc_files(GOLD, FIXTURES / f"{name}.json")
    for key, expected in EXPECTED[name].items():
        assert scores[key] == pytest.approx(expected, abs=0.01), key
    assert scores["missing"] == scores["unknown"] == 0


@pytest.mark.parametrize(
    ("text", "normalised"),
    [
        ("Yes.", "yes ."),
        ("YES", "yes"),
        ("Don't you live in the U.K.?", "do n't you live in the u.k. ?"),
        ("  Irrelevant\n", "irrelevant"),
        # a newline is a token of its own; the official script keeps its
        # trailing space and drops the newline, so two spaces remain
        ("Are you\nover 18?", "are you  over 18 ?"),
    ],
)
def test_metrics_sharc_normalises_like_official(text, normalised):
    assert normalize_answer(text) == normalised


@pytest.mark.parametrize(
    ("answer", "cls"),
    [
        ("Yes", "yes"),
        ("no", "no"),
        ("IRRELEVANT", "irrelevant"),
        ("Yes.", "more"),
        ("more", "more"),
    ],
)
def test_metrics_sharc_class_is_exact_label_after_normalising(answer, cls):
    assert answer_class(normalize_answer(answer)) == cls


def test_metrics_sharc_literal_more_is_left_out_of_bleu():
    gold = [{"utterance_id": "a", "answer": "Are you over 18?"}]
    scores = score_sharc(gold, [{"utterance_id": "a", "answer": "more"}])
    assert scores["micro_accuracy"] == 100.0
    assert scores["n_bleu_pairs"] == 0
    assert scores["bleu_1"] == 0.0


def test_metrics_sharc_corpus_bleu_smooths_every_order():
    reference = ["a", "b", "c", "d"]
    brevity = math.exp(1 - 4 / 3)
    assert corpus_bleu([reference], [["a", "b", "c"]], 1) == pytest.approx(brevity)
    # unigrams (2+1)/(3+1); bigrams (0+1)/(2+1)
    assert corpus_bleu([reference], [["a", "x", "c"]], 1) == pytest.approx(0.75 * brevity)
    assert corpus_bleu([reference], [["a", "x", "c"]], 2) == pytest.approx(
        math.sqrt(0.75 / 3) * brevity
    )
    assert corpus_bleu([["a", "b"]], [["a", "b", "a"]], 1) == pytest.approx(3 / 4)


def test_metrics_sharc_absent_class_gives_null_macro_accuracy():
    gold = [g for g in _gold() if g["answer"] != "Irrelevant"]
    scores = score_sharc(gold, _echo(gold))
    assert scores["macro_accuracy"] is None
    assert scores["macro_accuracy_present"] == 100.0
    assert scores["per_class"]["irrelevant"] is None
    assert scores["micro_accuracy"] == 100.0
    assert any("irrelevant" in note and "null" in note for note in scores["notes"])


def test_metrics_sharc_macro_present_averages_only_present_classes():
    gold = [
        {"utterance_id": "a", "answer": "Yes"},
        {"utterance_id": "b", "answer": "Yes"},
        {"utterance_id": "c", "answer": "No"},
    ]
    predictions = [{"utterance_id": i, "answer": "Yes"} for i in "abc"]
    scores = score_sharc(gold, predictions)
    assert scores["macro_accuracy_present"] == 50.0
    assert scores["micro_accuracy"] == pytest.approx(66.67)
    assert scores["gold_counts"] == {"yes": 2, "no": 1, "more": 0, "irrelevant": 0}


def test_metrics_sharc_no_followup_pairs_gives_bleu_zero_with_note():
    gold = [
        {"utterance_id": "a", "answer": "Are you over 18?"},
        {"utterance_id": "b", "answer": "No"},
    ]
    scores = score_sharc(
        gold, [{"utterance_id": "a", "answer": "Yes"}, {"utterance_id": "b", "answer": "No"}]
    )
    assert [scores[f"bleu_{n}"] for n in range(1, 5)] == [0.0] * 4
    assert any("no pairs" in note for note in scores["notes"])


def test_metrics_sharc_empty_followup_tokens_give_bleu_zero_with_note():
    gold = [{"utterance_id": "a", "answer": "Are you over 18?"}]
    scores = score_sharc(gold, [{"utterance_id": "a", "answer": ""}])
    assert scores["n_bleu_pairs"] == 1
    assert scores["bleu_4"] == 0.0
    assert any("no tokens" in note for note in scores["notes"])


def test_metrics_sharc_missing_predictions_count_as_wrong():
    gold = _gold()
    dropped = [g["utterance_id"] for g in gold[:7]]
    scores = score_sharc(gold, _echo(gold[7:]))
    assert scores["missing"] == 7
    assert scores["micro_accuracy"] == pytest.approx(100.0 * (len(gold) - 7) / len(gold), abs=0.01)
    assert scores["macro_accuracy"] < 100.0
    note = next(note for note in scores["notes"] if "no prediction" in note)
    assert dropped[0] in note and "and 2 more" in note


def test_metrics_sharc_unknown_and_duplicate_ids_are_counted():
    gold = _gold()[:20]
    predictions = _echo(gold) + [
        {"utterance_id": "not-a-gold-id", "answer": "Yes"},
        {"utterance_id": gold[0]["utterance_id"], "answer": "Irrelevant"},
    ]
    scores = score_sharc(gold + gold[:1], predictions)
    assert scores["unknown"] == 1
    assert scores["duplicate_predictions"] == 1
    assert scores["duplicate_gold"] == 1
    assert scores["n"] == 20
    # the last record wins: the repeated prediction is now wrong
    assert scores["micro_accuracy"] == 95.0
    assert any("not-a-gold-id" in note for note in scores["notes"])


@pytest.mark.parametrize(
    ("content", "where"),
    [
        ("[{'utterance_id': 1}]", "line 1 column 3: not valid JSON"),
        ('{"utterance_id": "a", "answer": "Yes"}', "expected a list"),
        (
            '[{"utterance_id": "a", "answer": "Yes"}, {"utterance_id": "b"}]',
            "item 1: missing key 'answer'",
        ),
        ('[{"utterance_id": "a", "answer": "Yes"}, "Yes"]', "item 1: is a JSON str"),
        ('[{"utterance_id": "a", "answer": ["Yes"]}]', "item 0: 'answer' should be a string"),
    ],
)
def test_metrics_sharc_bad_prediction_file_names_file_and_index(tmp_path, content, where):
    bad = tmp_path / "predictions.json"
    bad.write_text(content)
    with pytest.raises(DataFileError) as caught:
        score_sharc_files(GOLD, bad)
    assert str(bad) in str(caught.value)
    assert where in str(caught.value)


def test_metrics_sharc_cli_prints_scores_as_json(capsys):
    assert main(["score", "sharc", str(GOLD), str(FIXTURES / "all_yes.json")]) == 0
    scores = json.loads(capsys.readouterr().out)
    assert scores["micro_accuracy"] == EXPECTED["all_yes"]["micro_accuracy"]


def test_metrics_sharc_cli_bad_file_is_one_line_exit_1(tmp_path, capsys):
    bad = tmp_path / "p.json"
    bad.write_text("not json")
    assert main(["score", "sharc", str(GOLD), str(bad)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(bad) in err


def test_metrics_sharc_confusion_counts_gold_by_predicted_class():
    gold = [
        {"utterance_id": "a", "answer": "Yes"},
        {"utterance_id": "b", "answer": "No"},
        {"utterance_id": "c", "answer": "Are you over 18?"},
        {"utterance_id": "d", "answer": "Irrelevant"},
    ]
    predictions = [
        {"utterance_id": "a", "answer": "Yes"},
        {"utterance_id": "b", "answer": "Do you live in Wales?"},
        {"utterance_id": "c", "answer": "No"},
    ]
    confusion = score_sharc(gold, predictions)["confusion"]
    assert confusion["yes"]["yes"] == 1
    assert confusion["no"]["more"] == 1
    assert confusion["more"]["no"] == 1
    assert confusion["irrelevant"]["missing"] == 1
    assert sum(sum(row.values()) for row in confusion.values()) == len(gold)


def test_metrics_sharc_an_empty_gold_file_is_refused(tmp_path):
    # It scored micro accuracy 0.00, as if every prediction had been wrong.
    gold = tmp_path / "gold.json"
    gold.write_text("[]", encoding="utf-8")
    predictions = tmp_path / "pred.json"
    predictions.write_text('[{"utterance_id": "a", "answer": "Yes"}]', encoding="utf-8")
    with pytest.raises(DataFileError, match="gold.json: has no items"):
        score_sharc_files(gold, predictions)
