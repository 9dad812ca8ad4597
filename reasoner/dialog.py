"""The dialog step: rule, question, scenario and history in; a verdict out.

:func:`decide` is the one entry point that ``rulewise eval sharc``, the CLI and
the Python API use.
"""

from __future__ import annotations

import bisect
import datetime as _dt
import difflib
import functools
import re
from collections.abc import Mapping, Sequence
from dataclasses import replace

from reasoner.align import (
    _ASIDE,
    NEGATIVE_FORMS,
    WORD_NEGATION,
    align_with_statements,
    compound_head,
    content_stems,
    coverage,
    is_negated,
    leaf_similarity,
    leaf_text,
    leaf_views,
    prefix_negated_words,
    similarity,
    word_weight,
)
from reasoner.compile import (
    GENERIC_WORDS,
    compile_rule,
    initials,
    matters,
    question_overlap,
    spell_out,
)
from reasoner.facts import derived_statements, said_of_others
from reasoner.logic import Fact, conflict, entailment, relevance
from reasoner.places import can_coincide, mentioned_places, named_places, residence
from reasoner.scenario import (
    ALTERNATIVES,
    GENERIC_WEIGHT,
    LITTLE_OR_NONE,
    UNBOUNDED,
    WHOM_YOU_NAME,
    _named_relatives,
    _other_number,
    amounts_for,
    asked_of_another,
    bounds_said,
    children_asked_of,
    counts_for,
    fails_lead_in_bound,
    in_a_country_of_another_kind,
    leaves_out_what_is_said_of,
    match_statements,
    names_verbatim,
    part_of_a_benefit_unsaid,
    party,
    past_ages,
    quantities,
    range_of,
    relative_dates,
    said_of_another_time,
    said_of_one_only,
    said_of_the_one_asked,
    said_of_the_subject,
    said_of_the_user_alone,
    split_clauses,
    split_sentences,
    time_limit_unsaid,
    unread_alternative,
    unstated_qualifier,
)
from reasoner.verdict import Finding, Verdict
from ruleparse.errors import (
    InputError,
    RulewiseError,
    SolverTimeout,
    check_runs,
    check_unicode,
)
from ruleparse.segment import BULLET_MARKER, segment, visible_text
from ruleparse.thresholds import find_measures, opposite_sides
from ruleparse.types import (
    And,
    Comparison,
    Condition,
    Not,
    Or,
    Provenance,
    Span,
    Truth,
    conj,
    disj,
    evaluate,
    leaves,
    substitute,
)

# Thresholds on content-word overlap (reasoner.align); chosen on the train trees, the
# scenario one on the scenario utterances made from them (eval.scenarios).
RELEVANCE_THRESHOLD = 0.2
HISTORY_THRESHOLD = 0.25
SCENARIO_THRESHOLD = 0.2
# A scenario sentence this similar to a condition (as a follow-up is measured) states it
# plainly, and competes with the follow-ups for it.
PLAIN_STATEMENT = 0.75
RELEVANT_STATEMENT_THRESHOLD = (
    0.6  # a scenario this close to a condition makes the question relevant
)
# A follow-up whose content words are this much the heading's asked the rule's setting.
HEADING_COVERAGE = 0.75
# A follow-up that names this share of a condition's words began the dialog at it; one
# that shares a word or two ("Are you a business?") is no sign the conditions before were passed.
PASSED_COVERAGE = 0.5
# A first follow-up that names this share of an earlier condition's words asked it as well.
NAMED_TOO_COVERAGE = 0.8
# An unmatched follow-up whose words are this much one clause of the text asked that clause.
STATED_COVERAGE = 0.6
# A scenario clause whose words are this much one clause of the text speaks of it.
FAILED_COVERAGE = 0.8
# A scenario sentence read as a follow-up answered says more than one common word ("I am
# disabled", "I am not a state" could be of any rule text that uses the word).
FOLLOW_UP_WEIGHT = 2 * GENERIC_WEIGHT
# Cosine similarity of all-MiniLM embeddings, for the neural fallback only.
NEURAL_HISTORY_THRESHOLD = 0.6
NEURAL_SCENARIO_THRESHOLD = 0.65
# How much closer a scenario clause must be to its nearest open condition than to the next.
NEURAL_SCENARIO_MARGIN = 0.02
# A question, scenario or follow-up longer than this is refused rather than read: what a
# user says of themselves is a paragraph (ShARC's longest scenario is 331 characters),
# and the reading of a scenario grows with the square of its sentences (a 170,000-
# character one took a minute).
MAX_INPUT_CHARS = 10_000
# A history longer than this is refused: ShARC's longest has 6 turns, and matching each
# follow-up against the others and the rule grows faster than the square of the turns
# (100 turns took 0.2 s, 200 one second, 1,000 more than a minute).
MAX_HISTORY_TURNS = 100


def _checked_text(text, what: str) -> str:
    if not isinstance(text, str):
        raise InputError(f"{what} must be text, got {type(text).__name__}")
    if len(text) > MAX_INPUT_CHARS:
        raise InputError(
            f"{what} is {len(text):,} characters; the limit is {MAX_INPUT_CHARS:,}. "
            "Say only what bears on the rule."
        )
    check_unicode(text, what)
    check_runs(text, what)
    return visible_text(text)  # as a rule text is read: a pasted zero-width space is nothing


def _twins(leaf, conditions, taken: set[str]) -> tuple:
    """The other conditions in the same words as ``leaf`` that no follow-up took: "Widows can
    get benefits if they are 65 or over. Widows can get benefits if they are disabled." asks
    "Are you a widow?" once (its answer had settled the first sentence's only, and the
    second's was asked again)."""
    return tuple(
        other
        for other in conditions
        if other.key != leaf.key
        and other.key not in taken
        and replace(other, provenance=leaf.provenance) == leaf
    )


def _history_pairs(history: Sequence[Mapping]) -> list[tuple[str, str]]:
    if history is None:
        return []
    if isinstance(history, str | bytes | Mapping) or not isinstance(history, Sequence):
        raise InputError(
            f"the history must be a list of turns, got {type(history).__name__}; e.g. "
            '[{"follow_up_question": "Are you 16 or over?", "follow_up_answer": "Yes"}]'
        )
    if len(history) > MAX_HISTORY_TURNS:
        raise InputError(
            f"the history has {len(history):,} turns; the limit is {MAX_HISTORY_TURNS}. "
            "Give only the follow-ups asked about this rule."
        )
    pairs = []
    for k, turn in enumerate(history):
        if not isinstance(turn, Mapping):
            raise InputError(
                f"history turn {k} is a {type(turn).__name__}; expected a mapping with follow_up_question and follow_up_answer"
            )
        question, answer = turn.get("follow_up_question"), turn.get("follow_up_answer")
        if not isinstance(question, str) or not question.strip():
            raise InputError(f"history turn {k} has no follow_up_question text (got {question!r})")
        question = _checked_text(question, f"history turn {k}'s follow_up_question")
        if not isinstance(answer, str):
            raise InputError(
                f"history turn {k} has no follow_up_answer text (got {answer!r}); expected 'Yes' or 'No'"
            )
        answer = _checked_text(answer, f"history turn {k}'s follow_up_answer")
        pairs.append((question.strip(), answer.strip().lower()))
    return pairs


def answer_value(asked: str, answer: str, leaf, today: _dt.date | None = None) -> Truth:
    """What a yes/no answer to the follow-up ``asked`` says of the condition ``leaf``
    (an answer that gives a date, "since 2019", is read against ``today``).

    A question negated where the condition is not ("Are you not 16 or over?"),
    or one that asks about the same threshold from the other side ("Has it been
    more than 6 months?" of "no more than 6 months"), flips the answer.

    >>> from ruleparse.parse import parse_rules
    >>> leaf = parse_rules("You can claim if you're 16 or over.").conditions[0]
    >>> answer_value("Are you under 16?", "Yes", leaf), answer_value("Are you 16 or older?", "yes", leaf)
    (<Truth.FALSE: 0>, <Truth.TRUE: 2>)
    """
    value = _answer_truth(answer.strip().lower(), asked)
    if isinstance(leaf, Comparison) and (bound := answered_bound(asked, value, leaf)) is not None:
        return bound
    lead_in = getattr(leaf, "lead_in", "") or ""
    stated = f"{lead_in} {leaf.text}"
    if (
        value.known
        and is_negated(asked)
        and not is_negated(stated)
        # "Workers can check if: * they're getting the correct minimum wage": what is to
        # check is in doubt either way; "Do you think you're not getting it?" asks the doubt.
        and not _CHECK_IF.search(lead_in)
    ):
        # The negation may be the lead-in's ("you're not working because you're: sick").
        value = ~value
    if value.known and (opposite_sides(asked, leaf.text) or _past_maximum(asked, leaf.text)):
        value = ~value
    if value.known and _antonym(asked, leaf.text):
        value = ~value
    if value.known and _negative_form_of_own(leaf, asked) and not is_negated(asked):
        # "Are you able to obtain credit elsewhere?" of "Be unable to obtain credit elsewhere"
        value = ~value
    if value.known and _asks_the_exception(asked, leaf.text):
        value = ~value
    if value.known and _asks_what_a_relative_clause_denies(asked, leaf.text):
        value = ~value
    if value.known and not isinstance(leaf, Comparison) and _asks_the_event(asked, leaf.text):
        value = ~value
    if not value.known and isinstance(leaf, Comparison):
        value = _amount_answer(answer, leaf, today)
    return value


def answered_bound(asked: str, value: Truth, leaf: Comparison) -> Truth | None:
    """What a yes/no answer to a follow-up that measures the condition's quantity against
    another threshold says of the condition: "Are you over 18? Yes" meets "16 or over",
    "Are you over 18? No" leaves it open, "Are you under 14? Yes" fails it.  None where the
    follow-up measures it by the condition's own amount (read as the condition itself,
    from either side), measures something else, or is negated.

    >>> from ruleparse.parse import parse_rules
    >>> leaf = parse_rules("You can claim if you're 16 or over.").conditions[0]
    >>> answered_bound("Are you over 18?", Truth.TRUE, leaf), answered_bound("Are you over 18?", Truth.FALSE, leaf)
    (<Truth.TRUE: 2>, <Truth.UNKNOWN: 1>)
    """
    if not value.known or is_negated(asked):
        return None
    measures = [m for m in _measures_asked(asked) if m.quantity == leaf.quantity]
    if len(measures) != 1:
        return None
    said = measures[0]
    if (said.value, said.upper) == (leaf.value, leaf.upper):
        # "Are you over the age of 16?" of "you're 16 or over": the same threshold, whether
        # or not the bound itself counts, is read as the condition (either side of it)
        return None
    low, high = _answered_range(said, value is Truth.TRUE)
    if low is None:
        return None
    fact = Fact("answer", quantity=leaf.quantity, amount=low, upper=high, comparison=leaf.key)
    try:
        return entailment(leaf, [fact])[0]
    except SolverTimeout:
        return Truth.UNKNOWN


def _measures_asked(asked: str):
    """The measures a follow-up asks about, read as the statement it asks ("Are you over
    18?" as "you're over 18", an age)."""
    return find_measures(_ARE_YOU.sub("you're", asked, count=1))


_ARE_YOU = re.compile(r"^\W*are you\b", re.I)


def _answered_range(said, yes: bool) -> tuple[float | None, float | None]:
    """The range a Yes (or a No) to a measured follow-up leaves the amount in."""
    v, op = said.value, said.op
    if op == "between":
        return (v, said.upper) if yes else (None, None)
    if op == "==":
        return (v, v) if yes else (None, None)
    if not yes:  # the other side of the bound
        op = {"<": ">=", "<=": ">", ">": "<=", ">=": "<"}[op]
    return range_of(op, v, -UNBOUNDED, UNBOUNDED)


_NEGATIVE_FORM = re.compile(rf"\b(?:{NEGATIVE_FORMS})\b", re.I)
_OWN_CLAUSE_END = re.compile(
    r"[,;(]|\b(?:that|which|who|whose|where|when|if|unless|because|but)\b", re.I
)


def _negative_form_of_own(leaf, asked: str) -> bool:
    """Whether a condition the grammar read says "unable", "incapable" or "ineligible" in
    its own clause ("Be unable to obtain credit elsewhere"; not "expenses that it could
    have met, but is unable to meet"), and ``asked`` asks about what it is unable to do.

    "Are you sick or injured? No" of "be sick or injured and unable to do your usual work"
    asks nothing of the work: its No is a No (it had been read as met, the "unable" turning
    it over)."""
    own = _OWN_CLAUSE_END.split(leaf.text, maxsplit=1)[0]
    negative = _NEGATIVE_FORM.search(own)
    if leaf.provenance.source != "grammar" or negative is None:
        return False
    what = content_stems(own[negative.end() :])
    return not what or bool(what & content_stems(asked))


_CHECK_IF = re.compile(r"\b(?:check|find out|see) (?:if|whether)\s*$", re.I)


_PERIOD = re.compile(r"\b(?:a|an|per|each|every)\s+(?:week|month|year|fortnight|day)\b", re.I)


def _amount_answer(answer: str, leaf: Comparison, today: _dt.date | None = None) -> Truth:
    """An answer that gives the amount ("I'm 20", "I earn £90 a week") settles the threshold.

    An amount said without its period is over the threshold's ("Only 10 hours" of
    "at least 20 hours a week").
    """
    if (bare := _BARE_NUMBER.match(answer)) is not None and not bare["unit"]:
        # "17" of "Are you 16 or over?", "40" of "... at least 35 hours a week?": a number
        # alone is said in what the question measures
        answer = _in_the_measure(bare["number"], leaf)
    elif bare is not None and leaf.quantity == "duration":
        # "only 2 years" of "Have you lived in the UK for at least 3 years?"
        answer = _in_the_measure(bare["number"], leaf, bare["unit"])
    period = _PERIOD.search(leaf.text)
    if period and leaf.quantity.endswith("_rate") and not _PERIOD.search(answer):
        answer = f"{answer.rstrip(' .!')} {period.group(0)}"
    said = [q for q in quantities(answer, today) if q.quantity == leaf.quantity]
    if len(said) != 1:
        return Truth.UNKNOWN
    fact = Fact(
        "answer", quantity=said[0].quantity, amount=said[0].value, comparison=leaf.key,
        upper=said[0].upper,
    )  # fmt: skip
    try:
        value, _ = entailment(leaf, [fact])
    except SolverTimeout:
        return Truth.UNKNOWN
    return value


def _measured_leaf(asked: str, conditions, findings: list[Finding]):
    """The one open comparison that measures what a follow-up measures, if one does."""
    settled = {f.condition.key for f in findings}
    quantities_asked = {m.quantity for m in _measures_asked(asked)}
    same = [
        c
        for c in conditions
        if isinstance(c, Comparison) and c.quantity in quantities_asked and c.key not in settled
    ]
    return same[0] if len(same) == 1 else None


# A question for an amount, a time, a place or a reason ("How much is Carer's Allowance?",
# "When will I be paid?"): no yes, no or follow-up answers it.  ("Who can claim?" and "How
# do I qualify?" ask what the rule says, and are asked as "Can I claim?".)
_ASKS_FOR_SOMETHING_ELSE = re.compile(
    r"^\W*(how much|how many|how long|how often|how soon|when|where|why|what time|what date)\b",
    re.I,
)


def _unsure(asked: str, answer: str) -> bool:
    """Whether an answer is neither yes, no nor an amount ("I don't know", "Not sure")."""
    return (
        not _answer_truth(answer, asked).known
        and not quantities(answer, None)
        and _BARE_NUMBER.match(answer) is None
    )


def _asked_unsure(turns, missing: list) -> set[str]:
    """The keys of the open conditions that a follow-up already asked and the user could
    not answer, each the one its question words best."""
    keys = set()
    for asked, answer in turns:
        if not _unsure(asked, answer) or not missing:
            continue
        score, leaf = max(
            ((leaf_similarity(asked, leaf), leaf) for leaf in missing), key=lambda x: x[0]
        )
        if score >= HISTORY_THRESHOLD:
            keys.add(leaf.key)
    return keys


_BARE_NUMBER = re.compile(
    r"^\W*(?:about|around|roughly|approximately|exactly|just|only)?\s*"
    r"(?P<number>\d[\d,]*(?:\.\d+)?)(?:\s*(?P<unit>years?|months?|weeks?|days?))?\W*$",
    re.I,
)
# The words that compare a measure with its threshold: "16 or over", "at least 35 hours".
_COMPARING = re.compile(
    r"\b(?:or\s+(?:over|more|above|older|under|less|fewer|below|younger|longer|shorter)"
    r"|at\s+(?:least|most)|(?:no\s+)?(?:more|less|fewer|longer|shorter|older|younger)\s+than"
    r"|over|under|above|below|up\s+to|(?:a\s+)?(?:maximum|minimum)(?:\s+of)?)\b",
    re.I,
)


def _in_the_measure(number: str, leaf: Comparison, unit: str = "") -> str:
    """A number answered alone, said in the unit and period of the condition's measure:
    "40" of "you care for someone at least 35 hours a week" is "you care for someone 40
    hours a week"; with its own ``unit`` it keeps it ("18 months" of "for at least 3 years")."""
    if leaf.quantity == "age":
        return f"I'm {number}"
    measures = [m for m in find_measures(leaf.text) if m.quantity == leaf.quantity]
    if len(measures) != 1 or measures[0].op == "between" or leaf.quantity == "date":
        return number
    said = leaf.text[measures[0].start : measures[0].end]
    if len(_NUMBER.findall(said)) != 1:
        return number
    said = f"{number} {unit}" if unit else _COMPARING.sub(" ", _NUMBER.sub(number, said)).strip()
    return f"{leaf.text[: measures[0].start]}{said}{leaf.text[measures[0].end :]}"


# The words that leave one case out of a condition: "other than", and "except (for)", "apart
# from", "save for" after a word for all ("anywhere except Wales", "any benefit apart from
# Pension Credit"); "slip roads except in an emergency" excepts from the whole rule instead.
_OTHER_THAN = re.compile(
    r"\bother than\s+([^,;.()]+)"
    r"|\b(?:any|anywhere|anyone|anybody|anything|all|every|everyone|everything|everywhere)\b"
    r"[^,;.()]*?\b(?:except(?:\s+for)?|apart from|save for)\s+(?!if\b|when\b|where\b|in\b)"
    r"([^,;.()]+)",
    re.I,
)


def _asks_the_exception(asked: str, text: str) -> bool:
    """Whether ``asked`` asks about what ``text`` excepts ("other than dishonorable").

    "Were you dishonorably discharged?" of "were separated under any condition other
    than dishonorable": a Yes is the one case the condition leaves out; so is "Do you
    live in Wales? Yes" of "you live anywhere except Wales".
    """
    match = _OTHER_THAN.search(text)
    if match is None or re.search(r"\bother\b", asked, re.I):
        return False
    what = match.group(1) or match.group(2)
    start = match.start(1) if match.group(1) else match.start(2)
    excepted = content_stems(what) - content_stems(text[:start])
    return bool(excepted & content_stems(asked))


# "someone who can't manage their own affairs", "students who ... have not earned a
# bachelor's degree": what a relative clause denies of whom it describes, up to a comma.
_DENIED_IN_RELATIVE = re.compile(
    rf"\b(?:who|which)\b[^.;:,()]*?(?:{WORD_NEGATION.pattern})(?P<denied>[^.;:,()]+)", re.I
)


def _asks_what_a_relative_clause_denies(asked: str, text: str) -> bool:
    """Whether ``asked`` asks, without a "not" of its own, what a relative clause of
    ``text`` denies: "Can that person manage their own affairs? Yes" fails "someone who
    can't manage their own affairs", "Do you have a bachelor's degree? Yes" fails "students
    who ... have not earned a bachelor's degree".  None of its words are the rest's."""
    match = _DENIED_IN_RELATIVE.search(text)
    if match is None or is_negated(asked, prefixed=False):
        return False
    words = content_stems(asked)
    denied = content_stems(match.group("denied"))
    rest = content_stems(text[: match.start()] + " " + text[match.end() :]) - denied
    return bool(words & denied) and not words & rest


_BEFORE = re.compile(r"\bbefore\b", re.I)
_NOT_YET = re.compile(r"\b(?:before|prior|earlier|yet|until|till|still)\b", re.I)


def _asks_the_event(asked: str, text: str) -> bool:
    """Whether ``asked`` asks if the event that ``text`` says "before" has happened.

    "Has your child been born?" of "(you) can't claim before the birth of a child": a
    Yes is past the birth, so what the text says of the time before it does not hold.
    The question asks of the event alone: none of its words are those of the rest.

    >>> _asks_the_event("Has your child been born?", "can claim before the birth of a child")
    True
    >>> _asks_the_event("Will you apply for your plants to be tested?", "apply for your plants to be tested before you get a certificate")
    False
    """
    match = _BEFORE.search(text)
    if match is None or _NOT_YET.search(asked):
        return False
    words = content_stems(asked)
    event = content_stems(text[match.end() :])
    return bool(words & event) and not words & content_stems(text[: match.start()])


_MAXIMUM = re.compile(r"\b(?:maximum|max|valid for|at most|no more than|up to)\b", re.I)
_NUMBER = re.compile(r"\d[\d,.]*")


def _past_maximum(asked: str, text: str) -> bool:
    """Whether ``asked`` asks about going past a maximum that ``text`` names without a threshold.

    "Do you need a loan for longer than 25 years?" of "The maximum length of the loan
    is 25 years": a Yes is over the limit.
    """
    if find_measures(text) or not _MAXIMUM.search(text):
        return False
    measures = find_measures(asked)
    if len(measures) != 1 or measures[0].op not in (">", ">="):
        return False
    said = set(_NUMBER.findall(asked[measures[0].start : measures[0].end]))
    return bool(said) and bool(said & set(_NUMBER.findall(text)))


def _antonym(one: str, other: str) -> bool:
    """Whether one text uses the negative-prefixed form of a word of the other, or losing
    what the other has.

    "Do you disagree with the response?" of "you agree with the response";
    "Are you unmarried?" of "you're married"; "Did you lose your job?" of "you have a job"
    (what "you no longer have a job" denies).
    """
    return bool(
        prefix_negated_words(one, other)
        or prefix_negated_words(other, one)
        or _lost_of_had(one, other)
        or _lost_of_had(other, one)
    )


_LOST = re.compile(r"\b(?:lose|loses|losing|lost)\b", re.I)
_HAD = re.compile(r"\b(?:have|has|had|having|keep|keeps|kept|keeping)\b", re.I)


def _lost_of_had(one: str, other: str) -> bool:
    """Whether ``one`` loses what ``other`` has or keeps, and ``other`` loses nothing."""
    return bool(_LOST.search(one)) and bool(_HAD.search(other)) and not _LOST.search(other)


_EXCEPT = re.compile(r",?\s+(?:except|unless|other than)\b", re.I)


def _other_alternatives(asked: str, leaf, question: str = "") -> tuple[str, ...]:
    """The alternatives of ``leaf`` ("A, B or C") that ``asked`` does not name.

    Empty when the condition lists no alternatives or the question names them all.
    """
    return _alternatives(asked, leaf, question)[1]


def _alternatives(asked: str, leaf, question: str = "") -> tuple[tuple[str, ...], ...]:
    """The alternatives of ``leaf`` and those of them ``asked`` leaves open (both empty if none)."""
    text = _ASIDE.sub("", leaf.text).strip()  # "(or equivalent)", "- or 12 hours of ..."
    text = _EXCEPT.split(text)[0]  # the alternatives, not the exceptions to them
    # "To qualify ... you or your partner must [be 65 or over]": the people are the lead-in's
    people = _people(asked, f"{leaf.lead_in} {text}")
    if people[1]:
        return people
    if isinstance(leaf, Comparison):
        return (), ()
    if " or " not in text:
        return _other_members(asked, text, question)
    if " or " in asked:
        return (), ()
    parts = [p for p in ALTERNATIVES.split(text) if content_stems(p)]
    # One alternative of a single word is a way in ("you're a couple or part of a family"),
    # unless it is a place or the list is of single words ("suspend, increase or decrease").
    single = [p for p in parts if len(content_stems(p)) < 2]
    if len(parts) < 2 or (
        single
        and (
            len(single) > 1
            or not content_stems(single[0])
            or mentioned_places(single[0])
            or leaf.provenance.source != "grammar"
        )
    ):
        return (), ()  # "another EEA country or Switzerland": a place, not a way to qualify
    said = content_stems(asked)

    def names(k: int, part: str) -> bool:
        # The question names the alternative next to the "or", not just words of the
        # sentence around it ("... a certificate to move livestock or poultry").
        words = [content_stems(w) for w in re.findall(r"[\w'’]+", part)]
        words = [w for w in words if w]
        edges = ([words[-1]] if k < len(parts) - 1 else []) + ([words[0]] if k else [])
        return coverage(part, asked) >= 0.6 and any(w <= said for w in edges)

    named = [p for k, p in enumerate(parts) if names(k, p)]
    if not named or len(named) == len(parts):
        return (), ()
    return tuple(parts), tuple(p for p in parts if p not in named)


def _names_alternative(asked: str, alternative: str, leaf) -> bool:
    """Whether ``asked`` names ``alternative`` of ``leaf``: in its words, or, for "you"
    (which has no words to cover), as the one person of "you or your partner" it names
    ("Does your partner have savings over £6,000?", then "Do you ...?")."""
    people, open_ = _people(asked, f"{leaf.lead_in} {leaf.text}")
    if alternative in people:
        return alternative not in open_
    return coverage(alternative, asked) >= 0.6


# "you or your partner", "yourself or your child": either person meets the condition.
_YOU_OR = re.compile(
    r"\b(you|yourself),? or ((?:your|a|an) (?:[\w’'-]+ )?(?:partner|spouse|child|children|"
    r"family member|member of your family|husband|wife|civil partner|parent|carer|dependant))\b",
    re.I,
)


def _people(asked: str, text: str) -> tuple[tuple[str, ...], ...]:
    """The two people of "you or your partner" in ``text``, and the one ``asked`` leaves open.

    "Are you age 65 or older?" of "you or your partner must be 65 or over" asks of you
    alone; your partner is still a way to meet it.
    """
    match = _YOU_OR.search(text)
    if match is None:
        return (), ()
    you, other = match.group(1), match.group(2)
    # "Neither my wife nor I ..." names "your partner" by another word for one
    names_other = bool(content_stems(other) & content_stems(asked)) or bool(
        party(other) and party(other) in _named_relatives(asked)
    )
    names_you = bool(re.search(rf"\b{you}\b", asked, re.I))
    if names_you == names_other:
        return (), ()  # both, or neither, named
    return (you, other), ((other,) if names_you else (you,))


def _other_members(asked: str, text: str, question: str = "") -> tuple[tuple[str, ...], ...]:
    """A list of nouns in ``text`` and its members ``asked`` does not name, when it names some.

    "... offers farm operating loans to family farmers and ranchers": "Are you a
    family farmer?" names one member, so "ranchers" is still open.  Verbs joined
    by "and" ("maintain and improve") are things done together, not ways in; a
    member the user's question names is what they ask about, not a way in.
    """
    said, asking = content_stems(asked), content_stems(question)
    for members in _coordinations(text):
        own = [content_stems(m) for m in members]
        if not all(own):
            continue
        named = [m for m, stems in zip(members, own, strict=True) if stems <= said]
        rest = [
            m
            for m, stems in zip(members, own, strict=True)
            if m not in named and not stems <= asking
        ]
        if named and rest and _ors_within(asked, [own[members.index(m)] for m in named]):
            return tuple(members), tuple(rest)
    return (), ()


_OR_PAIR = re.compile(r"([\w'’-]+)\s+or\s+([\w'’-]+)", re.I)


def _ors_within(asked: str, named: list) -> bool:
    """Whether every "or" of ``asked`` joins words of one named member, not two ways in.

    "Is the organisation a state or local government ...?" names the member "State
    and local governments" in words of its own; "Do you need assistance with repair
    or rebuilding?" asks of two members at once.
    """
    for before, after in _OR_PAIR.findall(asked):
        pair = content_stems(before) | content_stems(after)
        if not any(pair <= stems for stems in named):
            return False
    return True


_DUTY = re.compile(r"\b(?:must|shall|need|needs|required|have to|has to|should)\b", re.I)
# A list in these roles names what is needed together, not ways in: the subject ("your
# child and their baby live with you") or a modifier ("agricultural production and planting").
_JOINT_ROLES = frozenset({"nsubj", "nsubjpass", "nmod", "compound", "amod", "poss"})


@functools.lru_cache(maxsize=4096)
def _coordinations(text: str) -> tuple[tuple[str, ...], ...]:
    """Each list of nouns joined by "and"/"or" (or of anything joined by "or"), as member texts."""
    from ruleparse.resources import nlp

    doc = nlp()(text)
    # "You must have a good credit and earnings record, net worth, and liquidity": a duty's
    # list of nouns is all required.
    duty = bool(_DUTY.search(text))
    out = []
    for head in doc:
        if head.dep_ == "conj":
            continue  # a later member; its list is read from the first
        chain, k = [head], 0
        while k < len(chain):
            chain.extend(c for c in chain[k].children if c.dep_ == "conj")
            k += 1
        if len(chain) < 2:
            continue
        joins = {c.lower_ for m in chain for c in m.children if c.dep_ == "cc"}
        nouns = all(m.pos_ in ("NOUN", "PROPN") for m in chain) and not duty
        if not (joins & {"or", "nor"} or (joins and nouns)):
            continue
        if head.dep_ in _JOINT_ROLES or any(c.lower_ == "both" for c in head.children):
            continue  # "your child and their baby live with you": both are needed
        members = []
        for m in chain:
            skip = {
                t.i
                for c in m.children
                if c.dep_ in ("conj", "cc") or c.text in (",", ";")
                for t in c.subtree
            }
            kept = [t for t in m.subtree if t.i not in skip]
            # A space where a skipped comma stood ("a good credit and earnings record behind").
            gaps = [b.i != a.i + 1 for a, b in zip(kept, kept[1:], strict=False)] + [False]
            members.append(
                "".join(
                    t.text + (" " if gap else t.whitespace_)
                    for t, gap in zip(kept, gaps, strict=True)
                ).strip()
            )
        out.append(tuple(members))
    return tuple(out)


def _lead_in_turns(turns: list[tuple[str, str]], conditions: tuple) -> dict[int, tuple]:
    """The follow-ups that ask only the clause a list's items share, and those items.

    "The following benefits can be reduced or stopped if you commit benefit fraud:
    * Income Support * Industrial Death Benefit": "Did you commit benefit fraud?"
    names the lead-in, a clause of its own, and no item; it is about every item.
    So is a No to the lead-in asked with one item ("Have you committed Pension Credit
    benefit fraud? No"): the shared clause is what it rules out.
    """
    groups: dict[str, list] = {}
    for leaf in conditions:
        if leaf.lead_in:
            groups.setdefault(leaf.lead_in, []).append(leaf)
    out = {}
    for lead_in, group in groups.items():
        stems = content_stems(lead_in)
        if len(group) < 2 or len(stems) < 2 or not _is_whole_clause(lead_in):
            continue
        for index, (asked, _) in enumerate(turns):
            said = content_stems(asked)
            if stems <= said and (
                _answer_truth(turns[index][1], turns[index][0]) is Truth.FALSE
                or not any(content_stems(leaf.text) - stems & said for leaf in group)
            ):
                out.setdefault(index, tuple(group))
    return out


def _lead_in_only(turns: list[tuple[str, str]], conditions: tuple) -> set[int]:
    """The follow-ups in words of a list's lead-in only, naming none of its items.

    "Clothing Allowance is ... paid to any Veteran who, because of a service-connected
    disability: * Wears or uses a prosthetic ... * Uses medication ...": "Do you have a
    service-connected disability?" asks what every item needs, not the item whose words
    it happens to share; its answer is one more requirement of the rule.
    """
    groups: dict[str, list] = {}
    for leaf in conditions:
        if leaf.lead_in:
            groups.setdefault(leaf.lead_in, []).append(leaf)
    out = set()
    for lead_in, group in groups.items():
        stems = content_stems(lead_in)
        items = frozenset().union(*(content_stems(leaf.text) for leaf in group)) - stems
        for index, (asked, _) in enumerate(turns):
            said = content_stems(asked) - GENERIC_WORDS
            if len(group) >= 2 and len(said) >= 2 and said <= stems and not said & items:
                out.add(index)
    return out


@functools.lru_cache(maxsize=4096)
def _is_whole_clause(text: str) -> bool:
    """Whether ``text`` is a clause with its subject and verb that ends in a noun.

    "you commit benefit fraud" is; "the banned goods are", "you must" and
    "benefits including" are left open for the items to complete.
    """
    from ruleparse.resources import nlp

    doc = nlp()(text)
    words = [t for t in doc if not t.is_punct]
    return (
        bool(words)
        and words[-1].pos_ in ("NOUN", "PROPN")
        and any(t.dep_ in ("nsubj", "nsubjpass") and t.head.pos_ == "VERB" for t in doc)
        and "following" not in text.lower()
    )


def _without(text: str, items: list[str]) -> str:
    """``text`` with the listed alternatives taken out of their list, with their "and"/"or"."""
    for item in items:
        e = re.escape(item)
        for pattern in (
            rf",?\s+(?:and|or|nor)\s+{e}(?!\w)",  # the last: "A, B and C" -> "A, B"
            rf",\s*{e}(?!\w)",  # one in the middle
            rf"(?<!\w){e}\s*,\s*(?:(?:and|or|nor)\s+)?",  # the first: "A, B and C" -> "B and C"
            rf"(?<!\w){e}\s+(?:and|or|nor)\s+",  # the first of two
        ):
            text, n = re.subn(pattern, "", text, count=1)
            if n:
                break
    return text


# "I do", "I'm not", "We haven't.", "I can't, sadly": a pronoun and an auxiliary say it all.
_SHORT_ANSWER = re.compile(
    r"^\W*(?:i|we|they|he|she|it)\s*"
    r"(?:(?P<neg>(?:ca|wo|do|does|did|have|has|had|could|would|should|is|are|was|were)n['’]t)"
    r"|(?:'m|’m|am|are|is|do|does|did|have|has|had|can|could|will|would|was|were|should)"
    r"(?P<not>\s+not)?)"
    r"\s*(?:[.!,;]|$)",
    re.I,
)


_YES_WORDS = frozenset(
    {"yes", "y", "true", "yeah", "yep", "yup", "correct", "sure", "absolutely", "definitely"}
    | {"certainly", "indeed"}
)
_OF_COURSE = re.compile(r"\W*of course\b", re.I)
_NOT_APPLICABLE = re.compile(r"\W*(?:n\s*/\s*a|not applicable)\b", re.I)


# "... if I'm 17?", "... now that my son is 16?": a case the user states of themselves.
_GIVEN_CLAUSE = re.compile(
    r"\b(?:if|now that)\s+((?:i|i['’]m|i am|my|we|we['’]re)\b[^?]*?)\s*\??\s*$", re.I
)


def _amount_in_question(question: str) -> str:
    """The case a question states of the user with an amount in it, as a sentence, or "".

    >>> _amount_in_question("Can I get Carer's Allowance if I'm 17?")
    "I'm 17."
    >>> _amount_in_question("Can I carry on claiming Carer's Allowance if I go on holiday?")
    ''
    """
    found = _GIVEN_CLAUSE.search(question)
    if found is None or not quantities(found.group(1), None):
        return ""
    return f"{found.group(1)}."


# "Not any more", "No longer", "Not at the moment": a No to what is asked of now.
_NOT_NOW = re.compile(
    r"^\W*(?:not\s+(?:any\s*more|now|currently|yet|at\s+(?:the\s+moment|present))|no\s+longer)\b",
    re.I,
)
# "Yes, but only part-time", "Yes, sometimes": a Yes the user limits, which may not meet
# what is asked ("Do you work 16 hours or more a week?"); an amount it gives still speaks.
_LIMITED = re.compile(
    r"\b(?:only|partly|partially|sometimes|occasionally|not\s+(?:always|every|all|quite)"
    r"|some\s+of\s+the|part\s+of\s+the)\b",
    re.I,
)
# "Both" and "Neither" answer a question that names two ways ("Are you or your partner ...?").
_TWO_WAYS = re.compile(r"\b(?:or|and|both|either)\b", re.I)
# "I used to": a No to "Do you ...?", "Are you ...?" (a Yes to "Have you ever ...?").
_USED_TO = re.compile(r"^\W*(?:i\s+|we\s+)?used\s+to\b", re.I)
_ASKS_OF_NOW = re.compile(r"^\W*(?:do|does|are|is|am)\b", re.I)


def _another_place(answer: str, asked: str) -> bool:
    """Whether the answer names a place that cannot be the one ``asked`` names ("yes, in
    england" of "Do you live in Wales?"). Answers come lower-cased: words of three letters
    or more are read as names ("us" stays a pronoun)."""
    named = named_places(re.sub(r"\b[a-z]{3,}\b", lambda m: m.group(0).title(), answer))
    wanted = named_places(asked)
    return bool(named) and bool(wanted) and not can_coincide(named, wanted)


def _answer_truth(answer: str, asked: str = "") -> Truth:
    """``"Yes"``, ``"yes."``, ``"Yes, I am"``, ``"Nope"``, ``"I do"``, ``"I'm not"``,
    ``"Not any more"``, ``"Not yet"``; ``"I used to"`` to a question ``asked`` of now;
    ``"Both"`` and ``"Neither"`` to one that names two ways. A Yes the user limits ("Yes,
    but only part-time", "Yes, sometimes") by words the question does not use is no answer.

    Anything else ("not sure", "I'm 20", "N/A") is no answer.
    """
    if _NOT_APPLICABLE.match(answer):
        return Truth.UNKNOWN  # "N/A" had read as "n", a No
    first = re.match(r"\W*([a-z]*)", answer.lower()).group(1)
    if first in ("no", "n", "false", "nope", "nah", "never") or _NOT_NOW.match(answer):
        return Truth.FALSE
    if first in ("both", "neither") and _TWO_WAYS.search(asked):
        return Truth.TRUE if first == "both" else Truth.FALSE
    if _USED_TO.match(answer) and _ASKS_OF_NOW.match(asked):
        return Truth.FALSE
    short = _SHORT_ANSWER.match(answer)
    if short and (short.group("neg") or short.group("not")):
        return Truth.FALSE
    if _OF_COURSE.match(answer) and re.match(r"\W*of course not\b", answer, re.I):
        return Truth.FALSE
    if short or first in _YES_WORDS or _OF_COURSE.match(answer):
        limits = {m.group(0).lower() for m in _LIMITED.finditer(answer)}
        if any(not re.search(rf"\b{re.escape(word)}\b", asked, re.I) for word in limits):
            return Truth.UNKNOWN  # "Yes, but only part-time": limited, perhaps short of it
        if _another_place(answer, asked):
            return Truth.FALSE  # "Yes, in England" to "Do you live in Wales?"
        return Truth.TRUE
    return Truth.UNKNOWN


def decide(
    snippet: str,
    question: str,
    scenario: str = "",
    history: Sequence[Mapping] = (),
    today: _dt.date | None = None,
    neural: bool = False,
    text_order: bool = False,
) -> Verdict:
    """Answer a question about a rule: Yes, No, Irrelevant, or the next follow-up question.

    Parameters
    ----------
    snippet : str
        The rule text.
    question : str
        The user's question ("Can I claim ...?").
    scenario : str
        What the user said about themselves, free text.
    history : sequence of mappings
        The follow-up questions asked so far and the answers given, each
        ``{"follow_up_question": ..., "follow_up_answer": "Yes" | "No"}``.
    today : datetime.date, optional
        The date that relative dates in the scenario ("3 months ago", "last
        year") are read against; without it they are not read (the engine never
        reads the clock).
    neural : bool
        Let sentence embeddings (all-MiniLM) match a follow-up question or a
        scenario sentence to a condition when their words do not; such findings
        and the verdict are marked ``neural``.
    text_order : bool
        Walk the rule in its text's order, as ShARC's dialogs do: when the
        scenario settles a condition further on that decides the answer, still
        ask the open condition that comes first.  Off, the answer comes as soon
        as the facts decide it.  ``rulewise eval sharc`` turns it on.

    Returns
    -------
    Verdict
        The answer and why: the deciding findings, the conditions still missing.

    Examples
    --------
    >>> rule = "You can get the grant if you're 16 or over and you live in Wales."
    >>> decide(rule, "Can I get the grant?").answer
    'Are you 16 or over?'
    >>> decide(rule, "Can I get the grant?", scenario="I'm 15.").answer
    'No'
    >>> turns = [{"follow_up_question": "Are you 16 or over?", "follow_up_answer": "Yes"},
    ...          {"follow_up_question": "Do you live in Wales?", "follow_up_answer": "Yes"}]
    >>> decide(rule, "Can I get the grant?", history=turns).answer
    'Yes'
    >>> decide(rule, "Can I get the grant?", scenario="I live in England.").answer
    'No'
    >>> decide(rule, "Can I get the grant?", scenario="I live in England.", text_order=True).answer
    'Are you 16 or over?'
    """
    if not isinstance(question, str) or not question.strip():
        raise InputError("the question is empty; ask something like 'Can I claim ...?'")
    question = _checked_text(question, "the question")
    if (asks := _ASKS_FOR_SOMETHING_ELSE.match(question)) is not None:
        raise InputError(
            f"the question {question[:80]!r} asks {asks.group(1).lower()!r}, which a rule's "
            "conditions do not answer with yes or no; ask whether you can, e.g. 'Can I claim "
            "...?' or 'Am I eligible for ...?'"
        )
    scenario = _checked_text(scenario, "the scenario")
    if today is not None and not isinstance(today, _dt.date):
        raise InputError(
            f"today must be a datetime.date, got {type(today).__name__} {today!r}; "
            "e.g. datetime.date(2026, 11, 30)"
        )
    compiled = compile_rule(snippet)
    snippet = compiled.text  # what the spans point into: a page in HTML, the text it shows
    reasons: list[str] = []
    if scenario.strip() and (whom := asked_of_another(question, snippet)):
        # "Can my mum get Pension Credit?": the rule's "you" is the mum; "I'm 30" is not
        # her age, and "She's 80" is.
        scenario = said_of_the_one_asked(scenario, whom)
        reasons.append(
            f"the question asks about {whom}: the scenario is read for what it says of them"
        )
    if given := _amount_in_question(question):
        # "Can I get Carer's Allowance if I'm 17?": an amount the question gives of the user
        # is said as a scenario says it (a clause in words is read by _given_in_question).
        scenario = f"{scenario.rstrip()} {given}".strip()
        reasons.append(f"the question says {given!r}")

    # "Are you getting SSP?" of a rule that writes only "Statutory Sick Pay": the acronym
    # a follow-up used stands for the rule's words.
    turns = [
        (spell_out(asked, snippet, keep_written=True), a) for asked, a in _history_pairs(history)
    ]
    overlap = question_overlap(question, snippet)
    # With no follow-up yet, a scenario sentence wording a clause of the text shows which
    # sentence a rule without conditions goes by, as the first follow-up would ("I need
    # relief from economic injury caused by the disaster." of "An EIDL can help you meet
    # ... It provides relief from economic injury caused directly by the disaster ...").
    first = turns[0][0] if turns else _first_said(scenario, snippet) if scenario.strip() else ""
    target = compiled.target(question, first)
    conditions = target.conditions
    # Follow-ups already asked mean the dialog took the question to be about this rule,
    # however few of its words the rule text uses ("Can I get help with my bills?"); so
    # does a scenario that plainly states one of the rule's conditions.
    if not turns and (other := _names_another_scheme(question, target, snippet)) is not None:
        asked, granted = other
        return Verdict(
            "Irrelevant",
            reasons=(f"the question asks about {asked}; the rule grants {granted}",),
        )
    if (
        overlap < RELEVANCE_THRESHOLD
        and not turns
        and not _states_a_condition(scenario, conditions)
        and not _hours_asked(snippet, question)
        and not _eligibility_asked(compiled.parsed.heading, question)
        and not _generic_rule_asked(target, question, snippet)
    ):
        return Verdict(
            "Irrelevant",
            reasons=(f"only {overlap:.0%} of the question's content words occur in the rule text",),
        )

    reasons.append(
        f"the question asks about: {target.conclusion.text or '(the rule text as a whole)'}"
    )
    reasons.extend(
        f"the answer {answer!r} to {asked!r} is neither yes, no nor an amount; what it "
        "asks stays open"
        for asked, answer in turns
        if _unsure(asked, answer)
    )
    findings: list[Finding] = []
    facts: list[Fact] = []

    # "Did you commit benefit fraud?" of "The following benefits can be reduced or stopped
    # if you commit benefit fraud: * Income Support * ...": the clause every item shares.
    shared = _lead_in_turns(turns, conditions)
    lead_only = _lead_in_only(turns, conditions)
    texts = [
        "" if index in shared or index in lead_only else asked
        for index, (asked, _) in enumerate(turns)
    ]
    # A scenario sentence that plainly states a condition ("I am of compulsory school age")
    # is read as a follow-up answered: it takes that condition from a follow-up that words
    # it less well ("Are you a student ..., of compulsory school age, a volunteer ...?").
    plain = _plain_statements(scenario, conditions, today) if turns else []
    alignment, took = align_with_statements(
        texts, [(m.evidence, m.leaf) for m in plain], conditions, HISTORY_THRESHOLD, PLAIN_STATEMENT
    )
    # A scenario sentence that words a clause of the text no condition of ours states ("I
    # am not a dad or partner" of "if you're a dad or partner on leave from work ...") is a
    # follow-up answered, after the history: it is read as the dialog reads an unmatched
    # follow-up (one more requirement, or another way in).
    # A plain statement whose condition a follow-up took is read so too: "I am a UK national
    # living in the EU" after "Are you an EU national living in the UK? No" took "There will
    # be no change to the rights and status of EU nationals living in the UK, nor UK
    # nationals living in the EU".
    said = _said_as_follow_ups(
        scenario, snippet, conditions, texts, [plain[j] for j in took], today
    )
    if said:
        turns = [*turns, *(pair for pair, _, _ in said)]
        # One in words of a list's lead-in only is one more requirement, as the follow-up
        # it answers would be ("I do not have a service-connected disability.").
        texts = [
            *texts,
            *("" if _requirement_lead_in(pair, conditions) else pair[0] for pair, _, _ in said),
        ]
        alignment, took = align_with_statements(
            texts,
            [(m.evidence, m.leaf) for m in plain],
            conditions,
            HISTORY_THRESHOLD,
            PLAIN_STATEMENT,
        )
    # turn index -> (the sentence, where the clause of the text it words begins)
    from_scenario = {
        len(turns) - len(said) + k: (clause, at) for k, (_, clause, at) in enumerate(said)
    }
    # "I got the decision" words "the date of the decision you're appealing" after "You
    # must send your appeal within a month of either:", and says nothing of the month.
    alignment = [
        (index, leaf, score)
        for index, leaf, score in alignment
        if index not in from_scenario or not time_limit_unsaid(leaf, from_scenario[index][0], today)
    ]
    # Follow-ups the scenario answered keep the place in the rule's order of the clause they
    # word: "I do not have a mortgage" comes before whatever the text says after it.
    first_in_text = {
        index for index, (_, at) in from_scenario.items() if _before_conditions(at, conditions)
    }
    plain, other_ways = [plain[j] for j in took], plain
    plain_keys = {m.leaf.key for m in plain}  # what no follow-up settles in passing
    turn_of: dict[str, int] = {}  # condition key -> the turn that settled it
    aligned = {index for index, _, _ in alignment} | set(shared)
    # A "No" to one alternative of a condition read whole ("you go back to work, work
    # more hours or earn more money") rules out that alternative, not the condition.
    partial: dict[str, tuple] = {}  # condition key -> (leaf, open alternatives, turn, score)
    ruled_out: dict[str, list[str]] = {}  # condition key -> the alternatives answered No
    taken = {leaf.key for _, leaf, _ in alignment}
    for index, leaf, score in alignment:
        asked, answer = turns[index]
        value = answer_value(asked, answer, leaf, today)
        if index in from_scenario and fails_lead_in_bound(leaf, from_scenario[index][0], today):
            value = Truth.FALSE  # "The decision was made in March": not within a month of it
        every, rest = _alternatives(asked, leaf, question) if value is Truth.FALSE else ((), ())
        if rest:
            partial[leaf.key] = (leaf, rest, index, score)
            ruled_out[leaf.key] = [alt for alt in every if alt not in rest]
            continue
        if value.known:
            # (a No to more than the leaf says nothing of its twin: "Do you work at least 16
            # hours a week and you're disabled ...? No")
            twins = _twins(leaf, conditions, taken) if value is Truth.TRUE or score >= 1 else ()
            for same in (leaf, *twins):
                findings.append(
                    Finding(same, value, "history", f"{asked} {answer.capitalize()}", score)
                )
                turn_of[same.key] = index
    for index, group in shared.items():
        asked, answer = turns[index]
        if _answer_truth(answer, asked) is not Truth.FALSE or is_negated(asked):
            continue  # a Yes to the shared clause says nothing of which item
        for leaf in group:
            # The clause every item shares fails each of them, one named Yes as well ("Do you
            # have income support? Yes", "Have you committed benefit fraud? No").
            ruled = Finding(leaf, Truth.FALSE, "history", f"{asked} {answer.capitalize()}", 1.0)
            known = next((k for k, f in enumerate(findings) if f.condition.key == leaf.key), None)
            if known is None:
                findings.append(ruled)
            else:
                findings[known] = ruled
            turn_of[leaf.key] = index
    met: dict[str, int] = {}  # condition key -> the turn whose Yes named an open alternative
    for index, (asked, answer) in enumerate(turns):
        value = _answer_truth(answer, asked)
        if index in aligned or not value.known:
            continue
        for key, (leaf, rest, first, score) in partial.items():
            left = tuple(alt for alt in rest if not _names_alternative(asked, alt, leaf))
            if key in met or not rest or len(left) == len(rest) or is_negated(asked):
                continue
            if value is Truth.TRUE:
                met[key] = index  # "Is it a state or local government? Yes": one way in is met
            else:
                partial[key] = (leaf, left, first, score)
                ruled_out[key].extend(alt for alt in rest if alt not in left)
            aligned.add(index)
            break
        else:
            if value is Truth.FALSE and (
                any(
                    f.value is Truth.TRUE
                    and (
                        _other_alternatives(asked, f.condition, question)
                        or index < turn_of.get(f.condition.key, -1)
                    )
                    for f in findings
                )
                or _met_after(plain)
                or (
                    index not in from_scenario  # the scenario's own No is said with it
                    and _met_after(_scenario_statements(scenario, conditions))
                )
            ):
                # "Is it an Indian tribe? No", then "Is it a state or local government? Yes";
                # "Are you 65 or older? No", then "Is your partner over 65? Yes": the No ruled
                # out one way to meet the condition the Yes met after it, in whatever words
                # ("Are you an Indiana child in foster care? No", then "... in a family
                # receiving public assistance? Yes"): had the No failed the rule, the dialog
                # would have ended there.  (A No after the Yes is one more requirement: "Are
                # you on leave? Yes", "A dad? No".)  A scenario statement is said after
                # the history, as if asked last: "Does the total value of non-exempt goods
                # ... exceed the VAT taxable turnover threshold? No" and "I have started
                # selling items that aren't exempt" of "If you start selling items that
                # aren't exempt, you can register for VAT voluntarily".
                aligned.add(index)
    # What is left open is asked without the alternatives already ruled out ("Are you a
    # rancher?" after "Are you a family farmer? No").
    reworded = {
        key: _reworded(leaf, ruled_out[key])
        for key, (leaf, rest, _, _) in partial.items()
        if key not in met and rest
    }
    for key, (leaf, rest, first, score) in partial.items():
        if key in met or not rest:
            index = met.get(key, first)
            asked, answer = turns[index]
            value = Truth.TRUE if key in met else Truth.FALSE
            findings.append(
                Finding(leaf, value, "history", f"{asked} {answer.capitalize()}", score)
            )
            turn_of[key] = index
    condition = target.condition
    for finding in tuple(findings):
        # One follow-up may name several alternatives (or requirements) at once.
        index = turn_of[finding.condition.key]
        for other in named_siblings(condition, finding.condition, turns[index][0], finding.value):
            if other.key not in turn_of and other.key not in plain_keys:
                findings.append(replace(finding, condition=other))
                turn_of[other.key] = index
        for other in named_beside_denial(condition, finding.condition, *turns[index]):
            if other.key not in turn_of and other.key not in plain_keys:
                findings.append(replace(finding, condition=other, value=Truth.TRUE))
                turn_of[other.key] = index
        if finding.value is not Truth.TRUE:
            continue
        for group in named_alternatives(condition, finding.condition, turns[index][0]):
            # A Yes naming every alternative of an "or" meets it, without saying which one:
            # the "or" is settled as one condition.
            if any(turn_of.get(i.key, index) != index or i.key in plain_keys for i in group.items):
                continue  # another answer, or a plain statement, spoke of one of them
            met = alternatives_met(group)
            condition = substitute(condition, group, met)
            findings[:] = [f for f in findings if f.condition not in group.items]
            findings.append(replace(finding, condition=met))
            turn_of[met.key] = index
    passed = _passed_over(condition, conditions, turn_of, target.conclusion, turns)
    # What the scenario states of a condition the follow-ups passed over is said, however
    # plainly: "I own my house" of "you own the property or are a tenant" (passed over by
    # "Do you intend to live in the property ...?", the owner had been asked "Are you a
    # tenant?").
    told = (
        (
            *_scenario_statements(scenario, conditions),
            *derived_statements(scenario, conditions, today),
        )
        if passed and scenario.strip()
        else ()
    )
    passed = [f for f in passed if f.condition.key not in plain_keys | {m.leaf.key for m in told}]
    findings.extend(passed)
    # "Will I be paid the higher benefit when I reach the threshold?" states a condition;
    # "Can my son get free prescriptions?" of "Children under 16 can get ...", a child.
    for leaf in (*_given_in_question(question, target), *children_asked_of(question, conditions)):
        if leaf.key not in turn_of:
            findings.append(Finding(leaf, Truth.TRUE, "history", f"the question: {question}", 1.0))
            turn_of[leaf.key] = -1
    named: set[str] = set()  # items the question names whose shared clause is still open
    for leaf in _named_items(question, target, snippet):
        # "Can I get Child Benefit?" of "You can also get the following in an EEA country or
        # Switzerland: * Child Benefit * tax credits": the item the question names is the
        # one it asks about, whatever else the rule requires.  Where the items share a
        # clause of their own ("if you commit benefit fraud:"), that clause is still asked.
        if leaf.key in turn_of:
            continue
        said = [
            index
            for index, group in shared.items()
            if leaf in group and _answer_truth(turns[index][1], turns[index][0]) is Truth.TRUE
        ]
        if said or not _own_clause(leaf.lead_in, target.conclusion.text):
            evidence = f"the question: {question}"
            findings.append(Finding(leaf, Truth.TRUE, "history", evidence, 1.0))
            turn_of[leaf.key] = said[0] if said else -1
        else:
            reworded[leaf.key] = Condition(leaf.lead_in, leaf.provenance)
            named.add(leaf.key)
    for index, (asked, answer) in enumerate(turns):
        if index in aligned or _answer_truth(answer, asked) is not Truth.TRUE:
            continue
        elsewhere = _lived_elsewhere(asked, conditions, {f.condition.key for f in findings})
        for leaf in elsewhere:
            # "Do you live in the UK? Yes" of "You can't get the payment if you live in
            # Cyprus, France ... or Spain": you live in none of them.
            findings.append(Finding(leaf, Truth.FALSE, "history", f"{asked} Yes", 1.0))
            turn_of[leaf.key] = index
        if elsewhere:
            aligned.add(index)
    restated: set[str] = set()  # follow-ups read against a negated clause of the text
    conceded: list[int] = []  # follow-ups asking what an "even if" clause of the text concedes
    for index, (asked, answer) in enumerate(turns):
        value = _answer_truth(answer, asked)
        if index in aligned or not value.known:
            continue
        if neural:
            open_leaves = tuple(
                c for c in conditions if c.key not in {f.condition.key for f in findings}
            )
            match = _neural_match(asked, open_leaves, NEURAL_HISTORY_THRESHOLD)
            if match is not None:
                leaf, score = match
                if is_negated(asked) and not is_negated(leaf.text):
                    value = ~value
                findings.append(
                    Finding(
                        leaf, value, "history", f"{asked} {answer.capitalize()}", score, neural=True
                    )
                )
                turn_of[leaf.key] = index
                continue
        if any(
            f.value is value
            and f.source == "history"
            and f.score > 0
            and f.condition.provenance.source != "fallback"
            and coverage(asked, f.condition.text) >= 1.0
            for f in findings
        ):
            # "Are you pregnant? No", then "Are you looking after children? No" of "pregnant
            # or looking after children": all its words are of a condition another follow-up
            # settled the same way; it asked part of that condition, not one more requirement.
            reasons.append(f"the follow-up {asked!r} asked part of a condition already settled")
            continue
        # "Do you study at a publicly funded school or college? No", then "Are you on an
        # unpaid training course? Yes" of "study at a publicly funded school or college, or be
        # on an unpaid training course": the Yes met the condition the No left open.
        other_way = next(
            (
                k
                for k, f in enumerate(findings)
                if value is Truth.TRUE
                and f.value is Truth.FALSE
                and f.source == "history"
                and f.score > 0
                and " or " in f.condition.text
                and coverage(asked, f.condition.text) >= 1.0
                and turn_of.get(f.condition.key, index) < index
            ),
            None,
        )
        if other_way is not None:
            findings[other_way] = replace(
                findings[other_way],
                value=Truth.TRUE,
                evidence=f"{asked} {answer.capitalize()}",
            )
            turn_of[findings[other_way].condition.key] = index
            continue
        measured = _measured_leaf(asked, conditions, findings)
        if measured is not None and (bound := answered_bound(asked, value, measured)) is not None:
            # "Are you over 18? No" of "you're 16 or over": the amount it leaves says
            # nothing of the condition, and is no requirement of its own either.
            if bound.known:
                evidence = f"{asked} {answer.capitalize()}"
                # matched by what it measures, not by its words: a full match
                findings.append(Finding(measured, bound, "history", evidence, 1.0))
                turn_of[measured.key] = index
            reasons.append(
                f"the follow-up {asked!r} measures what {measured.text!r} does; its answer "
                + ("settles it" if bound.known else "leaves it open")
            )
            continue
        if _conceded(asked, snippet):
            # "Are you on leave?" of "You can apply for Working Tax Credit even if you don't
            # have children or you're on leave": what the text concedes decides nothing.
            conceded.append(index)
            reasons.append(
                f"the follow-up {asked!r} asks what the text concedes; it decides nothing"
            )
            continue
        # A question the dialog asked that matches no condition of ours: the rule
        # needed it.  Asked after what came before had already ruled the rule out,
        # it can only be another way in; otherwise it is one more requirement.
        extra = Condition(asked, Provenance(Span(0, 0), "history", 0.5))
        if value.known and _stated_negated(asked, snippet):
            # "Are you able to get financing from other resources? No" of "The loan program
            # is designed to assist for-profit businesses that are not able to get other
            # financing": the requirement the text states is met.
            value = ~value
            restated.add(extra.key)
        elif value.known and _past_limit(asked, snippet):
            # "Did you need a loan over $2 million? Yes" of "The maximum loan amount is $2
            # million": a Yes is past what the rule allows, so the requirement is not met.
            value = ~value
        before = evaluate(
            condition,
            {f.condition.key: f.value for f in findings if turn_of[f.condition.key] < index},
        )
        if (
            before is Truth.FALSE
            and not target.yes_when
            and not any(
                f.value is Truth.FALSE and similarity(asked, leaf_text(f.condition)) >= 0.5
                for f in findings
            )
        ):
            # "You usually can't get tax credits if you're 'subject to immigration control'":
            # once the rule is not met the answer is Yes so far; a follow-up asked past that
            # is one more thing the Yes needs ("Do you meet the other qualifying rules?"),
            # unless it asks the failed condition's other way ("a UK national in the EU").
            parts = (condition, Not(extra))
            condition = disj(*(reversed(parts) if index in first_in_text else parts))
            role = "one more requirement of the answer the rule leaves"
        elif before is Truth.FALSE:
            parts = (condition, extra)
            condition = disj(*(reversed(parts) if index in first_in_text else parts))
            role = "another way to meet the rule, asked after the rest had failed"
        else:
            parts = (condition, extra)
            condition = conj(*(reversed(parts) if index in first_in_text else parts))
            role = "one more requirement"
        findings.append(Finding(extra, value, "history", f"{asked} {answer.capitalize()}", 0.0))
        turn_of[extra.key] = index
        reasons.append(f"the follow-up {asked!r} matches no condition of the rule; read as {role}")

    if condition is None:
        # Nothing in the text states a condition or a conclusion ("## Apply for a grant").
        return _irrelevant(findings, reasons, "the rule text states no condition to decide by")

    sentence = conditions[0] if len(conditions) == 1 else None
    if (
        sentence is not None
        and target.conclusion.provenance.source == "fallback"
        and sentence.key not in turn_of
        and (turn_of or conceded)
    ):
        # A sentence read whole is no rule: the follow-ups the dialog asked, though their
        # words are not the sentence's, were asked about it, and their answers decide.
        findings.append(
            Finding(sentence, Truth.TRUE, "history", "asked about in the follow-ups", 0.0)
        )
        turn_of[sentence.key] = min([*turn_of.values(), *conceded])
        reasons.append(
            "the follow-ups were asked about the sentence read whole; their answers decide"
        )

    for k, finding in enumerate(findings):
        # "Are you pregnant? No" of "pregnant or looking after children", and the scenario
        # says "I am looking after children": it meets the condition the No left open.
        way = _met_another_way(finding, turns, other_ways)
        if way is not None:
            findings[k] = _statement_finding(way)
    for k, finding in enumerate(findings):
        index = turn_of.get(finding.condition.key, -1)
        if index in from_scenario and finding.source == "history":
            findings[k] = replace(finding, source="scenario", evidence=from_scenario[index][0])
    for sentence, _ in from_scenario.values():
        scenario = scenario.replace(sentence, " ")  # read already, as a follow-up answered
    settled = {f.condition.key for f in findings}
    if scenario.strip():
        # (a bound at a figure of the text restates its condition: read by its words)
        figures = frozenset(m.value for m in find_measures(snippet))
        amounts = quantities(scenario, today) + bounds_said(scenario, figures)
        thresholds = tuple(
            said_of_the_subject(c, target.conclusion.text, question)
            for c in conditions
            if isinstance(c, Comparison) and c.key not in settled
        )
        stated = amounts_for(thresholds, amounts, past_ages(scenario))
        counted = {t for t, _ in stated}
        stated += counts_for(tuple(t for t in thresholds if t not in counted), scenario)
        # A threshold is read from a stated amount when there is one ("I'm 15"), from
        # the statement otherwise ("I haven't lived in the UK for fewer than 5 years").
        open_leaves = tuple(
            c for c in conditions if c.key not in settled and c not in {t for t, _ in stated}
        )
        taken = {m.leaf for m in plain}  # read already, as follow-ups answered
        # Conditions the follow-ups passed over keep their words too: never asked, they
        # may be what the scenario speaks of. "I get the lower rate mobility component of
        # DLA" speaks of "the higher rate of the mobility component of Disability Living
        # Allowance", not of "War Pensioners' Mobility Supplement" by the one word they
        # share.  (Not those answered: "I am an offshort worker", "foreign workers" answered
        # No, still says "offshore workers" by the word "worker".)
        answered = tuple(f.condition for f in passed)
        unread = relative_dates(scenario) if today is None else ()
        if unread:
            # "I moved here 3 years ago" is about a date; without today it says nothing of one.
            open_leaves = tuple(
                c for c in open_leaves if not (isinstance(c, Comparison) and c.quantity == "date")
            )
            reasons.append(f"no date given for 'today', so {unread[0]!r} is not read")
        # A threshold read from an amount keeps its words: "40 hours a week" is not
        # said of "you earn more than £128 a week".
        read = tuple(t for t, _ in stated)
        # "I have not committed benefit fraud." of "The following benefits can be reduced
        # or stopped if you commit benefit fraud: * Carer's Allowance * ...": it fails every
        # item, one a follow-up named Yes as well, as the follow-up it answers does in the
        # history.  Where the rule denies ("The following benefits can't be reduced ..."),
        # the item is still asked: failing the rule does not say the benefit can be.
        denied = _shared_clause_denied(scenario, conditions) if target.conclusion.positive else []
        if denied:
            keys = {f.condition.key for f in denied}
            findings[:] = [f for f in findings if f.condition.key not in keys] + denied
            read += tuple(f.condition for f in denied)
            open_leaves = tuple(c for c in open_leaves if c.key not in keys)
        # Facts said in other words ("I've moved to Lisbon", "I'm five months along")
        # settle their conditions first; the words of those keep out of the matching.
        derived = derived_statements(scenario, open_leaves, today)
        for match in derived:
            value = Truth.of(match.value)
            findings.append(Finding(match.leaf, value, "scenario", match.evidence, match.score))
        # "I have a daughter who is pregnant" says nothing of "you're pregnant".
        others = said_of_others(scenario, open_leaves)
        if derived or others:
            done = {m.leaf.key for m in derived} | {c.key for c in others}
            read += tuple(c for c in open_leaves if c.key in done)
            open_leaves = tuple(c for c in open_leaves if c.key not in done)
        for match in (
            *(m for m in plain if m.leaf in open_leaves),
            *match_statements(
                scenario,
                tuple(c for c in open_leaves if c not in taken),
                SCENARIO_THRESHOLD,
                (*read, *taken, *answered),
                today,
            ),
        ):
            finding = _statement_finding(match)
            every, denied = _ways_denied(match.evidence, match.leaf, question)
            # With the ways a follow-up answered No ruled out ("Are you exporting sugar? No",
            # then "I am not exporting rice."): all of them fail the condition.
            denied = [*ruled_out.get(match.leaf.key, ()), *denied]
            if finding.value is Truth.FALSE and denied and not set(every) <= set(denied):
                # "I am not age 65 or older" of "you or your partner must be 65 or over", as
                # the follow-up "Are you age 65 or older? No": the partner is still asked,
                # in the words the history path asks it ("Is your partner 65 or over?").
                reasons.append(f"{match.evidence!r} rules out one way into {match.leaf.text!r}")
                reworded[match.leaf.key] = _reworded(match.leaf, denied)
                continue
            findings.append(finding)
        findings.extend(_who_statements(scenario, open_leaves, findings, question))
        for extra, said in _failed_requirements(scenario, snippet, conditions, findings):
            # "I did not suffer losses in income ..." of "Fishermen who can prove that they
            # suffered losses in income ... may be eligible": the text needs what the
            # scenario denies, though no condition of ours states it.
            condition = conj(condition, extra)
            findings.append(Finding(extra, Truth.FALSE, "scenario", extra.text, 0.0))
            reasons.append(f"the scenario says {extra.text!r}; the text needs {said.strip()!r}")
        used = [f.evidence for f in findings if f.source == "scenario"]
        for clause in split_clauses(scenario):
            if is_negated(clause) or any(clause in u or u in clause for u in used):
                continue
            if _past_limit(clause, snippet):
                # "I need a loan for longer than 25 years" of "The maximum length of the
                # loan is 25 years": past what the rule allows.
                extra = Condition(clause, Provenance(Span(0, 0), "scenario", 0.5))
                condition = conj(condition, extra)
                findings.append(Finding(extra, Truth.FALSE, "scenario", clause, 0.0))
                reasons.append(f"the scenario says {clause!r}, past a limit the text sets")
        if neural:
            settled = {f.condition.key for f in findings}
            open_leaves = [
                leaf
                for leaf in conditions
                if leaf.key not in settled and not isinstance(leaf, Comparison)
            ]
            findings.extend(_neural_statements(split_clauses(scenario), open_leaves))
        for leaf, q in stated:
            fact = Fact(
                f"q:{leaf.key}",
                quantity=q.quantity,
                amount=q.value,
                comparison=leaf.key,
                upper=q.upper,
            )
            qualifier = unstated_qualifier(leaf.text, q.clause, scenario)
            if qualifier and entailment(leaf, [fact])[0] is Truth.TRUE:
                # "My child is 16" is under 17, but not said to have special educational needs.
                reasons.append(
                    f"scenario states {fact.stated()} ({q.evidence!r}) of {leaf.text!r}, "
                    f"but not {qualifier!r}"
                )
                continue
            elsewhere = in_a_country_of_another_kind(leaf_text(leaf), (q.clause,))
            if elsewhere is not None and entailment(leaf, [fact])[0] is Truth.TRUE:
                # "I import goods worth £100,000 from China" of "goods worth more than
                # £85,000 from another EU country": the amount is of other goods (it had
                # met the condition: a silent Yes)
                reasons.append(
                    f"scenario states {fact.stated()} ({q.evidence!r}) of what "
                    f"{elsewhere!r} puts in a country of another kind than {leaf.text!r} names"
                )
                continue
            alternative = unread_alternative(leaf.text)
            if alternative and entailment(leaf, [fact])[0] is Truth.FALSE:
                # "16 years" is under "at least 20 years (or at least half of your life)",
                # but the half of a life, unread, may be met.
                reasons.append(
                    f"scenario states {fact.stated()} ({q.evidence!r}) of {leaf.text!r}, "
                    f"which {alternative!r} may meet instead"
                )
                continue
            facts.append(fact)
            reasons.append(
                f"scenario states {facts[-1].stated()} ({q.evidence!r}) of {leaf.text!r}"
            )

    extras = [f.condition for f in findings if f.condition.provenance.source == "history"]
    if (
        extras
        and len(extras) == len(findings)
        and not facts
        and len(conditions) == 1
        and target.conclusion.provenance.source != "fallback"
        and not _setting_met(findings, compiled.parsed.heading)
        and not any(
            compound_head(f.condition.text, conditions[0].text)
            or compound_head(conditions[0].text, f.condition.text)
            for f in findings
        )
        # A follow-up the scenario answered stands for the rule only where it words what the
        # text says first ("I voluntary pay National Insurance" of "If you have fewer than
        # 30 qualifying years, ... you might be able to top up by paying voluntary National
        # Insurance contributions" leaves the years to ask).
        and all(
            turn_of[f.condition.key] in first_in_text for f in findings if f.source == "scenario"
        )
        # Nor where the rule denies and the scenario meets it: "I did commit benefit fraud."
        # of "The following benefits can't be reduced or stopped if you commit benefit fraud:
        # * War Pension Mobility Supplement" is no Yes to "Can this benefit be reduced or
        # stopped?"; the item is still to ask.
        and (
            target.conclusion.positive
            or not any(f.source == "scenario" and f.value is Truth.TRUE for f in findings)
        )
    ):
        # Nothing the dialog asked or the scenario said is a condition of ours: the dialog
        # asked what the rule needs in its own words, and those answers stand for the rule.
        condition = conj(*extras)
        target = replace(target, yes_when=True)  # they are what a Yes needs
        # Their answers as given, not as the text's negated clauses read them.
        findings = [
            replace(f, value=~f.value) if f.condition.key in restated else f for f in findings
        ]
        reasons.append("no follow-up matches a condition of the rule; the follow-ups stand for it")

    for k, finding in enumerate(findings):
        facts.append(
            Fact(f"f{k}", leaf_key=finding.condition.key, value=finding.value is Truth.TRUE)
        )
    if any(f.quantity is not None for f in facts):
        # Answers settle distinct variables; only an amount can contradict them.
        facts = _without_conflicts(condition, facts, findings, reasons)
    for fact in facts:
        # A stated quantity settles a threshold: Z3 says which way, and that is a finding too.
        if fact.comparison is not None:
            leaf = next(c for c in conditions if c.key == fact.comparison)
            try:
                value, _ = entailment(leaf, [fact])
            except SolverTimeout as exc:
                reasons.append(str(exc))
                continue
            if value.known:
                evidence = f"{fact.stated()} (from the scenario)"
                findings.append(Finding(leaf, value, "solver", evidence))

    try:
        truth, core = entailment(condition, facts)
    except SolverTimeout as exc:
        truth, core = Truth.UNKNOWN, ()
        reasons.append(str(exc))
    if not truth.known:
        # "You were contracted out if the National Insurance contributions line has the
        # letter D or N next to it. You weren't contracted out if it has a letter A.": the
        # rule of the other polarity is an exception the dialog does not ask once the
        # rule asked about has decided; left unsaid, it does not hold.
        unsaid = _exceptions_unsaid(target, findings)
        assumed = [Fact(f"x{k}", leaf_key=leaf.key, value=False) for k, leaf in enumerate(unsaid)]
        if assumed:
            try:
                without, core_without = entailment(condition, [*facts, *assumed])
            except SolverTimeout:
                without = Truth.UNKNOWN
            if without.known:
                truth, core = without, core_without
                reasons.append(
                    "the rule asked about decides; its exception "
                    + ", ".join(repr(leaf.text) for leaf in unsaid)
                    + " is not said, so does not hold"
                )
    earlier = None
    if text_order and any(f.source in ("scenario", "solver") for f in findings):
        # The dialog goes through the rule in its order (as ShARC's dialogs do): what the
        # scenario settles further on does not skip a question the rule asks first, whether
        # it decides the answer or only makes that question moot ("You must: ... study at
        # a publicly funded school or college, or be on an unpaid training course", said
        # "I am on an unpaid training course": the dialog still asks about the school first).
        earlier = _open_before_outcome(condition, findings, target.rules)
        if earlier is not None:
            reasons.append(
                f"the scenario settles a condition further on, but {earlier.text!r} comes first"
            )
    if earlier is None and truth.known:
        deciding_q = {n.removeprefix("q:") for n in core if n.startswith("q:")}
        deciding = tuple(findings[int(n[1:])] for n in core if n.startswith("f")) + tuple(
            f for f in findings if f.source == "solver" and f.condition.key in deciding_q
        )
        return Verdict(
            target.answer(truth),
            deciding=deciding,
            findings=tuple(findings),
            neural=any(f.neural for f in findings),
            reasons=tuple(reasons),
        )

    known = {f.condition.key for f in findings}
    missing = [earlier] if earlier is not None else []
    is_relevant = relevance(condition, facts)
    for leaf in _by_clause(conditions, compiled.parsed.text):
        if leaf.key in known:
            continue
        try:
            leaf_truth, _ = entailment(leaf, facts)
            if leaf_truth.known:
                continue
            if is_relevant(leaf):
                missing.append(leaf)
        except SolverTimeout as exc:
            reasons.append(str(exc))
            missing.append(leaf)
    if not missing:
        # Nothing left to ask can change the outcome, yet it is open: the rule is silent.
        missing = [c for c in conditions if c.key not in known]
    if not missing:
        return _irrelevant(findings, reasons, "the rule has no condition to ask about")
    missing.sort(key=lambda leaf: leaf.key not in named)  # the item asked about comes first
    # "I don't know" to "Are you 16 or over?": what is still open and not yet asked comes
    # first; the same question again only when nothing else is left to ask.
    unsure = _asked_unsure(turns, missing)
    missing.sort(key=lambda leaf: leaf.key in unsure)
    asked, question_text = _first_askable(missing, reasons, question, reworded, snippet, condition)
    return Verdict(
        question_text,
        findings=tuple(findings),
        missing=tuple(missing),
        asked=asked,
        neural=any(f.neural for f in findings),
        reasons=tuple(reasons),
    )


# Where a clause of the text begins: after a sentence's end, a colon or semicolon, a line
# end (a bullet), or at a subordinating "if", "unless", "when" or "while" (not one after
# "or" or "and": "after 25 years or when you sell your home" is one clause's alternatives).
_CLAUSE_START = re.compile(
    r"(?<!\.[A-Za-z])\.(?=\s|$)|[;:!?\n]"
    r"|(?<!\bor )(?<!\band )\b(?:if|unless|when|while|whilst)\b",
    re.I,
)


@functools.lru_cache(maxsize=4096)
def _clause_starts(text: str) -> tuple[int, ...]:
    """Where the clauses of a rule text begin (read once per text, not once per verdict)."""
    return tuple(m.start() for m in _CLAUSE_START.finditer(text))


def _by_clause(conditions, text: str) -> list:
    """The conditions in the order of the clauses of ``text`` that state them.

    The dialog asks what the text says first, first: "You must be 25 or over if you
    don't have children or you don't have a disability" asks the age before the
    children, though the parse holds the case before the duty; "You might want to
    carry on paying National Insurance while you're abroad if you're: * planning to
    come back to the UK" asks whether you are abroad first.  Conditions of one clause
    keep the parse's order ("disabled Veterans": the Veteran first), and so does a
    rule with a condition the dialog added (a follow-up that matches none of the text).
    """
    if any(leaf.provenance.source == "history" for leaf in conditions):
        return list(conditions)
    starts = _clause_starts(text)
    clause = [bisect.bisect_right(starts, leaf.provenance.span.start) for leaf in conditions]
    return [leaf for _, leaf in sorted(zip(clause, conditions, strict=True), key=lambda p: p[0])]


def _exceptions_unsaid(target, findings: list[Finding]) -> list:
    """The conditions, none of them settled, of the rules of the other polarity that
    ``target`` takes as exceptions to the rule the question asks about, where each names
    another value of what a condition met of that rule names, in no words of its own.

    "You were contracted out if the National Insurance contributions line has the letter
    D or N next to it. You weren't contracted out if it has a letter A.": the line that
    has the letter D or N has no other letter.  An exception about something else ("You
    can't get it if you earn more than £128 a week" after "you spend at least 35 hours a
    week caring"; "You will not get SSP if you're self-employed" after "you're an
    employee") is still asked.
    """
    others = [
        r
        for r in target.rules
        if r.conclusion.text
        and r.condition is not None
        and r.conclusion.positive != target.conclusion.positive
    ]
    every = list(dict.fromkeys(leaf for r in others for leaf in leaves(r.condition)))
    known = {f.condition.key for f in findings}
    own = {leaf.key for r in target.rules if r not in others for leaf in leaves(r.condition)}
    met = [
        _telling_words(f.condition.text)
        for f in findings
        if f.condition.key in own and f.value is Truth.TRUE
    ]
    # Only once the dialog has met part of the rule asked about; once it has spoken of the
    # exception, the rest of that is asked.
    if not met or any(leaf.key in known for leaf in every):
        return []
    if any(isinstance(leaf, Comparison) for leaf in every):
        # "You can't get it if you earn more than £100,000 a year" after "you earn at least
        # £183 a week": one amount meets the first threshold and passes the other; what a
        # threshold met says of another, the solver reads.
        return []
    if not all(any(_telling_words(leaf.text) <= words for words in met) for leaf in every):
        return []
    return every


# Words of time and amount that any two conditions may share without being about one thing.
_UNIT_WORDS = content_stems("week month year day hour time age old least more less over under")


def _telling_words(text: str) -> frozenset[str]:
    """The content stems of ``text`` that say what it is about (no amounts or units)."""
    return frozenset(
        w for w in content_stems(text) - GENERIC_WORDS - _UNIT_WORDS if w[:1].isalpha()
    )


_CONDITION_HEADING = re.compile(r"^(?:if|when|you|your)\b", re.I)


_CLAUSE_BREAK = re.compile(
    r"[.;:!?\n(),]|\b(?:if|unless|when|that|who|which|because|but|and|or)\b", re.I
)


# "nor" joins a list; it negates no clause of its own ("..., nor UK nationals living in the EU").
_CLAUSE_NEGATION = re.compile(r"\b(not|never|no longer|cannot)\b|n['’]t\b", re.I)


_NEGATIVE_VERB = re.compile(r"\b(?:fail(?:ed|s)?|unable|refused?|without|lack)\b", re.I)


# A sentence's end, and the words that open a clause of their own.
_CLAUSE_OPENS = r"(?<!\.[A-Za-z])\.(?=\s|$)|\b(?:if|unless|when|that|who|which|because|but)\b"
_STATEMENT_BREAK = re.compile(rf"[;:!?\n(),]|{_CLAUSE_OPENS}", re.I)
# The same clauses with their lists whole: "I am not a landowner, landlord, leaseholder,
# tenant or sharecropper" words "any person who is a landowner, landlord, leaseholder,
# tenant or sharecropper", not one of its commas' pieces.
_LIST_CLAUSE_BREAK = re.compile(rf"[;:!?\n()]|{_CLAUSE_OPENS}", re.I)


# "I do not ...", "I didn't ...", "I am not ...", "I can't ...": the negation a statement
# drops to become the follow-up it answers No.
_STATEMENT_NEGATION = re.compile(
    r"\b(?:do|does|did)\s+not\s+|\b(?:do|does|did)n['’]t\s+|\bno longer\s+|\bnever\s+"
    r"|\s+not\b|n['’]t\b"
    # "I have no mortgage": "no" before a noun (not "no more than", "no doubt").
    r"|\bno\s+(?!(?:more|less|fewer|later|earlier|sooner|longer|older|younger|greater|matter"
    r"|doubt)\b)(?=[\w'’-])",
    re.I,
)
_NEGATED_MODAL = {"cannot": "can", "can't": "can", "can’t": "can", "won't": "will", "won’t": "will"}
_MODAL_NEGATION = re.compile(r"\b(?:cannot|can['’]t|won['’]t)\b", re.I)
_NEXT_WORD = re.compile(r"\s*([\w'’-]+)")


def _negations_of(text: str) -> list[tuple[re.Match, frozenset[str]]]:
    """Each negation of a statement, and the stems of the word it negates."""
    found = sorted(
        (*_MODAL_NEGATION.finditer(text), *_STATEMENT_NEGATION.finditer(text)),
        key=lambda m: m.start(),
    )
    out = []
    for m in found:
        if out and m.start() < out[-1][0].end():
            continue  # "can't" is one negation, not "can" and "n't"
        word = _NEXT_WORD.match(text, m.end())
        out.append((m, content_stems(word.group(1)) if word else frozenset()))
    return out


def _affirmed(clause: str, worded: str = "") -> tuple[str, str] | None:
    """The follow-up a scenario statement answers, and its answer: "I am not a dad or
    partner." answers "I am a dad or partner." No.  None for a double negation.

    A negation the clause of the text it words has before the same word is that clause's
    own, not the answer ("I did not claim benefits I'm not entitled to" of "claiming
    benefits you're not entitled to on purpose").

    >>> _affirmed("I did not commit benefit fraud.")
    ('I commit benefit fraud.', 'no')
    >>> _affirmed("I need help with the form.")
    ('I need help with the form.', 'yes')
    >>> _affirmed("I have no mortgage.")
    ('I have mortgage.', 'no')
    >>> _affirmed("I can't show that I can't afford the home.")
    >>> _affirmed("I did claim benefits I'm not entitled to.", "claiming benefits you're not entitled to")
    ("I did claim benefits I'm not entitled to.", 'yes')
    """
    own = {w for _, words in _negations_of(worded) for w in words}
    answers = [m for m, words in _negations_of(clause) if not (words and words <= own)]
    if len(answers) > 1:
        return None
    if not answers:
        return clause, "yes"
    m = answers[0]
    kept = _NEGATED_MODAL.get(m.group(0).lower(), " ")
    return re.sub(r"\s+", " ", clause[: m.start()] + kept + clause[m.end() :]).strip(), "no"


def _said_as_follow_ups(
    scenario: str, snippet: str, conditions, texts, plain, today: _dt.date | None = None
) -> list:
    """Scenario sentences that word a clause of the text as a follow-up would, and that
    no follow-up or condition of ours takes: ((the follow-up, its answer), the sentence).

    "I do not have a mortgage." of "... can help a homeowner pay a higher mortgage": its
    words are all of one clause of the text (at least ``FAILED_COVERAGE``), as the
    follow-up "Do you have a mortgage?" it answers; a sentence from another rule's
    scenario seldom is.  One that words a condition of ours is read as a statement of it.
    """
    if not scenario.strip():
        return []
    pieces = _text_pieces(snippet)
    thresholds = tuple(c for c in conditions if isinstance(c, Comparison))
    out = []
    for sentence in split_sentences(scenario):
        piece = _closest_piece(sentence, pieces)
        affirmed = _affirmed(sentence, piece)
        if affirmed is None or any(m.evidence in sentence for m in plain):
            continue
        if amounts_for(thresholds, quantities(sentence, today)):
            # "I'm 15." of "You can apply for a provisional licence when you're 15 years
            # and 9 months old. You can start driving when you're 17.": an amount a
            # threshold of ours measures speaks through it (under 17), not as a follow-up
            # answered Yes to another rule's clause.
            continue
        if not _words_a_clause(sentence, snippet):
            continue
        if _other_number(piece, sentence):
            # "I only worked 300 insurable hours in the last 52 weeks" of "have worked at
            # least 420 insurable hours in the last 52 weeks": another number of what the
            # clause counts is no Yes to it (it had met the condition)
            continue
        if LITTLE_OR_NONE.search(piece):
            continue  # "I have savings" answers nothing of "little or no savings" (a statement may)
        if (who := party(piece)) and party(sentence) != who:
            continue  # "I get Pension Credit" answers nothing of "your partner gets Pension Credit"
        alignment, _ = align_with_statements(
            [*texts, sentence], [], conditions, HISTORY_THRESHOLD, 1.0
        )
        words = [leaf for index, leaf, _ in alignment if index == len(texts)]
        if said_of_the_user_alone(sentence) and any(
            WHOM_YOU_NAME.search(text) for text in (piece, *map(leaf_text, words[:1]))
        ):
            continue  # "I get Attendance Allowance" of "the person you care for gets it"
        # "I do not have a service-connected disability." of "... paid to any Veteran who,
        # because of a service-connected disability: * Wears or uses a prosthetic ... *
        # Uses medication, which a physician has prescribed for a skin condition that is
        # due to a service-connected disability": in words of the lead-in every item
        # needs, it answers that, not the item whose words it shares.
        lead_in = _requirement_lead_in(affirmed, conditions)
        # One in words of a clause every item shares ("I did commit benefit fraud") is
        # weighed against the condition alone: the items leave it no words of its own.
        shared = bool(_lead_in_turns([affirmed], conditions))
        by = () if shared else conditions
        if words and not lead_in and not _answers_as_follow_up(sentence, words[0], by):
            continue  # it words a condition: read as a statement of it
        if words and said_of_one_only(leaf_text(words[0]), sentence, split_clauses(scenario)):
            continue  # "I'm a full-time student" answers nothing of "everyone living there is"
        out.append((affirmed, sentence, _first_word_at(sentence, piece, snippet)))
    return out


@functools.lru_cache(maxsize=1024)
def _text_pieces(snippet: str) -> tuple[str, ...]:
    """The clauses of the text, with their lists broken up and whole."""
    return tuple(
        c
        for c in (*_STATEMENT_BREAK.split(snippet), *_LIST_CLAUSE_BREAK.split(snippet))
        if c and content_stems(c)
    )


def _words_a_clause(sentence: str, snippet: str) -> bool:
    """Whether a scenario sentence words a clause of the text as a follow-up would: its
    words are mostly that clause's (at least ``FAILED_COVERAGE``), enough of them to ask
    by, and it speaks of now."""
    pieces = _text_pieces(snippet)
    if not pieces or said_of_another_time(sentence, snippet):
        return False  # "I used to pay a personal assistant directly": no answer for now
    if sum(map(word_weight, content_stems(sentence))) < FOLLOW_UP_WEIGHT:
        return False
    return max(coverage(sentence, c) for c in pieces) >= FAILED_COVERAGE


def _shared_clause_denied(scenario: str, leaves: tuple) -> list[Finding]:
    """Each item a scenario sentence fails by denying the clause the items of a list
    share, a clause of its own ("I did not commit benefit fraud."), read as the history
    reads the follow-up it answers ("Did you commit benefit fraud? No")."""
    out: list[Finding] = []
    for sentence in split_sentences(scenario):
        affirmed = _affirmed(sentence)
        if affirmed is None or _answer_truth(affirmed[1]) is not Truth.FALSE:
            continue  # a Yes to the shared clause says nothing of which item
        for group in _lead_in_turns([affirmed], leaves).values():
            out.extend(
                Finding(leaf, Truth.FALSE, "scenario", sentence, 1.0)
                for leaf in group
                if all(f.condition.key != leaf.key for f in out)
            )
    return out


def _closest_piece(sentence: str, pieces: tuple[str, ...]) -> str:
    """The clause of the text whose words ``sentence`` covers most (the shortest of equals)."""
    return max(pieces, key=lambda c: (coverage(sentence, c), -len(c)), default="")


def _first_said(scenario: str, snippet: str) -> str:
    """The first scenario sentence that words a clause of the text, as the follow-up it
    answers; "" if none does."""
    pieces = _text_pieces(snippet)
    for sentence in split_sentences(scenario):
        piece = _closest_piece(sentence, pieces)
        affirmed = _affirmed(sentence, piece)
        if affirmed is not None and _words_a_clause(sentence, snippet):
            return affirmed[0]
    return ""


def _requirement_lead_in(pair: tuple[str, str], conditions) -> bool:
    """Whether a scenario sentence, as the follow-up it answers, words only the lead-in
    of a list, one that is no clause of its own: what every item needs ("any Veteran who,
    because of a service-connected disability: * Wears or uses ..."), one more
    requirement.  A lead-in that is a clause of its own ("if you commit benefit fraud:")
    is about every item, and is read as the history reads it."""
    return bool(_lead_in_only([pair], conditions)) and not _lead_in_turns([pair], conditions)


def _answers_as_follow_up(sentence: str, leaf, conditions=()) -> bool:
    """Whether a scenario sentence that words a condition as a follow-up would is read as
    that follow-up answered: where the statement reading finds nothing in it.

    "I am a homeowner." of "The Federal Housing Administration's (FHA) Energy Efficient
    Mortgage (EEM) program recognizes that lower utility costs can help a homeowner pay a
    higher mortgage ...", read whole: the follow-up "Are you a homeowner?" settles it,
    the sentence's few words state too little of it.  An amount speaks through the solver,
    and a sentence that words only a lead-in ("... if you commit benefit fraud: * Guardian's
    Allowance") is no follow-up on an item.
    """
    if isinstance(leaf, Comparison) or quantities(sentence, None):
        return False
    if not content_stems(sentence) & content_stems(leaf.text):
        return False  # "I did commit benefit fraud" words the lead-in the items share
    if not is_negated(sentence) and part_of_a_benefit_unsaid(leaf_text(leaf), sentence):
        return False  # "I get Disability Living Allowance" of "the mobility component of" it
    if not is_negated(sentence) and leaves_out_what_is_said_of(leaf, sentence):
        # "I am a dad or partner." names whom "you're a dad or partner on leave from work
        # to help care for your new child" speaks of, not what it says of them: no answer.
        return False
    # The statement reading goes by each condition's own words, as it reads the scenario:
    # "I am not planning to sell plants, seeds or bulbs within the EU." words "plant
    # passport" with its lead-in "To sell plants, seeds or bulbs within the EU you must
    # check if you need a", as the follow-up would; the statement reading finds it only
    # of the exception "(you don't need one to sell plants directly to the public)", by
    # the two words they share.
    siblings = tuple(c for c in conditions if c.key != leaf.key)
    said = match_statements(sentence, (leaf, *siblings), SCENARIO_THRESHOLD)
    return not any(m.leaf.key == leaf.key for m in said)


def _first_word_at(sentence: str, piece: str, snippet: str) -> int:
    """Where in the text the first word of ``piece`` that ``sentence`` uses stands: "I am
    working" words "requires adults to work" of "... provides cash assistance to families
    with dependent children and requires adults to work or prepare for work"."""
    start = snippet.find(piece)
    stems = content_stems(sentence)
    for word in re.finditer(r"[\w'’]+", piece):
        if content_stems(word.group(0)) & stems:
            return start + word.start()
    return start


def _before_conditions(at: int, conditions) -> bool:
    """Whether the text at ``at`` comes before every condition of ours."""
    spans = [c.provenance.span for c in conditions if c.provenance.span.end > 0]
    return all(at < span.start for span in spans)


def _failed_requirements(scenario: str, snippet: str, conditions, findings) -> list:
    """Scenario clauses that deny a clause of the text no condition states, as conditions.

    Each clause matches no condition and nothing else read from the scenario, and its
    words are mostly those of a clause of the text that it contradicts ("I did
    not ..." of "... who can prove that they suffered ...").  A clause that agrees
    with the text says nothing the rule does not already ask.
    """
    used = [f.evidence for f in findings if f.source == "scenario"]
    pieces = [c for c in _STATEMENT_BREAK.split(snippet) if c and content_stems(c)]
    out = []
    for clause in split_clauses(scenario):
        if any(clause in u or u in clause for u in used) or not pieces:
            continue
        if any(coverage(clause, c.text) >= 0.5 for c in conditions):
            continue
        said = max(pieces, key=lambda c: (coverage(clause, c), -len(c)))
        if coverage(clause, said) < FAILED_COVERAGE:
            continue
        if is_negated(clause) != bool(_CLAUSE_NEGATION.search(said)):
            out.append((Condition(clause, Provenance(Span(0, 0), "scenario", 0.5)), said))
    return out


_CONCESSION = re.compile(r"\beven (?:if|though)\b([^.;:()\n]+)", re.I)


def _conceded(asked: str, snippet: str) -> bool:
    """Whether ``asked`` words a clause the text concedes: "Are you on leave?" of "You can
    apply for Working Tax Credit even if you don't have children or you're on leave".

    >>> _conceded("Are you on leave?", "You can apply even if you're on leave.")
    True
    >>> _conceded("Do you have children?", "You can apply if you have children.")
    False
    """
    return any(
        coverage(asked, clause.group(1)) >= STATED_COVERAGE
        for clause in _CONCESSION.finditer(snippet)
    )


def _stated_negated(asked: str, snippet: str) -> bool:
    """Whether the clause of the rule text that ``asked`` words is negated and ``asked`` is not.

    >>> text = "You could be fined up to £300 if you don’t report certain changes within 30 days."
    >>> _stated_negated("Have you reported changes within 30 days?", text)
    True
    >>> _stated_negated("Have you failed to report changes within 30 days?", text)
    False
    """
    if is_negated(asked) or _NEGATIVE_VERB.search(asked):
        return False  # "Have you failed to report changes?" says the "don't" itself
    clauses = [c for c in _CLAUSE_BREAK.split(snippet) if c and content_stems(c)]
    if not clauses:
        return False
    best = max(clauses, key=lambda c: (coverage(asked, c), -len(c)))
    if coverage(asked, best) < STATED_COVERAGE:
        return False
    head, until, tail = _split_until(best)
    if until and coverage(asked, tail) >= STATED_COVERAGE:
        # "the regular amount you get will be reduced until you've paid back the money": the
        # rule holds while what "until" names does not; "You can't charge or show VAT on your
        # invoices until you get your VAT number" needs it.  The sentence's own negation may
        # be in a clause before ("can't charge or ...").
        start = snippet.find(best)
        opening = max(snippet.rfind(". ", 0, start), snippet.rfind("\n", 0, start)) + 1
        return not _CLAUSE_NEGATION.search(snippet[opening:start] + head)
    return bool(_CLAUSE_NEGATION.search(best))


_UNTIL = re.compile(r"\b(?:until|till)\b", re.I)


def _split_until(clause: str) -> tuple[str, str, str]:
    """The clause before "until", the word, and what it names ("", "", "" without one)."""
    found = _UNTIL.search(clause)
    if found is None:
        return clause, "", ""
    return clause[: found.start()], found.group(0), clause[found.end() :]


def _past_limit(asked: str, snippet: str) -> bool:
    """Whether ``asked`` asks about going past a limit that a sentence of ``snippet`` sets.

    >>> _past_limit("Did you need a loan over $2 million?", "The maximum loan amount is $2 million.")
    True
    >>> _past_limit("Do you need a loan of $2 million?", "The maximum loan amount is $2 million.")
    False
    >>> _past_limit("Have you exceeded the claiming limits?", "There are claiming limits.")
    True
    """
    past = _PAST_LIMIT.search(asked)
    if past and re.search(rf"\b{past.group(1)}", snippet, re.I):
        return True  # "Have you exceeded the daily and monthly claiming limits?"
    return any(
        opposite_sides(asked, sentence) or _past_maximum(asked, sentence)
        for sentence in split_sentences(snippet)
        if _MAXIMUM.search(sentence)
    )


# Going past a limit, named as one: a threshold may as well be a floor to reach.
_PAST_LIMIT = re.compile(
    r"\b(?:exceed(?:s|ed|ing)?|go(?:ne|es)? over|went over|over|above|beyond)\b[^?]*?"
    r"\b(limit|maximum|cap)s?\b",
    re.I,
)


def _lived_elsewhere(asked: str, conditions, settled) -> list:
    """The open conditions on where you live that a Yes to ``asked`` refutes.

    "Do you live in the UK?" answered Yes refutes "you live in Cyprus" (the places
    cannot coincide) but not "you live in England"; a question in negative words
    ("Do you live outside the UK?") names no residence.
    """
    said = residence(asked)
    if said is None or is_negated(asked):
        return []
    return [
        leaf
        for leaf in conditions
        if leaf.key not in settled
        and not is_negated(leaf.text)
        and (wanted := residence(leaf_text(leaf))) is not None
        and wanted[0] == said[0]
        and not can_coincide(said[1], wanted[1])
    ]


def _setting_met(findings: list[Finding], heading: str) -> bool:
    """Whether every follow-up, answered Yes, restated a heading that states a condition.

    "## Your child is over 16" over "You must stop claiming tax credits for your
    child if they start claiming tax credits for themselves": "Is your child over
    16? Yes" met the setting the heading names; the rule's own condition is still
    to ask.  A heading that names a topic ("Employment rights") sets nothing.
    """
    heading = heading.strip().lstrip("#").strip()
    return bool(_CONDITION_HEADING.match(heading)) and all(
        f.value is Truth.TRUE and coverage(f.condition.text, heading) >= HEADING_COVERAGE
        for f in findings
    )


_HOURS_WORD = re.compile(
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)|noon|midday"
    r"|to|and|from|until|closed|bank holidays?|,|-|–",
    re.I,
)
_NOW = re.compile(r"\b(?:now|today|tonight|open|call|phone|ring)\b", re.I)


def _hours_asked(snippet: str, question: str) -> bool:
    """Whether the text gives only opening hours ("Monday to Friday, 8:30am to 5pm") and the
    question asks whether it can be done now ("Can I call the helpline now?").  Headings
    are left out, with "#" or without ("Help with the form" over the hours)."""
    body = snippet
    for block in reversed(segment(snippet)):
        if block.kind == "heading":
            line_start = snippet.rfind("\n", 0, block.sentence.start) + 1
            line_end = snippet.find("\n", block.sentence.end)
            body = body[:line_start] + body[line_end if line_end >= 0 else len(body) :]
    left = _HOURS_WORD.sub(" ", body).strip(" \n.")
    return bool(body.strip()) and not left and bool(_NOW.search(question))


_ELIGIBILITY_HEADING = re.compile(r"^\W*(?:\d+\.\s*)?eligib", re.I)
_ELIGIBILITY_QUESTION = re.compile(
    r"^\W*(?:can|could|may|do|am) (?:i|we)\b.*\b(?:get|apply|ask for|claim|qualify|eligible)\b",
    re.I,
)


# What a rule grants or a question asks for, by its name: "get Carer's Allowance", "apply
# for a Budgeting Loan", "eligible for Child Benefit" (two or more words with capitals), or
# an initialism and the words it qualifies ("get the CPP retirement pension").
_GRANTED_NAME = re.compile(
    r"\b(?:get|getting|claim|claiming|receive|apply for|qualify for|eligible for|entitled to)"
    r"\s+(?:the\s+|a\s+|an\s+)?(?P<name>[A-Z][\w'’-]*(?:\s+(?:of\s+)?[A-Z][\w'’-]*)+"
    r"|[A-Z]{2,}(?:\s+(?!(?:if|and|or|but|for|from|to|in|on|at|of|as|when|while|unless|until|"
    r"because|with|by|you|your|they|their|it)\b)[a-z][\w'’-]*){1,3})"
)


def _names_another_scheme(question: str, target, snippet: str) -> tuple[str, str] | None:
    """The scheme the question asks for and the other one the rule grants, when neither
    name is the other or a part of it: "Can I get Child Benefit?" of "You can get Carer's
    Allowance if ..." (it had asked "Are you 16 or over?"), and "Can I get Attendance
    Allowance?" or "Can I get Income Support?" of a rule that names them only among its
    conditions ("... if you've been getting Income Support").  None when either names no
    scheme it grants or asks for, or one name is the other's shorter form ("Tax Credits",
    "New Style JSA") or misspelling ("Working Tax Credi")."""
    if target.condition is None or target.conclusion.provenance.source == "fallback":
        return None
    asked = _GRANTED_NAME.search(question)
    granted = _GRANTED_NAME.search(target.conclusion.text)
    if asked is None or granted is None:
        return None
    if _initialism_of(asked["name"], granted["name"]):
        return None  # "Can I get Supplemental Security Income?" of "get SSI payments"
    asked_words, granted_words = _name_words(asked["name"]), _name_words(granted["name"])
    if _spelled_within(asked_words, granted_words) or _spelled_within(granted_words, asked_words):
        return None
    return asked["name"], granted["name"]


def _name_words(name: str) -> frozenset[str]:
    """The stems of a scheme's name but its initialisms, which say nothing of the words
    they stand for ("JSA" of "Jobseeker's Allowance")."""
    return content_stems(_INITIALISM.sub(" ", name))


_INITIALISM = re.compile(r"\b[A-Z]{2,}s?\b")


def _initialism_of(name: str, other: str) -> bool:
    """Whether an initialism of one name is in the other, or spells the other's words
    ("SSI payments" and "Supplemental Security Income")."""
    mine, theirs = ({i.rstrip("s").lower() for i in _INITIALISM.findall(n)} for n in (name, other))
    return bool(mine & theirs or mine & initials(other) or theirs & initials(name))


def _spelled_within(words: frozenset[str], others: frozenset[str]) -> bool:
    """Whether each of ``words`` is one of ``others`` or spelled almost as one is."""
    return all(any(_spelled_alike(w, o) for o in others) for w in words)


def _spelled_alike(word: str, other: str) -> bool:
    """One word, or one misspelt ("credi" of "credit"): four in five letters in common."""
    return word == other or difflib.SequenceMatcher(None, word, other).ratio() >= 0.8


def _eligibility_asked(heading: str, question: str) -> bool:
    """Whether the text is the eligibility section of a page, and the question asks whether
    one can get or apply for what the page is about ("Can I get a low-interest loan ...?")."""
    heading = heading.strip().lstrip("#").strip()
    return bool(_ELIGIBILITY_HEADING.match(heading) and _ELIGIBILITY_QUESTION.match(question))


# Verbs that say nothing of what is granted: "You can make the claim for them".
_LIGHT_VERBS = frozenset({"make", "take", "give", "both"})


def _generic_rule_asked(target, question: str, snippet: str) -> bool:
    """Whether the rule grants nothing it names ("You won't qualify if you: ...", "You must
    be 16 or over to qualify") and the question asks the same generic thing of the page's
    scheme ("Do I qualify for Winter Fuel Payment?")."""
    if target.condition is None or target.conclusion.provenance.source == "fallback":
        return False
    granted = target.conclusion.text
    # "In order to qualify for this benefit program, you must be one of the following": what
    # the duty is for is what the rule grants.
    purpose = _PURPOSE_LEAD.match(granted)
    if purpose:
        granted = purpose.group("what")
    if not content_stems(granted) <= GENERIC_WORDS | _LIGHT_VERBS:
        return False
    asked, said = content_stems(question), content_stems(snippet)
    # "Am I eligible for the loan?" of "In order to qualify for this benefit program, you
    # must be one of the following": "eligible", "qualify" and "entitled" ask one thing.
    return bool(asked & GENERIC_WORDS & said) or bool(asked & _ELIGIBLE and said & _ELIGIBLE)


_PURPOSE_LEAD = re.compile(r"^\W*(?:in order )?to (?P<what>(?:qualify|be eligible)\b[^,:]*)", re.I)
# The words that ask whether one meets a scheme's rules, whichever a text uses.
_ELIGIBLE = frozenset(content_stems("eligible qualify qualifies entitled"))


def _statement_finding(match) -> Finding:
    """The finding a scenario statement makes of the condition it states."""
    # "I was dishonorably discharged" of "separated under any condition other than
    # dishonorable": the statement is of what the condition excepts.
    value = Truth.of(match.value != _asks_the_exception(match.evidence, match.leaf.text))
    if opposite_sides(match.evidence, match.leaf.text) or _past_maximum(
        match.evidence, match.leaf.text
    ):
        # "I need to suspend deductions for more than 13 weeks" of "... for up to 13 weeks";
        # "I did need a loan over $2 million" of "The maximum loan amount is $2 million"
        value = ~value
    if _antonym(match.evidence, match.leaf.text):
        # "I disagree with the response" of "you agree with the response"
        value = ~value
    return Finding(match.leaf, value, "scenario", match.evidence, match.score)


_FIRST_PERSON = {"i": "you", "me": "you", "my": "your", "myself": "yourself", "am": "are"}


def _ways_denied(said: str, leaf, question: str) -> tuple[tuple[str, ...], list[str]]:
    """The ways into a condition, and those a scenario sentence denies where it denies less
    than all of them, as a follow-up answered No would ("I am not a couple" of "you're a
    couple or part of a family"); it is read in the follow-up's words ("I" as "you").  Only
    a sentence that says "not" is such an answer: "I'd like to keep renting instead of
    buying a home" denies buying either."""
    if not is_negated(said):
        return (), []
    asked = re.sub(r"\b(?:I|me|my|myself|am)\b", lambda m: _FIRST_PERSON[m.group(0).lower()], said)
    every, rest = _alternatives(asked, leaf, question)
    return every, [alt for alt in every if alt not in rest]


@functools.lru_cache(maxsize=256)
def _scenario_statements(scenario: str, conditions: tuple) -> tuple:
    """The scenario's statements of the conditions, however plainly worded: each is said
    after the history ("Is the value of the MREIDLs over $50,000? No", then "I can pledge
    that collateral is available." of "... SBA will require the borrower to pledge
    collateral that is available")."""
    if not scenario.strip():
        return ()
    return match_statements(scenario, conditions, SCENARIO_THRESHOLD)


def _met_after(statements) -> bool:
    """Whether a plain scenario statement meets a condition (it is said after the history)."""
    return any(_statement_finding(m).value is Truth.TRUE for m in statements)


def _met_another_way(finding: Finding, turns, statements):
    """A plain scenario statement meeting the "or" condition a follow-up answered No of
    one of its ways only, asked in its words and naming less than all of them."""
    if (
        finding.source != "history"
        or finding.value is not Truth.FALSE
        or " or " not in finding.condition.text
    ):
        return None
    asked = next(
        (q for q, a in turns if finding.evidence == f"{q} {a.capitalize()}"),
        None,
    )
    if asked is None or is_negated(asked) or coverage(asked, finding.condition.text) < 1.0:
        return None
    return next(
        (
            m
            for m in statements
            if m.leaf.key == finding.condition.key
            and m.value
            and not content_stems(m.evidence) <= content_stems(asked)
            and coverage(finding.condition.text, asked) < 1.0
        ),
        None,
    )


def _plain_statements(scenario: str, conditions, today: _dt.date | None = None) -> list:
    """Scenario sentences that word a condition as plainly as a follow-up would."""
    if not scenario.strip():
        return []
    return [
        m
        for m in match_statements(scenario, conditions, SCENARIO_THRESHOLD, today=today)
        if leaf_similarity(m.evidence, m.leaf) >= PLAIN_STATEMENT
    ]


def _states_a_condition(scenario: str, conditions) -> bool:
    """The scenario states one of the conditions outright ("I need help with the form")."""
    if not scenario.strip():
        return False
    statements = tuple(c for c in conditions if not isinstance(c, Comparison))
    return bool(match_statements(scenario, statements, RELEVANT_STATEMENT_THRESHOLD))


def _irrelevant(findings: list[Finding], reasons: list[str], why: str) -> Verdict:
    """Irrelevant: the rule text has nothing to decide the question by."""
    return Verdict("Irrelevant", findings=tuple(findings), reasons=(*reasons, why))


def _without_conflicts(
    condition, facts: list[Fact], findings: list[Finding], reasons: list[str]
) -> list[Fact]:
    """The facts, less those that contradict the others (reasons say which).

    The user's answers to follow-up questions outweigh what is read from the
    scenario, and a later answer outweighs an earlier one.
    """
    facts = list(facts)
    while True:
        try:
            core = conflict(condition, facts)
        except SolverTimeout as exc:
            reasons.append(str(exc))
            return facts
        if not core:
            return facts

        def weight(name: str) -> tuple:
            if not name.startswith("f"):
                return (0, 0)  # an amount read from the scenario
            k = int(name[1:])
            return (1 if findings[k].source == "history" else 0, k)

        dropped = min(core, key=weight)
        fact = next(f for f in facts if f.name == dropped)
        evidence = (
            fact.stated() if fact.quantity is not None else findings[int(dropped[1:])].evidence
        )
        reasons.append(f"set aside {evidence!r}: it contradicts what else was said")
        facts.remove(fact)
        if fact.quantity is None:
            k = int(dropped[1:])
            findings[k] = replace(findings[k], value=Truth.UNKNOWN)


_BULLET = re.compile(rf"^[ \t]*{BULLET_MARKER}[ \t]*$")


def _named_items(question: str, target, snippet: str) -> list:
    """The bullet items of the rule that the question names in all their words.

    Not every condition of the rule at once: a question naming them all is asked
    of a list of one, whose item is what the rule is about.
    """
    asked = content_stems(question)
    said = content_stems(target.conclusion.text)
    named = []
    for leaf in target.conditions:
        start = leaf.provenance.span.start
        own = content_stems(leaf.text)
        if (
            0 < start <= len(snippet)
            and _BULLET.match(snippet[snippet.rfind("\n", 0, start) + 1 : start])
            and own
            and own <= asked
            and not own <= said
            and not is_negated(leaf.text)
        ):
            named.append(leaf)
    return named if len(named) < len(target.conditions) else []


def _own_clause(lead_in: str, conclusion: str) -> bool:
    """Whether a list's lead-in is a requirement of its own ("you commit benefit fraud")."""
    stems = content_stems(lead_in) - content_stems(conclusion)
    return len(stems) >= 2 and _is_whole_clause(lead_in)


_QUESTION_CLAUSE = re.compile(
    r"\b(?:if|when|whilst|while|because|since|as long as|after|now that)\b(.+)$", re.I
)


def _given_in_question(question: str, target) -> list:
    """The conditions that a clause of the question states as given.

    "Will I automatically be paid the higher benefit when I reach the threshold?"
    of "If you're single we'll automatically pay you the higher benefit when you
    reach the threshold": only "you're single" is left to ask.  A condition in
    negative words is not taken as given, nor is every condition of the rule at
    once: a question that states all the rule asks is the rule misread (its
    conclusion parsed as a condition).
    """
    said = content_stems(target.conclusion.text)
    if re.search(r"\bthe following$", target.conclusion.text, re.I):
        # "Can I get this Child Benefit?" of "You can also get the following in an EEA
        # country or Switzerland if you're eligible: * Child Benefit": the item the
        # question names is what it asks for, not a condition to ask.
        asking = content_stems(question)
        named = [
            leaf
            for leaf in target.conditions
            if leaf.lead_in and (own := content_stems(leaf.text)) and own <= asking
        ]
        if len(named) == 1 and len(named) < len(target.conditions):
            return named
    clause = _QUESTION_CLAUSE.search(question)
    if clause is None:
        return []
    words = content_stems(clause.group(1))
    given = [
        leaf
        for leaf in target.conditions
        if (own := content_stems(leaf.text))
        and own <= words
        and not own <= said
        and not is_negated(leaf.text)
    ]
    return given if len(given) < len(target.conditions) else []


def _passed_over(
    condition, conditions, turn_of: dict[str, int], conclusion, turns=()
) -> list[Finding]:
    """Conditions stated before the conclusion that the dialog began past: not needed.

    ShARC's dialogs go through the rule in its order; one that starts after a
    condition fronted to the conclusion took it as the setting of the rule ("If
    you won't be living in the UK during the qualifying week, you might still get
    the payment if both the following apply: ..." asked from the first item on).
    Each is given the value that leaves the "and" or "or" it sits in undecided, so
    the rest decide.  Conditions after the conclusion are passed over too when they
    are items of a list that the follow-ups went through in its order from where they
    began ("To obtain a NADL, the law requires that: * Apply for a Certificate of
    Eligibility * The loan must be ..." asked from the second item on), when the first
    follow-up names their words as well ("Are you older than 1 year old and there are
    more people in the vehicle than seat belts?"), or when they are in generic words
    only ("You can get SSP if you're eligible and ..."); otherwise they are still asked.
    The dialog began at a condition only where its first follow-up names at least
    half of that condition's words: "Are you a business?", matched to "have
    experienced damage to your business", passes over nothing.  Only conditions
    written before the one it began at are passed over: "If you're single, you don't
    need to do anything. If you're a couple or part of a family, you need to
    register." asked "Are you single?" first, and the couple's condition is still open.
    """
    place = {leaf.key: k for k, leaf in enumerate(conditions)}

    def began_at(key: str, index: int) -> bool:
        return (
            index < 0 or coverage(conditions[place[key]].text, turns[index][0]) >= PASSED_COVERAGE
        )

    settled = [
        (index, place[key])
        for key, index in turn_of.items()
        if key in place and began_at(key, index)
    ]
    if not settled:
        return []
    first = min(index for index, _ in settled)
    start = min(k for index, k in settled if index == first)
    began = conditions[start]
    # Follow-ups asked in the rule's order went through it from where they began.
    asked = [k for _, k in sorted((i, place[key]) for key, i in turn_of.items() if key in place)]
    in_order = all(a < b for a, b in zip(asked, asked[1:], strict=False))
    out = []
    for leaf in conditions[:start]:
        value = _neutral(condition, leaf.key)
        fronted = leaf.provenance.span.end <= conclusion.provenance.span.start
        vacuous = content_stems(leaf.text) <= GENERIC_WORDS  # "you're eligible"
        if (
            leaf.key not in turn_of
            and isinstance(value, Truth)
            and leaf.provenance.span.start <= began.provenance.span.start
            # "If you are under 15 and a passenger, or are the driver of an off-road
            # motorcycle": a dialog that began at the last way in passed over no other way.
            and not _other_way(condition, leaf.key, began.key)
            and (
                fronted
                or vacuous
                or (in_order and bool(leaf.lead_in))
                or (first >= 0 and coverage(leaf.text, turns[first][0]) >= NAMED_TOO_COVERAGE)
            )
        ):
            out.append(Finding(leaf, value, "history", "passed over by the follow-ups", 0.0))
            turn_of[leaf.key] = -1
    # Each alternative of an "or" passed over is false, and so is the "or": but the dialog
    # began past the whole of it ("... but your EAD will be expiring or has expired"), a
    # setting it took as met.  The first alternative stands for it.
    passed = {f.condition.key: k for k, f in enumerate(out)}
    for group in _alternative_groups(condition):
        keys = [leaf.key for leaf in group]
        if all(key in passed and out[passed[key]].value is Truth.FALSE for key in keys):
            first = passed[keys[0]]
            out[first] = replace(out[first], value=Truth.TRUE)
    return out


def _joining(expr, one: str, other: str):
    """The smallest part of ``expr`` holding both conditions (None if it holds not both)."""
    if isinstance(expr, Not):
        return _joining(expr.item, one, other)
    if not isinstance(expr, (And, Or)):
        return None
    keys = {c.key for c in leaves(expr)}
    if one not in keys or other not in keys:
        return None
    for item in expr.items:
        found = _joining(item, one, other)
        if found is not None:
            return found
    return expr


def _other_way(expr, one: str, other: str) -> bool:
    """Whether condition ``one`` sits in a requirement list ("under 15 and a passenger")
    that an "or" offers as another way than condition ``other``."""
    joined = _joining(expr, one, other)
    if not isinstance(joined, Or):
        return False
    branch = next(i for i in joined.items if one in {c.key for c in leaves(i)})
    return isinstance(branch, And)


def _alternative_groups(expr):
    """The alternatives of each "or" of leaves in ``expr`` (none under a negation)."""
    if isinstance(expr, (And, Or)):
        for item in expr.items:
            yield from _alternative_groups(item)
        if isinstance(expr, Or) and all(isinstance(i, (Condition, Comparison)) for i in expr.items):
            yield expr.items


_ABSENT = object()


def _neutral(expr, key: str, negated: bool = False, parent: type | None = None):
    """The value of the condition ``key`` that leaves the "and" or "or" it sits in undecided."""
    if isinstance(expr, (Condition, Comparison)):
        if expr.key != key:
            return _ABSENT
        return None if parent is None else Truth.of((parent is And) != negated)
    if isinstance(expr, Not):
        return _neutral(expr.item, key, not negated, parent)
    if isinstance(expr, (And, Or)):
        for item in expr.items:
            found = _neutral(item, key, False, type(expr))
            if found is not _ABSENT:
                return found
    return _ABSENT


def _own_words_named(items, asked: str, skip=None) -> list:
    """The leaves among ``items`` whose own words (those the others do not share) ``asked`` uses."""
    siblings = [i for i in items if isinstance(i, (Condition, Comparison))]
    # An aside is no part of the alternative: "a descendant of any of them (for example,
    # your grandchild, niece, or nephew)" is named by "... or a descendant of any of them".
    texts = {i.key: _ASIDE.sub("", i.text).strip() or i.text for i in siblings}
    if not texts:  # only groups: "Approved providers and staff members" and "if: * ..."
        return []
    shared = frozenset.intersection(*(content_stems(t) for t in texts.values()))
    words = content_stems(asked)
    # Words the follow-up spends on the condition it matched name no sibling: "Are you
    # an individually enrolled member of a Federally recognized American Indian tribe or
    # Alaska Native group?" does not ask "A Federally recognized American Indian Tribe or
    # Alaska Native group", whose own words are all the matched condition's.
    key = getattr(skip, "key", None)
    matched = content_stems(texts[key]) if key in texts else frozenset()
    return [
        other
        for other in siblings
        if other is not skip
        and (own := content_stems(texts[other.key]) - shared)
        and own <= words
        and not own <= matched
    ]


_OR_WORD = re.compile(r"\bor\b", re.I)
_AND_WORD = re.compile(r"\band\b", re.I)


def _or_parts_named(items, asked: str, leaf, joined=_OR_WORD) -> list:
    """The alternatives among ``items`` that a part of ``asked`` after an "or" words in
    their own words, short as it may be (or, with ``joined`` the "and", the requirements
    a part after an "and" words).

    "Have you asked for mandatory reconsideration or took steps before the appeal?" of
    "You must either ask for 'mandatory reconsideration' or take other steps before you
    appeal to the Social Security and Child Support Tribunal": every word of "took steps
    before the appeal" is the second alternative's, so a No rules it out too; "Did you
    serve on active duty and was your condition caused by your service?" of "you served on
    active duty and you have a condition that was caused or made worse by your service":
    a Yes meets both.
    """
    mine = content_stems(leaf.text)
    parts = [content_stems(part) for part in joined.split(asked)[1:]]
    return [
        other
        for other in items
        if other is not leaf
        and isinstance(other, (Condition, Comparison))
        and any(len(p) >= 2 and p <= content_stems(other.text) and not p <= mine for p in parts)
    ]


def _all_named(group, asked: str) -> bool:
    """Whether ``asked`` names every alternative of the "or" of leaves ``group``."""
    return (
        isinstance(group, Or)
        and all(isinstance(i, (Condition, Comparison)) for i in group.items)
        and len(_own_words_named(group.items, asked)) == len(group.items)
    )


def _shared_said(group, asked: str) -> bool:
    """Whether ``asked`` says what the alternatives of ``group`` share: "Have you been in
    England, Scotland or Wales for at least 2 of the last 3 years?" names the places of
    "you normally live in England, Scotland or Wales" too, and says nothing of where one
    lives; "Do you get Pension Credit, Universal Credit or Income Support?" says nothing
    of what "your partner gets"."""
    shared = frozenset.intersection(
        *(content_stems(_ASIDE.sub("", i.text).strip() or i.text) for i in group.items)
    )
    return shared <= content_stems(asked)


def named_siblings(condition, leaf, asked: str, value: Truth) -> list:
    """The siblings of ``leaf`` that one follow-up names as well, where its answer settles them.

    "Is this a gift to your husband, wife, civil partner or a charity? No" rules
    out every alternative of the "or" whose own words (those its siblings do not
    share) it uses; a Yes to "Do you live in Wales and work in England?" meets
    every requirement of an "and" it names.  (A Yes to one alternative, or a No to
    one requirement, already settles the whole.)  An "or" that the Yes names whole
    is met as one (``named_alternatives``).
    """
    if condition is None or isinstance(condition, (Condition, Comparison)):
        return []
    if isinstance(condition, Not):
        return named_siblings(condition.item, leaf, asked, value)
    kind = Or if value is Truth.FALSE else And
    if isinstance(condition, kind) and leaf in condition.items:
        named = _own_words_named(condition.items, asked, skip=leaf)
        if kind is Or:
            named += [o for o in _or_parts_named(condition.items, asked, leaf) if o not in named]
        if kind is And:
            parts = _or_parts_named(condition.items, asked, leaf, _AND_WORD)
            named += [o for o in parts if o not in named]
            # "Are you a child who have limited income and assets? Yes" of "disabled adults
            # and children who have limited income and assets": the Yes meets the one
            # alternative it names of an "or" the requirement goes with.
            # (Not by words the requirement it matched has too: "Will you be living in the UK
            # on the first day of your course?" names no "living in the UK for 3 years".)
            mine = content_stems(leaf.text)
            for group in condition.items:
                one = _own_words_named(group.items, asked) if _of_leaves(group) else []
                one = [a for a in one if not content_stems(a.text) & content_stems(asked) <= mine]
                named += one if len(one) == 1 else []
        return named
    if kind is And and isinstance(condition, And):
        # "Do you work at least 16 hours a week and your partner is incapacitated, is
        # entitled to Carer's Allowance, or is in hospital or prison? Yes", matched to one
        # alternative: the "or" it names whole stands for it in the "and".
        unit = next(
            (i for i in condition.items if leaf in _items(i) and _all_named(i, asked)), None
        )
        if unit is not None:
            # The own words of a requirement are those the alternatives do not share too
            # (beside one "or" alone, a requirement had no words of its own).
            named = _own_words_named((*condition.items, *unit.items), asked, skip=leaf)
            return [o for o in named if o not in unit.items]
        if any(_of_leaves(i) and leaf in i.items for i in condition.items):
            # "Are you a child who have limited income and assets? Yes", matched to the
            # alternative "children" of "disabled adults and children who have limited income
            # and assets": the Yes meets the requirement beside the "or" that it names too.
            return _own_words_named((leaf, *condition.items), asked, skip=leaf)
    return [a for item in condition.items for a in named_siblings(item, leaf, asked, value)]


def named_beside_denial(condition, leaf, asked: str, answer: str) -> list:
    """The requirements a Yes to ``asked`` meets beside the denial of ``leaf`` in an "and".

    "Do you have a nonimmigrant status that allows you to be in the United States but does
    not allow you to work ...? Yes", matched to "allow you to work ...", which the rule
    denies: the Yes meets the denial and the status it names too.  (``named_siblings``
    gives its siblings the leaf's own value, false here.)
    """
    if _answer_truth(answer.strip().lower(), asked) is not Truth.TRUE:
        return []
    group = _group_holding(condition, Not(leaf), And)
    if group is None:
        return []
    return _own_words_named((leaf, *group.items), asked, skip=leaf)


def _of_leaves(expr) -> bool:
    """Whether ``expr`` is an "or" of leaves only."""
    return isinstance(expr, Or) and all(isinstance(i, (Condition, Comparison)) for i in expr.items)


def _items(expr) -> tuple:
    return expr.items if isinstance(expr, (And, Or)) else ()


def named_alternatives(condition, leaf, asked: str) -> list:
    """The "or"s that a Yes to ``asked`` (matched to ``leaf``) meets without saying which
    alternative: those it names whole, beside ``leaf`` in an "and" or holding it.

    "Do you work at least 16 hours a week and your partner is incapacitated (getting
    certain benefits because of disability or ill health), is entitled to Carer's
    Allowance, or is in hospital or prison? Yes" says the partner is one of the three, not
    which; a No to it says nothing of any (one requirement of the "and" may have failed).
    """
    if condition is None or isinstance(condition, (Condition, Comparison)):
        return []
    if isinstance(condition, Not):
        return named_alternatives(condition.item, leaf, asked)
    if isinstance(condition, Or) and leaf in condition.items:
        return [condition] if _all_named(condition, asked) else []
    if isinstance(condition, And) and any(
        leaf == i or leaf in _items(i) and _all_named(i, asked) for i in condition.items
    ):
        # another "or" than the one matched is met only with what its alternatives share
        # (a Yes had met both of two clauses on the same places)
        return [
            i
            for i in condition.items
            if _all_named(i, asked) and (leaf in _items(i) or _shared_said(i, asked))
        ]
    return [a for item in condition.items for a in named_alternatives(item, leaf, asked)]


def alternatives_met(group) -> Condition:
    """One condition standing for the "or" ``group`` met by an answer that names it whole."""
    texts = [i.text for i in group.items]
    text = ", ".join(texts[:-1]) + " or " + texts[-1]
    return Condition(text, group.provenance, group.items[0].lead_in)


def _neural_score(text: str, leaf, views=leaf_views) -> float:
    from neural.embed import cosine

    return max(cosine(text, view) for view in views(leaf))


def _neural_views(leaf) -> tuple[str, ...]:
    """The condition's views plus the follow-up asking it ("Are you an apprentice?").

    A first-person scenario sentence ("I'm in the second year of my apprenticeship")
    embeds nearer the question put to a person than the rule's third-person wording
    ("Apprentices over 19 who have completed the first year").
    """
    return tuple(v for v in dict.fromkeys((*leaf_views(leaf), _asked_of(leaf))) if v)


@functools.lru_cache(maxsize=4096)
def _asked_of(leaf) -> str:
    from qgen import phrase_question

    try:
        return phrase_question(leaf)
    except RulewiseError:
        return ""


def _neural_polarity(clause: str, leaf) -> Truth:
    """A clause meets the condition unless exactly one of the two is negated.

    "I'm not a UK resident" of "you're not a UK resident" meets it; of "you're a UK
    resident" it does not.
    """
    return Truth.of(is_negated(clause) == is_negated(leaf.text))


def _neural_statements(clauses: Sequence[str], leaves: Sequence) -> list:
    """Findings for the conditions a scenario clause means, by embeddings (neural).

    A clause settles the condition closest to it only when that condition is clearly
    closer than every other open one: "I provide care services" is about as near "a
    Residential Care service" (0.66) as "a Home Care service" (0.65), so it settles
    neither; "I work at an approved residential aged care home" (0.69 against 0.65)
    settles the first.
    """
    best: dict = {}
    for clause in clauses:
        if is_negated(clause):
            # "I am not exporting sugar" is near "sugar and rice" but denies only sugar.
            continue
        scored = sorted(
            ((_neural_score(clause, leaf, _neural_views), k) for k, leaf in enumerate(leaves)),
            reverse=True,
        )
        if not scored or scored[0][0] < NEURAL_SCENARIO_THRESHOLD:
            continue
        score, k = scored[0]
        if len(scored) > 1 and score - scored[1][0] < NEURAL_SCENARIO_MARGIN:
            continue
        if k not in best or score > best[k][0]:
            best[k] = (score, clause)
    return [
        Finding(
            leaves[k], _neural_polarity(clause, leaves[k]), "scenario", clause, score, neural=True
        )
        for k, (score, clause) in sorted(best.items())
    ]


def _neural_match(text: str, leaves: tuple, threshold: float):
    """The condition whose meaning is closest to ``text``, if close enough (embeddings)."""
    scored = sorted(((_neural_score(text, leaf), k) for k, leaf in enumerate(leaves)), reverse=True)
    if not scored:
        return None
    score, k = scored[0]
    if len(scored) > 1 and score - scored[1][0] < NEURAL_SCENARIO_MARGIN:
        # "Is the child unmarried?" is about as near "A legally adopted child" as "A
        # natural child of the Servicemember": it is about neither.
        return None
    return (leaves[k], score) if score >= threshold else None


def warm_up() -> float:
    """Load the spaCy pipeline, grammars, pint, dateparser and Z3 once; return the seconds taken.

    Batch runs call this first so that their speed excludes loading.
    """
    import time

    began = time.perf_counter()
    decide(
        "You can get the grant if you're 16 or over and you live in Wales.",
        "Can I get the grant?",
        scenario="I'm 40 and was born on 1 May 1986.",
    )
    return time.perf_counter() - began


def _open_before_outcome(condition, findings: list[Finding], rules: tuple = ()):
    """The first open condition a walk down the ordered decision tree meets, if any.

    The walk follows the known answers from the root, rule by rule in the text's order
    (a refusal said after a duty comes after it), each rule's conditions in its own
    order, and stops at a leaf (None) or at a condition nobody has settled yet.
    """
    order = _rule_by_rule(tuple(dict.fromkeys(leaves(condition))), rules)
    ruled_out = _ruled_out_by_a_later_one(condition, findings)
    values = {f.condition.key: f.value for f in findings if f.condition.key not in ruled_out}
    walked: dict[str, Truth] = {}
    while not evaluate(condition, walked).known:
        leaf = next(
            (c for c in order if c.key not in walked and matters(condition, c, walked)), None
        )
        if leaf is None or leaf.key not in values:
            return leaf
        walked[leaf.key] = values[leaf.key]
    return None


def _rule_by_rule(order: tuple, rules: tuple) -> tuple:
    """The conditions in the order of the rules that state them (where each rule begins in
    the text), those of one rule, or of none, kept in ``order``: "You can get Attendance
    Allowance if ... You must have needed help for at least 6 months. You cannot get it if
    you already get Personal Independence Payment." walks the duty before the refusal,
    though the target holds the refusal first."""
    begins = {}
    for rule in rules:
        for leaf in leaves(rule.condition) if rule.condition is not None else ():
            begins.setdefault(leaf.key, rule.provenance.span.start)
    keys, last = [], -1
    for leaf in order:
        last = begins.get(leaf.key, last)
        keys.append(last)
    return tuple(leaf for _, leaf in sorted(zip(keys, order, strict=True), key=lambda p: p[0]))


_YOU_FIRST = re.compile(r"^(?:you(?:['’]re|\s+are)?|your)\s+", re.IGNORECASE)


def _ruled_out_by_a_later_one(condition, findings: list[Finding]) -> set[str]:
    """Alternatives the scenario refutes only by stating a later one of the same "or".

    "You can't get the payment if you live in: Cyprus, France, ...", said "I live in
    France": France holds, and Cyprus fails only because France holds.  A dialog that
    goes through the rule in order still asks about Cyprus first (the scenario tells of
    the follow-up further on), so the walk leaves such a condition open.  A clause that
    denies ("I do not live in Cyprus") refutes by itself, and so does one that names
    the later alternative only by what it implies ("I live in Belgrade" for Serbia): it
    tells a fact of the user's life, not the answer to a follow-up further on.
    """
    stated = {
        f.condition.key: f.evidence
        for f in findings
        if f.source == "scenario"
        and f.value is Truth.TRUE
        and not is_negated(f.evidence)
        and names_verbatim(_YOU_FIRST.sub("", f.condition.text), f.evidence)
    }
    refuted = {
        f.condition.key: f.evidence
        for f in findings
        if f.source == "scenario" and f.value is Truth.FALSE
    }
    out = set()
    for group in _alternative_groups(condition):
        keys = [leaf.key for leaf in group]
        for k, key in enumerate(keys):
            if key in refuted and any(stated.get(later) == refuted[key] for later in keys[k + 1 :]):
                out.add(key)
    return out


def _reworded(leaf, ruled_out: list[str]):
    """``leaf`` without the alternatives ruled out, in its text or, where they are named
    there, its lead-in ("you or your partner must [be 65 or over]")."""

    def names(text: str, alt: str) -> bool:
        return re.search(rf"(?<!\w){re.escape(alt)}(?!\w)", text) is not None

    if any(names(leaf.lead_in, alt) and not names(leaf.text, alt) for alt in ruled_out):
        return replace(leaf, lead_in=_without(leaf.lead_in, ruled_out))
    if len(ruled_out) == 1 and (noun := _without_noun(leaf.text, ruled_out[0])) is not None:
        return replace(leaf, text=noun)
    text = _without(leaf.text, ruled_out)
    subject = _SUBJECT_VERB.match(leaf.text)
    if subject and not _SUBJECT_VERB.match(text):
        # "you're a couple or part of a family" without "a couple" is "you're part of a family"
        text = subject.group(0) + text
    return replace(leaf, text=text)


_POSSESSIVE = frozenset({"your", "their", "his", "her", "its", "our", "my"})


@functools.lru_cache(maxsize=4096)
def _last_noun_phrase(text: str) -> tuple[int, int] | None:
    """Where the noun phrase that ends ``text`` starts, and where its words start after a
    possessive ("your Additional State Pension": the phrase, and "Additional State Pension")."""
    from ruleparse.resources import nlp

    chunks = list(nlp()(text).noun_chunks)
    if not chunks or chunks[-1].end_char != len(text.rstrip()) or chunks[-1].start_char == 0:
        return None
    chunk = chunks[-1]
    first = chunk[0]
    words = chunk[1].idx if first.lower_ in _POSSESSIVE and len(chunk) > 1 else chunk.start_char
    return chunk.start_char, words


@functools.lru_cache(maxsize=4096)
def _opens_with_noun_phrase(text: str) -> bool:
    """Whether ``text`` opens with a noun phrase, its modifiers participles at most
    ("protected payment with your partner"; not "receive benefits", "caring for someone")."""
    from ruleparse.resources import nlp

    for token in nlp()(text):
        if token.pos_ in ("NOUN", "PROPN"):
            return True
        if token.pos_ in ("DET", "ADJ", "NUM") or token.tag_ in ("VBN", "PRP$"):
            continue
        return False
    return False


def _without_noun(text: str, alt: str) -> str | None:
    """``text`` without its first alternative where the "or" joins two nouns of one clause:
    "you’re ordered to share your Additional State Pension or protected payment with your
    partner" without the first is "you’re ordered to share your protected payment with your
    partner" (not "you’re protected payment with your partner")."""
    if not text.startswith(f"{alt} or "):
        return None
    rest = text[len(alt) + len(" or ") :]
    phrase = _last_noun_phrase(alt)
    if phrase is None or _SUBJECT_VERB.match(rest) or not _opens_with_noun_phrase(rest):
        return None
    start, words = phrase
    return alt[:start] + alt[start:words] + rest


# Longer lists are asked item by item in the gold ("Do you live in Cyprus?", "... in
# France?", ... of "you live in Cyprus, France, Gibraltar, Greece, Malta, Portugal or Spain").
_MAX_ASKED_TOGETHER = 5


def _list_frame(leaf, snippet: str) -> tuple[str, str] | None:
    """``leaf``'s text with its list item (the words of its span) cut out, and the item,
    where the parser made it one alternative of a list distributed over its clause."""
    span = leaf.provenance.span
    item = snippet[span.start : span.end].strip()
    if not item or len(item) >= len(leaf.text) or leaf.text.count(item) != 1:
        return None
    return leaf.text.replace(item, "\0"), item


def _open_list(condition, leaf, open_keys: set, snippet: str):
    """``leaf`` worded as the whole list it is one item of, less the items already settled.

    The parser reads "You must have been living in the UK, Channel Islands or Isle of Man
    for 3 years before starting your course" as one condition per place, any of them; the
    gold asks the list in one question ("Have you been living in the UK, Channel Islands or
    Isle of Man for 3 years before starting your course?"), and after "Do you live in
    England? No" asks the rest ("Do you live in Scotland or Wales?").  Only alternatives of
    one clause that differ in the list item alone are joined; a Yes naming them all meets
    the "or" (``named_alternatives``), a No rules out each it names (``named_siblings``).
    """
    group = _group_holding(condition, leaf, Or)
    own = _list_frame(leaf, snippet)
    if group is None or own is None:
        return None
    # The "or" may hold other alternatives too: "* high quality tableware made from
    # porcelain, china, stone or earthenware or fine pottery\n* high quality lead crystal
    # glassware" is one "or" of six; the list is the items worded as ``leaf`` is.
    members = [
        (i, frame[1])
        for i in group.items
        if isinstance(i, (Condition, Comparison))
        and (frame := _list_frame(i, snippet)) is not None
        and frame[0] == own[0]
    ]
    items = [item for i, item in members if i.key in open_keys]
    if not 2 <= len(items) <= _MAX_ASKED_TOGETHER or len(members) > _MAX_ASKED_TOGETHER:
        return None
    if any(isinstance(i, Comparison) for i, _ in members) and not _one_phrase(
        [i.provenance.span for i, _ in members], snippet
    ):
        # "you're disabled or aged 60 or above" is one phrase; "a child who is 20 or over,
        # or who has left approved education or training" is two clauses, asked apart.
        return None
    listed = ", ".join(items[:-1]) + " or " + items[-1]
    return replace(leaf, text=own[0].replace("\0", listed))


_SAID_WITH_BE = re.compile(r"\S+\s+(?:are|is|am|was|were)\b|\S+['’](?:re|s|m)\b", re.I)


def _open_pair(condition, leaf, open_keys: set, snippet: str):
    """``leaf`` asked with the other verb of its subject, both open, as the text says them:
    "Do you qualify for Private Residence Relief and have a chargeable gain?".

    The parser reads "you live in Wales and work in England" as two conditions, so that a
    scenario must say each; the gold asks them in one question.  A Yes meets both
    (``named_siblings``), a No fails the "and" they make.
    """
    pair = _group_holding(condition, leaf, And)
    if (
        pair is None
        or len(pair.items) != 2
        or not all(
            isinstance(i, (Condition, Comparison)) and i.key in open_keys for i in pair.items
        )
    ):
        return None
    first, second = sorted(pair.items, key=lambda i: i.provenance.span.start)
    gap = snippet[first.provenance.span.end : second.provenance.span.start]
    if isinstance(first, Comparison) and isinstance(second, Condition) and gap == " ":
        # "Is your child aged 16 to 19 in approved education or training?": an age and
        # what the person is besides it, read apart, asked as the text says them
        span = second.provenance.span
        return replace(leaf, text=f"{first.text} {snippet[span.start : span.end]}")
    who = leaf.text.split()[0]
    if _SAID_WITH_BE.match(first.text) and not _SAID_WITH_BE.match(second.text):
        return None  # "you are over 75 and receive Pension Credit": no one question asks both
    if not re.fullmatch(r"\s*,?\s*and\s*", gap, re.I) or not all(
        i.text.startswith(f"{who} ") and not snippet[i.provenance.span.start :].startswith(who)
        for i in (first, second)
    ):
        return None  # only two verbs the parser gave one subject
    return replace(
        leaf,
        text=f"{who} {snippet[first.provenance.span.start : second.provenance.span.end]}",
    )


def _open_alternatives(condition, leaf, open_keys: set, snippet: str):
    """``leaf`` asked with the other clause of its "or", both open, as the text says them:
    "Did you remarry or form another civil partnership before you reach State Pension age?".

    The parser reads "if you remarry or form another civil partnership" as two conditions,
    either of them; the gold asks the two in one question, as it does an "or" list of
    nouns (``_open_list``).  Only two clauses with a bare "or" between them are joined:
    "study at a publicly funded school or college, or be on an unpaid training course",
    an "or" after a comma, is asked a way at a time.  A Yes naming both meets the "or"
    (``named_alternatives``), a No rules out each (``named_siblings``).
    """
    pair = _group_holding(condition, leaf, Or)
    if (
        pair is None
        or len(pair.items) != 2
        or not all(isinstance(i, Condition) and i.key in open_keys for i in pair.items)
    ):
        return None
    first, second = sorted(pair.items, key=lambda i: i.provenance.span.start)
    if not all(
        snippet[i.provenance.span.start : i.provenance.span.end] == i.text for i in pair.items
    ) or not re.fullmatch(
        r"\s+or\s+", snippet[first.provenance.span.end : second.provenance.span.start], re.I
    ):
        return None
    span = (first.provenance.span.start, second.provenance.span.end)
    text = snippet[span[0] : span[1]]
    said = _SUBJECT_ONLY.match(first.text)
    again = _SUBJECT_ONLY.match(second.text)
    if said and again and said.group(0).lower() == again.group(0).lower():
        # "you're a full-time student or you're in prison": the subject said once ("Are you
        # a full-time student or in prison?", not "... or you're in prison?")
        text = f"{first.text} or {second.text[again.end() :]}"
    elif _SUBJECT_SAID.match(first.text) and _SUBJECT_SAID.match(second.text):
        # "you're registered blind or you get the higher rate", "your vehicle is electric or
        # you're a blue badge holder": no one question says both ("Are you registered blind
        # or you get ...?"); each is asked in turn
        return None
    return replace(leaf, text=text, lead_in=first.lead_in)


_SUBJECT_ONLY = re.compile(r"(?:you|they)(?:['’]re\s+|\s+are\s+|\s+)", re.I)
# A clause that says its subject: "you get", "your vehicle is", "the property has".
_SUBJECT_SAID = re.compile(
    r"(?:you|they|he|she|we)\b|(?:your|their|his|her|its|the|this)\s+(?:[\w’'-]+\s+){1,2}?"
    r"(?:is|are|was|were|has|have|had|does|do|did)\b",
    re.I,
)


def _one_phrase(spans, snippet: str) -> bool:
    """Whether the spans follow each other with only an "or" (or a comma) between them."""
    spans = sorted(spans, key=lambda s: s.start)
    return all(
        re.fullmatch(r"\s*(?:,|or|,\s*or)\s*", snippet[a.end : b.start], re.I) is not None
        for a, b in zip(spans, spans[1:], strict=False)
    )


def _group_holding(condition, leaf, kind: type):
    """The "or" (or the "and": ``kind``) of which ``leaf`` is an item, if any."""
    if isinstance(condition, Not):
        return _group_holding(condition.item, leaf, kind)
    if not isinstance(condition, (And, Or)):
        return None
    if isinstance(condition, kind) and leaf in condition.items:
        return condition
    return next(
        (g for g in (_group_holding(i, leaf, kind) for i in condition.items) if g is not None),
        None,
    )


_SUBJECT_VERB = re.compile(r"^(?:you|they|he|she)(?:['’]re| are| were|['’]ve| have)\s+", re.I)


def _first_askable(
    missing: list,
    reasons: list[str],
    question: str,
    reworded: Mapping | None = None,
    snippet: str = "",
    condition=None,
) -> tuple:
    """The first missing condition that qgen can phrase, and its question.

    A sentence read whole (fallback) that names whom it is for is asked as
    "Are you a <one of them>?", as a caseworker would.  A condition some of whose
    alternatives were ruled out is asked in the words ``reworded`` gives it.  A bullet
    is phrased with the whole line before its list where the parser cut off the
    person the bullets are about (``qgen.lead_in_of``), and a condition with the
    ``"because of ..."`` the parser cut off after it (``qgen.text_with_reason``).  One
    alternative of a list the parser distributed over its clause is asked with the others
    still open (``_open_list``).
    """
    from qgen import lead_in_of, phrase_question, text_with_reason, who_question

    open_keys = {leaf.key for leaf in missing}
    for leaf in missing:
        shown = (reworded or {}).get(leaf.key, leaf)
        if snippet and shown is leaf:
            shown = (
                _open_list(condition, leaf, open_keys, snippet)
                or _open_pair(condition, leaf, open_keys, snippet)
                or _open_alternatives(condition, leaf, open_keys, snippet)
                or leaf
            )
        if snippet and shown.text == leaf.text:
            shown = replace(shown, text=text_with_reason(snippet, leaf))
        if (
            snippet
            and shown.lead_in == leaf.lead_in  # not one reworded without a person
            and lead_in_of(snippet, leaf) != (getattr(leaf, "lead_in", "") or "")
        ):
            shown = replace(shown, lead_in=lead_in_of(snippet, leaf))
        who = who_question(shown.text, question) if leaf.provenance.source == "fallback" else None
        if who is not None:
            return leaf, who
        try:
            return leaf, phrase_question(shown)
        except RulewiseError as exc:
            reasons.append(f"could not phrase a question for {leaf.text!r}: {exc.message}")
    leaf = missing[0]
    return leaf, f"Does this apply to you: {leaf.text.strip().rstrip('.')}?"


def _who_statements(
    scenario: str, open_leaves: tuple, findings: list[Finding], question: str
) -> list[Finding]:
    """Scenario sentences that answer the "Are you a ...?" we would ask of a sentence read whole.

    A fallback condition is a whole sentence ("The CSP helps agricultural
    producers maintain ..."), which "I am not an agricultural producer" covers too
    little of to match; but it answers, word for word, the question we would ask.
    """
    from qgen import who_question

    done = {f.condition.key for f in findings}
    out = []
    for leaf in open_leaves:
        if leaf.key in done or leaf.provenance.source != "fallback":
            continue
        who = who_question(leaf.text, question)
        if who is None:
            continue
        said = [c for c in split_clauses(scenario) if coverage(who, c) >= 1.0]
        if said:
            clause = min(said, key=len)
            out.append(Finding(leaf, Truth.of(not is_negated(clause)), "scenario", clause, 1.0))
    return out
