"""Places named in a text, where someone lives, and whether two places can coincide.

A scenario that says "I live in England" does not meet "you live in
Scotland", however many words the two share: it refutes it. The gazetteer is
small on purpose: the UK and its nations, the countries of the EEA and a few
others that benefit rules name, the Crown dependencies and Gibraltar, and the
US states. A place it does not know never clashes with anything.

>>> sorted(named_places("I moved from France to the UK"))
['france', 'united kingdom']
>>> sorted(named_places("you must live in England, Scotland or Wales"))
['england', 'scotland', 'wales']
>>> can_coincide(named_places("I live in England"), named_places("you live in the UK"))
True
>>> can_coincide(named_places("I live in England"), named_places("you live in Scotland"))
False
"""

from __future__ import annotations

import functools
import re

from ruleparse.words import EEA_COUNTRIES, OTHER_COUNTRIES, UK_NATIONS, US_STATES

# The larger cities of the UK's nations (a user says "I live in Cardiff"), and capitals abroad.
_CITIES = {
    "england": (
        "london birmingham manchester liverpool leeds sheffield bristol nottingham leicester "
        "coventry bradford southampton portsmouth plymouth brighton oxford cambridge york"
    ).split() + ["newcastle upon tyne"],
    "wales": "cardiff swansea wrexham".split(),
    "scotland": "edinburgh glasgow aberdeen dundee inverness".split(),
    "northern ireland": "belfast derry londonderry".split(),
    "ireland": ["dublin", "cork"],
    "france": ["paris"], "germany": ["berlin"], "spain": ["madrid"], "italy": ["rome"],
    "poland": ["warsaw"], "netherlands": ["amsterdam"], "portugal": ["lisbon"],
}  # fmt: skip

# Each place with the larger one it lies in (None at the top); aliases name the same place.
PARENT: dict[str, str | None] = (
    {
        "united kingdom": None,
        "great britain": "united kingdom",
        "northern ireland": "united kingdom",
    }
    | {nation: "great britain" for nation in UK_NATIONS}
    | {"eea": None}
    | {country: "eea" for country in EEA_COUNTRIES}
    | {country: None for country in OTHER_COUNTRIES}
    # Crown dependencies and Gibraltar are not part of the UK.
    | {"gibraltar": None, "isle of man": None, "channel islands": None}
    | {"jersey": "channel islands", "guernsey": "channel islands"}
    | {"united states": None}
    | {state: "united states" for state in US_STATES}
    | {city: nation for nation, cities in _CITIES.items() for city in cities}
)
ALIASES = {
    "uk": "united kingdom", "u.k.": "united kingdom", "britain": "great britain",
    "gb": "great britain", "us": "united states", "u.s.": "united states", "usa": "united states",
    "america": "united states", "european economic area": "eea", "czech republic": "czechia",
    "republic of ireland": "ireland", "holland": "netherlands",
}  # fmt: skip

_NAMES = sorted({*PARENT, *ALIASES}, key=len, reverse=True)
_NAME = "|".join(re.escape(n).replace(r"\ ", r"\s+") for n in _NAMES)
# A place is named after a word that places it, and so is each place listed with it
# ("in England, Scotland or Wales").
_LISTED_PLACES = (
    rf"((?:{_NAME})(?!\w)(?:\s*(?:,|,?\s*or|,?\s*and|and/or)\s+(?:the\s+)?(?:{_NAME})(?!\w))*)"
)
_PLACE = re.compile(
    rf"\b(?:in|from|to|of|within|inside|outside|across)\s+(?:the\s+)?{_LISTED_PLACES}", re.I
)
_LISTED = re.compile(rf"\b(?:{_NAME})(?!\w)", re.I)


@functools.lru_cache(maxsize=8192)
def named_places(text: str) -> frozenset[str]:
    """The gazetteer places a text names after "in", "from", "to" and the like.

    Only names written with a capital count: "in us" is not the United States.
    """
    return frozenset(p for match in _PLACE.finditer(text) for p in mentioned_places(match.group(1)))


@functools.lru_cache(maxsize=8192)
def mentioned_places(text: str) -> frozenset[str]:
    """Every gazetteer place a text names, however it names it ("a UK resident").

    >>> sorted(mentioned_places("I'm a UK resident and I work in Cardiff"))
    ['cardiff', 'united kingdom']
    """
    return frozenset(
        ALIASES.get(key, key)
        for name in _LISTED.findall(text)
        if name[0].isupper()
        for key in [" ".join(name.lower().split())]
    )


def _within(place: str) -> set[str]:
    """The place and every larger place it lies in."""
    out = set()
    while place is not None and place not in out:
        out.add(place)
        place = PARENT.get(place)
    return out


def can_coincide(these: frozenset[str], those: frozenset[str]) -> bool:
    """Whether a place of ``these`` may be a place of ``those``: one lies in the other.

    With no place named on either side nothing is known, so they may.
    """
    if not these or not those:
        return True
    return any(a in _within(b) or b in _within(a) for a in these for b in those)


def lies_within(these: frozenset[str], those: frozenset[str]) -> bool:
    """Whether every place of ``these`` lies in (or is) a place of ``those``.

    >>> lies_within(named_places("in Lisbon"), named_places("in Portugal or Spain"))
    True
    >>> lies_within(named_places("in the UK"), named_places("in England"))
    False
    """
    return bool(these) and all(any(b in _within(a) for b in those) for a in these)


_RESIDENCE = re.compile(
    r"\b(?:(born)|live|lives|living|reside|resides|residing|resident|based|located)"
    rf"\s+(?:\w+\s+){{0,2}}?in\s+(?:the\s+)?{_LISTED_PLACES}",
    re.I,
)


@functools.lru_cache(maxsize=8192)
def residence(text: str) -> tuple[str, frozenset[str]] | None:
    """Where a text says someone lives ("live") or was born ("born"), if in places known.

    >>> kind, places = residence("you must live in England, Scotland or Wales")
    >>> kind, sorted(places)
    ('live', ['england', 'scotland', 'wales'])
    >>> residence("I was born in France")
    ('born', frozenset({'france'}))
    >>> residence("you live outside the UK") is None
    True
    """
    match = _RESIDENCE.search(text)
    if not match:
        return None
    places = named_places("in " + match.group(2))
    return ("born" if match.group(1) else "live", places) if places else None
