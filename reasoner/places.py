"""Places named in a text, where someone lives, and whether two places can coincide.

A scenario that says "I live in England" does not meet "you live in
Scotland", however many words the two share: it refutes it. The gazetteer
holds the UK, its nations, counties and larger cities; the countries of the
world (those of the EU and the EEA as such); the Crown dependencies and
Gibraltar; the US states with their capitals and larger cities; and the
capitals and larger cities of the countries benefit rules name. A name two
places share is left out, and a place it does not know never clashes with
anything.

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

# The countries of the world the lists above leave out (the UN's members and a few
# territories), so that "I moved to Thailand" is known to lie outside the EEA. Names that
# are as often people or things ("Jordan", "Chad", "Georgia" the US state) are left out.
_WORLD = (
    "afghanistan andorra angola argentina armenia azerbaijan bahamas bahrain barbados belarus "
    "belize benin bhutan bolivia botswana brunei burundi cambodia cameroon chile colombia "
    "congo cuba djibouti ecuador eritrea eswatini ethiopia fiji gabon gambia grenada guatemala "
    "guinea guyana haiti honduras indonesia iran iraq israel kazakhstan kosovo kuwait "
    "kyrgyzstan laos lebanon lesotho liberia libya madagascar malawi malaysia maldives mali "
    "mauritania mauritius moldova monaco mongolia montenegro mozambique myanmar namibia nepal "
    "nicaragua niger oman palestine panama paraguay peru qatar rwanda samoa senegal "
    "seychelles singapore somalia sudan suriname syria taiwan tajikistan tanzania thailand "
    "togo tonga tunisia turkmenistan uganda uruguay uzbekistan vanuatu venezuela vietnam "
    "yemen zambia zimbabwe"
).split() + [
    "bosnia and herzegovina", "burkina faso", "cape verde", "central african republic",
    "costa rica", "dominican republic", "east timor", "el salvador", "equatorial guinea",
    "hong kong", "ivory coast", "papua new guinea", "saint lucia", "san marino", "saudi arabia",
    "sierra leone", "solomon islands", "south sudan", "sri lanka", "trinidad and tobago",
    "united arab emirates", "vatican city",
]  # fmt: skip

# The larger cities and the counties of the UK's nations (a user says "I live in Cardiff"),
# the capitals and larger cities of the countries benefit rules name, and of each US state
# its capital and largest cities. A name that two places share is left out ("Perth" is in
# Scotland and Australia, "Portland" in Oregon and Maine, "Birmingham" in Alabama too),
# but for the one a UK rule means ("Newcastle").
_CITIES = {
    "england": (
        "london birmingham manchester liverpool leeds sheffield bristol nottingham leicester "
        "coventry bradford southampton portsmouth plymouth brighton oxford cambridge york "
        "newcastle sunderland wolverhampton derby norwich exeter ipswich luton "
        "middlesbrough blackpool bournemouth huddersfield preston "
        "bedfordshire berkshire buckinghamshire cambridgeshire cheshire cornwall cumbria "
        "derbyshire devon dorset essex gloucestershire hampshire herefordshire hertfordshire "
        "kent lancashire leicestershire lincolnshire merseyside norfolk northamptonshire "
        "northumberland nottinghamshire oxfordshire rutland shropshire somerset staffordshire "
        "suffolk surrey sussex warwickshire wiltshire worcestershire yorkshire"
    ).split() + [
        "newcastle upon tyne", "milton keynes", "stoke-on-trent", "east sussex", "west sussex",
        "greater london", "greater manchester", "isle of wight", "west midlands",
        "north yorkshire", "south yorkshire", "west yorkshire", "tyne and wear",
    ],
    "wales": "cardiff swansea newport wrexham anglesey pembrokeshire gwynedd powys".split(),
    "scotland": "edinburgh glasgow aberdeen dundee inverness stirling fife".split(),
    "northern ireland": "belfast derry londonderry lisburn newry armagh".split(),
    "ireland": ["dublin", "cork", "galway", "limerick"],
    "austria": ["vienna", "salzburg"], "belgium": ["brussels", "antwerp"],
    "bulgaria": ["sofia"], "croatia": ["zagreb"], "cyprus": ["nicosia", "paphos"],
    "czechia": ["prague"], "denmark": ["copenhagen"], "estonia": ["tallinn"],
    "finland": ["helsinki"], "greece": ["athens", "crete", "corfu"],
    "france": ["paris", "lyon", "marseille", "toulouse", "bordeaux", "brittany"],
    "germany": ["berlin", "munich", "hamburg", "frankfurt", "cologne", "stuttgart"],
    "hungary": ["budapest"], "iceland": ["reykjavik"], "latvia": ["riga"],
    "liechtenstein": ["vaduz"], "lithuania": ["vilnius"], "malta": ["valletta"],
    "netherlands": ["amsterdam", "rotterdam", "hague"], "norway": ["oslo", "bergen"],
    "italy": ["rome", "milan", "naples", "florence", "venice", "turin", "sicily", "sardinia"],
    "poland": ["warsaw", "krakow", "gdansk", "wroclaw"], "romania": ["bucharest"],
    "portugal": ["lisbon", "porto", "algarve", "madeira"], "slovakia": ["bratislava"],
    "slovenia": ["ljubljana"], "sweden": ["stockholm", "gothenburg"],
    "spain": ["madrid", "barcelona", "valencia", "seville", "malaga", "alicante", "majorca",
              "mallorca", "ibiza", "tenerife", "lanzarote", "canary islands", "costa del sol"],
    "switzerland": ["zurich", "geneva", "bern", "basel", "lausanne"],
    "serbia": ["belgrade", "novi sad"], "kosovo": ["pristina"], "montenegro": ["podgorica"],
    "macedonia": ["skopje"], "albania": ["tirana"], "turkey": ["istanbul", "ankara", "izmir",
    "antalya"], "russia": ["moscow"], "ukraine": ["kyiv", "kiev"],
    "canada": ["toronto", "montreal", "vancouver", "ottawa", "calgary", "edmonton", "winnipeg",
               "ontario", "quebec", "british columbia", "alberta", "nova scotia"],
    "australia": ["sydney", "melbourne", "brisbane", "adelaide", "canberra", "hobart",
                  "parramatta", "new south wales", "queensland", "tasmania"],
    "new zealand": ["auckland"], "india": ["delhi", "new delhi", "mumbai", "bangalore",
    "kolkata", "chennai", "punjab"], "pakistan": ["karachi", "lahore", "islamabad"],
    "bangladesh": ["dhaka"], "china": ["beijing", "shanghai"], "japan": ["tokyo", "osaka"],
    "thailand": ["bangkok", "phuket"], "united arab emirates": ["dubai", "abu dhabi"],
    "nigeria": ["lagos", "abuja"], "kenya": ["nairobi"], "egypt": ["cairo"],
    "south africa": ["johannesburg", "cape town"], "philippines": ["manila"],
    "brazil": ["rio de janeiro", "sao paulo"], "mexico": ["mexico city", "cancun"],
    "alabama": ["huntsville"], "alaska": ["anchorage", "juneau"],
    "arizona": ["phoenix", "tucson"], "arkansas": ["little rock"],
    "california": ["los angeles", "san francisco", "san diego", "san jose", "sacramento",
                   "oakland", "fresno"],
    "colorado": ["denver", "colorado springs", "boulder"],
    "connecticut": ["hartford", "new haven", "bridgeport"],
    "florida": ["miami", "orlando", "tampa", "jacksonville", "tallahassee"],
    "georgia": ["atlanta"], "hawaii": ["honolulu"], "idaho": ["boise"],
    "illinois": ["chicago"], "indiana": ["indianapolis", "fort wayne"],
    "iowa": ["des moines", "cedar rapids"], "kansas": ["wichita", "topeka"],
    "kentucky": ["louisville", "frankfort"], "louisiana": ["new orleans", "baton rouge"],
    "maryland": ["baltimore", "annapolis"], "massachusetts": ["boston"],
    "michigan": ["detroit", "lansing", "grand rapids", "ann arbor"],
    "minnesota": ["minneapolis", "st. paul", "saint paul"],
    "missouri": ["st. louis", "saint louis"], "montana": ["billings"], "nebraska": ["omaha"],
    "nevada": ["las vegas", "reno", "carson city"],
    "new jersey": ["newark", "jersey city", "trenton"],
    "new mexico": ["albuquerque", "santa fe"],
    "new york": ["new york city", "brooklyn", "manhattan", "buffalo"],
    "north carolina": ["raleigh"], "north dakota": ["fargo", "bismarck"],
    "ohio": ["cleveland", "cincinnati"], "oklahoma": ["oklahoma city", "tulsa"],
    "pennsylvania": ["philadelphia", "pittsburgh", "harrisburg"],
    "rhode island": ["providence"], "south dakota": ["sioux falls"],
    "tennessee": ["nashville", "memphis", "knoxville"],
    "texas": ["houston", "dallas", "san antonio", "el paso", "fort worth"],
    "utah": ["salt lake city"], "vermont": ["montpelier"], "virginia": ["virginia beach"],
    "washington": ["seattle", "spokane", "tacoma"], "wisconsin": ["milwaukee"],
    "wyoming": ["cheyenne"],
}  # fmt: skip

# The EU's members (the EEA but Iceland, Liechtenstein and Norway).
_EEA_ONLY = ("iceland", "liechtenstein", "norway")

# Each place with the larger one it lies in (None at the top); aliases name the same place.
PARENT: dict[str, str | None] = (
    {
        "united kingdom": None,
        "great britain": "united kingdom",
        "northern ireland": "united kingdom",
    }
    | {nation: "great britain" for nation in UK_NATIONS}
    | {"eea": None, "eu": "eea"}
    | {country: "eea" if country in _EEA_ONLY else "eu" for country in EEA_COUNTRIES}
    | {country: None for country in (*OTHER_COUNTRIES, *_WORLD)}
    # Crown dependencies and Gibraltar are not part of the UK.
    | {"gibraltar": None, "isle of man": None, "channel islands": None}
    | {"jersey": "channel islands", "guernsey": "channel islands"}
    | {"united states": None}
    | {state: "united states" for state in US_STATES}
    | {city: place for place, cities in _CITIES.items() for city in cities}
)
ALIASES = {
    "uk": "united kingdom", "u.k.": "united kingdom", "britain": "great britain",
    "gb": "great britain", "us": "united states", "u.s.": "united states", "usa": "united states",
    "america": "united states", "european economic area": "eea", "czech republic": "czechia",
    "republic of ireland": "ireland", "holland": "netherlands", "european union": "eu",
    "north macedonia": "macedonia", "uae": "united arab emirates", "bosnia": "bosnia and herzegovina",
    "burma": "myanmar", "the netherlands": "netherlands", "nyc": "new york city",
    "st louis": "st. louis", "st paul": "st. paul", "newcastle-upon-tyne": "newcastle upon tyne",
    "stoke": "stoke-on-trent", "trinidad": "trinidad and tobago",
}  # fmt: skip

_NAMES = sorted({*PARENT, *ALIASES}, key=len, reverse=True)
_NAME = "|".join(re.escape(n).replace(r"\ ", r"\s+") for n in _NAMES)
# A place is named after a word that places it, and so is each place listed with it
# ("in England, Scotland or Wales").
_LISTED_PLACES = rf"((?:{_NAME})(?!\w)(?:\s*(?:,\s*|,?\s*or\s+|,?\s*and\s+|and/or\s+)(?:the\s+)?(?:{_NAME})(?!\w))*)"
# "outside the EU" names where one is not: no place to coincide with ("sending to Turkey"
# is outside the EU).
_PLACE = re.compile(
    rf"\b(?<!outside )(?:in|from|to|of|within|inside|across)\s+(?:the\s+)?{_LISTED_PLACES}",
    re.I,
)
# Any gazetteer name, as a pattern.
PLACE_NAME = rf"\b(?:{_NAME})(?!\w)"
_LISTED = re.compile(PLACE_NAME, re.I)
# "in Springfield, Illinois": a town the gazetteer does not know, in a place it does.
# A known town in another region is its namesake there: "Paris, Texas" is in Texas.
_TOWN_IN = re.compile(
    r"\b(?:in|from|to|of)\s+(?P<town>(?-i:[A-Z][\w.'’-]*)(?:\s+(?-i:[A-Z][\w.'’-]*)){0,2}),\s+"
    rf"((?:{_NAME})(?!\w))",
    re.I,
)


@functools.lru_cache(maxsize=8192)
def named_places(text: str) -> frozenset[str]:
    """The gazetteer places a text names after "in", "from", "to" and the like.

    Only names written with a capital count: "in us" is not the United States; nor
    do places after "outside", where one is not.

    >>> named_places("you export to Japan outside the EU")
    frozenset({'japan'})
    >>> named_places("I live in Paris, Texas")
    frozenset({'texas'})
    >>> named_places("I live in Springfield, Illinois")
    frozenset({'illinois'})
    """
    # the list after a placing word, and the known place a town the gazetteer does not
    # know lies in ("in Springfield, Illinois": Illinois)
    listed = (
        *(match.group(1) for match in _PLACE.finditer(text)),
        *(match.group(2) for match in _TOWN_IN.finditer(text)),
    )
    namesakes = set()
    for match in _TOWN_IN.finditer(text):
        if re.match(r"\s*(?:,|or\b|and\b)", text[match.end() :]):
            continue  # "in Kosovo, Montenegro, Serbia, or Turkey": a list
        region = mentioned_places(match.group(2))
        namesakes |= {t for t in mentioned_places(match["town"]) if not region & _within(t)}
    return frozenset(p for names in listed for p in mentioned_places(names)) - namesakes


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


# The countries whose rule pages the engine reads (gov.uk, US federal agencies, Services
# Australia), with the UK's Crown dependencies and Gibraltar: "abroad" in any of those
# pages is outside its own, and a place outside all of them is abroad in each.
_HOMES = frozenset(
    {"united kingdom", "united states", "australia", "isle of man", "channel islands", "gibraltar"}
)


def lies_abroad(these: frozenset[str]) -> bool:
    """Whether every place of ``these`` lies outside the countries whose rules are read.

    >>> lies_abroad(named_places("in Spain")), lies_abroad(named_places("in Madrid"))
    (True, True)
    >>> lies_abroad(named_places("in London")), lies_abroad(named_places("in Texas"))
    (False, False)
    """
    return bool(these) and all(not _within(place) & _HOMES for place in these)


_RESIDENCE = re.compile(
    r"\b(?:(born)|live|lives|living|reside|resides|residing|resident|based|located)"
    rf"\s+(?:\w+\s+){{0,2}}?in\s+(?:the\s+)?{_LISTED_PLACES}",
    re.I,
)


# "a UK resident", "residents of Scotland": living there ("non-UK residents" are not, nor
# is a country's tax residence, a test of its own)
_RESIDENT = re.compile(
    rf"(?<![\w-]){_LISTED_PLACES}\s+residents?\b|\bresidents?\s+of\s+(?:the\s+)?{_LISTED_PLACES}",
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
    >>> residence("you're a UK resident")
    ('live', frozenset({'united kingdom'}))
    """
    if (match := _RESIDENCE.search(text)) is not None:
        kind, where = "born" if match.group(1) else "live", match.group(2)
    elif (match := _RESIDENT.search(text)) is not None:
        kind, where = "live", match.group(1) or match.group(2)
    else:
        return None
    places = named_places("in " + where)
    return (kind, places) if places else None
