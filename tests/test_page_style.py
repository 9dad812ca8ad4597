"""The same rule written in another page's style reads the same (eval.scenarios --rewritten).

The train pages share one house style (curly apostrophes, "* " bullets, "## " headings);
other pages write the same rules with straight apostrophes, "- " or "1. " bullets and
headings with no marker.  Each test quotes a train rule in both forms.
"""

from __future__ import annotations

import pytest

from reasoner import decide
from ruleparse.parse import parse_rules
from ruleparse.segment import item_as_read, segment


def turn(question: str, answer: str) -> dict:
    return {"follow_up_question": question, "follow_up_answer": answer}


def _shape(expr) -> object:
    """A condition's structure and texts, apostrophes and quotes straight."""
    if expr is None:
        return None
    if hasattr(expr, "items"):
        return (type(expr).__name__, tuple(_shape(i) for i in expr.items))
    return (type(expr).__name__, expr.text.replace("’", "'").replace("‘", "'"))


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
        ("Documents you need:\n\n* a passport\n* a visa", ["list"]),
        # a line with a comma, or a full stop, is a sentence
        ("Saturday, 9am to 4pm\n\nYou can call us.", ["sentence", "sentence"]),
        ("You can call us.\n\nSaturday, 9am to 4pm", ["sentence", "sentence"]),
        # the one line of a text is no heading over nothing
        ("Browser requirements for Aged Care Online Services", ["sentence"]),
    ],
)
def test_page_style_a_lead_in_or_a_sentence_is_no_bare_heading(text, kinds):
    assert [b.kind for b in segment(text)] == kinds


@pytest.mark.parametrize("heading", ["## Eligibility", "Eligibility:"])
def test_page_style_a_heading_with_no_verb_before_bullets_heads_them(heading):
    rule = f"{heading}\n\n* you want to have the decision looked at again"
    assert [b.kind for b in segment(rule)] == ["heading", "list"]
    asked = decide(rule, "Can I ask for mandatory reconsideration now?").answer
    assert asked == "Do you want to have the decision looked at again?"


MOTORCYCLE = (
    "If you{are} under 15 years old and the passenger of a motorcycle or attached side car, or "
    "are the driver of an off-road motorcycle, you must wear protective headgear."
)


@pytest.mark.parametrize("are", ["’re", "'re", " are"])
def test_page_style_a_contraction_reads_alike_curly_or_straight(are):
    rule = MOTORCYCLE.format(are=are)
    expected = _shape(parse_rules(MOTORCYCLE.format(are=" are")).rules[0].condition)
    shape = _shape(parse_rules(rule).rules[0].condition)
    assert shape[0] == expected[0] == "Or" and shape[1][0][0] == expected[1][0][0] == "And"
    history = [turn("Are you the driver of an off-road motorcycle?", "No")]
    asked = decide(rule, "Do I need to wear protective headgear?", history=history).answer
    assert asked == "Are you under 15 years old?"


SUPPLIER = (
    "You need a supplier document to sell the seeds, roots or any other plant {q}propagation "
    "material{p} from ornamental plants within the EU."
)


@pytest.mark.parametrize("q, p", [("‘", "’"), ("'", "'")])
def test_page_style_straight_quotes_read_as_curly_ones(q, p):
    condition = parse_rules(SUPPLIER.format(q=q, p=p)).rules[0].condition
    assert _shape(condition) == (
        "Or",
        (
            ("Condition", "the seeds"),
            ("Condition", "roots"),
            ("Condition", "any other plant 'propagation material'"),
        ),
    )


@pytest.mark.parametrize("marker", ["*", "-", "•", "1."])
def test_page_style_any_bullet_marker_names_a_listed_thing(marker):
    rule = (
        "#  2. How to register\n\nRegister by post using form:\n\n"
        f"{marker} VAT1A if you’re an EU business ‘distance selling’ to the UK\n"
        f"{marker} VAT1B if you import (‘acquire’) goods worth more than £85,000 from another "
        "EU country\n"
        f"{marker} VAT1C if you’re disposing of assets on which 8th or 13th Directive refunds "
        "have been claimed"
    )
    history = [turn("Are you an EU business ‘distance selling’ to the UK?", "No")]
    assert decide(rule, "Do I need to post the form VAT1A?", history=history).answer == "No"


@pytest.mark.parametrize("marker", ["### "])
def test_page_style_a_heading_with_commas_but_no_number_is_a_heading(marker):
    rule = f"{marker}You’re from Algeria, Morocco, San Marino or Tunisia\n\nYou can’t get Working Tax Credit."
    assert [b.kind for b in segment(rule)] == ["heading", "sentence"]
    history = [turn("Are you from Algeria?", "Yes")]
    assert decide(rule, "Can I get Working Tax Credit?", history=history).answer == "No"


@pytest.mark.parametrize("marker", ["## ", ""])
def test_page_style_opening_hours_under_a_bare_heading_are_asked_about(marker):
    rule = f"{marker}Help with the form\n\nMonday to Friday, 8:30am to 5pm"
    assert decide(rule, "Can I call the helpline now?").answer == "Is it Monday to Friday?"


def test_page_style_a_line_that_can_stand_as_a_clause_is_no_bare_heading():
    # A rule with its full stop left off is still the rule: "You can get the grant if you
    # are 16 or over" was read as a heading, and the dialog asked about the line after it.
    rule = "You can get the grant if you are 16 or over\n\nYou must apply online."
    assert [b.kind for b in segment(rule)] == ["sentence", "sentence"]
    assert decide(rule, "Can I get the grant?").answer == "Are you 16 or over?"
    # a line opening with a question word or "if" stands as no clause: a heading
    assert [b.kind for b in segment(f"Who can apply\n\n{NO_TAX_CREDITS}")] == [
        "heading",
        "sentence",
    ]


GIFT_AID = (
    "#  2. Charity donations: tax relief\n\nDonations to charity from individuals are tax "
    "free. You can get tax relief if you donate:\n\n* {t}hrough Gift Aid\n"
    "* {s}traight from your wages or pension, through Payroll Giving"
)
COLD_WEATHER = (
    "#  3. Eligibility\n\nYou may get Cold Weather Payments if you’re getting:\n\n"
    "* Pension Credit\n* Income Support\n* {i}ncome-based Jobseeker’s Allowance\n"
    "* {j}ncome-related Employment and Support Allowance"
)
TRIBUNAL_EXPENSES = (
    "## Claim expenses\n\nYou may be able to claim for reasonable expenses for going to the "
    "tribunal, for example:\n\n"
    "* {t}ravel expenses to cover your fare if you get there using public transport\n"
    "* {t}ravel expenses of 12p per mile if you drive, plus 2p per mile for up to 2 passengers"
)


@pytest.mark.parametrize("t, s", [("t", "s"), ("T", "S")])
def test_page_style_a_capital_that_only_opens_a_bullet_reads_lower(t, s):
    # US federal pages capitalise every bullet ("* Through Gift Aid"); the question keeps
    # no capital that only opened the item
    rule = GIFT_AID.format(t=t, s=s)
    assert decide(rule, "Can I get tax relief?").answer == "Did you donate through Gift Aid?"


@pytest.mark.parametrize("i", ["i", "I"])
def test_page_style_a_hyphened_word_opening_a_bullet_is_no_name(i):
    rule = COLD_WEATHER.format(i=i, j=i)
    history = [
        turn("Are you getting a Pension Credit?", "No"),
        turn("Do you get Income Support?", "No"),
    ]
    asked = decide(rule, "Could I get Cold Weather Payments?", history=history).answer
    assert asked == "Do you get income-based Jobseeker’s Allowance?"


@pytest.mark.parametrize("t", ["t", "T"])
def test_page_style_a_capitalised_listed_thing_is_asked_lower(t):
    # spaCy read "Travel expenses to cover ..." with "expenses" as a verb
    rule = TRIBUNAL_EXPENSES.format(t=t)
    asked = decide(rule, "Can I claim this expense?").answer
    assert asked == "Is it a travel expense to cover your fare?"


@pytest.mark.parametrize(
    "item, page",
    [
        ("Pension Credit", COLD_WEATHER),  # a name of several words
        ("VAT1A if you’re an EU business", "* VAT1A if you’re an EU business"),  # an acronym
        ("Medicare", "* Medicare\n\nYou must get Medicare."),  # written as a name in a sentence
        ("Social Security", "* Social Security\n* social care"),  # the name's first word alone
        ("Wales", "You must live in:\n\n* Wales\n* England"),  # a noun never written lower
    ],
)
def test_page_style_a_name_opening_a_bullet_keeps_its_capital(item, page):
    assert item_as_read(item, page) == item


SPECIAL_VETERANS = (
    "To qualify for this benefit, you must be:\n\n"
    "* {a}ge 65 or older as of December 14, 1999\n"
    "* {e}ligible for Supplemental Security Income (SSI) as of December 1999 and in the month "
    "you apply for special veterans benefits"
)


@pytest.mark.parametrize("a, e", [("A", "E"), ("a", "e")])
def test_page_style_an_adjective_bullet_after_must_be_is_asked_of_you(a, e):
    # lower-cased, spaCy read "eligible ..." as hanging on "you apply" further on
    rule = SPECIAL_VETERANS.format(a=a, e=e)
    history = [turn("Are you age 65 or older as of December 14, 1999?", "Yes")]
    asked = decide(rule, "Do I qualify for this benefit?", history=history).answer
    assert asked == (
        "Are you eligible for Supplemental Security Income (SSI) as of December 1999 and in the "
        "month you apply for special veterans benefits?"
    )
