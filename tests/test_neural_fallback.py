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
