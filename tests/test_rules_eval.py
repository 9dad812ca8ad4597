"""eval.rules: the parser scored against gold dialog trees."""

from __future__ import annotations

import json

import pytest

from eval.rules import gold_paths, gold_questions, run_rules_eval, score_tree
from ruleparse.errors import DataFileError
from rulewise.cli import main

TREE = {
    "key": "Can I get the grant?",
    "children": [
        {
            "key": "Are you 16 or over?",
            "colorCode": "",
            "children": [
                {
                    "key": "Do you live in Wales?",
                    "colorCode": "Yes",
                    "children": [
                        {"key": "Yes", "colorCode": "Yes"},
                        {"key": "No", "colorCode": "No"},
                    ],
                },
                {"key": "No", "colorCode": "No"},
            ],
        }
    ],
}
RULE = "You can get the grant if you're 16 or over and you live in Wales."


def test_rules_eval_walks_every_root_to_leaf_path():
    paths = list(gold_paths(TREE))
    assert paths == [
        ([("Are you 16 or over?", "Yes"), ("Do you live in Wales?", "Yes")], "Yes"),
        ([("Are you 16 or over?", "Yes"), ("Do you live in Wales?", "No")], "No"),
        ([("Are you 16 or over?", "No")], "No"),
    ]
    assert gold_questions(TREE) == ["Are you 16 or over?", "Do you live in Wales?"]


def test_rules_eval_agrees_on_every_path_of_a_correct_parse():
    report = score_tree("t1", TREE, RULE)
    assert report["paths"] == report["paths_agreeing"] == 3
    assert [a[1] for a in report["aligned"]] == ["you're 16 or over", "you live in Wales"]


def test_rules_eval_disagrees_when_the_parse_misses_a_condition():
    report = score_tree("t1", TREE, "You can get the grant if you're 16 or over.")
    assert report["paths_agreeing"] == 2  # "Wales: No -> No" cannot follow from the parse


def test_rules_eval_writes_scores_and_report(tmp_path):
    trees, snippets = tmp_path / "trees.json", tmp_path / "snippets.json"
    trees.write_text(json.dumps({"t1": TREE, "t2": TREE}))
    snippets.write_text(json.dumps({"t1": {"snippet": RULE}}))
    scores = run_rules_eval(trees, snippets, tmp_path / "out")
    assert scores["errors"] == 1  # t2 has no snippet: recorded, the run goes on
    assert scores["condition_recall"] == scores["path_agreement"] == 100.0
    lines = (tmp_path / "out" / "report.jsonl").read_text().splitlines()
    assert len(lines) == 2 and "error" in json.loads(lines[1])


def test_rules_eval_names_a_malformed_trees_file(tmp_path):
    bad = tmp_path / "trees.json"
    bad.write_text("[1, 2")
    with pytest.raises(DataFileError, match="trees.json"):
        run_rules_eval(bad, bad, tmp_path / "out")
    assert (
        main(["eval", "rules", "--trees", str(bad), "--snippets", str(bad), "--out", str(tmp_path)])
        == 1
    )


def test_rules_eval_a_malformed_tree_is_an_error_record_not_the_end_of_the_run():
    from eval.rules import score_rules

    broken = {"key": "Can I?", "children": [{"key": "Are you 16?", "children": [{"key": "Yes"}]}]}
    scores, reports = score_rules({"good": TREE, "broken": broken}, {"good": RULE, "broken": RULE})
    assert scores["errors"] == 1 and scores["path_agreement"] == 100.0
    assert reports[1]["error"].startswith("KeyError")


# Tree 47d16708 asks the age question in two wordings on two branches.
TWICE = {
    "key": "Do I qualify for Guarantee Credit?",
    "children": [
        {
            "key": "Do you live in England?",
            "colorCode": "",
            "children": [
                {
                    "key": "Have you or your partner reached Pension Credit qualifying age?",
                    "colorCode": "Yes",
                    "children": [
                        {"key": "Yes", "colorCode": "Yes"},
                        {"key": "No", "colorCode": "No"},
                    ],
                },
                {
                    "key": "Have you or your partner reached the pension credit qualifying age?",
                    "colorCode": "No",
                    "children": [
                        {"key": "Yes", "colorCode": "Yes"},
                        {"key": "No", "colorCode": "No"},
                    ],
                },
            ],
        }
    ],
}


def test_rules_eval_counts_a_question_worded_twice_once():
    assert gold_questions(TWICE) == [
        "Do you live in England?",
        "Have you or your partner reached Pension Credit qualifying age?",
    ]
    rule = (
        "To qualify for Guarantee Credit:\n\n* you must live in England or Wales\n"
        "* you or your partner must have reached Pension Credit qualifying age"
    )
    report = score_tree("t1", TWICE, rule)
    # Both wordings settle the age; only "England: No, age: Yes" stays unknown (Wales).
    assert (report["paths"], report["paths_agreeing"]) == (4, 3)


def test_rules_eval_keeps_questions_that_differ_in_order_or_negation_apart():
    from eval.rules import question_key

    assert question_key("Did you commit benefit fraud?") == question_key(
        "have you commited benefit fraud?"
    )
    assert question_key("Are you delinquent on a federal debt?") != question_key(
        "Are you not delinquent on federal debt?"
    )
    assert question_key("Are you an EU national living in the UK ?") != question_key(
        "Are you a UK national living in the EU?"
    )


def test_rules_eval_matches_a_clause_read_twice_by_the_companions_a_question_names():
    from train_rules import WORKING_TAX_CREDIT_COUPLES

    # The hours are read twice, once with "you're disabled or aged 60 or above" and once
    # with the partner's alternatives; the question naming Carer's Allowance had been
    # matched to the copy beside "you're disabled", and its Yes had met nothing.
    carer = (
        "Do you work at least 16 hours a week and your partner is entitled to carer's allowance?"
    )
    disabled = "Do you work at least 16 hours a week and you’re disabled or aged 60 or above?"
    yes, no = {"key": "Yes", "colorCode": "Yes"}, {"key": "No", "colorCode": "No"}
    tree = {
        "key": "Can my partner and I claim working tax credit?",
        "children": [
            {
                "key": "Do you work less than 24 hours a week between you?",
                "colorCode": "",
                "children": [
                    {
                        "key": disabled,
                        "colorCode": "Yes",
                        "children": [yes, {"key": carer, "colorCode": "No", "children": [yes, no]}],
                    },
                    no,
                ],
            }
        ],
    }
    report = score_tree("t1", tree, WORKING_TAX_CREDIT_COUPLES)
    assert (report["paths"], report["paths_agreeing"]) == (4, 4)
