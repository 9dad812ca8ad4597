"""The user's scenario as facts: quantities (pint, dateparser) and statements with polarity.

Dates are read relative to the ``today`` the caller passes; the engine never
reads the wall clock.
"""

from __future__ import annotations

import calendar
import datetime as _dt
import difflib
import functools
import operator
import re
from collections import Counter
from dataclasses import dataclass, replace

from reasoner.align import (
    _ASIDE,
    _NEGATION,
    NEGATIVE_FORMS,
    _word_stem,
    content_stems,
    coverage,
    is_negated,
    leaf_text,
    leaf_views,
    prefix_opposed,
    similarity,
    weighted_coverage,
    word_weight,
)
from reasoner.places import (
    PLACE_NAME,
    can_coincide,
    lies_abroad,
    lies_within,
    mentioned_places,
    named_places,
    residence,
)
from ruleparse.resources import period_unit, units
from ruleparse.thresholds import SCALES, WEEKS_A_YEAR, WORD_NUMBERS, find_measures, read_number
from ruleparse.types import Comparison, Leaf
from ruleparse.words import person_noun

# A sentence ends at a full stop, but not at one of an initialism ("the U.S. Social
# Security Administration", "e.g. a carer") unless the user goes on about themselves
# ("I live in the U.S. My wife ...").
_SENTENCE = re.compile(
    r"(?<=[.!?])(?<![A-Za-z]\.[A-Za-z]\.)\s+"
    r"|(?<=[A-Za-z]\.[A-Za-z]\.)\s+(?=(?:I|My|We|Our|He|She|They|It)\b)|\n+"
)
_UNITS = "one two three four five six seven eight nine".split()
_TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
# Ages spelled out, one to ninety-nine: "I am sixty-five".
_SPELLED = {w: k + 1 for k, w in enumerate(_UNITS)} | {w: k + 10 for k, w in enumerate(_TEENS)}
_SPELLED |= {
    f"{ten}{sep}{unit}": 10 * (k + 2) + j + 1
    for k, ten in enumerate(_TENS)
    for j, unit in enumerate(_UNITS)
    for sep in ("-", " ")
} | {ten: 10 * (k + 2) for k, ten in enumerate(_TENS)}
# Number words of the threshold grammar, every one spelled out to ninety-nine ("for
# twenty-five years"), and the vaguer ones people write in a scenario.
_WORD_NUMBERS = WORD_NUMBERS | _SPELLED | {
    "a": 1, "an": 1, "a couple of": 2, "a few": 3, "several": 3,
}  # fmt: skip
# "My monthly salary is £1,000", "my weekly wage": the period said before what is paid
_PAID_BY = re.compile(
    r"\b(?:(?P<period>week|fortnight|month|quarter|year)ly|annual)\s+"
    r"(?:[a-z-]+\s+)?(?:salary|wages?|income|pay|earnings|pension|profits?)\b",
    re.I,
)
# Money said without a period is yearly when the sentence says so: "My salary is £25k".
_YEARLY = re.compile(r"\b(?:salary|annual|annually|yearly|a year|per year|per annum)\b", re.I)
_DECADE = re.compile(
    r"\bin (?:my|his|her|their|your) (?:(early|mid|late)[- ]?\s*)?(twenties|thirties|forties"
    r"|fifties|sixties|seventies|eighties|nineties|[2-9]0['’]?s)(?![\w'’])",
    re.I,
)
# "in my early seventies": 70 to 73; "mid" 74 to 76; "late" 77 to 79.
_PART_OF_DECADE = {"": (0, 9), "early": (0, 3), "mid": (4, 6), "late": (7, 9)}
_SPELLED_AGE = "|".join(sorted(map(re.escape, _SPELLED), key=len, reverse=True))
_NUM = r"(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
_COUNT = (
    r"(\d+(?:\.\d+)?|a couple of|a few|several|"
    + "|".join(sorted(_WORD_NUMBERS, key=len, reverse=True))
    + ")"
)
# "I'm 30", "I'm nearly 16", "I'll be 65 in March": what the user says their age is
_I_AM = (
    r"\b(?:i am|i'm|i’m|aged?|age of|my age is|turned|turning|turns?|i will be|i'll be|i’ll be)\s+"
    # "I'm not yet 21", "I'm not 21 yet": below it (see _hedged)
    r"(?:nearly\s+|almost\s+|not\s+yet\s+|not\s+(?=\S+(?:\s+years?\s+old)?\s+yet\b))?"
)
# What cannot follow an age the user says: a unit, "of", or "years" that are not their age
# ("I'm 5 foot 2", "I'm 30 minutes from the office", "I am 1 of 3 children", "I'm 12 years
# clean" say no age; after "aged" any number is one).
_NO_AGE_AFTER = (
    r"(?!\s*(?:hours?|hrs?|weeks?|months?|days?|minutes?|mins?|seconds?|%|percent|per\s*cent"
    r"|miles?|km|kilomet(?:re|er)s?|met(?:re|er)s?|feet|foot|ft|inch(?:es)?|cm|kg|kilos?|stone"
    r"|lbs?|pounds?|£|quid|times|points?|of|out\s+of)\b"
    r"|\s*years?\s+(?!old\b|of\s+age\b|young\b|and\b|but\b|now\b|today\b|this\b)[a-z])"
)
# "seventeen years and eleven months (old)": the years are the age
_AND_MONTHS = rf"\s+years?(?=,?\s+(?:and\s+)?(?:\d{{1,2}}|{_SPELLED_AGE})\s+months?\b)"
# "my daughter is 10", and in a relative clause "I care for my daughter, who is 10" (its
# age unread, the clause had met "the principal carer of a child under 8" by its words)
_WHO_IS = r"(?:\s*,?\s+who\s+|\s+)"
_AGE = re.compile(
    rf"(?:{_I_AM}(?=(?:{_NUM[1:-1]})\b{_NO_AGE_AFTER})|\b(?:aged?|age\s+of)\s+(?:nearly\s+|almost\s+)?)"
    rf"{_NUM}\b(?!\s*(?:hours|weeks|months|days|%|percent|miles|pounds|£))"
    rf"|\b{_NUM}\s*(?:-\s*)?years?(?:-|\s)old\b"
    rf"|{_I_AM}({_SPELLED_AGE})"
    rf"(?:\s*(?:-\s*)?years?(?:-|\s)old\b|{_AND_MONTHS}|(?=\s*(?:[.,;!]|$|\s+(?:and|but|so)\b)))"
    rf"|\b(?:child|son|daughter|baby|kids?|children|partner|husband|wife|spouse|mother|father"
    rf"|mum|dad){_WHO_IS}(?:is|are|was|turned)\s+(?:now\s+)?{_NUM}\b"
    r"(?!\s*(?:hours|weeks|months|days|%|percent|miles|pounds|£|cm|kg|times|feet|foot|inch|inches|stone|lbs|metres|meters))"
    # "My husband was 58 at the time": an age then (see past_ages), not now
    r"(?!\s+(?:when|at\s+the\s+time)\b)"
    # "my son is eighteen", "my daughter turned six last month": a relative's age in words
    rf"|\b(?:child|son|daughter|baby|kids?|partner|husband|wife|spouse|mother|father|mum|dad)"
    rf"{_WHO_IS}(?:is|was|turned)\s+(?:now\s+)?({_SPELLED_AGE})"
    rf"(?:\s*(?:-\s*)?years?(?:-|\s)old\b|{_AND_MONTHS}|(?=\s*(?:[.,;!]|$|\s+(?:and|but|so|last|this)\b)))",
    re.I,
)
# "My kids are 7 and 3", "aged 7 and 3": the age of another child after the first
_AND_AGE = re.compile(
    rf"\s*,?\s*and\s+({_NUM[1:-1]}|{_SPELLED_AGE})(?:\s*(?:-\s*)?years?(?:-|\s)old)?"
    r"(?=\s*(?:[.,;!]|$)|\s+(?:and|but|so)\b)",
    re.I,
)
# "a baby", "a newborn": a child of no age said, under 2 (not one to come: "expecting a baby")
_A_BABY = re.compile(
    r"\b(?:our|my|(?:have|has|had|['’]ve|with)\s+(?:got\s+)?(?:[^.,;]*?\band\s+)?an?)\s+"
    r"(?:new\s*born|newborn|baby|infant)\b(?![-\s]?sit)",
    re.I,
)
_NOT_BORN = re.compile(r"\b(?:expect\w*|pregnan\w*|having|due|adopt\w*|want\w*|plan\w*)\b", re.I)
# "My son is 3 months old", "a 6-week-old baby": a child's age under a year
_AGE_IN_MONTHS = re.compile(
    rf"\b(?P<count>\d{{1,2}}|{_SPELLED_AGE})\s*(?:-\s*)?(?P<unit>months?|weeks?)(?:-|\s)old\b",
    re.I,
)
# A figure, with its exponent if it has one: "£1e3" is £1,000, never £1.
_FIGURE = r"(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:[eE]\+?\d{1,2}\b)?"
_MONEY_SCALE = r"thousand|million|billion|bn|k\b|m\b"
_MONEY = re.compile(
    # "£20,000-£30,000", "£20-30k", "£25,000 to £35,000": a range, its lower end first
    rf"(?:[£$€]\s?(?:(?P<low>{_FIGURE})\s*(?P<lowscale>{_MONEY_SCALE})?"
    r"(?:\s*[-–]\s*[£$€]?|\s+to\s+[£$€])\s?)?"
    rf"(?P<figure>{_FIGURE})\s*(?P<scale>{_MONEY_SCALE})?"
    # "5 grand", "500 pounds": an amount said in words
    rf"|(?<![\w.,£$€])(?P<said>{_FIGURE})\s*"
    r"(?:(?P<grand>grand)\b(?:\s*(?:pounds?|quid))?|(?:pounds?|quid|dollars?|euros?)\b))\s*"
    r"(?:(?:a|an|per|each|every)\s+(?P<per>week|month|quarter|year|annum|fortnight|day|hour)"
    # "£800 every 4 weeks": a fortnight's or four weeks' pay
    r"|(?:every|per|each)\s+(?P<weeks>2|two|4|four)\s+weeks\b"
    r"|/\s?(?P<slash>week|month|year|day|hour)|(?P<adverb>week|month|fortnight|dai)l?y\b"
    r"|(?P<pa>p\.\s?a\.|pa\b))?",  # "£7k pa", "£7,000 p.a.": per annum
    re.I,
)
# Money said in words: "twenty thousand pounds", "20 thousand dollars a year".
_MONEY_IN_WORDS = re.compile(
    rf"(?<![£$€\w.,])(?P<count>\d+(?:\.\d+)?|{_SPELLED_AGE}|a|one)\s+"
    r"(?P<scale>hundred|thousand|million)\s+(?:pounds?|quid|dollars?|euros?)\b"
    r"(?:\s*(?:a|an|per|each|every)\s+(?P<per>week|month|quarter|year|annum|fortnight|day))?",
    re.I,
)
_NO_MONEY = re.compile(
    r"\b(?:no|zero)\s+(?:savings|capital|money|income|earnings|wages?|salary)\b", re.I
)
_SCALES = SCALES | {"k": 1e3, "m": 1e6, "grand": 1e3}  # "£25k", "5 grand"
# An amount a clause says, read or not: "£300", "fifty", and a single unit of time after a
# bound ("expected to live less than a year", "within a month of the date").
_AMOUNT = re.compile(
    rf"\d|\b(?:{_SPELLED_AGE}|hundred|thousand|million)\b"
    r"|\b(?:than|least|most|within|under|over|up to)\s+(?:a|an|one)\s+"
    r"(?:year|month|fortnight|week|day|hour)\b",
    re.I,
)
# A number that counts people or picks one of a group ("My son is one of three
# children") is no amount of an age, a time or money.
_PEOPLE_COUNTED = re.compile(
    rf"\b(?:\d+|{_SPELLED_AGE})\s+(?:of\b|(?:[\w-]+\s+)?(?:children|kids|sons|daughters"
    r"|grandchildren|siblings|brothers|sisters|people|persons|adults|dependants|dependents"
    r"|employees|staff|workers|members)\b)",
    re.I,
)
# Hours in figures or in words: "30 hours a week", "thirty-five hours a week".
_HOURS_FROM = r"(?:(\d+(?:\.\d+)?)\s*(?:-|–|to)\s*)?"  # "20-25 hours a week": a range
_HOURS = re.compile(
    rf"\b{_HOURS_FROM}(\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?|\d+(?:\.\d+)?|{_SPELLED_AGE})\s*hours?\s*"
    r"(?:a|an|per|each|every)\s+(week|day|month|fortnight)\b",
    re.I,
)
# "I work 3 days a week": how many days a day's hours are worked
_DAYS_A_WEEK = re.compile(rf"\b(\d|{_SPELLED_AGE})\s+days?\s+(?:a|per|each|every)\s+week\b", re.I)
# "I worked 700 hours last year", "in my base year": hours over the period named after them
# (as ruleparse.thresholds reads "at least 680 hours in your base year").
_HOURS_OVER = re.compile(
    rf"\b{_HOURS_FROM}{_NUM}\s*hours?\s+(?:(?:in|during|over|throughout)\s+(?:[a-z']+\s+){{0,2}}"
    r"|(?:last|past|this)\s+)(year|month|week|fortnight|quarter)\b",
    re.I,
)
# "We live 3 miles from the school", "2.5 km away": a distance, in miles.
_DISTANCE = re.compile(
    rf"(?<![£$€\w.,]){_NUM}\s*(miles?|kilometres?|kilometers?|km|metres?|meters?|yards?|feet|foot)\b",
    re.I,
)
# Things that last a time: "a two-month trip", "a six-week course".
_LASTING = (
    r"(?:trip|break|holiday|vacation|visit|stay|absence|leave|course|contract|placement"
    r"|programme|program|tour|posting|assignment|secondment|sentence|degree|diploma"
    r"|apprenticeship|internship|traineeship|tenancy|lease|master['’]?|doctorate|phd)s?"
)
# A time spent at something, its verb straight before it: "I served eight years in the
# Army", "I'm going to spend six months working in Canada", "I've been waiting eight
# months" (not a rate, "I work three days a week", nor a date, "two months before").
_SPENDING = (
    r"(?:serve[ds]?|serving|spen[dt]s?|spending|wait(?:ed|s|ing)?|live[ds]?|living"
    r"|stay(?:ed|s|ing)?|studie[ds]|study(?:ing)?|work(?:ed|s|ing)?|last(?:ed|s|ing)?"
    r"|t[ao]ok|takes?|taking|taken)"
)
# Units of a time spent: "three nights in hospital" are three days, "a fortnight" two weeks.
_TIME_UNIT = r"(weeks?|months?|years?|days?|nights?|fortnights?)"
_DURATION = re.compile(
    rf"\b(?:for|over|past|last|lasts?|lasting|about|around|nearly|almost)\s+(?:the\s+)?(?:past\s+|last\s+|about\s+|around\s+|nearly\s+|almost\s+|over\s+)?"
    rf"{_COUNT}\s*{_TIME_UNIT}\b"
    # "I served 30 days of active duty": a time spent at something (not "3 years of age")
    rf"|\b{_COUNT}\s*{_TIME_UNIT}\s+of\s+(?!age\b)(?=[a-z])"
    # "a two-month trip", "a 10-day break", "a 36-week college course": a time said before
    # what lasts it (not "a 3-year-old son")
    rf"|\b{_COUNT}[- ](week|month|year|day)[- ](?:long\s+)?(?!old\b)(?:[a-z]+\s+){{0,2}}?(?={_LASTING}\b)"
    # ("I've worked there 18 months": the place between)
    rf"|\b{_SPENDING}\s+(?:there\s+|here\s+)?(?:about\s+|around\s+|nearly\s+|almost\s+|over\s+|just\s+|only\s+)?"
    rf"{_COUNT}\s*{_TIME_UNIT}\b"
    r"(?!\s+(?:a|an|per|each|every)\s+(?:week|month|year|fortnight)\b"
    r"|\s+(?:ago|old|later|earlier|before|after|since|from now)\b)",
    re.I,
)
# A time since an age: "I've lived in the UK since I was 10".
_SINCE_AGE = re.compile(
    rf"\bsince\s+(?:i\s+was|i\s+turned|(?:the\s+)?age(?:\s+of)?)\s+(\d{{1,2}}|{_SPELLED_AGE})\b"
    r"(?!\s*(?:hours|weeks|months|days|%))",
    re.I,
)


def _since_age(said: list[tuple[float, str, str]], facts: list[QuantityFact]) -> list[QuantityFact]:
    """How long since the user was an age ("since I was 10"), in weeks: from the age the
    scenario gives, give or take a year; any time at all without one (the clause then
    states no threshold by its words)."""
    ages = [q for q in facts if q.quantity == "age" and party(q.clause) == ""]
    out = []
    for then, evidence, clause in said:
        if ages:
            low = max(0.0, ages[0].value - then - 1) * WEEKS_A_YEAR
            high = max(0.0, (ages[0].upper or ages[0].value) - then + 1) * WEEKS_A_YEAR
        else:
            low, high = 0.0, UNBOUNDED
        out.append(QuantityFact("duration", low, evidence, clause, high))
    return out


# A time said between two numbers or from one up: "for 6-7 years", "10+ years".
# "I sold the property after 5 years", "5 years after I bought it", "a year later": the
# time an event came after another, only for a threshold "within" a time of that event.
_AFTER_A_TIME = re.compile(
    rf"\bafter\s+(?:only\s+|just\s+|about\s+|around\s+|nearly\s+|over\s+)?"
    rf"(?P<count>{_COUNT[1:-1]})\s*(?P<unit>{_TIME_UNIT[1:-1]})\b"
    rf"|\b(?P<count2>{_COUNT[1:-1]})\s*(?P<unit2>{_TIME_UNIT[1:-1]})\s+(?:after|later)\b",
    re.I,
)
# "you sell the property within 2 years": a time from an event, not the last years to now
_WITHIN = re.compile(
    r"\bwithin\s+(?!the\s+(?:last|past|previous)\b)(?:[\w-]+\s+)?(?:weeks?|months?|years?|days?)\b",
    re.I,
)
_TIME_WORDS = content_stems("after later within week month year day")

_TIME_BETWEEN = re.compile(
    r"(?<![\w.,£$€-])(?P<low>\d+(?:\.\d+)?)\s*(?:\+|(?:-|–|to)\s*(?P<high>\d+(?:\.\d+)?))\s*"
    rf"(?P<unit>{_TIME_UNIT[1:-1]})\b"
    r"(?!\s+(?:a|an|per|each|every)\s+(?:week|month|year|fortnight)\b"
    r"|\s+(?:ago|old|later|earlier|before|after|from now)\b|[- ]old\b)",
    re.I,
)
# Times said with a half or in decades, which the readers take as figures: "two and a half
# years" is "2.5 years", "a year and a half" "1.5 years", "a decade" "10 years".
_HALF_AFTER_COUNT = re.compile(
    rf"\b(?P<count>an?|one|\d+|{_SPELLED_AGE})\s+and\s+a\s+half\s+(?P<unit>{_TIME_UNIT[1:-1]})",
    re.I,
)
# "I'm eighteen and a half", "my son is 4 and a half": an age, its unit left unsaid
_AND_A_HALF = re.compile(
    rf"\b(?P<count>\d+|{_SPELLED_AGE})\s+and\s+a\s+half\b(?!\s+(?!(?:and|but|so)\b)[a-z])", re.I
)
_HALF_AFTER_UNIT = re.compile(
    r"\b(?:an?|one)\s+(?P<unit>week|month|year|day|fortnight)\s+and\s+a\s+half\b", re.I
)
_HALF_OF_ONE = re.compile(
    r"\bhalf\s+an?\s+(?P<unit>week|month|year|day|fortnight|mile|kilomet(?:re|er))\b", re.I
)
_DECADES = re.compile(rf"\b(?P<count>an?|one|\d+|{_SPELLED_AGE})\s+decades?\b", re.I)


def _plain_times(sentence: str) -> str:
    """``sentence`` with its times in halves and decades said in figures.

    >>> _plain_times("I've lived here for two and a half years, and worked a year and a half")
    "I've lived here for 2.5 years, and worked 1.5 years"
    >>> _plain_times("I'm eighteen and a half and my son is 4 and a half.")
    "I'm 18.5 and my son is 4.5."
    >>> _plain_times("I served for a decade")
    'I served for 10 years'
    """

    def counted(m: re.Match) -> float:
        count = m["count"].lower()
        return 1 if count in ("a", "an", "one") else (_SPELLED.get(count) or _number(count))

    def half(m: re.Match) -> str:
        return f"{counted(m) + 0.5:g} {m['unit'].rstrip('sS')}s"

    def decades(m: re.Match) -> str:
        return f"{10 * counted(m):g} years"

    sentence = _HALF_AFTER_COUNT.sub(half, sentence)
    sentence = _HALF_AFTER_UNIT.sub(lambda m: f"1.5 {m['unit']}s", sentence)
    sentence = _AND_A_HALF.sub(lambda m: f"{counted(m) + 0.5:g}", sentence)
    sentence = _HALF_OF_ONE.sub(lambda m: f"0.5 {m['unit']}s", sentence)
    return _DECADES.sub(decades, sentence)


# "150 percent of the poverty line", "40%"
_PERCENT = re.compile(rf"{_NUM}\s*(?:%|percent\b|per cent\b)", re.I)
# Part of a year, a decade, a date in figures: "late 1953", "the summer of 1953", "the
# 1950s", "31/12/1950", "1950-05-03".
_PART_OF_YEAR = re.compile(
    r"(?:the\s+)?(?P<part>early|mid|late|spring|summer|autumn|fall|winter)(?:[- ]|\s+of\s+)"
    r"(?P<year>(?:19|20)\d\d)(?![\d'’])",
    re.I,
)
_DECADE_OF_YEARS = re.compile(r"(?:the\s+)?(?P<decade>19[1-9]0|20\d0)['’]?s\b", re.I)
_DATE_IN_FIGURES = re.compile(
    r"(?P<a>\d{1,2})[/.](?P<b>\d{1,2})[/.](?P<year>(?:19|20)\d\d)(?![\d/.]\d)"
    r"|(?P<iso>(?:19|20)\d\d)-(?P<month>\d{1,2})-(?P<day>\d{1,2})(?!\d)",
)
# "early 1953" is January to April, "mid-1953" May to August, "late 1953" September on.
_THIRDS = {"early": (1, 4), "mid": (5, 8), "late": (9, 12)}
_DATE = re.compile(
    r"\b(?:"
    + re.sub(
        r"\(\?P<\w+>",
        "(?:",
        "|".join(rx.pattern for rx in (_PART_OF_YEAR, _DECADE_OF_YEARS, _DATE_IN_FIGURES)),
    )
    + ")"
    r"|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+(?:19|20)\d\d\b"
    r"|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+(?:19|20)\d\d\b"
    r"|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+(?:19|20)\d\d\b"
    r"|\b(?:in|since|from|of)\s+(?:19|20)\d\d\b",
    re.I,
)
_MONTH_YEAR = re.compile(r"[a-z]+\.?,?\s+((?:19|20)\d\d)", re.I)

# Dates said relative to now ("3 months ago", "in 14 weeks", "last year"): read only
# against a ``today`` the caller gives.
_RELATIVE_DATE = re.compile(
    rf"\b{_COUNT}\s+(?:days?|weeks?|months?|years?)\s+ago\b"
    rf"|\bin\s+{_COUNT}\s+(?:days?|weeks?|months?|years?)(?!\s+(?:time|old))\b"
    r"|\b(?:yesterday|today|tomorrow)\b|\b(?:last|next)\s+(?:week|month|year)\b"
    # "last spring", "last March": the latest one before now
    r"|\blast\s+(?:spring|summer|autumn|fall|winter|january|february|march|april|may|june"
    r"|july|august|september|october|november|december)\b",
    re.I,
)
_MONTHS = (
    "january february march april may june july august september october november december"
).split()
_MONTH_NAME = f"(?:{'|'.join(_MONTHS)})"
# A month or a day of it said with no year: "I lost my job in March", "since August",
# "dated 12 November", "on March 3rd".
_NO_YEAR = r"(?!\.?,?\s*(?:\d|of\b|this\b|last\b|next\b|each\b|every\b))"
_BARE_MONTH = re.compile(
    rf"\b(?P<prep>in|since|during)\s+(?:early\s+|late\s+|mid-?)?(?P<month>{_MONTH_NAME})\b{_NO_YEAR}"
    rf"|\b(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<month_after>{_MONTH_NAME})\b{_NO_YEAR}"
    rf"|\b(?P<month_before>{_MONTH_NAME})\s+(?P<day_after>\d{{1,2}})(?:st|nd|rd|th)?\b(?![\d,:.]*\s*(?:\d|%))",
    re.I,
)
# What is yet to come: "I'll start my course in September", "the baby is due in March".
_FUTURE = re.compile(
    r"\b(?:will|shall|going\s+to|due|plan(?:s|ning)?\s+to|expect(?:s|ing)?\s+to|hope\s+to"
    r"|starts?|begins?|starting|beginning)\b|['’]ll\b",
    re.I,
)
# What comes round every year: "I get it every March", "in March each year".
_YEARLY_MONTH = re.compile(r"\b(?:every|each)\s+(?:year|month)\b|\bevery\s+[A-Z]", re.I)


def _month_meant(m: re.Match, clause: str, today: _dt.date) -> tuple[_dt.date, _dt.date] | None:
    """The days a clause names by a month, or a day of it, with no year: the latest one up
    to today for what has happened ("I stopped being eligible in June", today 30 November
    2026: June 2026), the next one after today for what is to come ("My course starts in
    September": September 2027).  None for a birth ("I was born in June" gives no year),
    for what comes round each year, and for a day no month has."""
    if _BIRTH.search(clause) or _YEARLY_MONTH.search(clause):
        return None
    name = m["month"] or m["month_after"] or m["month_before"]
    month = _MONTHS.index(name.lower()) + 1
    day = int(m["day"] or m["day_after"] or 0)
    future = _FUTURE.search(clause) is not None
    if future and (m["prep"] or "").lower() == "since":
        return None
    for year in (
        (today.year - 1, today.year, today.year + 1) if future else (today.year, today.year - 1)
    ):
        try:
            first, last = (
                (_dt.date(year, month, day),) * 2 if day else _months_span(year, month, month)
            )
        except ValueError:
            return None  # "31 June"
        if (first > today) if future else (first <= today):
            return first, last
    return None


# The months of each season (the northern one the rules' countries have).
_SEASONS = {
    "spring": (3, 5),
    "summer": (6, 8),
    "autumn": (9, 11),
    "fall": (9, 11),
    "winter": (12, 14),
}


@dataclass(frozen=True)
class QuantityFact:
    quantity: str
    value: float
    evidence: str
    clause: str = ""
    upper: float | None = None  # a date said by its month or year lies in [value, upper]
    birth: bool = False  # a date of birth worked out from an age: only for thresholds on birth
    bound: float | None = None  # the figure of a bound said ("over £20,000"), not an amount


@dataclass(frozen=True)
class StatementMatch:
    leaf: Leaf
    value: bool
    evidence: str
    score: float


def split_sentences(scenario: str) -> tuple[str, ...]:
    return tuple(s.strip() for s in _SENTENCE.split(scenario) if s and s.strip())


_number = functools.partial(read_number, words=_WORD_NUMBERS)  # "a few", "fifty" count here too


@functools.lru_cache(maxsize=1024)
def _parse_date(text: str, today: _dt.date | None) -> _dt.date | None:
    """A date of the scenario; one relative to now ("3 months ago") needs ``today``."""
    import dateparser

    stripped = re.sub(r"^(since|from|of)\s+", "", text.strip(), flags=re.I)
    stripped = re.sub(r"^in\s+(?=(?:19|20)\d\d$)", "", stripped, flags=re.I)
    if re.fullmatch(r"(19|20)\d\d", stripped):
        return _dt.date(int(stripped), 1, 1)
    relative = bool(_RELATIVE_DATE.fullmatch(stripped))
    if relative and today is None:
        return None
    settings = {"PREFER_DAY_OF_MONTH": "current" if relative else "first", "DATE_ORDER": "DMY"}
    if today is not None:
        settings["RELATIVE_BASE"] = _dt.datetime.combine(today, _dt.time())
    when = dateparser.parse(stripped, languages=["en"], settings=settings)
    return when.date() if when else None


# A range the user says of an amount of theirs is a statement, not a threshold: "I earn
# between £20,000 and £40,000 a year" is some amount in it.
_RANGE_SAID = frozenset({"money", "money_rate", "wage", "hours_rate", "age"})


def _ranges_said(scenario: str) -> list[QuantityFact]:
    """The amounts a scenario says lie between two others ("between 10 and 20 hours a week")."""
    clauses = (p for s in split_sentences(scenario) for p in _clause_parts(s))
    return [
        QuantityFact(m.quantity, m.value, clause[m.start : m.end], clause, m.upper)
        for clause in clauses
        if not is_negated(clause)
        for m in find_measures(clause)
        if m.op == "between" and m.quantity in _RANGE_SAID and m.upper is not None
    ]


# "I don't work", "I'm not working at the moment", "I'm unemployed": no hours of work at
# all. Only a time or a cause may follow ("I've been out of work since 2019", "... because
# of my back"); "I don't work weekends" or "for a company" says what the work is not.
_NOT_WORKING = re.compile(
    r"\b(?:(?:do|does|am|is|are|have|has)\s*(?:n['’]t|\s+not)|['’]m\s+not|['’]s\s+not"
    r"|['’]re\s+not|never|no\s+longer)\s+(?:been\s+)?(?:currently\s+|at\s+all\s+)?"
    r"(?:work|works|worked|working|employed|in\s+(?:paid\s+)?work)\b"
    r"|\b(?:unemployed|jobless|out\s+of\s+work|(?:have|has|got)\s+no\s+(?:paid\s+)?(?:job|work)"
    r"|(?:do|does)\s*(?:n['’]t|\s+not)\s+have\s+(?:a\s+job|any\s+(?:paid\s+)?work))\b",
    re.I,
)
_NOT_WORKING_TAIL = re.compile(
    r"(?:\s*,?\s*(?:at\s+(?:the\s+moment|present|the\s+minute|all|this\s+time)|currently|now"
    r"|right\s+now|any\s*more|these\s+days|nowadays|yet|either|too|at\s+the\s+moment"
    r"|for\s+(?:the\s+(?:last|past)\s+)?(?:\S+\s+)?(?:days?|weeks?|months?|years?)"
    r"|(?:since|because|due\s+to|as\s+a\s+result\s+of|after|and)\b.*))*\s*[.!]?\s*$",
    re.I,
)


_WORK = re.compile(r"\b(?:work\w*|employ\w*|jobs?)\b", re.I)


def _not_working(scenario: str) -> list[QuantityFact]:
    """No hours of work a clause says someone has: "I don't work" is 0 hours a week."""
    return [
        QuantityFact("hours_rate", 0.0, m.group(0), clause)
        for clause in (p for s in split_sentences(scenario) for p in _clause_parts(s))
        if (m := _NOT_WORKING.search(clause)) is not None
        and _NOT_WORKING_TAIL.match(clause, m.end())
    ]


# "I work full-time", "a full-time job": 30 hours a week at the least (Working Tax
# Credit's line, and the least any employer's full time is), not a full-time student.
_FULL_TIME_WORK = re.compile(
    r"\b(?:work(?:s|ing)?|employed|job)\s+full[- ]?time\b"
    r"|\bfull[- ]?time\s+(?:jobs?|work(?:er)?|employ(?:ee|ment)|hours)\b",
    re.I,
)
_FULL_TIME_HOURS = 30.0


def _full_time_work(scenario: str) -> list[QuantityFact]:
    """The hours a clause that says someone works full time gives: 30 a week or more."""
    return [
        QuantityFact("hours_rate", _FULL_TIME_HOURS, m.group(0), clause, UNBOUNDED)
        for clause in (p for s in split_sentences(scenario) for p in _clause_parts(s))
        if not is_negated(clause) and (m := _FULL_TIME_WORK.search(clause)) is not None
    ]


# "I'm over 21": a bare number said of the user is their age
_SAID_OF_ME = re.compile(r"\b(?:i am|i['’]m|aged?)\s+$", re.I)
_HAIR = 1e-6  # "over 18" leaves 18 out


def range_of(op: str, value: float, floor: float, ceiling: float) -> tuple[float, float]:
    """The amounts a bound ("over 18", "less than £100") leaves, between ``floor`` and
    ``ceiling``; a strict bound leaves its own value out.

    >>> range_of(">", 18.0, 0.0, 130.0), range_of("<=", 100.0, 0.0, 1e12)
    ((18.000001, 130.0), (0.0, 100.0))
    """
    if op in (">", ">="):
        return value + (_HAIR if op == ">" else 0.0), ceiling
    return floor, value - (_HAIR if op == "<" else 0.0)


# The most each quantity a bound leaves open may be ("over 65": up to 130).
_MOST = {"age": 130.0}


def bounds_said(scenario: str, figures: frozenset[float] = frozenset()) -> tuple[QuantityFact, ...]:
    """The amounts a scenario bounds on one side, as the range they leave: "I have less
    than £10,000 in savings" is £0 to £10,000, "I'm over 21" an age past 21.

    A bound at one of ``figures``, the rule text's own, restates the condition it is
    said in ("I'm over 25" of "You must be 25 or over"): it is read by its words, as a
    statement of that condition, and settles no other.

    >>> [(q.quantity, q.value, q.upper, q.bound) for q in bounds_said("I earn under £100 a week.")]
    [('money_rate', 0.0, 99.999999, 100.0)]
    """
    out = []
    for clause in (p for s in split_sentences(scenario) for p in _clause_parts(s)):
        if is_negated(clause):
            continue
        for m in find_measures(clause):
            quantity = m.quantity
            if quantity == "count" and not m.unit and _SAID_OF_ME.search(clause[: m.start]):
                quantity = "age"
            if quantity not in _RANGE_SAID or m.op not in (">", ">=", "<", "<="):
                continue
            if m.value in figures:
                continue
            if _ADDS_UP.search(clause, 0, m.start) and clause[m.start :].lower().startswith("up "):
                continue  # "they add up to £40,000" is a sum, no bound
            said = clause[m.start : m.end]
            low, high = range_of(m.op, m.value, 0.0, _MOST.get(quantity, UNBOUNDED))
            if low <= high:
                out.append(QuantityFact(quantity, low, said, clause, high, bound=m.value))
    return tuple(out)


# "I'm not yet 21", "I'm not 21 yet": an age said, below the figure (see _hedged)
_NOT_YET_AGE = re.compile(
    rf"\b(?:i am|i['’]m)\s+not\s+(?:yet\s+{_NUM}\b|{_NUM}(?:\s+years?\s+old)?\s+yet\b)", re.I
)
_BEFORE_NOT = re.compile(r",\s*(?=(?:not|never)\b)", re.I)
# "add up to £40,000": what things come to together, not a bound
_ADDS_UP = re.compile(r"\badd(?:s|ed|ing)?\s+$", re.I)


def _stated(scenario: str) -> list[str]:
    """The scenario's clauses that state amounts, with any threshold phrase blanked out.

    "I work less than 24 hours a week" or "I am not 65 or older" state no amount:
    a negated clause, or a number inside a threshold phrase, is left to be read
    as a statement about the condition.
    """
    out = []
    # "I'm 65, not disabled": the age is said, the rest denied.
    clauses = (
        q for s in split_sentences(scenario) for p in _clause_parts(s) for q in _BEFORE_NOT.split(p)
    )
    subject = ""
    for clause in clauses:
        clause, subject = subject_said_again(clause, subject)
        if is_negated(_NOT_YET_AGE.sub(" ", clause)):
            continue
        for m in reversed(find_measures(clause)):
            if m.op == "==" or clause[m.start :].lower().startswith("for "):
                continue  # "a son aged 3", "been separated for 3 years" state amounts
            if m.quantity == "date" and clause[m.start :].lower().startswith("since "):
                continue  # "I have lived here since 2010": the day it began, not a bound
            if _ADDS_UP.search(clause, 0, m.start) and clause[m.start :].lower().startswith("up "):
                continue  # "My pensions add up to £40,000": all of them, not at most
            clause = clause[: m.start] + " " * (m.end - m.start) + clause[m.end :]
        out.append(clause)
    return out


_JOINING_WORD = r"\b(?:and|but|while|whereas|although)\b"
_SEGMENT = re.compile(rf"[,;]|{_JOINING_WORD}", re.I)
_SEGMENT_KEPT = re.compile(rf"([,;.]|{_JOINING_WORD})", re.I)  # (kept in the split)


def _yearly_up_to(sentence: str, match: re.Match) -> bool:
    """Whether the sentence says a sum is yearly ("My salary is £25k") before the end of
    the sum's own clause: a salary named after it, in another clause, says nothing of it
    ("My private pensions add up to £22,000, including a final salary scheme")."""
    after = _SEGMENT.search(sentence, match.end())
    return bool(_YEARLY.search(sentence, 0, after.start() if after else len(sentence)))


# What a part holding only an amount may say besides it: "..., worth £18,000", "... and £15,000"
_AMOUNT_ALONE = re.compile(
    r"^\W*(?:(?:worth|valued|at|of|about|around|roughly|approximately|just|only|another)\W+)*$",
    re.I,
)
_ANY_AMOUNT = re.compile(rf"[£$€]?\s?{_FIGURE}\s*(?:{_MONEY_SCALE})?", re.I)


def _around(sentence: str, match: re.Match) -> str:
    """The part of ``sentence`` between the connectives around an amount: "I'm 30" of
    "My child is 3 years old and I'm 30". A part that holds only amounts is said of
    what the part before it names: "two pensions, worth £20,000 and £15,000".

    >>> said = "I have two pensions, worth £20,000 and £15,000."
    >>> _around(said, re.search("£15,000", said))
    'I have two pensions, worth £20,000 and £15,000.'
    """
    cuts = list(_SEGMENT.finditer(sentence, 0, match.start()))
    after = _SEGMENT.search(sentence, match.end())
    end = after.start() if after else len(sentence)
    k = len(cuts)
    # the part the amount is in, then each before it, as long as it holds only amounts
    while k > 0 and _AMOUNT_ALONE.match(
        _ANY_AMOUNT.sub(
            " ", sentence[cuts[k - 1].end() : cuts[k].start() if k < len(cuts) else end]
        )
    ):
        k -= 1
    return sentence[cuts[k - 1].end() if k else 0 : end].strip()


def relative_dates(scenario: str) -> tuple[str, ...]:
    """The dates in ``scenario`` said relative to now ("3 months ago"), as written."""
    return tuple(m.group(0) for m in _RELATIVE_DATE.finditer(scenario))


def _money_fact(
    amount: float, period: str | None, m: re.Match, sentence: str, upper: float | None = None
) -> QuantityFact:
    """An amount said in ``m``: a weekly rate when a period goes with it ("£200 a month"),
    else a sum ("£3,000 in savings"); with ``upper``, any amount from one to the other."""
    if period is None:
        return QuantityFact("money", amount, m.group(0), _around(sentence, m), upper)
    if period.lower() == "hour":  # "£10 an hour": a wage, not a week's earnings
        return QuantityFact("wage", amount, m.group(0), _around(sentence, m), upper)
    ureg = units()
    weekly = (
        (ureg.Quantity(1, "GBP") / ureg.Quantity(1, period_unit(period))).to("GBP/week").magnitude
    )
    return QuantityFact(
        "money_rate",
        amount * weekly,
        m.group(0),
        _around(sentence, m),
        upper * weekly if upper is not None else None,
    )


def _money_range(m: re.Match, amount: float) -> tuple[float, float | None]:
    """The amounts a money match says: ``amount``, or from its lower end to it ("£20,000-
    £30,000"); a lower end said without a scale takes the upper's ("£20-30k")."""
    if not m["low"]:
        return amount, None
    low = _number(m["low"])
    scale = m["lowscale"] or (m["scale"] if low <= _number(m["figure"]) else None)
    low *= _SCALES.get((scale or "").lower(), 1)
    return min(low, amount), max(low, amount)


# A clause is read for its amounts by each condition it may state, and again for a lead-in's
# bound and time limit: read once.
@functools.lru_cache(maxsize=8192)
def quantities(scenario: str, today: _dt.date | None) -> tuple[QuantityFact, ...]:
    """Quantities stated in a scenario, normalised to the units of ruleparse.thresholds.

    Dates said relative to now ("3 months ago", "last year") are read against
    ``today``, and not at all when it is None: the engine never reads the clock.
    A date said by its month or year is every day of it (``value`` to
    ``upper``), and with ``today`` every date is also a time since it, in weeks
    (``elapsed``: "in the last 2 years"); an age is also a date of birth, and a
    date said of a birth an age.

    >>> [(q.quantity, round(q.value, 2)) for q in quantities("I'm 25 and earn £300 a month.", None)]
    [('age', 25.0), ('money_rate', 68.99)]
    >>> [(q.quantity, round(q.value, 2)) for q in quantities("We live 3 km from the school.", None)]
    [('distance', 1.86)]
    >>> said = quantities("I was born in 1950.", _dt.date(2026, 1, 1))
    >>> [(q.quantity, round(q.value, 2), q.upper and round(q.upper, 2)) for q in said]
    [('date', 711858.0, 712222.0), ('elapsed', 3913.54, 3965.57), ('age', 75.0, 76.0)]
    """
    ureg = units()
    facts: list[QuantityFact] = []
    since_age: list[tuple[float, str, str]] = []
    ages_then: list[QuantityFact] = []
    for sentence in map(_plain_times, _stated(scenario)):
        for m in _DECADE.finditer(sentence):  # "I'm in my seventies": 70 to 79
            said = m.group(2).lower()
            decade = int(said[:2]) if said[0].isdigit() else 10 * (_TENS.index(said[:-3] + "y") + 2)
            low, high = _PART_OF_DECADE[(m.group(1) or "").lower()]
            facts.append(
                QuantityFact("age", decade + low, m.group(0), _around(sentence, m), decade + high)
            )
        then = _AT_AGE_THEN.search(sentence) if _SAID_OF_A_PAST_TIME.search(sentence) else None
        if then is not None:
            # "I retired last year at 65": 65 then, not now (read so, it had been an age now)
            ages_then.append(QuantityFact("age", float(then["age"]), then.group(0), sentence))
        for m in _AGE.finditer(sentence):
            if then is not None and then.start() <= m.start() < then.end():
                continue
            value = m.group(1) or m.group(2) or m.group(4)
            age = (
                _number(value) if value else _SPELLED.get((m.group(3) or m.group(5) or "").lower())
            )
            if age and 0 < age < 130:
                facts.append(QuantityFact("age", age, m.group(0), _around(sentence, m)))
                then = _AND_AGE.match(sentence, m.end())
                if then and party(_around(sentence, m)) == "child":
                    # "My kids are 7 and 3": the second child's age too
                    said = then.group(1)
                    other = _SPELLED.get(said.lower()) or _number(said)
                    facts.append(
                        QuantityFact("age", other, then.group(0).strip(), _around(sentence, m))
                    )
        for m in _A_BABY.finditer(sentence):  # "I have a 7-year-old and a baby": under 2
            around = _around(sentence, m)
            # "My baby is 6" says its age
            if not _NOT_BORN.search(around) and not _AGE.match(f"baby{sentence[m.end() :]}"):
                facts.append(QuantityFact("age", 0.0, m.group(0), around, 2.0))
        for m in _AGE_IN_MONTHS.finditer(sentence):  # "My son is 3 months old": 0.25 years
            if party(_around(sentence, m)) != "child":
                continue  # "The business is 18 months old" is no age of the user
            count = m["count"]
            number = _SPELLED.get(count.lower()) or _number(count)
            age = number / (12 if m["unit"].lower().startswith("month") else 52)
            facts.append(QuantityFact("age", age, m.group(0), _around(sentence, m)))
        for m in _MONEY.finditer(sentence):
            paid_by = _PAID_BY.search(_around(sentence, m))
            amount, period = (
                _number(m["figure"] or m["said"])
                * _SCALES.get((m["scale"] or m["grand"] or "").lower(), 1),
                m["per"]
                or m["slash"]
                # "£500 monthly", "£20 daily"
                or {"dai": "day"}.get((m["adverb"] or "").lower(), m["adverb"])
                or ("week" if m["weeks"] else None)
                or (paid_by and (paid_by["period"] or "year"))
                or ("year" if m["pa"] or _yearly_up_to(sentence, m) else None),
            )
            low, high = _money_range(m, amount)
            if m["weeks"]:  # "£800 every 4 weeks" is £200 a week
                weeks = _number(m["weeks"])
                low, high = low / weeks, high and high / weeks
            facts.append(_money_fact(low, period, m, sentence, high))
        for m in _MONEY_IN_WORDS.finditer(sentence):  # "twenty thousand pounds a year"
            count = m["count"].lower()
            amount = (
                _SPELLED.get(count) or (1 if count in ("a", "one") else _number(count))
            ) * _SCALES[m["scale"].lower()]
            period = m["per"] or ("year" if _yearly_up_to(sentence, m) else None)
            facts.append(_money_fact(amount, period, m, sentence))
        for m in _NO_MONEY.finditer(sentence):  # "I have no savings": £0
            kinds = ("money_rate",) if _EARNINGS.search(m.group(0)) else ("money",)
            facts.extend(QuantityFact(k, 0.0, m.group(0), _around(sentence, m)) for k in kinds)
        for m in (*_HOURS.finditer(sentence), *_HOURS_OVER.finditer(sentence)):
            per = (ureg.Quantity(1, "hour") / ureg.Quantity(1, m.group(3).lower())).to("hour/week")
            hours = _SPELLED.get(m.group(2).lower()) or _number(m.group(2))
            low = _number(m.group(1)) if m.group(1) else hours  # "20-25 hours a week"
            low, high = min(low, hours) * per.magnitude, max(low, hours) * per.magnitude
            if m.group(3).lower() == "day":
                # "8 hours a day, 3 days a week" are 24 hours a week; "8 hours a day" said
                # alone, every working day: from a five-day week to a seven-day one
                days = _DAYS_A_WEEK.search(sentence)
                ratio = (
                    (_SPELLED.get(days.group(1).lower()) or _number(days.group(1))) / 7
                    if days
                    else None
                )
                low, high = (low * ratio, high * ratio) if ratio else (low * 5 / 7, high)
            facts.append(
                QuantityFact(
                    "hours_rate",
                    low,
                    m.group(0),
                    _around(sentence, m),
                    high if high != low else None,
                )
            )
        for m in _DISTANCE.finditer(sentence):
            unit = m.group(2).lower().replace("metre", "meter")
            miles = ureg.Quantity(_number(m.group(1)), "km" if unit == "km" else unit.rstrip("s"))
            facts.append(
                QuantityFact(
                    "distance", miles.to("mile").magnitude, m.group(0), _around(sentence, m)
                )
            )
        for m in _TIME_BETWEEN.finditer(sentence):  # "for 6-7 years", "for 10+ years"
            unit = m["unit"].lower().rstrip("s")
            unit = "day" if unit == "night" else unit
            low, high = (
                ureg.Quantity(_number(n), unit).to("week").magnitude if n else UNBOUNDED
                for n in (m["low"], m["high"])
            )
            facts.append(QuantityFact("duration", low, m.group(0), _around(sentence, m), high))
        for m in _AFTER_A_TIME.finditer(sentence):  # "I sold it after 5 years"
            count, unit = m["count"] or m["count2"], (m["unit"] or m["unit2"]).lower().rstrip("s")
            weeks = ureg.Quantity(_number(count), unit).to("week").magnitude
            facts.append(QuantityFact("elapsed", weeks, m.group(0), _around(sentence, m)))
        for m in _SINCE_AGE.finditer(sentence):  # "since I was 10": the years from then
            since_age.append((_number(m.group(1)), m.group(0), _around(sentence, m)))
        for m in _DURATION.finditer(sentence):
            count, unit = next(
                (m.group(k), m.group(k + 1)) for k in (1, 3, 5, 7) if m.group(k) is not None
            )
            unit = unit.lower().rstrip("s")
            unit = "day" if unit == "night" else unit
            weeks = ureg.Quantity(_number(count), unit).to("week").magnitude
            facts.append(QuantityFact("duration", weeks, m.group(0), _around(sentence, m)))
        for m in _PERCENT.finditer(sentence):
            facts.append(
                QuantityFact("percent", _number(m.group(1)), m.group(0), _around(sentence, m))
            )
        dated = [
            (m, _date_span(m.group(0), today))
            for m in (*_DATE.finditer(sentence), *_RELATIVE_DATE.finditer(sentence))
        ]
        if today is not None:
            dated += [
                (m, _month_meant(m, _around(sentence, m), today))
                for m in _BARE_MONTH.finditer(sentence)
            ]
        if not any(span for _, span in dated):
            for m in _NTH_BIRTHDAY_PAST.finditer(sentence):
                # "I celebrated my 30th birthday", no date said: 30 at the least
                facts.append(
                    QuantityFact(
                        "age", float(m["nth"]), m.group(0), _around(sentence, m), _MOST["age"]
                    )
                )
        for m, span in dated:
            if span is not None:
                first, last = span
                facts.append(
                    QuantityFact(
                        "date",
                        float(first.toordinal()),
                        m.group(0),
                        _around(sentence, m),
                        float(last.toordinal()) if last != first else None,
                    )
                )
    facts.extend(_ranges_said(scenario))
    facts.extend(_not_working(scenario))
    if not any(q.quantity == "hours_rate" for q in facts):  # the hours said, if said
        facts.extend(_full_time_work(scenario))
    facts = [_birth_of(_hedged(q, today)) for q in facts if not _misread_number(q)]
    if today is not None:
        facts = [q for q in facts if not _a_birthday_of_now(q, today)]
    facts.extend(_since_age(since_age, facts))
    facts.extend(_pay_of_hours(facts))
    if today is not None:
        # A date is also a time since: "I had one 3 years ago" is 156 weeks ago; the time
        # since a birth is for thresholds on a birth only ("born in the last 6 months").
        facts.extend(
            replace(_elapsed(q, today), birth=bool(_BIRTH.search(q.clause)))
            for q in tuple(facts)
            if q.quantity == "date"
        )
        # A date something began is also how long it has lasted: "I moved to the UK in
        # March 2025" is a stay of 87 weeks so far.
        facts.extend(
            replace(_elapsed(q, today), quantity="duration")
            for q in tuple(facts)
            if q.quantity == "date"
            and (_BEGAN.search(q.clause) or _GOT.search(q.clause))
            and not _BIRTH.search(q.clause)
        )
        facts.extend(_age_now(then, facts) for then in ages_then if _age_now(then, facts))
        # An age and a date of birth are one another: "I'm 80", "I was born in 1950".
        facts.extend(_born(q, today) for q in tuple(facts) if q.quantity == "age")
        facts.extend(
            _age(q, today)
            for q in tuple(facts)
            if q.quantity == "date" and not q.birth and _BIRTH.search(q.clause)
        )
    return tuple(facts)


# "I retired last year at 65", "I left school 3 years ago at the age of 16": an age at the
# time the sentence dates (of the user: "my son ... at 5" is not read so).
_AT_AGE_THEN = re.compile(
    r"\b(?:I|I['’]ve|I\s+have|I\s+had)\b[^.;]*?\bat\s+(?:the\s+age\s+of\s+|age\s+)?(?P<age>\d{1,3})"
    r"(?=\s*(?:[.,;!]|$|\s+(?:and|but|so|because|when|after)\b|\s+years?\s+old\b))",
    re.I,
)
_SAID_OF_A_PAST_TIME = re.compile(
    r"\b(?:ago|last\s+(?:year|month|week|spring|summer|autumn|fall|winter)|in\s+(?:19|20)\d\d)\b",
    re.I,
)


def _age_now(then: QuantityFact, facts: list[QuantityFact]) -> QuantityFact | None:
    """The age now of one who was ``then`` old at the time its sentence dates: 65 "last
    year" is 65 to 67 now. None when the sentence gives no time since."""
    since = [q for q in facts if q.quantity == "elapsed" and q.clause in then.clause]
    if not since:
        return None
    low = min(q.value for q in since) / WEEKS_A_YEAR
    high = max(q.upper if q.upper is not None else q.value for q in since) / WEEKS_A_YEAR
    return QuantityFact("age", then.value + low, then.evidence, then.clause, then.value + high + 1)


# What hours are spent at: "I work 8 hours a week" says nothing of "you care for someone
# for at least 35 hours a week", nor "I look after my mum 40 hours a week" of work.
_ACTIVITIES = {
    "work": re.compile(r"\b(?:work(?:s|ed|ing)?|jobs?|employ\w*|shifts?|paid)\b", re.I),
    "care": re.compile(r"\b(?:car(?:e|es|ed|ing)|carers?|look(?:s|ed|ing)?\s+after)\b", re.I),
    "study": re.compile(
        r"\b(?:stud(?:y|ies|ying|ied)|courses?|class(?:es)?|lessons?|training|education)\b", re.I
    ),
    "volunteer": re.compile(r"\bvolunt\w*", re.I),
}


def _activities(text: str) -> frozenset[str]:
    return frozenset(k for k, pattern in _ACTIVITIES.items() if pattern.search(text))


def _hours_of_another_activity(hours: QuantityFact, condition: str) -> bool:
    """Whether hours are said of something else than what the condition counts them of."""
    said, wanted = _activities(hours.clause), _activities(condition)
    return bool(said and wanted and not said & wanted)


def _pay_of_hours(facts: list[QuantityFact]) -> list[QuantityFact]:
    """A week's pay from an hourly wage and the hours worked a week, said of one person:
    "I earn £10 an hour and work 20 hours a week" is £200 a week."""
    out = []
    for who in {party(q.clause) for q in facts if q.quantity == "wage"}:
        wages = [q for q in facts if q.quantity == "wage" and party(q.clause) == who]
        # (not "I care for my mum 35 hours a week": hours not paid by the hour)
        hours = [
            q
            for q in facts
            if q.quantity == "hours_rate"
            and party(q.clause) == who
            and _activities(q.clause) <= {"work"}
            and (_WORK.search(q.clause) or q.clause == wages[0].clause)
        ]
        if len(wages) == 1 == len(hours):
            (wage,), (worked,) = wages, hours
            clause = (
                wage.clause if wage.clause == worked.clause else f"{wage.clause} {worked.clause}"
            )
            low = wage.value * worked.value
            high = (wage.upper or wage.value) * (worked.upper or worked.value)
            evidence = f"{wage.evidence}, {worked.evidence}"
            out.append(
                QuantityFact("money_rate", low, evidence, clause, high if high != low else None)
            )
    return out


# A number with a minus sign, which the readers above read without it: "I am -10 years
# old" is not 10 ("16-18" and "16 -18" are ranges, not signs).
_NEGATIVE = re.compile(r"(?<![\w.,-])(?<!\d )-\d[\d,.]*")


def _misread_number(q: QuantityFact) -> bool:
    """Whether ``q`` was read from a negative number without its sign: no age, sum or
    time is below zero, so the fact is dropped (its condition stays open and is asked)
    rather than read as the positive number."""
    at = q.clause.find(q.evidence)
    return at >= 0 and any(
        m.start() < at + len(q.evidence) and at < m.end() for m in _NEGATIVE.finditer(q.clause)
    )


# Words before a number that put the amount below it ("I'm nearly 16", "for almost 3
# years"), or say an age yet to come ("I'll be 65 in March", "I'm turning 65").
_BELOW = re.compile(r"\b(?:nearly|almost|not quite)\s+(?:[£$€]\s?)?$", re.I)
_TO_COME = re.compile(
    r"\b(?:will be|['’]ll be|going to be|turning|turn)\s+(?:nearly\s+|almost\s+)?$", re.I
)
# "I'm 18 next week", "I turn 65 in March": an age said for a day to come within a year,
# so not reached today ("next year", "in 2 years": that many years further off).
_SOON = re.compile(
    r"\s*(?:(?:next\s+(?:week|month)|tomorrow|soon|later\s+(?:this|in\s+the)\s+(?:week|month|year)"
    r"|this\s+coming\s+(?:week|month|year)|(?:on|at)\s+my\s+next\s+birthday"
    rf"|in\s+{_COUNT}\s+(?:days?|weeks?|months?)"
    r"|(?:in|on|this|next|by)\s+(?:the\s+\d{1,2}(?:st|nd|rd|th)?\s+of\s+|\d{1,2}(?:st|nd|rd|th)?\s+)?"
    rf"(?P<month>{'|'.join(_MONTHS)})(?!\s*,?\s*\d))"
    # "this year": it may have come already (as "in November" may in November)
    r"|(?P<now>this\s+(?:week|month|year))"
    rf"|(?P<years>next\s+year|in\s+{_COUNT}\s+years?))\b",
    re.I,
)
_NOT_YET = re.compile(r"\bnot\s+(?:yet\s+)?$", re.I)
_PAST_AGE = re.compile(r"\b(?:turned|was|were)\s+$", re.I)
_FIRST_NUMBER = re.compile(rf"\d|\b(?:{_SPELLED_AGE})\b", re.I)


def _years_said(text: str) -> float:
    """The count of "in 2 years", "in a couple of years"."""
    count = re.search(_COUNT, text[2:], re.I)
    return _number(count.group(1)) if count else 1.0


def _hedged(q: QuantityFact, today: _dt.date | None = None) -> QuantityFact:
    """``q`` as the words around its number bound it: "nearly 16" is an age of 15 (ages
    are counted in whole years) and any other amount below the figure; "I'll be 65 in
    March" is an age of 64 now, "I'll be 65 next year" 63 or 64, and "I'm turning 65"
    64 or 65 (it may be today)."""
    number = _FIRST_NUMBER.search(q.evidence)
    if number is None or q.quantity == "date":
        return q
    at = q.clause.find(q.evidence)
    before = (q.clause[:at] if at >= 0 else "") + q.evidence[: number.start()]
    after = q.clause[at + len(q.evidence) :] if at >= 0 else ""
    if q.quantity == "age" and q.upper is None and not _PAST_AGE.search(before):
        if (soon := _SOON.match(after)) is not None:
            month = soon["month"] and _MONTHS.index(soon["month"].lower()) + 1
            if soon["now"] or (today is not None and month == today.month):
                return replace(q, value=q.value - 1, upper=q.value)
            if soon["years"] is None:
                return replace(q, value=q.value - 1)
            ahead = 1 if soon["years"].lower().startswith("next") else _years_said(soon["years"])
            return replace(q, value=max(0.0, q.value - ahead - 1), upper=q.value - ahead)
        if _TO_COME.search(before):
            return replace(q, value=q.value - 1, upper=q.value)
    if q.quantity == "age" and q.upper is None and _NOT_YET.search(before):
        # "I'm not yet 21": any age below it, not the one before it as "nearly 21" is
        return replace(q, value=0.0, upper=q.value - 1)
    if not _BELOW.search(before):
        return q
    if q.quantity == "age" and q.upper is None:
        return replace(q, value=q.value - 1)
    return replace(q, value=0.0, upper=q.value * (1 - 1e-9))


_BIRTH = re.compile(r"\b(?:born|birth|birthday)\b", re.I)
# An "18th birthday" had, at no date said: "I just celebrated my 30th birthday".
_NTH_BIRTHDAY_PAST = re.compile(
    r"\b(?:celebrated|had|passed|reached)\s+(?:my|his|her|their)\s+"
    r"(?P<nth>\d{1,3})(?:st|nd|rd|th)\s+birthday\b",
    re.I,
)
_NTH_BIRTHDAY = re.compile(r"\b(\d{1,3})(?:st|nd|rd|th)\s+birthday\b", re.I)


def _birth_of(q: QuantityFact) -> QuantityFact:
    """The date of an "18th birthday" less those years: the birth, as a birthday's date is
    read ("My 18th birthday was last week" was a birth last week, an age of 0)."""
    nth = _NTH_BIRTHDAY.search(q.clause) if q.quantity == "date" else None
    if nth is None:
        return q
    years = int(nth.group(1))

    def back(day: float) -> float:
        return float(_years_before(_dt.date.fromordinal(int(day)), years).toordinal())

    return replace(q, value=back(q.value), upper=back(q.upper) if q.upper is not None else None)


_BIRTH_ITSELF = re.compile(r"\b(?:born|birth)\b", re.I)


def _a_birthday_of_now(q: QuantityFact, today: _dt.date) -> bool:
    """Whether ``q`` dates a birthday of this year or so, not the birth: "My birthday is on
    3 May 2026" says no year of birth (it was an age of 0). A birthday dated more than a
    year from today is read as the birth ("My birthday is 3 May 1990"), an "18th
    birthday" by its count (:func:`_birth_of`)."""
    return (
        q.quantity == "date"
        and re.search(r"\bbirthdays?\b", q.clause, re.I) is not None
        and not _NTH_BIRTHDAY.search(q.clause)
        and not _BIRTH_ITSELF.search(q.clause)
        and abs((q.upper if q.upper is not None else q.value) - today.toordinal()) <= 366
    )


def _of_birth(q: QuantityFact) -> bool:
    """Whether an amount is a date of birth: said as one, or worked out from an age."""
    return q.birth or (q.quantity == "date" and bool(_BIRTH.search(q.clause)))


_BEGAN = re.compile(
    r"\b(?:since|moved|arrived|came|started|began|begun|joined|settled|been living|lived"
    # a state that began then: "we separated 6 months ago" have been apart 26 weeks
    r"|separated|divorced|married|retired|stopped|became)\b",
    re.I,
)
# A status had since a date: "I got indefinite leave to remain in 2019" has had it 7 years.
# Its clause must name what the threshold times (see amounts_for): "I got a job in 2019".
_GOT = re.compile(r"\b(?:got|granted|obtained|gained|acquired)\b", re.I)
_GOT_STEMS = content_stems("got granted obtained gained acquired")


def _born(age: QuantityFact, today: _dt.date) -> QuantityFact:
    """The days someone of ``age`` (in whole years, or a range of them) may have been born on."""
    youngest = int(age.value)
    oldest = int(age.upper) if age.upper is not None else youngest
    last = _years_before(today, youngest)
    first = _years_before(today, oldest + 1) + _dt.timedelta(days=1)
    return QuantityFact(
        "date",
        float(first.toordinal()),
        age.evidence,
        age.clause,
        float(last.toordinal()),
        birth=True,
    )


def _age(born: QuantityFact, today: _dt.date) -> QuantityFact:
    """The age, in whole years, of someone born on a date of the scenario."""

    def age_on(day: _dt.date) -> int:
        return today.year - day.year - ((today.month, today.day) < (day.month, day.day))

    first = _dt.date.fromordinal(int(born.value))
    last = _dt.date.fromordinal(int(born.upper if born.upper is not None else born.value))
    oldest, youngest = age_on(first), age_on(last)
    return QuantityFact(
        "age",
        float(youngest),
        born.evidence,
        born.clause,
        float(oldest) if oldest != youngest else None,
    )


def _years_before(day: _dt.date, years: int) -> _dt.date:
    try:
        return day.replace(year=day.year - years)
    except ValueError:  # 29 February
        return day.replace(year=day.year - years, day=28)


def _date_span(text: str, today: _dt.date | None) -> tuple[_dt.date, _dt.date] | None:
    """The first and last day a date of the scenario may be: a day, a month or a year.

    "in 2017" is any day of 2017, "June 2017" any day of June 2017.
    """
    if (span := _span_in_other_words(text.strip())) is not None:
        return span
    if today is not None and (last := re.fullmatch(r"last\s+(\w+)", text.strip(), re.I)):
        name = last.group(1).lower()
        if name in _SEASONS or name in _MONTHS:
            months = _SEASONS[name] if name in _SEASONS else (_MONTHS.index(name) + 1,) * 2
            return _last_months(*months, today)
    if today is not None and (near := _NEAR_PERIOD.fullmatch(text.strip())) is not None:
        return _near_period(near["which"].lower(), near["unit"].lower(), today)
    when = _parse_date(text, today)
    if when is None:
        return None
    if re.fullmatch(r"(?:in|since|from|of)\s+(?:19|20)\d\d", text.strip(), re.I):
        return _dt.date(when.year, 1, 1), _dt.date(when.year, 12, 31)
    if _MONTH_YEAR.fullmatch(text.strip()):  # "June 2017"
        following = _dt.date(when.year + (when.month == 12), when.month % 12 + 1, 1)
        return when.replace(day=1), following - _dt.timedelta(days=1)
    return when, when


# "last year" is any day of the year before this one, not this day a year ago.
_NEAR_PERIOD = re.compile(r"(?P<which>last|next)\s+(?P<unit>week|month|year)", re.I)


def _near_period(which: str, unit: str, today: _dt.date) -> tuple[_dt.date, _dt.date]:
    """The days of the calendar week, month or year before or after today's.

    >>> _near_period("last", "year", _dt.date(2026, 11, 30))
    (datetime.date(2025, 1, 1), datetime.date(2025, 12, 31))
    >>> _near_period("last", "month", _dt.date(2026, 1, 15))
    (datetime.date(2025, 12, 1), datetime.date(2025, 12, 31))
    >>> _near_period("next", "week", _dt.date(2026, 11, 30))
    (datetime.date(2026, 12, 7), datetime.date(2026, 12, 13))
    """
    step = -1 if which == "last" else 1
    if unit == "year":
        return _dt.date(today.year + step, 1, 1), _dt.date(today.year + step, 12, 31)
    if unit == "month":
        month = today.year * 12 + today.month - 1 + step
        return _months_span(month // 12, month % 12 + 1, month % 12 + 1)
    monday = today - _dt.timedelta(days=today.weekday()) + _dt.timedelta(weeks=step)
    return monday, monday + _dt.timedelta(days=6)


def _months_span(year: int, first: int, last: int) -> tuple[_dt.date, _dt.date]:
    """The days of months ``first`` to ``last`` of ``year`` (13, 14: of the next year)."""
    start = _dt.date(year + (first - 1) // 12, (first - 1) % 12 + 1, 1)
    end = _dt.date(year + last // 12, last % 12 + 1, 1) - _dt.timedelta(days=1)
    return start, end


def _span_in_other_words(text: str) -> tuple[_dt.date, _dt.date] | None:
    """The days of "late 1953" (September to December), "the summer of 1953", "the 1950s",
    and of a date in figures, either way round where both are dates ("03/05/1950": 3
    May or 5 March).

    >>> _span_in_other_words("late 1953")
    (datetime.date(1953, 9, 1), datetime.date(1953, 12, 31))
    >>> _span_in_other_words("03/05/1950")
    (datetime.date(1950, 3, 5), datetime.date(1950, 5, 3))
    """
    if (part := _PART_OF_YEAR.fullmatch(text)) is not None:
        name = part["part"].lower()
        return _months_span(int(part["year"]), *(_THIRDS.get(name) or _SEASONS[name]))
    if (decade := _DECADE_OF_YEARS.fullmatch(text)) is not None:
        first = int(decade["decade"])
        return _dt.date(first, 1, 1), _dt.date(first + 9, 12, 31)
    if (figures := _DATE_IN_FIGURES.fullmatch(text)) is None:
        return None
    if figures["iso"]:
        orders = [(int(figures["iso"]), int(figures["month"]), int(figures["day"]))]
    else:
        a, b, year = int(figures["a"]), int(figures["b"]), int(figures["year"])
        orders = [(year, b, a), (year, a, b)]  # day first, as in the UK, or month first
    days = []
    for year, month, day in orders:
        try:
            days.append(_dt.date(year, month, day))
        except ValueError:
            continue
    return (min(days), max(days)) if days else None


def _last_months(first: int, last: int, today: _dt.date) -> tuple[_dt.date, _dt.date]:
    """The days of the latest run of months ``first`` to ``last`` (13, 14: January and
    February of the next year) that ended before today's month: "last spring".

    >>> _last_months(3, 5, _dt.date(2026, 11, 30))
    (datetime.date(2026, 3, 1), datetime.date(2026, 5, 31))
    >>> _last_months(12, 14, _dt.date(2026, 1, 15))
    (datetime.date(2024, 12, 1), datetime.date(2025, 2, 28))
    """
    year = today.year
    while _dt.date(year + (last - 1) // 12, (last - 1) % 12 + 1, 1) >= today.replace(day=1):
        year -= 1
    return _months_span(year, first, last)


def _weeks_since(ordinal: float, today: _dt.date) -> float:
    """The weeks from a day to ``today``, its whole calendar months counted as a twelfth of
    a year each: "2 years ago" is 2 years, as a rule's "2 years" is (730 days are not).

    >>> round(_weeks_since(_dt.date(2024, 11, 30).toordinal(), _dt.date(2026, 11, 30)) / 52.18, 3)
    2.0
    """
    day = _dt.date.fromordinal(int(ordinal))
    if day >= today:
        return round((today.toordinal() - ordinal) / 7, 2)
    months = (today.year - day.year) * 12 + today.month - day.month
    while months > 0:
        year, month = divmod(day.month - 1 + months, 12)
        last = calendar.monthrange(day.year + year, month + 1)[1]
        passed = day.replace(year=day.year + year, month=month + 1, day=min(day.day, last))
        if passed <= today:
            break
        months -= 1
    else:
        passed = day
    return months * WEEKS_A_YEAR / 12 + (today - passed).days / 7


def _elapsed(date: QuantityFact, today: _dt.date) -> QuantityFact:
    """The weeks from a date of the scenario to ``today``."""
    latest = date.upper if date.upper is not None else date.value
    return QuantityFact(
        "elapsed",
        _weeks_since(latest, today),
        date.evidence,
        date.clause,
        _weeks_since(date.value, today) if date.upper is not None else None,
    )


_RELATIVES = (
    r"child|children|son|daughter|baby|kids?|partner|husband|wife|spouse|parents?|mother"
    r"|father|mum|dad"
)
_RELATIVE_STEMS = content_stems(_RELATIVES.replace("|", " ").replace("?", ""))
# The words that name a relative, a "civil partner" too: naming them says nothing of them.
_KIN_STEMS = _RELATIVE_STEMS | content_stems("civil")
_PARTY = re.compile(
    rf"\b(?:my|your|their|his|her|the|our)\s+(?:[\w-]+\s+)?({_RELATIVES})\b"
    # "you have a child under 3", "I have a 3 year old son"
    r"|\ban?\s+(?:[\w-]+\s+){0,3}?(child|son|daughter|baby)\b"
    # "I'm a lone parent with a 3 year old": someone else's age, a child's
    r"|\b(?:with|have|has|had)\s+an?\s+\d+[- ](?:years?|months?)[- ]old\b(?!\s+[a-z])"
    # "I have 2 kids aged 3 and 5", "We have twins aged 2": theirs
    rf"|\b(?:\d+|{_SPELLED_AGE})\s+(?:[\w-]+\s+)?(children|kids|sons|daughters|babies)\b"
    r"|\b(twins|triplets|grandchild(?:ren)?|grand(?:son|daughter)s?)\b"
    # "anyone else aged 18 or over lives with you": someone who is not the user
    r"|\b((?:some|any|every|no)(?:one|body)|no one)(?=\s+(?:else\b|aged?\b|over\b|under\b))",
    re.I,
)
_PARTY_OF = {"children": "child", "son": "child", "daughter": "child", "baby": "child",
             "kid": "child", "kids": "child", "mum": "parent", "dad": "parent",
             "husband": "partner", "wife": "partner", "spouse": "partner", "parents": "parent",
             "mother": "parent", "father": "parent", "sons": "child", "daughters": "child",
             "babies": "child", "twins": "child", "triplets": "child"}  # fmt: skip
_PARTY_OF |= dict.fromkeys(
    ("someone", "somebody", "anyone", "anybody", "everyone", "everybody", "no one", "noone",
     "nobody"),
    "another person",
)  # fmt: skip
# a grandchild is someone's child, not the user's: whose age "my grandson is 5" is
_PARTY_OF |= dict.fromkeys(
    ("grandchild", "grandchildren", "grandson", "grandsons", "granddaughter", "granddaughters"),
    "grandchild",
)


# Someone after "for", "after" or "with" is whom the user acts for, not whom an amount is
# about; after "before", "since" or "until" they date the amount ("26 weeks before your
# baby's due" are weeks of yours).
_NOT_THE_PARTY = re.compile(r"\b(?:for|after|with|before|since|until)\s+$", re.I)
# "responsible for a child under 16": the threshold that follows the noun is its age (so
# is a bare one: "care for a child 13 or younger", "a child 12 years old").
_AGED = re.compile(
    r"\s+(?:under|over|aged?|younger|older|of \d|who is"
    r"|\d+\s+(?:or\s+(?:under|younger|over|older)|years?\b))\b",
    re.I,
)
_YOU_OR = re.compile(r"\byou\s+(?:or|and)\s+$", re.I)


# The relative a conclusion speaks of: "Your child can get free prescriptions if ...".
_SUBJECT_RELATIVE = re.compile(rf"^\W*(your\s+(?:[\w-]+\s+)?(?:{_RELATIVES}))\b(?!['’]s)", re.I)
# The relative a grant to "you" is for: "(You can get Free Childcare) for your child", "(You
# can claim Child Tax Credit) for each child you're responsible for".
_GRANTED_FOR_RELATIVE = re.compile(
    rf"\bfor\s+(?:your|a|an|each|every|any)\s+(?:[\w-]+\s+)?({_RELATIVES})\b", re.I
)
# A condition said of "they": "they're under 16", "they have lived here for 3 years".
_SAID_OF_THEY = re.compile(
    r"^(?:they|he|she)(?P<verb>['’]re\b|['’]s\b|\s+are\b|\s+is\b|\s+have\b|\s+has\b)?", re.I
)


# Children as the kind a rule is about ("Children under 16 can get free prescriptions"),
# and the user's child as whom a question asks about ("Can my son get ...?").
_CHILDREN = re.compile(r"^\W*(?:children|kids|babies)\b", re.I)
_MY_CHILD = re.compile(r"\bmy\s+(?:[\w-]+\s+)?(?:child|son|daughter|kid|baby|boy|girl)\b", re.I)
# A threshold with no subject of its own: "under 16" of "Children under 16".
_BARE_THRESHOLD = re.compile(r"^(?:under|over|aged|between|younger|older|\d)", re.I)


def said_of_the_subject(leaf: Comparison, conclusion: str, question: str = "") -> Comparison:
    """A threshold said of "they" where the conclusion is said of a relative, said of
    that relative ("they're under 16" of "Your child can get free prescriptions": "your
    child is under 16"), so that what the scenario says of them is read for it; and one
    on children as a kind, where the question asks about the user's child ("under 16" of
    "Children under 16 can get free prescriptions", asked "Can my son get them?").

    >>> from ruleparse.types import Provenance, Span
    >>> leaf = Comparison("they're under 16", Provenance(Span(0, 16)), "age", "<", 16.0, "year")
    >>> said_of_the_subject(leaf, "Your child can get free prescriptions").text
    'your child is under 16'
    """
    who = _SUBJECT_RELATIVE.match(conclusion)
    whom = who[1].lower() if who is not None else ""
    granted_for = _GRANTED_FOR_RELATIVE.search(conclusion)
    if not whom and granted_for is not None and _SAID_OF_THEY.match(leaf.text):
        # "You can get Free Childcare for your child if they are 3 or 4 years old": "they"
        # is not "you", so it is the one the grant is for (the child's age had been asked)
        whom = f"your {granted_for[1].lower()}"
    if not whom and _CHILDREN.match(conclusion) and _MY_CHILD.search(question):
        whom = "your child"
    they = _SAID_OF_THEY.match(leaf.text)
    if not whom or (they is None and not (who is None and _BARE_THRESHOLD.match(leaf.text))):
        return leaf
    verb = (they["verb"] or "").strip(" '’").lower() if they is not None else ""
    said = {"re": "is", "s": "is", "are": "is", "is": "is", "have": "has", "has": "has"}
    rest = leaf.text[they.end() :] if they is not None else leaf.text
    return replace(leaf, text=" ".join(filter(None, (whom, said.get(verb, "is"), rest.strip()))))


def children_asked_of(question: str, leaves) -> tuple:
    """The conditions that name children as the kind a rule is about ("Children" of
    "Children under 16 can get free prescriptions"), which a question about the user's
    child meets ("Can my son get free prescriptions?")."""
    if not _MY_CHILD.search(question):
        return ()
    return tuple(
        leaf
        for leaf in leaves
        if not isinstance(leaf, Comparison) and _CHILDREN.fullmatch(leaf.text.strip())
    )


def party(text: str) -> str:
    """Whom an amount or a threshold is about: "" for the user, else "child", "partner" or "parent".

    >>> party("My daughter is 3 years old"), party("your spouse died after 6 April 2016"), party("I'm 30")
    ('child', 'partner', '')
    >>> party("you have a child under 3"), party("you're a parent under 25")
    ('child', '')
    >>> party("I care for my dad 20 hours a week"), party("you or your partner are 60 or over")
    ('', '')
    >>> party("you're responsible for a child under 16"), party("I have a 10 year old daughter")
    ('child', 'child')
    >>> party("I'm a lone parent with a 3 year old"), party("I am a 30 year old man")
    ('child', '')
    >>> party("Our son is 4"), party("I have 2 kids aged 3"), party("We have twins aged 2")
    ('child', 'child', 'child')
    """
    for m in _PARTY.finditer(text):
        if _NOT_THE_PARTY.search(text, 0, m.start()) and not _AGED.match(text, m.end()):
            continue  # "I care for my dad 20 hours a week": the hours are mine
        if _YOU_OR.search(text, 0, m.start()):
            return ""  # "you or your partner": the user is named first
        word = next((g for g in m.groups() if g), "child").lower()
        return _PARTY_OF.get(word, word)
    return ""


# A condition that starts with its verb, its subject left in the lead-in: "is entitled
# to Carer's Allowance" after "your partner is incapacitated, ...".
_NO_SUBJECT = re.compile(
    r"^(?:be|been|is|are|was|were|has|have|had|gets?|receives?|does|do|can|lives?|works?|needs?"
    r"|isn['’]t|aren['’]t|hasn['’]t|haven['’]t|doesn['’]t)\b",
    re.I,
)
# A relative as the subject: "your partner is entitled to ...", not "you are the child of".
_RELATIVE_SUBJECT = re.compile(
    rf"^(?:your|their|his|her)\s+(?:\w+\s+)?({_RELATIVES})\b(?![’']s)(?!\s+(?:and|or)\s+you\b)",
    re.I,
)


def _with_subject(leaf: Leaf, text: str) -> str:
    """``text`` (the condition's, or a view of it) with the subject its lead-in gives it when
    it opens on its verb: "be aged 3 or 4" after "Your child must"."""
    if leaf.lead_in and _NO_SUBJECT.match(leaf.text):
        return f"{leaf.lead_in} {leaf.text}"
    return text


def relative_subject(leaf: Leaf) -> str:
    """The relative a condition is said of ("partner", "child" or "parent"), its subject
    carried from the lead-in when it has none of its own: "is entitled to Carer's
    Allowance" after "your partner" is the partner's; "" when the subject is no relative."""
    said = _RELATIVE_SUBJECT.match(_with_subject(leaf, leaf.text).strip())
    if said is None:
        return ""
    word = said.group(1).lower()
    return _PARTY_OF.get(word, word)


# A threshold on a change: "your income goes down by more than £2,500".
_CHANGE_BY = re.compile(
    r"\b(?:up|down|increase[sd]?|decrease[sd]?|rises?|rose|risen|falls?|fell|fallen|drops?"
    r"|dropped|reduced?|cut)\s+by\b",
    re.I,
)
_BY = re.compile(
    r"\bby\s+(?:about\s+|around\s+|roughly\s+|over\s+|more\s+than\s+|less\s+than\s+|nearly\s+"
    r"|almost\s+|just\s+|only\s+)?$",
    re.I,
)


_DOWN = re.compile(r"\b(?:down|decrease\w*|fall\w*|fell|drop\w*|reduc\w*|cut\w*|lower\w*)\b", re.I)
_UP = re.compile(r"\b(?:up|increase\w*|rise\w*|rose|risen|higher|raised?)\b", re.I)


def _as_change(amount: QuantityFact, down: bool) -> QuantityFact | None:
    """An amount of money as a change the way ``down`` (or up) says: one said "by" ("went
    down by £3,000"), or the difference of "from £25,000 to £20,000"; None for an amount
    that is no such change ("I earn £30,000" is nothing of "goes down by more than
    £2,500", nor "went up by £3,000").

    >>> _as_change(QuantityFact("money", 25000.0, "from £25,000 to £20,000", "", 20000.0), True).value
    5000.0
    """
    if amount.quantity not in ("money", "money_rate", "wage"):
        return amount
    if amount.evidence.lower().startswith("from") and amount.upper is not None:
        if (amount.value > amount.upper) != down:
            return None
        return replace(amount, value=abs(amount.upper - amount.value), upper=None)
    start = amount.clause.find(amount.evidence.strip())
    if start < 0 or not _BY.search(amount.clause[:start]):
        return None
    return None if (_UP if down else _DOWN).search(amount.clause[:start]) else amount


def amounts_for(
    comparisons: tuple[Leaf, ...],
    amounts: tuple[QuantityFact, ...],
    then: tuple[QuantityFact, ...] = (),
) -> tuple[tuple[Leaf, QuantityFact], ...]:
    """Each threshold with the amount stated of it, if any.

    An amount is of the same kind and said of the same person ("I'm 30" is not
    "your child is under 5"); of several, the one said in the words closest to
    the threshold's ("I was born in 1950. My husband died in 2017."). An age at a
    past time ("you were under 45 when ...") is read from the ages the scenario
    says were had ``then`` (:func:`past_ages`) or works out (:func:`_ages_at_the_time`).
    """
    out = []
    every_amount = amounts
    for leaf in comparisons:
        # ("Your child must be aged 3 or 4, and ...": the child's age, said in the lead-in)
        amounts, who = every_amount, party(_with_subject(leaf, leaf_text(leaf)))
        if (leaf.quantity == "age" or _bare_age(leaf)) and _PAST_STATE.search(
            before_the_time(leaf_text(leaf))
        ):
            # "you were under 45 when your husband ... died": the age then, not now, of
            # whom the age is said (the event's "your husband" is not)
            who = party(before_the_time(leaf_text(leaf)))
            time = _THE_TIME.search(leaf_text(leaf))
            amounts = (
                *(q for q in amounts if q.quantity != "age"),
                *_ages_at_the_time(who, time["event"] if time else "", amounts, then),
            )
        named = _PERIOD_BEFORE.search(leaf_text(leaf))  # "your annual turnover is ..."
        # an age read for "over 19" is compared as the count the grammar made of it
        ages = (
            tuple(replace(q, quantity="count") for q in amounts if q.quantity == "age")
            if _bare_age(leaf)
            else ()
        )
        kind = [
            q
            for q in (
                *amounts,
                *ages,
                *(_some_period(q) for q in amounts if leaf.quantity == "money_rate"),
                *(
                    _over_the_period_named(q, named) if named else _over_some_period(q)
                    for q in amounts
                    if leaf.quantity == "money" and _EARNINGS.search(leaf_text(leaf))
                ),
            )
            if q is not None
            and q.quantity == leaf.quantity
            # a birth is for thresholds on a birth only: "I was born in 1950" says nothing
            # of "you were claiming State Pension before 4 April 2005"
            and (not _of_birth(q) or _BIRTH.search(leaf_text(leaf)))
            # "I used to earn £300 a week" says nothing of what one earns now
            and not (q.quantity in _NOW and said_of_another_time(q.clause, leaf_text(leaf)))
            # "I got a job in 2019" is no time had "indefinite leave to remain"
            and not (q.quantity == "duration" and _got_another_thing(q, leaf_text(leaf)))
            # "I owe £20,000", "My rent is £200 a week": not what one has or earns
            and not _money_going_out(q, leaf_text(leaf))
            # "I pay 60% of the rent" is no "disability rating of at least 50%"
            and (q.quantity != "percent" or _shares_a_telling_word(q.clause, leaf_text(leaf)))
            # "I don't work" is no hours of work, not of care: "35 hours a week caring"
            and not (_NOT_WORKING.fullmatch(q.evidence) and not _WORK.search(leaf_text(leaf)))
            and not (q.quantity == "hours_rate" and _hours_of_another_activity(q, leaf_text(leaf)))
            # "I sold it after 5 years" is a time from buying: of "you sell it within 2
            # years" only, said of the same thing
            and not (
                _AFTER_A_TIME.fullmatch(q.evidence)
                and not (
                    _WITHIN.search(leaf_text(leaf))
                    and content_stems(q.clause) & content_stems(leaf_text(leaf)) - _TIME_WORDS
                )
            )
        ]
        if (change := _CHANGE_BY.search(leaf_text(leaf))) is not None:
            # "your income goes down by more than £2,500": what it changed by, not what it is
            down = bool(_DOWN.search(change.group(0)))
            kind = [c for q in kind if (c := _as_change(q, down)) is not None]
        if (other := _or_party(leaf_text(leaf))) is not None:
            if (either := _either_amount(leaf, kind, other)) is not None:
                out.append((leaf, either))
            continue
        if leaf.quantity == "age" and (other := _and_party(leaf_text(leaf))) is not None:
            # "both you and your partner are over 60": each of them, the younger for "over"
            if (both := _either_amount(leaf, kind, other, both=True)) is not None:
                out.append((leaf, both))
            continue
        event = _SINCE_EVENT.search(leaf_text(leaf)) if leaf.quantity == "elapsed" else None
        said = [
            q
            for q in kind
            if party(q.clause) == who
            # "I'm 25" is no age of "a business that's less than 3 years old"
            and (leaf.quantity != "age" or _thing_aged(q.clause) == _thing_aged(leaf_text(leaf)))
            # "within 3 months of the death": the time since it, whoever died
            or (event is not None and re.search(_EVENTS[event.group(1).lower()], q.clause, re.I))
            # where "we" live is where your child lives: "We live 3 miles from the school"
            or (q.quantity == "distance" and _HOUSEHOLD_SAID.search(q.clause) is not None)
        ]
        if leaf.quantity == "distance":
            # "I live 3 miles from the park" says nothing of "1 mile from the bus stop"
            said = [q for q in said if not _distance_to_another_place(q, leaf_text(leaf))]
        if leaf.quantity == "duration" and (places := named_places(leaf_text(leaf))):
            # "I've lived in Scotland for 10 years" is no time in England
            said = [q for q in said if can_coincide(places, named_places(q.clause))]
        if leaf.quantity == "duration" and _OUTSIDE_OF.search(leaf_text(leaf)):
            said = [q for q in said if _time_away(q.clause, leaf_text(leaf))]
        if leaf.quantity == "duration" and _RECENT_WINDOW.search(leaf_text(leaf)):
            # "I lived in England for 5 years until 2010" says nothing of the last 2 years
            dated = {q.evidence for q in amounts if q.quantity == "date"}
            said = [q for q in said if q.evidence in dated or not _ENDED_STAY.search(q.clause)]
        if said and (youngest := _child_meeting(leaf, said)) is not None:
            out.append((leaf, youngest))
            continue
        if said:
            best = max(said, key=lambda q: statement_score(q.clause, leaf_text(leaf)))
            sums = {q.evidence: q for q in said if q.quantity == "money" and q.upper is None}
            if best.evidence in sums and len(sums) > 1:
                # "I have £5k in savings and £8k in an ISA": the savings may be all of it
                total = sum(q.value for q in sums.values())
                best = replace(best, value=max(q.value for q in sums.values()), upper=total)
            if _HOUSEHOLD.search(leaf_text(leaf)) and not _HOUSEHOLD_SAID.search(best.clause):
                # "I earn £300 a week" is only part of "your household income": at least that.
                best = replace(best, upper=UNBOUNDED)
            out.append((leaf, best))
    return _durations_of_what_they_name(tuple(out))


def _time_away(clause: str, condition: str) -> bool:
    """Whether a time said in ``clause`` can be one spent outside the place the condition
    names: "I moved to the UK in 2015" is a time in the UK, none of "more than 450 days
    outside the UK"; "I spent 2 years in Dubai" and "I was abroad for a year" are away.

    >>> _time_away("I moved to the UK in 2015", "you spent more than 450 days outside the UK")
    False
    >>> _time_away("I spent 2 years working in Dubai", "you spent more than 450 days outside the UK")
    True
    """
    if _AWAY.search(clause):
        return True
    named = named_places(clause)
    home = mentioned_places(_OUTSIDE_OF.split(condition, maxsplit=1)[1])
    return not named or not home or not can_coincide(named, home)


def _got_another_thing(duration: QuantityFact, condition: str) -> bool:
    """Whether a time had since something was got is of another thing than the condition
    times: "I got a job in 2019" of "you have had indefinite leave to remain for at least
    12 months" (a stay begun, "I moved here in 2019", is read as before)."""
    if _BEGAN.search(duration.clause) or not _GOT.search(duration.clause):
        return False
    what = content_stems(duration.clause) - content_stems(duration.evidence) - _GOT_STEMS
    return not what & content_stems(condition)


def _durations_of_what_they_name(
    stated: tuple[tuple[Leaf, QuantityFact], ...],
) -> tuple[tuple[Leaf, QuantityFact], ...]:
    """Each time said of one thing, kept for the thresholds on that thing only where
    several thresholds take it: "I moved to the UK in 2015" is a time lived in the UK,
    no time had "indefinite leave to remain for at least 12 months" (it had met both).
    A time whose words name none of them stays with them all."""
    times: dict[tuple[str, str], list[float]] = {}
    for leaf, q in stated:
        if q.quantity == "duration":
            times.setdefault((q.clause, q.evidence), []).append(
                statement_score(q.clause, leaf_text(leaf))
            )
    return tuple(
        (leaf, q)
        for leaf, q in stated
        if q.quantity != "duration"
        or statement_score(q.clause, leaf_text(leaf)) > 0
        or not any(times[(q.clause, q.evidence)])
    )


# A thing whose age is said: "a business that's less than 3 years old", "my van is 12
# years old".
_THING_AGED = re.compile(
    r"\b(business|company|firm|vehicle|car|van|property|house|home|building|boiler)\b"
    r"(?=[^.;]*?\byears?[- ]old\b)",
    re.I,
)


def _thing_aged(text: str) -> str:
    """The thing whose age ``text`` says, or "" (a person's)."""
    found = _THING_AGED.search(text)
    return found.group(1).lower() if found else ""


# Where a distance said in a scenario is from: "3 miles from the park", "2 km away from
# the school", "5 miles to work" (up to the next comma, "and" or the end).
_DISTANCE_TO = re.compile(
    r"^\s*(?:away\s+)?(?:from|of|to)\s+(?P<place>.+?)\s*(?:[,.;!?]|\b(?:and|but)\b|$)", re.I
)


# Where a condition's distance is from: "more than 1 mile from the nearest bus stop".
_CONDITION_DISTANCE_TO = re.compile(
    r"\b(?:miles?|km|kilomet(?:re|er)s?|metres?|meters?|feet|foot|yards?)\s+(?:away\s+)?"
    r"(?:from|of|to)\s+(?P<place>[^,.;]+)",
    re.I,
)


def _distance_to_another_place(distance: QuantityFact, condition: str) -> bool:
    """Whether a distance is said between places the condition does not name: "I live 3
    miles from the park" is no distance "from the nearest bus stop", though both are miles.
    A distance said from nowhere named ("The school is 4 miles away"), or of the place the
    condition's is from ("The school is 4 kilometres from our house" of "more than 2 miles
    from the school"), is of it."""
    at = distance.clause.find(distance.evidence)
    if at < 0:
        return False
    place = _DISTANCE_TO.match(distance.clause[at + len(distance.evidence) :])
    named = content_stems(place["place"]) if place else frozenset()
    if not named or named & content_stems(condition):
        return False
    theirs = _CONDITION_DISTANCE_TO.search(condition)
    return theirs is not None and not content_stems(theirs["place"]) & content_stems(
        distance.clause
    )


# "for the last 2 years", "at least 2 of the past 3 years": a time that runs up to now.
_RECENT_WINDOW = re.compile(
    r"\bthe\s+(?:last|past|previous)\s+(?:\S+\s+)?(?:days?|weeks?|months?|years?)\b", re.I
)
# A stay told in the past tense, which ended: "I lived in England for 5 years until 2010",
# "I was living there for 3 years" (not "I have lived", nor "since").
_ENDED_STAY = re.compile(
    r"^(?!.*\b(?:have|has|since|now|still|currently)\b)(?!.*['’]ve\b)"
    r".*\b(?:i|we)\s+(?:\w+\s+)?(?:lived|worked|stayed|resided|spent|was|were)\b",
    re.I,
)


# What one earns, has or works now, which a time gone by says nothing of.
_NOW = frozenset({"money", "money_rate", "wage", "hours_rate"})
# Money owed or paid out, and the value of a thing: no money one has or earns ("savings of
# more than £16,000", "earn less than £150 a week").
_GOING_OUT = re.compile(
    r"\b(?:owe[ds]?|owing|debts?|arrears|overdra(?:ft|wn)|borrow(?:ed|ing)?|loans?|rent|rents"
    r"|spend(?:s|ing)?|spent|costs?|costing|bills?|fees?|price[ds]?"
    # "I paid £20,000 for my car", "we're paying £200 a week" (not "I get paid", "my pay")
    r"|(?:i|we|he|she|they)\s+(?:pay|pays|paid)|(?:am|are|is|['’]m|['’]re)\s+paying)\b",
    re.I,
)
_WORTH = re.compile(r"\b(?:worth|valued?)\b", re.I)
_PERIOD_STEMS = content_stems("hour day week fortnight month quarter year annum")


def _money_going_out(amount: QuantityFact, condition: str) -> bool:
    """Whether an amount is money owed or paid out ("I owe £20,000", "My rent is £200 a
    week"), or the value of a thing the condition does not name ("My car is worth
    £20,000"; "My savings are worth £20,000" are savings), where the condition speaks of
    none of that."""
    if amount.quantity not in ("money", "money_rate", "wage"):
        return False
    if _GOING_OUT.search(amount.clause):
        return not _GOING_OUT.search(condition)
    return (
        _WORTH.search(amount.clause) is not None
        and not _WORTH.search(condition)
        and not _shares_a_telling_word(amount.clause, condition)
    )


def _shares_a_telling_word(clause: str, condition: str) -> bool:
    """Whether an amount's clause names what the condition's amount is of: a word they
    share that is not common, a number, a period or the unit ("percent")."""
    shared = content_stems(condition) & content_stems(clause) - _PERIOD_STEMS
    return any(
        word_weight(w) >= GENERIC_WEIGHT and not w.isdigit() and w != "percent" for w in shared
    )


# "Apprentices over 19", "you were over 45 when ...", "you were 45 or over when ...": a bare
# number said of people is their age (the threshold grammar reads it as a count of nothing).
_BARE_AGE = re.compile(
    r"^(?:(?:you|they|he|she)\s*(?:['’]re|are|were|was|is)\s+)?(?:(?:over|under|above|below|aged)"
    r"\s+(\d{2,3})\b|(\d{2,3})\s+or\s+(?:over|under|older|younger)\b)"
    # "you were at least 60 when your spouse died": said of a person, not of anything counted
    r"|^(?:you|they|he|she)\s*(?:['’]re|are|were|was|is)\s+at\s+(?:least|most)\s+(\d{2,3})\b",
    re.I,
)


def _bare_age(leaf: Leaf) -> bool:
    """Whether a threshold on a count of nothing named is an age: "over 19"."""
    said = _BARE_AGE.match(leaf.text)
    return (
        isinstance(leaf, Comparison)
        and leaf.quantity == "count"
        and not leaf.unit
        and said is not None
        and 10 <= read_number(next(g for g in said.groups() if g)) <= 120
    )


# "apply within 3 months of the death": a time since an event, said in other words.
_EVENTS = {"death": r"\b(?:died|death|passed away)\b", "birth": r"\b(?:born|birth)\b"}
_SINCE_EVENT = re.compile(
    rf"\bof\s+(?:the|your|their|his|her)\s+(?:[\w'’]+\s+)?({'|'.join(_EVENTS)})\b", re.I
)

# "I was 40 when she died", "My husband was 58 at the time": an age at a past time, not
# now (an amount of something else follows its number: "I was 2 years old" is an age too).
_AGE_THEN = re.compile(
    r"\b(?P<who>I|my\s+(?:husband|wife|partner|spouse|civil\s+partner))\s+was\s+"
    r"(?:aged\s+|only\s+|just\s+)?(?P<age>\d{1,3})\b"
    r"(?!\s*(?:%|percent|years?\s+(?:ago|before|earlier|into)|months?|weeks?|days?|hours?|"
    r"minutes?|miles?|pounds?|kg|times?|[-–]))",
    re.I,
)


def past_ages(scenario: str) -> tuple[QuantityFact, ...]:
    """The ages the scenario says someone was at a past time, each with the part of its
    sentence that may say when ("my wife died when I was 40"); the evidence names whom.

    >>> [(q.evidence, q.value, q.clause) for q in past_ages("My wife died when I was 40.")]
    [('I was 40', 40.0, 'My wife died when I was 40.')]
    """
    return tuple(
        QuantityFact("age", float(m["age"]), m.group(0), _around(sentence, m))
        for sentence in split_sentences(scenario)
        for m in _AGE_THEN.finditer(sentence)
    )


# "you were under 45 when your husband, wife or civil partner died", "You must have been
# under 60": an age at a past time (the clause saying when names the event that dates it).
_PAST_STATE = re.compile(r"\b(?:were|was|(?:have|has|had)\s+been)\s+[^,;]*?\d", re.I)
_THE_TIME = re.compile(r",?\s+(?:when|at\s+the\s+time(?:\s+of)?)\s+(?P<event>.*)$", re.I | re.S)


def before_the_time(text: str) -> str:
    """``text`` without the clause that says when it held: whom "you were under 45 when
    your husband died" is said of is "you".

    >>> before_the_time("you were under 45 when your husband died")
    'you were under 45'
    """
    return _THE_TIME.sub("", text)


_WHEN = re.compile(r"\bwhen\b", re.I)


def _names_the_event(clause: str, event: str) -> bool:
    """Whether a scenario clause speaks of the event a condition names: "My husband died
    in 2015" of "your husband, wife or civil partner died" (a death in other words too)."""
    for pattern in _EVENTS.values():
        if re.search(pattern, event, re.I):
            return re.search(pattern, clause, re.I) is not None
    return bool((content_stems(event) - _KIN_STEMS) & content_stems(clause))


def _whole_years(first: _dt.date, last: _dt.date) -> int:
    return last.year - first.year - ((last.month, last.day) < (first.month, first.day))


def _ages_at_the_time(
    who: str, event: str, amounts: tuple[QuantityFact, ...], then: tuple[QuantityFact, ...]
) -> list[QuantityFact]:
    """The ages ``who`` was at a past event, from the scenario's ``amounts`` (ages now and
    dates) and the ages it says were had ``then`` (:func:`past_ages`).

    An age said then is of the event its sentence names, or of the one the scenario
    speaks of ("I was 50 at the time"); a birth and the event's date give the age between
    them ("My husband died in 2015; I was born in 1980": 34 or 35); an age now is the most
    one was before ("I'm 50" was under 60 then), no age then at all.
    """
    said = [
        replace(q, clause=q.evidence)
        for q in then
        if party(q.evidence) == who
        and (not _WHEN.search(q.clause) or _names_the_event(q.clause, event))
    ]
    if said:
        return said
    dated = [
        q
        for q in amounts
        if q.quantity == "date" and not _of_birth(q) and event and _names_the_event(q.clause, event)
    ]
    births = [
        q for q in amounts if q.quantity == "date" and _of_birth(q) and party(q.clause) == who
    ]
    if len({(q.value, q.upper) for q in dated}) == 1:
        day = dated[0]
        return [
            replace(
                born,
                quantity="age",
                value=float(
                    _whole_years(
                        _dt.date.fromordinal(int(born.upper or born.value)),
                        _dt.date.fromordinal(int(day.value)),
                    )
                ),
                upper=float(
                    _whole_years(
                        _dt.date.fromordinal(int(born.value)),
                        _dt.date.fromordinal(int(day.upper or day.value)),
                    )
                ),
                birth=False,
            )
            for born in births
        ]
    return [
        replace(q, value=0.0, upper=q.upper if q.upper is not None else q.value)
        for q in amounts
        if q.quantity == "age" and party(q.clause) == who
    ]


# "you or your partner is aged 60 or over": a threshold either of two people can meet.
_YOU_OR_SOMEONE = re.compile(r"\byou\s+or\s+(.*)", re.I)


# The verb after whom "you or ..." names: "someone living in your property | is disabled".
_VERB_OF_BOTH = re.compile(r"\b(?:is|are|was|were|has|have|had|gets?|receives?|needs?)\b", re.I)


def _the_other_of_you_or(condition: str) -> str:
    """Whom "you or ..." names besides the user, in the condition's words ("someone living
    in your property"); "" when it names nobody else.

    >>> _the_other_of_you_or("you or someone living in your property is disabled")
    'someone living in your property'
    """
    m = _YOU_OR_SOMEONE.search(condition)
    return _VERB_OF_BOTH.split(m.group(1), maxsplit=1)[0].strip() if m else ""


def _or_party(condition: str) -> str | None:
    """Whom besides the user a threshold on "you or ..." is about ("partner"); "" for
    someone the scenario cannot name ("you or someone in your household"); None when
    the threshold is not about "you or" someone.

    >>> _or_party("either you or your partner is aged 60 or over"), _or_party("you're 60")
    ('partner', None)
    """
    m = _YOU_OR_SOMEONE.search(condition)
    return party(m.group(1)) if m else None


# "both you and your partner are over 60", "you and your partner are both under 30"
_YOU_AND_SOMEONE = re.compile(r"\byou\s+and\s+(.*)", re.I)


def _and_party(condition: str) -> str | None:
    """Whom besides the user an age on "you and ..." is about ("partner"); None when the
    threshold is not about "you and" someone.

    >>> _and_party("both you and your partner are over 60"), _and_party("you're over 60")
    ('partner', None)
    """
    m = _YOU_AND_SOMEONE.search(condition)
    return party(m.group(1)) if m else None


# "your youngest child", "all your children": a threshold not of any one child
_NOT_ANY_CHILD = re.compile(r"\b(?:youngest|oldest|eldest|all|every|each|both|only)\b", re.I)


def _child_meeting(leaf: Comparison, said: list[QuantityFact]) -> QuantityFact | None:
    """Of the ages of several children, the one that decides "your child is under 5": the
    youngest for "under", the oldest for "over" (a child meets it if any of them does).

    "My daughter is 7 and my son is 3" had been read as the first age, 7, and failed it.
    """
    ages = {q.evidence: q for q in said if q.quantity == "age" and party(q.clause) == "child"}
    text = leaf_text(leaf)
    if len(ages) < 2 or party(text) != "child" or _NOT_ANY_CHILD.search(text):
        return None
    if leaf.op in ("<", "<="):
        return min(ages.values(), key=lambda q: q.value)
    if leaf.op in (">", ">="):
        return max(ages.values(), key=lambda q: q.upper if q.upper is not None else q.value)
    return None


def _either_amount(
    leaf: Comparison, said: list[QuantityFact], other: str, both: bool = False
) -> QuantityFact | None:
    """The amount that decides a threshold either of two people can meet: the larger of
    the two for "over", the smaller for "under", and open on the side of whoever the
    scenario says nothing of ("I'm 45" leaves "you or your partner is 60 or over" open).
    With ``both``, one both must meet: the smaller for "over", the larger for "under"
    ("I'm 65" leaves "both you and your partner are over 60" open, "I'm 50" fails it).
    """
    wanted = ("", other) if other else ("", None)
    picked = [
        max(
            (q for q in said if party(q.clause) == who),
            key=lambda q: statement_score(q.clause, leaf_text(leaf)),
            default=None,
        )
        if who is not None
        else None
        for who in wanted
    ]
    stated = [q for q in picked if q is not None]
    if not stated or leaf.op not in (">", ">=", "<", "<="):
        return None
    lows = [q.value for q in stated]
    highs = [q.upper if q.upper is not None else q.value for q in stated]
    open_ended = len(stated) < len(picked)
    if (leaf.op in (">", ">=")) != both:
        low, high = max(lows), (UNBOUNDED if open_ended else max(highs))
    else:
        low, high = (-UNBOUNDED if open_ended else min(lows)), min(highs)
    evidence = " and ".join(q.evidence for q in stated)
    return QuantityFact(leaf.quantity, low, evidence, stated[0].clause, high)


_HOUSEHOLD = re.compile(
    r"\b(?:household|joint|combined|family)\s+(?:income|earnings)\b"
    # "you and your partner earn less than £30,000 a year between you"
    r"|\bbetween\s+(?:you|the\s+two\s+of\s+you|you\s+both)\b|\b(?:together|combined)\b",
    re.I,
)
_HOUSEHOLD_SAID = re.compile(r"\b(?:household|joint|combined|family|we|our|us)\b", re.I)
UNBOUNDED = 1e12


# "a child with special educational needs under 17": what the threshold's noun must also be.
_QUALIFIER = re.compile(r"\b(?:with|who|whose|that|which)\s+((?:\w+\W+){1,6})", re.I)


# What a person of an age must be besides it, said after the age: "living with you", "in
# full-time education", "who is disabled", "and has a Social Security number" (not "of",
# which says what the number is of).
_STATE_AFTER = re.compile(
    r"^\s*(?:(?:who|that)\s+\w+|[a-z]+ing|in|with|on|at"
    r"|and\s+(?:[a-z]+ing|has|have|is|are|lives|attends|gets))\b[^;:()\d]*$",
    re.I,
)
# "you're a carer aged 16 or over": the role the user must have besides the age.
_ROLE = re.compile(
    r"\b(?:you|they)(?:['’]re|\s+are)\s+(an?\s+(?:[\w-]+\s+){0,2}?(?P<noun>[\w-]+))\s*$", re.I
)


def unstated_qualifier(condition: str, clause: str, scenario: str = "") -> str | None:
    """What a threshold asks of its noun besides the amount, if the clause does not say it.

    "My only child is 16" meets the age of "you have a child with special
    educational needs under 17", not the needs: the amount may refute the
    condition, but cannot meet it alone.

    >>> unstated_qualifier("you have a child with special educational needs under 17", "My child is 16")
    'with special educational needs'
    >>> unstated_qualifier("you have a child under 15", "My child is 3") is None
    True
    """
    measures = find_measures(condition)
    if len(measures) != 1:
        return None
    m = measures[0]
    rest = f"{condition[: m.start]} | {condition[m.end :]}"
    said = content_stems(clause)
    for q in _QUALIFIER.finditer(rest):
        phrase = q.group(0).split("|")[0].strip(" ,.;")
        words = content_stems(_PARTY.sub(" ", phrase))  # "with a child under 5" names whose age
        if words and not words & said:
            return phrase
    state = _STATE_AFTER.match(condition[m.end :])
    # ("a child aged under 16", "the child is under 17")
    person = re.search(r"(\w+)\s+(?:aged\s+|is\s+|are\s+)?$", condition[: m.start])
    if state and person and person_noun(person.group(1)):
        # "My daughter is 3 and lives with her dad" of "you have a child under 5 living
        # with you": the age is said, where the child lives is not
        phrase = state.group(0).strip(" ,.;")
        words = content_stems(_PARTY.sub(" ", phrase))
        if words and not _told(phrase, words, (clause, *split_clauses(scenario))):
            return phrase
    role = _ROLE.search(condition[: m.start])
    if (
        role
        and person_noun(role.group("noun"))
        and not _told(
            role.group(1), content_stems(role.group(1)), (clause, *split_clauses(scenario))
        )
    ):
        # "I'm 30" of "you're a carer aged 16 or over": not said to be a carer (the role
        # may be said in another clause: "I am a carer and I'm 30")
        return role.group(1)
    return None


def _told(phrase: str, words: frozenset[str], clauses: tuple[str, ...]) -> bool:
    """Whether a clause says ``phrase`` (one of its ``words``), without "not", and not of
    someone the user is not ("lives with her dad" of "living with you")."""
    return any(
        words & content_stems(c) and not is_negated(c) and not _with_another(phrase, c)
        for c in clauses
    )


# Another threshold offered after "or": "at least 20 years (or at least half of your life)".
_OR_ANOTHER = re.compile(
    r"\bor\s+(?:at least|at most|more than|less than|fewer than|longer than|shorter than"
    r"|over|under|above|below|up to|no more than|no less than)\s+[^,;:()]+",
    re.I,
)


def unread_alternative(condition: str) -> str | None:
    """Another threshold a condition offers after "or" that is not read: an amount
    below the one read does not fail the condition, for that one may be met instead.

    >>> unread_alternative("you've lived in the UK for at least 20 years (or at least half of your life)")
    'or at least half of your life'
    >>> unread_alternative("you're under 18 or over 65") is None
    True
    """
    measures = find_measures(condition)
    if not measures:
        return None
    for m in _OR_ANOTHER.finditer(condition):
        if not any(
            r.start <= m.start() < r.end or m.start() <= r.start < m.end() for r in measures
        ):
            return m.group(0).strip()
    return None


# What is paid or earned over time; savings, a fee or a loan are sums.
_EARNINGS = re.compile(
    r"\b(?:income|earn|earns|earned|earnt|earning|earnings|salary|wages?|paid|pay|pension|profits?"
    r"|turnover|revenues?|sales|takings)\b",
    re.I,
)


def _some_period(amount: QuantityFact) -> QuantityFact | None:
    """Earnings said without a period ("Our household income is £45,000"), per week.

    The period is a week, a month or a year: the weekly amount lies between the
    sum over a year and the sum itself, so "£45,000" is over "£30,000 a year"
    whichever it is, and "£2,000" settles nothing of "less than £120 a week".
    """
    if amount.quantity != "money" or amount.upper == UNBOUNDED:
        return None
    if not _EARNINGS.search(amount.clause):
        return None
    if _OF_A_YEAR.search(amount.clause):  # "My profits last year were £4,000": a year's
        upper = amount.upper / WEEKS_A_YEAR if amount.upper is not None else None
    else:
        upper = amount.upper if amount.upper is not None else amount.value
    return replace(amount, quantity="money_rate", value=amount.value / WEEKS_A_YEAR, upper=upper)


# A sum said of a whole year: "last year", "in the 2023 to 2024 tax year", "in 2023".
_OF_A_YEAR = re.compile(
    r"\b(?:last|this|past|previous)\s+(?:(?:tax|financial|calendar)\s+)?year\b"
    r"|\b(?:in|during|for)\s+(?:the\s+)?(?:19|20)\d\d(?:\s+to\s+(?:19|20)?\d\d)?"
    r"(?:\s+(?:tax|financial)\s+year)?\b(?!\s*[-–/]?\s*\d)",
    re.I,
)


def _over_some_period(amount: QuantityFact) -> QuantityFact | None:
    """Earnings said by the week, month or year, as a sum over the period that a
    threshold on earnings without one leaves unsaid ("turnover is more than £85,000").

    The period is a week, a month or a year: the sum lies between the weekly amount and
    the yearly one, so "£40k a year" is under "£85,000" whichever it is, and "£100,000
    a year" settles nothing of "more than £85,000".
    """
    if amount.quantity != "money_rate" or amount.upper == UNBOUNDED:
        return None
    if not _EARNINGS.search(amount.clause):
        return None
    most = amount.upper if amount.upper is not None else amount.value
    return replace(amount, quantity="money", upper=most * WEEKS_A_YEAR)


# The period a sum is counted over, said before what it measures: "your annual turnover is
# no more than £10,000", "a weekly income of less than £200", "annual revenue under $5
# million".
_PERIOD_BEFORE = re.compile(
    r"\b(?:annual|(?P<period>week|fortnight|month|quarter|year)ly)\s+(?:[a-z'’-]+\s+){0,2}"
    r"(?:of|is|are|was|were|(?:must|should|needs? to|has to|have to)\s+be"
    r"|under|over|below|above|less|more|fewer|up to|no more|not more|at most|at least)\b",
    re.I,
)


def _over_the_period_named(amount: QuantityFact, named: re.Match) -> QuantityFact | None:
    """Earnings said by the week, month or year ("My annual turnover is £15,000") as the
    sum over the period a threshold names before it ("your annual turnover is no more
    than £10,000"): £15,000, not anything from a week's £287 up."""
    if amount.quantity != "money_rate":
        return None
    weeks = units().Quantity(1, period_unit(named["period"] or "year")).to("week").magnitude
    upper = amount.upper * weeks if amount.upper is not None else None
    return replace(amount, quantity="money", value=amount.value * weeks, upper=upper)


# the noun after the whole threshold: "3 or more children", not "3 or"
_COUNTED = re.compile(
    r"(\d[\d,]*)(?:\s+(?:or|and)\s+(?:more|fewer|less|over|under))?\s+([a-z]+)", re.I
)
# The people a business employs, in the words people use for them: "50 employees", "a
# staff of 12", "We employ 200 people", "a 12-person firm".
_STAFF_WORD = re.compile(r"employees?|staff|workers?", re.I)
# people counted as employed: "your business must employ fewer than 10 people"
_EMPLOYS_BEFORE = re.compile(r"\bemploy(?:s|ing|ed)?\s+(?:[a-z]+\s+){0,3}$", re.I)
# (in figures or in words: "We have twelve employees").
_STAFF_NUMBER = rf"(\d[\d,]*|\b(?:{_SPELLED_AGE})(?![\w-]))"
_STAFF_SAID = (
    rf"{_STAFF_NUMBER}\s+(?:(?:full[- ]time|part[- ]time|paid)\s+)?(?:employees?|staff|workers?)\b"
    rf"|\bemploy(?:s|ing)?\s+(?:about\s+|around\s+|over\s+)?{_STAFF_NUMBER}\b"
    rf"|\bstaff\s+of\s+(?:about\s+|around\s+)?{_STAFF_NUMBER}\b"
    rf"|{_STAFF_NUMBER}[- ](?:person|people|employee|staff|strong)\b"
)
# A count of a kind of staff: "25 full-time equivalent employees", "10 paid staff".
_STAFF_OF_A_KIND = re.compile(
    r"\d[\d,]*\s+((?:[a-z]+[- ]){1,3})(?:employees?|staff|workers?)\b", re.I
)
# "a credit score of at least 640": the thing measured, named before its threshold
_MEASURED = re.compile(
    r"\b([a-z]+\s+[a-z]+)\s+(?:of|is|must be|should be|needs to be)\s+(?:at least|at most|"
    r"more than|less than|over|under|above|below|a minimum of|a maximum of|no more than|"
    r"no less than|not more than|not less than)\s+\d",
    re.I,
)


_IRREGULAR_PLURALS = {"children": "child", "people": "person", "men": "man", "women": "woman"}
# The plural noun after a word that qualifies it: "600 insured hours", "40 work credits".
_HEAD_AFTER = re.compile(r"\s+([a-z]{3,}s|children|people|men|women)\b", re.I)

# The people a count of children counts, in the words people use for them ("3 kids"), and
# the kinds of them, of which a count is a part ("2 daughters": at least 2 children).
_KIN_SAID = {"child": r"child(?:ren)?|kids?"}
_KIN_SOME = {"child": r"sons?|daughters?|bab(?:y|ies)"}


def _count_said(
    said_of: str, clauses: list[str], upper: float | None = None
) -> QuantityFact | None:
    """The first count ``said_of`` finds in the clauses, up to ``upper`` if one is given."""
    for clause in clauses:
        said = re.search(said_of, clause, re.I)
        if said:
            number = next(g for g in said.groups() if g)
            value = _SPELLED.get(number.lower()) or read_number(number)
            return QuantityFact("count", value, said.group(0), clause, upper)
    return None


_JOINING = frozenset({"and", "but", "or", "to"})


def counts_for(
    comparisons: tuple[Leaf, ...], scenario: str
) -> tuple[tuple[Leaf, QuantityFact], ...]:
    """Thresholds on a count with the count the scenario gives of the same things.

    "I'm exporting 10 items" gives 10 to "you're exporting fewer than 5 items":
    the number before the threshold's own noun.
    """
    out = []
    clauses = _stated(scenario)
    for leaf in comparisons:
        if leaf.quantity != "count" or _bare_age(leaf):
            continue  # (an age counts nothing: "30 when I left school" is no "45 when ...")
        some = None  # the count of a kind of them: at least that many ("2 daughters")
        kind = None  # the kind of staff counted ("25 full-time equivalent employees")
        # the noun after a number ("more than 2 but fewer than 5 children": not "2 but")
        counted = next(
            (m for m in _COUNTED.finditer(leaf.text) if m.group(2).lower() not in _JOINING),
            None,
        )
        if counted is not None:
            word = counted.group(2).lower()
            if (head := _HEAD_AFTER.match(leaf.text, counted.end())) is not None and not (
                word.endswith("s") or word in _IRREGULAR_PLURALS
            ):
                word = head.group(1).lower()  # "600 insured hours" counts hours
            # one or many: "I have one child" of "at least 2 children"
            forms = {word.removesuffix("s"), _IRREGULAR_PLURALS.get(word, word)}
            nouns = "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True))
            number = rf"(\d[\d,]*|\b(?:{_SPELLED_AGE})\b)\s+"
            # "I have 2 children", "I have two children", "300 insured hours"
            said_of = rf"{number}(?:[a-z-]+\s+)?(?:{nouns})s?\b"
            noun = _IRREGULAR_PLURALS.get(word, word.removesuffix("s"))
            if (kin := _PARTY_OF.get(noun, noun)) in _KIN_SAID:
                # "I have 3 kids" are 3 children, "one child" is 1
                said_of = rf"{number}(?:{_KIN_SAID[kin]})\b"
                some = rf"{number}(?:{_KIN_SOME[kin]})\b"
            kind = _STAFF_OF_A_KIND.match(leaf.text, counted.start())
            if (
                _STAFF_WORD.fullmatch(counted.group(2))
                or kind is not None
                or (
                    word in ("people", "persons")
                    and _EMPLOYS_BEFORE.search(leaf.text, 0, counted.start())
                )
            ):  # "fewer than 50 employees", "employ fewer than 10 people": "We have 12 staff"
                said_of = _STAFF_SAID
                if kind is not None:  # ("We have 10 full-time equivalent employees")
                    said_of = rf"{_STAFF_NUMBER}\s+{re.escape(kind.group(1))}{_STAFF_WORD.pattern}\b|{said_of}"
        elif (measured := _MEASURED.search(leaf.text)) is not None:
            # "a credit score of at least 640": "My credit score is 600"
            said_of = rf"\b{re.escape(measured.group(1))}\s+(?:is|was|of)\s+(?:about\s+)?(\d[\d,]*)"
        else:
            continue
        found = _count_said(said_of, clauses) or (
            _count_said(some, clauses, UNBOUNDED) if some else None
        )
        if found is not None and kind is not None:
            said = _STAFF_OF_A_KIND.search(found.evidence)
            said_kind = content_stems(said.group(1)) if said else frozenset()
            if not said_kind:
                # "I have 10 employees" of "fewer than 25 full-time equivalent employees":
                # all of them are at most that many of a kind of them
                found = replace(found, value=0.0, upper=found.value)
            elif not said_kind <= content_stems(kind.group(1)):
                found = None  # "8 part-time staff" are no count of full-time ones
        if found is not None:
            out.append((leaf, found))
    return tuple(out)


# A word whose prefix makes it another thing: "self-employed" is no employee, a "non-UK
# resident" no resident, "pre-settled status" no settled status, an "ex-partner" no partner.
_PREFIXED = re.compile(r"\b(self|non|pre|ex)-([a-z]+)", re.I)


def match_statements(
    scenario: str,
    leaves: tuple[Leaf, ...],
    threshold: float,
    siblings: tuple[Leaf, ...] = (),
    today: _dt.date | None = None,
) -> tuple[StatementMatch, ...]:
    """Scenario sentences that state a condition, with polarity ("I don't live in the UK").

    A sentence settles the condition it is most similar to, if at least
    ``threshold`` and if it uses a word of that condition's own, one that no
    other of ``leaves`` has: "I do not live in France" says nothing of "you
    live in Spain", however many words they share. ``siblings`` are conditions
    already settled that keep their words too (a threshold read from an amount:
    "40 hours a week" is not said of "you earn more than £128 a week"). ``today``
    dates what a clause says of a time ("eight months ago").
    """
    out: list[StatementMatch] = []
    # "I do not have an ITAHC" says "an Intra Trade Animal Health certificate (ITAHC)" in
    # the words the rule defines it by; the evidence stays the user's own clause.
    # An acronym of a name the rule spells out, undefined, is read so too ("I don't get
    # DLA" of "... of Disability Living Allowance").
    words = " ".join(leaf.text for leaf in (*siblings, *leaves))
    defined = {**initialled_names(words, scenario), **defined_acronyms(words)}
    abroad = [
        content_stems(leaf_text(leaf)) - _ABROAD_STEMS
        for leaf in leaves
        if _ABROAD.search(leaf_text(leaf))
    ]
    kinds = [kind for leaf in leaves if (kind := _kind_of_country(leaf_text(leaf)))]
    said_as = {
        _kind_said(_abroad_said(spell_out_defined(c, defined), abroad), kinds): c
        for c in split_clauses(scenario)
    }
    clauses = tuple(said_as)
    # (a word after "self-" or "non-" is another word: "self-employed" leaves "employee"
    # the worker's own)
    stems = {
        leaf.key: content_stems(_PREFIXED.sub(r"\1", leaf_text(leaf)))
        for leaf in (*siblings, *leaves)
    }
    # How many conditions use each stem: counted once, so that a list of thousands of
    # items is not compared item by item with every other (it took minutes).
    users = Counter(stem for words in stems.values() for stem in words)
    for leaf in leaves:
        # Words of the condition's own text; a lead-in the siblings share is nobody's own.
        mine = stems[leaf.key]
        own = frozenset(s for s in content_stems(leaf.text) if users[s] == (s in mine))
        if LITTLE_OR_NONE.search(leaf.text):
            # "you have little or no savings" beside "your savings are over £16,000": having
            # none says both, the threshold's words notwithstanding
            own = mine
        if own and own <= content_stems(_the_other_of_you_or(leaf.text)):
            # "I'm disabled" says "you or someone living in your property is disabled",
            # whose only words of its own name the other ("a landlord and have a disabled
            # tenant" beside it): what is said of both is the user's side
            own = frozenset()
        # "I live in England" does not meet "you live in Scotland" (_lives_where refutes it).
        places = named_places(leaf_text(leaf))
        kinds = mentioned_places(_OUTSIDE_OF.split(leaf_text(leaf))[0])  # not where one is not
        lives = residence(leaf_text(leaf))
        prefixed = _PREFIXED.findall(leaf.text)
        benefits = named_benefits(leaf_text(leaf))
        candidates = [
            c
            for c in clauses
            if (not own or own & content_stems(c))
            and can_coincide(named_places(c), places)
            # "I'm a US citizen" is no "UK citizen": places named as a kind count too
            and can_coincide(mentioned_places(c), kinds)
            and not _uses_opposite_word(leaf.text, c)  # "part-time" does not state "full-time"
            # "honorably discharged" does not state "a dishonorable discharge" (it had been
            # read as one, and an honorably discharged veteran got No)
            and not prefix_opposed(leaf.text, c)
            and not prefix_opposed(c, leaf.text)
            and not _names_another_kind(leaf_text(leaf), c)  # the Navy is not the Army
            and not _inside_what_is_outside(leaf_text(leaf), c)  # "in Australia" is not outside it
            and not _somewhere_named_for_abroad(leaf_text(leaf), c)
            and not _other_number(leaf.text, c)  # "3 days a week" does not state "5 days"
            # "I was 21 in August 2017" is no "at least 16 and under 19 on 31 August 2017"
            # met by its date: an age said is read as an age, or not at all
            and not _another_age_said(leaf, c)
            # nor "16 hours or more a week"
            and not (isinstance(leaf, Comparison) and _counts_another_time(leaf.text, c))
            # "I have 1 child under 5" does not state "5 days a week"
            and not _number_of_another_thing(" ".join(leaf_views(leaf)), c)
            # "my Personal Independence Payment" says nothing of "Housing Benefit"
            # (one it names as an exception is not what it speaks of: "I don't get any
            # benefits apart from my State Pension" denies Pension Credit)
            and can_be_the_same_benefit(named_benefits(_EXCEPT.sub(" ", c)), benefits)
            # "I live in Swindon" says nothing known of "you live in England": only a
            # clause that names a place within (or around) the condition's can meet it.
            and (lives is None or _names_place_of(c, lives[1]))
            # "I'm an employee" is not "you're self-employed", nor a resident a non-resident.
            and not any(
                content_stems(base) & content_stems(c) and not re.search(rf"\b{p}\b", c, re.I)
                for p, base in prefixed
            )
            # nor is "I'm self-employed" "you're an employee"
            and not any(
                content_stems(base) & own and not re.search(rf"\b{p}\b", leaf.text, re.I)
                for p, base in _PREFIXED.findall(c)
            )
        ]
        if (head := _NOUN_PHRASE.match(leaf.text) or _IN_A_STATE.match(leaf.text)) is not None:
            # "I work full time" is not "a full-time student": a kind of person is said
            # only with its noun, and so is a state one is in ("in full-time education").
            noun = content_stems(head.group(1))
            candidates = [
                c
                for c in candidates
                if noun <= content_stems(c)
                # (education said by where one studies: "I'm at college full-time")
                or (noun == _EDUCATION and content_stems(c) & _PLACES_OF_STUDY)
            ]
        subject = relative_subject(leaf)
        if WHOM_YOU_NAME.match(leaf_text(leaf).lstrip()):
            # "the person you care for gets Attendance Allowance": someone the user names,
            # not the user ("I get Attendance Allowance" had met it: a silent Yes)
            candidates = [c for c in candidates if not said_of_the_user_alone(c)]
        theirs: list[str] = []  # clauses that say of the other of "you or ..." what it needs
        if not subject and party(leaf_text(leaf)) == "" and not _SAID_OF_THEM.match(leaf.text):
            # "My wife is pregnant" says nothing of "you're pregnant".  A condition whose
            # words its siblings share ("you're disabled" beside "your partner is
            # incapacitated (... because of disability ...)") still needs one of them
            # said of the user.
            said = own or content_stems(leaf.text)
            other = None if isinstance(leaf, Comparison) else _or_party(leaf_text(leaf))
            if other:
                # "My husband has assets outside Australia" meets "you or your partner get
                # income from, or have assets outside Australia"; that he has none, or had
                # once, leaves the user's side open.
                theirs = [
                    c
                    for c in candidates
                    if not _said_of_user(c, said)
                    and _said_of_relative(c, said, other)
                    and not _denies(c, leaf_text(leaf))
                    and not ANOTHER_TIME.search(c)
                ]
            elif other == "" and _OR_SOMEONE_AT_HOME.search(leaf_text(leaf)):
                # "My son who lives with me is disabled" meets "you or someone living in
                # your property is disabled"; "My son is disabled" may live elsewhere.
                theirs = [
                    c
                    for c in candidates
                    if not _said_of_user(c, said)
                    and _named_relatives(c)
                    and at_home_with_the_user(leaf_text(leaf), c)
                    and not _denies(c, leaf_text(leaf))
                    and not ANOTHER_TIME.search(c)
                ]
            candidates = [c for c in candidates if _said_of_user(c, said)]
        elif subject and not isinstance(leaf, Comparison):
            # "My partner is entitled to carer's allowance" is said of "your partner
            # ... is entitled to Carer's Allowance"; "I am" is not.  Naming the relative is
            # not saying it: "My partner works" says nothing of "your partner gets Pension
            # Credit".  What it says of them may be a word a sibling shares: "died" of
            # "your husband, wife or civil partner died" beside "you were under 60 when
            # they died" ("civil" names the partner too).
            what = own - _KIN_STEMS or content_stems(leaf.text) - _KIN_STEMS or own
            candidates = [c for c in candidates if _said_of_relative(c, what, subject)]
        if isinstance(leaf, Comparison):
            # "I live in the UK" says nothing of "lived in the UK for at least 3 years": a
            # threshold is met only by a clause with an amount in it ("I don't live in
            # the UK" still fails it).
            # "I earn £300 a week" says nothing of "your partner earns more than £200".
            # An amount the scenario states speaks through the solver, or not at all: "I
            # earn £500 a month" is no textual "earn at least £2,539 each quarter".
            who = party(leaf_text(leaf))
            candidates = [
                c
                for c in candidates
                if (
                    _denies(c)
                    or (_says_an_amount(c, leaf) and not quantities(c, None))
                    or _restates_threshold(leaf, c)
                )
                and party(c) == who
                # "I have over £20,000 in savings" is no "savings of less than £16,000"
                and not _says_another_threshold(leaf, c)
            ]
        if (inside := _said_inside(leaf_text(leaf), clauses)) is not None:
            out.append(StatementMatch(leaf, False, inside, 1.0))
            continue
        if (country := in_a_country_of_another_kind(leaf_text(leaf), clauses)) is not None:
            out.append(StatementMatch(leaf, False, country, 1.0))
            continue
        if (opposite := _says_the_opposite(leaf_text(leaf), clauses)) is not None:
            out.append(StatementMatch(leaf, False, opposite, 1.0))
            continue
        if (none := _denies_all_benefits(leaf, clauses)) is not None:
            out.append(StatementMatch(leaf, False, none, 1.0))
            continue
        if (other := _someone_else_not(leaf_text(leaf), clauses)) is not None:
            out.append(StatementMatch(leaf, False, other, 1.0))
            continue
        # On a tie the shortest clause wins: its polarity is the one that speaks to the condition.
        best = max(
            (
                (max(statement_score(c, v) for v in leaf_views(leaf)), -len(c), c)
                for c in candidates
                if not _denies_one_way(leaf, c)
            ),
            default=(0.0, 0, ""),
        )
        if best[0] >= threshold:
            said = _speaking_part(best[2], leaf)
            stopped = _stopped_doing(leaf.text, said)
            # A condition that carries its own negation ("you have never been convicted")
            # is met by a clause that denies too ("I've never been convicted").
            # A fallback sentence keeps its negations ("You can get credits if you can’t
            # pay ..."), read word for word: "I am unable to pay" is said in its words.
            denied = _denies(
                _own_polarity(said, leaf),
                leaf_text(leaf),
                prefixed=leaf.provenance.source == "grammar",
            ) != _negated_condition(leaf, said)
            if denied and _excepted(leaf, said):
                denied = False  # "I don't get any benefits other than Pension Credit"
            if (
                _HELP_NEEDED.search(leaf_text(leaf))
                and _UNAIDED.search(said)
                and not _HELPED.search(said)  # "I need help washing myself"
            ):
                # "I look after myself" of "you need someone to help look after you": doing it
                # unaided is needing no help (its words had met the need: a silent Yes)
                denied = not denied
            if LITTLE_OR_NONE.search(leaf_text(leaf)) and not stopped:
                # "you have little or no savings": having none meets it; having some says
                # nothing, as how little is little is not said ("I have savings of £20,000"
                # had met it by its words)
                if denied or _SMALL_AMOUNT.search(said):
                    out.append(StatementMatch(leaf, True, best[2], best[0]))
                continue
            if denied == stopped and _denied_elsewhere(leaf, best[2], clauses):
                continue  # "I claim for my children. Neither of them has a baby."
            if said_of_another_time(said, leaf_text(leaf)):
                if _ended_before_now(leaf_text(leaf), said):
                    out.append(StatementMatch(leaf, False, best[2], best[0]))
                continue  # "I used to be self-employed" says nothing of being so now
            if NOW_PERIOD.search(leaf_text(leaf)) and any(
                said in sentence and said_of_another_time(sentence, leaf_text(leaf))
                for sentence in split_sentences(scenario)
            ):
                continue  # "In 2019, I started my business" of "... this year"
            if (
                denied == stopped
                and best[0] < _STANDS_FOR_IT
                and leaves_out_what_is_said_of(leaf, said)
            ):
                continue  # "sponsored by my daughter" says nothing of "your sponsor has died"
            if denied == stopped and part_of_a_benefit_unsaid(leaf_text(leaf), said):
                continue  # "I get DLA" says nothing of "the mobility component of" it
            if denied == stopped and _not_that_relative(leaf_text(leaf), said):
                continue  # "My friend died" says nothing of "the partner of the person who died"
            if denied == stopped and _with_another(leaf_text(leaf), said):
                continue  # "My son lives with his mum" says nothing of "... lives with you"
            if (
                denied == stopped
                and not isinstance(leaf, Comparison)
                and _time_counted_unsaid(leaf.text, said)
            ):
                continue  # "I've paid National Insurance every year since" of "30 years of" it
            if denied == stopped and said_of_one_only(leaf_text(leaf), best[2], clauses):
                continue  # "I reached State Pension age" is not "both of you have reached" it
            if denied == stopped and time_limit_unsaid(leaf, best[2], today):
                continue  # "I got the decision" says nothing of "within a month of" its date
            met = denied == stopped and not fails_lead_in_bound(leaf, best[2], today)
            out.append(StatementMatch(leaf, met, best[2], best[0]))
        elif (
            theirs
            and (
                partner := max(
                    (max(statement_score(c, v) for v in leaf_views(leaf)), -len(c), c)
                    for c in theirs
                )
            )[0]
            >= threshold
        ):
            out.append(StatementMatch(leaf, True, partner[2], partner[0]))
        elif (named := _gets_a_benefit_by_name(leaf, clauses)) is not None:
            out.append(StatementMatch(leaf, True, named, 1.0))
        elif (disability := _gets_a_disability_benefit(leaf, clauses)) is not None:
            out.append(StatementMatch(leaf, True, disability, 1.0))
        elif (example := _names_an_example(leaf, clauses)) is not None:
            out.append(StatementMatch(leaf, True, example, 1.0))
        elif (way := _states_an_alternative(leaf, candidates)) is not None:
            out.append(StatementMatch(leaf, True, way, 1.0))
        elif (lives := _lives_where(leaf_text(leaf), clauses)) is not None and not (
            isinstance(leaf, Comparison) and lives[1] and not _says_the_threshold(leaf, lives[0])
        ):
            # where the user lives fails "lived in the UK for fewer than 5 years" if it is
            # elsewhere, but meets it only with the time, which the solver reads, or with
            # the threshold said ("I will be living in the UK for at least one day ...")
            out.append(StatementMatch(leaf, lives[1], lives[0], 1.0))
    return tuple(
        replace(m, evidence=said_as.get(m.evidence, m.evidence))
        for m in out
        if not _said_of_a_larger(m, out)
        and not _another_item_named(m, out)
        and not _said_in_another_order(m, out)
    )


# A condition said of two people together, and a clause that speaks of both ("we", "my
# wife and I", "both of us").
_BOTH_OF_YOU = re.compile(r"\bboth\s+of\s+you\b|\byou\s+both\b|\bboth\s+you\s+and\b", re.I)
_BOTH_OF_US = re.compile(
    r"\b(?:we|us|our|both)\b|\band\s+(?:i|me|myself)\b|\b(?:i|me)\s+and\b", re.I
)


def _of_one_of_both(condition: str, clause: str) -> bool:
    """Whether the condition needs something of both of two people and the clause says
    it of one: "I reached State Pension age in 2015" does not meet "both of you have
    reached State Pension age" (it may still fail it).

    >>> _of_one_of_both("both of you have reached State Pension age", "I reached it in 2015")
    True
    >>> _of_one_of_both("both of you have reached State Pension age", "We both reached it")
    False
    """
    return bool(_BOTH_OF_YOU.search(condition)) and not _BOTH_OF_US.search(clause)


# A condition said of everyone in a household: "everyone living there is a full-time
# student", "all the people in your home are over 18".
_EVERYONE = re.compile(
    r"\b(?:everyone|everybody|all\s+(?:of\s+)?(?:the\s+)?(?:people|residents|occupants|adults))\b",
    re.I,
)
# What it says of them: the words after its verb ("a full-time student").
_SAID_OF_EVERYONE = re.compile(r"\b(?:is|are|has|have)\s+(.*)$", re.I)
# A clause that says it of all of them ("we're all students", "all of us", "everyone
# here"), or of the user who lives alone.
_ALL_OF_US = re.compile(
    r"\bwe(?:['’]re|\s+\w+)?\s+all\b|\ball\s+of\s+us\b"
    r"|\b(?:everyone|everybody)\b|\b(?:live|living)\s+(?:alone|on\s+my\s+own|by\s+myself)\b",
    re.I,
)
# The others named alike: "I share a house with three other full-time students".
_OTHERS_ALIKE = re.compile(r"\bother\s+((?:[\w-]+\s+){0,2}[\w-]+)", re.I)
# Someone else at home of whom the clause denies it ("my flatmate, who isn't a student"),
# or, of a student, says full-time work ("my boyfriend, who works full time").
_SOMEONE_ELSE_NOT = re.compile(
    r"\bwho\s+(?:is\s+not|isn['’]t|are\s+not|aren['’]t)\s+(?P<what>(?:[\w-]+\s*){1,3})", re.I
)
_WORKS_FULL_TIME = re.compile(r"\bwho\s+(?:works|has\s+a)\s+full[- ]time\b", re.I)
_STUDENT = content_stems("student")


def _what_everyone_is(condition: str) -> frozenset[str]:
    """The words a condition says of everyone in a household, or none if it is not one."""
    if (who := _EVERYONE.search(condition)) is None:
        return frozenset()
    said = _SAID_OF_EVERYONE.search(condition, who.end())
    return content_stems(said.group(1)) if said else frozenset()


def _of_one_of_everyone(condition: str, clause: str, clauses: tuple[str, ...]) -> bool:
    """Whether the condition needs something of everyone in a household and the clause
    says it of the user alone: "I'm a full-time student" does not meet "everyone living
    there is a full-time student" (it may still fail it), unless the user lives alone.

    >>> _of_one_of_everyone("everyone living there is a full-time student",
    ...                     "I'm a full-time student", ("I'm a full-time student",))
    True
    >>> _of_one_of_everyone("everyone living there is a full-time student",
    ...                     "We're all full-time students", ("We're all full-time students",))
    False
    """
    what = _what_everyone_is(condition)
    if not what:
        return False
    return not any(
        _ALL_OF_US.search(c)
        or any(content_stems(alike.group(1)) & what for alike in _OTHERS_ALIKE.finditer(c))
        for c in (clause, *clauses)
    )


def said_of_one_only(condition: str, clause: str, clauses: tuple[str, ...]) -> bool:
    """Whether the condition needs something of both of two people, or of everyone in a
    household, and the clause says it of the user alone (``clauses``: the scenario's)."""
    return _of_one_of_both(condition, clause) or _of_one_of_everyone(condition, clause, clauses)


def _someone_else_not(condition: str, clauses: tuple[str, ...]) -> str | None:
    """A clause saying that someone else at home is not what a condition needs of everyone
    there: "I live with my boyfriend, who works full time" fails "everyone living there is
    a full-time student"."""
    what = _what_everyone_is(condition)
    for clause in clauses if what else ():
        denied = _SOMEONE_ELSE_NOT.search(clause)
        if (denied and content_stems(denied.group("what")) & what) or (
            what & _STUDENT and _WORKS_FULL_TIME.search(clause)
        ):
            return clause
    return None


# An acronym a rule defines in brackets after its words: "Intra Trade Animal Health
# certificate (ITAHC)", "Personal Independence Payment (PIP)".
_DEFINED = re.compile(r"\(([A-Z]{3,6})\)")
_LINKING = frozenset({"of", "and", "for", "the", "to", "in", "on", "a", "an", "&"})


def defined_acronyms(text: str) -> dict[str, str]:
    """The acronyms ``text`` defines in brackets, each with the words it stands for.

    >>> defined_acronyms("apply for an Intra Trade Animal Health certificate (ITAHC)")
    {'ITAHC': 'Intra Trade Animal Health certificate'}
    """
    out: dict[str, str] = {}
    for m in _DEFINED.finditer(text):
        words = _initialled(text[: m.start()].split(), m.group(1))
        if words is not None:
            out[m.group(1)] = words
    return out


def _initialled(words: list[str], acronym: str, capitals: bool = False) -> str | None:
    """The last words of ``words`` whose initials spell ``acronym`` (linking words
    between them left in), or None; with ``capitals``, each of them a name's."""
    picked: list[str] = []
    initials = ""
    for word in reversed(words):
        if len(initials) >= len(acronym):
            break
        if word.lower() in _LINKING and picked:
            picked.append(word)
            continue
        if not word[:1].isalpha() or (capitals and not word[:1].isupper()):
            break
        picked.append(word)
        # "HM Revenue and Customs (HMRC)": a word in capitals gives all its letters
        initials = (word if word.isupper() else word[0]) + initials
    if initials.lower() != acronym.lower():
        return None
    return " ".join(reversed(picked))


_ACRONYM = re.compile(r"\b[A-Z]{3,6}\b")


def initialled_names(text: str, scenario: str) -> dict[str, str]:
    """The acronyms the scenario uses for a name ``text`` spells out undefined, each with
    that name: "DLA" of "the mobility component of Disability Living Allowance", "SNAP"
    of "the Supplemental Nutrition Assistance Program".

    >>> initialled_names("you get Disability Living Allowance.", "I don't get DLA.")
    {'DLA': 'Disability Living Allowance'}
    """
    words = re.findall(r"[\w'’&-]+", text)
    out: dict[str, str] = {}
    for acronym in set(_ACRONYM.findall(scenario)) - set(words):
        for end in range(len(words), 0, -1):
            name = _initialled(words[:end], acronym, capitals=True)
            if name is not None:
                out[acronym] = name
                break
    return out


def spell_out_defined(clause: str, defined: dict[str, str]) -> str:
    """``clause`` with each acronym of ``defined`` it uses bare spelled out in its words:
    "I have an ITAHC." -> "I have an Intra Trade Animal Health certificate (ITAHC)."."""
    for acronym, words in defined.items():
        if words.lower() not in clause.lower():
            clause = re.sub(rf"\b{acronym}\b", f"{words} ({acronym})", clause)
    return clause


# What a condition says of someone or something besides the user: the relative clause
# of its noun ("a child whose parents have both died", "divorced spouses of workers who
# are receiving benefits") or the predicate of another subject ("your sponsor has died").
_WHAT_IS_SAID_OF = (
    re.compile(r"\b(?:who|whose|which)\s+(?P<said>.+)$", re.I),
    re.compile(
        r"^(?:your|their|the)\s+(?:[\w'’-]+\s+){0,3}?"
        r"(?:has|have|had|is|are|was|were|will|does|do|did)\s+(?P<said>.+)$",
        re.I,
    ),
    # "you’re a dad or partner on leave from work to help care for your new child": a
    # kind of person, then where or how they are ("I am a dad or partner" names the kind).
    re.compile(
        r"\byou(?:['’]re| are)\s+an?\s+[\w-]+(?:\s+or\s+(?:an?\s+)?[\w-]+)?\s+"
        r"(?P<said>(?:on|in|at|with|from|under|over|aged|\w+ing)\b.+)$",
        re.I,
    ),
    # "you retired on permanent and total disability": a doing, then what it was done on
    # or for ("I retired early" names the retiring only)
    re.compile(
        r"^you\s+(?:have\s+|had\s+)?[a-z]+ed\s+"
        r"(?P<said>(?:on|because\s+of|due\s+to|as\s+a\s+result\s+of|through)\s.+)$",
        re.I,
    ),
)


# A clause that states this much of a condition stands for it even if it leaves out what
# the condition asks of its noun, as ShARC's own follow-ups do: "Are you a son, daughter,
# or spouse of a Veteran?" is asked for "... of a Veteran who died".
_STANDS_FOR_IT = 0.6


# How often something is done: "three evenings a week", "2 times a month".
_FREQUENCY = re.compile(
    rf"\b(?:\d+|{_SPELLED_AGE})\s+[a-z]+\s+(?:a|an|per|each|every)\s+"
    r"(?:day|week|fortnight|month|year)\b",
    re.I,
)
# Thresholds a number of things a week can be.
_RATES = frozenset({"count", "hours_rate", "money_rate", "wage"})


_AGE_SAID = re.compile(
    r"\b(?:i|he|she|they)\s+(?:was|were|turned)\s+(\d{1,3})\b"
    r"|\b(?:i am|i['’]m|aged?)\s+(\d{1,3})\b"
    # "Our apprentice is 30": a bare number of someone the condition names (its words had
    # met "the apprentice is aged 16 to 21", a silent Yes)
    rf"|\b(?:is|are|was|were)\s+(\d{{1,3}})\b(?![.,]\d){_NO_AGE_AFTER}",
    re.I,
)


def _another_age_said(leaf: Leaf, clause: str) -> bool:
    """Whether the clause says an age that is none of the numbers of a condition on age."""
    measures = find_measures(leaf.text)
    if not any(m.quantity == "age" for m in measures):
        return False
    # ("Twenty-one years of age or older" names 21)
    own = set(_DIGITS.findall(leaf.text)) | {
        f"{v:g}" for m in measures for v in (m.value, m.upper) if isinstance(v, float)
    }
    return any(next(filter(None, m.groups())) not in own for m in _AGE_SAID.finditer(clause))


_DIGITS = re.compile(r"\d+")  # the numbers a text writes in figures


def _says_an_amount(clause: str, leaf: Comparison) -> bool:
    """Whether the clause says an amount, read or not, that may be the threshold's: "My
    son is one of three children" says none of "your child is under 16", nor "I'm studying
    three evenings a week" of "study full-time on a course of at least 30 weeks"."""
    if leaf.quantity != "count":
        clause = _PEOPLE_COUNTED.sub(" ", clause)
    if leaf.quantity not in _RATES:
        clause = _FREQUENCY.sub(" ", clause)
    return _AMOUNT.search(clause) is not None


def _restates_threshold(leaf: Comparison, clause: str) -> bool:
    """Whether the clause says the threshold itself, with no amount but the condition's own.

    "I am age 65 or older as of December 14, 1999." states "Age 65 or older as of
    December 14, 1999": the solver reads no age from it (the threshold is no amount
    said), only the date the condition names too.
    """
    said = quantities(clause, None)
    threshold = re.compile(rf"(?<![\d.,]){re.escape(f'{leaf.value:g}')}(?![\d.,]\d)")
    return (
        bool(said)
        and threshold.search(clause) is not None
        and threshold.search(leaf.text) is not None
        and all(q.evidence.lower() in leaf.text.lower() for q in said)
    )


def _says_the_threshold(leaf: Comparison, clause: str) -> bool:
    """Whether the clause says the condition's own threshold: "for at least one day"."""
    return any(
        (m.quantity, m.op, m.value, m.upper) == (leaf.quantity, leaf.op, leaf.value, leaf.upper)
        for m in find_measures(clause)
    )


def _says_another_threshold(leaf: Comparison, clause: str) -> bool:
    """Whether the clause bounds the condition's quantity at another amount: "over
    £20,000" of "less than £16,000"."""
    said = [m for m in find_measures(clause) if m.quantity == leaf.quantity]
    # the same amount from either side is the condition's ("I am over the age of 16",
    # "more than 4 weeks" of "up to 4 weeks"), read by its words as before
    return bool(said) and all(m.value != leaf.value for m in said)


_BOUNDS = {">=": operator.ge, ">": operator.gt, "<=": operator.le, "<": operator.lt}


def fails_lead_in_bound(leaf: Leaf, clause: str, today: _dt.date | None = None) -> bool:
    """Whether the clause that names a list item says it of an amount that fails the bound
    its lead-in sets: "I've been on Pension Credit for 2 months" of "Pension Credit" after
    "if you've been getting any of these benefits for 6 months" (it had met the item by
    its words), or the time since it of a time-limit: "The decision was made in March" of
    "the date of the decision you're appealing" after "You must send your appeal within a
    month of either:" (it had met the limit by naming the decision).  An amount said as a
    range ("in March": any day of it) fails only if all of it does."""
    if isinstance(leaf, Comparison) or not leaf.lead_in:
        return False
    bounds = [m for m in find_measures(leaf.lead_in) if m.op in _BOUNDS or m.op == "between"]
    pairs = [
        (bound, said)
        for said in quantities(clause, today)
        if not said.birth  # a birth worked out from an age ("my 5-year-old son") dates no item
        for bound in bounds
        if bound.quantity == said.quantity
    ]

    def within(bound, said: QuantityFact) -> bool:
        low = said.value
        high = low if said.upper is None else said.upper
        if bound.op == "between":
            return low <= bound.upper and high >= bound.value
        return _BOUNDS[bound.op](low, bound.value) or _BOUNDS[bound.op](high, bound.value)

    return bool(pairs) and not any(within(bound, said) for bound, said in pairs)


def time_limit_unsaid(leaf: Leaf, clause: str, today: _dt.date | None) -> bool:
    """Whether the clause names a list item whose lead-in sets a time limit from it, and
    says no time: "I got the decision" of "the date of the decision you're appealing" after
    "You must send your appeal within a month of either:" (it had met the limit)."""
    if isinstance(leaf, Comparison) or not leaf.lead_in:
        return False
    limited = any(m.quantity == "elapsed" for m in find_measures(leaf.lead_in))
    # a time said, or the limit itself ("I am within a month of the date of ...")
    said = (*quantities(clause, today), *find_measures(clause))
    return limited and not any(q.quantity == "elapsed" for q in said)


# "you're the partner of the person who died": what the user is to someone.
_RELATION_OF = re.compile(
    r"\byou(?:['’]re| are| were)\s+(?:the|a|an)\s+(?P<relation>partner|spouse|husband|wife|"
    r"parent|mother|father|child|son|daughter)\s+of\b",
    re.I,
)
# What the user is to a relative the scenario names ("my husband": his partner).
_RELATION_TO = {"partner": "partner", "child": "parent", "parent": "child"}


_WITH_YOU = re.compile(r"\bwith\s+you\b", re.I)
_WITH_THE_USER = re.compile(r"\bwith\s+(?:me|us)\b|^\W*(?:i|we)\b", re.I)
_WITH_SOMEONE = re.compile(r"\bwith\s+(?:his|her|their|my|our|the|a|an)\s+\w+", re.I)


def _with_another(condition: str, clause: str) -> bool:
    """Whether the clause puts someone with another person where the condition asks them
    to be with the user: "My son lives with his mum" of "your child lives with you" (a
    silent Yes by its words); "I live with my son" or "he lives with me and his mum" is
    with the user."""
    return (
        _WITH_YOU.search(condition) is not None
        and _WITH_THE_USER.search(clause) is None
        and _WITH_SOMEONE.search(clause) is not None
    )


def _not_that_relative(condition: str, clause: str) -> bool:
    """Whether a condition on what the user is to someone is met by a clause that does not
    say the user is so: "My friend died" and "Someone died" are no "you're the partner of
    the person who died" (they had met it by the one word "died"); "My husband died" is.

    >>> _not_that_relative("you're the partner of the person who died", "My husband died")
    False
    >>> _not_that_relative("you're the partner of the person who died", "My friend died")
    True
    """
    asked = _RELATION_OF.search(condition)
    if asked is None:
        return False
    wanted = _PARTY_OF.get(asked["relation"].lower(), asked["relation"].lower())
    said = {_RELATION_TO.get(_PARTY_OF.get(w, w)) for w in re.findall(r"\w+", clause.lower())}
    if re.search(rf"\b{asked['relation']}\b", clause, re.I) and not _PARTY.search(clause):
        return False  # "I was his partner", "I'm her parent": said of the user
    return wanted not in said


def leaves_out_what_is_said_of(leaf: Leaf, clause: str) -> bool:
    """Whether a clause that names what the condition is about leaves out all that the
    condition says of it: "I arrived sponsored by my daughter" names a sponsor but not
    that "your sponsor has died"; "I get Child Benefit for my own son" is no "Child
    Benefit for a child whose parents have both died"; "I am a dad or partner" is no "dad
    or partner on leave from work"."""
    if isinstance(leaf, Comparison):
        return False
    said = content_stems(clause)
    for pattern in _WHAT_IS_SAID_OF:
        match = pattern.search(_ASIDE.sub(" ", leaf.text))
        if match is not None and (wanted := content_stems(match["said"])) and not wanted & said:
            return True
    return False


def _said_of_a_larger(match: StatementMatch, matches: list[StatementMatch]) -> bool:
    """Whether the clause states in full another condition whose words hold all of this
    one's: "I am married to a Native American non-Veteran" is said of "are married to a
    Native American non-Veteran", not of "are Native American"."""
    words = content_stems(leaf_text(match.leaf))
    return any(
        other.evidence == match.evidence
        and other.score >= 1.0 > match.score
        and words < content_stems(leaf_text(other.leaf))
        for other in matches
    )


def _stem_order(text: str) -> list[str]:
    """The content words of ``text``, stemmed, in their order."""
    return [min(stems) for w in re.findall(r"[\w'’-]+", text) if (stems := content_stems(w))]


def _in_order(clause: str, leaf: Leaf) -> float:
    """How far the clause says the condition's words in the condition's order."""
    words = _stem_order(leaf_text(leaf))
    said = [w for w in _stem_order(clause) if w in set(words)]
    return difflib.SequenceMatcher(None, said, words, autojunk=False).ratio()


def _said_in_another_order(match: StatementMatch, matches: list[StatementMatch]) -> bool:
    """Whether the clause states another condition in the same words, in the order the
    clause says them: "I do not live in an EEA country (including Switzerland) and work in
    the UK." is said of "you live in: * an EEA country (including Switzerland) and work in
    the UK", not of "* the UK and work in an EEA country (including Switzerland)"."""
    words = content_stems(leaf_text(match.leaf))
    return any(
        other.evidence == match.evidence
        and other.leaf.key != match.leaf.key
        and content_stems(leaf_text(other.leaf)) == words
        and _in_order(match.evidence, other.leaf) > _in_order(match.evidence, match.leaf)
        for other in matches
    )


def names_verbatim(text: str, clause: str) -> bool:
    """Whether the clause names the text word for word (a leading article aside)."""
    words = re.findall(r"[\w’']+", text.lower())
    if words and words[0] in ("a", "an", "the"):
        words = words[1:]
    return (
        bool(words)
        and re.search(r"\b" + r"\W+".join(map(re.escape, words)) + r"\b", clause.lower())
        is not None
    )


_SHORT_ITEM = 4  # words: "fisheries facilities", "individual fishing quota"


def _another_item_named(match: StatementMatch, matches: list[StatementMatch]) -> bool:
    """Whether the clause names, word for word, one other item of the same list, and not
    this short one.

    "I need long term financing for the cost of aquacultural facilities in the Northwest
    Halibut/Sablefish and Alaskan Crab Fisheries." names "aquacultural facilities"; its
    "Fisheries" (the list's own setting) says nothing of "fisheries facilities".  A clause
    that names several items restates the list ("I am a farmers, associations of farmers,
    ..., or associations of farmworkers.") and speaks of all of them.
    """
    lead = getattr(match.leaf, "lead_in", "") or ""
    if (
        not lead.strip()
        or len(match.leaf.text.split()) > _SHORT_ITEM
        or names_verbatim(match.leaf.text, match.evidence)
    ):
        return False
    named = {
        other.leaf.key
        for other in matches
        if other.evidence == match.evidence
        and (getattr(other.leaf, "lead_in", "") or "") == lead
        and names_verbatim(other.leaf.text, other.evidence)
    }
    return len(named) == 1 and any(
        other.leaf.key in named and other.value == match.value for other in matches
    )


# "I used to be self-employed", "I'm getting divorced": so once or later, not now (but "I
# have to retake them next year" is the plan a condition may ask about).
ANOTHER_TIME = re.compile(r"\b(?:used to|formerly|previously|getting (?=divorced|married))\b", re.I)
# A state that ended before now: "I was getting Pension Credit until recently", "I was a
# cashier until I was laid off last month".
_UNTIL_PAST = re.compile(
    r"\buntil\s+(?:recently|last\b|(?:i|we|he|she|they)\s+(?:was|were|got|left|lost|had"
    r"|became|went|quit|took|\w+ed)\b)"
    # "I was getting Pension Credit until March", "I lived in Spain until 2019"
    r"|\b(?:was|were)\s+\w+ing\b[^.;]*\buntil\b"
    r"|\b(?:had|got|received|lived|worked)\b[^.;]*\buntil\b"
    # "I served in the RAF for 12 years until 2015": a doing of one's own, to a year
    r"|\b(?:i|we|he|she|they)\s+(?:\w+ly\s+)?(?:\w+ed|went|spent|left|took|did|ran|kept|held|paid)"
    r"\b[^.;]*\buntil\s+(?:(?:about|around|early|late|mid)\s+)?(?:19|20)\d\d\b",
    re.I,
)
# A state said to go on to now: "you're still serving", "you still live there".
_STILL = re.compile(r"\bstill\b", re.I)
# A change one means or may make is not made yet: "I'm planning to claim Universal
# Credit", "I might move to Spain", "I'm thinking of going self-employed". A plan of a
# doing is kept: "I'm going to occupy the property" says ShARC's "you occupy" it.
_MEANT_TO = re.compile(
    r"\b(?:(?:plan(?:s|ning)?|intend(?:s|ing)?|hop(?:e|es|ing)|about|going)\s+to"
    r"|thinking\s+(?:of|about)|considering|might)\s+"
    r"(?:claim|apply|move|moving|retire|retiring|become|becoming|go|going|start|starting"
    r"|switch|switching|return|returning)\b",
    re.I,
)
# Applying for a thing is not having it: "I'm going to apply for Pension Credit".
_APPLYING = re.compile(r"\b(?:apply|applies|applied|applying|application)\s+for\b", re.I)


def said_of_another_time(clause: str, condition: str) -> bool:
    """Whether the clause says what it says of a time other than the condition's: once
    ("I used to be self-employed", "until recently I got Income Support") or not yet
    (applying for what the condition has: "I'm going to apply for Pension Credit" of "you
    get Pension Credit").

    >>> said_of_another_time("I was getting Pension Credit until recently", "you get Pension Credit")
    True
    >>> said_of_another_time("I'm going to apply for Pension Credit", "you get Pension Credit")
    True
    >>> said_of_another_time("I get Pension Credit", "you get Pension Credit")
    False
    >>> said_of_another_time("I'm planning to claim Universal Credit next month", "Universal Credit")
    True
    """
    return (
        any(
            rx.search(clause) and not rx.search(condition)
            for rx in (ANOTHER_TIME, _UNTIL_PAST, _MEANT_TO)
        )
        or bool(
            _APPLYING.search(clause)
            and _HAVING.search(condition)
            and not _APPLYING.search(condition)
        )
        # "I had a payment in 2024" of "you've already had a payment this year", "I started
        # in 2019" of "you started your business last year": a clause dated otherwise than
        # by the condition's own period is not met by its words (facts.period_statements
        # reads its date against today)
        or bool(
            (period := NOW_PERIOD.search(condition))
            and any(
                " ".join(m.group(0).lower().split()) != " ".join(period.group(0).lower().split())
                for m in _DATED_ELSEWHEN.finditer(clause)
            )
        )
    )


# A calendar period named from now: "this year", "last month", "next week" ("the last
# year", "the past year" are the twelve months to now, a window, not a period).
NOW_PERIOD = re.compile(
    r"(?<!\bthe\s)\b(?:this|last|next)\s+(?:(?:tax|calendar|financial)\s+)?(?:year|month|week)\b",
    re.I,
)
_DATED_ELSEWHEN = re.compile(
    r"\b(?:(?:19|20)\d\d|(?:this|last|next)\s+(?:(?:tax|calendar|financial)\s+)?"
    r"(?:year|month|week)|\w+\s+(?:years?|months?|weeks?)\s+ago"
    # "in June", "on 3 March": a month of some year
    rf"|(?:in|on|since|during|until|last|early|late|mid)[\s-]+(?:the\s+)?(?:\d{{1,2}}\w*\s+)?{_MONTH_NAME}"
    rf"|\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH_NAME})\b",
    re.I,
)


# "any benefits other than Pension Credit": what a denial leaves out, it affirms.
_EXCEPT = re.compile(
    r"\b(?:other than|apart from|except(?:\s+for)?|besides|save for)\s+(?P<what>[^,.;:]+)", re.I
)


def _excepted(leaf: Leaf, said: str) -> bool:
    """Whether a denying clause names the condition as its exception: "I don't get any
    benefits other than Pension Credit" gets Pension Credit."""
    match = _EXCEPT.search(said)
    return match is not None and coverage(leaf.text, match["what"]) > 0.5


# "a full-time student", "an apprentice": an indefinite noun phrase, and its noun.
_NOT_A_MODIFIER = r"(?!(?:who|that|which|whose|with|of|in|on|at|for|from|and|or|not)\b)"
_NOUN_PHRASE = re.compile(
    rf"^an?\s+(?:{_NOT_A_MODIFIER}[\w-]+\s+){{0,3}}?{_NOT_A_MODIFIER}([a-z]+)\W*$", re.I
)
_EDUCATION = content_stems("education")
_PLACES_OF_STUDY = content_stems("school college university study studying student course")
_IN_A_STATE = re.compile(
    r"^(?:(?:you|they|he|she)(?:['’]re|['’]s|\s+are|\s+is)\s+)?"
    # "you must not be in full-time education", said as "you must be in ..." with its
    # negation taken out
    r"(?:(?:(?:you|they|he|she)\s+)?(?:must|should|need\s+to|have\s+to)\s+(?:also\s+)?be\s+)?"
    r"in\s+(?:[\w-]+\s+){1,2}?([a-z]+)\W*$",
    re.I,
)

# A condition whose subject is another person, named by a pronoun: "they're not
# self-employed or paid through an agency" (the nanny you hire), "they start claiming
# tax credits for themselves" (your child).
_SAID_OF_THEM = re.compile(r"\s*(?:they|he|she)\b", re.I)
# Someone a condition names by what the user does for them: "the person you care for",
# "the child you're responsible for", "the people you look after".
WHOM_YOU_NAME = re.compile(
    r"\b(?:the|a|an|each|any)\s+(?:[\w-]+\s+)?(?:person|people|child|children|adult|adults"
    r"|individual|relative|one|someone)\s+(?:(?:who|whom|that)\s+)?you(?:['’]re|\s+are)?\s+"
    r"(?!(?:or|and)\b)",
    re.I,
)
_FIRST_PERSON_SUBJECT = re.compile(r"^\W*(?:i|i['’]m|i['’]ve|i['’]d|i am|i have)\b", re.I)
_SOMEONE_ELSE_SAID = re.compile(r"\b(?:who|whose|whom|she|he|they|her|his|their)\b", re.I)


def said_of_the_user_alone(clause: str) -> bool:
    """Whether a clause speaks of the user only: "I get Attendance Allowance" (not "I look
    after my dad, who gets Attendance Allowance")."""
    return bool(_FIRST_PERSON_SUBJECT.match(clause)) and not _SOMEONE_ELSE_SAID.search(clause)


# Someone of the user's household beside them: "you or someone living in your property",
# "you or anyone who lives with you", "you or a member of your household".
_OR_SOMEONE_AT_HOME = re.compile(
    r"\byou\s+or\s+(?:(?:someone|anyone|somebody|anybody|a\s+person)\s+(?:who\s+lives?|living)\s+"
    r"(?:in|with|at)\s+(?:your|you)\b|(?:someone|anyone|a\s+member\s+of)\s+(?:in\s+)?your\s+"
    r"(?:household|home|property)\b)",
    re.I,
)
# A relative said to live with the user: "My son who lives with me", "my mum, living with us".
_LIVES_WITH_USER = re.compile(
    r"\b(?:lives?|living|stays?|staying)\s+(?:with\s+(?:me|us)|at\s+home)\b", re.I
)


def at_home_with_the_user(condition: str, clause: str) -> bool:
    """Whether ``condition`` names someone of the user's household ("you or someone living
    in your property") and ``clause`` says a relative lives with the user ("My son who lives
    with me")."""
    return bool(_OR_SOMEONE_AT_HOME.search(condition) and _LIVES_WITH_USER.search(clause))


# A clause whose subject is a relative of the user: "My wife is pregnant", "my son gets DLA".
_SAID_OF_RELATIVE = re.compile(
    rf"^(?:and\s+|but\s+)?(?:my|our)\s+(?:\w+\s+)?(?:{_RELATIVES})\b(?!\s+and\s+i\b)", re.I
)


def _said_of_user(clause: str, own: set[str]) -> bool:
    """Whether the user says ``own`` words of themselves: "I'm 45 and my wife is pregnant"
    says "pregnant" of the wife only."""
    parts = _clause_parts(clause)
    mine = " ".join(p for p in parts if not _SAID_OF_RELATIVE.match(p))
    return bool(mine) and (not own or bool(own & content_stems(mine)))


def _said_of_relative(clause: str, own: set[str], who: str) -> bool:
    """Whether the user says ``own`` words in a clause that names their relative ``who``
    ("partner", "child" or "parent"): "I work 16 hours and my partner is entitled to
    carer's allowance", "I have a child with a disability"."""
    parts = _clause_parts(clause)
    theirs = " ".join(p for p in parts if who in _named_relatives(p))
    return bool(theirs) and (not own or bool(own & content_stems(theirs)))


# Relatives denied or asked of as a kind: "I have no child with a disability", "I don't
# have any kids".
_ANY_RELATIVE = re.compile(rf"\b(?:any|no)\s+(?:[\w-]+\s+)?({_RELATIVES})\b", re.I)


def _named_relatives(text: str) -> set[str]:
    """The kinds of relative the text names: "after my child entered my care" a child, "I
    have no child with a disability" a child."""
    named = {m[1] or m[2] or "" for m in _PARTY.finditer(text)}
    named |= {m[1] for m in _ANY_RELATIVE.finditer(text)}
    return {_PARTY_OF.get(w.lower(), w.lower()) for w in named if w}


# Not before a figure, said or spelt: "more than your Personal Allowance", not "more than £100"
_NO_FIGURE = (
    r"(?!\s*(?:[£$€]|\d|(?:a|an|one|half|about|around|roughly|approximately|nearly|almost|"
    + "|".join(sorted(WORD_NUMBERS, key=len, reverse=True))
    + r")\b))"
)
# Words that rule each other out, the condition's first: "I live with my partner" refutes
# "you live alone".
_ONE_WAY = (
    (r"\b(?:alone|on (?:your|their) own|by (?:yourself|themselves))\b",
     r"\bwith (?:my|our|a|an|some)\b"),
    # "I already have a degree" is no "first degree"
    (r"\bfirst\b", r"\b(?:already|another|second|previous|again)\b"),
    # "both his parents are alive" is no child "whose parents have died"
    (r"\b(?:died|dead|deceased|passed away)\b", r"\balive\b"),
    (r"\b(?:ill|sick|unwell)\b", r"\b(?:healthy|in good health)\b"),
    # "I'm satisfied with the final decision" is not "unhappy with the final decision";
    # "downtown Chicago" is not "rural"
    (r"\b(?:unhappy|dissatisfied|displeased)\b", r"\b(?:happy|satisfied|pleased|content)\b"),
    (r"\b(?:happy|satisfied|pleased)\b", r"\b(?:unhappy|dissatisfied|displeased)\b"),
    (r"\brural\b", r"\b(?:urban|downtown|city cent(?:re|er))\b"),
    (r"\b(?:urban|city)\b", r"\brural\b"),
    # "We rent" is no owning one's home
    (r"\b(?:own|owns|owned)(?=\s+(?:your|their|the|a|an)\s+(?:home|house|property|flat)\b)",
     r"\b(?:rent|rents|renting|rented|tenants?)\b"),
    # and "I own my home" is no renting it (renting one out is the owner's)
    (r"\b(?:rent|rents|renting|rented)\b(?!\s+(?:\w+\s+){0,2}?out\b)",
     r"\b(?:own|owns|owned)(?=\s+(?:my|our|the|a|an)\s+(?:home|house|property|flat)\b)"),
    # "I only take out a small amount" is no "large amount"
    (r"\b(?:large|big|significant|substantial)\b", r"\b(?:small|little|modest|tiny)\b"),
    # and "I only take out about £200 a month": an amount said with "only" is small
    (r"\b(?:large|big|significant|substantial)\b",
     r"\bonly\s+(?:[\w'’-]+\s+){0,3}?(?:about\s+|around\s+|roughly\s+)?[£$€]\s?\d"),
)  # fmt: skip
# And words that rule each other out either way round: "I work part-time" refutes "you work
# full-time", and the other way.
_BOTH_WAYS = (
    (r"\bfull[- ]time\b", r"\bpart[- ]time\b"),
    # "my payments look correct" are not "wrong"; a "permanent" contract is no "temporary" one
    (r"\b(?:wrong|incorrect|inaccurate)\b", r"\b(?:correct|accurate)\b"),
    (r"\btemporar(?:y|ily)\b", r"\bpermanent(?:ly)?\b"),
    # "I get the lower rate of the mobility component" is not the "higher rate" of it; nor
    # is PIP's "standard rate" its "enhanced rate"; "I filed on time" is no filing "late"
    (r"\b(?:higher|highest|upper)\b", r"\b(?:lower|lowest)\b"),
    (r"\benhanced\b", r"\bstandard\b"),
    (r"\blate\b", r"\bon time\b"),
    # "My total income is below my Personal Allowance" is no income "more than your
    # Personal Allowance": a bound named, not a figure (the solver reads figures)
    (rf"\b(?:more|greater|higher)\s+than\b{_NO_FIGURE}|\b(?:above|exceed(?:s|ed|ing)?)\b{_NO_FIGURE}",
     rf"\b(?:less|fewer|lower)\s+than\b{_NO_FIGURE}|\bbelow\b{_NO_FIGURE}"),
)  # fmt: skip
_OPPOSITES = tuple(
    (re.compile(a, re.I), re.compile(b, re.I))
    for a, b in (*_ONE_WAY, *_BOTH_WAYS, *((b, a) for a, b in _BOTH_WAYS))
)


# Kinds of which one is not another: "I served in the Navy" says nothing of "you served
# in the Army".
_KINDS = tuple(
    tuple(re.compile(rf"\b(?:{w})\b", re.I) for w in kinds)
    for kinds in (
        ("army", "navy|naval", "air force|raf", "marines?|marine corps", "coast guard",
         "national guard", "space force"),
        # "goes to primary school" says nothing of "attending secondary school"
        ("(?:primary|elementary|infant|junior) (?:school|education)",
         "(?:secondary|high) (?:school|education)"),
        # "I get contribution-based JSA" says nothing of "income-based Jobseeker's Allowance"
        # (the benefit's name had met it, and a hospital's travel costs were granted)
        ("income[- ]based|income[- ]related", "contribution[- ]based|contributory|new style"),
    )
)  # fmt: skip


def _names_another_kind(condition: str, clause: str) -> bool:
    """Whether the clause names a kind other than the condition's, and not the condition's.

    >>> _names_another_kind("you served in the Army", "I served in the Navy")
    True
    >>> _names_another_kind("you served in the Army", "I served in the Army and the Navy")
    False
    """
    for kinds in _KINDS:
        wanted = [k for k in kinds if k.search(condition)]
        if wanted and not any(k.search(clause) for k in wanted):
            if any(k.search(clause) for k in kinds if k not in wanted):
                return True
    return False


def _uses_opposite_word(condition: str, clause: str) -> bool:
    """Whether the clause uses a word opposite to one of the condition's."""
    return any(
        wanted.search(condition)
        and opposite.search(clause)
        and not wanted.search(clause)
        and not opposite.search(condition)  # "permanent duty ... temporarily abroad"
        for wanted, opposite in _OPPOSITES
    )


_STOPPED = re.compile(r"\b(?:stopped|quit|gave up|given up|ceased)\s+(\w+ing)\b", re.I)
# A thing of one's that ended: "My Pension Credit stopped last year", "was cancelled".
_THING_ENDED = re.compile(
    r"\bmy\s+((?:[\w'’-]+\s+){0,3}?[\w'’-]+)\s+(?:has\s+|have\s+|had\s+|was\s+|were\s+|got\s+)?"
    r"(?:been\s+)?(?:stopped|ended|ceased|cancell?ed|canceled|withdrawn)\b(?!\s+\w+ing\b)",
    re.I,
)
# Where the object of a stopped doing ends: "I stopped working and now get ...".
_STOPPED_OBJECT_END = re.compile(r"[,.;:]|\b(?:and|but|so|because|since|then|now|to)\b", re.I)
_ENDING = re.compile(r"\b(?:stop|stopped|end|ended|ceased|cancell?ed|canceled|withdrawn)\b", re.I)


def _stopped_doing(condition: str, clause: str) -> bool:
    """Whether the clause says the user stopped what the condition says they do: "I've
    stopped looking for work" is not "looking for work" (nor "no longer" so, twice).

    >>> _stopped_doing("you're no longer looking for work", "I've stopped looking for work")
    True
    >>> _stopped_doing("you get Pension Credit", "I stopped getting Pension Credit")
    True
    >>> _stopped_doing("you get Pension Credit", "My Pension Credit was stopped in May")
    True
    >>> _stopped_doing("you stopped working because of illness", "I stopped working")
    False
    >>> _stopped_doing("Universal Credit", "I stopped claiming Universal Credit in March")
    True
    """
    if _STOPPED.search(condition):
        return False
    if (ended := _THING_ENDED.search(clause)) is not None and not _ENDING.search(condition):
        # "My Pension Credit stopped" is no longer getting it: every word of the thing
        # is the condition's ("My payments stopped" says nothing of Pension Credit), and
        # it is no person ("My husband stopped" says nothing of him being disabled)
        thing = content_stems(ended.group(1))
        if thing and thing <= content_stems(condition) - _RELATIVE_STEMS:
            return True
        # "My sick leave ended in May" is no longer "on leave": a kind of the thing the
        # condition names bare (not "Housing Benefit" of "you get Child Benefit")
        head = ended.group(1).split()[-1]
        if re.search(rf"\b(?:on|a|an|the|your|their|any)\s+{re.escape(head)}\b", condition, re.I):
            return True
    said = _STOPPED.search(clause)
    if said is None:
        return False
    # the doing in any form of its verb: "stopped getting" of "you get"
    if _word_stem(said.group(1).lower()) in {
        _word_stem(w) for w in re.findall(r"[a-z]+", condition.lower())
    }:
        return True
    # or by another verb, of the very thing the condition names: "I stopped claiming
    # Universal Credit" of a bare list item "Universal Credit" (under "you must get one of")
    # ("I stopped working and now get Pension Credit" stopped something else)
    thing = content_stems(condition) - _RELATIVE_STEMS
    stopped = _STOPPED_OBJECT_END.split(clause[said.end() :], maxsplit=1)[0]
    return bool(thing) and thing <= content_stems(stopped)


def _ended_before_now(condition: str, clause: str) -> bool:
    """Whether the clause tells of a state ended that the condition says goes on still:
    "I served in the RAF until 2015" fails "you're still serving".

    >>> _ended_before_now("you're still serving", "I served in the RAF for 12 years until 2015")
    True
    >>> _ended_before_now("you're serving", "I served in the RAF for 12 years until 2015")
    False
    """
    return bool(_STILL.search(condition)) and any(
        rx.search(clause) and not rx.search(condition) for rx in (ANOTHER_TIME, _UNTIL_PAST)
    )


_OUTSIDE_OF = re.compile(r"\b(?:outside|out of)\s+(?:of\s+)?(?:the\s+)?", re.I)
_INSIDE_OF = re.compile(r"\b(?:in|within|inside)\s+(?:the\s+)?(?=[A-Z])")
_AWAY = re.compile(r"\b(?:outside|abroad|overseas|out of|foreign)\b", re.I)


def _said_inside(condition: str, clauses: tuple[str, ...]) -> str | None:
    """A clause of the user's doing what the condition does "outside" a place, in it.

    >>> _said_inside("you work outside the UK", ("I work in London",))
    'I work in London'
    >>> _said_inside("you have assets outside Australia", ("I live in Australia",)) is None
    True
    """
    if is_negated(condition) or (away := _OUTSIDE_OF.search(condition)) is None:
        return None
    outside = mentioned_places(condition[away.end() :][:40])
    if not outside:
        return None
    rest = content_stems(condition[: away.start()]) - content_stems(" ".join(outside))
    for clause in clauses:
        if _denies(clause) or party(clause) != party(condition):
            continue
        if _in_a_place_within(clause, outside) and rest & content_stems(
            _INSIDE_OF.split(clause)[0]
        ):
            return clause
    return None


# "to an EU country", "in a European Economic Area (EEA) country", "an EEA member state":
# a kind of country, named by the places it lies in
_COUNTRY_OF_A_KIND = re.compile(
    rf"\b(?P<prep>in|to|(?P<from>from))\s+(?:an?\s+|another\s+)?(?P<kind>(?:{PLACE_NAME}[\s()A-Za-z]*?)"
    r")\s*\b(?:country|countries|member\s+states?|states?)\b",
    re.I,
)
_COUNTRY_WORDS = content_stems("country countries member state states")
_FROM = re.compile(rf"\bfrom\s+(?:the\s+)?(?:{PLACE_NAME})", re.I)


def in_a_country_of_another_kind(condition: str, clauses: tuple[str, ...]) -> str | None:
    """A clause of the user's putting what the condition puts in a kind of country ("the
    goods are going to an EU country") in or to a country not of that kind ("I'm exporting
    controlled goods to Japan"), or bringing it from one ("from another EU country": "I
    import goods from China").

    >>> in_a_country_of_another_kind(
    ...     "the goods are going to an EU country", ("I'm exporting the goods to Japan",)
    ... )
    "I'm exporting the goods to Japan"
    >>> in_a_country_of_another_kind(
    ...     "the goods are going to an EU country", ("I'm exporting the goods to France",)
    ... ) is None
    True
    """
    kind = _COUNTRY_OF_A_KIND.search(condition)
    if kind is None or is_negated(condition):
        return None
    after = condition[kind.end() :]
    if re.match(rf"\s*,?\s*or\s+(?!(?:the\s+)?{PLACE_NAME})", after):
        return None  # "an EEA country or one with a special agreement with the UK"
    # every place the condition names where one may be: "in an EEA country or Switzerland"
    wanted = mentioned_places(_OUTSIDE_OF.split(condition)[0])
    if not mentioned_places(kind["kind"]):
        return None
    rest = content_stems(condition[: kind.start()] + " " + condition[kind.end() :])
    rest -= _COUNTRY_WORDS | content_stems(" ".join(wanted))
    for clause in clauses:
        if _denies(clause) or party(clause) != party(condition):
            continue
        said = frozenset(
            p
            for m in (_FROM if kind["from"] else _IN_OR_TO).finditer(clause)
            for p in named_places(m.group(0))
        )
        if said and rest & content_stems(clause) and not can_coincide(said, wanted):
            return clause
    return None


def _in_a_place_within(clause: str, places: frozenset[str]) -> bool:
    """Whether the clause puts something in a place within ``places`` ("in London")."""
    return not _AWAY.search(clause) and any(
        (said := mentioned_places(clause[m.end() :][:40])) and lies_within(said, places)
        for m in _INSIDE_OF.finditer(clause)
    )


_ABROAD = re.compile(r"\b(?:abroad|overseas)\b", re.I)


_ABROAD_STEMS = content_stems("abroad overseas")
_LIVING = re.compile(r"\b(?:liv(?:e|es|ed|ing)|based|stay(?:s|ed|ing)?|reside\w*|settled)\b", re.I)
_IN_OR_TO = re.compile(rf"\b(?:in|to)\s+(?:the\s+)?(?:{PLACE_NAME})", re.I)


@functools.lru_cache(maxsize=8192)
def _kind_of_country(condition: str) -> tuple[frozenset[str], frozenset[str], str, str] | None:
    """What a condition puts in a kind of country ("the goods are going to an EU
    country"): the rest of its words, the places of the kind, the kind in its words ("an
    EU country"), and the word that puts it there ("to"; "in", "from")."""
    kind = _COUNTRY_OF_A_KIND.search(condition)
    if kind is None or is_negated(condition) or not (places := mentioned_places(kind["kind"])):
        return None
    rest = content_stems(condition[: kind.start()] + " " + condition[kind.end() :])
    rest -= _COUNTRY_WORDS | content_stems(" ".join(mentioned_places(condition)))
    words = condition[kind.start() : kind.end()].split(None, 1)[1]
    return rest, places, words, kind["prep"].lower()


def _kind_said(clause: str, kinds: list) -> str:
    """The clause with the kind of country a condition names said after a country of that
    kind in it after the same word, where the clause says the rest of the condition: "I'm
    exporting controlled goods to France" says "the goods are going to an EU country"
    ("... to France, an EU country"); "I bought the goods in France", "I'm from France"
    or "I'm not exporting to France" does not.

    >>> _kind_said("I'm exporting goods to France", [_kind_of_country("the goods go to an EU country")])
    "I'm exporting goods to France, an EU country"
    """
    if not kinds or _denies(clause):
        return clause
    stems = content_stems(clause)
    for rest, places, words, put in kinds:
        if rest and not rest & stems:
            continue
        for m in re.finditer(rf"\b{put}\s+(?:the\s+)?(?:{PLACE_NAME})", clause, re.I):
            if lies_within(named_places(m.group(0)), places):
                return f"{clause[: m.end()]}, {words}{clause[m.end() :]}"
    return clause


def _abroad_said(clause: str, abroad: list[frozenset[str]]) -> str:
    """The clause with "abroad" said after a place in it that lies abroad whatever country
    the rule is of, where it says the rest of a condition of abroad: "I live in
    Spain" says "you live abroad" ("I live in Spain abroad"); "I'm from Spain" or "I was
    born in Spain" does not, nor "I don't live in Spain" deny it. The clause says every
    other word of the condition: "I'm going to Spain on holiday" says nothing of "you're
    going abroad for medical treatment".

    >>> _abroad_said("I live in Spain", [content_stems("you live")])
    'I live in Spain abroad'
    >>> _abroad_said("I'm from Spain", [content_stems("you live")])
    "I'm from Spain"
    """
    if not abroad or _AWAY.search(clause) or _denies(clause):
        return clause
    stems = content_stems(clause)
    # a bare "abroad" ("You can vote from abroad if ...") is where one lives or stays:
    # "I'm a British citizen living in Spain" says it (it had been asked)
    bare = any(not words for words in abroad) and _LIVING.search(clause)
    if not bare and not any(words <= stems for words in abroad if words):
        return clause  # "I'm going to Spain on holiday" is not "abroad for medical treatment"
    for m in _IN_OR_TO.finditer(clause):
        if lies_abroad(named_places(m.group(0))):
            return f"{clause[: m.end()]} abroad{clause[m.end() :]}"
    return clause


def _somewhere_named_for_abroad(condition: str, clause: str) -> bool:
    """Whether the condition speaks of abroad and the clause, sharing no more than one word
    with it, of a place it names, not as abroad: "I live in Leeds" (or "in the UK") says
    nothing by its words of "you live abroad", whose home country the rule leaves unsaid
    (they share only "live"; "I went to visit my family in Pakistan without letting the
    benefits office know" says more)."""
    return bool(
        _ABROAD.search(condition)
        and not _AWAY.search(clause)
        and len(content_stems(condition) & content_stems(clause)) <= 1
        and any(mentioned_places(clause[m.end() :][:40]) for m in _INSIDE_OF.finditer(clause))
    )


def _inside_what_is_outside(condition: str, clause: str) -> bool:
    """Whether the condition speaks of outside a place and the clause of inside it: "All
    our money is here in Australia" says nothing in favour of "assets outside Australia"."""
    away = _OUTSIDE_OF.search(condition)
    if away is None:
        return False
    outside = mentioned_places(condition[away.end() :][:40])
    return bool(outside) and _in_a_place_within(clause, outside)


def _says_the_opposite(condition: str, clauses: tuple[str, ...]) -> str | None:
    """A clause of the user's that says of the same thing the opposite of the condition."""
    if is_negated(condition):
        return None
    for wanted, opposite in _OPPOSITES:
        word = wanted.search(condition)
        if word is None or opposite.search(condition):
            continue  # a condition with both words speaks of both
        rest = content_stems(wanted.sub(" ", condition))
        for clause in clauses:
            said = opposite.search(clause)
            if (
                said
                and not wanted.search(clause)
                and not _denies(clause)
                and party(clause) == party(condition)
                and rest & content_stems(clause[: said.start()] + " " + clause[said.end() :])
            ):
                return clause
    return None


# Denials that is_negated leaves to the scenario: "Neither of them has a baby", "Nobody
# has questioned my claims", "We earn too much to get it".
_DENIAL = re.compile(
    r"\b(?:neither|nobody|no one|nothing|none)\b"
    r"|\btoo\s+(?:\w+\s+){1,2}to\b",
    re.I,
)
# An application still being processed is a thing not yet had: "my provider number
# application is still being processed" has no provider number (but "I'm waiting for
# the decision on my appeal" still appeals).
_PENDING = re.compile(
    r"\b(?:application|request|registration|claim)\s+(?:[\w'’-]+\s+){0,2}?(?:is|was|are)\s+"
    r"(?:still\s+)?(?:being\s+processed|being\s+assessed|pending|under\s+review|in\s+progress)\b",
    re.I,
)
# Having a thing, not "have" helping a verb ("you have claimed" is no thing had).
_HAVING = re.compile(
    r"\b(?:have|has|hold|holds)\b(?!\s+(?:\w+ed|been|\w+en|made|paid|done|had|got|sent)\b)"
    r"|\b(?:get|gets|receive|receives|obtain|obtains)\b"
    r"|\bbe(?:en)?\s+(?:registered|approved|accepted|given|granted|issued)\b",
    re.I,
)
# "I have no disability": "no" denies the words it goes with ("no more than £200" states
# an amount, and "no doubt" affirms).
_NO = re.compile(
    r"\bno\s+(?!(?:more|less|fewer|later|earlier|sooner|longer|older|younger|greater|matter"
    r"|doubt)\b)((?:[\w'’-]+\s+){0,2}[\w'’-]+)",
    re.I,
)


# A benefit by its name: "Housing Benefit", "Personal Independence Payment",
# "Employment and Support Allowance", "Carer’s Allowance", "Child Tax Credit".
_BENEFIT_KIND = r"(?:Allowance|Benefit|Credit|Support|Payment|Pension|Supplement|Pay)s?"
_BENEFIT_NAME = re.compile(
    rf"\b(?:(?!{_BENEFIT_KIND}\s+(?:and|or|of)\b)[A-Z][\w'’-]*\s+(?:(?:and|of)\s+)?){{1,4}}"
    rf"{_BENEFIT_KIND}\b"
)


# "you get the higher rate of the mobility component of Disability Living Allowance": a
# part of a benefit got, named before it
_GETS_PART_OF = re.compile(
    r"\b(?:get|gets|getting|receive|receives|receiving|on)\s+(?:the\s+)?(?P<part>[\w\s'’-]*?\b"
    r"(?:rates?|components?|elements?|premiums?))\s+of\s+(?:the\s+)?$",
    re.I,
)


def part_of_a_benefit_unsaid(condition: str, clause: str) -> bool:
    """Whether the condition needs getting a part of a benefit and the clause names the
    benefit but none of the part's words: "I get Disability Living Allowance" is not
    "you get the higher rate of the mobility component of Disability Living Allowance"
    (denying the benefit denies every part of it)."""
    for m in _BENEFIT_NAME.finditer(condition):
        part = _GETS_PART_OF.search(condition[: m.start()])
        if part is not None:
            said, name = content_stems(clause), content_stems(m[0])
            # (the part's own words: "Guarantee Credit element" of Pension Credit)
            return name <= said and not (content_stems(part["part"]) - name) & said
    return False


def named_benefits(text: str) -> frozenset[frozenset[str]]:
    """The benefits a text names, each as the content words of its name.

    >>> sorted(map(sorted, named_benefits("I get Carer's Allowance and Pension Credit")))
    [['alow', 'carer'], ['credit', 'pension']]
    """
    return frozenset(w for m in _BENEFIT_NAME.finditer(text) if (w := content_stems(m[0])))


def can_be_the_same_benefit(
    these: frozenset[frozenset[str]], those: frozenset[frozenset[str]]
) -> bool:
    """Whether a benefit of ``these`` may be one of ``those``: one name holds the
    other\'s words ("Jobseeker\'s Allowance" is "income-based Jobseeker\'s Allowance"),
    while "Child Tax Credit" is not "Working Tax Credit". With none named on either
    side nothing is known, so they may."""
    if not these or not those:
        return True
    return any(a <= b or b <= a for a in these for b in those)


# Getting: "you get", "receiving", "claims", "I'm on".
_GETTING = r"\b(?:get|gets|getting|receive|receives|receiving|claim|claims|claiming|on)\s+"
# "you get income-related Employment and Support Allowance": getting a benefit by its name.
_GETS_BENEFIT = re.compile(
    _GETTING + r"(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:[A-Z][\w'’-]*\s+)*"
    r"(?:Allowance|Benefit|Credit|Support|Payment|Pension|Supplement)\b",
)
# "you get a qualifying benefit", "you're on certain benefits": a benefit of a kind unnamed.
_GETS_A_KIND_OF_BENEFIT = re.compile(
    _GETTING + r"(?:a|an|certain|some|one of the)\s+(?:[\w-]+\s+){0,2}?benefits?\b", re.I
)
# "I don't claim any benefits", "I'm not on benefits", "I don't get any state benefits",
# "no pension-related benefits" (of that kind only)
_ANY_BENEFIT = re.compile(
    r"(?:\b(?:any|no)\s+(?:other\s+)?(?:(?:state|government|welfare|social|public)\s+)?"
    r"(?P<kind>[\w-]+\s+)?benefits?|\bnot\s+on\s+(?:any\s+)?benefits)\b"
    r"(?!\s+(?:other than|except|apart from|besides|but)\b)",
    re.I,
)


def _denies_all_benefits(leaf: Leaf, clauses: tuple[str, ...]) -> str | None:
    """A clause of the user's denying every benefit (of a kind), which denies getting
    the named one: "I don't claim any benefits at all" of "you get Jobseeker's
    Allowance"; "I get no disability benefits" says nothing of Carer's Allowance."""
    said_of = f"{leaf.lead_in} {leaf.text}" if leaf.lead_in else leaf.text
    if isinstance(leaf, Comparison) or not (
        _GETS_BENEFIT.search(said_of)
        or _GETS_ANY_BENEFIT.search(said_of)
        or _GETS_A_KIND_OF_BENEFIT.search(said_of)
    ):
        return None  # (and "I'm not on benefits" of "People receiving welfare payments")
    for clause in clauses:
        said = _ANY_BENEFIT.search(clause)
        if (
            said is not None
            and _denies(clause)
            and party(clause) == ""
            and (not said["kind"] or content_stems(said["kind"]) & content_stems(leaf.text))
        ):
            return clause
        if (
            _ONLY_BENEFIT.search(clause)
            and not _denies(clause)
            and party(clause) == ""
            and (named := named_benefits(clause))
            and not can_be_the_same_benefit(named, named_benefits(said_of))
        ):
            return clause  # "I only get Child Benefit" of "you get Pension Credit"
    return None


# "I only get Child Benefit", "I get only Carer's Allowance", "the only benefit I get is ..."
_ONLY_BENEFIT = re.compile(
    rf"\bonly\s+{_GETTING}|{_GETTING}only\b|\bthe only (?:state\s+)?benefits?\b", re.I
)


# Getting benefits of any kind: "People receiving welfare payments", "you can get benefits"
# (a condition asks it whole; the user says it within a clause: "I'm on benefits").
_ANY_BENEFIT_SAID = (
    _GETTING + r"(?:(?:state|government|welfare|social security|public|federal)\s+)?"
    r"(?:benefits|welfare payments|welfare|benefit payments)\b"
)
_GETS_ANY_BENEFIT = re.compile(rf"{_ANY_BENEFIT_SAID}\W*$", re.I)
_GETS_SOME_BENEFIT = re.compile(_ANY_BENEFIT_SAID, re.I)


def _gets_a_benefit_by_name(leaf: Leaf, clauses: tuple[str, ...]) -> str | None:
    """A clause of the user's getting a benefit by its name, which meets getting benefits
    of any kind: "I get the Disability Support Pension" (or "I'm on benefits") of "People
    receiving welfare payments" (the converse of _denies_all_benefits)."""
    said_of = f"{leaf.lead_in} {leaf.text}" if leaf.lead_in else leaf.text
    if isinstance(leaf, Comparison) or not _GETS_ANY_BENEFIT.search(said_of):
        return None
    for clause in clauses:
        if (_GETS_BENEFIT.search(clause) or _GETS_SOME_BENEFIT.search(clause)) and _affirmed_now(
            clause, said_of
        ):
            return clause
    return None


# "you get a disability benefit": the UK's benefits paid for disability, by name or
# initials, as a caseworker knows them ("I get PIP").
_DISABILITY_BENEFIT_ASKED = re.compile(
    _GETTING + r"(?:a|an|any|one of the|certain)\s+(?:[\w-]+\s+)?disability\s+benefits?\b", re.I
)
_DISABILITY_BENEFIT_SAID = re.compile(
    _GETTING + r"(?:the\s+)?(?:[\w-]+\s+){0,4}?(?:Personal\s+Independence\s+Payment|PIP"
    r"|Disability\s+Living\s+Allowance|DLA|Attendance\s+Allowance|Adult\s+Disability\s+Payment"
    r"|Child\s+Disability\s+Payment|Armed\s+Forces\s+Independence\s+Payment|AFIP"
    r"|Severe\s+Disablement\s+Allowance|Industrial\s+Injuries\s+Disablement\s+Benefit|IIDB)\b",
)


def _gets_a_disability_benefit(leaf: Leaf, clauses: tuple[str, ...]) -> str | None:
    """A clause of the user's getting a benefit paid for disability, which meets "you get
    a disability benefit": "I get PIP", "I'm on the care component of DLA"."""
    said_of = f"{leaf.lead_in} {leaf.text}" if leaf.lead_in else leaf.text
    if isinstance(leaf, Comparison) or not _DISABILITY_BENEFIT_ASKED.search(said_of):
        return None
    for clause in clauses:
        if _DISABILITY_BENEFIT_SAID.search(clause) and _affirmed_now(clause, said_of):
            return clause
    return None


def _affirmed_now(clause: str, said_of: str) -> bool:
    """Whether ``clause`` says something of now, undenied, of whom ``said_of`` is about."""
    return (
        not _denies(clause) and not ANOTHER_TIME.search(clause) and party(clause) == party(said_of)
    )


# The examples a condition gives of itself: "programs such as SNAP or Medicaid", "a
# vulnerable group, for example you're pregnant or have a disability".
_EXAMPLES = re.compile(
    r"\b(?:such as|for example|for instance|including|like|e\.g\.)\s*,?\s*(?P<named>[^.;:()]+)",
    re.I,
)


# A name: words that open with a capital ("SNAP", "Medicaid", "Pension Credit").
_A_NAME = re.compile(r"^(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*\s*$")


def _names_an_example(leaf: Leaf, clauses: tuple[str, ...]) -> str | None:
    """A clause of the user's that names one of the examples the condition gives of itself,
    and so meets it: "I get SNAP benefits" of "you participate in certain federal assistance
    programs such as SNAP or Medicaid" (the example's own words, every one of them, in a
    clause that denies nothing and is about the user).  Only examples that are names: a
    doing ("such as having lived or worked in the UK") is met by no word it shares ("I
    live in Switzerland")."""
    said_of = f"{leaf.lead_in} {leaf.text}" if leaf.lead_in else leaf.text
    given = _EXAMPLES.search(leaf.text) if not isinstance(leaf, Comparison) else None
    if given is None or _denies(leaf.text[: given.start()]):
        return None
    named = re.split(r"\s*,\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+", given["named"])
    examples = [stems for name in named if _A_NAME.match(name) and (stems := content_stems(name))]
    for clause in clauses:
        if _affirmed_now(clause, said_of) and any(
            stems <= content_stems(clause) for stems in examples
        ):
            return clause
    return None


# Where a condition's own clause ends: "items that aren't exempt" denies only of the items.
_SUBORDINATE = re.compile(
    r"[,(]|\b(?:that|which|who|whose|whom|where|when|while|if|unless|because|as|for example)\b"
    # a relative clause with no pronoun of its own: "benefits you're not entitled to",
    # "benefits I am entitled to" (a "not" in it is the clause's)
    r"|(?<!\band)(?<!\bor)(?<!\bbut)(?<!^)\s+(?=(?:you|i|we|they|he|she|me)"
    r"(?:['’](?:re|m)\b|\s+(?:are|am|is|were|was)\b))",
    re.I,
)


# A need of another's help ("you need someone to help look after you", "needs help with
# personal care"), and a doing said to need none ("I look after myself", "on my own").
_HELP_NEEDED = re.compile(
    r"\bneeds?\s+(?:(?:some|a lot of|extra)\s+)?(?:someone|somebody|help|assistance|support|care)\b",
    re.I,
)
_HELPED = re.compile(
    r"\b(?:help|helps|helped|helping|assist\w*|support\w*|care\s+for\s+me)\b", re.I
)
_UNAIDED = re.compile(
    r"\b(?:myself|by myself|on my own|independently|unaided|without (?:any )?help)\b", re.I
)


# A condition met by having none of a thing or some small amount: "little or no savings".
LITTLE_OR_NONE = re.compile(
    r"\b(?:(?:little|few|low|limited)\s+or\s+no|no\s+or\s+(?:little|few|low|limited))\b", re.I
)
_SMALL_AMOUNT = re.compile(r"\b(?:little|few|low|hardly\s+any|barely\s+any)\b", re.I)


def _negated_condition(leaf: Leaf, said: str) -> bool:
    """Whether a condition the grammar read carries a negation of its own clause, in
    the part of it that ``said`` speaks to: "you have never been convicted" (not "items
    that aren't exempt"; a fallback sentence's negations are anywhere in it).

    >>> from ruleparse.types import Condition, Provenance, Span
    >>> leaf = Condition("not a UK national but you've lived here 20 years", Provenance(Span(0, 0)))
    >>> _negated_condition(leaf, "I've lived here 25 years"), _negated_condition(leaf, "I'm a UK national")
    (False, True)
    """
    if leaf.provenance.source != "grammar":
        return False
    part = max(_clause_parts(leaf.text), key=lambda p: statement_score(said, p))
    return is_negated(_SUBORDINATE.split(part, maxsplit=1)[0])


_ASIDE_SAID = re.compile(r"\([^)]*\)")
# Two negations of one verb cancel: "I am not no longer eligible", "I did not
# deliberately not report a change".
_DOUBLE_NEGATION = re.compile(
    r"\b(?:not|never)\s+((?:[\w'’-]+\s+){0,2}?)(?:not|no longer|never)\b", re.I
)
# ... and "I am not unable to obtain credit" of a condition read by the grammar, whose
# "unable" is_negated reads (a fallback sentence keeps its words as they are).
_DOUBLE_PREFIXED = re.compile(rf"\b(?:not|never)\s+(?:{NEGATIVE_FORMS})\b", re.I)


def _own_polarity(said: str, leaf: Leaf) -> str:
    """The part of a statement whose negation is its own.

    Its asides go ("I have a contract (my contract doesn't have to be written)"); so do
    the negated parts it repeats from the condition's relative clause or lead-in ("I owe
    federal taxes that I cannot pay" of "you owe federal taxes that you cannot pay"; "I
    am not working because I'm sick" of "you're not working because you're: sick or
    disabled"), while one that affirms what those negate denies ("I am working because
    I'm sick").  Two negations of one verb cancel ("I am not no longer eligible").

    >>> from ruleparse.types import Condition, Provenance, Span
    >>> leaf = Condition("you start selling items that aren't exempt", Provenance(Span(0, 0)))
    >>> _own_polarity("I have started selling items that aren't exempt", leaf)
    'I have started selling items'
    >>> _own_polarity("I haven't started selling items", leaf)
    "I haven't started selling items"
    >>> _own_polarity("I am not no longer selling items", leaf)
    'I am selling items'
    >>> _own_polarity("I have started selling items that are exempt", leaf)
    'I have started selling items not are exempt'
    """
    said = _DOUBLE_NEGATION.sub(r"\1", _ASIDE_SAID.sub(" ", said))
    if leaf.provenance.source != "grammar":
        return " ".join(said.split())
    said = _DOUBLE_PREFIXED.sub(" ", said)
    repeated = [
        part
        for part in (
            *_SUBORDINATE.split(_ASIDE_SAID.sub(" ", leaf.text))[1:],
            *_SUBORDINATE.split(leaf.lead_in or ""),
        )
        if is_negated(part) and content_stems(part)
    ]
    kept = []
    for part in _SUBORDINATE.split(said):
        same = [r for r in repeated if content_stems(part) and coverage(part, r) >= 0.5]
        if not same:
            kept.append(part)
        elif not is_negated(part):
            # "I am working because I'm sick", "selling items that are exempt": what the
            # condition negates, the statement affirms.
            kept.append(f"not {part}")
        elif all(_negations(part) != _negations(r) for r in same):
            kept.append(part)
    return " ".join(" ".join(kept).split())


def _negations(text: str) -> int:
    """How many negations a text has ("I am not not working": two)."""
    return len(_NEGATION.findall(text))


def _denied_elsewhere(leaf: Leaf, said: str, clauses: tuple[str, ...]) -> bool:
    """Whether another clause denies a telling word of the condition that the clause
    stating it leaves out: "I'm claiming for my two children" meets most of "you claim
    for your child and their baby", but "Neither of them has a baby" denies the rest.
    Denying another way in leaves the one stated: "I'm not a student. I'm an apprentice."
    meets "you're a student or an apprentice"."""
    wanted = content_stems(leaf_text(leaf)) - content_stems(said)
    return any(
        c not in said
        and said not in c
        and any(word_weight(w) >= GENERIC_WEIGHT for w in wanted & content_stems(c))
        and _denies(c, leaf_text(leaf))
        and not _denies_one_way(leaf, c)
        for c in clauses
    )


# "without letting the office know": what is done without is denied (not the rest:
# "I work without a permit" still works).
_WITHOUT = re.compile(r"\bwithout\s+((?:[\w'’-]+\s+){0,4}[\w'’-]+)", re.I)
_INSTEAD = re.compile(r"\b(?:rather than|instead of)\b", re.I)


def _denies(clause: str, condition: str = "", prefixed: bool = True) -> bool:
    """Whether a scenario clause denies what it says of ``condition``: a negation,
    "neither", "too much to", or "no" before the condition's own words.

    >>> _denies("We earn too much to get Family Tax Benefit")
    True
    >>> _denies("I have no disability", "you have a disability")
    True
    >>> _denies("I pay rent, with no end date", "you pay rent")
    False
    """
    if is_negated(clause, prefixed):
        return True
    if condition and _PENDING.search(clause) and _HAVING.search(condition):
        return True  # "my provider number application is still being processed"
    if _DENIAL.search(clause) and not (condition and _DENIAL.search(condition)):
        return True  # (but "I earn too little to pay tax" meets "you earn too little to ...")
    if condition and (instead := _INSTEAD.search(clause)) is not None:
        # "I rent rather than buy" denies buying: the refused part speaks to it
        kept, refused = clause[: instead.start()], clause[instead.end() :]
        if statement_score(refused, condition) > statement_score(kept, condition):
            return True
    wanted = content_stems(condition) if condition else None
    if any(wanted is None or content_stems(m.group(1)) & wanted for m in _NO.finditer(clause)):
        return True
    return any(
        wanted is not None and content_stems(m.group(1)) & wanted for m in _WITHOUT.finditer(clause)
    )


# "A, B or C" split into its members (the dialog splits follow-ups with it too).
ALTERNATIVES = re.compile(r",\s*(?:or\s+)?|\s+or\s+")
# (and the "either" of "either disabled or a carer")
_SUBJECT = re.compile(r"^(?:(?:you|they|he|she)(?:'re|’re| are| is)?\s+)?(?:either\s+)?", re.I)


def _ways(leaf: Leaf, least: int = 3) -> list[frozenset[str]]:
    """The content words of each of a condition's "A, B or C" (none if it lists fewer
    than ``least``)."""
    if isinstance(leaf, Comparison) or " or " not in leaf.text:
        return []
    if LITTLE_OR_NONE.search(leaf.text):
        return []  # "little or no savings": two amounts of one thing, no two ways
    parts = [content_stems(_SUBJECT.sub("", p)) for p in ALTERNATIVES.split(leaf.text)]
    parts = [p for p in parts if p]
    # Two words joined by "or" are as often one thing ("livestock or poultry", "a
    # school or college"), so only a list of three or more is ways in to state.
    return parts if len(parts) >= least else []


def _denies_one_way(leaf: Leaf, clause: str) -> bool:
    """Whether a negated clause denies one of the condition's ways and names no other:
    "I'm not a carer" says nothing of "you're a carer, a student or a lone parent", nor
    "I'm not disabled" of "you're disabled or a carer" (whether the two are ways in or
    one thing, denying one word of them does not deny both).  Only the denying parts of
    the clause count: "I'm not a student, I'm an apprentice" denies the student only."""
    parts = _ways(leaf, least=2)
    denying = [p for p in _clause_parts(clause) if _denies(p)] if parts else []
    said = frozenset().union(*map(_denied_words, denying))
    return (
        bool(said)
        and sum(p <= said for p in parts) == 1
        and not any(p & said for p in parts if not p <= said)
    )


_NEGATION_WORD = re.compile(r"\b(?:not|never|no|neither|nor)\b|n['’]t\b", re.I)
# What a negation denies ends with its clause: "I'm not working because I'm pregnant" (a
# comma does not end it: "I do not wish to purchase, construct, or improve a home").
_DENIAL_END = re.compile(r";|\b(?:because|since|although|though|whereas|but)\b", re.I)


def _denied_words(clause: str) -> frozenset[str]:
    """The content words a clause's "not" (or "n't", "never", "no") denies: those after it
    to the end of its clause ("working" of "I'm not working because I'm pregnant")."""
    out: set[str] = set()
    for m in _NEGATION_WORD.finditer(clause):
        end = _DENIAL_END.search(clause, m.end())
        out |= content_stems(clause[m.end() : end.start() if end else len(clause)])
    return frozenset(out)


# What one seeks or wants one does not have: "work" of "I'm looking for work" (one
# applying for something is its applicant: "I am applying for HFRP" of "HFRP applicants").
_SOUGHT = re.compile(
    r"\b(?:(?:looking|searching|hunting)\s+for|seek(?:s|ing)?|want(?:s|ing)?"
    r"|trying\s+to\s+(?:get|find))\s+"
    r"(?:(?:a|an|some|any|new|another|the|full-time|part-time|paid)\s+){0,2}[\w'’-]+",
    re.I,
)
_SEEKING_STEMS = content_stems(
    "looking searching hunting applying hoping seeking wanting trying needing wishing"
)


def _without_sought(clause: str, asked: frozenset[str]) -> str:
    """The clause without what it says the user seeks, unless what is asked (its content
    stems) is a seeking too: "I'm looking for work" states "you're looking for work", not
    "you're in work"."""
    return clause if asked & _SEEKING_STEMS else _SOUGHT.sub(" ", clause)


def _states_an_alternative(leaf: Leaf, clauses: list[str]) -> str | None:
    """A clause stating in full one of the condition's "A, B or C": "I'm a carer" of
    "you're pregnant, a carer or a lone parent" (denying one says nothing of the rest).
    A way said only as what the user seeks is not had: "I'm unemployed and looking for
    work" is not "in work" of "in work, on sick leave or on annual leave" (a way that is
    the seeking, "looking for work", is still said by it)."""
    parts = _ways(leaf)
    for clause in clauses if parts else ():
        if not _denies(clause) and any(
            p <= content_stems(_without_sought(clause, p)) for p in parts
        ):
            return clause
    return None


def _speaking_part(sentence: str, leaf: Leaf) -> str:
    """The clause of a sentence that speaks to the condition, whose polarity is the
    sentence's for it: "I don't pay income tax and my wife pays basic rate tax" says
    "pays" of "your partner pays Income Tax at the basic rate"."""
    parts = _clause_parts(sentence)
    if len(parts) < 2:
        return sentence
    return max(parts, key=lambda p: max(statement_score(p, v) for v in leaf_views(leaf)))


# (a figure with its thousands: "50,000 brochures" is no other number than "000 brochures")
_FIGURE_AND_NOUN = r"\b(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s+([a-z]+)"
_COUNT_OF = re.compile(_FIGURE_AND_NOUN, re.I)
# (and the words after a clause's number: "22 qualifying years" counts years)
_COUNT_OF_SAID = re.compile(rf"{_FIGURE_AND_NOUN}(?:\s+([a-z]+))?", re.I)


def _other_number(condition: str, clause: str) -> bool:
    """Whether the clause gives another number of something the condition counts.

    >>> _other_number("You need 30 years of contributions", "I have 22 qualifying years")
    True
    """
    wanted: dict[str, set[float]] = {}
    for n, noun in _COUNT_OF.findall(condition):
        wanted.setdefault(_counted(noun), set()).add(float(n.replace(",", "")))
    return any(
        _counted(noun) in wanted and float(n.replace(",", "")) not in wanted[_counted(noun)]
        for n, *nouns in _COUNT_OF_SAID.findall(clause)
        for noun in nouns
        if noun
    )


_TIME_COUNTED = content_stems("hours days weeks months years minutes")


def _counts_another_time(condition: str, clause: str) -> bool:
    """Whether the clause counts only times the condition counts none of: "I work 3 days
    a week" says nothing of "you work 16 hours or more a week".

    >>> _counts_another_time("you work 16 hours or more a week", "I work 3 days a week")
    True
    >>> _counts_another_time("you work at least 3 days a week", "I work 3 days a week")
    False
    """
    wanted = {s for _, word in _COUNT_OF.findall(condition) for s in content_stems(word)}
    said = {s for _, word in _COUNT_OF.findall(clause) for s in content_stems(word)}
    return bool(wanted & _TIME_COUNTED) and bool(said) and said <= _TIME_COUNTED - wanted


_NUMBER_AND_WORD = re.compile(r"(?<![\w.,])(\d[\d,]*(?:\.\d+)?)(?:\s*-\s*|\s+)?([a-z]*)", re.I)


def _number_of_another_thing(condition: str, clause: str) -> bool:
    """Whether the clause shares only a number with the condition, said of another thing.

    "I have 1 child under 5" says nothing of "you work 5 days a week": the condition's
    5 counts days, the clause's is no count of them. A number the condition says bare
    ("you're 65 or over") is said of the user whatever follows it in the clause.
    """
    shared = content_stems(condition) & content_stems(clause)
    if not shared or not all(s.replace(".", "", 1).isdigit() for s in shared):
        return False

    def units(text: str) -> dict[str, set[str]]:
        out: dict[str, set[str]] = {}
        for number, word in _NUMBER_AND_WORD.findall(text):
            out.setdefault(number.replace(",", ""), set()).update(content_stems(word))
        return out

    wanted, said = units(condition), units(clause)
    return any(wanted.get(n) and not wanted[n] & said.get(n, set()) for n in shared)


def _time_counted_unsaid(condition: str, clause: str) -> bool:
    """Whether the condition counts a time ("30 years of National Insurance
    contributions") and the clause speaks of that time without a count of it: "I have
    paid National Insurance every year since 2001" meets no number of years by its words
    (one that speaks of no time, "I am taking Shared Parental Leave", is left as it was).

    >>> _time_counted_unsaid("You need 30 years of contributions", "I've paid in every year")
    True
    >>> _time_counted_unsaid("You need 30 years of contributions", "I've paid in for thirty years")
    False
    """
    units = {
        s for _, noun in _COUNT_OF.findall(condition) for s in content_stems(noun)
    } & _TIME_COUNTED
    if not units & content_stems(clause):
        return False
    counts = re.finditer(
        rf"\b(?:{_COUNT}|an?)[\s-]+(?:[a-z]+\s+){{0,2}}?(?P<noun>[a-z]+)", clause, re.I
    )
    return not any(content_stems(m["noun"]) & units for m in counts)


def _counted(noun: str) -> str:
    """What a number counts, one or many alike: "1 child" counts what "2 children" does."""
    stems = content_stems(noun)
    return next(iter(stems)) if len(stems) == 1 else noun.lower()


def _names_place_of(clause: str, places: frozenset[str]) -> bool:
    said = mentioned_places(clause)
    return bool(said) and can_coincide(said, places)


def _lives_where(condition: str, clauses: tuple[str, ...]) -> tuple[str, bool] | None:
    """A clause where the user lives (or was born), and whether that is in the condition's place.

    "I live in Lisbon" meets "you live in Portugal"; "I live in England" refutes
    "you live in Scotland", as a caseworker reads it; "I live in the UK" does
    neither to "you live in Wales", and "my son lives in France" says nothing of
    where you live.
    """
    wanted = residence(condition)
    if wanted is None or is_negated(condition):
        return None
    for clause in clauses:
        said = residence(clause)
        if (
            said is not None
            and said[0] == wanted[0]
            and not _denies(clause)
            and party(clause) == party(condition)
            # "I used to live in Cardiff" says nothing of where one lives now
            and not said_of_another_time(clause, condition)
        ):
            if lies_within(said[1], wanted[1]):
                return clause, True
            if not can_coincide(said[1], wanted[1]):
                return clause, False
    return None


# A clause ends at "and I ...", too: "I'm 45 and I don't have a disability" states the
# age, and "I'm not pregnant and I get Universal Credit" does not deny the benefit.
_CLAUSE = re.compile(
    r",\s*(?:but|and|so)\s+|;\s*|\s+but\s+|,\s+(?=i\b|i'm\b|my\b|we\b)"
    r"|\s+and\s+(?=i\b|i'm\b|i’m\b|my\b|we\b)"
    # "I am eligible and didn't get paid automatically": a second verb, denied.
    r"|\s+and\s+(?=(?:do|does|did|have|has|had|was|am|is|are|were|can|could|will|would)"
    r"(?:n['’]t|\s+not)\b)"
    # "I'm 40 and not disabled": the second part alone is denied, as is "neither my wife
    # nor I qualify" after "I live in a Universal Credit area and".
    r"|\s+and\s+(?=(?:not|never|neither|nobody|no one|none)\b)",
    re.I,
)


def _clause_parts(sentence: str) -> list[str]:
    """The clauses of one sentence ("I'm 70, but I don't live in the UK": two); a clause
    that leaves out what it says ("My wife is disabled but I'm not") says it in full, and
    one said of two people at once ("My wife and I are both 65") is said of each."""
    parts = [p.strip() for p in _CLAUSE.split(_said_of_each(sentence)) if p and p.strip()]
    parts = [_said_in_full(p, parts[k - 1]) if k else p for k, p in enumerate(parts)]
    return [q for p in parts for q in _amount_past_denial(p)]


# "My wife and I are both 65", "We're both over 60", "My husband and I are 70 and 68": two
# people, the user one of them, said to be something at once
_TWO_OF_US = re.compile(
    # (or after "and": "My wife is British and we are both in our 30s")
    r"(?:^|(?<=[,;:]\s)|(?<=\band\s))(?P<who>we|both\s+of\s+us|the\s+two\s+of\s+us"
    r"|(?:my|our)\s+(?P<first>(?:civil\s+)?[a-z-]+)\s+and\s+(?:i|me|myself)\b"
    r"|(?:i|me)\s+and\s+my\s+(?P<second>(?:civil\s+)?[a-z-]+))"
    r"\s*(?P<be>['’]re|\s+(?:are|were))\s+(?P<both>(?:both|each)\s+)?(?P<said>[^,;]+)",
    re.I,
)
_AGE_FIGURE = rf"(?:\d{{1,3}}|{_SPELLED_AGE})"
# "70 and 68", "aged 70 and 68 years old": an age of each, in the order the two were named
_TWO_AGES = re.compile(
    rf"^(?:aged\s+)?(?P<a>{_AGE_FIGURE})\s*(?:and|&)\s*(?P<b>{_AGE_FIGURE})"
    r"(?:\s*(?:years?\s+old|years?\s+of\s+age))?$",
    re.I,
)


def _said_of_each(sentence: str) -> str:
    """A sentence with what it says of two people at once said of each, the user first:
    "My wife and I are both 65" is "I am 65; my wife is 65", "My wife and I are 70 and 68"
    is "my wife is 70; I am 68". Of "we", the other is not known: "We are both 65" is
    also "I am 65", and "We are 70 and 68" "I am aged between 68 and 70".

    >>> _said_of_each("My partner and I are both 65.")
    'I am 65; my partner is 65.'
    >>> _said_of_each("We're 70 and 68, and we live in Leeds.")
    "I am aged between 68 and 70; We're 70 and 68, and we live in Leeds."
    """
    match = _TWO_OF_US.search(sentence)
    if match is None:
        return sentence
    said, other = match["said"].rstrip(" .!"), (match["first"] or match["second"] or "").lower()
    we = match["who"].lower() in ("we", "both of us", "the two of us")
    if other and not party(f"my {other}"):
        other = ""  # "My friend and I are both 65": whom the rest is said of is not known
    mine = re.sub(r"\bour\b", "my", re.sub(r"\bours\b", "mine", said, flags=re.I), flags=re.I)
    theirs = re.sub(r"\bour\b", "their", said, flags=re.I)
    ages = _TWO_AGES.match(said)
    if match["both"] or match["who"].lower().startswith(("both", "the two")):
        each = [f"I am {mine}"] + (
            [f"my {other} is {theirs}"] if other else [match.group(0).rstrip(" .!")] if we else []
        )
    elif ages is not None and other:
        said_first, said_second = (
            (ages["a"], ages["b"]) if match["first"] else (ages["b"], ages["a"])
        )
        each = [f"I am {said_second}", f"my {other} is {said_first}"]
    elif ages is not None and we:
        low, high = sorted(_SPELLED.get(a.lower()) or int(a) for a in (ages["a"], ages["b"]))
        each = [f"I am aged between {low} and {high}", match.group(0).rstrip(" .!")]
    else:
        return sentence
    end = match.start("said") + len(said)
    return sentence[: match.start()] + "; ".join(each) + sentence[end:]


_BE = r"(?:['’]m|['’]re|\s+(?:am|is|are|was|were))"
# "I'm not", "my son is": a subject and a form of "be", what it is left to the clause before
# (and "I'm not any more" after "I used to be employed")
_ELLIPSIS = re.compile(
    rf"^(?P<said>(?:i|we|he|she|they|(?:my|our)\s+[a-z]+){_BE}(?:\s+not|n['’]t)?)"
    r"(?:\s+(?:any\s?more|now|either))?\W*$",
    re.I,
)
_PREDICATE = re.compile(rf"^.+?(?:{_BE}|\s+be)(?:\s+not|n['’]t)?\s+(?P<said>[^,;]+?)\W*$", re.I)


def _said_in_full(part: str, before: str) -> str:
    """``part`` with what the clause ``before`` says of its subject, where ``part`` leaves
    it out: "I'm not" after "My wife is disabled" is "I'm not disabled", "my son is" after
    "I'm not a student" is "my son is a student".

    >>> _said_in_full("I'm not.", "My wife is disabled")
    "I'm not disabled."
    """
    short = _ELLIPSIS.match(part)
    said = _PREDICATE.match(before) if short else None
    if said is None:
        return part
    return f"{short['said']} {said['said']}{part[short.end('said') :]}"


_AND = re.compile(r"\s+and\s+", re.I)
# A bound before an amount: the clause restates a threshold, it states no amount.
_BOUND_WORD = re.compile(
    r"\b(?:at\s+(?:least|most)|more|less|fewer|over|under|above|below|up\s+to|older|younger"
    r"|minimum|maximum|exceed\w*|between|within|enough)\b",
    re.I,
)


def _amount_past_denial(part: str) -> list[str]:
    """``part`` split where a denial stops: before "and" and a plain amount.

    "I am not a student and earn £100 a week" denies the studies, and states the
    earnings: a negation does not reach an amount said as a fact. One said with a
    bound ("I do not work at least 16 hours a week and are aged 60 or above") restates
    conditions, and the negation is read over both, as before.

    >>> _amount_past_denial("I am not a student and earn £100 a week")
    ['I am not a student', 'earn £100 a week']
    >>> _amount_past_denial("I do not have expenses and study on a course of at least 30 weeks")
    ['I do not have expenses and study on a course of at least 30 weeks']
    """
    if not is_negated(part):
        return [part]
    for m in _AND.finditer(part):
        left, right = part[: m.start()], part[m.end() :]
        if (
            is_negated(left)
            and not _BOUND_WORD.search(right)
            and any(
                reader.search(right)
                for reader in (_MONEY, _MONEY_IN_WORDS, _HOURS, _AGE, _DURATION, _DISTANCE)
            )
        ):
            return [left.strip(), right.strip()]
    return [part]


_ASKING = re.compile(
    r"^(?:i(?:'m|’m| am) (?:\w+ )?(?:wondering|curious|inquiring|enquiring|asking)\b"
    r"|i(?: would|'d|’d) like to know\b|i want to know\b"
    r"|i(?: have|['’]ve got) no idea\b|i(?:'m|’m| am) (?:not sure|unsure)\b"
    r"|i (?:don['’]t|do not) know (?:if|whether)\b)",
    re.I,
)


def split_clauses(scenario: str) -> tuple[str, ...]:
    """Scenario sentences, and the clauses within them ("I'm 70, but I don't live in the UK").

    A question, or a clause that only says what the user wonders about ("I'm
    curious about tax credits", "I'd like to know if ...", "I have no idea whether
    it counts"), states nothing.
    """
    out: list[str] = []
    subject = ""
    for sentence in split_sentences(scenario):
        # "My husband is 70. He gets Pension Credit": the husband gets it, not the user
        sentence, subject = subject_said_again(sentence, subject)
        parts = _clause_parts(sentence)
        out.append(sentence)
        if len(parts) > 1:
            out.extend(parts)
    return tuple(c for c in out if not (c.endswith("?") or _ASKING.match(c)))


# A word in more than one rule text of seven ("work", "benefit", "pay", "claim") weighs
# less than this: alone, it does not tie a scenario clause to a condition.
GENERIC_WEIGHT = 2.0


def statement_score(clause: str, condition: str) -> float:
    """How well a scenario clause states a condition: mostly, how much of the condition it covers.

    A clause that shares only a common word with the condition, and covers less
    than half of the condition's weight, states nothing of it: "I occasionally do
    work for a business" is not "you're work shadowing".
    """
    clause = _with_never_implied(_without_sought(clause, content_stems(condition)), condition)
    shared = content_stems(condition) & content_stems(clause)
    # (the examples a condition gives are no part of what it asks: "I work in an office and
    # wear my own suits" shares only the verb with "you wear a recognisable uniform ...,
    # such as a nurse or police officer", not the officer)
    given = _EXAMPLES.search(condition)
    core = condition[: given.start()] if given else condition
    if (
        (
            sum(map(word_weight, shared)) < GENERIC_WEIGHT
            and weighted_coverage(condition, clause) < 0.5
        )
        or _shares_only_the_verb(content_stems(core) & content_stems(clause), core, clause)
        or _another_doing(condition, clause)
        # Naming the relative is not saying what the condition asks of them: "My parents
        # are paying" is not "you have consent from your parents".
        or (shared and shared <= _KIN_STEMS and content_stems(core) - _KIN_STEMS)
    ):
        return 0.0
    return 0.7 * coverage(condition, clause) + 0.3 * similarity(clause, condition)


_NEVER = re.compile(r"\bnever\b", re.I)
# The times "never" denies with it: "I have never claimed it" is not "claimed one before".
_ANY_TIME = re.compile(r"\b(?:before|ever|previously|already|yet|in the past)\b", re.I)
# "claimed it", "had one": what the user names by a pronoun, the condition by "one"
_PRONOUN_OBJECT = re.compile(r"\b(?:it|one|them)\s*(?:[.,;!]|$|\b(?:before|yet)\b)", re.I)
_ONE_OBJECT = re.compile(r"\bone\s+(?:before|yet|already|previously|in the past)\b", re.I)


def _with_never_implied(clause: str, condition: str) -> str:
    """The clause with what its "never" says of the condition's time spelled out ("I have
    never claimed it" of "you've claimed one before": never before, the "one" it names;
    "I have never claimed Universal Credit" may name another than the condition's "one").

    >>> _with_never_implied("I have never claimed it", "you've claimed one before")
    'I have never claimed it one before'
    """
    if not _NEVER.search(clause) or (times := _ANY_TIME.findall(condition)) == []:
        return clause
    said = [t for t in times if not re.search(rf"\b{t}\b", clause, re.I)]
    if _ONE_OBJECT.search(condition):
        if not _PRONOUN_OBJECT.search(clause):
            return clause  # "I have never claimed Universal Credit" may name another one
        said.insert(0, "one")
    return " ".join([clause, *said]) if said else clause


# The verb right after "you" in a condition: "you're using Medicare Easyclaim", "you
# think the amount ... is wrong". A participle ("you're convicted of", "you're based")
# says of the user what was done and is left out.
_YOUR_VERB = re.compile(
    r"\byou(?:['’]re| are| were| will| do| did)?\s+(?:\w+ly\s+)?([a-z]+(?<!ed))\b(?=\s+\w)", re.I
)


def _shares_only_the_verb(shared: frozenset[str], condition: str, clause: str) -> bool:
    """Whether a clause shares with a condition only its verb, said of another object.

    "I am using bulk billing" states nothing of "you're using Medicare Easyclaim for
    patient claims", nor "I do not think it is my fault" of "you think the amount
    you're being paid is wrong": what the user uses or thinks is what the condition is
    about, and the clause names something else.
    """
    verbs = {s for m in _YOUR_VERB.finditer(condition) for s in content_stems(m.group(1))}
    return (
        bool(shared)
        and shared <= verbs
        and bool(content_stems(condition) - shared)
        and bool(content_stems(clause) - shared)
    )


# Doings one does instead of another: "I work full time" is no "studying full time".
_RIVAL_DOINGS = frozenset({"work", "studi", "live", "volunt", "train", "care"})
# The verb right after "I" in a clause: "I work full time", "I'm living in Spain".
_MY_VERB = re.compile(
    r"\b(?:i|we)(?:['’]m|['’]ve| am| are| have| do| did)?"
    r"(?:\s+(?:not|never|been|also|still|\w+ly)|n['’]t)*\s+([a-z]+)\b",
    re.I,
)
# A condition that opens with its verb, its "you" in the lead-in: "work in the UK".
_BARE_VERB = re.compile(r"^\s*([a-z]+)\b", re.I)


def _another_doing(condition: str, clause: str) -> bool:
    """Whether the clause's doing is another than the condition's, the rest of their words
    alike: "I work full time" states nothing of "you're studying full time" (it had met it
    on "full time")."""
    verbs = [*_YOUR_VERB.finditer(condition), *_BARE_VERB.finditer(condition)]
    asked = {s for m in verbs for s in content_stems(m.group(1))}
    said = {s for m in _MY_VERB.finditer(clause) for s in content_stems(m.group(1))}
    asked, said = asked & _RIVAL_DOINGS, said & _RIVAL_DOINGS
    # (not "I live in Wales and work in England" of "work in England": it does both; and
    # not where the condition names a place, which the reading of places weighs)
    return (
        bool(asked)
        and bool(said)
        and not asked & content_stems(clause)
        and not named_places(condition)
    )


# ---------------------------------------------------------------------------
# A question about someone else: "Can my mum get Pension Credit?"

_SHE = "mum|mother|wife|daughter|sister|grandmother|gran|grandma|aunt|niece|girlfriend"
_HE = "dad|father|husband|son|brother|grandfather|grandad|grandpa|uncle|nephew|boyfriend"
_ANYONE = "partner|spouse|civil partner|child|kid|parent|friend|neighbour|neighbor|grandchild"
_PERSON = rf"(?:{_SHE}|{_HE}|{_ANYONE})"
# The subject of a part of a sentence, and a part that leaves it to the part before:
# "works 35 hours a week" after "My wife is 40 and" (the verb is not the user's: "I'm 40 and
# work 35 hours" is), or "she" after "my wife".
_PART_SUBJECT = re.compile(
    rf"^\W*(?P<who>i|i['’](?:m|ve|d|ll)|we|(?:my|our)\s+(?:[\w-]+\s+)?(?P<noun>{_PERSON}))\b",
    re.I,
)
_SUBJECT_LEFT_OUT = re.compile(
    r"^(?P<space>\W*)(?:(?P<pronoun>she|he)\b|(?=(?:(?:also|still|now|only|usually)\s+)?"
    r"(?:works|lives|earns|gets|receives|has|is|was|does|makes|spends|owns|rents|pays|claims"
    r"|studies|attends|needs|cares|stays|uses|runs|takes)\b))",
    re.I,
)


def subject_said_again(clause: str, subject: str = "") -> tuple[str, str]:
    """``clause`` with a relative named again where a part of it leaves them out, and the
    relative its last part is said of ("" where that is the user or no one named), given
    the ``subject`` of the clause before it.

    >>> subject_said_again("My wife is 40 and works 35 hours a week.")
    ('My wife is 40 and My wife works 35 hours a week.', 'My wife')
    >>> subject_said_again("She earns £300 a week.", "my son")[0]
    'She earns £300 a week.'
    """
    parts = _SEGMENT_KEPT.split(clause)
    for k in range(0, len(parts), 2):
        said = _PART_SUBJECT.match(parts[k])
        if said is not None:
            subject = said["who"] if said["noun"] else ""
            continue
        left_out = _SUBJECT_LEFT_OUT.match(parts[k])
        if left_out is None or not subject:
            continue
        pronoun = (left_out["pronoun"] or "").lower()
        if pronoun and _gender(_PART_SUBJECT.match(subject)["noun"]) not in (pronoun, ""):
            continue  # "she" after "my son" is someone else
        rest = parts[k][left_out.end() :]
        parts[k] = f"{left_out['space']}{subject}{'' if pronoun else ' '}{rest}"
    return "".join(parts), subject


# "Can my mum get ...?", "Is my son eligible ...?", "Does she qualify ...?": the one the
# question asks of, not the user ("Can my wife and I claim ...?" asks of both, "Can my
# mum and dad ...?" of two)
_ASKED_OF = re.compile(
    r"^\W*(?:can|could|will|would|is|are|does|do|should|may|might|must|has|have)\s+"
    rf"(?P<who>(?:my|our)\s+(?:(?:elderly|older|younger|eldest|youngest|adult|disabled|"
    rf"step|grown[- ]up)[- ]?)?(?P<noun>{_PERSON})|(?P<pronoun>he|she))\b"
    r"(?![’']s)(?!\s+(?:and|or|&)\b)",
    re.I,
)
# the words by which a rule names such a person among its own conditions
_NAMED_AS = {
    "child": r"child|children|son|daughter|baby|kids?|young\s+person|dependants?",
    "partner": r"partner|husband|wife|spouse|couple",
    "parent": r"parents?|mother|father|mum|dad",
}


def asked_of_another(question: str, snippet: str) -> str:
    """The person other than the user a question asks about ("my mum" of "Can my mum get
    Pension Credit?"), where the rule does not name them among whom it speaks of: its
    "you" is then that person. "" when the question asks of the user, or of someone the
    rule names ("Can my son get Child Benefit?" of "... responsible for a child").

    >>> asked_of_another("Can my mum get Pension Credit?", "You can get it if you're 66.")
    'my mum'
    >>> asked_of_another("Can my son get it?", "You can get it if you have a child under 16.")
    ''
    >>> asked_of_another("Can my wife and I claim it?", "You can claim if you're 66.")
    ''
    """
    match = _ASKED_OF.match(question)
    if match is None:
        return ""
    if match["noun"]:
        noun = match["noun"].lower()
        kind = party(f"my {noun}")
        named = _NAMED_AS.get(kind, re.escape(noun))
        if re.search(rf"\b(?:{named})\b", snippet, re.I):
            return ""
    return " ".join(match["who"].lower().split())


_SHE_RX = re.compile(rf"\b(?:{_SHE})\b", re.I)
_HE_RX = re.compile(rf"\b(?:{_HE})\b", re.I)
# where a clause begins within a sentence ("I'm 30 and my mum is 80", "She is 80, but ...")
_SUBJECT_BREAK = re.compile(
    r",\s*(?:and|but|so|while)\s+|;\s*|\s+(?:but|while|whereas)\s+|,\s+(?=(?:i|my|she|he|we)\b)"
    r"|\s+and\s+(?=(?:i|i['’]m|my|she|he|she['’]s|he['’]s|we)\b)",
    re.I,
)
_I_SUBJECT = re.compile(r"^\W*(?:i|i['’](?:m|ve|d|ll)|me|myself|my\s+own)\b", re.I)
_RELATIVE_AS_SUBJECT = re.compile(
    rf"^\W*(?:my|our)\s+(?:[\w-]+\s+)?(?P<noun>{_PERSON}|{_RELATIVES})\b", re.I
)


def _gender(noun: str) -> str:
    """ "she" or "he" for a noun of a woman or a man ("mum", "son"), else ""."""
    return "she" if _SHE_RX.fullmatch(noun) else "he" if _HE_RX.fullmatch(noun) else ""


_PRONOUN_SUBJECT = re.compile(r"^\W*(?P<pronoun>she|he)\b", re.I)
# what is said of the person, said of "you" as the user would say it of themselves
_AS_OF_ME = (
    (re.compile(r"\b(?:she|he)\s+is\b", re.I), "I am"),
    (
        re.compile(
            r"\b(?:she|he)['’]s\s+(?=been\b|got\b|had\b|never\b|not\b|lived\b|worked\b)", re.I
        ),
        "I've ",
    ),
    (re.compile(r"\b(?:she|he)['’]s\b", re.I), "I'm"),
    (re.compile(r"\b(?:she|he)\s+has\b", re.I), "I have"),
    (re.compile(r"\b(?:she|he)\s+was\b", re.I), "I was"),
    (re.compile(r"\b(?:she|he)\s+does\b", re.I), "I do"),
    (re.compile(r"\b(?:she|he)\s+doesn['’]t\b", re.I), "I don't"),
    (re.compile(r"\b(?:she|he)\s+hasn['’]t\b", re.I), "I haven't"),
    (re.compile(r"\b(?:she|he)\s+isn['’]t\b", re.I), "I'm not"),
    (re.compile(r"\b(?:she|he)\b", re.I), "I"),
    (re.compile(r"\b(?:her|his)\b(?=\s+[a-z])", re.I), "my"),
    (re.compile(r"\b(?:herself|himself)\b", re.I), "myself"),
)


def said_of_the_one_asked(scenario: str, who: str) -> str:
    """The scenario as the rule's "you" reads it when the question asks of ``who`` ("my
    mum"): what it says of them is said of "you" ("My mum is 80" is "I am 80", "She lives
    in Leeds" "I live in Leeds"), and what it says of the user, or of anyone else, is
    left out ("I'm 30" is not the mum's age); clauses of nobody in particular stay.

    >>> said_of_the_one_asked("I'm 30 and my mum is 80. She lives in Leeds.", "my mum")
    'I am 80. I lives in Leeds.'
    """
    pronoun = who if who in ("he", "she") else ""
    noun = "" if pronoun else who.split()[-1]
    if noun:
        pronoun = _gender(noun)
    # "he" is the one man the scenario names (of two, which is not known)
    named = {
        m["noun"].lower()
        for sentence in split_sentences(scenario)
        for clause in _SUBJECT_BREAK.split(sentence)
        if clause
        and (m := _RELATIVE_AS_SUBJECT.match(clause)) is not None
        and _gender(m["noun"]) == pronoun
    }

    def is_the_one(said: str) -> bool:
        said = said.lower()
        if not noun:
            return len(named) == 1
        return said == noun or (
            party(f"my {said}") == party(f"my {noun}") != "" and _gender(said) == pronoun != ""
        )

    kept = []
    for sentence in split_sentences(scenario):
        clauses = []
        for clause in _SUBJECT_BREAK.split(sentence):
            if not clause or not clause.strip():
                continue
            relative = _RELATIVE_AS_SUBJECT.match(clause)
            said = _PRONOUN_SUBJECT.match(clause)
            if relative is not None:
                if not is_the_one(relative["noun"]):
                    continue  # someone else
                rest = clause[relative.end() :]
                # "My mum's pension" is "my pension", "my mum's been" "she's been"
                own = re.match(r"['’]s\s+(?!been\b|got\b|not\b|never\b)", rest)
                clause = f"my {rest[own.end() :]}" if own else f"she{rest}"
            elif said is not None:
                if pronoun and said["pronoun"].lower() != pronoun:
                    continue  # "he" of a question about my mum
            elif _I_SUBJECT.match(clause):
                continue  # the user's own
            if _PRONOUN_SUBJECT.match(clause):
                for rx, mine in _AS_OF_ME:
                    clause = rx.sub(mine, clause)
            clauses.append(clause.strip())
        if clauses:
            end = "" if clauses[-1][-1:] in ".!?" else "."
            kept.append(", and ".join(clauses) + end)
    return " ".join(kept)
