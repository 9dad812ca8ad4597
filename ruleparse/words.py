"""Word lists (and a wording of ages) the parser and the question phrasing share."""

from __future__ import annotations

import re

PERSON_NOUNS = frozenset({
    "person", "people", "individual", "worker", "employee", "student", "apprentice", "trainee",
    "veteran", "carer", "partner", "spouse", "parent", "member", "citizen", "national",
    "resident", "farmer", "owner", "tenant", "landlord", "director", "trader", "contractor",
    "claimant", "pensioner", "applicant", "employer", "adult", "widow", "widower", "survivor",
    "dependant", "dependent", "child", "officer", "volunteer", "agent", "guardian", "relative",
    "rancher", "homeowner", "borrower", "producer", "servicemember", "reservist", "teacher",
    "passenger", "driver", "patient", "pedestrian", "caregiver", "beneficiary", "recipient",
    "fisherman", "farmworker", "sharecropper", "landowner", "leaseholder", "homebuyer", "woman",
    "man", "son", "daughter", "mother", "father", "husband", "wife", "grandparent", "prisoner",
    "nanny", "dad", "mum", "heir", "descendant", "orphan", "sibling", "laborer", "labourer",
})  # fmt: skip
"""Nouns that name people: "the applicant must be" is asked "are you"."""
_PLURALS = {"women": "woman", "men": "man", "people": "person", "children": "child"}


AUX_OF_ONE = {"have": "has", "are": "is", "were": "was", "do": "does"}
"""Auxiliaries said of many, and of one ("children who have left school": "your child has
left school"; the question phrasing turns them back: "Is you" -> "Are you")."""


def as_aged(ages: str) -> str:
    """Ages said as one's own: "ages 18–39" is asked "Are you aged 18–39?"."""
    return re.sub(r"^ages?\b", "aged", ages, flags=re.I)


def person_noun(word: str) -> str | None:
    """The noun of people ``word`` is, singular ("children" -> "child"), or None."""
    word = word.lower()
    one = _PLURALS.get(word, word.removesuffix("s"))
    return one if one in PERSON_NOUNS else word if word in PERSON_NOUNS else None


GROUPS = frozenset({
    "business", "organisation", "organization", "company", "charity", "institution", "state",
    "territory", "tribe", "household", "family", "community", "provider", "agency",
    "cooperative", "exporter", "importer", "partnership", "enterprise", "nonprofit", "firm",
})  # fmt: skip
"""Bodies a programme may be for, besides the people named by ``PERSON_NOUNS``."""

# Places, lower case: the gazetteer of reasoner.places, and the countries qgen asks about.
UK_NATIONS = ("england", "scotland", "wales")
EEA_COUNTRIES = (
    "austria belgium bulgaria croatia cyprus czechia denmark estonia finland france germany "
    "greece hungary iceland ireland italy latvia liechtenstein lithuania luxembourg malta "
    "netherlands norway poland portugal romania slovakia slovenia spain sweden"
).split()
OTHER_COUNTRIES = (
    "switzerland turkey russia ukraine serbia albania macedonia algeria morocco egypt nigeria "
    "ghana kenya india pakistan bangladesh china japan canada mexico brazil jamaica "
    "australia philippines"
).split() + ["new zealand", "north korea", "south africa", "south korea"]
US_STATES = (
    "alabama alaska arizona arkansas california colorado connecticut delaware florida georgia "
    "hawaii idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts "
    "michigan minnesota mississippi missouri montana nebraska nevada ohio oklahoma oregon "
    "pennsylvania tennessee texas utah vermont virginia washington wisconsin wyoming"
).split() + [
    "new hampshire", "new jersey", "new mexico", "new york", "north carolina", "north dakota",
    "rhode island", "south carolina", "south dakota", "west virginia",
]  # fmt: skip
COUNTRIES = frozenset(
    {*UK_NATIONS, *EEA_COUNTRIES, *OTHER_COUNTRIES}
    | {"uk", "united kingdom", "great britain", "northern ireland", "usa", "united states"}
)
"""Countries (and the UK's nations) by name: a bullet that only names one is where you are."""
