"""Facts a scenario states in other words: where the user lives, and standard life facts.

People describe themselves by details, not in the rule's words: "I'm five
months along" says "you're pregnant", "I served eight years in the Army" says
"you're a veteran", "I've moved to Lisbon" says "you live in an EEA country".
Each reader here knows one kind of such statement, with its polarity, and
settles only a condition that asks that very fact: a detail it does not know
leaves the condition to the textual matching of :mod:`reasoner.scenario`.

>>> from ruleparse.parse import parse_rules
>>> leaf = parse_rules("You can claim if you're pregnant.").conditions[0]
>>> [(m.value, m.evidence) for m in derived_statements("I'm five months along.", (leaf,))]
[(True, "I'm five months along.")]
"""

from __future__ import annotations

import datetime as _dt
import functools
import re
from dataclasses import dataclass, replace

from reasoner.align import WORD_NEGATION, content_stems, is_negated, leaf_text
from reasoner.logic import Fact, entailment
from reasoner.places import PLACE_NAME, can_coincide, lies_within, mentioned_places, named_places
from reasoner.scenario import (
    _RELATIVES,
    _SAID_OF_THEM,
    ANOTHER_TIME,
    NOW_PERIOD,
    StatementMatch,
    _around,
    _clause_parts,
    _date_span,
    _names_another_kind,
    _or_party,
    amounts_for,
    at_home_with_the_user,
    before_the_time,
    party,
    past_ages,
    quantities,
    split_clauses,
    split_sentences,
    unstated_qualifier,
)
from ruleparse.thresholds import WEEKS_A_YEAR, WORD_NUMBERS, find_measures, read_number
from ruleparse.types import Comparison, Leaf, Span, Truth
from ruleparse.words import person_noun

# ---------------------------------------------------------------------------
# Where the user lives


# "I live in Belgrade", "I've moved to Canada", "I retired to the south of France",
# "I'm a nurse living in Chicago": the user (or the household, "we") settled somewhere
# now. Where they come from, were born or grew up, and where they are going ("I'm
# moving to Spain", "I want to live in Spain") are not where they live.
_SETTLED = re.compile(
    r"\b(?:i|we)(?:['’](?:ve|m|re)|\s+(?:have|am|are))?\s+(?P<between>(?:[\w-]+\s+){0,4}?)"
    r"(?P<verb>live|living|lived|reside|residing|settled|moved|relocated|emigrated|retired"
    r"|returned|went back|came back|have been living|['’]ve been living)\b(?P<rest>.*)"
    # "I'm now in Spain", "we're currently based in Dublin"
    # ("I am in Kosovo" alone restates a condition, and is left to the matching)
    r"|\b(?:i['’]m|i am|we['’]re|we are)\s+(?:(?:now|currently|still)\s+(?:based\s+)?"
    r"|based\s+)(?P<rest2>in\s+.*)",
    re.I,
)
_NOT_NOW = re.compile(
    r"\b(?:used to|want|wants|wanted|plan|planning|plans|going to|will|would|hope|hoping"
    r"|thinking|about to|might|may|if|when|before|until)\b|['’]ll\b",
    re.I,
)
# "from Poland", "outside of the UK": places the user does not live in.
# "I have a son living in France", "I'm a carer for my mum who lives in Leeds"
_SOMEONE_ELSE = re.compile(
    r"\b(?:son|daughter|child|children|kids?|baby|mother|father|mum|mom|dad|parents?|husband"
    r"|wife|partner|family|friends?|brother|sister|relatives?|tenants?|customers?|clients?"
    r"|who|that|whose|which|people|someone|somebody)\b",
    re.I,
)
_FROM = re.compile(
    r"\b(?:from|out of|outside(?:\s+of)?)\s+(?:the\s+)?[\w.'’-]+(?:\s+(?-i:[A-Z])[\w.'’-]*)*", re.I
)


# "I was born in Edinburgh and now live in London": the user's second verb says where.
_AND_NOW_LIVES = re.compile(
    r"^(?:i|we)\b(?:(?!\b(?:he|she|they|my|our)\b)[^.;])*?\b(?:and|but)\s+"
    r"(?:now\s+|currently\s+|still\s+)?(?:live|reside)\s+(?P<rest>in\s+.*)",
    re.I,
)


@functools.lru_cache(maxsize=4096)
def user_location(scenario: str) -> tuple[str, frozenset[str]] | None:
    """The clause saying where the user lives now, and the known places it names.

    >>> user_location("I'm 60. I've since moved to Canada to live with my son.")
    ("I've since moved to Canada to live with my son.", frozenset({'canada'}))
    >>> user_location("I'm moving to Spain for good.") is None
    True
    >>> user_location("I moved to London from Poland.")[1]
    frozenset({'london'})
    """
    found: list[tuple[str, frozenset[str]]] = []
    for clause in split_clauses(scenario):
        said = _SETTLED.search(clause)
        if said is None and (then := _AND_NOW_LIVES.match(clause)) and not is_negated(clause):
            # "I was born in Edinburgh and now live in London": the second verb is home
            if places := named_places(_FROM.sub(" ", then.group("rest"))):
                found.append((clause, places))
            continue
        if said is None or is_negated(clause):
            continue
        verb, rest = ("verb", "rest") if said.group("verb") else ("rest2", "rest2")
        if _NOT_NOW.search(clause, 0, said.start(verb)) or _MOTION.search(clause):
            continue  # "I'm in Spain on holiday" is not where I live
        if _SOMEONE_ELSE.search(said.group("between") or ""):
            continue  # "I have a son living in France": the son lives there
        if said.group(verb).lower() == "lived" and not re.search(
            r"(?:['’]ve|\bhave)\s+(?:\w+\s+)?$", clause[: said.start(verb)], re.I
        ):
            continue  # "I lived in Spain for years": once, not now
        places = named_places(_FROM.sub(" ", said.group(rest)))
        if any(not can_coincide({a}, {b}) for a in places for b in places):
            continue  # "I am in Kosovo, Montenegro or Serbia" names no one home
        if places:
            found.append((clause, places))
    if not found:
        return None
    if any(not can_coincide(a[1], b[1]) for a in found for b in found):
        return None  # places that cannot both be home: unsure which is now
    return found[-1]


# "you live in Wales", "be a resident of Indiana", "you're in an EEA country": where a
# condition requires the user to live; "you live outside the UK": where it requires not.
_LIVES = r"(?:live|lives|living|reside|resides|residing|resident|based|located|settled)"
_IN_PLACE = re.compile(
    rf"\b(?:{_LIVES}\s+(?:[\w-]+\s+){{0,2}}?(?:in|of)|(?:you|they)(?:['’]re|\s+are)\s+in)\s+(?P<rest>.*)",
    re.I,
)
_OUTSIDE = re.compile(
    rf"\b(?:{_LIVES}|(?:you|they)(?:['’]re|\s+are))\b.*?\boutside\s+(?:of\s+)?(?P<rest>.*)",
    re.I,
)
# What a list of places may say besides their names: "in an EEA country or Switzerland".
_PLACE_FILLER = re.compile(
    r"\b(?:in|the|an?|another|other|one|of|or|and|countr(?:y|ies)|member|states?|nations?"
    r"|territor(?:y|ies)|certain|following|these)\b|\((?:EEA|EU|UK|US|USA)\)|[,.;:*()\s]",
    re.I,
)
# A bare list of places is where the user lives only after a lead-in that says so: "You
# may also be able to claim it in: * Kosovo" (not "You can export to: * Japan").
_IN_LEAD = re.compile(r"\b(?:in|live in|living in|resident in)\s*:?\s*$", re.I)
_MOTION = re.compile(
    r"\b(?:export|import|send|sent|ship|travel|trip|visit|holiday|fly|flights?|goods|deliver)",
    re.I,
)


def _only_places(text: str) -> frozenset[str]:
    """The places a text names if it names nothing else: "in an EEA country or Switzerland"."""
    places = mentioned_places(text)
    rest = _PLACE_FILLER.sub(" ", re.sub(PLACE_NAME, " ", text, flags=re.I))
    return places if places and not rest.strip() else frozenset()


@functools.lru_cache(maxsize=4096)
def wanted_location(leaf: Leaf) -> tuple[bool, frozenset[str]] | None:
    """Whether a condition requires the user to live in (True) or outside (False) places.

    >>> from ruleparse.parse import parse_rules
    >>> leaf = parse_rules("You can claim if you live in certain countries outside the UK.").conditions[0]
    >>> wanted_location(leaf)
    (False, frozenset({'united kingdom'}))
    """
    text = leaf_text(leaf)
    if is_negated(text) or _MOTION.search(text):
        return None
    if (outside := _OUTSIDE.search(text)) is not None:
        places = _only_places(_first_places(outside.group("rest")))
        return (False, places) if places else None
    if (inside := _IN_PLACE.search(text)) is not None:
        places = _only_places(_first_places(inside.group("rest")))
        return (True, places) if places else None
    lead_in = getattr(leaf, "lead_in", "") or ""
    if (_IN_LEAD.search(lead_in) or re.match(r"\s*in\s", leaf.text, re.I)) and not _MOTION.search(
        lead_in
    ):
        places = _only_places(leaf.text)
        return (True, places) if places else None
    return None


def _first_places(text: str) -> str:
    """The list of places a phrase begins with: "England or Wales" of "England or Wales
    for 3 years"."""
    names = PLACE_NAME
    listed = re.match(
        rf"\s*(?:(?:the|an?|another|other|certain)\s+)*{names}(?:\s*\((?:EEA|EU)\))?"
        rf"(?:\s+(?:country|countries|member states?))?"
        rf"(?:\s*(?:,|,?\s*or|,?\s*and)\s+(?:(?:the|an?|another|other)\s+)*{names}"
        rf"(?:\s*\((?:EEA|EU)\))?(?:\s+(?:country|countries|member states?))?)*",
        text,
        re.I,
    )
    if listed is None:
        # "in certain countries outside the UK": the places come after a qualifier
        return ""
    return listed.group(0)


# Leaving a place for good: "I left the UK last year", "we moved out of Wales".
_LEFT = re.compile(
    r"\b(?:i|we)(?:['’](?:ve|d)|\s+(?:have|had))?\s+(?:\w+\s+)?"
    r"(?:left|moved\s+(?:out\s+of|away\s+from)|emigrated\s+from)\s+(?P<rest>.*)",
    re.I,
)
_BACK = re.compile(
    r"\b(?:came|come|coming|moved|went|am|are|be)\s+back\b|\breturn(?:ed|ing)?\b", re.I
)


def _left_place(scenario: str) -> tuple[str, frozenset[str]] | None:
    """The clause saying the user left a place for good, and the places it names.

    >>> _left_place("I left the UK last year.")[1]
    frozenset({'united kingdom'})
    >>> _left_place("I left the UK for a holiday but came back.") is None
    True
    >>> _left_place("I left school last year.") is None
    True
    """
    if _BACK.search(scenario):
        return None  # "... but came back": left and returned
    for clause in split_clauses(scenario):
        said = _LEFT.search(clause)
        if said is None or is_negated(clause) or _MOTION.search(clause):
            continue  # "I left the UK for a holiday": a trip
        if _NOT_NOW.search(clause, 0, said.start("rest")):
            continue  # "I'm thinking I might have left ..."
        # the place left is what "left" takes: "the UK", not "my job in the UK"
        named = re.match(r"\s*(?:the\s+)?((?:[A-Z][\w'’-]*\s*)+)", said.group("rest"))
        places = mentioned_places(named.group(1)) if named else frozenset()
        if places and not any(not can_coincide({a}, {b}) for a in places for b in places):
            return clause, places
    return None


def location_statements(scenario: str, leaves: tuple[Leaf, ...]) -> tuple[StatementMatch, ...]:
    """Conditions on where the user lives, settled by where the scenario says they live.

    "I live in Belgrade" meets "you're in Serbia" and fails "you're in an EEA
    country"; "I live in Newcastle" fails "you live outside the UK". A place the
    gazetteer does not know settles nothing.
    """
    home = None
    out = []
    for leaf in leaves:
        if isinstance(leaf, Comparison) or (wanted := wanted_location(leaf)) is None:
            continue
        home = home or user_location(scenario)
        inside, places = wanted
        if home is None and (left := _left_place(scenario)) is not None:
            if lies_within(places, left[1]):
                # "I left the UK last year" is no longer living in the UK (nor in England),
                # and is living outside it; where they went is not said
                out.append(StatementMatch(leaf, not inside, left[0], 1.0))
            continue
        if home is None:
            return ()
        if lies_within(home[1], places):
            out.append(StatementMatch(leaf, inside, home[0], 1.0))
        elif not can_coincide(home[1], places):
            out.append(StatementMatch(leaf, not inside, home[0], 1.0))
    return tuple(out)


# ---------------------------------------------------------------------------
# Nationality

# The word for the people of each country the gazetteer knows that rules name most.
DEMONYMS = {
    "british": "united kingdom", "english": "england", "scottish": "scotland",
    "welsh": "wales", "northern irish": "northern ireland", "irish": "ireland",
    "american": "united states", "canadian": "canada", "australian": "australia",
    "new zealand": "new zealand", "french": "france", "german": "germany", "spanish": "spain",
    "italian": "italy", "portuguese": "portugal", "dutch": "netherlands", "belgian": "belgium",
    "austrian": "austria", "swiss": "switzerland", "swedish": "sweden", "norwegian": "norway",
    "danish": "denmark", "finnish": "finland", "icelandic": "iceland", "polish": "poland",
    "czech": "czechia", "slovak": "slovakia", "slovenian": "slovenia", "slovene": "slovenia",
    "hungarian": "hungary", "romanian": "romania", "bulgarian": "bulgaria",
    "croatian": "croatia", "serbian": "serbia", "bosnian": "bosnia and herzegovina",
    "montenegrin": "montenegro", "kosovan": "kosovo", "kosovar": "kosovo", "albanian": "albania",
    "macedonian": "macedonia", "greek": "greece", "cypriot": "cyprus", "maltese": "malta",
    "estonian": "estonia", "latvian": "latvia", "lithuanian": "lithuania",
    "luxembourgish": "luxembourg", "turkish": "turkey", "russian": "russia",
    "ukrainian": "ukraine", "indian": "india", "pakistani": "pakistan",
    "bangladeshi": "bangladesh", "chinese": "china", "japanese": "japan",
    "filipino": "philippines", "nigerian": "nigeria", "ghanaian": "ghana", "kenyan": "kenya",
    "south african": "south africa", "jamaican": "jamaica", "mexican": "mexico",
    "brazilian": "brazil", "moroccan": "morocco", "algerian": "algeria", "egyptian": "egypt",
    "thai": "thailand", "vietnamese": "vietnam", "iranian": "iran", "iraqi": "iraq",
    "syrian": "syria", "afghan": "afghanistan", "somali": "somalia", "ethiopian": "ethiopia",
    "eritrean": "eritrea", "sudanese": "sudan", "zimbabwean": "zimbabwe",
    "sri lankan": "sri lanka",
}  # fmt: skip
_DEMONYM = "|".join(sorted(map(re.escape, DEMONYMS), key=len, reverse=True))
# "you're a national of Macedonia", "an EEA national", "a British citizen"
_NATIONAL_OF = re.compile(r"\b(?:national|citizen)s?\s+of\s+(?P<rest>.*)", re.I)
_NATIONAL = re.compile(
    rf"\b(?:(?P<dem>{_DEMONYM})|(?P<name>{PLACE_NAME}))(?:\s*\([A-Z]+\))?"
    r"\s+(?:national|citizen)s?\b",
    re.I,
)
# "I hold a Polish passport", "I'm an American citizen", "I have Irish citizenship"
_HELD = re.compile(
    rf"\b(?P<dem>{_DEMONYM})\s+(?:passport|citizen|national|citizenship|nationality)\b"
    r"|\b(?:citizen|national)\s+of\s+(?P<rest>.*)",
    re.I,
)


@functools.lru_cache(maxsize=4096)
def wanted_nationality(text: str) -> frozenset[str]:
    """The places a condition asks the user to be a national of, if it asks that."""
    if not re.search(r"national|citizen", text, re.I):
        return frozenset()
    if (named := _NATIONAL.search(text)) is not None:
        if named.group("dem"):
            return frozenset({DEMONYMS[named.group("dem").lower()]})
        return mentioned_places(named.group("name"))
    if (of := _NATIONAL_OF.search(text)) is not None:
        return _only_places(_first_places(of.group("rest")))
    return frozenset()


@functools.lru_cache(maxsize=4096)
def user_nationality(scenario: str) -> tuple[str, frozenset[str], bool] | None:
    """The clause saying the user's nationality, its places, and whether it says so (or
    says they are not)."""
    for clause in split_clauses(scenario):
        said = _HELD.search(clause)
        if said is None or not _of_user(clause, said.start()):
            continue
        if said.group("dem"):
            places = frozenset({DEMONYMS[said.group("dem").lower()]})
        else:
            places = _only_places(_first_places(said.group("rest")))
        if places:
            return clause, places, not is_negated(clause)
    return None


def nationality_statements(scenario: str, leaves: tuple[Leaf, ...]) -> tuple[StatementMatch, ...]:
    """Conditions on the user's nationality, settled by the nationality the scenario gives.

    "I only hold a Polish passport" fails "you're a national of Macedonia" and
    meets "you're an EEA national"; "I'm not a British citizen" fails only
    "you're a British citizen".
    """
    out = []
    held = None
    for leaf in leaves:
        text = leaf_text(leaf)
        if isinstance(leaf, Comparison) or is_negated(text) or re.search(r"\bnot\b|\bnon-", text):
            continue
        wanted = wanted_nationality(text)
        if not wanted:
            continue
        held = user_nationality(scenario) if held is None else held
        if held is None:
            return ()
        clause, places, holds = held
        if not holds:
            if lies_within(wanted, places):
                out.append(StatementMatch(leaf, False, clause, 1.0))
        elif lies_within(places, wanted):
            out.append(StatementMatch(leaf, True, clause, 1.0))
        elif not can_coincide(places, wanted):
            out.append(StatementMatch(leaf, False, clause, 1.0))
    return tuple(out)


# ---------------------------------------------------------------------------
# Standard life facts


@dataclass(frozen=True)
class LifeFact:
    """A fact about a person that people state in many ways.

    ``asked`` finds the fact in a condition; ``said`` finds a clause of the user's
    stating it (negated: denying it); ``denied`` a clause that rules it out in
    other words ("I'm happily married" is not divorced). ``of_user`` requires the
    user to be the subject ("My father served in the Navy" is not the user's service).
    """

    name: str
    asked: re.Pattern
    said: re.Pattern
    denied: re.Pattern | None = None
    of_user: bool = True


def _rx(pattern: str) -> re.Pattern:
    return re.compile(pattern, re.I)


_KIN = r"(?:sons?|daughters?|child|children|kids?|baby|babies|twins|boys?|girls?|stepsons?|stepdaughters?)"
_SPOUSE = r"(?:husband|wife|spouse|civil partner)"
_ARMED = (
    r"(?:u\.?s\.?\s+|british\s+|royal\s+)?(?:army|navy|air force|marines?|marine corps"
    r"|military|armed forces|coast guard|national guard|forces)"
)
# "Single" among what one says of oneself: "I'm 70, single, and ...", "I'm 30 and single."
_LISTED_SINGLE = r"(?:,|\band)\s+single\s*(?:[,.;]|$|\band\b|\bwith\b)"
# Said of someone not part of a couple, and of someone who is.
_SINGLE = (
    r"\b(?:i['’]m|i am|i['’]ve been|i have been|still|stayed|remained)\s+(?:\w+\s+)?single\b"
    rf"|{_LISTED_SINGLE}|\bdivorced\b|\bwidow(?:ed|er)?\b|\bnever (?:been )?married\b|\bunmarried\b"
    r"|\b(?:no|don['’]t have a|do not have a)\s+partner\b"
    rf"|\bmy\s+(?:late\s+)?{_SPOUSE}\s+(?:\w+\s+)?(?:died|passed away)\b"
)
_COUPLED = (
    r"\b(?:i['’]m|i am|we['’]re|we are|i['’]ve been|we['’]ve been|i have been|we have been)"
    r"\s+(?:happily\s+)?married\b|\bmy (?:husband|wife|civil partner|partner|boyfriend"
    r"|girlfriend|fianc[ée]e?)\b(?!\s+(?:\w+\s+)?(?:died|passed))|\b(?:i|we) got married\b"
    r"|\bremarried\b"
)
# Said of someone married, and of someone who is not.
_MARRIED = (
    r"\b(?:i['’]m|i am|we['’]re|we are|i['’]ve been|we['’]ve been|i have been|we have been)"
    r"\s+(?:happily\s+)?married\b|\bmy (?:husband|wife)\b(?!\s+(?:\w+\s+)?(?:died|passed))"
    r"|\b(?:i|we) got married\b|\b(?:i|we) (?:have |['’]ve )?(?:remarried|married again)\b"
)
_UNMARRIED = (
    r"\b(?:i['’]m|i am|i['’]ve been|i have been|still|stayed|remained)\s+(?:\w+\s+)?single\b"
    rf"|{_LISTED_SINGLE}|\bsingle (?:mum|mom|mother|dad|father|parent)\b|\bdivorced\b|\bwidow(?:ed|er)?\b"
    r"|\bnever (?:been )?married\b|\bunmarried\b"
    # not yet: "we're getting married next spring", "I'm engaged"
    r"|\bengaged\b(?!\s+(?:in|with|as|on)\b)|\bgetting\s+married\b"
)
LIFE_FACTS = (
    LifeFact(
        "pregnant",
        _rx(r"\bpregnan(?:t|cy)\b|\bexpecting a (?:baby|child)\b"),
        # "I'm expecting a baby", "five months along", "my baby is due in March"
        _rx(
            r"\bpregnant\b|\b(?:weeks|months)\s+along\b|\bexpecting\s*(?:again\b|$|[.,;!])"
            r"|\bexpecting\s+(?:(?:a|my|our|another|the)\s+)?(?:(?:first|second|third|new)\s+)?"
            r"(?:baby|child|twins)\b"
            r"|\b(?:i['’]m|i am)\s+(?:\w+\s+)?due\b|\bmy\s+(?:baby|due date)\s+is\s+due\b"
        ),
    ),
    LifeFact(
        "child",
        # (or to be responsible for one: "you're responsible for a child under 16")
        _rx(r"\b(?:have|has|having|responsible for)\s+(?:a\s+|any\s+)?(?:child|children|kids?)\b"),
        # "my 3-year-old son", "our daughter", "I have two kids", "gave birth to our son"
        _rx(
            rf"\b(?:my|our)\s+(?:own\s+)?(?:[\w-]+\s+){{0,2}}?{_KIN}(?![\w-])"
            rf"|\b(?:i|we)\s+(?:also\s+|now\s+)?(?:have|had)\s+(?:a|an|one|two|three|four|five|six|\d+)"
            rf"\s+(?:[\w-]+\s+){{0,2}}?{_KIN}(?![\w-])"
            r"|\b(?:i|we|wife|partner|girlfriend)\s+(?:\w+\s+)?gave birth\b"
            r"|\bi(?:['’]m| am) a (?:single |lone )?(?:mum|mom|mother|dad|father|parent)\b"
        ),
        _rx(
            r"\b(?:no|don['’]t have any|do not have any|never had any)\s+(?:children|kids)\b"
            r"|\bchildless\b"
        ),
        of_user=False,
    ),
    LifeFact(
        "veteran",
        _rx(rf"\bveterans?\b|\bserved in the {_ARMED}\b"),
        _rx(
            rf"\bveteran\b|\bserved\b(?:\s+[\w-]+){{0,4}}?\s+(?:in|with) the {_ARMED}\b"
            r"|\b(?:honou?rably|medically)\s+discharged\b|\bex-(?:army|military|serviceman|servicewoman|soldier)\b"
            r"|\b(?:former|retired)\s+(?:soldier|marine|sailor|airman|serviceman|servicewoman)\b"
        ),
    ),
    # "I look after my disabled mother": caring for someone ill, disabled or frail (a
    # parent minding their children is no carer in the rules' sense).
    LifeFact(
        "carer",
        _rx(r"\b(?:a|an|unpaid|paid|full-time|you['’]re a|you are a)\s+carer\b|^carers\b"),
        _rx(
            r"\bcarer\b|\b(?:look(?:s|ing|ed)? after|care(?:s|d)? for|caring for)\s+(?:my|our|a|an)\s+"
            r"(?:[\w-]+\s+){0,2}?(?:disabled|ill|sick|elderly|frail|terminally)\b"
            r"|\b(?:look(?:s|ing|ed)? after|care(?:s|d)? for|caring for)\s+(?:my|our)\s+[\w-]+\s+"
            r"(?:who|that)\s+(?:is|has)\s+(?:disabled|ill|sick|dementia|a disability)\b"
        ),
        _rx(
            r"\bno one to (?:care for|look after)\b"
            r"|\b(?:don['’]t|do not|never) (?:care for|look after) (?:anyone|anybody)\b"
        ),
    ),
    # "I'm at university", "I'm doing a master's"; "I graduated last year" is no student now.
    LifeFact(
        "student",
        _rx(r"\bstudents?\b|\bstudying\b"),
        _rx(
            r"\b(?:i['’]m|i am) (?:not )?(?:an? )?(?:(?:full|part)[- ]time |university |college "
            r"|mature )?student\b|\b(?:i['’]m|i am) studying\b|\b(?:i['’]m|i am) (?:at|attending) "
            r"(?:university|college|uni)\b|\b(?:i['’]m|i am) doing an? (?:degree|course|diploma"
            r"|master['’]?s|phd|apprenticeship)\b"
        ),
        _rx(
            r"\b(?:finished|left|graduated from|graduated|dropped out of|completed) "
            r"(?:my |the )?(?:studies|university|college|uni|course|degree|master['’]?s|phd)?\b"
        ),
    ),
    # "you must not be in full-time education": a full-time student is; someone who left
    # college, or is not studying, is not ("I'm studying" alone leaves it open).
    LifeFact(
        "in full-time education",
        _rx(r"\bin\s+full[- ]time\s+education\b"),
        _rx(
            r"\b(?:i['’]m|i am)\s+(?:an?\s+)?full[- ]time\s+(?:university\s+|college\s+)?student\b"
            r"|\b(?:i['’]m|i am)\s+(?:studying|at\s+(?:university|college|uni|school))\s+full[- ]time\b"
            r"|\b(?:i['’]m|i am)\s+in\s+full[- ]time\s+education\b"
        ),
        # (not "I left school last year": a school leaver of 17 may be at college full time)
        _rx(
            r"\b(?:finished|left|graduated from|dropped out of|completed)\s+(?:my\s+|the\s+)?"
            r"(?:studies|university|college|uni|course|degree|education)\b"
            r"|\b(?:i['’]m|i am)\s+(?:not|no longer)\s+(?:studying|a\s+student|in\s+education)\b"
            r"|\band\s+not\s+studying\b|\bpart[- ]time\s+student\b"
        ),
    ),
    # "I'm a single mum", "I'm raising my son on my own"
    LifeFact(
        "lone parent",
        _rx(r"\b(?:lone|single) parents?\b"),
        _rx(
            r"\b(?:lone|single) (?:parent|mum|mom|mother|dad|father)\b"
            r"|\b(?:raising|bringing up) (?:my|our) (?:[\w-]+ ){0,2}?(?:alone|on my own|by myself)\b"
        ),
    ),
    LifeFact(
        "divorced",
        _rx(r"\bdivorced?\b"),
        _rx(
            r"\bdivorced\b|\b(?:finali[sz]ed|completed)\s+(?:our|my|the)\s+divorce\b"
            rf"|\bmy ex-?{_SPOUSE}\b"
        ),
        _rx(
            r"\b(?:i['’]m|i am|we['’]re|we are|i['’]ve been|we['’]ve been|i have been|we have been)"
            r"\s+(?:\w+\s+)?married\b|\bnever (?:been )?married\b"
        ),
    ),
    LifeFact(
        "widowed",
        _rx(
            rf"\bwidow(?:ed|er|s|ers)?\b|\bbereaved\b|\b{_SPOUSE}\s+(?:has\s+)?died\b"
            rf"|\bdeath of (?:your|their|a) {_SPOUSE}\b"
        ),
        _rx(
            rf"\bwidow(?:ed|er)?\b|\bmy\s+(?:late\s+)?{_SPOUSE}\s+(?:\w+\s+)?(?:died|passed away|was killed)\b"
            rf"|\bmy late {_SPOUSE}\b|\blost my {_SPOUSE}\b"
        ),
        of_user=False,
    ),
    LifeFact(
        "retired",
        _rx(r"\bretired\b"),
        _rx(
            r"\b(?:i['’]m|i am|i['’]ve|i have|i)\s+(?:[\w-]+\s+){0,3}?retired\b|\bsince retiring\b"
        ),
        _rx(r"\bstill (?:work|working)\b"),
    ),
)

# Health professions: "I'm a dentist", "a newly graduated nurse practitioner", "I just
# graduated as a physiotherapist" (the professions the Medicare rules speak of).
_HEALTH = (
    r"(?:doctor|gp|general practitioner|medical practitioner|nurse(?: practitioner)?|midwife"
    r"|dentist|dental (?:hygienist|therapist)|physiotherapist|physio|pharmacist|psychologist"
    r"|psychiatrist|optometrist|podiatrist|chiropractor|osteopath|surgeon|physician|paramedic"
    r"|radiographer|sonographer|dietitian|audiologist|occupational therapist"
    r"|speech (?:pathologist|therapist)|orthoptist|health practitioner|health professional)s?"
)
_NEWLY = r"(?:newly|just|recently)\s+(?:qualified|graduated|registered|trained)"
# Farming: "I work on a dairy farm", "I grow corn in Iowa", "I'm a rancher".
_FARMED = (
    r"(?:crops?|corn|wheat|soybeans?|barley|oats|cattle|livestock|sheep|hogs|pigs|poultry"
    r"|dairy|farm|ranch|orchard|vineyard)"
)
LIFE_FACTS += (
    # A new health professional has just qualified; one of twenty years is not new.
    LifeFact(
        "new health professional",
        _rx(r"\bnew\s+health\s+(?:professional|practitioner)s?\b"),
        _rx(
            rf"\b(?:i['’]m|i am)\s+an?\s+{_NEWLY}\s+(?:[\w-]+\s+)?{_HEALTH}\b"
            rf"|\bi\s+(?:have\s+|['’]ve\s+)?{_NEWLY}\s+as\s+an?\s+(?:[\w-]+\s+)?{_HEALTH}\b"
        ),
        _rx(
            rf"\b(?:i['’]ve|i have)\s+been\s+(?:an?\s+)?(?:[\w-]+\s+)?{_HEALTH}\s+for\s+"
            r"(?:\w+\s+)?(?:years|decades)\b"
        ),
    ),
    LifeFact(
        "health professional",
        _rx(r"\bhealth\s+(?:professional|practitioner)s?\b"),
        _rx(
            rf"\b(?:i['’]m|i am)\s+an?\s+(?:[\w-]+\s+){{0,2}}?{_HEALTH}\b"
            rf"|\bi\s+work\s+as\s+an?\s+(?:[\w-]+\s+){{0,2}}?{_HEALTH}\b"
        ),
    ),
    LifeFact(
        "agricultural worker",
        _rx(r"\b(?:agricultural|farm)\s+workers?\b"),
        _rx(
            r"\bwork(?:s|ing|ed)?\s+(?:[\w-]+\s+){0,2}?(?:on|at)\s+(?:a|an|the|my|our|his|her|their)"
            r"\s+(?:[\w-]+\s+){0,2}?(?:farm|ranch|orchard|vineyard|dairy|plantation)s?\b"
            r"|\bfarm\s*(?:worker|hand|labou?rer)s?\b"
            # who farms works in agriculture: "I'm a dairy farmer", "I'm a shepherd"
            r"|\b(?:i['’]m|i am|we['’]re|we are|i work as)\s+an?\s+(?:[\w-]+\s+)?"
            r"(?:farmers?|shepherds?|ranchers?|herdsm[ae]n|farmhands?)\b"
        ),
    ),
    LifeFact(
        "agricultural producer",
        _rx(r"\bagricultural\s+producers?\b"),
        _rx(
            r"\b(?:i|we)\s+(?:\w+\s+)?(?:grow|raise|farm|run|own)\s+(?:a\s+|an\s+|my\s+|our\s+)?"
            rf"(?:[\w-]+\s+){{0,2}}?{_FARMED}s?\b"
            r"|\b(?:i['’]m|i am|we['’]re|we are)\s+(?:an?\s+)?(?:[\w-]+\s+)?(?:farmers?|ranchers?|growers?)\b"
        ),
    ),
)

# Without a job in other words: "I lost my job", "I was made redundant", "I don't have a job".
_JOBLESS = (
    r"\bunemployed\b|\bout of work\b|\blaid off\b|\bjobless\b|\b(?:lost|quit|left) my job\b"
    r"|\bmade redundant\b|\bbetween jobs\b|\bnever (?:had a job|worked)\b"
    r"|\b(?:don['’]t|do not) have (?:a|any) (?:job|work)\b"
)
# Out of work, and the retired and those who can't work too.
_OUT_OF_WORK = _JOBLESS + r"|\bretired\b|\b(?:can['’]t|cannot|unable to) work\b"
# In work: "I work as a cleaner", "I have a part-time job", "my employer".
_IN_WORK = (
    r"\b(?:i|we)\s+(?:currently\s+|still\s+|also\s+)?work\b(?!\s+out\b)|\bstill\s+work(?:s|ing)?\b"
    r"|\b(?:i['’]m|i am|we['’]re|we are)\s+(?:currently\s+|still\s+)?working\b"
    r"|\b(?:i|we)\s+(?:currently\s+|still\s+|also\s+)?(?:have|got)\s+an?\s+(?:[\w-]+\s+){0,2}?job\b"
    r"|(?<![\w-])employed\b|\bmy (?:current )?employer\b"
)
_RUNS_A_BUSINESS = (
    r"\bself[- ]employed\b|\bsole trader\b|\bfreelancer?\b|\bwork for myself\b"
    # gig work through an app is work on one's own account: "I drive for Uber"
    r"|\b(?:i|we)\s+(?:\w+\s+)?(?:drive|deliver|ride|cycle|courier)\s+(?:\w+\s+)?for\s+"
    r"(?:uber|lyft|bolt|deliveroo|just eat|doordash|instacart|amazon flex)\b"
    r"|\b(?:run|own|started)\s+(?:my|our)\s+own\s+(?:[\w-]+\s+){0,2}?"
    r"(?:business|company|firm|shop|practice)\b"
)
LIFE_FACTS += (
    # "you're self-employed": an employee is not ("I'm employed by the council")
    LifeFact(
        "self-employed",
        _rx(r"\bself[- ]employed\b|\b(?:run|own)\s+(?:your|their)\s+own\s+business\b"),
        _rx(_RUNS_A_BUSINESS),
        _rx(
            r"\b(?:i['’]m|i am)\s+(?:\w+\s+)?employed\s+by\b|\b(?:i['’]m|i am)\s+an\s+employee\b"
            r"|\bmy\s+(?:current\s+)?employer\b"
        ),
    ),
    # "you're unemployed": "I lost my job", "I don't have a job"; someone working is not
    # ("I work as a nurse"). Retired is neither said nor denied: it is out of work, not
    # looking for it.
    LifeFact(
        "unemployed",
        _rx(r"\bunemployed\b|\bout of work\b"),
        _rx(_JOBLESS),
        _rx(_IN_WORK + "|" + _RUNS_A_BUSINESS),
    ),
    # "you're employed", "you're an employee" (not self-employed): "my employer", "I work 20
    # hours a week at a call centre"; someone out of work or working for themselves is not.
    LifeFact(
        "employed",
        _rx(r"(?<![\w-])employed\b|\b(?:you['’]re|you are|they['’]re|they are|be) an employee\b"),
        _rx(
            r"\bmy (?:current )?employer\b|\b(?:i['’]m|i am) (?:\w+ )?employed\b"
            r"|\b(?:i['’]m|i am) an employee\b"
            r"|\bi work (?:full[- ]time |part[- ]time |\d+ hours (?:a|per) week )?"
            r"(?:as an? [\w -]+? )?(?:for|at) (?:a|an|the)\b"
        ),
        _rx(_OUT_OF_WORK + "|" + _RUNS_A_BUSINESS),
    ),
    # "you're working", "you're in paid work": a job of any kind now ("I work as a
    # cleaner", "I have a part-time job"); someone retired, unemployed or laid off is not.
    LifeFact(
        "working",
        _rx(
            r"\b(?:you['’]re|you are|they['’]re|they are|be)\s+(?:still\s+|currently\s+)?"
            r"(?:working|in (?:paid )?work)\b|\bhave (?:a|any) (?:paid )?job\b"
        ),
        _rx(_IN_WORK + "|" + _RUNS_A_BUSINESS),
        _rx(_OUT_OF_WORK),
    ),
    # "you're married": "my husband", "we've been married 20 years"; someone single,
    # divorced or widowed is not ("I've never married").
    # "you're married or in a civil partnership": either bond said ("my civil partner"),
    # and denied as marriage is ("I'm single" had been asked it)
    LifeFact(
        "married or in a civil partnership",
        _rx(
            r"\b(?:you['’]re|you are|they['’]re|they are|be)\s+(?:legally\s+)?married"
            r"\s+or\s+in\s+a\s+civil\s+partnership\b"
        ),
        _rx(
            rf"{_MARRIED}|\b(?:i['’]m|i am|we['’]re|we are)\s+in\s+a\s+civil\s+partnership\b"
            r"|\bmy civil partner\b|\b(?:formed|entered into|registered) a civil partnership\b"
        ),
        _rx(_UNMARRIED),
    ),
    LifeFact(
        "married",
        # (or the bare state a list of duties leaves: "Be at least 62 years old and not
        # currently married")
        _rx(
            r"\b(?:you['’]re|you are|they['’]re|they are|be)\s+(?:legally\s+)?married\b"
            r"|^(?:currently\s+|legally\s+)?married\b"
        ),
        _rx(_MARRIED),
        _rx(_UNMARRIED),
    ),
    # "you're single": not part of a couple ("I'm divorced and have no partner"); someone
    # married or living with a partner is not ("I've been married to my husband for
    # twenty years").
    LifeFact(
        "single",
        _rx(r"\b(?:you['’]re|you are|they['’]re|they are|be)\s+single\b"),
        _rx(_SINGLE),
        _rx(_COUPLED),
    ),
    # "If you have a partner, ...": said of a couple ("my wife", "I'm married"); someone
    # single, divorced or widowed has none ("I'm single" had been asked "Do you have a
    # partner?").
    LifeFact(
        "having a partner",
        _rx(r"\b(?:you|they)\s+(?:have|has|['’]ve got|have got)\s+a\s+partner\b"),
        _rx(_COUPLED),
        _rx(_SINGLE),
    ),
    # "you live with your parents", "you live with a partner": whoever one lives with is
    # said with them ("I live with my mum and dad"); someone who lives alone lives with no
    # one ("I rent a flat on my own").
    LifeFact(
        "living with someone",
        _rx(r"\bliv(?:e|es|ing) with\b"),
        _rx(r"\bliv(?:e|es|ing) with\b"),
        _rx(
            r"\b(?:live|lives|living|rent|rents|renting|stay|stays|staying)\s+(?:[\w-]+\s+){0,3}?"
            r"(?:alone|on my own|by myself)\b"
        ),
    ),
    # "you have a disability": "I'm registered blind", "I use a wheelchair"; someone "fit
    # and healthy" has none.
    LifeFact(
        "disabled",
        _rx(
            r"\b(?:you['’]re|you are|they['’]re|they are|be)\s+(?:\w+\s+)?disabled\b"
            r"|\b(?:you|they)\s+(?:have|has)\s+an?\s+(?:\w+\s+)?disability\b"
        ),
        _rx(
            r"\bdisabled\b|\bmy disability\b|\b(?:have|has)\s+an?\s+(?:[\w-]+\s+)?disability\b"
            r"|\bregistered (?:blind|deaf)\b|\bpartially sighted\b|\bwheelchair\b|\bamputee\b"
            r"|\b(?:paraplegic|quadriplegic|tetraplegic)\b"
        ),
        _rx(r"\bfit and (?:well|healthy)\b|\bin (?:good|perfect|excellent|full) health\b"),
    ),
    # "you've been convicted of a crime": "I have a criminal record", "I served time";
    # "I've never been in trouble with the police" has not.
    LifeFact(
        "convicted",
        _rx(r"\bconvicted\b|\bcriminal (?:record|conviction)s?\b"),
        _rx(
            r"\bconvicted\b|\bcriminal (?:record|conviction)s?\b|\bserved time\b"
            r"|\b(?:went|been|was sent) to (?:prison|jail)\b|\bprison sentence\b"
        ),
        _rx(
            r"\bclean (?:criminal )?record\b|\bnever been in trouble with the (?:police|law)\b"
            r"|\bnever been (?:arrested|charged)\b"
        ),
    ),
    # "you own your home": "I own my flat", "our mortgage"; a tenant does not ("I rent
    # my flat", though "I rent out my flat" owns it).
    LifeFact(
        "homeowner",
        _rx(r"\bown (?:your|their|the|a) (?:own )?(?:home|house|property|flat)\b|\bhomeowners?\b"),
        _rx(
            r"\b(?:i|we)\s+(?:\w+\s+)?own\s+(?:my|our|a|the)\s+(?:own\s+)?(?:home|house|flat"
            r"|apartment|property|bungalow|cottage)\b|\bhomeowner\b|\b(?:my|our) mortgage\b"
            r"|\b(?:i|we)\s+(?:\w+\s+)?bought\s+(?:my|our|a|the)\s+(?:home|house|flat|apartment)\b"
        ),
        _rx(
            r"\b(?:i|we)\s+(?:\w+\s+)?rent\b(?!\s+(?:[\w'’-]+\s+){0,2}?out\b)"
            r"|\b(?:i['’]m|i am|we['’]re|we are)\s+renting\b(?!\s+(?:[\w'’-]+\s+){0,2}?out\b)"
            r"|\bmy landlord\b|\b(?:i['’]m|i am) a tenant\b"
        ),
    ),
    # "I've stayed single since my wife died" has not remarried.
    LifeFact(
        "remarried",
        _rx(
            r"\bremarr(?:y|ied|ies|ying)\b|\bmarr(?:y|ied) again\b"
            r"|\b(?:form|formed|forming)\s+(?:another|a new)\s+civil\s+partnership\b"
        ),
        _rx(r"\bremarried\b|\bmarried again\b|\bmy new (?:husband|wife|civil partner)\b"),
        _rx(r"\b(?:stayed|remained|still|been|am|i['’]m|i am)\s+single\b"),
    ),
)

# Words a condition may say besides its fact and still ask only that fact: "Pregnant
# women", "The applicant must be an eligible Veteran".
_GENERIC = content_stems(
    "you applicant applicants person persons people woman women man men eligible need needs "
    "claimant claimants someone anyone individual individuals "
    # "you already own a home": owning one now, as "I own a house" says
    "already currently"
)
# "My father served in the Navy": a subject that is not the user.
_OTHER_SUBJECT = re.compile(
    rf"\b(?:my|our|his|her|their)\s+(?:\w+\s+)?(?:{_RELATIVES}|mom|brother|sister|friend"
    r"|grandmother|grandfather|uncle|aunt)\b(?!\s+and\s+i\b)|\b(?:he|she|they|who|whose)\b(?:['’]s)?",
    re.I,
)
# The user, or the household or business they speak for ("We bought our home in 2005").
_USER_SUBJECT = re.compile(r"\b(?:i|we)\b|\b(?:i|we)['’](?:m|re|ve|d|ll)\b", re.I)
_DISHONOURABLE = re.compile(r"\bdishonou?rabl|\bother than honou?rabl", re.I)


def _of_user(clause: str, start: int) -> bool:
    """Whether the user is the subject of what the clause says at ``start`` ("my ex-wife"
    is the user's own)."""
    if re.match(r"(?:my|our|i|we|i['’]m|i['’]ve|we['’]re|we['’]ve)\b", clause[start:], re.I):
        return True
    before = clause[:start]
    mine = [m.end() for m in _USER_SUBJECT.finditer(before)]
    other = [m.end() for m in _OTHER_SUBJECT.finditer(before)]
    return bool(mine) and (not other or max(mine) > max(other))


@functools.lru_cache(maxsize=4096)
def _stated(fact: LifeFact, scenario: str) -> tuple[bool, str] | None:
    """Whether the scenario says the fact holds of the user, and the clause that says so."""
    values: dict[bool, str] = {}
    for clause in split_clauses(scenario):
        if fact.name == "child" and LIFE_FACTS[0].said.search(clause):
            continue  # "we're expecting our first baby" has no child yet
        if (said := fact.said.search(clause)) is not None and _another_time(clause, said.start()):
            continue  # "I used to be self-employed", "I'm getting divorced next month"
        if said is not None and (not fact.of_user or _of_user(clause, said.start())):
            # "I just graduated as a physiotherapist, but my registration hasn't been
            # approved yet": the negation of another part of the sentence is not its own.
            part = _part_at(clause, said.start())
            if _negation_of_its_own(fact.said, said.group(0)):
                part = part.replace(said.group(0), " ")  # "I've never been married": single
            values.setdefault(not is_negated(part), clause)
        elif said is None and _denied_within(fact, clause):
            values.setdefault(False, clause)  # "I'm not working at the moment"
        if fact.denied is not None and (denied := fact.denied.search(clause)) is not None:
            if (not fact.of_user or _of_user(clause, denied.start() + 1)) and (
                # "I am not retired" does not deny working
                _negation_of_its_own(fact.denied, denied.group(0))
                or not is_negated(_part_at(clause, denied.start()))
            ):
                values.setdefault(False, clause)
    if len(values) != 1:
        return None  # nothing said, or both said: unsure
    value, clause = next(iter(values.items()))
    return value, clause


def _negation_of_its_own(pattern: re.Pattern, words: str) -> bool:
    """Whether the words a fact's pattern found deny something in saying it, and say it
    only with that denial: "never been married" and "don't have a partner" say that one
    is single; the "not" of "I'm not single" denies it.

    >>> single = next(f for f in LIFE_FACTS if f.name == "single")
    >>> _negation_of_its_own(single.said, "never been married")
    True
    >>> _negation_of_its_own(single.said, "I'm not single")
    False
    """
    unsaid = " ".join(WORD_NEGATION.sub(" ", words).split())  # "I am not employed": "I am employed"
    return is_negated(words) and pattern.search(unsaid) is None


def _denied_within(fact: LifeFact, clause: str) -> bool:
    """Whether a part of the clause says the fact of the user with a "not" inside its
    words, which deny it: "I'm not working at the moment because I'm pregnant".

    >>> working = next(f for f in LIFE_FACTS if f.name == "working")
    >>> _denied_within(working, "I'm not working at the moment because I'm pregnant")
    True
    """
    for part in _clause_parts(clause):
        if not is_negated(part) or fact.said.search(part):
            continue
        unsaid = " ".join(WORD_NEGATION.sub(" ", part).split())
        said = fact.said.search(unsaid)
        if (
            said is not None
            and not _another_time(unsaid, said.start())
            and (not fact.of_user or _of_user(unsaid, said.start()))
        ):
            return True
    return False


def _part_at(clause: str, start: int) -> str:
    """The part of a sentence (:func:`reasoner.scenario._clause_parts`) that holds ``start``."""
    end = 0
    for part in _clause_parts(clause):
        end = clause.find(part, end) + len(part)
        if start < end:
            return part
    return clause


def _another_time(clause: str, start: int) -> bool:
    """Whether what the clause says at ``start`` held once or will hold, not now: "I used
    to be self-employed", "I'm getting divorced next month", "I want to retire"."""
    return bool(
        ANOTHER_TIME.search(clause) or _LATER.search(clause) or _NOT_NOW.search(clause, 0, start)
    )


# A state said to come later: "we're getting married soon", "I retire next year".
_LATER = re.compile(r"\b(?:next (?:week|month|year)|soon|in the future)\b", re.I)


_EITHER = re.compile(r"\beither\s+", re.I)
_JOINED_ASIDE = re.compile(r"\s*\((?P<join>and|or)\s+[^()]*\)", re.I)


_LIVES_WITH_YOU = re.compile(
    r"\b((?:some|any)(?:one|body)(?:\s+else)?)\s+(?:lives|is\s+living)\s+with\s+you\b", re.I
)


def life_statements(scenario: str, leaves: tuple[Leaf, ...]) -> tuple[StatementMatch, ...]:
    """Conditions asking a standard life fact, settled by the scenario's own words for it.

    A condition that asks only the fact ("Pregnant women") is met by the
    scenario's statement of it and failed by its denial; one that asks more
    besides ("divorced spouses of workers who are receiving benefits") is only
    failed by a denial ("I've been happily married for 25 years").
    """
    out = []
    for leaf in leaves:
        if isinstance(leaf, Comparison):
            out.extend(_no_child_to_measure(leaf, scenario))
            continue
        # the lead-in is what the fact leads to, not more it asks; the "either" of "you're
        # either working in the UK or ..." asks the one fact
        text = _EITHER.sub("", leaf.text)
        if is_negated(leaf_text(leaf)):
            continue
        # "someone else lives with you" is the user's living with someone ("I live alone")
        text, said_of = (
            _LIVES_WITH_YOU.sub(r"you live with \1", t) for t in (text, leaf_text(leaf))
        )
        # "you (and your partner, if you have one) are working": asked of the user and of
        # whom the aside joins to them, so the user's denial fails it and their statement
        # alone does not meet it ("(or your partner)": the other way round)
        joined = _JOINED_ASIDE.search(text)
        if joined is not None:
            text = text[: joined.start()] + text[joined.end() :]
        if (either := _either_fact(text, leaf, scenario)) is not None:
            out.append(either)
            continue
        for fact in LIFE_FACTS:
            asked = fact.asked.search(text)
            if asked is None or (fact.name == "divorced" and re.search(r"\bself", text, re.I)):
                continue
            if fact.of_user and party(_JOINED_ASIDE.sub("", said_of)) != "":
                break  # "I am not a student" says nothing of "your child is a student"
            stated = _stated(fact, scenario)
            if stated is None:
                break
            value, clause = stated
            if joined is not None and value != (joined.group("join").lower() == "or"):
                break
            # (an "or" the fact's own wording holds is no other way)
            others = text[: asked.start()] + " " + text[asked.end() :]
            rest = content_stems(others) - _GENERIC
            alone = not rest and not re.search(r"\bor\b", _ASIDES.sub(" ", others), re.I)
            if value and fact.name == "veteran" and _DISHONOURABLE.search(scenario):
                break  # a veteran, but maybe not an eligible one
            if value and _names_another_kind(text, clause):
                break  # "I served in the Navy" of "you served in the Army"
            if (value and alone) or (
                not value and not re.search(r"\bor\b", _ASIDES.sub(" ", others), re.I)
            ):
                out.append(StatementMatch(leaf, value, clause, 1.0))
            elif value and _done_within(text[: asked.start()], text[asked.end() :], clause):
                out.append(StatementMatch(leaf, True, clause, 1.0))
            break
    return tuple(out)


def _no_child_to_measure(leaf: Comparison, scenario: str) -> tuple[StatementMatch, ...]:
    """A measure of a child the user has ("you have a child under 16"), failed by the
    scenario's saying they have none ("I don't have any children").

    >>> from ruleparse.types import Comparison, Provenance, Span
    >>> under_16 = Comparison("you have a child under 16", Provenance(Span(0, 25)), "age", "<", 16.0, "year")
    >>> [m.value for m in _no_child_to_measure(under_16, "I have no kids.")]
    [False]
    """
    child = next(f for f in LIFE_FACTS if f.name == "child")
    if child.asked.search(leaf.text) is None or is_negated(leaf_text(leaf)):
        return ()
    stated = _stated(child, scenario)
    if stated is None or stated[0]:
        return ()  # a child said says nothing of their age
    return (StatementMatch(leaf, False, stated[1], 1.0),)


_IN_A_PLACE = re.compile(r"^\s*(?:in|within)\s+(?P<place>.+?)\W*$", re.I)


def _done_within(before: str, after: str, clause: str) -> bool:
    """Whether the condition asks the fact only in a place ("you're working in the UK")
    and the clause that states it names a place within it ("I work full time as a
    nurse in Leeds").

    >>> _done_within("you’re ", " in the UK", "I work full time as a nurse in Leeds")
    True
    """
    where = _IN_A_PLACE.match(after)
    if where is None or content_stems(before) - _GENERIC:
        return False
    wanted, said = named_places(after), mentioned_places(clause)
    return bool(wanted) and bool(said) and lies_within(said, wanted)


_ASIDES = re.compile(r"\([^)]*\)")
# "A, B or C": the members of a list of ways
_WAYS = re.compile(r",\s*(?:or\s+)?|\s+or\s+", re.I)


def _either_fact(text: str, leaf: Leaf, scenario: str) -> StatementMatch | None:
    """A condition that lists only life facts as ways ("you're employed or self-employed"),
    met by the scenario stating one of them of the user ("I work part time at a
    supermarket") and failed by its denying all ("I'm retired").  Of two ways joined by a
    bare "or", one life fact stated meets it too ("be in work or on sick leave" of "I work
    as a nurse"); the other way left unread, nothing fails it."""
    ways = [w for w in _WAYS.split(text) if w.strip()]
    facts: list[LifeFact | None] = []
    for way in ways if len(ways) > 1 else ():
        fact = next((f for f in LIFE_FACTS if f.asked.search(way)), None)
        asked = fact.asked.search(way) if fact is not None else None
        if (
            asked is None
            or content_stems(way[: asked.start()] + " " + way[asked.end() :]) - _GENERIC
        ):
            facts.append(None)  # a way that is no life fact, or asks more besides
            continue
        if fact.of_user and party(leaf_text(leaf)) != "":
            return None
        facts.append(fact)
    if None in facts and (len(facts) != 2 or facts == [None, None] or re.search(r",| and ", text)):
        return None
    said = [_stated(fact, scenario) if fact is not None else None for fact in facts]
    if said and any(s is not None and s[0] for s in said):
        return StatementMatch(leaf, True, next(s[1] for s in said if s is not None and s[0]), 1.0)
    if said and all(s is not None and not s[0] for s in said):
        return StatementMatch(leaf, False, said[0][1], 1.0)
    return None


_NOBODY = re.compile(r"\b(?:nobody|no one|neither|none)\b", re.I)


def said_of_others(scenario: str, leaves: tuple[Leaf, ...]) -> tuple[Leaf, ...]:
    """Conditions asking a fact of the user that the scenario says only of someone else:
    "I have a daughter who is pregnant" leaves "you're pregnant" to be asked."""
    out = []
    for leaf in leaves:
        if (
            isinstance(leaf, Comparison)
            or party(leaf_text(leaf)) != ""
            # "they're not self-employed" of the nanny you hire: asked of them, not of you
            or _SAID_OF_THEM.match(leaf.text)
        ):
            continue
        for fact in LIFE_FACTS:
            asked = fact.asked.search(leaf.text)
            if asked is None or not fact.of_user:
                continue
            if _stated(fact, scenario) is None and any(
                (said := fact.said.search(clause)) is not None
                and not _of_user(clause, said.start())
                and not _NOBODY.search(clause)  # "Nobody in our house has a disability"
                # "My daughter who lives with me is registered blind" is said of someone
                # "you or anyone who lives with you" names
                and not at_home_with_the_user(leaf_text(leaf), clause)
                for clause in split_clauses(scenario)
            ):
                out.append(leaf)
            break
    return tuple(out)


# ---------------------------------------------------------------------------
# Having reached State Pension age

# "you've reached State Pension age", "you're under Pension Credit qualifying age".
_PENSION_AGE = re.compile(
    r"\b(?P<side>reach|reached|reaching|over|above|under|below|older than|younger than)\s+"
    r"(?:the\s+)?(?:your\s+)?(?P<kind>state pension|pension credit qualifying|pensionable|age pension"
    r"|full retirement)\s+age\b"
    # "you're State Pension age or over"
    r"|\b(?:state pension|pension credit qualifying|pensionable|age pension|full retirement)\s+age"
    r"\s+or\s+(?:over|older|above)\b",
    re.I,
)
# Australia's Age Pension age (65 to 67, 60 for women before 1995) and the US full
# retirement age (65 to 67) lie within the UK's bounds below; their dates of birth do not
# follow the UK's Pensions Acts, so only an age said settles them.
_NOT_UK = {"age pension", "full retirement"}
_BELOW = {"under", "below", "younger than"}
# "you must both have", "both of you are", "you and your partner are both": each of two
_BOTH_OF_YOU = re.compile(r"\byou\s+(?:\w+\s+)?both\b|\bboth\s+(?:of\s+)?you\b", re.I)
# "Housing Benefit for people over State Pension age" names a kind of benefit: its age
# is no condition on the user
_FOR_PEOPLE = re.compile(r"\bfor\s+(?:people|those|anyone|someone|pensioners)\s+$", re.I)
# The UK's State Pension age (and so Pension Credit qualifying age) has been 60 at the
# least, for women before 2010, and will be 67 at the most before 2044: whoever is 67
# has reached it and whoever is under 60 has not, whatever year the rule was written.
LEAST_PENSION_AGE, MOST_PENSION_AGE = 60, 67
_DAYS_A_YEAR = 365.25


@functools.lru_cache(maxsize=4096)
def _ages(scenario: str, today: _dt.date | None) -> dict[str, tuple[float, float]]:
    """The ages the scenario gives of the user ("") and their partner ("partner"), each
    the least and the most it may be ("I'm in my seventies": 70 to 79)."""
    ages: dict[str, tuple[float, float]] = {}
    for q in quantities(scenario, today):
        who = party(q.clause)
        if q.quantity == "age" and not q.birth:
            ages.setdefault(who, (q.value, q.upper if q.upper is not None else q.value))
        elif q.quantity == "date" and today is not None and _BORN.search(q.clause):
            # "I was born in 1950": as old as the latest day it may mean, at the least
            latest = q.upper if q.upper is not None else q.value
            ages.setdefault(
                who,
                (
                    (today.toordinal() - latest) / _DAYS_A_YEAR,
                    (today.toordinal() - q.value) / _DAYS_A_YEAR,
                ),
            )
    return ages


_BORN = re.compile(r"\bborn\b", re.I)
# "You must have been under State Pension age when they died": a state at a past time.
_STATE_THEN = re.compile(r"\b(?:(?:have|had|has)\s+been|were|was)\s+$", re.I)


@functools.lru_cache(maxsize=4096)
def _ages_then(scenario: str) -> dict[str, tuple[float, float]]:
    """The ages the scenario says the user ("") and their partner were at some past time,
    as :func:`_ages` gives ages now."""
    ages: dict[str, tuple[float, float]] = {}
    for q in past_ages(scenario):
        ages.setdefault(party(q.evidence), (q.value, q.value))
    return ages


def _after(born: _dt.date, years: int, months: int = 0) -> _dt.date:
    """The day ``years`` and ``months`` after ``born`` (a 29 February birthday on the 28th)."""
    month = born.month - 1 + months
    year, month = born.year + years + month // 12, month % 12 + 1
    for day in (born.day, 30, 29, 28):
        try:
            return _dt.date(year, month, day)
        except ValueError:
            continue
    raise AssertionError("every month has a 28th")


def _pension_age_reached(born: _dt.date) -> tuple[_dt.date, _dt.date]:
    """The earliest and the latest day someone born on ``born`` reaches State Pension age,
    man or woman, by the Pensions Acts 1995 to 2014 (the UK's; a rule saying otherwise
    says so): 60 to 65 for those born before 6 December 1953, 65 to 66 to 6 October 1954,
    66 to 6 April 1960, 66 and a month more for each month to 6 March 1961, 67 to 6 April
    1977, and 67 to 68 after."""
    if born < _dt.date(1953, 12, 6):
        return _after(born, 60), _after(born, 65)
    if born < _dt.date(1954, 10, 6):
        return _after(born, 65), _after(born, 66)
    if born < _dt.date(1960, 4, 6):
        return _after(born, 66), _after(born, 66)
    if born < _dt.date(1961, 3, 6):
        # born 6 April to 5 May 1960: 66 and 1 month; ... 6 February to 5 March 1961: 11
        months = (born.year - 1960) * 12 + born.month - 4 - (born.day < 6) + 1
        return _after(born, 66, months), _after(born, 66, months)
    if born < _dt.date(1977, 4, 6):
        return _after(born, 67), _after(born, 67)
    return _after(born, 67), _after(born, 68)


@functools.lru_cache(maxsize=4096)
def _pension_age_by_birth(scenario: str, today: _dt.date) -> dict[str, bool]:
    """Whether the user ("") and their partner have reached State Pension age today, by
    the days the scenario says or lets them have been born on: the first of them reaches
    it last, the last first ("I was born in March 1960" has, at 66, by April 2026)."""
    out: dict[str, bool] = {}
    for q in quantities(scenario, today):
        if q.quantity != "date" or not (q.birth or _BORN.search(q.clause)):
            continue
        first = _dt.date.fromordinal(int(q.value))
        last = _dt.date.fromordinal(int(q.upper if q.upper is not None else q.value))
        if today >= _pension_age_reached(last)[1]:
            out.setdefault(party(q.clause), True)
        elif today < _pension_age_reached(first)[0]:
            out.setdefault(party(q.clause), False)
    return out


def pension_age_statements(
    scenario: str, leaves: tuple[Leaf, ...], today: _dt.date | None = None
) -> tuple[StatementMatch, ...]:
    """Conditions on having reached State Pension age, settled by the ages the scenario gives.

    "I'm 67" has reached it and "I'm 52 and my wife is 49" has not, on either side
    ("you or your partner have reached Pension Credit qualifying age"); an age
    between the least and the most it has been settles nothing.
    """
    out = []
    for leaf in leaves:
        text = leaf_text(leaf)
        asked = _PENSION_AGE.search(text)
        if asked is None or is_negated(text) or _FOR_PEOPLE.search(text[: asked.start()]):
            continue
        # a state at a past time is settled by the age then only, one now by the age now
        then = _STATE_THEN.search(text[: asked.start()]) is not None
        # (not "before you reach State Pension age": a time, no age)
        if re.search(r"\b(?:before|after|until)\b", text, re.I) or (
            not then and re.search(r"\bwhen\b", text, re.I)
        ):
            continue
        # (of whom the state is said: not the "your husband" of "when your husband died")
        whole = before_the_time(f"{getattr(leaf, 'lead_in', '') or ''} {leaf.text}")
        ages = _ages(scenario, today)
        if then:
            # under the least State Pension age now, one was under it then too
            ages = {
                **{w: a for w, a in ages.items() if a[1] < LEAST_PENSION_AGE},
                **_ages_then(scenario),
            }
        # "your partner is under State Pension age" is the partner's age alone; "you or
        # your partner" either's (it had been read of the user's)
        either = _or_party(whole)
        who = [""] + (["partner"] if either == "partner" else [])
        if either is None and party(whole) == "partner":
            who = ["partner"]
        # "If you have a partner, you must both have reached State Pension age": each of
        # them must have, so one under it fails it and one over it does not meet it
        both = either is None and _BOTH_OF_YOU.search(whole) is not None
        if both:
            who = ["", "partner"]
        uk = (asked.group("kind") or "").lower() not in _NOT_UK
        by_birth = (
            _pension_age_by_birth(scenario, today) if today is not None and not then and uk else {}
        )
        known = [
            by_birth.get(w)
            if w in by_birth
            else (
                True
                if ages[w][0] >= MOST_PENSION_AGE
                else False
                if ages[w][1] < LEAST_PENSION_AGE
                else None
            )
            for w in who
            if w in ages or w in by_birth
        ]
        reached = None
        if both:
            if any(k is False for k in known):
                reached = False
            elif len(known) == len(who) and all(k is True for k in known):
                reached = True
        elif any(k is True for k in known):
            reached = True
        elif len(known) == len(who) and all(k is False for k in known):
            reached = False
        if reached is None:
            continue
        below = (asked.group("side") or "").lower() in _BELOW
        out.append(StatementMatch(leaf, reached != below, scenario, 1.0))
    return tuple(out)


# ---------------------------------------------------------------------------
# A time spent at something

# "You need 30 years of National Insurance contributions": at least that long at it.
_TIME_OF = re.compile(
    rf"\b(?P<count>\d+|{'|'.join(WORD_NUMBERS)})\s+(?P<unit>years?|months?|weeks?)\s+of\s+"
    r"(?P<what>(?:(?!to\b|for\b|in\b|and\b|or\b|before\b|by\b)[\w'’-]+\s*){1,4})",
    re.I,
)
# "up to 4 weeks of holiday" is a most, not a least; "within", "in the last" a window.
_NOT_LEAST = re.compile(
    r"\b(?:up to|less than|fewer than|at most|no more than|not more than|under|within|maximum"
    r"|or less|or fewer|last|past)\b",
    re.I,
)


# "inactive for 10 minutes": at least that long, in minutes or hours.
_FOR_MINUTES = re.compile(
    rf"\bfor\s+(?:at least\s+|more than\s+|over\s+)?(?P<count>\d+|{'|'.join(WORD_NUMBERS)})\s+"
    r"(?P<unit>minutes?|hours?)\b",
    re.I,
)
# A time the user says it took, roughly or not: "about half an hour", "a minute", "40 minutes".
_SAID_TIME = (
    r"(?:about\s+|around\s+|nearly\s+|almost\s+|over\s+|just\s+|only\s+|roughly\s+)?"
    rf"(?P<count>\d+|half an?|an?|{'|'.join(WORD_NUMBERS)})\s+(?P<unit>minutes?|hours?)\b"
)
# "for about half an hour", "for a minute", "for 40 minutes"
_SAID_MINUTES = re.compile(rf"\bfor\s+{_SAID_TIME}", re.I)
_MINUTES = {"minute": 1, "hour": 60}
# "submit your update within 15 minutes of starting it": at most that long.
_WITHIN_MINUTES = re.compile(
    rf"\bwithin\s+(?P<count>\d+|{'|'.join(WORD_NUMBERS)})\s+(?P<unit>minutes?|hours?)\b", re.I
)
# How long the user took to do it: "I submitted it after 10 minutes", "it took me about
# an hour".
_TOOK_MINUTES = re.compile(
    rf"\b(?:after|took(?:\s+(?:me|us))?|takes?(?:\s+(?:me|us))?)\s+{_SAID_TIME}", re.I
)


def _minutes(match: re.Match) -> float:
    count = match.group("count").lower()
    number = (
        0.5
        if count.startswith("half")
        else read_number(count, words=WORD_NUMBERS | {"a": 1, "an": 1})
    )
    return number * _MINUTES[match.group("unit").lower().rstrip("s")]


# Time away from a screen: "inactive for 10 minutes" of "I left my computer to make lunch
# and didn't touch it for about half an hour" (not "typing for an hour without a break").
_IDLE_ASKED = re.compile(r"\b(?:inactive|idle)\b", re.I)
_IDLE_SAID = re.compile(
    r"\b(?:didn['’]t touch|not touch(?:ed)?|left (?:it|my|the)|away from|stepped away"
    r"|looked away|paused|idle|inactive)\b|(?<!without )\b(?:a|my|the|lunch|coffee) break\b",
    re.I,
)


# A day an age is said on: "on 31 August 2017", "on the first day of your course".
_AGE_ON_A_DAY = re.compile(
    r"\b(?:on|by|at|as of|before|after)\s+(?:the\s+)?(?:\d|first\b|last\b|start\b|end\b)", re.I
)
# What joins two thresholds of one condition: "... a week and earn less than ...", "... or".
_JOINED_BY = re.compile(r"\b(and|or)\b", re.I)


def _amounts_over_their_windows(text: str, measures: tuple) -> tuple:
    """``measures`` less the windows that only say what time an amount is counted over:
    "in the past 6 months" of "earned less than £2,600 in the past 6 months" is no time of
    its own to meet ("I've been on Universal Credit since January 2026" had failed it)."""
    return tuple(
        m
        for k, m in enumerate(measures)
        if not (
            m.quantity == "elapsed"
            and k > 0
            and measures[k - 1].quantity in ("money", "count")
            and not text[measures[k - 1].end : m.start].strip()
        )
    )


def measures_statements(
    scenario: str, leaves: tuple[Leaf, ...], today: _dt.date | None = None
) -> tuple[StatementMatch, ...]:
    """Conditions read whole that hold several thresholds ("you work at least 16 hours a
    week and earn less than £100,000 a year"), settled by the amounts the scenario states
    of them: met when it meets each, failed when it fails one; with "or" between them
    ("at least 6 months, or 3 months if you're over 60"), failed only when it fails all,
    since the words around an alternative may ask more.

    >>> from ruleparse.types import Condition, Provenance, Span
    >>> both = Condition("you work at least 16 hours a week and earn less than £100,000 a year",
    ...                  Provenance(Span(0, 69)))
    >>> [m.value for m in measures_statements("I work 10 hours a week.", (both,))]
    [False]
    >>> [m.value for m in measures_statements("I work 30 hours a week and earn £40,000 a year.", (both,))]
    [True]
    """
    out = []
    amounts = None
    for leaf in leaves:
        if isinstance(leaf, Comparison) or is_negated(leaf_text(leaf)):
            continue
        found = find_measures(leaf.text)
        # (an amount over its window is one threshold, read whole: a Comparison has none)
        measures = _amounts_over_their_windows(leaf.text, found)
        if len(found) < 2 or (
            any(m.quantity == "age" for m in measures) and _AGE_ON_A_DAY.search(leaf.text)
        ):
            continue  # an age on another day ("under 19 on 31 August 2017") is not today's
        joins = {
            m.group(1).lower() if (m := _JOINED_BY.search(leaf.text, a.end, b.start)) else "and"
            for a, b in zip(measures, measures[1:], strict=False)
        }
        if len(joins) > 1:
            continue
        # each threshold with the words of its own clause, between the joins around it
        cuts = [0, *(b.start for b in measures[1:]), len(leaf.text)]
        at = leaf.provenance.span.start
        values, evidence = [], []
        amounts = quantities(scenario, today) if amounts is None else amounts
        for m, begin, end in zip(measures, cuts, cuts[1:], strict=False):
            part = Comparison(
                leaf.text[begin:end],
                replace(leaf.provenance, span=Span(at + m.start, at + m.end)),
                m.quantity,
                m.op,
                m.value,
                m.unit,
                m.upper,
            )
            stated = amounts_for((part,), amounts)
            if not stated:
                values.append(Truth.UNKNOWN)
                continue
            q = stated[0][1]
            fact = Fact(
                "q", quantity=q.quantity, amount=q.value, comparison=part.key, upper=q.upper
            )
            value = entailment(part, [fact])[0]
            if value is Truth.TRUE and unstated_qualifier(part.text, q.clause, scenario):
                value = Truth.UNKNOWN
            values.append(value)
            evidence.append(q.clause)
        failed = (
            all(v is Truth.FALSE for v in values)
            if joins == {"or"}
            else any(v is Truth.FALSE for v in values)
        )
        if failed:
            out.append(StatementMatch(leaf, False, " ".join(dict.fromkeys(evidence)), 1.0))
        elif joins <= {"and"} and all(v is Truth.TRUE for v in values):
            out.append(StatementMatch(leaf, True, " ".join(dict.fromkeys(evidence)), 1.0))
    return tuple(out)


def minutes_statements(scenario: str, leaves: tuple[Leaf, ...]) -> tuple[StatementMatch, ...]:
    """Conditions on something lasting minutes or hours, settled by the one such time the
    scenario says: "I didn't touch it for about half an hour" meets "you've been inactive
    for 10 minutes", and "I only looked away for a minute" fails it."""
    said = [
        (m, clause) for clause in split_sentences(scenario) for m in _SAID_MINUTES.finditer(clause)
    ]
    within = _window_statements(scenario, leaves)
    if len(said) != 1:
        return tuple(within)
    ((match, clause),) = said
    out = []
    for leaf in leaves:
        need = None if isinstance(leaf, Comparison) else _FOR_MINUTES.search(leaf.text)
        if need is None or is_negated(leaf.text) or len(_FOR_MINUTES.findall(leaf.text)) != 1:
            continue
        shared = content_stems(_FOR_MINUTES.sub(" ", leaf.text)) & content_stems(clause)
        if is_negated(clause) and shared:
            continue  # "I have not been inactive for 10 minutes" denies it in its own words
        if not shared and not (_IDLE_ASKED.search(leaf.text) and _IDLE_SAID.search(clause)):
            continue  # "I've been typing for an hour" is no time inactive
        out.append(StatementMatch(leaf, _minutes(match) >= _minutes(need), clause, 1.0))
    return (*out, *within)


def _window_statements(scenario: str, leaves: tuple[Leaf, ...]) -> list[StatementMatch]:
    """Conditions on doing something within minutes or hours, settled by how long the
    scenario says it took: "I submitted it after 10 minutes" meets "you submit your update
    within 15 minutes of starting it", and "I didn't get back to it for about 40 minutes"
    fails it (that long went by with it undone); "I didn't touch it for 5 minutes" says
    nothing of it."""
    said = [
        (m, clause, is_negated(clause))
        for clause in split_sentences(scenario)
        for m in (*_SAID_MINUTES.finditer(clause), *_TOOK_MINUTES.finditer(clause))
    ]
    if len(said) != 1:
        return []
    ((match, clause, negated),) = said
    out = []
    for leaf in leaves:
        need = None if isinstance(leaf, Comparison) else _WITHIN_MINUTES.search(leaf.text)
        if need is None or is_negated(leaf.text) or len(_WITHIN_MINUTES.findall(leaf.text)) != 1:
            continue
        if not content_stems(_WITHIN_MINUTES.sub(" ", leaf.text)) & content_stems(clause):
            continue  # "I've been on hold for 40 minutes" is no time taken to submit an update
        took, window = _minutes(match), _minutes(need)
        if negated and match.re is _SAID_MINUTES and took > window:
            out.append(StatementMatch(leaf, False, clause, 1.0))
        elif not negated and match.re is _TOOK_MINUTES:
            out.append(StatementMatch(leaf, took <= window, clause, 1.0))
    return out


@functools.lru_cache(maxsize=4096)
def _durations(scenario: str, today: _dt.date | None) -> tuple:
    return tuple(q for q in quantities(scenario, today) if q.quantity == "duration")


def time_spent_statements(
    scenario: str, leaves: tuple[Leaf, ...], today: _dt.date | None = None
) -> tuple[StatementMatch, ...]:
    """Conditions needing a time spent at something, settled by the time the scenario says.

    "I paid National Insurance for 38 years" meets "You need 30 years of National
    Insurance contributions", and "for about 18 years" fails it: the scenario's
    clause must name most of what the time is of.
    """
    out = []
    durations = None
    for leaf in leaves:
        if isinstance(leaf, Comparison):
            continue
        text = leaf.text
        need = _TIME_OF.search(text)
        if need is None or _NOT_LEAST.search(text) or is_negated(text):
            continue
        what = content_stems(need.group("what"))
        if not what:
            continue
        durations = _durations(scenario, today) if durations is None else durations
        unit = need.group("unit").lower().rstrip("s")
        count = read_number(need.group("count"), words=WORD_NUMBERS)
        weeks = count * {"year": WEEKS_A_YEAR, "month": WEEKS_A_YEAR / 12, "week": 1}[unit]
        said = [
            q
            for q in durations
            if party(q.clause) == ""
            and not is_negated(q.clause)
            and 2 * len(what & content_stems(q.clause)) >= len(what) + 1
        ]
        if len(said) == 1:
            # within half a day: "30 years" in pint's years and in ours are one time
            out.append(StatementMatch(leaf, said[0].value >= weeks - 0.07, said[0].clause, 1.0))
    return tuple(out)


# ---------------------------------------------------------------------------
# A calendar period named from now ("this year", "last month")

_PERIOD_WORDS = content_stems("this last next year month week calendar already ever yet")


def _period_span(said: str, today: _dt.date) -> tuple[_dt.date, _dt.date] | None:
    """The days of a calendar period named from today ("this year": all of today's year);
    None for a tax or financial year, which runs otherwise."""
    which, *rest = said.lower().split()
    if rest[0] in ("tax", "financial"):
        return None
    if which != "this":
        return _date_span(f"{which} {rest[-1]}", today)
    if rest[-1] == "year":
        return _dt.date(today.year, 1, 1), _dt.date(today.year, 12, 31)
    if rest[-1] == "month":
        return _date_span(f"{_MONTH_NAMES[today.month - 1]} {today.year}", today)
    monday = today - _dt.timedelta(days=today.weekday())
    return monday, monday + _dt.timedelta(days=6)


_MONTH_NAMES = (
    "January February March April May June July August September October November December"
).split()


def period_statements(
    scenario: str, leaves: tuple[Leaf, ...], today: _dt.date | None = None
) -> tuple[StatementMatch, ...]:
    """Conditions of a calendar period named from now, settled by the date the scenario
    gives the same event, read against ``today``.

    "I started my business in 2019" fails "you started your business last year" (it had
    met it by its words), and "in 2025" meets it, today being in 2026; "in March 2026"
    meets "this year". A date that lies partly in the period ("2 years ago" of "this
    month" is not; "in 2026" of "this month" may be) leaves the condition open.
    """
    if today is None:
        return ()
    out = []
    dated = None
    for leaf in leaves:
        period = None if isinstance(leaf, Comparison) else NOW_PERIOD.search(leaf.text)
        if period is None or is_negated(leaf.text) or len(NOW_PERIOD.findall(leaf.text)) != 1:
            continue
        wanted = _period_span(period.group(0), today)
        what = content_stems(leaf_text(leaf)) - _PERIOD_WORDS
        if wanted is None or not what:
            continue
        if dated is None:
            dated = _dates_said(scenario, today)
        said = {
            (clause, span)
            for clause, span in dated
            if 2 * len(what & content_stems(clause)) >= len(what) + 1
        }
        held = {wanted[0] <= first and last <= wanted[1] for _, (first, last) in said}
        missed = {last < wanted[0] or first > wanted[1] for _, (first, last) in said}
        if len(said) >= 1 and (held == {True} or missed == {True}):
            clause = min(clause for clause, _ in said)
            out.append(StatementMatch(leaf, held == {True}, clause, 1.0))
    return tuple(out)


def _dates_said(scenario: str, today: _dt.date) -> list[tuple[str, tuple[_dt.date, _dt.date]]]:
    """Each date the user says of themselves, with the clause it dates: the sentence where
    it has one date ("In 2019, I started my business"), else the part around each ("I
    was born in 1990 and started my business in 2025"); "this year" is a date too."""
    out = []
    for sentence in split_sentences(scenario):
        said = [
            (
                q.clause,
                (_dt.date.fromordinal(int(q.value)), _dt.date.fromordinal(int(q.upper or q.value))),
            )
            for q in quantities(sentence, today)
            if q.quantity == "date" and not q.birth
        ]
        said += [
            (_around(sentence, m), span)
            for m in NOW_PERIOD.finditer(sentence)
            if m.group(0).lower().startswith("this") and (span := _period_span(m.group(0), today))
        ]
        if len(said) == 1:
            said = [(sentence, said[0][1])]
        out += [(c, span) for c, span in said if not is_negated(c) and party(c) == ""]
    return out


# ---------------------------------------------------------------------------
# An age inside a condition read whole

# "illegal for people under the age of 21": the age says whom the rule is for.
_WHOM = re.compile(
    r"\b(?:for|to)\s+(?:people|persons|anyone|those|individuals|someone|you)\s*$", re.I
)
# "under 16 when you started": an age at some time, not now
_AT_A_TIME = re.compile(r"\b(?:when|at the time|before|after|until|by the time)\b", re.I)
_OPS = {
    "<": lambda a, m: a < m.value,
    "<=": lambda a, m: a <= m.value,
    ">": lambda a, m: a > m.value,
    ">=": lambda a, m: a >= m.value,
    "between": lambda a, m: m.value <= a <= (m.upper if m.upper is not None else m.value),
}


def _more_of_whom(after: str) -> bool:
    """Whether people named after an age are more of whom a text is for: "adults over 65
    and pregnant women" (a 30-year-old may be one of the women)."""
    more = re.match(r"\s*,?\s*(?:and|or)\s+([^,;:.()]+)", after, re.I)
    words = more.group(1).lower().split()[:4] if more else []
    return any(person_noun(w) for w in words)


def age_statements(
    scenario: str, leaves: tuple[Leaf, ...], today: _dt.date | None = None
) -> tuple[StatementMatch, ...]:
    """Conditions the grammar read whole that limit the user's age, settled by their age.

    "Marijuana remains illegal for people under the age of 21" fails for "I'm 27";
    it holds for "I'm 19" only because the age says whom the rule is for (a
    condition asking more besides its age is only failed by it).
    """
    out = []
    ages = None
    for leaf in leaves:
        if (
            isinstance(leaf, Comparison)
            or is_negated(leaf.text)
            or party(leaf.text) != ""
            or _AT_A_TIME.search(leaf.text)
        ):
            continue
        measures = find_measures(leaf.text)
        if len(measures) != 1 or measures[0].quantity != "age" or measures[0].op not in _OPS:
            continue
        ages = _ages(scenario, today) if ages is None else ages
        if "" not in ages:
            continue
        measure = measures[0]
        low, high = ages[""]
        value = _OPS[measure.op](low, measure)
        if value != _OPS[measure.op](high, measure):
            continue  # "I'm in my seventies" of "under 75": either may be
        rest = content_stems(leaf.text[: measure.start] + " " + leaf.text[measure.end :])
        if value and rest - _GENERIC and not _WHOM.search(leaf.text[: measure.start]):
            continue
        if (re.search(r"\bor\b", leaf.text, re.I) or _more_of_whom(leaf.text[measure.end :])) and (
            not value
        ):
            continue
        out.append(StatementMatch(leaf, value, scenario, 1.0))
    return tuple(out)


# ---------------------------------------------------------------------------
# Done by someone else

# What the user is asked to do themselves: "you pay a carer or personal assistant directly".
_USER_DOES = re.compile(
    r"^you\s+(?:(?:also|still|only|usually)\s+)?(?P<verb>[a-z]+)\s+(?P<rest>.+)$", re.I
)
# The same thing said done by someone else, in the passive: "My mum's carer is arranged and
# paid for by the local council", "our rent is paid by Housing Benefit".
_DONE_BY = re.compile(
    r"\b(?:is|are|was|were|been|being|gets?|got)\s+(?:(?:all|always|usually|now|already|still)\s+)?"
    r"(?P<done>[a-z]+(?:\s+(?:and|or)\s+[a-z]+)?)\s+(?:for\s+)?by\s+"
    r"(?:the|my|a|an|his|her|their|our|its)\s+\w",
    re.I,
)
_SAID_BY_USER = re.compile(r"\bi\b|\bi['’](?:m|ve|d)\b|\bme\b|\bmyself\b", re.I)


def _done_by_another(condition: str, clauses: tuple[str, ...]) -> str | None:
    """A clause that says someone else does what the condition asks the user to do.

    >>> _done_by_another("you pay a carer or personal assistant directly",
    ...     ("My mum's carer is arranged and paid for by the local council.",))
    "My mum's carer is arranged and paid for by the local council."
    >>> _done_by_another("you pay a carer", ("I am paid by the council to be a carer.",)) is None
    True
    """
    asked = _USER_DOES.match(condition.strip())
    if asked is None or is_negated(condition):
        return None
    verb = content_stems(asked.group("verb"))
    if not verb:
        return None
    what = content_stems(asked.group("rest"))
    for clause in clauses:
        said = _DONE_BY.search(clause)
        before = clause[: said.start()] if said else ""
        if (
            said is not None
            and verb <= content_stems(said.group("done"))
            and what & content_stems(before)
            and not _SAID_BY_USER.search(before)
            and not is_negated(clause)
        ):
            return clause
    return None


def done_by_others(scenario: str, leaves: tuple[Leaf, ...]) -> tuple[StatementMatch, ...]:
    """Conditions on something the user does that the scenario says someone else does:
    "My mum's carer is arranged and paid for by the local council" fails "you pay a carer
    or personal assistant directly"."""
    out = []
    for leaf in leaves:
        if isinstance(leaf, Comparison):
            continue
        if (said := _done_by_another(leaf_text(leaf), split_clauses(scenario))) is not None:
            out.append(StatementMatch(leaf, False, said, 1.0))
    return tuple(out)


def derived_statements(
    scenario: str, leaves: tuple[Leaf, ...], today: _dt.date | None = None
) -> tuple[StatementMatch, ...]:
    """The conditions of ``leaves`` the scenario settles through a fact it states in
    other words: where the user lives, a standard life fact, or State Pension age."""
    if not scenario.strip():
        return ()
    out: list[StatementMatch] = []
    for reader in (
        location_statements(scenario, leaves),
        nationality_statements(scenario, leaves),
        life_statements(scenario, leaves),
        pension_age_statements(scenario, leaves, today),
        time_spent_statements(scenario, leaves, today),
        period_statements(scenario, leaves, today),
        age_statements(scenario, leaves, today),
        minutes_statements(scenario, leaves),
        measures_statements(scenario, leaves, today),
        done_by_others(scenario, leaves),
    ):
        done = {m.leaf.key for m in out}
        out.extend(m for m in reader if m.leaf.key not in done)
    return tuple(out)
