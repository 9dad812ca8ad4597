"""The ``rulewise`` command end to end: parse, compile, ask, explain, demo, exit codes, help."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from reasoner.verdict import Verdict
from ruleparse.types import Condition, Provenance, Span
from rulewise.cli import main
from rulewise.commands.ask import converse, parse_reply

RULE = "You can claim if you're 16 or over and you live in Wales."
QUESTION = "Can I claim?"
REPO = Path(__file__).resolve().parents[1]
OURS = ("parse", "compile", "ask", "explain", "viz", "demo")


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _ask(capsys, monkeypatch, answers: str, *extra: str) -> tuple[int, list[str]]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(answers))
    code, out, _ = _run(capsys, "ask", "--rule", RULE, "--question", QUESTION, *extra)
    return code, out.strip().splitlines()


def test_cli_parse_prints_each_node_with_span_and_source(capsys):
    code, out, _ = _run(capsys, "parse", RULE)
    assert code == 0
    assert "AND [17:56]" in out
    assert '[17:34] "you\'re 16 or over" (grammar, 1.00)' in out
    assert '[39:56] "you live in Wales" (grammar, 1.00)' in out


@pytest.mark.parametrize(
    "rule, shown",
    [
        # Real snippet (ShARC train): an amount in full, in the currency it is written in.
        (
            "The maximum length of the loan is 25 years for real estate and seven years for "
            "working capital. The maximum loan amount is $2 million.",
            "money <= 2,000,000 USD",
        ),
        # Real snippet (ShARC train): a date as a date, not as its day number.
        (
            "You can get a Winter Fuel Payment if you were born on or before 5 August 1953.",
            "date <= 1953-08-05",
        ),
        ("You can claim if you earn less than £120 a week.", "money_rate < 120 GBP/week"),
    ],
)
def test_cli_parse_shows_a_comparison_as_people_write_it(capsys, rule, shown):
    code, out, _ = _run(capsys, "parse", rule)
    assert code == 0
    assert f"comparison {shown} [" in out


@pytest.mark.parametrize(
    "rule, shown",
    [
        # Real snippet (ShARC train): the heading's clause distributed over each place.
        (
            "### You’re from Algeria, Morocco, San Marino or Tunisia\n\nYou can’t get Working Tax Credit.",
            '"Algeria" reads "You’re from Algeria"',
        ),
        # Real snippet (ShARC train): the condition under the NOT, without its "not".
        (
            "You can’t usually appeal to the tribunal if you haven’t asked for mandatory "
            "reconsideration within the time limit.",
            'reads "you have asked for mandatory reconsideration within the time limit"',
        ),
    ],
)
def test_cli_parse_shows_what_a_condition_reads_when_its_span_says_less(capsys, rule, shown):
    code, out, _ = _run(capsys, "parse", rule)
    assert code == 0
    assert shown in out


def test_cli_parse_says_nothing_more_when_a_condition_reads_its_span(capsys):
    code, out, _ = _run(capsys, "parse", RULE)
    assert code == 0
    assert " reads " not in out


def test_cli_parse_json_spans_point_into_the_text(capsys, tmp_path):
    rule_file = tmp_path / "rule.md"
    rule_file.write_text(RULE, encoding="utf-8")
    code, out, _ = _run(capsys, "parse", "--file", str(rule_file), "--json")
    assert code == 0
    data = json.loads(out)
    condition = data["rules"][0]["condition"]
    assert condition["type"] == "and"
    for item in condition["items"]:
        start, end = item["span"]
        assert RULE[start:end] == item["span_text"] == item["text"]
        assert item["source"] == "grammar"


LOANS = (
    "## Who can get a Budgeting Loan\n\nYou must have been getting Income Support for at least 6 "
    "months.\n\n### Who can get a Crisis Loan\n\nYou must be 16 or over."
)


def test_cli_parse_shows_where_each_section_of_a_text_begins(capsys, tmp_path):
    code, out, _ = _run(capsys, "parse", LOANS)
    assert code == 0
    lines = out.splitlines()
    crisis = lines.index('section [103:128] "Who can get a Crisis Loan" (level 3)')
    assert lines[crisis + 1].startswith('rule 2 [130:153] "You must be 16 or over."')
    assert lines[1] == 'section [3:31] "Who can get a Budgeting Loan" (level 2)'
    rule_file = tmp_path / "rule.md"
    rule_file.write_text(LOANS, encoding="utf-8")
    code, out, _ = _run(capsys, "parse", "--file", str(rule_file), "--json")
    headings = json.loads(out)["headings"]
    assert [(h["text"], h["level"]) for h in headings] == [
        ("Who can get a Budgeting Loan", 2),
        ("Who can get a Crisis Loan", 3),
    ]
    assert all(LOANS[slice(*h["span"])] == h["span_text"] == h["text"] for h in headings)


def test_cli_compile_prints_logical_form_and_tree(capsys):
    code, out, _ = _run(capsys, "compile", "--rule", RULE, "--question", QUESTION)
    assert code == 0
    assert "Logical form" in out and "AND [17:56]" in out
    tree = out.split("Decision tree", 1)[1].splitlines()[1:]
    assert tree[0] == "? you're 16 or over  [17:34]"
    assert tree[1].startswith("├─ yes → ? you live in Wales")
    assert tree[-1] == "└─ no → No"
    assert sum(line.endswith("→ Yes") for line in tree) == 1


def test_cli_compile_writes_a_shared_subtree_once(capsys):
    # A DAG printed as a tree doubled with each shared subtree: a 100,000-character page
    # printed for minutes.  The second time a subtree is met, its first line says so.
    rule = (  # alternatives of two conditions each: the later ones are reached two ways
        "You can apply if any of the following apply:\n\n"
        "* you are 16 and you live in Wales\n* you are a carer and you live in England\n"
        "* you are blind"
    )
    code, out, _ = _run(capsys, "compile", "--rule", rule, "--question", "Can I apply?")
    assert code == 0
    tree = out.split("Decision tree", 1)[1].splitlines()[1:]
    assert tree[-1] == "└─ no → ? you are a carer  [83:98]  (as above)"
    assert sum("? you are blind" in line for line in tree) == 2
    assert sum(line.endswith("(as above)") for line in tree) == 2


def test_cli_runs_as_python_dash_m_rulewise():
    done = subprocess.run(
        [sys.executable, "-m", "rulewise", "parse", "You can claim if you're 16 or over."],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "age >= 16" in done.stdout


def test_cli_ask_through_a_pipe_ends_with_the_verdict():
    done = subprocess.run(
        [sys.executable, "-m", "rulewise.cli", "ask", "--rule", RULE, "--question", QUESTION],
        input="yes\nno\n",
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert lines[0] == "Q: Are you 16 or over?"
    assert "Q: Do you live in Wales?" in lines
    assert lines[-1] == "Verdict: No"


def test_cli_ask_yes_to_all_gives_yes(capsys, monkeypatch):
    code, lines = _ask(capsys, monkeypatch, "y\nY\n")
    assert code == 0
    assert lines[-1] == "Verdict: Yes"
    assert "  - you live in Wales: yes (from your answer)" in lines


def test_cli_ask_dont_know_leaves_the_verdict_open(capsys, monkeypatch):
    code, lines = _ask(capsys, monkeypatch, "?\ndon't know\n")
    assert code == 0
    assert lines[-1] == "Verdict: can't tell yet: missing you're 16 or over; you live in Wales"


def test_cli_ask_dont_know_still_lets_another_condition_decide(capsys, monkeypatch):
    code, lines = _ask(capsys, monkeypatch, "?\nno\n")
    assert lines[-1] == "Verdict: No"


def test_cli_ask_eof_stops_with_the_open_verdict(capsys, monkeypatch):
    code, lines = _ask(capsys, monkeypatch, "yes\n")
    assert code == 0
    assert lines[-2] == "Stopped: no more answers."
    assert lines[-1] == "Verdict: can't tell yet: missing you live in Wales"


def test_cli_ask_asks_again_after_a_reply_that_is_no_answer(capsys, monkeypatch):
    code, lines = _ask(capsys, monkeypatch, "maybe\nyes\nyes\n")
    assert any("'maybe' is not an answer" in line for line in lines)
    assert lines[-1] == "Verdict: Yes"


def test_cli_ask_reply_words(capsys):
    assert [parse_reply(t) for t in ("yes", "N", "?", "Don't know.", "dunno")] == [
        "yes",
        "no",
        "unknown",
        "unknown",
        None,
    ]


def test_cli_ask_takes_an_amount_for_a_threshold_and_asks_again_for_anything_else(
    capsys, monkeypatch
):
    # "17" answers "Are you 16 or over?" (it had been refused: "not an answer"); to "Do you
    # live in Wales?" a number answers nothing, and the question is put again
    code, lines = _ask(capsys, monkeypatch, "17\n3\nyes\n")
    assert code == 0
    assert "A: 17" in lines
    assert lines.count("Q: Do you live in Wales?") == 2
    assert lines[-1] == "Verdict: Yes"
    code, lines = _ask(capsys, monkeypatch, "I'm 15.\n")
    assert lines[-1] == "Verdict: No"
    assert "  - you're 16 or over: no (from your answer)" in lines


def test_cli_ask_reads_i_dont_know_as_dont_know(capsys, monkeypatch):
    code, lines = _ask(capsys, monkeypatch, "I don't know\nno idea\n")
    assert lines[-1] == "Verdict: can't tell yet: missing you're 16 or over; you live in Wales"
    assert not any("is not an answer" in line for line in lines)


def test_cli_ask_stops_when_the_engine_repeats_a_question(monkeypatch):
    import reasoner

    leaf = Condition("you live in Wales", Provenance(Span(39, 56)))
    monkeypatch.setattr(
        reasoner,
        "decide",
        lambda *a, **k: Verdict("Do you live in Wales?", missing=(leaf,), asked=leaf),
    )
    asked = []
    session = converse(RULE, QUESTION, lambda q: asked.append(q) or "yes")
    assert asked == ["Do you live in Wales?"]
    assert session.stopped == "repeat"
    assert "asked 'Do you live in Wales?' again" in session.note
    assert session.label == "can't tell yet: missing you live in Wales"


def _explain(capsys, *extra: str) -> tuple[int, str]:
    code, out, _ = _run(capsys, "explain", "--rule", RULE, "--question", QUESTION, *extra)
    return code, out


def test_cli_explain_marks_each_condition_and_its_source(capsys):
    turns = [{"follow_up_question": "Do you live in Wales?", "follow_up_answer": "Yes"}]
    code, out = _explain(capsys, "--history", json.dumps(turns), "--color", "never")
    assert code == 0
    assert "You can claim if [1: you're 16 or over] and [2: you live in Wales]." in out
    assert "Verdict: not yet decided; next question: Are you 16 or over?" in out
    assert "   1. missing you're 16 or over" in out
    assert "   2. met     you live in Wales" in out
    assert 'from your answer: "Do you live in Wales? Yes"' in out
    assert "\033[" not in out


def test_cli_explain_says_a_quantity_in_the_scenario_decided(capsys):
    code, out = _explain(capsys, "--scenario", "I'm 15.", "--color", "always")
    assert code == 0
    assert "Verdict: No" in out
    assert "\033[1;31myou're 16 or over\033[0m" in out  # failed: red
    assert "from a quantity in the scenario, checked by Z3" in out


def test_cli_explain_reads_history_from_a_file(capsys, tmp_path):
    path = tmp_path / "history.json"
    turns = [{"follow_up_question": "Are you 16 or over?", "follow_up_answer": "No"}]
    path.write_text(json.dumps(turns), encoding="utf-8")
    code, out, _ = _run(
        capsys, "explain", "--rule", RULE, "--question", QUESTION, "--history", str(path), "--json"
    )
    assert code == 0
    assert json.loads(out)["answer"] == "No"


@pytest.mark.parametrize(
    "argv, says",
    [
        (("parse", "   "), "RW100"),
        (("compile", "--rule-file", "no/such/rule.md"), "no/such/rule.md: no such file"),
        (("compile", "--rule-file", str(REPO / "tests")), "tests: a folder; give the path"),
        (("explain", "--rule", RULE, "--question", QUESTION, "--history", "[{oops"), "not JSON"),
        (
            ("explain", "--rule", RULE, "--question", QUESTION, "--history", '[{"q": 1}]'),
            "expected a list",
        ),
        (
            ("explain", "--rule", RULE, "--question", QUESTION, "--history", "not json"),
            "--history: 'not json' is neither a file nor a JSON list",
        ),
    ],
)
def test_cli_errors_exit_1_with_one_line(capsys, argv, says):
    code, _, err = _run(capsys, *argv)
    assert code == 1
    assert says in err
    assert err.startswith("rulewise: [RW") and err.count("\n") == 1


@pytest.mark.parametrize(
    "argv",
    [
        ("ask", "--rule", RULE),  # no --question
        ("compile", "--rule", RULE, "--rule-file", "x.md"),  # both
        ("viz", "--rule", RULE, "--format", "gif", "-o", "x.gif"),
        ("ask", "--rule", RULE, "--question", QUESTION, "--today", "30/11/2026"),
    ],
)
def test_cli_bad_usage_exits_2(capsys, argv):
    with pytest.raises(SystemExit) as exc:
        main(list(argv))
    assert exc.value.code == 2
    assert "usage: rulewise" in capsys.readouterr().err


@pytest.mark.parametrize("command", ["compile", "ask", "explain", "viz"])
def test_cli_an_empty_question_is_a_usage_error(capsys, command):
    # `rulewise compile --question ""` printed a tree as if no question had been given.
    extra = ("-o", "-") if command == "viz" else ()
    with pytest.raises(SystemExit) as exc:
        main([command, "--rule", RULE, "--question", " ", *extra])
    assert exc.value.code == 2
    assert "argument --question: the question is empty" in capsys.readouterr().err


def test_cli_history_that_is_neither_file_nor_json_names_the_argument(capsys):
    # It said "not json: no such file", as if a file had been meant.
    code, _, err = _run(
        capsys, "viz", "--rule", RULE, "--question", QUESTION, "--path", "yes, no", "-o", "-"
    )
    assert code == 1
    assert err.startswith("rulewise: [RW400] --path: 'yes, no' is neither a file nor a JSON list")


def test_cli_no_command_prints_help_and_exits_2(capsys):
    code, out, _ = _run(capsys)
    assert code == 2
    for name in OURS:
        assert name in out


@pytest.mark.parametrize("name", OURS)
def test_cli_help_has_a_description_and_an_example(capsys, name):
    with pytest.raises(SystemExit) as exc:
        main([name, "--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    assert f"rulewise {name}" in out.split("example", 1)[1]
    assert (
        len(out.split("options:")[0].split("\n\n", 1)[1].split()) > 15
    )  # a description that teaches


def test_cli_demo_runs_the_pipeline_and_scores(capsys, tmp_path):
    code, out, _ = _run(
        capsys, "demo", "--limit", "4", "--out", str(tmp_path), "--today", "2026-11-30"
    )
    assert code == 0
    for heading in (
        "== 2. Its logical form",
        "== 3. The decision tree",
        "== 4. A dialog",
        "== 5. rulewise eval",
    ):
        assert heading in out
    assert "\nVerdict: No\n" in out
    assert "micro accuracy" in out
    scores = json.loads((tmp_path / "scores.json").read_text(encoding="utf-8"))
    assert scores["n"] == 4 and scores["errors"] == 0
    assert "Will my tax credits end?" in (tmp_path / "tree.html").read_text(encoding="utf-8")


def test_cli_a_builder_fault_shows_the_sentence_with_a_caret(capsys, monkeypatch):
    from ruleparse.parse import RuleBuilder

    def broken(self, items):
        raise KeyError("boom")

    monkeypatch.setattr(RuleBuilder, "then_if", broken)
    code, _, err = _run(capsys, "parse", "You can apply if you're a farmer.")
    assert code == 1
    assert "[RW200]" in err
    assert "You can apply if you're a farmer.\n" + "^" * 33 in err


def test_cli_an_output_path_that_is_a_folder_exits_1_with_one_line(capsys, tmp_path):
    # viz -o FOLDER ended in an IsADirectoryError traceback.
    code, _, err = _run(capsys, "viz", "--rule", RULE, "--question", QUESTION, "-o", str(tmp_path))
    assert code == 1
    assert err.startswith(f"rulewise: [RW400] {tmp_path}: Is a directory")
    assert err.count("\n") == 1


def test_cli_a_reader_that_goes_away_ends_the_command_quietly(tmp_path):
    # `rulewise eval ... | head` said "[RW400] a file: Broken pipe; check the path".
    rule = tmp_path / "rule.md"
    rule.write_text(" ".join([RULE] * 40), encoding="utf-8")  # JSON past the pipe's buffer
    proc = subprocess.Popen(
        [sys.executable, "-m", "rulewise.cli", "parse", "--json", "--file", str(rule)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=REPO,
    )
    proc.stdout.close()  # the reader is gone before the command writes
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 141
    assert err == b""


def test_cli_parse_shows_what_a_comparison_reads_and_its_lead_in(capsys):
    # a comparison worded with its subject, and one said of a subject before it, show the
    # words they are asked in, as conditions do
    code, out, _ = _run(
        capsys,
        "parse",
        "You may get it if you live in Wales and work at least 16 hours a week. You can get "
        "it if your partner lives in Wales and earns less than £100 a week.",
    )
    assert code == 0
    assert 'reads "you work at least 16 hours a week"' in out
    assert '"earns less than £100 a week" (grammar, 1.00)  after "your partner"' in out
