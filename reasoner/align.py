"""Matching the user's words (follow-up questions, scenario sentences) to conditions.

Similarity is over content words, stemmed (Porter), so that "Are you working
abroad?" matches "you work abroad" whatever the inflection.  Negation is read
separately (:func:`is_negated`), so "I don't live in the UK" matches "you live
in the UK" with the opposite polarity.
"""

from __future__ import annotations

import difflib
import functools
import math
import re

from reasoner.places import can_coincide, named_places
from ruleparse.types import Leaf

STOPWORDS = frozenset(
    """a an the and or of to in on for at by with from as is are am was were be been being
    do does did done have has had having i me my mine you your yours yourself we our they them their
    he she his her it its this that these those there here what which who whom whose when where why how
    can could will would shall should may might must not no n't nt any all some each if unless than
    then so such also only just about into over under up out off very more most own same too
    please am 's 're 've 'd 'll get got getting currently still but because while
    never ever yet""".split()
)
# "never", "ever" and "yet" say a statement's polarity and time ("I have never claimed", "I
# haven't claimed yet"), which is_negated reads; they are no words of what it is about.
# Irregular forms Porter's stemmer does not bring together with their lemma.
_IRREGULAR = {
    "took": "take", "taken": "take", "got": "get", "gotten": "get", "paid": "pay", "went": "go",
    "gone": "go", "made": "make", "left": "leave", "gave": "give", "given": "give", "had": "have",
    "bought": "buy", "sold": "sell", "spent": "spend", "lost": "lose", "kept": "keep", "met": "meet",
    "born": "birth", "children": "child", "lived": "live", "wrote": "write", "written": "write",
    "began": "begin", "begun": "begin", "sent": "send", "held": "hold", "brought": "bring",
    "earnt": "earn", "worked": "work", "employed": "employ", "employee": "employ", "employer": "employ",
    "employment": "employ", "men": "man", "women": "woman", "people": "person", "died": "die",
    "dead": "die", "death": "die", "purchase": "buy", "purchases": "buy", "purchased": "buy",
    "purchasing": "buy", "married": "marri", "marriage": "marri", "disabled": "disabl",
    "disability": "disabl", "abroad": "abroad", "overseas": "abroad", "info": "information",
    # Requirements met in other words: "I satisfy the criteria", "I fulfil the conditions".
    "satisfy": "meet", "satisfies": "meet", "satisfied": "meet", "satisfying": "meet",
    "fulfil": "meet", "fulfils": "meet", "fulfill": "meet", "fulfills": "meet",
    "fulfilled": "meet", "fulfilling": "meet",
    # The negative forms is_negated reads ("I am unable to work" denies "be able to work")
    # are their word's own.
    **{negative: negative[2:] for negative in ("unable", "incapable", "ineligible")},
}  # fmt: skip
# Phrases said for one word: "I'm out of work" is "unemployed", "on my own" is "alone".
_PHRASE_WORD = {
    "out of work": "unemployed", "out of a job": "unemployed", "jobless": "unemployed",
    "on my own": "alone", "on your own": "alone", "by myself": "alone", "by yourself": "alone",
    "mum and dad": "parents", "mom and dad": "parents", "mother and father": "parents",
    # "I am no longer an apprentice": the negation is_negated reads, no word of its own.
    "no longer": "",
    # Ability is said with "can" as well ("I can't work" of "be able to work"), a stopword.
    "able to": "", "unable to": "", "capable of": "", "incapable of": "",
}  # fmt: skip
_PHRASES = re.compile("|".join(rf"\b{p}\b" for p in _PHRASE_WORD), re.I)
# Standard synonyms said in other words: "retake" a module is "re-sit" it, a spouse is a
# husband or a wife, to "believe"
# you've been overpaid is to "think" so, a court that
# "found me guilty" convicted me, to "sign up" for a service is to register for it, and
# to "let the office know" is to tell it.
_SYNONYMS = tuple(
    (re.compile(pattern, re.I), word)
    for pattern, word in (
        (r"\bre-?(?:sit|sits|sitting|sat|take|takes|taking|taken|took)\b", "resit"),
        # "Did your spouse die?" of "your husband, wife or civil partner died"
        (r"\bspouses?\b", "husband wife"),
        (r"\b(?:believe|believes|believed|believing|reckon|reckons|reckoned)\b", "think"),
        (r"\b(?:found|find|finds|pleaded|pled|plead)\s+(?:\w+\s+)?guilty\b", "convicted"),
        (r"\bsign(?:ed|ing|s)?\s+(?:[\w'’]+\s+){0,2}?up\b", "registered"),
        (
            r"\b(?:let|lets|letting)\s+((?:[\w'’]+\s+){1,3}?)know\b",
            r"tell \1",
        ),
        (
            r"\binform(?:s|ed|ing)?\b|\bnotif(?:y|ies|ied|ying)\b"
            r"|\bmention(?:s|ed|ing)?\b|\breport(?:s|ed|ing)?\b(?!\s+(?:card|form)s?\b)",
            "tell",
        ),
        # Looking for work in other words: "I'm sending out applications for jobs",
        # "job hunting", "seeking employment".
        (
            r"\bappl(?:y|ies|ying|ied)\s+for\s+(?:[\w-]+\s+)?jobs\b"
            r"|\bapplications?\s+for\s+(?:[\w-]+\s+)?jobs?\b|\bjob[- ]?hunting\b"
            r"|\b(?:seek|seeks|seeking|search(?:es|ing)? for|hunting for|looking for)\s+"
            r"(?:a\s+|an?\s+other\s+|new\s+|a\s+new\s+)?(?:work|jobs?|employment)\b",
            "looking for work",
        ),
    )
)
# The closed list of adjectives whose prefix negates an ability or an entitlement ("I am
# unable to work", "incapable of self-support", "ineligible for Pension Credit") negate
# like "not"; other prefixed words are left to the dialog's antonym reading.
NEGATIVE_FORMS = r"unable|incapable|ineligible"
# The words that deny ("not", "never", "n't"), without the prefixed forms.
WORD_NEGATION = re.compile(r"\b(not|never|no longer|none|nor|cannot)\b|n['’]t\b", re.I)
_NEGATION = re.compile(
    rf"\b(not|never|no longer|none|nor|cannot|{NEGATIVE_FORMS})\b|n['’]t\b", re.I
)
_DOUBLED = re.compile(r"([a-z])\1+")
_DOTTED = re.compile(r"\b([A-Za-z])\.([A-Za-z])\.")
_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}\b)")
_WORD = re.compile(r"[a-z0-9]+(?:['’][a-z]+)?", re.I)


@functools.lru_cache(maxsize=1)
def _stemmer():
    from nltk.stem.porter import PorterStemmer

    return PorterStemmer()


@functools.lru_cache(maxsize=65536)
def content_stems(text: str) -> frozenset[str]:
    """Stemmed content words of ``text``.

    >>> sorted(content_stems("Are you working abroad?"))
    ['abroad', 'work']
    """
    text = _THOUSANDS.sub("", text)  # "£2,010", "£2010" and "2,010" are one amount
    text = _DOTTED.sub(r"\1\2", text)  # "U.S." and "US" are one word
    text = _PHRASES.sub(lambda m: _PHRASE_WORD[m.group(0).lower()], text)
    for pattern, word in _SYNONYMS:
        text = pattern.sub(word, text)
    words = (
        w.lower().replace("’", "'").replace("n't", "").split("'")[0] for w in _WORD.findall(text)
    )
    return frozenset(_word_stem(w) for w in words if w and w not in STOPWORDS)


@functools.lru_cache(maxsize=65536)
def _word_stem(word: str) -> str:
    """One word's stem (a word recurs across texts far more than a text does).  Doubled
    letters are undone, so that a misspelling ("Phillipines") meets its word."""
    return undouble(_stemmer().stem(_lemma(word)))


def undouble(stem: str) -> str:
    """A stem with its doubled letters undone ("phillipin" and "philippin" meet as "philipin")."""
    return _DOUBLED.sub(r"\1", stem)


def _lemma(word: str) -> str:
    """Irregular forms, and "-ment" nouns brought to their verb ("agreement" -> "agree")."""
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if len(word) > 8 and word.endswith("ment"):
        return word[:-4]
    return word


def is_negated(text: str, prefixed: bool = True) -> bool:
    """Whether the text carries a clause-level negation ("not", "n't", "never", "no longer",
    and unless ``prefixed`` is false, "unable", "incapable", "ineligible").

    One inside a phrase a preposition opens negates that phrase only: "Have you
    cancelled within 30 days of no longer being eligible?" asks whether you cancelled.
    """
    pattern = _NEGATION if prefixed else WORD_NEGATION
    return bool(pattern.search(_EMBEDDED_NEGATION.sub(" ", text)))


# "of no longer being eligible", "for not paying": a negated gerund after a preposition.
_EMBEDDED_NEGATION = re.compile(
    r"\b(?:of|after|since|for|from|about)\s+(?:not|never|no longer)\s+\w+ing\b", re.I
)


@functools.lru_cache(maxsize=65536)
def similarity(a: str, b: str) -> float:
    """Dice overlap of the content stems of two texts, in [0, 1].

    >>> round(similarity("Are you 16 or over?", "you're 16 or over"), 2)
    1.0
    """
    sa, sb = content_stems(a), content_stems(b)
    if not sa or not sb:
        return 0.0
    return 2 * len(sa & sb) / (len(sa) + len(sb))


def coverage(part: str, whole: str) -> float:
    """Share of ``part``'s content stems that occur in ``whole``."""
    sp = content_stems(part)
    if not sp:
        return 0.0
    return len(sp & content_stems(whole)) / len(sp)


@functools.lru_cache(maxsize=1)
def _word_frequency() -> tuple[int, dict[str, int]]:
    """In how many train rule texts each stem occurs (scripts/build_word_weights.py)."""
    import json
    from importlib import resources

    path = resources.files("reasoner") / "data" / "word_frequency.json"
    table = json.loads(path.read_text(encoding="utf-8"))
    return table["documents"], table["frequency"]


@functools.lru_cache(maxsize=65536)
def word_weight(stem: str) -> float:
    """How much a stem tells one rule's condition from another's: its inverse document
    frequency over the train rule texts ("work" is in one rule of six, "shadow" in one).

    >>> word_weight("work") < word_weight("fraud") < word_weight("shadow")
    True
    """
    documents, frequency = _word_frequency()
    return math.log((documents + 1) / (frequency.get(stem, 0) + 1))


def weighted_coverage(part: str, whole: str) -> float:
    """Share of ``part``'s content stems that occur in ``whole``, each by its weight:
    "I do work for a business" covers little of "work shadowing", whose telling word
    is "shadowing".

    >>> round(weighted_coverage("you are work shadowing", "I do work for a business"), 2)
    0.24
    """
    sp = content_stems(part)
    total = sum(word_weight(w) for w in sp)
    if not total:
        return 0.0
    return sum(word_weight(w) for w in sp & content_stems(whole)) / total


_ASIDE = re.compile(r"\([^)]*\)|\s[-–]\s.*$|,?\s+(?:such as|for example|eg|e\.g\.|like)\s.*$", re.I)


_HEAD = re.compile(
    r"^(.{8,}?)(?:,| (?:under|listed|within|because|during|including|such as|which|who|that|where|when|unless|except)\b)",
    re.I,
)


def leaf_text(leaf: Leaf) -> str:
    """The text a question about ``leaf`` would be matched against (lead-in folded in)."""
    if leaf.lead_in and len(content_stems(leaf.text)) < 3:
        return f"{leaf.lead_in} {leaf.text}"
    return leaf.text


def leaf_views(leaf: Leaf) -> tuple[str, ...]:
    """Ways a question may word a condition: as written, without asides, with its lead-in."""
    bare = _ASIDE.sub("", leaf.text).strip() or leaf.text
    views = [leaf_text(leaf), bare]
    head = _HEAD.match(bare)
    if head and len(content_stems(head.group(1))) >= 2:
        views.append(
            head.group(1)
        )  # "You meet the requirements" of "... under one of the four categories"
    if leaf.lead_in:
        views.append(f"{leaf.lead_in} {bare}")
    return tuple(dict.fromkeys(views))


_NEGATIVE_PREFIXES = ("dis", "non-", "non", "un", "in", "im", "il", "ir")
# "in-", "im-", "il-", "ir-" negate adjectives ("ineligible", "invalid", "illegal",
# "irregular"); before other words they are no negation ("income", "inform", "import").
_LATIN_PREFIXES = ("in", "im", "il", "ir")
_ADJECTIVE_END = re.compile(r"(?:ble|al|id|ent|ant|ive|ect|ar|ate|ete|ure|ite|ic)$")
_PREFIX_WORDS = re.compile(r"[a-z][a-z-]+")
_NEGATIVE_FORM = re.compile(rf"(?:{NEGATIVE_FORMS})")


def prefix_negated_words(one: str, other: str) -> dict[str, str]:
    """The words of ``one`` that put a negative prefix on a word of ``other``, each with
    the word it negates: "unmarried" of "you're married", "disagree" of "you agree" (not
    "under", "understand" or "universal": no word of the other follows their "un").

    >>> prefix_negated_words("Are you unmarried?", "you're married")
    {'unmarried': 'married'}
    """
    xs = set(_PREFIX_WORDS.findall(one.lower()))
    ys = set(_PREFIX_WORDS.findall(other.lower()))
    return {
        w: w[len(p) :]
        for w in sorted(xs)
        for p in _NEGATIVE_PREFIXES
        if w.startswith(p)
        and len(w) - len(p) >= 4
        and w[len(p) :] in ys
        and w not in ys
        # "a U.S. citizen or lawfully present non-citizen": the plain word is there too,
        # and "Are you a U.S. citizen?" asks that one
        and w[len(p) :] not in xs
        and (p not in _LATIN_PREFIXES or _ADJECTIVE_END.search(w))
        and not _NEGATIVE_FORM.fullmatch(w)  # is_negated reads "unable", "ineligible"
    }


# The prefixes that make a word its opposite whatever the word ("dishonorable", "unpaid",
# "non-resident"), and the endings of the words they do so of (an adjective or participle:
# "discharge" and "uniform" are words of their own).
_OPPOSING_PREFIXES = ("dis", "non-", "non", "un")
_OPPOSED_END = re.compile(rf"{_ADJECTIVE_END.pattern}|(?:ed|ly)$")


def prefix_opposed(one: str, other: str) -> bool:
    """Whether a word of ``one`` puts a negative prefix on a word of ``other`` in another
    form: "you didn't receive a dishonorable discharge" of "I was honorably discharged"
    (the stems meet where the words do not, as ``prefix_negated_words`` asks).

    >>> prefix_opposed("you receive a dishonorable discharge", "I was honorably discharged")
    True
    >>> prefix_opposed("you receive a dishonorable discharge", "I was dishonorably discharged")
    False
    >>> prefix_opposed("your immigration status (you're a U nonimmigrant)", "my immigration status")
    False
    """
    theirs, mine = content_stems(other), content_stems(one)
    return any(
        w.startswith(p)
        and len(w) - len(p) >= 4
        and _OPPOSED_END.search(w)
        and _word_stem(w[len(p) :]) in theirs
        and _word_stem(w) not in theirs
        # "authorized because of your immigration status (for example, you are a U
        # nonimmigrant)": the plain word is there too, and the other says that one
        and _word_stem(w[len(p) :]) not in mine
        for w in set(_PREFIX_WORDS.findall(one.lower()))
        for p in _OPPOSING_PREFIXES
    )


def _unprefixed(text: str, other: str) -> str:
    """``text`` with each word that negates one of ``other``'s by a prefix put as that word:
    "Are you unmarried?" asks about "you're married", its answer the other way round."""
    for word, base in prefix_negated_words(text, other).items():
        text = re.sub(rf"\b{re.escape(word)}\b", base, text, flags=re.I)
    return text


def leaf_similarity(text: str, leaf: Leaf) -> float:
    """The best similarity of ``text`` to any view of the condition.

    A fallback condition is a whole sentence the grammar could not split; a
    question about a part of it counts by how much of the question it covers.
    A text naming a place the condition's places cannot be asks nothing of it.
    """
    views = leaf_views(leaf)
    if (
        leaf.lead_in
        and leaf_text(leaf) == leaf.text
        and not content_stems(text) & content_stems(leaf.text)
    ):
        # A question that shares words only with the lead-in ("your business must") names
        # none of this condition's own words: it is about a sibling, or about the lead-in.
        views = tuple(v for v in views if not v.startswith(leaf.lead_in)) or views
    if not can_coincide(named_places(text), named_places(leaf.text)):
        return 0.0  # "Do you live in the UK?" does not ask "you live in Cyprus"
    if compound_head(text, leaf.text) or compound_head(leaf.text, text):
        return 0.0  # "Are you employed?" does not ask "you're self-employed"
    text = _unprefixed(text, leaf.text)
    best = max(similarity(text, view) for view in views)
    if leaf.provenance.source != "grammar":
        best = max(best, 0.8 * coverage(text, leaf.text))
    return best


_COMPOUND = re.compile(r"\b([A-Za-z]+)-([A-Za-z]+)\b")


def compound_head(text: str, other: str) -> bool:
    """Whether ``text`` names the second half of a hyphenated word of ``other`` but not its
    first: "Are you employed?" asks about being employed, not about "you're self-employed",
    nor "Are you self-employed?" about "you're employed"."""
    said, rest = content_stems(text), content_stems(_COMPOUND.sub(" ", other))
    own = _COMPOUND.findall(text)
    return any(
        content_stems(last) <= said
        and not content_stems(first) & said
        and not content_stems(last) <= rest  # "not employed or self-employed" names both
        # "ncome-based" misspells "income-based" ("part-time" is another word than "full-time")
        and not any(
            b.lower() == last.lower()
            and difflib.SequenceMatcher(None, a.lower(), first.lower()).ratio() >= 0.8
            for a, b in own
        )
        for first, last in _COMPOUND.findall(other)
        if first.lower() not in _BOUND_PREFIXES and content_stems(first) and content_stems(last)
    )


# Prefixes that are no word of their own: "non-exempt" is "not exempt", an "ex-spouse" a
# divorced spouse.
_BOUND_PREFIXES = frozenset(
    "non un in dis anti ex pre post re co sub semi mid multi inter pro de bi mis".split()
)

_NUMBER = re.compile(r"\d[\d,.]*\d|\d")
# How much higher a follow-up ranks a condition that states every number it names.
NUMBER_BONUS = 0.15


def _same_numbers(text: str, other: str) -> float:
    """A bonus when every number of ``text`` is one of ``other``'s ("$19,817")."""
    said = {n.replace(",", "") for n in _NUMBER.findall(text)}
    return (
        NUMBER_BONUS
        if said and said <= {n.replace(",", "") for n in _NUMBER.findall(other)}
        else 0.0
    )


# A weak match ("Is your child over 16?" of "your child is in approved education or
# training", one word in common) that names a number the condition does not is of another.
WEAK_MATCH = 0.5


def _other_numbers(text: str, other: str) -> bool:
    """Whether ``text`` names a number and none of them is ``other``'s."""
    said = {n.replace(",", "") for n in _NUMBER.findall(text)}
    return bool(said) and not said & {n.replace(",", "") for n in _NUMBER.findall(other)}


def align(
    texts: list[str], leaves: tuple[Leaf, ...], threshold: float
) -> list[tuple[int, Leaf, float]]:
    """One-to-one alignment of texts to leaves, greedily by best similarity first.

    Returns ``(text index, leaf, score)`` for every pair scoring at least ``threshold``.
    A text whose numbers are all the leaf's ("Is the payment more than $19,817?" of
    "disabled Veterans of no more than $19,817") ranks that pair higher, by
    ``NUMBER_BONUS``; the score returned is the similarity alone.
    """
    pairs = _pairs(texts, leaves)
    return _greedy(pairs, leaves, threshold)


def align_with_statements(
    texts: list[str],
    statements: list[tuple[str, Leaf]],
    leaves: tuple[Leaf, ...],
    threshold: float,
    floor: float,
) -> tuple[list[tuple[int, Leaf, float]], list[int]]:
    """:func:`align`, with scenario statements competing for the conditions they state.

    A statement ``(clause, leaf)`` ("I am of compulsory school age") is read as a
    follow-up about that one condition, answered by the scenario; it takes the
    condition when it words it at least ``floor`` and better than any follow-up
    does (the follow-up "Are you a student ..., of compulsory school age, a
    volunteer ...?" then goes to a condition of its own).  It does not take one
    from a follow-up that words it at least ``floor`` too, or in its words only, and
    is left with none: "Are you going abroad for medical treatment for yourself? No"
    asked one way of "... for yourself or your child", which "I am going abroad for
    medical treatment for my child" meets; "Are you pregnant? No" asked a part of
    "pregnant or looking after children".

    Returns the follow-ups' alignment, as :func:`align` does, and the indices of
    the statements that took their condition.
    """
    place = {leaf.key: k for k, leaf in enumerate(leaves)}
    pairs = _pairs(texts, leaves)
    alone = _greedy(pairs, leaves, threshold)
    strong = {
        leaf.key: i
        for i, leaf, score in alone
        if score >= floor or coverage(texts[i], leaf_text(leaf)) >= 1.0
    }
    candidates = {
        len(texts) + j: (similarity, place[leaf.key])
        for j, (clause, leaf) in enumerate(statements)
        if leaf.key in place
        for similarity in (leaf_similarity(clause, leaf),)
        if similarity >= floor
    }
    while True:
        out = _greedy(pairs + [(s, s, j, k) for j, (s, k) in candidates.items()], leaves, threshold)
        kept = {i for i, _, _ in out}
        displaced = [
            i for i, leaf, _ in out if i >= len(texts) and strong.get(leaf.key, i) not in kept
        ]
        if not displaced:
            break
        for i in displaced:
            del candidates[i]
    return (
        [(i, leaf, score) for i, leaf, score in out if i < len(texts)],
        [i - len(texts) for i, _, _ in out if i >= len(texts)],
    )


def _pairs(texts: list[str], leaves: tuple[Leaf, ...]) -> list[tuple[float, float, int, int]]:
    """(ranking, similarity, text index, leaf index) of every text and leaf that may pair.

    A weak match naming a number the condition lacks is left out (``WEAK_MATCH``), and so
    is one of a text that another condition words whole (:func:`_worded_whole_by`) where it
    shares no more than whom the text asks about (:func:`_beyond_whom`).
    """
    whole = [_worded_whole_by(t, leaves) for t in texts]
    return [
        (similarity + _same_numbers(t, leaf.text), similarity, i, k)
        for i, t in enumerate(texts)
        for k, leaf in enumerate(leaves)
        for similarity in (leaf_similarity(t, leaf),)
        if (similarity >= WEAK_MATCH or not _other_numbers(t, f"{leaf.lead_in} {leaf.text}"))
        and (similarity >= WEAK_MATCH or not whole[i] - {k} or _beyond_whom(t, leaf))
        and not _being_what_is_had(t, leaf.text)
        and not _being_what_is_measured_of(t, leaf.text)
    ]


def _worded_whole_by(text: str, leaves: tuple[Leaf, ...]) -> frozenset[int]:
    """The conditions that say every word of ``text`` and word it well: "Is your child
    attending secondary school?" asks part of "you must care for a child 13 or younger who
    is not attending secondary school", and once another follow-up has taken that condition
    it is still about it, not about "Your child must also meet immunisation requirements"
    by the one word "child"."""
    return frozenset(
        k
        for k, leaf in enumerate(leaves)
        if coverage(text, leaf.text) >= 1.0 and leaf_similarity(text, leaf) >= WEAK_MATCH
    )


# Whom a follow-up asks about, named after its verb: "Is your child ...", "Does the
# business ...".
_WHOM_ASKED = re.compile(
    r"^\W*(?:is|are|was|were|does|do|did|has|have|can|will)\s+((?:your|the|their|his|her|my)\s+[\w’'-]+)",
    re.I,
)


def _beyond_whom(text: str, leaf: Leaf) -> bool:
    """Whether ``text`` shares with the condition (its lead-in too) more than the words
    naming whom it asks about: "Is your child attending secondary school?" shares only
    "child" with "Your child must also meet immunisation requirements"; "Did you reach your
    State Pension age?" shares "reach" with "after you reached yours"."""
    whom = _WHOM_ASKED.match(text)
    named = content_stems(whom.group(1)) if whom else frozenset()
    return bool(content_stems(text) & content_stems(f"{leaf.lead_in} {leaf.text}") - named)


# "Are you a business?", "Are they a child under 16?": what the one asked about is.
_BEING = re.compile(r"^\W*(?:are|were)\s+(?:you|they)\s+(?:an?|the)\s+", re.I)
# "your business", "their own private room": what someone has.
_HAD = re.compile(r"\b(?:your|their)\s+((?:[\w’'-]+\s+){0,2}[\w’'-]+)", re.I)


def _being_what_is_had(text: str, condition: str) -> bool:
    """Whether ``text`` asks what one is in words the condition uses only of what one has.

    "Are you a business?" does not ask "have experienced damage to your business": being a
    business is not having one, and the damage is what the condition asks about.

    >>> _being_what_is_had("Are you a business?", "have experienced damage to your business")
    True
    >>> _being_what_is_had("Are you a business?", "you run a business")
    False
    """
    if not _BEING.match(text):
        return False
    shared = content_stems(text) & content_stems(condition)
    if not shared:
        return False
    had = frozenset().union(*(content_stems(m.group(1)) for m in _HAD.finditer(condition)))
    return shared <= had and not shared & content_stems(_HAD.sub(" ", condition))


def _being_what_is_measured_of(text: str, condition: str) -> bool:
    """Whether ``text`` asks what one is in words a threshold uses only of what it
    measures: "Are you self-employed?" does not ask "you earned more than £1,000 from
    self-employment", which is how much, not whether (its Yes had met the threshold).

    >>> _being_what_is_measured_of("Are you self-employed?", "you earned more than £1,000 from self-employment")
    True
    >>> _being_what_is_measured_of("Do you earn more than £1,000?", "you earned more than £1,000 from self-employment")
    False
    """
    from ruleparse.thresholds import find_measures

    if not _ARE_YOU.match(text) or re.search(r"\d", text):
        return False
    measures = find_measures(condition)
    if len(measures) != 1:
        return False
    shared = content_stems(text) & content_stems(condition)
    before, after = condition[: measures[0].start], condition[measures[0].end :]
    # (its source, "from self-employment"; what it counts, "of unpaid Parental Leave", is
    # asked by the words: "Are you on parental leave? No" leaves none to count)
    source = re.match(r"\s*(?:from|through)\b", after) is not None
    return (
        source
        and bool(shared)
        and shared <= content_stems(after)
        and not shared & content_stems(before)
    )


# "Are you self-employed?", "Is your business VAT registered?": what one is.
_ARE_YOU = re.compile(r"^\W*(?:are|is|were|was)\s+(?:you|they|your\s+\w+)\b", re.I)


def _greedy(
    pairs: list[tuple[float, float, int, int]], leaves: tuple[Leaf, ...], threshold: float
) -> list[tuple[int, Leaf, float]]:
    """One-to-one pairs of (ranking, score, text index, leaf index), best ranking first."""
    pairs = sorted(pairs, key=lambda p: (-p[0], p[2], p[3]))
    used_t: set[int] = set()
    used_l: set[int] = set()
    out = []
    for ranked, score, i, k in pairs:
        if ranked < threshold:
            break
        if i in used_t or k in used_l:
            continue
        used_t.add(i)
        used_l.add(k)
        out.append((i, leaves[k], score))
    return sorted(out)
