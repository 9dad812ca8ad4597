"""The ShARC neural fallback: embeddings match what words cannot, and say so."""

from __future__ import annotations

import pytest

from reasoner import decide

pytest.importorskip("sentence_transformers", reason="the neural extra is not installed")

RULE = "You can get the grant if you live in the United Kingdom."
HISTORY = [{"follow_up_question": "Do you reside in Britain?", "follow_up_answer": "Yes"}]


def test_neural_fallback_matches_a_paraphrase_and_marks_it():
    verdict = decide(RULE, "Can I get the grant?", history=HISTORY, neural=True)
    assert verdict.answer == "Yes"
    assert verdict.neural
    (finding,) = verdict.findings
    assert finding.neural and finding.condition.text == "you live in the United Kingdom"
    assert 0.6 <= finding.score <= 1.0


def test_neural_fallback_is_off_unless_asked():
    verdict = decide(RULE, "Can I get the grant?", history=HISTORY)
    assert not verdict.neural
    # Words alone do not match the paraphrase to the condition (the follow-up then
    # stands for the rule in its own words; see tests/test_reasoner.py).
    assert "you live in the United Kingdom" not in {f.condition.text for f in verdict.findings}


def _condition(text):
    from ruleparse.types import Condition, Provenance, Span

    return Condition(text, Provenance(Span(0, len(text)), "grammar", 1.0))


def test_neural_scenario_polarity_counts_the_conditions_own_negation():
    # "Help if you're not working": "I'm working full time" denies the condition.
    from reasoner.dialog import _neural_polarity
    from ruleparse.types import Truth

    assert (
        _neural_polarity("I'm working full time", _condition("you're not working")) is Truth.FALSE
    )
    assert _neural_polarity("I'm working full time", _condition("you're working")) is Truth.TRUE


def test_neural_scenario_clause_as_near_two_alternatives_settles_neither():
    # "... if they're registered with us as: a Residential Care service, a Home Care
    # service, ...": a clause scoring alike against both is no finding for either.
    from reasoner.dialog import _neural_statements

    leaves = [_condition("a Residential Care service"), _condition("a Home Care service")]
    assert _neural_statements(["I provide care services"], leaves) == []
    (finding,) = _neural_statements(["I work at an approved residential aged care home"], leaves)
    assert finding.condition.text == "a Residential Care service"


def test_neural_follow_up_as_near_two_conditions_matches_neither():
    # "A legally adopted child" and "A natural child of the Servicemember": the follow-up
    # "Is the child unmarried?" is about as near both, and is about neither.
    from reasoner.dialog import NEURAL_HISTORY_THRESHOLD, _neural_match

    leaves = (
        _condition("A legally adopted child"),
        _condition("A natural child of the Servicemember"),
    )
    assert _neural_match("Is the child unmarried?", leaves, NEURAL_HISTORY_THRESHOLD) is None
    leaf, _ = _neural_match("Did you adopt the child legally?", leaves, NEURAL_HISTORY_THRESHOLD)
    assert leaf is leaves[0]


def test_neural_scenario_denial_settles_nothing_by_meaning():
    # "... exporting sugar and rice": "I am not exporting sugar" is near the condition but
    # denies only one of its items.
    from reasoner.dialog import _neural_statements

    assert _neural_statements(["I am not exporting sugar."], [_condition("sugar and rice")]) == []
