"""Word lists the parser and the question phrasing share."""

from __future__ import annotations

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
    "nanny", "dad", "mum", "heir", "descendant", "orphan", "sibling",
})  # fmt: skip
"""Nouns that name people: "the applicant must be" is asked "are you"."""
GROUPS = frozenset({
    "business", "organisation", "organization", "company", "charity", "institution", "state",
    "territory", "tribe", "household", "family", "community", "provider", "agency",
    "cooperative", "exporter", "importer", "partnership",
})  # fmt: skip
"""Bodies a programme may be for, besides the people named by ``PERSON_NOUNS``."""
