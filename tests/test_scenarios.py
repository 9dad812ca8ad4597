"""Scenario utterances made from scenario-free dialogs (eval.scenarios)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from eval.scenarios import (
    REWRITE_FAMILIES,
    as_statement,
    contract,
    expand_contractions,
    recase_bullets,
    remark_bullets,
    rewrite_headings,
    rewritten_utterances,
    scenario_utterances,
    write_scenario_file,
)


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


def _tree_utterances() -> list[dict]:
    from eval.scenarios import read_json

    return read_json(
        Path(__file__).resolve().parent.parent / "data" / "sharc" / "train_tree_utterances.json"
    )


def test_scenarios_the_rewritten_set_is_fixed_and_keeps_every_gold_answer():
    source = _tree_utterances()[:400]
    made = rewritten_utterances(source)
    assert made == rewritten_utterances(source)  # the family comes from the id's hash
    assert 0 < len(made) < len(source)  # those the rewrite changes
    assert {u["rewrite"].split(":")[0] for u in made} == set(REWRITE_FAMILIES)
    by_id = {u["utterance_id"]: u for u in source}
    for new in made:
        old = by_id[new["utterance_id"].removesuffix(":rewritten")]
        assert (
            new["snippet"] != old["snippet"]
            or new["question"] != old["question"]
            or (new["history"] != old["history"] or new["answer"] != old["answer"])
        )
        if old["answer"].lower() in ("yes", "no", "irrelevant"):
            assert new["answer"] == old["answer"]
        assert [t["follow_up_answer"] for t in new["history"]] == [
            t["follow_up_answer"] for t in old["history"]
        ]


@pytest.mark.parametrize(
    "written, expanded",
    [
        (
            "You can’t claim tax credits and Universal Credit at the same time.",
            "You cannot claim tax credits and Universal Credit at the same time.",
        ),
        (
            "You won’t usually get any money before you move.",
            "You will not usually get any money before you move.",
        ),
        ("if you’re aged 60 or over", "if you are aged 60 or over"),
        ("if you don't have children", "if you do not have children"),
        # "it’s" may be "it is" or "it has": left as written
        ("If it’s on either list", "If it’s on either list"),
    ],
)
def test_scenarios_contractions_expand_with_one_reading(written, expanded):
    assert expand_contractions(written) == expanded


@pytest.mark.parametrize(
    "written, contracted",
    [
        ("If you are under 15 years old", "If you’re under 15 years old"),
        ("Pedestrians MUST NOT be on motorways", "Pedestrians MUST NOT be on motorways"),
        ("if you have been employed", "if you’ve been employed"),
        ("if you have limited income and assets", "if you have limited income and assets"),
        ("the person you are", "the person you are"),
    ],
)
def test_scenarios_contractions_are_made_only_where_they_read_the_same(written, contracted):
    assert contract(written, "’") == contracted


def test_scenarios_page_markers_are_rewritten_alike():
    page = "#  2. How to register\n\nRegister by post using form:\n\n* VAT1A\n* VAT1B"
    assert remark_bullets(page, "1.").endswith("form:\n\n1. VAT1A\n2. VAT1B")
    assert remark_bullets(page, "-").endswith("form:\n\n- VAT1A\n- VAT1B")
    assert rewrite_headings(page, "plain").startswith("How to register\n\n")
    assert rewrite_headings(page, "colon").startswith("How to register:\n\n")
    assert rewrite_headings(page, "level").startswith("##  2. How to register\n\n")
    assert recase_bullets(page, True).endswith("* VAT1A\n* VAT1B")
    assert (
        recase_bullets("You can apply if you:\n\n* Live in Wales\n* live with a carer", False)
        == "You can apply if you:\n\n* live in Wales\n* live with a carer"
    )
    assert recase_bullets("Either:\n\n* Wales", False) == "Either:\n\n* Wales"
