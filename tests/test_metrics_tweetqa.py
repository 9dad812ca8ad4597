"""The TweetQA metric: the official scorer's numbers on the fixtures, and the edge cases."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import eval.metrics_tweetqa as metrics
from eval.metrics_tweetqa import (
    bleu_1,
    meteor,
    meteor_unavailable,
    normalize_answer,
    rouge_l,
    score_tweetqa,
    score_tweetqa_files,
)
from ruleparse.errors import DataFileError
from rulewise.cli import main

FIXTURES = Path(__file__).parent / "data" / "metric_fixtures" / "tweetqa"
GOLD = Path(__file__).resolve().parent.parent / "data" / "tweetqa" / "dev_sample.json"
EXPECTED = json.loads((FIXTURES / "expected_scores.json").read_text())

needs_java = pytest.mark.skipif(
    meteor_unavailable() is not None,
    reason=f"METEOR runs the Meteor 1.5 jar: {meteor_unavailable()}",
)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_metrics_tweetqa_reproduces_official_bleu_and_rouge(name):
    scores = score_tweetqa_files(GOLD, FIXTURES / f"{name}.json", with_meteor=False)
    for key in ("bleu_1", "rouge_l", "n_qids"):
        assert scores[key] == pytest.approx(EXPECTED[name][key], abs=0.01), key


# The jar takes seconds to start, once per process; each fixture then takes under a second.
@needs_java
@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_metrics_tweetqa_reproduces_official_meteor(name):
    scores = score_tweetqa_files(GOLD, FIXTURES / f"{name}.json")
    for key, expected in EXPECTED[name].items():
        assert scores[key] == pytest.approx(expected, abs=0.01), key


@needs_java
def test_metrics_tweetqa_meteor_takes_the_best_reference():
    assert meteor("forecast", ["forecast", "deflated"]) == pytest.approx(1.0)
    assert meteor("deflated", ["forecast", "deflated"]) == pytest.approx(1.0)
    assert 0 < meteor("deflated forecast", ["forecast", "deflated"]) < 1


def test_metrics_tweetqa_without_java_reports_null_meteor(monkeypatch):
    monkeypatch.setattr(metrics.shutil, "which", lambda name: None)
    gold = [{"qid": "q1", "Answer": ["kemba"]}]
    scores = score_tweetqa(gold, [{"qid": "q1", "Answer": "Kemba"}])
    assert scores["meteor"] is None
    assert scores["bleu_1"] == scores["rouge_l"] == 100.0
    assert any("Java" in note for note in scores["notes"])


@pytest.mark.parametrize(
    ("text", "normalised"),
    [
        ("@HillaryClinton", "hillaryclinton"),
        ("The  Patriots' footballs.", "patriots footballs"),
        ("an apple a day", "apple day"),
        ("“curly” — dash", "“curly” — dash"),
        ("theory", "theory"),
    ],
)
def test_metrics_tweetqa_normalises_like_squad(text, normalised):
    assert normalize_answer(text) == normalised


def test_metrics_tweetqa_bleu_clips_and_picks_closest_reference_length():
    # "a b b" against "a b": clipped unigram precision 2/3, no brevity penalty
    assert bleu_1("x y y", ["x y"]) == pytest.approx(2 / 3)
    # closest reference length is 1 (tie 1 vs 3 for a 2-word hypothesis goes to the shorter)
    assert bleu_1("x z", ["x", "x y q"]) == pytest.approx(0.5)
    assert bleu_1("x", ["x y q"]) == pytest.approx(0.1353, abs=1e-4)


def test_metrics_tweetqa_rouge_takes_best_precision_and_recall_separately():
    # P = max(1/1, 1/1) = 1 ; R = max(1/1, 1/3) = 1
    assert rouge_l("x", ["x", "x y z"]) == pytest.approx(1.0)
    beta2 = 1.2**2
    p, r = 1.0, 1 / 3
    assert rouge_l("x", ["x y z"]) == pytest.approx((1 + beta2) * p * r / (r + beta2 * p))
    assert rouge_l("q", ["x y"]) == 0.0


def test_metrics_tweetqa_list_answer_uses_first_element():
    gold = [{"qid": "q1", "Answer": ["kemba"]}]
    scores = score_tweetqa(gold, [{"qid": "q1", "Answer": ["Kemba", "other"]}], with_meteor=False)
    assert scores["bleu_1"] == 100.0


def test_metrics_tweetqa_repeated_qid_last_record_counts():
    gold = [{"qid": "q1", "Answer": ["first"]}, {"qid": "q1", "Answer": ["second"]}]
    predictions = [{"qid": "q1", "Answer": "first"}, {"qid": "q1", "Answer": "second"}]
    scores = score_tweetqa(gold, predictions, with_meteor=False)
    assert scores["n_qids"] == 1
    assert scores["bleu_1"] == 100.0
    assert scores["duplicate_gold"] == scores["duplicate_predictions"] == 1


def test_metrics_tweetqa_missing_predictions_score_zero_and_are_noted():
    gold = json.loads(GOLD.read_text())
    predictions = [{"qid": row["qid"], "Answer": row["Answer"][0]} for row in gold[10:]]
    predictions.append({"qid": "not-a-qid", "Answer": "x"})
    scores = score_tweetqa(gold, predictions, with_meteor=False)
    assert scores["missing"] == 10
    assert scores["unknown"] == 1
    assert scores["bleu_1"] == pytest.approx(100.0 * 531 / 541, abs=0.01)
    assert any("10 gold qids have no prediction" in note for note in scores["notes"])


@needs_java
def test_metrics_tweetqa_missing_predictions_score_zero_meteor():
    gold = [{"qid": "q1", "Answer": ["kemba"]}, {"qid": "q2", "Answer": ["walker"]}]
    scores = score_tweetqa(gold, [{"qid": "q1", "Answer": "Kemba"}])
    assert scores["meteor"] == pytest.approx(50.0, abs=0.01)


@pytest.mark.parametrize(
    ("content", "where"),
    [
        ("[{]", "line 1 column 3: not valid JSON"),
        ('{"qid": "q"}', "expected a list"),
        ('[{"qid": "q", "Answer": "a"}, {"Answer": "b"}]', "item 1: missing key 'qid'"),
        ('[{"qid": "q", "Answer": 3}]', "item 0: 'Answer' should be a string or list"),
    ],
)
def test_metrics_tweetqa_bad_prediction_file_names_file_and_index(tmp_path, content, where):
    bad = tmp_path / "predictions.json"
    bad.write_text(content)
    with pytest.raises(DataFileError) as caught:
        score_tweetqa_files(GOLD, bad, with_meteor=False)
    assert str(bad) in str(caught.value) and where in str(caught.value)


def test_metrics_tweetqa_gold_needs_a_list_of_answers(tmp_path):
    bad = tmp_path / "gold.json"
    bad.write_text('[{"qid": "q", "Answer": []}]')
    with pytest.raises(DataFileError, match="item 0: 'Answer' should be a non-empty list"):
        score_tweetqa_files(bad, FIXTURES / "first_gold.json", with_meteor=False)


def test_metrics_tweetqa_cli_prints_scores_as_json(capsys):
    args = ["score", "tweetqa", str(GOLD), str(FIXTURES / "first_five_words.json"), "--no-meteor"]
    assert main(args) == 0
    scores = json.loads(capsys.readouterr().out)
    assert scores["bleu_1"] == EXPECTED["first_five_words"]["bleu_1"]
    assert scores["meteor"] is None


def test_metrics_tweetqa_cli_bad_file_is_one_line_exit_1(tmp_path, capsys):
    assert main(["score", "tweetqa", str(GOLD), str(tmp_path / "absent.json")]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "absent.json" in err
