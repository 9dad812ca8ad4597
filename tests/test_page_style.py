"""The same rule written in another page's style reads the same (eval.scenarios --rewritten).

The train pages share one house style (curly apostrophes, "* " bullets, "## " headings);
other pages write the same rules with straight apostrophes, "- " or "1. " bullets and
headings with no marker.  Each test quotes a train rule in both forms.
"""

from __future__ import annotations

import pytest

from reasoner import decide
from ruleparse.segment import segment


def turn(question: str, answer: str) -> dict:
    return {"follow_up_question": question, "follow_up_answer": answer}


NO_TAX_CREDITS = "You can’t claim tax credits and Universal Credit at the same time."


@pytest.mark.parametrize(
    "heading", ["#  1. Overview", "## Overview", "Overview", "Overview:", "### Overview"]
)
def test_page_style_a_heading_without_its_marker_is_a_heading(heading):
    blocks = segment(f"{heading}\n\n{NO_TAX_CREDITS}")
    assert [b.kind for b in blocks] == ["heading", "sentence"]
    assert blocks[0].sentence.text == "Overview"
    history = [turn("Are you claiming Universal Credit?", "Yes")]
    assert (
        decide(f"{heading}\n\n{NO_TAX_CREDITS}", "Can I claim tax credits?", history=history).answer
        == "No"
    )


@pytest.mark.parametrize(
    "text, kinds",
    [
        # a lead-in before its bullets stays the list's lead-in, colon or not
        ("Register by post using form:\n\n* VAT1A\n* VAT1B", ["list"]),
        ("Eligibility:\n\n* 16 or over\n* a carer", ["list"]),
        # a line with a comma, or a full stop, is a sentence
        ("Saturday, 9am to 4pm\n\nYou can call us.", ["sentence", "sentence"]),
        ("You can call us.\n\nSaturday, 9am to 4pm", ["sentence", "sentence"]),
        # the one line of a text is no heading over nothing
        ("Browser requirements for Aged Care Online Services", ["sentence"]),
    ],
)
def test_page_style_a_lead_in_or_a_sentence_is_no_bare_heading(text, kinds):
    assert [b.kind for b in segment(text)] == kinds
