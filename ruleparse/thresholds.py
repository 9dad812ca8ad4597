"""Numeric and temporal thresholds: "16 or over", "less than £120 a week", "before 6 April 2016".

A regular expression finds where a threshold may start; the grammar
``grammars/threshold.lark`` decides what it means; :class:`ThresholdBuilder`
(one method per grammar rule) turns the tree into a :class:`Measure`.  Units
are normalised by pint; dates are read by :meth:`ThresholdBuilder.date` from
the day, month and year the grammar found.  A date needs its year: "before
6 April" is no threshold, and stays a plain condition.

Normalised quantities (what ``Measure.value`` is in):

============================  ==================================================
quantity                      unit
============================  ==================================================
``age``                       years ("16 or over" next to an age word, "aged 60")
``duration``                  weeks ("at least 26 weeks", "more than 6 months")
``elapsed``                   weeks, op ``<=`` ("in the last 12 months", "within 3 years")
``duration`` (op ``>=``)      also "for the last 12 months": it has lasted that long
``hours_rate``                hours per week ("35 hours a week", "680 hours in your base year")
``money`` / ``money_rate``    the amount / per week, in the currency written
                              (GBP, USD or EUR; they compare as one quantity)
``wage``                      per hour ("£8.91 an hour": pay for an hour's work,
                              which says nothing of a week's earnings)
``distance``                  miles ("less than 8 kilometres")
``date``                      days since 0001-01-01 (``date.toordinal()``)
``count``                     a plain number ("at least 3 people")
``percent``, ``kilogram``,    the unit itself: the quantity is named after it
``megabyte``, ``gigabyte``
============================  ==================================================
"""

from __future__ import annotations

import datetime as _dt
import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass, replace

from lark import Transformer
from lark.exceptions import LarkError

from ruleparse.resources import lark_parser, period_unit, units

_MONTHS = (
    "january february march april may june july august september october november december"
).split()
WORD_NUMBERS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "eighteen": 18,
    "twenty": 20, "thirty": 30,
}  # fmt: skip
_UNIT_WORDS = "one two three four five six seven eight nine".split()
_TEEN_WORDS = (
    "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
)
_TEN_WORDS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
# Every number one to ninety-nine spelled out, as the threshold grammar reads them:
# "Twenty-one years of age or older" is 21, never the "one" after its hyphen.
SPELLED_NUMBERS = (
    {w: k + 1 for k, w in enumerate(_UNIT_WORDS)}
    | {w: k + 10 for k, w in enumerate(_TEEN_WORDS)}
    | {ten: 10 * (k + 2) for k, ten in enumerate(_TEN_WORDS)}
    | {
        f"{ten}{sep}{unit}": 10 * (k + 2) + j + 1
        for k, ten in enumerate(_TEN_WORDS)
        for j, unit in enumerate(_UNIT_WORDS)
        for sep in ("-", " ")
    }
)
_SPELLED = (
    rf"(?<![\w-])(?:(?:{'|'.join(_TEN_WORDS)})(?:[- ](?:{'|'.join(_UNIT_WORDS)}))?"
    rf"|{'|'.join(sorted(_TEEN_WORDS + _UNIT_WORDS, key=len, reverse=True))})(?![\w-])"
)
_TRIGGER = re.compile(
    r"\b(at least|a minimum of|minimum of|not less than|at or above|at most|at or below|up to|"
    r"not more than|a maximum of|maximum of|more than|over|above|longer than|"
    r"greater than|higher than|older than|exceeds|exceed|exceeding|less than|under|below|fewer than|lower than|"
    r"shorter than|"
    r"younger than|aged between|between|aged|ages|age|in the last|within the last|in the past|"
    r"for the last|for the past|throughout the last|throughout the past|"
    r"within the past|during the last|during the past|within|on or before|by|no later than|"
    r"on or after|from|since|before|"
    r"prior to|earlier than|after|later than)\b"
    # "no longer than", "no older than": the negation is the threshold's
    r"|\bno\s+(?=(?:more|less|fewer|longer|shorter|greater|higher|lower|older|younger|earlier|later)\s+than\b)"
    # "16 to 18 years old", "16-18 years old": an age range said by its years
    r"|\b\d{1,3}\s?(?:-|–|to)\s?\d{1,3}(?=\s+years?[- ]old\b)"
    # "you're 16-18", "you're 60+": a range or a lower bound said bare of what one is
    r"|(?:(?<=\bbe )|(?<='re )|(?<=\bare ))\d{1,3}\s?(?:(?:-|–| to )\s?\d{1,3}|\+)(?![\w%+])"
    # "you're 16 or 17," : one of two numbers, said alone
    r"|\b\d{1,3} or \d{1,3}(?=\s*(?:[,.;:)]|$|(?:and|or|but|when|if)\b))"
    rf"|(?:[£$€]\s?)?(?:\b\d[\d,.]*%?|{_SPELLED})\s*(?:\w+\s+){{0,3}}(?:old\s+)?(?:or|and)\s+(?:over|more|older|above|longer|under|less|younger|below|fewer)\b"
)
# A threshold runs to the next comma, but for a thousands separator ("£16,000") and the comma
# of a date said month first ("before January 1, 2011").
_COMMA_WITHIN = (
    r"(?<=\d),(?=\d{3})|(?<=[a-z]\s\d),(?=\s(?:19|20)\d\d)|(?<=[a-z]\s\d\d),(?=\s(?:19|20)\d\d)"
)
_TAIL = re.compile(rf"(?:[^,;:()]|{_COMMA_WITHIN})(?:[^,;:()]|{_COMMA_WITHIN}){{0,59}}")

_AGE_WORDS = re.compile(r"\b(?:old|older|younger|aged?|ages)\b")
WEEKS_A_YEAR = 365.25 / 7


def _years(weeks: float) -> float:
    return round(weeks / WEEKS_A_YEAR, 6)


_AGE_CONTEXT = re.compile(
    r"\b(aged?|ages|old|older|younger|birthday|you're|you are|you were|they're|they were"
    r"|under \d+s?$)\b"
    # "You must be over 18", "be at least 16 and under 19", "You must have been under 60 when
    # they died": a bare number one is.
    rf"|\bbe(?:en)? (?:over |under |at least |at most )?(?:\d+\b|{_SPELLED})(?! ?(?:%|percent|per cent))"
    # "your child is 11 or under", "you and your partner are both 65 or over": a person's
    # number is an age
    r"|\b(?:child|children|son|daughter|baby|kids?|partner|husband|wife|spouse|person|people)"
    rf" (?:is|are|was|were) (?:both |all |each )?(?:over |under |at least |at most |aged )?"
    rf"(?:\d+\b|{_SPELLED})(?! ?(?:%|percent|per cent))"
    # "a child under 5", "children over 12": a person's number, said
    # right after them, is an age
    r"|\b(?:child|children|son|daughter|baby|babies|kids?|teenagers?|adults?|person|people)"
    rf" (?:over|under|aged) (?:\d+\b|{_SPELLED})(?! ?(?:%|percent|per cent))"
    # "children 12 and under", "a child 5 or younger": the same, with the side said after
    r"|\b(?:child|children|son|daughter|baby|babies|kids?|teenagers?|adults?|person|people)"
    rf" (?:\d+|{_SPELLED}) (?:and|or) (?:under|over|younger|older|above|below)\b"
)


# A number of things needed, or had as a duty: "you need 600 insured hours of work", "you
# must have 2 referees": the least that will do (a time is a span the grammar reads).
_NEEDED_COUNT = re.compile(
    r"\b(?:needs?|must\s+have|ha(?:ve|s)\s+to\s+have|needs?\s+to\s+have)\s+"
    r"(?P<n>\d{1,3}(?:,\d{3})+|\d+)(?=\s+(?:[a-z-]+\s+)?[a-z]{3,})"
    r"(?!\s+(?:years?|months?|weeks?|days?|or|and|to|per|a|an)\b)"
)

# A person's age said bare after their "be": "you're 18", "your child is 16 years old",
# followed by nothing more of it (not "you're 18 or over", "you're 2 months late").
_EXACT_AGE = re.compile(
    r"\b(?:you're|you are|they're|they are|he's|he is|she's|she is|"
    r"(?:child|son|daughter|partner|husband|wife|spouse) is)\s+"
    rf"(?P<n>\d{{1,3}}|{_SPELLED})(?:\s+years?(?:\s+old|\s+of\s+age)?)?"
    r"(?=\s*(?:[,.;:)]|$)|\s+(?:and|or|but|when|if)\b)(?!\s+and\s+a\s+half\b)"
)


@dataclass(frozen=True)
class Amount:
    value: float
    quantity: str
    unit: str
    # The unit, period and currency as written, which the other end of a range said
    # without them shares ("between 16 and 30 hours a week").
    said: tuple[str, str | None, str | None] = ("", None, None)


@dataclass(frozen=True)
class Measure:
    """What a threshold phrase means: ``quantity op value [upper]``, and where it stood."""

    quantity: str
    op: str
    value: float
    unit: str
    upper: float | None
    start: int
    end: int


@dataclass(frozen=True)
class _Rate:
    period: str


def read_number(text: str, words: Mapping[str, float] = WORD_NUMBERS) -> float:
    """The value of a number written in digits ("1,200") or as one of ``words`` ("twelve").

    >>> read_number("1,200"), read_number("twelve")
    (1200.0, 12.0)
    """
    word = text.lower()
    return float(words[word]) if word in words else float(text.replace(",", ""))


@functools.lru_cache(maxsize=4096)
def _normalise(value: float, unit: str, rate: str | None, currency: str | None) -> Amount:
    return replace(_in_base_unit(value, unit, rate, currency), said=(unit, rate, currency))


def _in_base_unit(value: float, unit: str, rate: str | None, currency: str | None) -> Amount:
    ureg = units()
    if rate:  # "week", or "4 week" said "every 4 weeks"
        every, _, word = rate.rpartition(" ")
        period = ureg.Quantity(float(every or 1), period_unit(word))
    unit = unit.rstrip("s") if unit not in ("hrs", "yrs") else unit[:-1]
    aliases = {"hr": "hour", "yr": "year", "km": "kilometre", "mb": "megabyte", "gb": "gigabyte", "kg": "kilogram",
               "per cent": "percent", "percent": "percent", "%": "percent", "kilometre": "kilometer",
               "annum": "year", "perce": "percent", "per cen": "percent"}  # fmt: skip
    unit = aliases.get(unit, unit)
    if currency:
        qty = ureg.Quantity(value, currency)
        if rate == "hour":  # "£8.91 an hour": a wage, whatever the hours worked
            return Amount(value, "wage", f"{currency}/hour")
        if rate:
            weekly = (qty / period).to(f"{currency}/week")
            return Amount(weekly.magnitude, "money_rate", f"{currency}/week")
        return Amount(value, "money", currency)
    if unit == "":
        return Amount(value, "count", "")
    qty = ureg.Quantity(value, unit)
    if rate and qty.check("[time]"):
        return Amount((qty / period).to("hour/week").magnitude, "hours_rate", "hour/week")
    if qty.check("[time]"):
        return Amount(qty.to("week").magnitude, "duration", "week")
    if qty.check("[length]"):
        return Amount(qty.to("mile").magnitude, "distance", "mile")
    if qty.check("[mass]"):  # "less than 40 lbs": a weight, in kilograms like "kg"
        return Amount(round(qty.to("kilogram").magnitude, 6), "kilogram", "kilogram")
    return Amount(value, unit, unit)


SCALES = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "bn": 1e9, "k": 1e3, "m": 1e6}
# The currency an amount is written in; amounts compare as one quantity whatever their
# sign (a page and the scenarios about it use one currency), but each keeps its own name.
CURRENCIES = {"£": "GBP", "$": "USD", "€": "EUR"}


_NEGATED = {">": "<=", "<": ">=", ">=": "<", "<=": ">"}


class ThresholdBuilder(Transformer):
    """One method per rule of ``threshold.lark``."""

    def number(self, items):
        return read_number(re.sub(r"\s+", " ", str(items[0])), SPELLED_NUMBERS)

    def unit(self, items):
        return str(items[0]).strip()

    def rate(self, items):
        if len(items) == 2:  # "every 4 weeks": the count and the unit, "4 week"
            return _Rate(f"{items[0]:g} {str(items[1]).rstrip('s')}")
        return _Rate(str(items[-1]))

    def money(self, items):
        scale = next((SCALES[str(i)] for i in items if getattr(i, "type", "") == "SCALE"), 1)
        rest = [i for i in items[1:] if getattr(i, "type", "") != "SCALE"]
        currency = CURRENCIES[str(items[0])]
        return self._amount([rest[0] * scale, *rest[1:]], currency)  # "$2 million"

    def amount(self, items):
        return items[0] if isinstance(items[0], Amount) else self._amount(items)

    def one_unit(self, items):
        """ "a full year", "an entire month": one of the unit."""
        return _normalise(1.0, str(items[-1]).strip(), None, None)

    def half_unit(self, items):
        """ "half a year", "half of the year": half of one of the unit."""
        return _normalise(0.5, str(items[-1]).strip(), None, None)

    def age_group(self, items):
        """ "over-65s", "under-5s": people older or younger than that age."""
        side, _, age = str(items[0]).partition("-")
        return (">" if side == "over" else "<", Amount(float(age[:-1]), "age", "year"), None)

    def range_amount(self, items):
        """ "12 to 18 months" after "in the past": the far end of the range, in its unit."""
        return self._amount([items[1], *items[2:]])

    def either_amount(self, items):
        """ "8 or 12 weeks": the threshold is the first number, in the unit written after both."""
        return self._amount([items[0], *items[2:]])

    @staticmethod
    def _amount(items, currency: str | None = None) -> Amount:
        value = items[0]
        unit = next((i for i in items[1:] if isinstance(i, str) and not isinstance(i, _Rate)), "")
        rate = next((i.period for i in items[1:] if isinstance(i, _Rate)), None)
        return _normalise(value, unit, rate, currency)

    def date(self, items):
        words = [str(i).lower() for i in items]
        year = next((int(w) for w in words if re.fullmatch(r"(19|20)\d\d", w)), None)
        month = next(
            (w for w in words if w[:3] in [m[:3] for m in _MONTHS] and not w[0].isdigit()), None
        )
        day = next(
            (
                int(re.match(r"\d+", w).group())
                for w in words
                if re.match(r"\d{1,2}(st|nd|rd|th)?$", w) and not re.fullmatch(r"(19|20)\d\d", w)
            ),
            1,
        )
        if month is None:  # a year alone: "before 1947" means before 1 January 1947
            return Amount(float(_dt.date(year, 1, 1).toordinal()), "date", "day")
        month_num = [m[:3] for m in _MONTHS].index(month[:3]) + 1
        when = _dt.date(
            year,  # never None here: the grammar reads no day and month without a year
            month_num,
            min(day, 28) if month_num == 2 else min(day, 30 if month_num in (4, 6, 9, 11) else 31),
        )
        return Amount(float(when.toordinal()), "date", "day")

    def _cmp(op):  # noqa: N805 - a factory for the comparison methods below
        def method(self, items):
            amount = items[0]
            if len(items) > 1 and isinstance(items[1], _Rate):  # "£118 or more a week"
                # "16 hours or more a week": the hours (read as weeks) over the period
                unit = amount.unit if amount.quantity == "duration" else ""
                currency = amount.unit if amount.quantity == "money" else None
                amount = _normalise(amount.value, unit, items[1].period, currency)
            return (op, amount, None)

        return method

    def or_more_unit(self, items):
        """ "2 or more years": at least two years."""
        return (">=", self._amount(items), None)

    at_least = _cmp(">=")
    or_more = _cmp(">=")
    at_most = _cmp("<=")
    or_less = _cmp("<=")
    more_than = _cmp(">")
    less_than = _cmp("<")
    aged = _cmp("==")
    within_last = _cmp("within")
    for_the_last = _cmp(">=")
    on_or_before = _cmp("<=")
    on_or_after = _cmp(">=")
    before = _cmp("<")
    after = _cmp(">")

    def negated(self, items):
        """ "no longer than 6 months", "no earlier than 1 January 2019": the other side of
        the bound, the bound itself included."""
        op, amount, upper = items[0]
        return (_NEGATED[op], amount, upper)

    def between(self, items):
        """ "between 16 and 30 hours a week", "between £100 and £200 a month": the unit,
        period and currency said after the upper end are the lower end's too."""
        low, high = items
        unit, rate, currency = high.said
        if low.said == ("", None, None) and low.quantity == "count" and (unit or rate or currency):
            low = _normalise(low.value, unit, rate, currency)
        elif (
            low.quantity == "money" and high.quantity in ("money_rate", "wage") and not low.said[1]
        ):
            low = _normalise(low.value, low.said[0], rate, low.said[2])
        return ("between", low, high)

    def one_of_two(self, items):
        low, high = (_normalise(n, "", None, None) for n in items)
        if high.value <= low.value:
            raise ValueError("not a range")  # "8 or 5": no range; the caller reads no threshold
        return ("between", low, high)


def _age_like(text: str, amount: Amount, op: str) -> bool:
    return (
        amount.quantity == "count"
        and (bool(_AGE_CONTEXT.search(text)) or op == "==")
        and 0 < amount.value < 130
    )


# "fewer than 5 items": a number of things, whoever "you're" is.
_COUNTED_NOUN = re.compile(
    r"\s+(?!(?:and|or|but|if|to|when|while|in|on|at|by|for|with|of|as|than|years?|old|or)\b)"
    # "at least 2 children": the plurals without an "s" too
    r"(?:[a-z]{3,}s|children|people|men|women)\b"
)
# "at least one child": the one thing counted, a noun alone after the number
_COUNTED_ONE = re.compile(
    r"\s+(?!(?:and|or|but|if|to|when|while|in|on|at|by|for|with|of|as|than|years?|old|or"
    r"|months?|weeks?|days?|hours?)\b)[a-z]{3,}\b"
)
# "one of the four categories" picks from a group; "30 of these days" still counts days.
# "in the last year", no number: the window of one unit up to now
_LAST_OF = re.compile(r"(?:in|within|during)\s+the\s+(?:last|past)\s+[a-z]+\b(?!\s*\d)")
_PARTITIVE = re.compile(r"\s+of\b(?!\s+(?:these|the|those)\s+(?:days|weeks|months|years|hours)\b)")


@functools.lru_cache(maxsize=16384)
def find_measures(text: str) -> tuple[Measure, ...]:
    """Every threshold in ``text``, left to right.

    >>> [(m.quantity, m.op, m.value) for m in find_measures("you're 16 or over")]
    [('age', '>=', 16.0)]
    >>> [(m.quantity, m.op, round(m.value, 2)) for m in find_measures("you earn less than £120 a week")]
    [('money_rate', '<', 120.0)]
    >>> [(m.quantity, m.op, m.value) for m in find_measures("you work at least 35 hours a week")]
    [('hours_rate', '>=', 35.0)]
    """
    lowered = text.lower().replace("’", "'")
    if _WEIGHED.search(lowered):  # "a gross weight of 55,000 pounds or more": pounds of weight
        lowered = _POUNDS.sub("lbs   ", lowered)
    # "more than the lifetime allowance of £1 million": the sum the name stands for
    lowered = _NAMED_SUM.sub(lambda m: m.group(1) + " " * len(m.group(2)), lowered)
    found: list[Measure] = []
    shares = _shares_of_a_period(lowered)
    pos = 0
    parser = lark_parser("threshold")
    while pos < len(lowered):
        match = _TRIGGER.search(lowered, pos)
        if not match:
            break
        start = match.start()
        if within := next((m for m in shares if m.start <= start < m.end), None):
            pos = within.end  # "at least 2 of the last 3 years" is read whole, below
            continue
        tail = _TAIL.match(lowered, start).group()
        measure = _parse_longest(parser, tail)
        if measure is None:
            pos = match.end()
            continue
        (op, amount, upper), length = measure
        if amount.quantity == "count" and _PARTITIVE.match(lowered, start + length):
            pos = start + length  # "under one of the four categories" counts nothing
            continue
        # "fewer than 5 items"; not "aged 18 or over lives with you", an age said as one
        counts_things = not re.match(r"age[ds]?\b", lowered[start:]) and (
            _COUNTED_NOUN.match(lowered, start + length)
            or (amount.value == 1 and _COUNTED_ONE.match(lowered, start + length))
        )
        if amount.quantity == "count" and not counts_things and _age_like(lowered, amount, op):
            amount = Amount(amount.value, "age", "year")
            if upper is not None and upper.quantity != "duration":
                upper = Amount(upper.value, "age", "year")
        if (
            amount.quantity == "duration"
            and amount.unit == "week"
            and _AGE_WORDS.search(lowered[max(0, start - 8) : start + length + 5])
        ):  # "older than 1 year old", "aged 5 years or under": an age, in years
            amount = Amount(_years(amount.value), "age", "year")
        if amount.quantity == "age" and upper is not None and upper.quantity == "duration":
            upper = Amount(_years(upper.value), "age", "year")  # "aged between 2 and 5 years"
        over = _OVER_PERIOD.match(lowered, start + length)
        if (
            amount.quantity == "duration"
            and over
            and re.search(r"\b(?:hours?|hrs?)$", lowered[start : start + length])
        ):  # "at least 680 hours in your base year": hours over that period, not a time span
            hours = round(amount.value * 168, 6)
            amount = _normalise(hours, "hour", over.group(1), None)
            length = over.end() - start
        if op == "within" and amount.quantity == "count":
            pos = start + length  # "in the past 12" with no unit measures nothing
            continue
        if (
            op == "within"
            and _LAST_OF.match(lowered, start)
            and _PARTITIVE.match(lowered, start + length)
        ):
            pos = start + length  # "in the last year of your course" is its final year
            continue
        if op == "within":  # "within 3 years" is a time since; "within 2 miles", a distance
            op = "<="
            if amount.quantity == "duration":
                amount = Amount(amount.value, "elapsed", amount.unit)
        found.append(
            Measure(
                amount.quantity,
                op,
                amount.value,
                amount.unit,
                upper.value if upper else None,
                start,
                start + length,
            )
        )
        pos = start + length
    for said in _EXACT_AGE.finditer(lowered):
        # "if you're 18 and in full-time education": that age, in years (it had been
        # asked as said, and "I'm 18" met it by its words whatever the rest)
        if not any(m.start <= said.start("n") < m.end for m in found):
            age = read_number(said.group("n"), SPELLED_NUMBERS)
            if 0 < age < 130:
                found.append(Measure("age", "==", age, "year", None, said.start("n"), said.end()))
                found.sort(key=lambda m: m.start)
    for said in _NEEDED_COUNT.finditer(lowered):
        if not any(m.start <= said.start("n") < m.end for m in found):
            count = read_number(said.group("n"))
            found.append(Measure("count", ">=", count, "", None, said.start("n"), said.end()))
            found.sort(key=lambda m: m.start)
    if shares:
        return tuple(sorted((*found, *shares), key=lambda m: m.start))
    if not found and (lasted := _HAS_LASTED.search(lowered)):
        # "you've been getting benefits for 6 months": it has lasted at least that long
        measure = _parse_longest(parser, f"for the last {lasted.group(2)}")
        if measure is not None and measure[0][1].quantity == "duration":
            (op, amount, _), _ = measure
            found.append(Measure("duration", op, amount.value, amount.unit, None, *lasted.span(1)))
    return tuple(found)


# "for at least 2 of the last 3 years", "for 2 out of the past 3 years": a share of a
# recent period, the part said first.
_SHARE_OF_PERIOD = re.compile(
    r"\b(?:(?:at least|a minimum of|not less than)\s+)?"
    rf"(?P<part>\d{{1,3}}|{_SPELLED})(?:\s+(?P<part_unit>days?|weeks?|months?|years?))?"
    r"\s+(?:out\s+)?of\s+the\s+(?:last|past|previous)\s+"
    rf"(?P<whole>\d{{1,3}}|{_SPELLED})\s+(?:(?:tax|calendar|financial)\s+)?"
    r"(?P<unit>days?|weeks?|months?|years?)\b"
)


def _shares_of_a_period(lowered: str) -> tuple[Measure, ...]:
    """ "you've been in England for at least 2 of the last 3 years": the time spent there,
    at least the part.  What a scenario can say of it is a time lived there up to now
    ("for 10 years", "since 2015", "I moved there last year"), which is the part of the
    period spent there; the window itself is never asked of a scenario."""
    out = []
    for m in _SHARE_OF_PERIOD.finditer(lowered):
        part = _normalise(
            read_number(m.group("part"), SPELLED_NUMBERS),
            m.group("part_unit") or m.group("unit"),
            None,
            None,
        )
        whole = _normalise(
            read_number(m.group("whole"), SPELLED_NUMBERS), m.group("unit"), None, None
        )
        if 0 < part.value < whole.value:
            out.append(Measure("duration", ">=", part.value, part.unit, None, m.start(), m.end()))
    return tuple(out)


# A bound named before its sum, after a comparison: "more than the lifetime allowance of
# £1 million", "savings over the limit of £16,000" (never "the age of", which the grammar
# reads, nor a time: "over the course of 3 years" is no more than 3 years).
_NAMED_SUM = re.compile(
    r"(\b(?:more|less|greater|higher|lower|fewer) than\s+|\b(?:over|under|above|below|exceeds?"
    r"|exceeding|at least|at most|up to)\s+)(the\s+(?:(?!age\b)[a-z'-]+\s+){1,3}of\s+)"
    r"(?=[£$€]\s?\d)"
)
_WEIGHED = re.compile(r"\bweigh(?:s|ed|ing|ts?)?\b")
_POUNDS = re.compile(r"\bpounds\b")


# The period some hours are counted over, said after them: "680 hours in your base year",
# "700 hours last year" (a rate said with "a"/"per" is the grammar's own).
_OVER_PERIOD = re.compile(
    r"\s+(?:(?:in|during|over|throughout)\s+(?:[a-z']+\s+){0,2}|(?:last|past|this)\s+)"
    r"(year|month|week|fortnight|quarter)\b"
)


# A perfect tense lasting "for" a time: "you have been employed for 26 weeks".
_HAS_LASTED = re.compile(
    r"\b(?:have|has|'ve)\s+(?:\w+\s+){0,2}?"
    # "you've paid National Insurance for 2 years": it has gone on that long, too
    r"(?:been|lived|worked|resided|stayed|paid|received|claimed|owned|held|served|studied)\b"
    r"(?:(?!\ban?\b)[^.;:()]){0,60}?"  # not "been given a loan for 5 years"
    rf"\b(for\s+((?:\d+|{_SPELLED})\s+"
    r"(?:days?|weeks?|months?|years?)))\b(?!\s+(?:a|an|per|each|every)\b)"
)


# "You'll need to be: * 16 or over": the lead-in says whose number a bare item is.
_PERSON_BE_LEAD = re.compile(
    r"\b(?:be|are|you're|you are|they're|aged?)(?:\s+(?:either|both))?\W*$"
)
_ITEM_BE = re.compile(r"(?:(?:be|are)\s+)?")


def under_lead_in(measure: Measure, item: str, lead_in: str) -> Measure:
    """A bare count that is the whole list item is an age when the lead-in ends in
    "be" of a person.

    >>> m = find_measures("16 or over")[0]
    >>> under_lead_in(m, "16 or over", "To start an apprenticeship, you'll need to be").quantity
    'age'
    >>> under_lead_in(m, "16 or over", "The group must have").quantity
    'count'
    >>> under_lead_in(find_measures("are 16 or over")[0], "are 16 or over", "you").quantity
    'age'
    """
    # The item may begin with the "be" its lead-in leaves to it ("you: * are 16 or over").
    verb = item[: measure.start]
    whole_item = _ITEM_BE.fullmatch(verb.lower()) and measure.end >= len(item.rstrip(" .;,"))
    if (
        measure.quantity == "count"
        and whole_item
        and 0 < measure.value < 130
        and _PERSON_BE_LEAD.search(f"{lead_in} {verb}".rstrip().lower().replace("’", "'"))
    ):
        return replace(measure, quantity="age", unit="year")
    return measure


@functools.lru_cache(maxsize=16384)
def _read_piece(parser, piece: str):
    """What the grammar reads in ``piece`` (cached by text: "over 18" recurs in rule,
    question and scenario), or None when it reads nothing."""
    if not _lexable(piece):
        return None  # a word no terminal spells: the Earley parse would fail, slowly
    try:
        tree = parser.parse(piece)
    except LarkError:
        return None
    try:
        return ThresholdBuilder().transform(tree)
    except (ValueError, KeyError, AttributeError, TypeError, LarkError):
        return None


def _parse_longest(parser, tail: str):
    """Parse the longest prefix of ``tail`` (cut at word ends) that the grammar accepts."""
    ends = [m.end() for m in re.finditer(r"\S+", tail)]
    for end in reversed(ends[:12]):
        piece = tail[:end].rstrip(".?!")
        result = _read_piece(parser, piece)
        if isinstance(result, tuple) and isinstance(result[1], Amount):
            if (
                result[1].quantity == "count"
                and result[0] in ("<", ">", "<=", ">=")
                and not _has_digit(piece)
            ):
                continue
            return result, len(piece)
    return None


# Letters a regex terminal may spell: its letter runs, outside lookarounds and escapes
# ("hours?" spells "hours" and "hour").
_LOOKAROUND = re.compile(r"\(\?<?[!=][^)]*\)")
_ESCAPE = re.compile(r"\\.")


def _spelled_runs(pattern: str, is_regex: bool) -> set[str] | None:
    """The letter runs a terminal's matches can have; None when it cannot say."""
    if not is_regex:
        return set(re.findall(r"[a-z]+", pattern))
    if re.search(r"\\[wWsSDB]", pattern):
        return None  # "\w", "\S", "\D": a class that matches letters
    bare = _ESCAPE.sub(" ", _LOOKAROUND.sub(" ", pattern))
    if re.search(r"\[[^\]]*[a-z][^\]]*\]|[.]", bare):
        return None  # a class of letters or a wildcard: any word may match
    runs: set[str] = set()
    for run in re.findall(r"[a-z]+\??", bare):
        runs.add(run.rstrip("?"))
        if run.endswith("?"):
            runs.add(run[:-2])
    return runs


@functools.lru_cache(maxsize=None)
def _terminal_spelling() -> tuple[frozenset[str], frozenset[str]] | None:
    """The threshold grammar's words and other characters, read from its terminals.

    A piece the grammar accepts is a run of terminal matches and ignored whitespace, so
    each of its words is made of the words its terminals spell ("percent" = "per" +
    "cent"), and each other character is one a terminal or the whitespace has.
    """
    words: set[str] = set()
    chars: set[str] = set()
    for terminal in lark_parser("threshold").terminals:
        pattern = terminal.pattern
        if pattern.flags:
            return None
        runs = _spelled_runs(pattern.value, pattern.type == "re")
        if runs is None:
            return None
        words |= runs
        chars |= {ch for ch in pattern.value if not "a" <= ch <= "z"}
    return frozenset(words), frozenset(chars)


@functools.lru_cache(maxsize=16384)
def _spelled_by(word: str, words: frozenset[str]) -> bool:
    """Whether ``word`` is a concatenation of ``words``."""
    if not word:
        return True
    return any(word.startswith(w) and _spelled_by(word[len(w) :], words) for w in words if w)


@functools.lru_cache(maxsize=16384)
def _lexable(piece: str) -> bool:
    """Whether the threshold grammar's terminals could spell ``piece`` at all.

    >>> _lexable("16 or over"), _lexable("at least 35 hours a week")
    (True, True)
    >>> _lexable("over 16 and live in england")
    False
    """
    spelling = _terminal_spelling()
    if spelling is None:
        return True
    words, chars = spelling
    for ch in piece:
        if not ("a" <= ch <= "z" or ch.isspace() or ch.isdecimal() or ch.isdigit() or ch in chars):
            return False
    return all(_spelled_by(word, words) for word in re.findall(r"[a-z]+", piece))


def _has_digit(text: str) -> bool:
    return any(ch.isdigit() for ch in text) or bool(re.search(_SPELLED, text))


_UP, _DOWN = frozenset({">", ">="}), frozenset({"<", "<="})


def opposite_sides(one: str, other: str) -> bool:
    """Whether two texts state the same threshold from opposite sides.

    >>> opposite_sides("Has it been more than 6 months?", "no more than 6 months")
    True
    >>> opposite_sides("Do you earn under £100,000?", "you earn more than £100,000 a year")
    True
    """
    a, b = find_measures(one), find_measures(other)
    if len(a) != 1 or len(b) != 1 or not _same_threshold(one, a[0], other, b[0]):
        return False
    return (a[0].op in _UP and b[0].op in _DOWN) or (a[0].op in _DOWN and b[0].op in _UP)


# "a year", "per week", "every 4 weeks": the period an amount of money is paid or earned in.
_PERIOD_SAID = re.compile(
    r"\s+(?:a|an|per|each|every)\s+(?:\d+\s+)?"
    r"(?:hour|day|week|fortnight|month|quarter|year|annum)s?\b",
    re.I,
)


def _same_threshold(one: str, a: Measure, other: str, b: Measure) -> bool:
    """Whether two measures name one threshold: the same value, or the same sum of money
    where one says the period it is earned in and the other leaves it out, as a follow-up
    often does ("Do you earn under £100,000?" of "you earn more than £100,000 a year")."""
    if a.value == b.value:
        return True
    if "money" not in (a.quantity, b.quantity) or {a.quantity, b.quantity} - _MONEY_KINDS:
        return False
    bare = [
        find_measures(_PERIOD_SAID.sub("", text[m.start : m.end]))
        for text, m in ((one, a), (other, b))
    ]
    return len(bare[0]) == len(bare[1]) == 1 and bare[0][0].value == bare[1][0].value


_MONEY_KINDS = frozenset({"money", "money_rate", "wage"})
