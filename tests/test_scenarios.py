"""Scenario utterances made from scenario-free dialogs (eval.scenarios)."""

from __future__ import annotations

import json

import pytest

from eval.scenarios import as_statement, scenario_utterances, write_scenario_file


@pytest.mark.parametrize(
    "question, answer, statement",
    [
        ("Are you a veteran?", "Yes", "I am a veteran."),
        ("Are you a veteran?", "No", "I am not a veteran."),
        ("Do you live in your own home?", "no", "I do not live in my own home."),
        ("Do you live in the UK?", "yes", "I live in the UK."),
        ("Have you paid Class 2 contributions?", "No", "I have not paid Class 2 contributions."),
        ("Can you speak English?", "No", "I cannot speak English."),
        (
            "Did you  start your marriage before 2016?",
            "Yes",
            "I did start my marriage before 2016.",
        ),
    ],
)
def test_scenarios_a_follow_up_about_you_becomes_what_you_say(question, answer, statement):
    assert as_statement(question, answer) == statement


@pytest.mark.parametrize(
    "question, answer",
    [("Is the business registered?", "Yes"), ("Are you a veteran?", "maybe"), ("Are you?", "Yes")],
)
def test_scenarios_other_follow_ups_give_no_statement(question, answer):
    assert as_statement(question, answer) is None


def test_scenarios_the_last_follow_up_moves_to_the_scenario_and_the_gold_stays(tmp_path):
    turns = [
        {"follow_up_question": "Are you 16 or over?", "follow_up_answer": "Yes"},
        {"follow_up_question": "Do you live in Wales?", "follow_up_answer": "No"},
    ]
    source = [
        {
            "utterance_id": "a",
            "snippet": "S",
            "question": "Q",
            "scenario": "",
            "history": turns,
            "answer": "No",
        },
        {
            "utterance_id": "b",
            "snippet": "S",
            "question": "Q",
            "scenario": "",
            "history": [],
            "answer": "Are you 16 or over?",
        },
        {
            "utterance_id": "c",
            "snippet": "S",
            "question": "Q",
            "scenario": "I am 40.",
            "history": turns,
            "answer": "No",
        },
    ]
    (made,) = scenario_utterances(source)
    assert made["utterance_id"] == "a:scenario"
    assert made["scenario"] == "I do not live in Wales."
    assert made["history"] == turns[:1] and made["answer"] == "No"
    path = tmp_path / "in.json"
    path.write_text(json.dumps(source), encoding="utf-8")
    assert write_scenario_file(path, tmp_path / "out.json") == 1
    assert json.loads((tmp_path / "out.json").read_text(encoding="utf-8")) == [made]


def test_scenarios_said_ahead_answers_the_follow_up_after_the_gold_one():
    from eval.scenarios import ahead_utterances

    first = {"follow_up_question": "Are you 16 or over?", "follow_up_answer": "Yes"}
    source = [
        {"utterance_id": "a", "tree_id": "t", "snippet": "S", "question": "Q", "scenario": "",
         "history": [], "answer": "Are you 16 or over?"},
        {"utterance_id": "b", "tree_id": "t", "snippet": "S", "question": "Q", "scenario": "",
         "history": [first], "answer": "Do you live in Wales?"},
        {"utterance_id": "c", "tree_id": "t", "snippet": "S", "question": "Q", "scenario": "",
         "history": [first, {"follow_up_question": "Do you live in Wales?", "follow_up_answer": "No"}],
         "answer": "No"},
    ]  # fmt: skip
    made = ahead_utterances(source)
    assert [(m["utterance_id"], m["scenario"], m["answer"]) for m in made] == [
        ("a:ahead:Yes:Yes", "I live in Wales.", "Are you 16 or over?"),
        ("a:ahead:Yes:No", "I do not live in Wales.", "Are you 16 or over?"),
    ]


def test_scenarios_in_history_keeps_the_said_before_dialogs_as_they_were():
    from eval.scenarios import in_history_utterances, scenario_utterances

    asked = {"follow_up_question": "Are you a veteran?", "follow_up_answer": "Yes"}
    dialogs = [
        {"utterance_id": "a", "scenario": "", "history": [asked], "answer": "Yes"},
        {"utterance_id": "b", "scenario": "", "history": [], "answer": "Are you a veteran?"},
    ]
    assert [u["utterance_id"] for u in scenario_utterances(dialogs)] == ["a:scenario"]
    assert in_history_utterances(dialogs) == [dialogs[0]]


def _dialog(uid, tree, history, answer):
    return {"utterance_id": uid, "tree_id": tree, "snippet": "S", "question": "Q", "scenario": "",
            "history": history, "answer": answer}  # fmt: skip


def test_scenarios_a_written_scenario_replaces_the_statement_in_its_split_only():
    from eval.scenarios import written_utterances

    wales = [{"follow_up_question": "Do you live in Wales?", "follow_up_answer": "No"}]
    source = [_dialog("a", "t", wales, "No"), _dialog("b", "u", wales, "No")]
    rows = [
        {"utterance_id": "a", "split": "tune", "scenario": "I live in Leeds."},
        {"utterance_id": "b", "split": "check", "scenario": "I live in York."},
    ]
    (made,) = written_utterances(source, "tune", rows)
    assert (made["utterance_id"], made["scenario"], made["history"]) == (
        "a:written",
        "I live in Leeds.",
        [],
    )


def test_scenarios_a_foreign_scenario_comes_from_another_rule_and_keeps_the_gold():
    from eval.scenarios import foreign_utterances

    wales = [{"follow_up_question": "Do you live in Wales?", "follow_up_answer": "No"}]
    vet = [{"follow_up_question": "Are you a veteran?", "follow_up_answer": "Yes"}]
    source = [
        _dialog("a", "t", wales, "No"),
        _dialog("b", "u", vet, "Yes"),
        _dialog("c", "u", [], "Are you a veteran?"),
    ]
    made = {m["utterance_id"]: m for m in foreign_utterances(source)}
    assert made["c:foreign"]["scenario"] == "I do not live in Wales."
    assert made["c:foreign"]["answer"] == "Are you a veteran?"
    assert made["a:foreign"]["scenario"] == "I am a veteran."


def test_scenarios_the_bundled_written_scenarios_split_by_tree():
    from eval.scenarios import WRITTEN

    rows = json.loads(WRITTEN.read_text(encoding="utf-8"))
    splits = {}
    for r in rows:
        splits.setdefault(r["split"], set()).add(r["tree_id"])
    assert set(splits) == {"tune", "check", "tune2", "check2"}
    trees = list(splits.values())
    assert all(not a & b for i, a in enumerate(trees) for b in trees[i + 1 :])
    assert all(r["scenario"].strip() for r in rows)
