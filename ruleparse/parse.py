"""Rule text to logical form: segment (spaCy), lex, parse (lark), build the types.

The pipeline for each sentence:

1. :func:`ruleparse.segment.segment` gives sentences and bullet lists.
2. :func:`lex_sentence` turns a sentence's spaCy tokens into the terminals of
   ``grammars/rule.lark``: connectives ("if", "unless", clause-level "and"/"or")
   and ``TEXT`` runs between them.  spaCy decides whether an "and" joins two
   clauses (a connective) or two nouns (part of the text).
3. lark parses the terminals; :class:`RuleBuilder` (one method per grammar
   rule) builds :class:`~ruleparse.types.Rule` values, reading negation off the
   dependency parse and thresholds through :mod:`ruleparse.thresholds`.

Text the grammar cannot read is never an exception: it becomes a condition
marked ``source="fallback"`` with a low confidence, and its span is listed in
``ParsedRules.unparsed``.
"""

from __future__ import annotations

import functools
import itertools
import re
from dataclasses import replace

from lark import Token, Transformer
from lark.exceptions import LarkError, VisitError
from lark.lexer import Lexer

from ruleparse.errors import InputError, RuleParseError, check_runs, check_unicode
from ruleparse.resources import english_words, grammar_text
from ruleparse.segment import (
    FINITE_TAGS,
    Item,
    Sentence,
    Tok,
    one_sentence,
    plain_spaces,
    read_markup,
    segment,
    visible_text,
)
from ruleparse.thresholds import find_measures, under_lead_in
from ruleparse.types import (
    And,
    Comparison,
    Conclusion,
    Condition,
    Expr,
    Heading,
    Not,
    Or,
    ParsedRules,
    Provenance,
    Rule,
    Span,
    conj,
    disj,
    leaves,
    negate,
    substitute,
)
from ruleparse.words import AUX_OF_ONE, COUNTRIES, GROUPS, PERSON_NOUNS, as_aged

MAX_CHARS = 100_000
MAX_SENTENCE_TOKENS = 120  # longer sentences are kept whole rather than parsed

_ALL_CUES = re.compile(
    r"\b(all|both|each) (of )?(the following|these|of)\b|\ball the following\b|\b(all|both)\s*:?\s*$"
    r"|\b(the following|these|all) (requirements|conditions|criteria|rules)\b"
    # "applicants must meet all loan eligibility requirements including:"
    r"|\ball (?:[\w-]+ ){1,3}(?:requirements|conditions|criteria)\b"
    # "A person is generally classed as a ‘worker’ if: * ...": what defines a class is
    # all of what is listed.
    r"|\b(?:classed|classified|defined|regarded) as\b[^,;]*\bif\s*:?\s*$",
    re.I,
)
_ANY_CUES = re.compile(
    r"\b(one|any|either|at least one|one or more) of (the following|these|them)\b|\beither\b|\bany of\b",
    re.I,
)
# A lead-in's denial before "any of": "you don't have any of the following", "you're not
# getting any of these"; ``be`` is what stays of it.
_DENIED_ANY = re.compile(
    r"(?:\s+(?:do|does|did)\s+not|\s+(?:do|does|did)n['’]t|(?P<be>\s+(?:are|is|have|has)|['’]re)"
    r"(?:\s+not|n['’]t))(?=\s+(?:\w+\s+){0,3}any of (?:the following|these|them)\b)",
    re.I,
)
_SEVERAL_CUES = re.compile(
    # "any two of the following" asks as many as "at least two of" does
    r"\b(?:(?:at least|any) (?P<n>two|three|four|2|3|4)|(?P<m>two|three|four|2|3|4) or more) of "
    r"(?:the following|these|them)\b",
    re.I,
)
_COUNT_WORDS = {"two": 2, "2": 2, "three": 3, "3": 3, "four": 4, "4": 4}
_MAX_CHOICE = 6  # items of a list that at least so many of are read as their combinations
_NONE_CUES = re.compile(r"\b(?:none|neither) of (?:the following|these|them)\b", re.I)
# Words of duty: "You must be 16 or over", "Businesses need to:".
# (and a number needed: "You need 600 insured hours of work")
_DUTY = r"(must|shall|should|need to|needs to|needs?(?=\s+\d)|have to|has to|(?:are |is )?required to|will need|['’]ll need)"
REQUIREMENT = re.compile(rf"\b{_DUTY}\b", re.I)
"""A word of duty ("must", "shall", "need to", "you'll need"): a requirement, not a condition."""
# A lead-in whose bullets complete a duty ("You must have:", "Businesses need to:") lists all that is needed.
_REQUIRES_LIST = re.compile(rf"\b{_DUTY}(?:\s+also)?(\s+\w+){{0,2}}\s*:?\s*$", re.I)
# How many of a list a lead-in asks for, at its end: "... need to get at least one of the
# following", "... must have both of these".
_LIST_QUANTIFIER = re.compile(
    r"\s+(?:at\s+least\s+)?(?:one|any|all|both|each|either|two|three|four|\d+)(?:\s+or\s+more)?"
    r"\s+of\s+(?:the\s+following|these|them)(?:\s+\w+)?\s*:?\s*$",
    re.I,
)
# "You don't have to be a relative": a duty denied requires nothing.
_NO_DUTY = re.compile(
    # "You shouldn’t need to change these settings": the "should" goes with the denial.
    r"(?:\bshould\s*)?(?:n['’]t|\bnot|\bno longer)\s+(?:usually\s+|always\s+)?(?:have to|has to|need to|needs to|"
    r"(?:be\s+)?required to)\b|\bneedn['’]t\b"
    # "No bank account or credit check is required to enroll": nothing is
    r"|^no\b[^,;]*?\b(?:is|are)\s+(?:required|needed)\b",
    re.I,
)
# An item made of the items before it: "a mixture of the two", "a combination of these".
_MIXTURE = re.compile(
    r"^\W*(?:a |an |any )?(?:mixture|combination|mix) of (?:the two|both|these|them|the above)"
    r"\W*$",
    re.I,
)
_FOLLOWING = re.compile(r"\b(?:the following|these)\b", re.I)
# Prepositions of a place or setting: "the following in an EEA country".
_WHERE = ("in", "inside", "within", "outside", "abroad")
_MODAL_SUBJECT = re.compile(r"^(you|your|they|their|the|this|it|we|he|she)\b", re.I)
_FALLBACK_CONFIDENCE = 0.3
# "all your sponsors - if you had more than one - have died": an aside between spaced dashes
# sets no threshold of the condition.
_DASH_ASIDE = re.compile(r"\s[-–—]\s.*?\s[-–—]\s")
# "a purchase price of up to £600,000 in England (or £300,000 in Wales)": a bracketed aside
# sets none either.
_BRACKET_ASIDE = re.compile(r"\([^()]*\)")


def _without_asides(text: str) -> str:
    """``text`` with its asides blanked out, each character a space: what a threshold is
    looked for in (offsets stay those of ``text``)."""
    for aside in (_DASH_ASIDE, _BRACKET_ASIDE):
        text = aside.sub(lambda m: " " * len(m.group()), text)
    return text


# "The maximum term allowed for a microloan is six years": a limit on what the rule grants.
# A permission said with a time since an event and nothing else: "You can take the leave
# within 56 weeks of the death", "You may apply within 3 months of the decision".
_TIME_LIMIT = re.compile(
    r"^(?:you|they|he|she)\s+(?:can|may|could)\s+(?:only\s+)?[^,;:]*?\bwithin\s+"
    r"(?:\d+|[a-z]+)\s+(?:days?|weeks?|months?|years?)\s+(?:of|after|from)\s+[^,;:]+$",
    re.I,
)
_LIMIT = re.compile(r"^(?:the )?(maximum|minimum)\b[^,;:]*? (?:is|are) (?P<value>[^,;:]+)$", re.I)


def _bounded(text: str, bound: str, value: str, prov: Provenance) -> Comparison | None:
    """``text`` as the comparison that ``value`` read after ``bound`` makes ("up to" +
    "$2 million"), or ``None`` unless the whole value is one measure."""
    measures = find_measures(f"{bound} {value}")
    if len(measures) != 1 or measures[0].end != len(bound) + 1 + len(value):
        return None
    m = measures[0]
    return Comparison(text, prov, m.quantity, m.op, m.value, m.unit, m.upper)


# A value's words: no comma but one inside a number ("$1,392,000").
_VALUE = r"(?:[^,;:]|(?<=\d),(?=\d))+?"
# "The maximum length of the loan is 25 years for real estate and seven years for working
# capital": a limit for each kind.
_LIMIT_BY_KIND = re.compile(
    rf"^(?P<lead>(?:the )?maximum\b[^,;:]*? (?:is|are)) (?P<v1>{_VALUE}) for (?P<a>[^,;:]+?),? "
    rf"and (?P<v2>{_VALUE}) for (?P<b>[^,;:]+?)$",
    re.I,
)
_THRESHOLD_WORDS = frozenset(
    {"over", "more", "under", "less", "older", "younger", "above", "below", "fewer", "longer"}
)


class _PassThrough(Lexer):
    """Lark's view of our lexer: the terminals are made by :func:`lex_sentence`."""

    def __init__(self, lexer_conf) -> None:  # noqa: D107 - lark's interface
        pass

    def lex(self, data):
        yield from data


@functools.lru_cache(maxsize=None)
def _rule_parser():
    from lark import Lark

    return Lark(
        grammar_text("rule"),
        parser="earley",
        lexer=_PassThrough,
        ambiguity="resolve",
        start=["start", "conditions"],
    )


def _token(kind: str, toks: list[Tok] | tuple[Tok, ...], value: str | None = None) -> Token:
    tok = Token(kind, value if value is not None else " ".join(t.text for t in toks))
    tok.start_pos = toks[0].start if toks else 0
    tok.end_pos = toks[-1].end if toks else 0
    return tok


def _bare_subject(run: list[Tok]) -> bool:
    """Whether the words before a connective are only a subject ("they", "your husband, wife
    or civil partner"): no verb, and a subject's word last."""
    return (
        bool(run)
        and not any(t.pos in ("VERB", "AUX") for t in run)
        and run[-1].dep in ("nsubj", "nsubjpass", "conj")
        and run[-1].pos in ("PRON", "NOUN", "PROPN")
    )


_SUBORDINATORS = frozenset(
    {"who", "which", "that", "whose", "whom", "while", "when", "where", "because", "until"}
)


def _clause_like(toks: tuple[Tok, ...], i: int, j: int, own_verb: bool = False) -> bool:
    """Whether tokens ``i..j`` form a clause: a finite verb, or a subject and a verb.

    Words in brackets do not count: "including personal guarantees (non-recourse
    credit is not available)" is no clause.
    """
    aside = _in_asides(toks)
    chunk = tuple(t for k, t in enumerate(toks[i:j], i) if k not in aside)
    if own_verb:
        # "paid Class 1 or Class 2 contributions while you were working abroad": a verb
        # of a clause inside the phrase does not make the phrase a clause.
        cut = next(
            (k for k, t in enumerate(chunk) if k > 0 and t.text.lower() in _SUBORDINATORS),
            len(chunk),
        )
        chunk = chunk[:cut]
    if (
        any(t.tag in FINITE_TAGS for t in chunk)
        or _ANY_CUES.match(_join(chunk))
        or _ALL_CUES.match(_join(chunk))
    ):
        return True
    return (
        bool(chunk)
        and bool(_MODAL_SUBJECT.match(chunk[0].text))
        and any(t.pos in ("VERB", "AUX") for t in chunk)
    )


def _floating_both(lowered: list[str], i: int) -> bool:
    """Whether "both" at ``i`` says of a plural pronoun before it that each of them does
    the one thing ("if you both claimed before 15 May 2019"), with no "and" after it to
    pair two conditions ("you're both over 18 and a UK resident")."""
    return (
        lowered[i] == "both"
        and i > 0
        and lowered[i - 1] in ("you", "they", "we")
        and "and" not in lowered[i + 1 :]
    )


def _subject_clause(toks: tuple[Tok, ...], i: int, j: int) -> bool:
    """Whether tokens ``i..j`` open with a subject of their own and its finite verb ("your
    partner has died"): after "sick or disabled or", such a clause is a condition of its own."""
    chunk = toks[i:j]
    if len(chunk) < 2 or chunk[0].text.lower() not in _OWN_SUBJECT:
        return False
    subject = next((t for t in chunk if t.dep in ("nsubj", "nsubjpass")), None)
    if subject is None or not (i <= subject.head < j) or subject.i > chunk[0].i + 2:
        return False
    verb = subject.head
    return toks[verb].tag in FINITE_TAGS or any(
        t.head == verb and t.dep in ("aux", "auxpass") and t.tag in FINITE_TAGS for t in chunk
    )


_OWN_SUBJECT = frozenset({"you", "your", "they", "their", "he", "his", "she", "her", "it", "its"})


# Subjects that open a clause after "until" ("until you get your VAT number"), not a
# time ("until 5 April", "until then").
_UNTIL_SUBJECTS = frozenset({"you", "your", "they", "their", "he", "she", "it", "we", "the"})


_ALL_WORDS = frozenset({"all", "every", "any", "each"})
_EVERYONE = frozenset({"anyone", "anybody", "everyone", "everybody"})


def _universal_subject(toks: tuple[Tok, ...]) -> bool:
    """Whether the clause's subject is said of all: "Anyone", "All businesses", "Every
    employer"."""
    by_index = {t.i: t for t in toks}
    for t in toks:
        if t.dep not in ("nsubj", "nsubjpass"):
            continue
        if t.text.lower() in _EVERYONE:
            return True
        if any(
            d.head == t.i and d.dep == "det" and d.text.lower() in _ALL_WORDS
            for d in by_index.values()
        ):
            return True
    return False


def _excepting(run: list) -> int:
    """How many of the words so far say "except" before an "if" or "when": "except if",
    "except when", "apart from if" and "but not if" ("You can apply if you're a carer but
    not if you get Carer's Allowance"); 0 for none."""
    words = [t.text.lower() for t in run[-2:]]
    if words[-1:] == ["except"]:
        return 1
    return 2 if words in (["but", "not"], ["apart", "from"]) else 0


def _subordinates(toks: tuple[Tok, ...], i: int) -> bool:
    """Whether "when"/"where" at ``i`` opens a subordinate clause (spaCy: advmod of an advcl)."""
    head = toks[i].head
    return toks[i].dep == "advmod" and 0 <= head < len(toks) and toks[head].dep == "advcl"


def _next_boundary(toks: tuple[Tok, ...], i: int) -> int:
    j = i
    while j < len(toks) and toks[j].text.lower() not in (
        "and",
        "or",
        "but",
        ",",
        ";",
        "if",
        "unless",
    ):
        j += 1
    return j


def _and_denied(toks: tuple[Tok, ...], k: int) -> bool:
    """Whether the "and" at ``k`` adds a denied predicate ("and didn't receive", "and are
    not", "and not"): one more condition, its negation its own."""
    if toks[k].text.lower() != "and" or k + 2 >= len(toks):
        return False
    nxt = toks[k + 1]
    return nxt.text.lower() == "not" or (
        nxt.pos == "AUX" and toks[k + 2].text.lower() in ("not", "n't", "n’t")
    )


def _joined_subject_pair(toks: tuple[Tok, ...], k: int) -> bool:
    """Whether the "or"/"and" at ``k`` joins two subjects of one verb ("you or your
    partner get Pension Credit"), not two clauses."""
    base = toks[0].i
    head = toks[k].head - base
    # "you're referred by a doctor and you or your partner get Income Support": spaCy may
    # hang "you" on the object before "and"; a pronoun after "and" opens a subject of its own
    opens_subject = 0 < head < k and toks[head].pos == "PRON" and toks[head - 1].text == "and"
    if 0 <= head < k and toks[head].dep == "conj" and 0 <= toks[head].head - base < head:
        # "you're expecting a child and you or your partner get Income Support": spaCy may
        # take "a child and you or your partner" for one subject; the "or" still joins
        # subjects, the clause running past them ("and you" had ended a clause of its own)
        head = toks[head].head - base
    return (
        toks[k].text.lower() in ("or", "and")
        and toks[k].dep == "cc"
        and 0 <= head < k
        and (toks[head].dep in ("nsubj", "nsubjpass") or opens_subject)
        and any(t.dep == "conj" and t.head - base == toks[k].head for t in toks[k + 1 : k + 4])
    )


def _possessive_pair(toks: tuple[Tok, ...], k: int) -> bool:
    """Whether the "and"/"or" at ``k`` joins "you" to someone's possessive ("you and your
    partner's combined take-home pay was ..."): one owner said of two, inside a clause.
    """
    if toks[k].text.lower() not in ("and", "or") or k == 0 or toks[k - 1].text.lower() != "you":
        return False
    for t in toks[k + 1 : k + 5]:
        if t.tag == "POS":
            return True
        if t.pos not in ("PRON", "NOUN", "PROPN", "ADJ", "DET"):
            return False
    return False


_POSSESSIVES = frozenset({"your", "their", "his", "her", "its"})


def _owned_nouns_joined(toks: tuple[Tok, ...], i: int, k: int) -> bool:
    """Whether the "and"/"or" at ``k`` joins two nouns after a possessive that opens the
    words from ``i`` ("and your income and net worth meet certain limits"), as a subject
    that spaCy may hang on the noun before the first "and" (its clause then seemed to end
    at "your income", no clause, and the two conditions were read as one)."""
    return (
        toks[k].text.lower() in ("and", "or")
        and i < k < len(toks) - 1
        and toks[i].text.lower() in _POSSESSIVES
        and all(t.pos in ("NOUN", "PROPN", "ADJ") for t in toks[i + 1 : k])
        and toks[k + 1].pos in ("NOUN", "PROPN", "ADJ")
    )


def _subtree_end(toks: tuple[Tok, ...], root: int) -> int:
    """Index of the last token in the dependency subtree of ``root``."""
    end = root
    for k in range(len(toks)):
        h, steps = k, 0
        while h != root and 0 <= h < len(toks) and toks[h].head != h and steps < len(toks):
            h, steps = (
                toks[h].head,
                steps + 1,
            )  # a head cut off with the text after it ends the walk
        if h == root:
            end = max(end, k)
    return end


_SUBJECTS = frozenset({"you", "they", "we", "he", "she", "it"})


def _main_clause_start(toks: tuple[Tok, ...], start: int, default: int) -> int:
    """Where "If you're under 18 you can't apply" turns to its main clause, with no comma to say so.

    spaCy often hangs that clause under the condition; a pronoun subject before a
    modal ("you can't", "they must") opens it. ``default`` when there is none.
    """
    for k in range(len(toks) - 2, start - 1, -1):
        if toks[k].text.lower() in _SUBJECTS and toks[k + 1].tag == "MD":
            return k
    return default


def _to_comma(toks: tuple[Tok, ...], start: int, then_at: int, aside: set[int]) -> int:
    """Where a fronted condition ends when spaCy's clause for it stops short of a comma.

    "If you're getting Industrial Injuries Benefit for work-related accidents, you
    can ...": spaCy may end the clause at "getting" (or inside brackets); the
    condition runs on to the comma before the main clause.  A pronoun subject
    before a modal ("If you're under 18 you can't") is a main clause already.
    """
    if toks[then_at].text == "(":
        # "If the purpose of your business is to buy and sell property (you're a property
        # developer, for example) you don't pay ...": the aside goes with the condition.
        close = next((k for k in range(then_at + 1, len(toks)) if toks[k].text == ")"), None)
        if close is not None and close + 1 < len(toks):
            then_at = close + 1
            if toks[then_at].text.lower() in _SUBJECTS:
                return then_at
    if toks[then_at].text in (",", ";") and then_at not in aside:
        return then_at
    if (
        then_at not in aside
        and then_at + 1 < len(toks)
        and toks[then_at].text.lower() in _SUBJECTS
        and toks[then_at + 1].tag == "MD"
    ):
        return then_at
    for k in range(then_at, len(toks)):
        if toks[k].text in (",", ";") and k not in aside:
            j = _next_boundary(toks, k + 1)
            if _clause_like(toks, k + 1, j):
                return k
            return then_at
    return then_at


# Words that end an "(if ...)" aside about the thing just named, not the reader's case:
# "your representative (if you have one)".
_NAMED_THING = frozenset({"one", "any", "it", "them"})


def _bracketed_case(toks: tuple[Tok, ...], at: int) -> bool:
    """Whether the "if" at ``at`` opens a bracket that closes the sentence with a clause
    of its own: "You can get help with the cost of travel (if you
    live more than 3 miles from school)" says when it holds, as the words without brackets
    would (read as an aside, the rule stated a fact).  None for "(if you have one)", which
    only says the thing named may not exist.

    (An item's closing "(if ...)" is still read as an aside: "be one that you can show you can't
    afford (if you're applying in Wales)" is a requirement only there, and its one gold
    tree agrees with no reading of it.)"""
    close = next((k for k in range(at, len(toks)) if toks[k].text == ")"), None)
    return (
        at > 0
        and toks[at - 1].text == "("
        and close is not None
        and close > at + 2
        and all(t.pos == "PUNCT" for t in toks[close + 1 :])
        and any(t.tag in FINITE_TAGS for t in toks[at + 1 : close])
        and toks[close - 1].text.lower() not in _NAMED_THING
    )


def _illustration_at(lowered: list[str], k: int) -> bool:
    """Whether ", for example ..." begins at ``k``: an illustration, no condition (", for
    example you get involved in a business"; but ", for example if you're moving" and
    "for example, if: * ..." still are)."""
    after = [w for w in lowered[k + 2 : k + 4] if w != ","][:1]
    return (
        k > 1
        and lowered[k - 1] in (",", "-", "–")
        and " ".join(lowered[k : k + 2]) in ("for example", "for instance")
        and after not in (["if"], ["when"])
    )


def lex_sentence(sentence: Sentence, leads_list: bool = False, item: bool = False) -> list[Token]:
    """The grammar's terminals for one sentence (see ``grammars/rule.lark``); ``item`` for
    a bullet, which is a condition through and through (its "because of" too).

    >>> from ruleparse.segment import segment
    >>> s = segment("You can claim if you're 16 or over and you live in the UK.")[0].sentence
    >>> [t.type for t in lex_sentence(s)]
    ['TEXT', 'IF', 'TEXT', 'AND', 'TEXT']
    """
    toks = tuple(t for t in sentence.toks)
    while toks and toks[-1].pos == "PUNCT" and toks[-1].text in ".:;,!":
        toks = toks[:-1]
    out: list[Token] = []
    run: list[Tok] = []
    then_at = -1
    i = 0

    def flush() -> None:
        kept = list(run)
        while kept and kept[-1].text in (",", ";", ":", "."):
            kept.pop()  # the span ends where the words do
        # "don't expire (unless ...)": a bracket opened or closed across a connective
        # belongs to neither side.
        opened = sum(t.text == "(" for t in kept) - sum(t.text == ")" for t in kept)
        while kept and opened > 0 and kept[-1].text == "(":
            kept.pop()
            opened -= 1
        while kept and opened < 0 and kept[-1].text == ")":
            kept.pop()
            opened += 1
        while kept and kept[-1].text in (",", ";", ":", "."):
            kept.pop()
        if kept:
            out.append(_token("TEXT", kept, _join(kept)))
        run.clear()

    lowered = [t.text.lower() for t in toks]
    opened: list[int] = []  # where an "either" after its clause's subject stands in ``out``
    bracketed = _in_asides(toks)  # "(you're a property developer, for example)" ends nothing
    for k in range(len(lowered) - 1):
        # "(even if other colleagues are more suitable for the role)": an aside, ending
        # nothing after it.
        concession = k not in bracketed and (
            (lowered[k] == "even" and lowered[k + 1] in ("if", "though"))
            or (k > 0 and lowered[k - 1] == "," and lowered[k] in ("although", "though"))
        )
        # "your partner is incapacitated (getting certain benefits because of disability or
        # ill health), is entitled to Carer's Allowance, ...": a reason inside brackets ends
        # the bracket's aside, not the condition.
        # (A cause after the condition's "if" is part of it: "if they died because of an
        # accident at work" had been asked "Did they die?"; "because the winter is warmer"
        # after it is still the rule's reason.)
        reason = (
            lowered[k] == "because"
            and k > 0
            and not leads_list
            and k not in bracketed
            and not (
                lowered[k + 1] == "of"
                and (item or any(w in ("if", "unless", "when", "where") for w in lowered[:k]))
            )
        )
        example = k not in bracketed and not leads_list and _illustration_at(lowered, k)
        if example:
            toks, lowered = toks[: k - 1], lowered[: k - 1]
            break
        if concession or reason:
            # "even if you get direct payments", "because the winter is warmer": they grant nothing.
            toks, lowered = toks[:k], lowered[:k]
            break
    concessive = _concessive_clause(lowered)
    if concessive is not None:
        toks = toks[: concessive[0]] + toks[concessive[1] :]
        lowered = lowered[: concessive[0]] + lowered[concessive[1] :]
    # "You'll be charged a penalty if you don't meet the deadline - it's earlier if you're
    # sending your return by post": a comment after a spaced dash conditions nothing.
    dash = next(
        (
            k
            for k in range(2, len(toks) - 2)
            if toks[k].text in ("-", "–", "—")
            and toks[k - 1].ws
            and lowered[k + 1] in ("it", "this", "that", "there")
            and _clause_like(toks, k + 1, len(toks))
            and _clause_like(toks, 0, k)
        ),
        None,
    )
    if dash is not None:
        toks, lowered = toks[:dash], lowered[:dash]
    # "The improvements must be cost-effective, meaning that ...", "Are required to apply for
    # permission to work; in other words, you need to ...": a restatement adds nothing.
    restated = _restatement_at(toks)
    toks, lowered = toks[:restated], lowered[:restated]
    while toks and toks[-1].text in (",", ";"):
        toks, lowered = toks[:-1], lowered[:-1]
    # "Although you may have a claim for an eligible item, you can't claim online if: ...":
    # a fronted concession grants nothing.
    if lowered[:1] in (["although"], ["though"]) and "," in lowered:
        comma = lowered.index(",")
        if 0 < comma < len(lowered) - 2:
            toks, lowered = toks[comma + 1 :], lowered[comma + 1 :]
    # "But if you commit fraud on a benefit ..., your other benefits can be reduced": a
    # connective to the sentence before opens nothing here; the condition is fronted.
    lead = 1 + (len(lowered) > 1 and lowered[1] == ",")
    if lowered[:1] and lowered[0] in _LINKS and lowered[lead : lead + 1] in (["if"], ["unless"]):
        toks, lowered = toks[lead:], lowered[lead:]
    aside = _in_asides(toks) | _examples(
        toks
    )  # "reached (or would have reached) State Pension age": it joins nothing
    verb_list = _verb_list(toks, aside)
    while i < len(toks):
        word = lowered[i]
        two = " ".join(lowered[i : i + 2])
        three = " ".join(lowered[i : i + 3])
        kind, width = None, 1
        if i == then_at:
            kind = "THEN" if word in (",", ";") else None
            if kind is None:
                flush()
                out.append(_token("THEN", toks[i : i + 1], ""))
        if kind:
            pass
        elif two == "only if":
            kind, width = "ONLY_IF", 2
        elif three in ("as long as", "so long as"):
            kind, width = "PROVIDED", 3
        elif two in ("provided that", "providing that"):
            kind, width = "PROVIDED", 2
        elif two == "subject to" and i > 0 and lowered[i - 1] == ",":
            # "A limited amount of loans may be guaranteed with a two percent fee, subject to
            # meeting regulatory requirements": a proviso after the clause it limits.
            kind, width = "PROVIDED", 2
        elif (
            word in ("provided", "providing")
            and i + 1 < len(toks)
            and lowered[i + 1] in ("you", "your", "they", "the")
        ):
            kind = "PROVIDED"
        elif (
            word == "if"
            and i > 0
            and (
                lowered[i - 1] in ("check", "determine", "ask", "checking")
                or " ".join(lowered[max(0, i - 2) : i]) in ("find out", "work out")
            )
        ):  # "To determine if you are eligible we examine": "if" asks whether
            run.append(toks[i])
            i += 1
            continue
        elif (
            word in ("when", "once", "while")
            and i > 0
            and (_purpose(toks[:i])[0] or (word == "when" and _past_event(toks[i + 1 :])))
            and _duty_at(toks[:i])[0] > 0
        ):
            # (and "You must have been under State Pension age when they died": a past
            # event dates the duty)
            # "To get this payment, you must ... be in Australia when you claim": the duties
            # are the conditions of what the purpose names, and a time clause says when one
            # must hold (it had been read as the condition of the duties, "Did you claim?")
            run.append(toks[i])
            i += 1
            continue
        elif (
            word == "when"
            and i == 0
            and leads_list
            and _REQUIRES_LIST.search(_join(toks).rstrip(" :"))
        ):
            # "When they died you must have been: * under State Pension age ...": the time
            # the listed duties are said of, not a condition of them (read as one, the list
            # was lost and "Did they die?" asked again)
            run.append(toks[i])
            i += 1
            continue
        elif i in aside and word == "if" and (item or not _bracketed_case(toks, i)):
            # "your representative (if you have one)": an aside's "if" conditions nothing
            # here (but "don't expire (unless the country sets a limit)" still excepts).
            run.append(toks[i])
            i += 1
            continue
        elif word in ("if", "unless") or (
            word in ("when", "where", "once")
            and (i == 0 or _subordinates(toks, i) or _excepting(run))
            and not (i + 1 < len(toks) and toks[i + 1].tag in ("VBG", "VBN", "JJ"))
        ):  # "when working out your gain", "where possible" say when, not whether
            kind = "UNLESS" if word == "unless" else "IF"
            if word != "unless" and (excepting := _excepting(run)):
                # "You can get the grant if you live in Wales, except if you're under 16":
                # "except if", "except when" and "but not if" except, as "unless" does.
                del run[-excepting:]
                kind = "UNLESS"
            if i == 0 or (out and out[-1].type == "THEN") or not (out or run):
                # A fronted condition ends where spaCy's clause for it ends.
                root = toks[i].head if toks[i].head != i else i
                # (a head outside the sentence, "and if you're getting:" cut from the one
                # before it, bounds nothing: the clause runs to the sentence's end)
                then_at = min(_subtree_end(toks, root) + 1, len(toks))
                if then_at - 1 > i and toks[then_at - 1].text in (",", ";"):
                    then_at -= 1
                if then_at >= len(toks) and not any(t.text in (",", ";") for t in toks[i:]):
                    then_at = _main_clause_start(toks, i + 2, then_at)
                elif then_at < len(toks):
                    then_at = _to_comma(toks, i, then_at, aside)
        elif (
            word == "until"
            and 0 < i < len(toks) - 2
            and i not in aside
            and lowered[i + 1] in _UNTIL_SUBJECTS
        ):
            # "the regular amount you get will be reduced until you've paid back the
            # money", "You can't charge or show VAT on your invoices until you get your VAT
            # number": the conclusion holds unless the clause does.
            kind = "UNLESS"
        elif (
            two in ("one of", "all of", "any of", "both of", "either of") and i + 2 >= len(toks) - 1
        ):
            kind, width = "EITHER", len(toks) - i
        elif i in aside:
            pass
        elif (
            word in ("either", "both")
            and toks[i].dep != "det"  # "on either list", "both parents": which, not how many
            # "if either of you gets Housing Benefit": who, no alternatives opened
            and lowered[i + 1 : i + 3] not in (["of", "you"], ["of", "them"], ["of", "us"])
            and (i + 1 >= len(toks) or lowered[i + 1] not in _OPENERS)
            and not _floating_both(lowered, i)
            and _clause_like(toks, i + 1, _next_boundary(toks, i + 1))
        ):
            kind = "EITHER"
        elif (
            word == "while"
            and run
            and i + 1 < len(toks)
            and toks[i + 1].pos == "ADP"
            and _clause_like(tuple(run), 0, len(run))
        ):
            # "if they're selected for redundancy while on maternity leave": a state that
            # must hold as well.
            kind = "AND"
        elif i in verb_list:
            kind = "COMMA" if word in (",", ";") else ("OR" if word == "or" else "AND")
        elif word in ("and", "or", "and/or", "but"):
            j = _next_boundary(toks, i + 1)
            # "... and you or your spouse worked": the clause runs past its two subjects
            while j < len(toks) and (
                _joined_subject_pair(toks, j)
                or _owned_nouns_joined(toks, i + 1, j)
                or _possessive_pair(toks, j)
            ):
                j = _next_boundary(toks, j + 1)
            nxt = lowered[i + 1] if i + 1 < len(toks) else ""
            # "on or before 5 August", "16 or over": part of a threshold, not a connective;
            # "either since you came into the UK or since you started being sponsored": two
            # times for the clause before, not two conditions.
            in_threshold = (
                nxt in _THRESHOLD_WORDS or (i > 0 and lowered[i - 1] == "on") or nxt in _OPENERS
            )
            # "the crop that the plants or seeds were taken from": nouns joined, no clauses.
            nouns = (
                i + 1 < len(toks)
                and toks[i + 1].pos in ("NOUN", "PROPN")
                and toks[i + 1].dep == "conj"
                and toks[i].dep == "cc"
                and toks[i].head == toks[i + 1].head
                and 0 <= toks[i].head < i
                and toks[toks[i].head].pos in ("NOUN", "PROPN")
            )
            # "while such permanent and total service-connected disability was in existence",
            # "on which 8th or 13th Directive refunds have been claimed": two modifiers of one noun.
            modifiers = (
                i + 1 < len(toks)
                and toks[i + 1].dep == "conj"
                and toks[i].dep == "cc"
                and toks[i].head == toks[i + 1].head
                and 0 <= toks[i].head < i
                and toks[toks[i].head].dep in ("amod", "nummod")
                and toks[toks[i].head].head > i + 1
            )
            # "study at a publicly funded school or college, or be on an unpaid training
            # course": two duties in bare verbs, each with its own words.
            root = toks[0].head == toks[0].i and toks[0].tag == "VB"
            before = next((t for t in reversed(toks[:i]) if t.text != ","), None)
            bare_pair = (
                root
                and toks[i].head == toks[0].i
                and i + 1 < len(toks)
                and toks[i + 1].tag == "VB"
                and toks[i + 1].dep == "conj"
                and toks[i + 1].head == toks[0].i
                and before is not None
                and before.pos not in ("VERB", "AUX")
                and i not in aside
            )
            # "you are under 15 years old and the passenger of a motorcycle": two things
            # said of "you" by one "are", both needed ("X or Y" stays one question).
            head = toks[i].head - toks[0].i
            conj_at = next(
                (k for k in range(i + 1, len(toks)) if toks[k].head - toks[0].i == head),
                None,
            )
            two_predicates = (
                word == "and"
                and toks[i].dep == "cc"
                and 0 <= head < i
                and toks[head].lemma == "be"
                and any(
                    t.head - toks[0].i == head and t.dep in ("acomp", "attr")
                    for t in toks[head + 1 : i]
                )
                and conj_at is not None
                and toks[conj_at].dep == "conj"
                and toks[conj_at].pos in ("NOUN", "ADJ")
                and i not in aside
            )
            # "if either you or your partner is aged 60 or over": two subjects of one verb.
            base = toks[0].i
            subjects = (
                bool(run)
                and not any(t.pos in ("VERB", "AUX") for t in run)
                and any(
                    t.dep == "conj"
                    and 0 <= t.head - base < i
                    and toks[t.head - base].dep.startswith("nsubj")
                    for t in toks[i + 1 : j]
                )
            )
            # "you've been employed or self-employed for at least 26 weeks": two participles
            # of one clause, and what follows the second is said of both.
            # "you are aged, blind, or disabled, and have ...": a list's last "or" after its
            # comma joins states too (spaCy may tag the last one a past tense)
            prev = i - 1 - (i > 1 and toks[i - 1].text == ",")
            participles = (
                word == "or"
                and prev >= 0
                and toks[prev].tag in ("VBN", "JJ")
                # "it's been repossessed or it's owned by a charity": a subject of its own
                # after the "or" opens a second clause
                and not (i + 1 < len(toks) and toks[i + 1].dep in ("nsubj", "nsubjpass"))
                and any(
                    t.dep == "conj"
                    and t.head - base == prev
                    and (
                        t.tag in ("VBN", "JJ")
                        or (
                            t.tag == "VBD"
                            and prev < i - 1
                            and (
                                # with a threshold among them, read as one list of states
                                any(r.pos == "NUM" for r in run)
                                # "aged, blind, or disabled, and have": the last of a list,
                                # a past tense with nothing of its own before the comma
                                or (t.i - base + 1 < len(toks) and toks[t.i - base + 1].text == ",")
                            )
                        )
                    )
                    for t in toks[i + 1 : i + 4]
                )
            )
            if bare_pair or two_predicates or _duty_after_alternatives(toks, i, run, out):
                kind = "OR" if word in ("or", "and/or") else "AND"
            elif (
                subjects
                or participles
                or _object_shared(toks, i)
                or (word == "or" and _shared_past_auxiliary(toks, i, run))
            ):
                pass
            elif (
                word in ("and", "but")
                and nxt == "not"
                and run
                and i + 2 < len(toks)
                and toks[i + 2].pos in ("ADJ", "ADV", "VERB", "ADP", "DET")
            ):
                # "Be at least 62 years old and not currently married": the "not" is the
                # second condition's own.
                kind = "AND"
            elif (
                not in_threshold
                and not nouns
                and not modifiers
                and _clause_like(toks, i + 1, j, own_verb=True)
                and (
                    not run
                    or _clause_like(tuple(run), 0, len(run))
                    or (word == "or" and _subject_clause(toks, i + 1, j))
                )
            ):
                kind = "OR" if word in ("or", "and/or") else "AND"
        elif word in (",", ";"):
            j = _next_boundary(toks, i + 1)
            # "The manager, or his representative, shall be available": a verb straight
            # after the comma carries on the clause before it.
            opens = lowered[i + 1 : i + 3]
            if (
                j > i + 1
                and _clause_like(toks, i + 1, j)
                and toks[i + 1].tag != "MD"
                and not (opens[:1] and opens[0] in _OPENERS)
                and not (opens[:1] in (["either"], ["both"]) and opens[1:] and opens[1] in _OPENERS)
            ):
                kind = "COMMA"
        if kind == "EITHER" and _bare_subject(run):
            # "and they either paid contributions ... or died ...": the subject before
            # "either" is the first alternative's (left before it, the sentence had failed
            # to parse and been kept whole)
            opened.append(len(out))
            out.append(_token(kind, toks[i : i + width]))
            i += width
            continue
        if kind:
            joined = None
            if (
                kind == "IF"
                and len(run) > 1
                and run[-1].text.lower() in ("or", "and")
                and any(t.type == "IF" for t in out)
            ):
                # "You can claim if you're a widow, or if your husband is in prison": the
                # connective before a second "if" joins the two conditions (kept in the
                # first, the sentence had failed to parse and was kept whole)
                joined = run.pop()
                while run and run[-1].text == ",":
                    run.pop()
            flush()
            if joined is not None:
                out.append(_token("OR" if joined.text.lower() == "or" else "AND", [joined]))
            if kind != "THEN" or toks[i].text in (",", ";"):
                out.append(_token(kind, toks[i : i + width]))
            i += width
        else:
            if toks[i].text not in ("(", ")") or run:
                run.append(toks[i])
            i += 1
    flush()
    # ("you either work or study": no alternatives of clauses follow, one condition)
    out = [
        t
        for k, t in enumerate(out)
        if k not in opened or (len(out) > k + 2 and out[k + 2].type == "OR")
    ]
    if then_at >= len(toks) and out and out[0].type in ("IF", "UNLESS"):
        # The clause ran to the end: split at the last comma instead, if any.
        commas = [k for k, t in enumerate(out) if t.type == "COMMA"]
        if commas:
            out[commas[-1]] = _token("THEN", [], ",")
    if leads_list:
        out.append(Token("LIST", ""))
    return out


# Words that open a clause saying when or why ("since you came into the UK"), never a condition
# joined by "and"/"or".
_OPENERS = frozenset({"since", "because", "until", "while", "although", "though"})

# Words that link a sentence to the one before it ("But if ...", "However, if ...").
_LINKS = frozenset({"but", "and", "so", "however", "also", "then"})


_WH_WORDS = frozenset({"how", "what", "whether", "where", "when", "which", "who", "whose"})


def _concessive_clause(lowered: list[str]) -> tuple[int, int] | None:
    """Where a clause that says the rule holds whatever something is starts and ends ("you're
    working, no matter how many hours you work", "No matter where you live, you can ...",
    ", regardless of your income,"): it grants nothing and conditions nothing (it had been
    a condition denied, "Do you matter how many hours you work?"). Runs to the next comma,
    taking the comma before it (or, fronted, the one after it); None when there is none."""
    for k, word in enumerate(lowered):
        concessive = (
            word == "no"
            and lowered[k + 1 : k + 2] == ["matter"]
            and lowered[k + 2 : k + 3]
            and lowered[k + 2] in _WH_WORDS
        ) or (word == "regardless" and lowered[k + 1 : k + 2] == ["of"])
        if not concessive or (k > 0 and lowered[k - 1] != ","):
            continue
        end = next((j for j in range(k + 1, len(lowered)) if lowered[j] in (",", ";")), None)
        if k == 0:
            return (0, end + 1) if end is not None else None
        return k - 1, end if end is not None else len(lowered)
    return None


def _restatement_at(toks: tuple[Tok, ...]) -> int:
    """Where a restatement begins (", meaning that ...", "; in other words, ..."), or the end."""
    words = [t.text.lower() for t in toks]
    aside = _in_asides(toks)
    return next(
        (
            k
            for k in range(1, len(words) - 2)
            if words[k] in (",", ";")
            and k not in aside
            and (words[k + 1] == "meaning" or words[k + 1 : k + 3] == ["in", "other"])
        ),
        len(toks),
    )


def _duty_after_alternatives(
    toks: tuple[Tok, ...], i: int, run: list[Tok], out: list[Token]
) -> bool:
    """Whether the "and" at ``i`` ends a pair of alternatives said of one subject and adds a
    bare verb of that subject: "you're pregnant or have had a baby in the past 12 months
    and have a valid maternity exemption certificate" (the second alternative a predicate
    with no subject of its own; the "and have" a verb spaCy hangs on it)."""
    if toks[i].text.lower() != "and" or i + 1 >= len(toks) or not run or not out:
        return False
    following = toks[i + 1]
    return (
        out[-1].type == "OR"
        and following.tag == "VB"
        and following.dep == "conj"
        and any(t.i == following.head for t in run)
        and run[0].pos in ("AUX", "VERB")
        and run[0].tag in FINITE_TAGS
        and not any(t.dep in ("nsubj", "nsubjpass") for t in run)
    )


# Verbs that say nothing without their object ("you must own", "buy or lease"): one
# standing alone before "and"/"or" and another verb takes what follows that verb.  Not
# "register", "pay", "apply": each stands alone ("register and pay a fee" is two duties).
_OBJECT_VERBS = frozenset(
    "own buy purchase lease rent hire occupy hold sell use keep obtain acquire sign "
    "complete submit install maintain operate build construct renovate repair insure "
    "import export supply produce".split()
)


def _object_shared(toks: tuple[Tok, ...], i: int) -> bool:
    """Whether the "and"/"or" at ``i`` joins a verb that needs an object but has none to the
    verb after it, whose words it shares: "you must own and live in the home as your primary
    residence", "buy or lease the equipment" are one duty each (split, "Do you own?" had
    been asked, and the home's words given another clause's lead-in)."""
    if i < 1 or i + 1 >= len(toks):
        return False
    verb, following = toks[i - 1], toks[i + 1]
    return (
        verb.pos == "VERB"
        and verb.lemma.lower() in _OBJECT_VERBS
        and following.pos == "VERB"
        and following.dep == "conj"
        and following.head == verb.i
        # nothing of the first verb's own after it: no object, no phrase
        and not any(t.head == verb.i and t.i > verb.i and t.dep not in ("cc", "conj") for t in toks)
    )


def _shared_past_auxiliary(toks: tuple[Tok, ...], i: int, run: list[Tok]) -> bool:
    """Whether the "or" at ``i`` joins a verb with nothing of its own to a second verb
    with an auxiliary of its own, whose words are said of both: "you own or will own the
    home", "you work or have worked in the UK" (split, "Do you own?" had been asked).
    With no auxiliary between, they are two doings, each with its own words ("you remarry
    or form another civil partnership")."""
    last = run[-1] if run else None
    base = toks[0].i
    return (
        last is not None
        and last.pos == "VERB"
        and last.tag in ("VB", "VBP")
        and not any(t.head == last.i and t.i > last.i for t in toks[i + 1 :] if t.dep != "conj")
        and any(
            t.dep == "conj"
            and t.head == last.i
            and t.pos == "VERB"
            and t.i - base > i + 1
            and all(u.pos == "AUX" for u in toks[i + 1 : t.i - base])
            for t in toks[i + 1 : i + 4]
        )
    )


def _verb_list(toks: tuple[Tok, ...], aside: set[int]) -> set[int]:
    """Separators of a list of three or more verb phrases that share the subject of a
    clause before them ("you go back to work, work more hours or earn more money"): each
    is an alternative of its own.  Positions of the commas and the closing "and"/"or"."""
    for k, tok in enumerate(toks):
        if (
            tok.text not in (",", ";")
            or k in aside
            or k + 1 >= len(toks)
            or toks[k + 1].tag != "VB"
        ):
            continue
        # The clause before the first comma has a subject of its own and a finite verb.
        start = max((m + 1 for m in range(k) if toks[m].text in (",", ";")), default=0)
        clause = toks[start:k]
        if not any(t.dep == "nsubj" and t.text.lower() in _OWN_SUBJECT for t in clause):
            continue
        if not any(t.tag in ("VBP", "VBD") for t in clause):
            continue
        seps = [k]
        for m in range(k + 1, len(toks) - 1):
            word, bare = toks[m].text.lower(), toks[m + 1].tag == "VB"
            if m in aside:
                continue
            if word in (",", ";") and bare:
                seps.append(m)
            elif word in ("and", "or") and bare:
                return {*seps, m}  # ", or": the comma before is the lexer's to read
            elif word in ("if", "unless", "and", "or", "but") or (
                word in (",", ";") and toks[m + 1].text.lower() not in ("and", "or")
            ):
                break
    return set()


def _descends(toks: tuple[Tok, ...], k: int, ancestor: int, base: int) -> bool:
    """Whether token ``k`` lies in the dependency subtree of token ``ancestor`` (slice positions)."""
    seen = 0
    while k != ancestor and 0 <= k < len(toks) and toks[k].head + base != k and seen < len(toks):
        k, seen = toks[k].head + base, seen + 1
    return k == ancestor


def _in_asides(toks: tuple[Tok, ...]) -> set[int]:
    """Positions of the tokens inside brackets: an aside neither negates nor splits a condition."""
    inside, depth = set(), 0
    for k, tok in enumerate(toks):
        if tok.text == "(":
            depth += 1
        elif tok.text == ")":
            depth = max(0, depth - 1)
        elif depth:
            inside.add(k)
    # "all your sponsors - if you had more than one - have died": a pair of spaced dashes
    # brackets an aside too.
    dashes = [
        k
        for k in range(1, len(toks) - 1)
        if toks[k].text in ("-", "–", "—") and toks[k - 1].ws and toks[k].ws
    ]
    for first, last in zip(dashes[0::2], dashes[1::2], strict=False):  # an odd one out pairs none
        inside.update(range(first + 1, last))
    return inside


def _examples(toks: tuple[Tok, ...]) -> set[int]:
    """Positions of the words after "such as": examples neither split nor end a condition
    ("a genuine link with the UK social security system, such as having lived or worked in
    the UK" is one condition).  They run to a semicolon, a closing bracket, an "if" or
    "unless", or a comma before a connective or a subject ("such as the Work Programme, or
    you are a volunteer")."""
    inside: set[int] = set()
    for k in range(len(toks) - 1):
        if toks[k].text.lower() == "such" and toks[k + 1].text.lower() == "as":
            end = next(
                (
                    j
                    for j in range(k + 2, len(toks))
                    if toks[j].text in (";", ")")  # ("(such as twins)": the bracket ends them)
                    or toks[j].text.lower() in ("if", "unless")
                    or (
                        toks[j].text == ","
                        and j + 1 < len(toks)
                        and toks[j + 1].text.lower() in _LINKS | _OWN_SUBJECT | {"or"}
                    )
                ),
                len(toks),
            )
            inside.update(range(k + 2, end))
    return inside


def _join(toks: list[Tok] | tuple[Tok, ...]) -> str:
    """The tokens' text; tokens that were not neighbours in the sentence get a space between."""
    pieces = []
    for k, t in enumerate(toks):
        adjacent = k + 1 < len(toks) and toks[k + 1].i == t.i + 1
        pieces.append(t.text + (t.ws if adjacent or k + 1 == len(toks) else " "))
    return "".join(pieces).strip().strip(" .:;,")


_MAX_CONJUNCT = 4


def _or_list(toks: tuple[Tok, ...], words: tuple[str, ...] = ("or", "and/or")) -> list:
    """A short noun list joined by "or" inside a clause, distributed over the clause.

    Returns one token sequence per alternative (the clause with that item in the
    list's place) with the item's span, or nothing when there is no such list.
    Heads are relative to the whole sentence, so indices are recovered by offset.
    """
    if len(toks) < 4 or any(t.i != toks[0].i + k for k, t in enumerate(toks)):
        return []  # only a contiguous piece of one sentence has usable head links
    base = -toks[0].i
    # "your representative, such as a lawyer, friend or family member": examples are one
    # alternative, not a list of them; nor are the modifiers of one noun ("a federal,
    # state, or local license").
    aside = _in_asides(toks) | _examples(toks) | _modifier_lists(toks)
    for k, t in enumerate(toks):
        if t.text.lower() not in words or t.dep != "cc" or k in aside:
            continue
        first = t.head + base
        while (
            0 <= first < len(toks)
            and _listed_after(toks, first)
            and 0 <= toks[first].head + base < first
        ):
            first = toks[first].head + base
        if not (0 <= first < k) or toks[first].pos not in ("NOUN", "PROPN"):
            continue
        if toks[first].dep in ("nsubj", "nsubjpass"):
            continue  # "your patient or their parent must consent": who acts, not alternatives
        members = [first]
        for j in range(first + 1, len(toks)):
            if (
                _listed_after(toks, j)
                and toks[j].head + base in members
                and toks[j].pos in ("NOUN", "PROPN")
            ):
                members.append(j)
        # "..., minor real estate repairs or improvements, and refinancing debt": a gerund
        # phrase after the last noun ends the list too (spaCy may hang it on the verb).
        after = next(
            (j for j in range(members[-1] + 1, len(toks)) if toks[j].text not in ","), None
        )
        if (
            len(members) >= 3  # it completes a list, it does not make one
            and after is not None
            and toks[after].text.lower() in words
            and after + 1 < len(toks)
            and toks[after + 1].tag == "VBG"
            and toks[after + 1].dep == "conj"
            and all(t.text not in (",", ";") for t in toks[after + 1 :])
        ):
            members.append(after + 1)
        if len(members) < 3:  # "X or Y" is usually asked as one question; longer lists item by item
            continue
        bounds = []
        for m in members:
            left = m
            while (
                left - 1 >= 0
                and _hyphen_joined(toks, left - 1)
                or left - 1 >= 0
                and toks[left - 1].dep in ("det", "amod", "compound", "nummod", "poss")
                and (
                    toks[left - 1].head + base == m
                    # "..., minor real estate repairs": an adjective on a common noun of a later
                    # item (before the first, "an accredited degree program, college or
                    # university", it is the whole list's)
                    or (
                        m != first
                        and toks[left - 1].dep == "amod"
                        and left <= toks[left - 1].head + base < m
                        and toks[toks[left - 1].head + base].pos == "NOUN"
                    )
                )
            ):
                left -= 1
            right = m
            while (
                right + 1 < len(toks)
                and toks[right + 1].dep in ("compound", "flat")
                and toks[right + 1].head + base == m
            ):
                right += 1
            bounds.append((left, right))
        # The last item keeps what modifies it ("time spent working on a ship").
        last = members[-1]
        bounds[-1] = (
            bounds[-1][0],
            max(
                [bounds[-1][1]]
                + [k for k in range(last, len(toks)) if _descends(toks, k, last, base)]
                + [_noun_after_list(toks, first, bounds[-1][1], base)]
            ),
        )
        # "..., Universal Credit or Income Support": a name spaCy parts after the list
        # ("Support" hung on the first member) is the last member's own.
        lo, hi = bounds[-1]
        while (
            hi + 1 < len(toks)
            and toks[hi].pos == toks[hi + 1].pos == "PROPN"
            and toks[hi + 1].text[:1].isupper()
        ):
            hi += 1
        bounds[-1] = (lo, hi)
        bounds[:1] = _members_before(toks, bounds[0], aside)
        if any(hi - lo + 1 > _MAX_CONJUNCT for lo, hi in bounds[:-1]):
            continue
        list_start, list_end = bounds[0][0], bounds[-1][1]
        if _inside_conjunct(toks, first, base):
            continue  # "pearls, ..., articles of pearls, jewellery, gold or ...": a list in a list
        between = set(range(list_start, list_end + 1)) - {
            i for lo, hi in bounds for i in range(lo, hi + 1)
        }
        if any(toks[i].text not in (",", "or", "and/or", "and") for i in between):
            continue
        if any(b[0] <= a[1] + 1 for a, b in zip(bounds, bounds[1:], strict=False)):
            continue  # "Private Residence Relief or Letting Relief": items with nothing between are one name
        out = []
        for lo, hi in bounds:
            alt = toks[:list_start] + toks[lo : hi + 1] + toks[list_end + 1 :]
            out.append((alt, (toks[lo].start, toks[hi].end)))
        return out
    return []


def _hyphen_joined(toks: tuple[Tok, ...], k: int) -> bool:
    """Whether token ``k`` is joined by a hyphen to the word after it ("long" or "-" of
    "long-term"): the two are one word, whatever spaCy hangs each on."""
    if toks[k].text in ("-", "–") and not toks[k].ws and k >= 1 and not toks[k - 1].ws:
        return True
    return (
        k + 1 < len(toks)
        and toks[k + 1].text in ("-", "–")
        and not toks[k].ws
        and not toks[k + 1].ws
    )


_NOUN_PHRASE_POS = frozenset({"NOUN", "PROPN", "ADJ", "DET", "NUM"})
_WITH_PREPOSITIONS = _NOUN_PHRASE_POS | {"ADP"}  # "video on demand"


def _members_before(
    toks: tuple[Tok, ...], first: tuple[int, int], aside: set[int]
) -> list[tuple[int, int]]:
    """The list's first member and those before it that spaCy parted from it: "things like
    broadcasting, telecommunications services, video on demand, downloadable music, ..."
    hangs "music" and what follows on "demand", a list of its own.  The first member runs
    back to the comma before it ("video on demand"); each comma-parted piece before that
    which is a short noun phrase is a member; the piece that opens the list gives the nouns
    it ends with, after the word that opens it ("like", "include")."""
    start, end = first
    whole = start
    while whole - 1 >= 0 and toks[whole - 1].pos in _WITH_PREPOSITIONS:
        whole -= 1
    if end - whole < _MAX_CONJUNCT and whole >= 2 and toks[whole - 1].text == ",":
        start = whole
    out = [(start, end)]
    while start >= 2 and toks[start - 1].text == "," and start - 1 not in aside:
        end = start - 2
        lo = end
        while lo - 1 >= 0 and toks[lo - 1].text not in (",", ";"):
            lo -= 1
        piece = toks[lo : end + 1]
        if toks[end].pos not in ("NOUN", "PROPN") or any(k in aside for k in range(lo, end + 1)):
            break
        if (
            lo > 0
            and len(piece) <= _MAX_CONJUNCT
            and piece[0].pos in _NOUN_PHRASE_POS
            and all(t.pos in _WITH_PREPOSITIONS for t in piece)
        ):
            out.insert(0, (lo, end))  # "telecommunications services"
            start = lo
            continue
        opens = end
        while opens - 1 >= lo and toks[opens - 1].pos in _NOUN_PHRASE_POS - {"DET"}:
            opens -= 1
        if opens - 1 >= lo and toks[opens - 1].pos in ("ADP", "VERB"):
            out.insert(0, (opens, end))  # "things like broadcasting"
        break
    return out


def _listed_after(toks: tuple[Tok, ...], k: int) -> bool:
    """Whether token ``k`` is a later member of a list: a conjunct, or a noun spaCy read as
    in apposition after a comma ("your husband, wife, civil partner or a charity")."""
    if toks[k].dep == "conj":
        return True
    if toks[k].dep != "appos" or toks[k].pos != "NOUN":
        return False
    j = k - 1  # "..., an apprentice": the comma before the noun's own words
    while j >= 0 and toks[j].head == toks[k].i and toks[j].dep in ("det", "amod", "compound"):
        j -= 1
    return j >= 0 and toks[j].text == ","


def _noun_after_list(toks: tuple[Tok, ...], first: int, right: int, base: int) -> int:
    """Where the last member of a noun list ends when spaCy reads the list as modifiers of the
    noun after it: "includes cropland, rangeland, ... and nonindustrial private forest land"
    (the list hangs on "land"), the last member is "nonindustrial private forest land"."""
    head = toks[first].head + base
    if (
        toks[first].dep not in ("nmod", "compound", "amod")
        or not (right < head < len(toks))
        or toks[head].pos not in ("NOUN", "PROPN")
        or not all(
            toks[k].dep in ("amod", "compound", "nmod") and _descends(toks, k, head, base)
            for k in range(right + 1, head)
        )
    ):
        return right
    return head


def _threshold_list(toks: tuple[Tok, ...]) -> list:
    """ "you're pregnant, a carer or a lone parent with a child under 5": a list of three or
    more after "be" whose last member alone carries a threshold.  The number is the last
    member's, so each member is an alternative of its own (same shape as :func:`_or_list`).
    """
    if len(toks) < 6 or any(t.i != toks[0].i + k for k, t in enumerate(toks)):
        return []
    aside = _in_asides(toks)
    ors = [
        k
        for k, t in enumerate(toks[:-1])
        if t.text.lower() == "or"
        and k not in aside
        # "aged 60 or over": that "or" is the threshold's own
        and not (
            toks[k + 1].text.lower() in _THRESHOLD_WORDS
            and any(t.pos == "NUM" for t in toks[max(0, k - 3) : k])
        )
    ]
    if len(ors) != 1:
        return []
    k = ors[0]
    last = _trimmed(toks[k + 1 :])
    if not last or not find_measures(_join(last)):
        return []
    be = max((m for m in range(k) if toks[m].lemma == "be" and toks[m].pos == "AUX"), default=-1)
    if be < 0:
        return []
    cuts = [be, *(m for m in range(be + 1, k) if toks[m].text == ",")]
    if cuts[-1] != k - 1:  # ", or": the comma already closes the member before
        cuts.append(k)
    members = [toks[a + 1 : b] for a, b in zip(cuts, cuts[1:], strict=False)]
    # "you're unemployed or work less than 16 hours a week": a verb of its own makes even
    # two members two conditions, the last said of the subject alone.
    verb = last[0].pos == "VERB" and last[0].lemma != "be"
    if len(members) < (1 if verb else 2) or any(
        not m
        or len(m) > _MAX_CONJUNCT
        or any(t.tag in FINITE_TAGS or t.pos == "NUM" or t.text.lower() in ("and", "if") for t in m)
        for m in members
    ):
        return []
    prefix = toks[: be + 1]
    tail = (toks[:be] if verb else prefix) + last
    return [(prefix + m, (m[0].start, m[-1].end)) for m in members] + [
        (tail, (last[0].start, last[-1].end))
    ]


def _inside_conjunct(toks: tuple[Tok, ...], k: int, base: int) -> bool:
    """Whether the noun at ``k`` lies inside a member of a noun list before it (its chain of
    noun and preposition heads meets a conjunct)."""
    seen = set()
    while 0 <= k < len(toks) and k not in seen:
        seen.add(k)
        head = toks[k].head + base
        if head == k or not (0 <= head < len(toks)):
            return False
        if toks[head].pos not in ("NOUN", "PROPN", "ADP"):
            return False  # a verb between: "allows patients and providers to purchase A, B or C"
        if toks[head].dep == "conj" and head < k:
            return True
        k = head
    return False


_CONTRACTED = {"ca": "can", "wo": "will", "sha": "shall"}


# "after 25 years or when you sell your home": a time the conclusion holds from.
_TIME_PREPOSITIONS = frozenset({"after", "within", "before", "by", "from"})

# "... and you: * have been offered a place", "... and you’ve: * finished a recognised UK
# degree * received that degree from a registered Tier 4 sponsor": the items finish the
# clause the lead-in starts after its "and", each of them one more requirement.
_AND_YOU = re.compile(r"\band (?:you|they)(?P<perfect>[’']ve|\s+have)?\W*$", re.I)


def _conclusion_of(toks: tuple[Tok, ...]) -> Conclusion:
    """The conclusion the tokens state, with its polarity and span ("you can't claim" is
    "you can claim", negated)."""
    text, negated = _positive(toks)
    return Conclusion(text, Provenance(Span(toks[0].start, toks[-1].end)), not negated)


def _participle(sentence: Sentence) -> bool:
    """An item that starts with a past participle, the rest of a perfect ("finished a degree")."""
    return bool(sentence.toks) and sentence.toks[0].tag in ("VBN", "VBD")


def _bare_verb(sentence: Sentence) -> bool:
    """An item that starts with its verb, no subject: "Be a family farmer", "have income under the limits"."""
    return bool(sentence.toks) and sentence.toks[0].tag in ("VB", "VBP", "MD")


# What a threshold measures, as a kind of requirement: a date (of birth) tells how old as an
# age does, an income how much as an amount does.
_MEASURE_KINDS = {"date": "age", "money_rate": "money", "wage": "money", "elapsed": "duration"}


def _measured_requirements(nodes: list[Expr]) -> bool:
    """Whether two items are each a threshold on a different measure ("your child is 11 or
    under", "you earn less than £100,000 a year"): alternatives name kinds of one thing
    ("60 or over", "under 16", "pregnant"); limits on two measures are two requirements.
    Two items that limit the same measure from the same side ("under 18", "under 19 and in
    full-time education") are alternatives whatever else the list limits: needing both
    would leave one of them idle ("16 or over" and "under 65" may be a range)."""
    limits = [_measured_limits(n) for n in nodes]
    if any(a & b for k, a in enumerate(limits) for b in limits[k + 1 :]):
        return False
    kinds = {_MEASURE_KINDS.get(n.quantity, n.quantity) for n in nodes if isinstance(n, Comparison)}
    return len(kinds) >= 2


def _measured_limits(node: Expr) -> frozenset[tuple[str, bool]]:
    """The measures an item limits, each with whether it is a floor: its own threshold's,
    or those of its parts ("under 19 and in full-time education")."""
    parts = node.items if isinstance(node, And) else (node,)
    return frozenset(
        (_MEASURE_KINDS.get(p.quantity, p.quantity), p.op in (">", ">="))
        for p in parts
        if isinstance(p, Comparison)
    )


def _items_say_all(items: tuple[Item, ...]) -> bool:
    """Whether a bare list's own items say that each is needed: its last item a denial after
    items that are none ("* are a resident of Great Britain * have not been disqualified from
    driving": a bar on what is granted, listed last as gov.uk lists its bars), or an item
    that offers its own alternative after ", or" with a verb of its own ("are 70 or over, or
    will turn 70 in the next 90 days": were the items alternatives, that would be one more).
    A denial first is no cue ("if you: * aren't eligible for the full amount * want to
    receive more": ShARC train reads it as either), nor a plain "or" inside an item."""
    denied = [_positive(i.sentence.toks)[1] for i in items]
    if len(items) >= 2 and denied[-1] and not any(denied[:-1]):
        return True
    return any(
        toks[k - 1].text == "," and toks[k].text.lower() == "or" and toks[k + 1].tag in FINITE_TAGS
        for toks in (i.sentence.toks for i in items)
        for k in range(1, len(toks) - 1)
    )


def _grants_if(sentence: Sentence) -> bool:
    """Whether the clause before the sentence's last "if" or "when" grants ("You can get
    Tax-Free Childcare if:"), rather than refuses ("You won't qualify if you:": each item is
    a bar of its own) or excepts ("unless you:")."""
    toks = sentence.toks
    at = max(
        (k for k, t in enumerate(toks) if t.text.lower() in ("if", "when", "unless")), default=-1
    )
    if at < 0 or toks[at].text.lower() == "unless":
        return False
    start = max((k + 1 for k in range(at) if toks[k].text in (",", ";")), default=0)
    return start < at and not _positive(toks[start:at])[1]


def _clausal(head: Tok | None) -> bool:
    return head is None or head.pos in ("VERB", "AUX")


def _positive(toks: tuple[Tok, ...]) -> tuple[str, bool]:
    """The text with its clause-level negation removed, and whether it was negated."""
    if not toks:
        return "", False
    drop: set[int] = set()
    swap: dict[int, str] = {}
    negated = False
    by_index = {t.i: t for t in toks}
    aside = _in_asides(toks)  # "you inherited it (and don't know its value)" is not negated
    for k, t in enumerate(toks):
        low = t.text.lower().replace("’", "'")
        if k in aside:
            continue
        if (
            low == "no"
            and k + 1 < len(toks)
            and toks[k + 1].text.lower() == "longer"
            # "no longer than 6 months" is a bound, not "not any more"
            and not (k + 2 < len(toks) and toks[k + 2].text.lower() == "than")
        ):
            negated = True
            drop.update((k, k + 1))
        elif k == 0 and low in ("no", "none") and len(toks) > 2:
            # "No cooperative may be located ...", "none of your payments can be stopped"
            negated = True
            if low == "no" and toks[1].tag == "NN" and toks[1].text.lower() != "one":
                # "No cooperative may ..." -> "A cooperative may ...": the noun keeps its article.
                article = "an" if toks[1].text[:1].lower() in "aeiou" else "a"
                swap[0] = article.capitalize() if t.text[:1].isupper() else article
            elif low == "no" and toks[1].text.lower() == "one":
                # "no one else in your home does" -> "someone else in your home does"
                drop.add(0)
                swap[1] = "Someone" if t.text[:1].isupper() else "someone"
            else:
                drop.update((0, 1) if low == "none" and toks[1].text.lower() == "of" else (0,))
        elif low == "no" and _owned_none(toks, k, by_index):
            # "you have no unspent convictions": not (you have any unspent convictions), so
            # "I have £10,000 in savings" fails "you have no savings over £6,000"
            negated = True
            swap[k] = "any"
        elif (
            k == 0
            and low == "not"
            and len(toks) > 1
            and toks[1].text.lower() not in ("only", "just")
            # "not a UK national but you've lived in the UK for 20 years": a contrast, one whole
            and not any(x.text.lower() == "but" for x in toks)
        ):
            # "(You must be 16 or over and) not in full-time education": a part that opens
            # with "not" is denied whole, whatever the parser hung the "not" on.
            negated = True
            drop.add(k)
        elif (
            t.dep == "neg"
            and low in ("not", "n't", "no")
            and _clausal(by_index.get(t.head))
            # "Veterans who are not Native American may be eligible": a relative clause's
            # negation is its own, not the sentence's.
            and not _relative(by_index.get(t.head), toks)
        ):
            # Clause negation only: "an employee not a worker" keeps its "not".
            negated = True
            drop.add(k)
            # "don't have" -> "have": the do-support goes with the negation; "didn't
            # receive" -> "did receive": a past one stays, the tense is all it says.
            if (
                k > 0
                and toks[k - 1].lemma == "do"
                and toks[k - 1].pos == "AUX"
                and toks[k - 1].tag != "VBD"
            ):
                drop.add(k - 1)
        elif (
            k == 0
            and low == "neither"
            and len(toks) > 2
            and toks[1].text.lower() == "of"
            and not any(x.text.lower() == "nor" for x in toks)
        ):
            # "neither of you pays tax at the higher rate": not (either of you pays it)
            negated = True
            swap[0] = "Either" if t.text[:1].isupper() else "either"
        elif low == "neither" and any(
            x.text.lower() == "nor" and j not in aside for j, x in enumerate(toks[k + 1 :], k + 1)
        ):
            # "if you're neither a student nor an apprentice": not (a student or an apprentice).
            negated = True
            drop.add(k)
    if not negated:
        return _join(toks), False
    for k, t in enumerate(toks):
        if t.text.lower() == "nor" and k not in aside:
            # "not a student nor an apprentice", "neither ... nor ...": the negation taken out,
            # what is left is either one.
            swap[k] = "or"
    pieces = []
    for k, t in enumerate(toks):
        if k in drop:
            if pieces and not pieces[-1].endswith(" "):
                pieces[-1] += " "
            continue
        word = _CONTRACTED.get(t.text.lower(), t.text) if k + 1 in drop else swap.get(k, t.text)
        # Tokens that were not neighbours in the sentence (an item put in a list's place) get a space.
        adjacent = k + 1 >= len(toks) or toks[k + 1].i == t.i + 1
        pieces.append(word + (t.ws if adjacent else " "))
    return re.sub(r"\s+", " ", "".join(pieces)).strip(" .:;,"), True


# "no more than 2 children", "no later than 5 April": a bound, not "not any".
_BOUND_AFTER_NO = frozenset({"more", "less", "fewer", "longer", "later", "earlier", "than"})


def _owned_none(toks: tuple[Tok, ...], k: int, by_index: dict[int, Tok]) -> bool:
    """Whether ``toks[k]``, a "no", is the determiner of what a "have" has ("you have no
    income", "you've had no treatment"), which denies the having."""
    thing = by_index.get(toks[k].head)
    verb = by_index.get(thing.head) if thing is not None else None
    return (
        toks[k].dep == "det"
        and thing is not None
        and thing.dep == "dobj"
        and verb is not None
        and verb.lemma == "have"
        and verb.pos in ("VERB", "AUX")
        and (k + 1 >= len(toks) or toks[k + 1].text.lower() not in _BOUND_AFTER_NO)
    )


def _trimmed(toks: tuple[Tok, ...]) -> tuple[Tok, ...]:
    """The tokens without the punctuation that ends the sentence."""
    end = len(toks)
    while end and toks[end - 1].pos == "PUNCT" and toks[end - 1].text in ".:;,!":
        end -= 1
    return toks[:end]


_RELATIVE_PRONOUNS = frozenset({"who", "that"})
# A refusal that names nothing it refuses: "can't apply", "are not eligible".
_REFUSAL_NAMING_NOTHING = re.compile(
    r"^(?:can\s*not|can['’]t|may\s+not|are\s+not|aren['’]t|is\s+not|isn['’]t)\s+(?:be\s+)?"
    r"(?:apply|claim|qualify|eligible|entitled)$",
    re.I,
)
# The words that open a relative clause on a sentence's subject, left out of what it asks.
_RELATIVE_OPENERS = _RELATIVE_PRONOUNS | {"which"}


def _people_relative(toks: tuple[Tok, ...], first: int) -> int | None:
    """Where a relative clause opens on the people at ``first`` ("disabled adults and
    children who have limited income and assets"): its pronoun, right after a noun of
    people and with nothing but the people's words (no verb) before it; else None."""
    for k in range(first + 1, len(toks)):
        t = toks[k]
        if t.text.lower() in _RELATIVE_PRONOUNS and t.tag in ("WP", "WDT"):
            before = toks[k - 1]
            # (not "divorced spouses of workers who are receiving ...": what the clause
            # says there is said of the workers, not of whom the benefit is for)
            own = before.i == first or (before.dep == "conj" and _descends(toks, k - 1, first, 0))
            if own and _anyone_of_people(before) and k + 1 < len(toks):
                return k
            # "wartime Veterans with limited income who are age 65 or older": the clause
            # after what they have is said of them (read whole, "Are you a wartime Veteran?
            # Yes" had met the age)
            offset = toks[0].i
            held = toks[before.head - offset] if before.dep == "pobj" else None
            if (
                held is not None
                and held.text.lower() == "with"
                and held.head == toks[first].i
                and _anyone_of_people(toks[first])
                and k + 1 < len(toks)
            ):
                return k
            # "people under 25 who are not in work": the clause follows their ages
            aged = next((j for j in range(first, k - 1) if _ages_end(toks, j + 1) == k - 1), None)
            if aged is not None and _anyone_of_people(toks[aged]) and k + 1 < len(toks):
                return k
            return None
        if t.pos in ("VERB", "AUX") and t.tag != "VBN" or t.text in (";", ":", "("):
            return None
    return None


# Words that open, after a comma, an addition of the sentence's own rather than more of
# a relative clause: ", regardless of whether the applicant sustained physical damage".
_CLAUSE_AFTERWORDS = frozenset(
    {"regardless", "including", "such", "which", "unless", "except", "but", "although"}
    | {"though", "while", "whether", "if", "where", "when", "as", "because", "so"}
)


def _relative_clause(toks: tuple[Tok, ...], rel: int) -> tuple[Tok, ...]:
    """The clause the pronoun at ``rel`` opens, up to the end of the sentence or to a
    comma or semicolon outside brackets ("that suffer substantial economic injury as a
    result of the declared disaster, regardless of whether ...")."""
    aside = _in_asides(toks)
    end = next(
        (
            k
            for k in range(rel + 1, len(toks) - 1)
            if toks[k].text in (",", ";")
            and k not in aside
            and toks[k + 1].text.lower() in _CLAUSE_AFTERWORDS
        ),
        len(toks),
    )
    return toks[rel + 1 : end]


# Modals of permission: "you can claim ...", "you may be able to claim ...".
_PERMISSION = frozenset({"can", "ca", "may", "could", "might"})
# Words of being away from home, and prepositions of where.
_ABROAD = frozenset({"abroad", "overseas"})
_PLACE_NOUNS = frozenset({"eea", "eu", "country", "countries", "abroad", "overseas"})


# "from the age of 16" ending the conclusion, or opening it before a comma; and the US
# pages' "as early as age 60", "at age 62 or older": each an age from which it holds.
_FROM_AGE = re.compile(
    r"(?:^|\s)(?P<said>(?:(?:from|as\s+early\s+as)\s+(?:the\s+age\s+of|age)"
    r"|at\s+(?:the\s+)?age(?:\s+of)?(?=\s+\w+\s+or\s+(?:older|over)\b))"
    r"\s+(?P<n>\d{1,3}|[a-z]+(?:-[a-z]+)?)"
    r"(?:\s+years?(?:\s+old)?)?(?:\s+onwards|\s+or\s+(?:older|over))?)(?:\s*,\s*|\W*$)",
    re.I,
)
# "can receive full benefits at full retirement age or older": an age named, not numbered,
# from which it holds (asked as said: the page does not say which age it is).
_AT_NAMED_AGE = re.compile(
    r"\s(?P<said>at\s+(?P<named>(?:(?:your|the)\s+)?(?:(?:full\s+)?retirement|State\s+Pension)"
    r"\s+age)\s+or\s+(?:older|over|later))\W*$",
    re.I,
)


def _place_at(toks: tuple[Tok, ...]) -> int | None:
    """Where a place ends ``toks`` ("... abroad", "... in some countries outside the EEA",
    "... in an EEA country"): "abroad" alone, or the earliest "in", "within" or "outside"
    after which come only the words of a place (no verb), naming a country or region."""
    if toks[-1].text.lower() in _ABROAD and toks[-2].text.lower() not in _WHERE:
        return len(toks) - 1
    for k in range(2, len(toks) - 1):
        if toks[k].text.lower() not in ("in", "within", "outside"):
            continue
        tail = toks[k + 1 :]
        if any(t.pos in ("VERB", "AUX") or t.text in (",", ";", "(") for t in tail):
            continue
        if sum(t.pos == "VERB" for t in toks[:k]) > 1:
            return None  # "apply for a visa to study in the UK": where one studies
        words = " ".join(t.text.lower() for t in tail)
        if any(t.text.lower() in _PLACE_NOUNS for t in tail) or any(
            re.search(rf"\b{re.escape(c)}\b", words) for c in COUNTRIES
        ):
            return k
    return None


def _noun_members(toks: tuple[Tok, ...], first: int, floor: int) -> list[tuple[Tok, ...]]:
    """The nouns joined to the noun at ``first`` ("family farmers and ranchers"), each with
    its modifiers; the last keeps what follows it in its subtree.  Nothing left of ``floor``."""
    members = [first]
    for k in range(first + 1, len(toks)):
        if toks[k].dep == "conj" and toks[k].head in members and toks[k].pos in ("NOUN", "PROPN"):
            members.append(k)
    spans = []
    for n, m in enumerate(members):
        left = m
        while left - 1 > floor and (
            (toks[left - 1].head == m and toks[left - 1].dep in _MODIFIERS)
            # "State and local governments": modifiers joined before the noun
            or (
                toks[left - 1].dep in ("conj", "cc")
                and n > 0
                and _descends(toks, left - 1, m, 0)
                and toks[left - 1].head != members[n - 1]
            )
        ):
            left -= 1
        while (
            left - 2 > floor
            and toks[left - 1].text in ("-", "–")
            and toks[left - 2].end == toks[left - 1].start
            and toks[left - 1].end == toks[left].start
        ):
            left -= 2  # "for-profit businesses", "non-profit organizations": one word
        if n + 1 < len(members):
            right = members[n + 1] - 1
            # "Indian tribes, State and local governments": "State and local" is the next
            # member's (and so are the comma and "and" before it).
            while right > m and (
                (toks[right].head == members[n + 1] and toks[right].dep in _MODIFIERS)
                or (
                    toks[right].dep in ("conj", "cc")
                    and _descends(toks, right, members[n + 1], 0)
                    and toks[right].head != members[n]
                )
            ):
                right -= 1
        else:
            right = max(
                [m]
                + [
                    k
                    for k in range(m + 1, len(toks))
                    if _descends(toks, k, m, 0) and toks[k].dep not in ("advcl",)
                ]
            )
            right = _age_range_end(toks, right)
            if _people(toks[right]) and right + 1 < len(toks):
                # "available for people over 60": spaCy may hang the ages off the verb
                right = _ages_end(toks, right + 1) or right
            rest = toks[right + 1 :]
            if (
                rest
                and rest[0].pos == "ADP"
                and rest[0].text.lower() != "of"
                and _ages_at(toks[left : right + 1]) is not None
                and _verbless(rest)
                and sum(t.pos == "ADP" for t in rest) == 1
            ):
                # "people over 60 on a low income": their state, to the sentence's end (not
                # "women ages 18–39 with breast symptoms with funds from Susan G. Komen")
                right = len(toks) - 1
            # "a one-time payment to disabled Veterans of no more than $19,817": an amount
            # "of" is the payment's, though spaCy hangs it on the people
            right = next(
                (
                    k - 1
                    for k in range(m + 1, right + 1)
                    if toks[k].head == m
                    and toks[k].text.lower() == "of"
                    and k + 1 < len(toks)
                    and _threshold_at(toks, k + 1 + (toks[k + 1].text.lower() == "no")) is not None
                ),
                right,
            )
        opened = sum(t.text == "(" for t in toks[left : right + 1])
        opened -= sum(t.text == ")" for t in toks[left : right + 1])
        while opened > 0 and right + 1 < len(toks):  # an aside ends where its bracket does
            right += 1
            opened -= toks[right].text == ")"
            if opened == 0 and n + 1 == len(members) and toks[right - 1].dep != "appos":
                # "workers who are receiving (or are eligible to receive) Social Security
                # benefits": the aside broke spaCy's parse; what it interrupts runs on to
                # the end of the sentence (or the next comma) where no verb comes after it.
                rest = toks[right + 1 :]
                cut = next((j for j, t in enumerate(rest) if t.text in (",", ";")), len(rest))
                if rest and not any(t.pos in ("VERB", "AUX") for t in rest[:cut]):
                    right += cut
        piece = toks[left : right + 1]
        while piece and piece[-1].pos in ("CCONJ", "PUNCT") and piece[-1].text != ")":
            piece = piece[:-1]
        if not piece:
            return []
        spans.append(piece)
    return spans + _people_after(toks, spans[-1][-1].i + 1, floor)


def _people_after(toks: tuple[Tok, ...], at: int, prep: int) -> list[tuple[Tok, ...]]:
    """ "available to seniors over 60 and (to) people with disabilities": people named after
    an "and" or "or" (with the same preposition again, or none) to the sentence's end, with
    no verb, are one more of whom it is for; spaCy hangs them on the verb (they had been
    dropped: a disabled person of 40 got No)."""
    if at >= len(toks) or toks[at].text.lower() not in ("and", "or"):
        return []
    j = at + 1
    if j < len(toks) and 0 <= prep < at and toks[j].text.lower() == toks[prep].text.lower():
        j += 1
    rest = toks[j:]
    while rest and rest[-1].pos == "PUNCT":
        rest = rest[:-1]
    if not rest or not any(_people(t) for t in rest[:3]) or not _verbless(rest):
        return []
    return [rest]


def _state_of(word: Tok, piece: tuple[Tok, ...]) -> bool:
    """Whether ``word`` is a participle saying the state of the people it stands before
    ("disabled Veterans", "divorced spouses"), not a kind of them ("family farmers")."""
    head = next((t for t in piece if t.i == word.head), None)
    participle = word.tag == "VBN" or (word.tag == "JJ" and word.text.lower().endswith("ed"))
    return participle and word.dep == "amod" and head is not None and _people(head)


_AGE_NOUNS = frozenset({"age", "ages", "aged"})
_RANGE_WORDS = frozenset({"to", "-", "–", "and", "through"})


def _age_range_end(toks: tuple[Tok, ...], right: int) -> int:
    """Where a member ending in an age word ends, with the ages after it.

    "available for women ages 18–39 with breast symptoms": the parser may hang
    "18–39" off the verb; the ages are the member's all the same.
    """
    if toks[right].text.lower() not in _AGE_NOUNS:
        return right
    k = right + 1
    while k < len(toks) and (
        _NUMERIC.fullmatch(toks[k].text)
        or (
            toks[k].text.lower() in _RANGE_WORDS
            and k + 1 < len(toks)
            and _NUMERIC.fullmatch(toks[k + 1].text)
        )
    ):
        right = k
        k += 1
    return right


def _ages_end(toks: tuple[Tok, ...], k: int) -> int | None:
    """Where an age said from ``toks[k]`` on ends ("over 60", "aged 16 to 24", "ages
    18–39", "under the age of 21"): the index of its last token; None where no age (nor a
    bare number, which said of people is their age) starts there, or where the number
    counts something else ("over 200 employees")."""
    word = toks[k].text.lower()
    if word not in _AGE_NOUNS and _threshold_at(toks, k) is None:
        return None
    said = _join(toks[k:])
    measures = find_measures(said)
    if not measures or measures[0].start != 0 or measures[0].quantity not in ("age", "count"):
        return None
    stop = toks[k].start + measures[0].end
    end = max(j for j in range(k, len(toks)) if toks[j].start < stop)
    if measures[0].quantity == "count" and end + 1 < len(toks) and toks[end + 1].pos == "NOUN":
        return None
    return end


def _ages_at(piece: tuple[Tok, ...]) -> tuple[int, int] | None:
    """Where the ages start and end in people said with them ("women ages 18–39",
    "adults aged 65 or over", "people over 60 on a low income"); else None."""
    return next(
        (
            (cut, end)
            for cut in range(1, len(piece))
            if _anyone_of_people(piece[cut - 1]) and (end := _ages_end(piece, cut)) is not None
        ),
        None,
    )


def _verbless(words: tuple[Tok, ...]) -> bool:
    """Whether the words are a phrase with no verb of their own (the participle of
    "approved education" is none) nor a break: "in approved education or training"."""
    return not any(
        (t.pos in ("VERB", "AUX") and t.dep != "amod") or t.text in (",", ";", "(") for t in words
    )


# Nouns of people that say nothing of whom they name: "people over 60" asks the age only.
_OF_NO_KIND = frozenset({"people", "person", "persons", "individual", "individuals", "anyone"})
# Whom a user claims for: "You can claim Child Benefit for a child under 16".
_DEPENDANTS = frozenset({"child", "baby", "dependant", "dependent", "son", "daughter"})


_NUMERIC = re.compile(r"\d+(?:[-–]\d+)?")


_AUXILIARY = frozenset({"aux", "auxpass", "neg"})
# Words of eligibility: whom a statement of them is about are its conditions.
_ELIGIBILITY = frozenset({"qualify", "eligible", "entitle", "entitled"})
_MODIFIERS = frozenset({"det", "amod", "compound", "nummod", "poss", "nmod"})
# Verbs of providing: whom they provide for are the statement's conditions.
_PROVIDING = frozenset(
    {"provide", "offer", "help", "give", "pay", "serve", "grant", "assist", "lend", "award"}
)

# Verbs of what something is made for: "is designed to assist", "is intended to help".
_PURPOSED = frozenset({"design", "intend", "aim", "mean"})

# Nouns of people (and of the bodies a program serves): "for" one of them says for whom.
_PEOPLE = PERSON_NOUNS | GROUPS | {"government", "senior", "laborer"}


def _people(tok: Tok) -> bool:
    """Whether the word names people ("Veterans", "families")."""
    word = tok.lemma.lower()
    return word in _PEOPLE or word.removesuffix("s") in _PEOPLE


def _anyone_of_people(tok: Tok) -> bool:
    """Whether the word names people, of a kind or of none ("Veterans", "anyone")."""
    return _people(tok) or tok.lemma.lower() in _OF_NO_KIND


# Words of what two people do or have as one: "live together", "a combined income".
_TOGETHER = frozenset(
    {"together", "combined", "joint", "jointly", "between", "each", "other", "both", "share"}
)


def _required_of_them(toks: tuple[Tok, ...], root: int) -> tuple[Tok, ...]:
    """What a statement of providing requires of whom it provides for: the "to" phrase of
    "and requires adults to work or prepare for work" ("work or prepare for work"), or
    nothing."""
    requires = next(
        (
            k
            for k, t in enumerate(toks)
            if t.head == root and t.dep == "conj" and t.lemma == "require"
        ),
        None,
    )
    done = next(
        (
            k
            for k, t in enumerate(toks)
            if requires is not None and t.head == requires and t.dep == "xcomp"
        ),
        None,
    )
    if done is None or toks[done - 1].text.lower() != "to":
        return ()
    return toks[done : _subtree_end(toks, done) + 1]


def _owned_by_subject(toks: tuple[Tok, ...], k: int, root: int) -> bool:
    """Whether the "with" at ``k`` says what the subject of the verb at ``root`` has
    ("People with savings over £16,000 can't ...", "..., or with an annual turnover of ...")."""
    with_ = toks[k]
    if with_.dep == "conj" and toks[with_.head].text.lower() == "with":
        with_ = toks[with_.head]  # the second of "with X, or with Y"
    owner = toks[with_.head]
    return with_.dep == "prep" and owner.dep in ("nsubj", "nsubjpass") and owner.head == root


def _ages_of_people(expr: Expr) -> Expr:
    """A bare number said of people is their age: "Apprentices over 19 who ...", "people
    who are over 65" (the comparison's words lost the noun that said so)."""
    if isinstance(expr, Comparison):
        if expr.quantity == "count" and 0 < expr.value < 130:
            return replace(expr, quantity="age", unit="year")
        return expr
    if isinstance(expr, Not):
        return replace(expr, item=_ages_of_people(expr.item))
    if isinstance(expr, (And, Or)):
        return replace(expr, items=tuple(_ages_of_people(i) for i in expr.items))
    return expr


def _people_list(toks: tuple[Tok, ...]) -> list[tuple[Tok, ...]]:
    """ "People with low income, seniors, and people with disabilities": the groups of
    people a list names, each naming people of its own; else the whole as one."""
    aside = _in_asides(toks)
    pieces: list[list[Tok]] = [[]]
    for k, t in enumerate(toks):
        if k not in aside and (t.text in (",", ";") or t.text.lower() in ("and", "or")):
            if pieces[-1]:
                pieces.append([])
        else:
            pieces[-1].append(t)
    pieces = [p for p in pieces if p]
    if len(pieces) > 1 and all(
        any(_people(t) for t in p) and p[0].pos in ("NOUN", "PROPN", "ADJ", "DET", "NUM")
        for p in pieces
    ):
        return [tuple(p) for p in pieces]
    whole = tuple(t for t in toks if t.pos != "PUNCT" or t.text in ("(", ")", "-"))
    return [whole] if whole else []


def _people_pieces(toks: tuple[Tok, ...], prep: int) -> list[tuple[Tok, ...]]:
    """ "for low-income families, people who are elderly, and people with disabilities":
    the comma-separated groups of people after ``prep``, where spaCy did not join them."""
    aside = _in_asides(toks)
    pieces: list[list[Tok]] = [[]]
    for k in range(prep + 1, len(toks)):
        if toks[k].text == "," and k not in aside:
            pieces.append([])
        elif toks[k].text.lower() in ("and", "or") and not pieces[-1]:
            continue
        else:
            pieces[-1].append(toks[k])
    if len(pieces) < 2 or any(
        not p
        or not any(_people(t) for t in p)
        or any(t.tag in FINITE_TAGS and t.dep != "relcl" for t in p)  # clauses are no group
        for p in pieces
    ):
        return []
    return [tuple(p) for p in pieces]


# Nouns of a ban, and what may stand before one ("There's a ban on ...", "There is an
# embargo on ...").
_BAN_NOUNS = frozenset({"ban", "embargo", "prohibition"})
_BAN_LEAD = re.compile(r"^there\s*(?:['’]s|is|are)\s+(?:a|an)\b", re.I)

# Modals of what may happen: "or you could face a penalty".
# "... or you may be charged a penalty": what happens when a duty is not done.
_PENALTY = re.compile(
    r"^(?:you|they|he|she|it)\s+(?:may|might|could|will)\s+be\s+"
    r"(?:charged|fined|prosecuted|penali[sz]ed)\b[^,;]*$",
    re.I,
)
_POSSIBLE = frozenset({"could", "may", "might", "will", "'ll", "’ll", "can", "would"})


def _relative(verb: Tok | None, toks: tuple[Tok, ...]) -> bool:
    """Whether ``verb`` heads a relative clause opened by its own pronoun ("someone who
    isn't on your Medicare card", "a benefit that can't be reduced"), or is conjoined to a
    verb that does ("students who show financial need and have not earned a degree")."""
    by_index = {t.i: t for t in toks}
    while verb is not None and verb.dep == "conj" and verb.head != verb.i:
        verb = by_index.get(verb.head)
    return (
        verb is not None
        and verb.dep == "relcl"
        and any(
            t.head == verb.i and t.text.lower() in ("who", "which", "that", "whom", "whose")
            for t in toks
        )
    )


_ELIGIBLE = re.compile(r"^(?:you|they)(?:['’]re| are) (?:still )?eligible$", re.I)


def _piece_provenance(piece: str, source: tuple[str, int], prov: Provenance) -> Provenance | None:
    """``prov`` narrowed to where ``piece`` stands in the sentence ``source`` (its text and
    offset), or None where it does not."""
    at = source[0].find(piece)
    if at < 0:
        return None
    return replace(prov, span=Span(source[1] + at, source[1] + at + len(piece)))


def _compared(worded: str, where: Provenance, read, lead_in: str) -> Comparison:
    """The comparison a measure read from ``worded`` makes."""
    return Comparison(
        worded, where, read.quantity, read.op, read.value, read.unit, read.upper, lead_in
    )


def _two_thresholds(
    text: str, measures, source: tuple[str, int], prov: Provenance, lead_in: str
) -> Expr | None:
    """ "you're under 18 or over 65": either of two thresholds on one quantity.

    Each is a comparison worded with what comes before the first ("you're under
    18", "you're over 65"), and spans its own threshold in ``source`` (the leaf's
    text and where it starts).  A range ("at least 16 and under 19") is one
    comparison, between its bounds, asked as one question.
    """
    if len(measures) != 2 or measures[0].quantity != measures[1].quantity:
        return None
    first, second = measures
    joint = text[first.end : second.start].strip().lower()
    if (
        joint in ("and", "but")
        and first.op in (">=", ">")
        and second.op in ("<", "<=")
        # not an age on another day ("at least 16 and under 19 on 31 August 2017"): asked
        and not re.match(r"\s+on\b", text[second.end :])
    ):
        # a bound the range does not include is left out by a hair: "under 19" is not 19
        low = first.value * (1 + 1e-9) if first.op == ">" else first.value
        high = second.value * (1 - 1e-9) if second.op == "<" else second.value
        return Comparison(text, prov, first.quantity, "between", low, first.unit, high, lead_in)
    if joint != "or":
        return None
    parts = []
    for m in measures:
        piece = text[m.start : m.end]
        where = _piece_provenance(piece, source, prov)
        if where is None:
            return None
        parts.append(_compared(f"{text[: first.start]}{piece}", where, m, lead_in))
    return disj(*parts)


def _one_verb_two_measures(
    text: str,
    toks: tuple[Tok, ...],
    measures,
    source: tuple[str, int],
    prov: Provenance,
    lead_in: str,
) -> Expr | None:
    """ "have fewer than 50 employees and an annual turnover of less than £10 million": one
    verb's two objects, each measured on a quantity of its own, both needed (either, when
    joined by "or").

    Read whole, the first threshold alone decided (a business of 20 staff turning over
    £12 million met it: a silent Yes).  None unless one "and" (or "or") parts the two
    measures, what follows it up to the second is a noun's words with no verb of their own,
    and nothing with a verb or a number comes after the second.
    """
    if len(measures) != 2 or measures[0].quantity == measures[1].quantity:
        return None
    first, second = measures
    between = text[first.end : second.start]
    joints = list(re.finditer(r"\s+(?:and|or)\s+", between))
    verb = text[: first.start]
    if len(joints) != 1 or re.search(r"[\d,;]", between) or not verb.strip():
        return None
    cut = first.end + joints[0].start()
    tail = text[second.end :]
    at = {t.start - source[1]: t for t in toks}
    own = [t for t in at.values() if cut <= t.start - source[1] < second.start]
    after = [t for t in at.values() if t.start - source[1] >= second.end]
    if any(t.pos in ("VERB", "AUX") for t in (*own, *after)) or re.search(r"\d", tail):
        return None  # "work at least 16 hours a week and earn ...": a verb of its own
    if not any(t.pos in ("VERB", "AUX") for t in at.values() if t.start - source[1] < first.start):
        return None
    second_piece = text[first.end + joints[0].end() :].rstrip(" ,.")
    parts = ((text[:cut], text[:cut], first), (second_piece, f"{verb}{second_piece}", second))
    return _measured_pair(parts, joints[0].group(), source, prov, lead_in)


def _measured_pair(
    parts, joint: str, source: tuple[str, int], prov: Provenance, lead_in: str, reread=False
) -> Expr | None:
    """The two comparisons of ``parts`` (each its piece of the text, its wording and its
    measure), both needed, or either when ``joint`` is "or"; ``reread``: each measure read
    again in its own wording (a subject put before it shifts where it stands)."""
    nodes = []
    for piece, worded, m in parts:
        where = _piece_provenance(piece, source, prov)
        if where is None:
            return None
        if reread:
            m = under_lead_in(replace(m, start=0, end=len(worded)), worded, lead_in)
        nodes.append(_compared(worded, where, m, lead_in))
    return (disj if joint.strip(" ,").lower() == "or" else conj)(*nodes)


_SUBJECT_SAID = re.compile(
    r"^(?P<who>you|they|he|she|we|(?:your|their|his|her)\s+\w+)"
    r"(?:['’](?:re|s|ve)|\s+(?:are|is|am|have|has))?\s+",
    re.I,
)


def _one_subject_two_measures(
    text: str,
    toks: tuple[Tok, ...],
    measures,
    source: tuple[str, int],
    prov: Provenance,
    lead_in: str,
) -> Expr | None:
    """ "you're 25 or over and work at least 30 hours a week": one subject, two predicates,
    each measured on a quantity of its own, both needed (either, when joined by "or"); the
    second worded with the subject ("you work at least 30 hours a week").

    Read whole, it was one question, and "Are you 25 or over? Yes" met it all.  None unless
    one "and" (or "or") parts the two measures and a verb opens what follows it."""
    if len(measures) != 2 or measures[0].quantity == measures[1].quantity:
        return None
    subject = _SUBJECT_SAID.match(text)
    first, second = measures
    if subject is None or subject.end() > first.start:
        return None
    between = text[first.end : second.start]
    joints = list(re.finditer(r",?\s+(?:and|or)\s+", between))
    # (the first's own words may run on before the joint: "for at least 26 weeks in the
    # 66 weeks before your baby is due, and earned at least £30 a week")
    if len(joints) != 1 or ";" in between or re.search(r"[\d,]", between[joints[0].end() :]):
        return None
    cut, after = first.end + joints[0].start(), first.end + joints[0].end()
    at = {t.start - source[1]: t for t in toks}
    verb = at.get(after)
    if verb is None or verb.pos not in ("VERB", "AUX") or verb.tag == "VBG":
        return None
    second_piece = text[after:].rstrip(" ,.")
    parts = (
        (text[:cut], text[:cut], first),
        (second_piece, f"{subject.group('who')} {second_piece}", second),
    )
    return _measured_pair(parts, joints[0].group(), source, prov, lead_in, reread=True)


def _beside_someone(measures: tuple) -> tuple:
    """The measures less a count of one or more beside another: "you care for one or more
    people for at least 20 hours a week" counts the hours (one or more people is someone;
    with two measures the clause had been kept whole, and "I care for my mum 25 hours a
    week" was asked)."""
    some = [m for m in measures if m.quantity == "count" and m.op == ">=" and m.value == 1]
    if len(measures) == 2 and len(some) == 1:
        return tuple(m for m in measures if m is not some[0])
    return measures


# Whose "be" a list of what one is follows: "you're", "they are", a duty's bare "be", or none.
# "you're both over 18 and a UK resident", "either over 60 or disabled": the pair's word
# says what the list's connective says.
_BE_SUBJECT = re.compile(
    r"^(?P<be>(?:you|they|he|she|it|we)(?:['’]re|['’]s| are| is)\s+|be\s+"
    # a relative clause's, its subject the people it is said of: "(Carers who) are under
    # 16 or in full-time education"
    r"|(?:are|is)\s+"
    # another's: "your partner is over 60 and disabled"
    r"|(?:your|their|his|her)\s+\w+\s+(?:is|are)\s+"
    # a duty's whole sentence: "You must be 16 or over and in full-time education"
    r"|(?:you|they|he|she|it|we|your\s+\w+)\s+(?:must|needs?\s+to|ha(?:ve|s)\s+to|should)\s+be\s+)?"
    r"(?P<pair>(?:both|either)\s+)?(?P<aged>aged?\s+)?",
    re.I,
)
_LIST_SEPARATOR = re.compile(r"\s*,\s*(?:(?:or|and)\s+)?|\s+(?:or|and)\s+", re.I)
# A state said after a threshold and "and": "under 20 and in approved education".
_STATE_OPENING = re.compile(r"(?:in|on|at|with|without|from|a|an|the|not)\b", re.I)


def _alternatives_of_being(
    text: str,
    measures,
    source: tuple[str, int],
    prov: Provenance,
    lead_in: str,
    continues: str = "",
) -> Expr | None:
    """ "you're over 60 or disabled", "you're 60 or over, under 16, or pregnant": what one
    is, listed with "or", thresholds among them; any one will do.  "(be) under 20 and in
    approved education": a threshold and a state, both needed.

    Each item is a condition of its own, worded with the subject ("you're under 16",
    "you're pregnant") and spanning its own words; read whole, a disabled person of 40
    would fail the first, the second would not be read at all, and the third would need
    the age only.  None unless the items are joined by commas and one connective (the "or"
    inside "60 or over" joins nothing), with a threshold among them; a list joined by
    "and" is a threshold then a state, and two thresholds ("at least 16 and under 19", a
    range) stay one condition.  ``continues`` is the connective of a list the text's own
    commas open and a later clause closes: "you're 60 or over, pregnant, or have a medical
    exemption certificate" (the last said with a verb of its own) lists three.
    """
    subject = _BE_SUBJECT.match(text)
    begin, aged = subject.end(), subject.group("aged") or ""
    # US pages' noun: "you are age 65 or older, blind, or disabled" (the threshold starts
    # at its number)
    noun = aged.strip().lower() == "age"
    if aged and any(
        m.start == (subject.end() if noun else subject.start("aged")) for m in measures
    ):
        # "you're aged 16 to 19 and in full-time education": "aged" is the first item's
        # threshold's own word, not the list's (the state had been dropped: a silent Yes)
        begin, aged = subject.start("aged"), ""
    elif noun:
        return None
    cuts = [
        m
        for m in _LIST_SEPARATOR.finditer(text, begin)
        if not any(x.start <= m.start() < x.end for x in measures)
    ]
    words = [set(m.group().lower().split()) for m in cuts]
    both = None  # "..., or 16 to 18 and in full-time education": the last item needs two
    if len(cuts) >= 3 and words[-1] == {"and"} and "or" in words[-2] and words.count({"and"}) == 1:
        both, cuts = cuts[-1], cuts[:-1]
    joins = {w for m in cuts for w in ("or", "and") if w in m.group().lower().split()}
    open_list = bool(continues and cuts and not joins and both is None)
    if open_list:
        joins = {continues}
    if (
        not cuts
        or len(joins) != 1
        or not (open_list or set(cuts[-1].group().lower().split()) & joins)
    ):
        return None
    if both is not None and joins != {"or"}:
        return None
    pair = (subject.group("pair") or "").strip().lower()
    if pair and joins != {"and" if pair == "both" else "or"}:
        return None  # "either ... and": not a pair of alternatives
    said = f"{subject.group('be') or ''}{aged}"
    bounds = [begin] + [p for m in cuts for p in (m.start(), m.end())] + [len(text)]
    items = []
    for a, b in zip(bounds[::2], bounds[1::2], strict=True):
        if both is not None and b == len(text):
            b = both.start()  # the threshold; the state after "and" is needed with it
        piece = text[a:b]
        inside = [m for m in measures if a <= m.start and m.end <= b]
        where = _piece_provenance(piece, source, prov)
        if not piece or where is None or len(inside) > 1 or (not inside and find_measures(piece)):
            return None
        worded = f"{said}{piece}"
        if not inside and said:
            # "..., or 16 to 18": a bare range is an age under the subject's "be" only
            shift = a - len(said)  # where the worded item's measure stands in ``text``
            again = find_measures(worded)
            inside = [
                replace(m, start=m.start + shift, end=m.end + shift)
                for m in again[:1]
                if m.start == len(said) and len(again) == 1
            ]
        if not inside:
            items.append(Condition(worded, where, lead_in))
            continue
        opening = len(subject.group("aged")) if noun and a == begin else 0
        if inside[0].start != a + opening or inside[0].end < b - 1:
            return None  # words of its own besides the threshold: not an item of the list
        # "(Your child must be) under 20": a bare number under a person's "be" is an age
        # ("You must be both over 18 and ...": the subject's own "be" is a person's)
        person = f"{lead_in} {subject.group('be') or ''}".strip()
        m = under_lead_in(replace(inside[0], start=0, end=b - a), piece, person)
        items.append(_compared(worded, where, m, lead_in))
    if both is not None:
        state = text[both.end() :]
        where = _piece_provenance(state, source, prov)
        if not isinstance(items[-1], Comparison) or where is None:
            return None
        if not _STATE_OPENING.match(state) or re.search(r"\d", state):
            return None
        items[-1] = conj(items[-1], Condition(f"{said}{state}", where, lead_in))
    if len(items) < 2 or all(isinstance(i, Condition) for i in items):
        return None
    if joins == {"or"}:
        return disj(*items)
    first, state = items if len(items) == 2 else (None, None)
    if not isinstance(first, Comparison) or not isinstance(state, Condition):
        return None
    if not _STATE_OPENING.match(text, bounds[-2]):
        return None
    return conj(first, state)


_AND = re.compile(r"\s+and\s+", re.I)
# "you're aged 18 or over but under State Pension age": "but" joins as "and" does.
_AND_BUT = re.compile(r"\s+(?:and|but)\s+", re.I)
_LEAD_ENDS_IN_BE = re.compile(r"\b(?:be|are|is|['’]re)(?:\s+(?:either|both))?\W*$", re.I)
# The subject and "be" a clause opens with: "your child is ", "they're ".
_BEING_SUBJECT = re.compile(
    r"^(?:(?:you|they|he|she|we)(?:['’]re|['’]s| are| is)|(?:your|their|his|her)\s+\w+\s+(?:is|are))\s+",
    re.I,
)
# A state said with a verb of its own, not after "be": "(they're over 16 and) have a baby".
_VERB_OPENING = re.compile(
    r"(?:have|has|had|live|lives|get|gets|receive|receives|work|works|earn|earns|own|owns|"
    r"need|needs|care|cares|pay|pays)\b",
    re.I,
)


def _said_of_one(verb: Tok) -> str:
    """The verb said of one ("who have left school" of a child: "has left school")."""
    low = verb.text.lower()
    if low in AUX_OF_ONE:
        return AUX_OF_ONE[low]
    if re.search(r"(?:s|sh|ch|x|z|o)$", low):
        return f"{low}es"
    if re.search(r"[^aeiou]y$", low):
        return f"{low[:-1]}ies"
    return f"{low}s"


def _bare_ages(text: str, lead_in: str) -> tuple:
    """ "You must be either:" + "18 to 24 and studying full time": the ages an item opens
    with bare, as they are read after its lead-in's "be" ("be 18 to 24")."""
    if not re.match(r"\d", text) or not _LEAD_ENDS_IN_BE.search(lead_in):
        return ()
    return tuple(replace(m, start=m.start - 3, end=m.end - 3) for m in find_measures(f"be {text}"))


def _threshold_and_state(
    text: str, measures, source: tuple[str, int], prov: Provenance, lead_in: str
) -> Expr | None:
    """ "you're over 60 and disabled or a carer", "you're a student and under 25": a
    threshold and a state said under one "you're", both needed.

    Read whole, the state was dropped and the threshold alone decided (a 65-year-old who
    is neither disabled nor a carer got Yes).  None unless one "and" parts the threshold,
    alone on its side, from words with no number in them.
    """
    subject = _BE_SUBJECT.match(text)
    # "you must be either:" + "18 to 24 and studying full time": the lead-in's "be"
    if not (subject.group("be") or _LEAD_ENDS_IN_BE.search(lead_in)) or len(measures) != 1:
        return None
    m = measures[0]
    begin, aged = subject.end(), subject.group("aged") or ""
    if aged and m.start == subject.start("aged"):
        begin, aged = subject.start("aged"), ""  # "you're aged 18 or over but under ..."
    cuts = [a for a in _AND_BUT.finditer(text, begin) if not m.start <= a.start() < m.end]
    if (
        len(cuts) > 1
        and not text[m.end : cuts[0].start()].strip(" ,")
        and _VERB_OPENING.match(text, cuts[0].end())
    ):
        # "19 to 24 and have an education, health and care plan": the "and" straight after
        # the threshold opens a doing, whose object's "and" is its own (read whole, the
        # plan was dropped and a 20-year-old without one met the age alone: a silent Yes).
        cuts = cuts[:1]
    if len(cuts) != 1:
        return None
    cut = cuts[0]
    if m.end <= cut.start():
        bounds, state_at = (begin, cut.start()), (cut.end(), len(text))
    elif m.start >= cut.end():
        bounds, state_at = (cut.end(), len(text)), (begin, cut.start())
    else:
        return None
    threshold = text[bounds[0] : bounds[1]].rstrip(" ,.")
    state = text[state_at[0] : state_at[1]].strip(" ,.")
    if m.start != bounds[0] or m.end < bounds[0] + len(threshold) - 1:
        return None  # words of its own besides the threshold
    # (a number in a doing of its own is its words: "and work 30 hours a week")
    if not state or (re.search(r"\d", state) and not _VERB_OPENING.match(state)):
        return None
    # (a doing may run as long as _threshold_and_doing's: "have an education, health and
    # care plan", "studying full time in an approved course")
    doing = _VERB_OPENING.match(state) or _DOING.match(state)
    if len(state.split()) > (8 if doing else 6):
        return None
    said = f"{subject.group('be') or ''}{aged}"
    nodes = []
    for piece in sorted((threshold, state), key=text.find):
        where = _piece_provenance(piece, source, prov)
        if where is None:
            return None
        if piece is state:
            # "they're over 16 and have a baby": a verb of its own takes the subject alone
            own = _VERB_OPENING.match(piece)
            who = re.match(r"(?:you|they|he|she|it|we)\b", said, re.I) if own else None
            worded = f"{who.group()} {piece}" if who else piece if own else f"{said}{piece}"
            nodes.append(Condition(worded, where, lead_in))
            continue
        read = under_lead_in(replace(m, start=0, end=len(piece)), piece, lead_in)
        nodes.append(_compared(f"{said}{piece}", where, read, lead_in))
    return conj(*nodes)


# Who does what a clause says: "you ", "your partner ".
_DOING_SUBJECT = re.compile(r"^(?P<who>you|they|he|she|we|(?:your|their|his|her)\s+\w+)\s+", re.I)


def _one_subjects_two_verbs(
    text: str,
    toks: tuple[Tok, ...],
    measures,
    source: tuple[str, int],
    prov: Provenance,
    lead_in: str,
) -> Expr | None:
    """ "you live in Wales and work in England", "you live in Wales and work at least 16
    hours a week", "you have expenses and study full-time on a course of at least 30
    weeks": two verbs of one subject, both needed, each worded with the subject.

    Read whole, a threshold alone decided ("I live in England and work 20 hours a week"
    met it: a silent Yes), and a clause naming the places met it by its words ("I live in
    Wales and work in Wales" met "... work in England").  None unless one "and" (or
    "but") parts two verbs spaCy reads as such, with a threshold, if one, wholly on one
    side and no number on the other.
    """
    subject = _DOING_SUBJECT.match(text)
    if subject is None or len(measures) > 1 or _BE_SUBJECT.match(text).group("be"):
        return None
    m = measures[0] if measures else None
    cuts = [
        a
        for a in _AND_BUT.finditer(text, subject.end())
        if m is None or not m.start <= a.start() < m.end
    ]
    if len(cuts) != 1:
        return None
    cut = cuts[0]
    at = {t.start - source[1]: t for t in toks}
    verbs = (at.get(subject.end()), at.get(cut.end()))
    if any(v is None or v.pos not in ("VERB", "AUX") or v.tag == "VBG" for v in verbs):
        return None  # "you work and study" needs a verb on both sides, not "you're caring"
    joined = next(k for k, t in enumerate(toks) if cut.start() <= t.start - source[1] < cut.end())
    if _object_shared(toks, joined):
        return None  # "you own and live in the home": one duty, the home owned too
    first, second = (subject.end(), cut.start()), (cut.end(), len(text))
    if len(text[first[0] : first[1]].split()) < 2:
        return None  # "you work and pay National Insurance in the UK": "in the UK" is both's
    if m is None:
        threshold, state = None, None
    elif m.end <= cut.start():
        threshold, state = first, second
    elif m.start >= cut.end():
        threshold, state = second, first
    else:
        return None
    if state is not None and re.search(r"\d", text[state[0] : state[1]]):
        return None
    nodes = []
    for lo, hi in (first, second):
        piece = text[lo:hi].strip(" ,.")
        where = _piece_provenance(piece, source, prov)
        if not piece or where is None:
            return None
        worded = f"{subject.group('who')} {piece}"
        if (lo, hi) != threshold:
            nodes.append(Condition(worded, where, lead_in))
            continue
        read = under_lead_in(replace(m, start=0, end=len(piece)), piece, lead_in)
        nodes.append(_compared(worded, where, read, lead_in))
    return conj(*nodes)


_OR = re.compile(r"\s+or\s+", re.I)
_DETERMINER = re.compile(r"\b(?:a|an|the|your|their|any|some)\s", re.I)
_PRONOUN_SUBJECT = re.compile(r"^(?:you|they|he|she|we)\s", re.I)
_COPULA = re.compile(r"(?:\s(?:is|are|am)|['’](?:re|s))\s", re.I)


# A doing that opens a condition, the first of a pair joined by "and": "looking after
# children under 12", "you're caring for someone".
_DOING = re.compile(
    r"(?:(?:you|they|he|she|we)(?:['’]re|\s+are|\s+were|\s+was|['’]s|\s+is)\s+)?[a-z]+ing\b", re.I
)
_AND_DOING = re.compile(r"\s*,?\s+and\s+(?P<rest>[a-z]+ing\b[^,;:()\d]*)$", re.I)


def _threshold_and_doing(
    text: str, measures, source: tuple[str, int], prov: Provenance, lead_in: str
) -> Expr | None:
    """ "looking after children under 12 and claiming Child Benefit", "caring for a sick or
    disabled person more than 20 hours a week and claiming Carer's Credit": a threshold,
    then "and" and a doing of its own, both needed (the first a doing too, as "and" pairs
    like with like).

    Read whole, the threshold alone decided (a scenario of looking after a 5-year-old
    without claiming Child Benefit got Yes).  None unless the "and" follows the threshold
    straight after it and what it adds is a few words opening with an "-ing" verb.
    """
    if len(measures) != 1:
        return None
    m = measures[0]
    doing = _AND_DOING.match(text, m.end)
    if doing is None or len(doing.group("rest").split()) > 8:
        return None
    first, rest = text[: m.end].rstrip(" ,"), doing.group("rest").strip(" .")
    if not _DOING.match(first):
        return None  # "keep records ... for up to 2 years and storing them": no pair of doings
    nodes = []
    for piece in (first, rest):
        where = _piece_provenance(piece, source, prov)
        if where is None:
            return None
        if piece is rest:
            nodes.append(Condition(rest, where, lead_in))
        else:
            nodes.append(_compared(piece, where, under_lead_in(m, piece, lead_in), lead_in))
    return conj(*nodes)


_NONE_AT_ALL = re.compile(r"(?:not\s+at\s+all|none(?:\s+at\s+all)?|nothing(?:\s+at\s+all)?)", re.I)


def _threshold_or_more(
    text: str, measures, source: tuple[str, int], prov: Provenance, lead_in: str
) -> Expr | None:
    """ "you have a child under 16 or a disabled child": a threshold, then "or" and another
    way in with no number, either one enough.

    Read whole, the threshold alone decided (a disabled 18-year-old son failed it: a
    silent No).  The other way takes the first's words up to where the thing it names
    begins ("you have " + "a disabled child"), its words up to its "is" ("your child is "
    + "disabled"), or the subject alone before a verb ("you " + "get Pension Credit").
    None unless one "or" follows the threshold straight after it.
    """
    if len(measures) != 1:
        return None
    m = measures[0]
    cuts = [c for c in _OR.finditer(text) if c.start() >= m.end]
    if len(cuts) != 1 or text[m.end : cuts[0].start()].strip(" ,"):
        return None
    cut = cuts[0]
    first, rest = text[: cut.start()].rstrip(" ,"), text[cut.end() :].strip(" ,.")
    if not rest or re.search(r"\d", rest) or len(rest.split()) > 8 or find_measures(rest):
        return None
    if m.op in ("<", "<=") and _NONE_AT_ALL.fullmatch(rest):
        # "you work fewer than 16 hours a week or not at all": none is under the bound too
        # (the other way had been asked "Does this apply to you: you not at all?")
        where = _piece_provenance(first, source, prov)
        return None if where is None else _compared(first, where, m, lead_in)
    if (be := _COPULA.search(first, 0, m.start)) is not None:
        worded = f"{first[: be.end()]}{rest}"  # "your child is " + "disabled"
    elif _DETERMINER.match(rest):
        thing = _DETERMINER.search(first)
        if thing is None or not 0 < thing.start() < m.start:
            return None
        worded = f"{first[: thing.start()]}{rest}"
    elif (subject := _PRONOUN_SUBJECT.match(first)) is not None:
        worded = f"{subject.group()}{rest}"
    else:
        return None
    nodes = []
    for piece, said in ((first, first), (rest, worded)):
        where = _piece_provenance(piece, source, prov)
        if where is None:
            return None
        if piece is rest:
            nodes.append(Condition(said, where, lead_in))
            continue
        nodes.append(_compared(piece, where, under_lead_in(m, piece, lead_in), lead_in))
    return disj(*nodes)


# "you care for someone for 35 hours a week": the hours a week a rule says an activity
# lasts are its least, as gov.uk means them ("at least 35 hours a week"); "for around 30
# hours a week" is no bound.
_BARE_HOURS = re.compile(r"(?<=\bfor )(?=\d[\d.]*\s+hours?\s+(?:a|per|each|every)\s+week\b)", re.I)
_AT_LEAST = "at least "


def _least_hours(text: str) -> tuple:
    """The hours a week said bare after "for" as the least of them, or ()."""
    found = _BARE_HOURS.search(text)
    if found is None:
        return ()
    at = found.start()
    read = find_measures(f"{text[:at]}{_AT_LEAST}{text[at:]}")
    if len(read) != 1 or read[0].start != at or read[0].op != ">=":
        return ()
    return (replace(read[0], end=read[0].end - len(_AT_LEAST)),)


# "you live in the UK, apart from Northern Ireland": a named place, and a part of it left out.
_PLACE_NAME = r"(?:the\s+)?[A-Z][\w’'-]*"
_PLACE_EXCEPTED = re.compile(
    rf"^(?P<main>(?P<where>.*?\b(?:in|to|from|within))\s+{_PLACE_NAME}"
    rf"(?:(?:,\s+|\s+(?:or|and)\s+|\s+(?:of\s+)?){_PLACE_NAME})*),?\s+"
    r"(?:apart from|except(?:\s+for)?|other than|excluding|but not(?:\s+in)?)\s+"
    r"(?P<part>(?:the\s+)?[A-Z][\w’'-]*(?:\s+(?:of\s+)?[A-Z][\w’'-]*)*)\W*$"
)


def _place_excepted(
    text: str, source: tuple[str, int], prov: Provenance, lead_in: str
) -> Expr | None:
    """ "you live in the UK, apart from Northern Ireland" ("except", "other than",
    "excluding", "but not"): the place, and not the part left out.  Read whole, "I live in
    Belfast, Northern Ireland" met it by its words (a silent Yes)."""
    found = _PLACE_EXCEPTED.match(text)
    if found is None:
        return None
    main, part = found.group("main"), found.group("part")
    where_main = _piece_provenance(main, source, prov)
    at = source[0].rfind(part)
    if where_main is None or at < 0:
        return None
    where_part = replace(prov, span=Span(source[1] + at, source[1] + at + len(part)))
    return conj(
        Condition(main, where_main, lead_in),
        negate(Condition(f"{found.group('where')} {part}", where_part, lead_in)),
    )


# "you've lived in the UK since 2016": a state that has lasted since a date began on or
# before it ("I moved to the UK in 2020" had met it, "since 2010" failed it).
_STATE_SINCE = re.compile(
    r"\b(?:have|has|['’]ve|['’]s)\s+(?:been\s+)?(?:lived|living|resided|residing|resident|"
    r"been|worked|working|employed|married|registered|settled)\b",
    re.I,
)


# The verbs of a purpose that is granted when a duty is met: "(you must be under 19) to get
# Child Benefit", "to qualify", "to be eligible", not "(follow special rules) to export".
_GRANTED_BY = ("be", "qualify", "get", "claim", "apply")
# The acts a text grants leave to do: a duty to do one a certain way ("You must apply by the
# deadline, unless you have reasonable grounds for missing it") is a requirement of the grant.
_ACTS_GRANTED = frozenset({"apply", "claim"})


def _since_a_state(m, text: str):
    """The measure ``m``, a date "since" a state that has lasted read as on or before it."""
    if m.quantity != "date" or m.op != ">=" or not text[m.start :].lower().startswith("since"):
        return m
    if _STATE_SINCE.search(text[: m.start]) is None:
        return m
    return replace(m, op="<=")


class RuleBuilder(Transformer):
    """Builds the logical form; one method per rule of ``grammars/rule.lark``."""

    def __init__(self, sentence: Sentence, items: tuple[Item, ...] = (), lead: str = "") -> None:
        super().__init__()
        self.sentence = sentence
        self.items = items
        self.lead = lead

    # -- helpers -------------------------------------------------------------
    def _toks(self, start: int, end: int) -> tuple[Tok, ...]:
        return tuple(t for t in self.sentence.toks if t.start >= start and t.end <= end)

    def _denied_then_done(self, toks: tuple[Tok, ...], lead_in: str) -> Expr | None:
        """ "you don't live in Wales and work at least 16 hours a week": the "not" is the
        first verb's; the second, of the same subject, is needed as said.

        Read whole, the "not" denied both, so working 20 hours failed it (a silent No of
        "I live in England and work 20 hours a week").  None unless the subject is a
        pronoun, one "not" stands before the "and", and the verb after it is the first
        one's conjunct (or, as spaCy may read it, one outside the condition's words).
        """
        if len(toks) < 6 or any(t.i != toks[0].i + k for k, t in enumerate(toks)):
            return None
        if not _PRONOUN_SUBJECT.match(f"{toks[0].text} "):
            return None
        base = -toks[0].i
        denials = [k for k, t in enumerate(toks) if t.dep == "neg"]
        if len(denials) != 1:
            return None
        verb = toks[denials[0]].head + base
        # (the "not" of "you're not entitled" may hang on the "'re", not on its verb)
        verbs = {
            verb,
            toks[verb].head + base if 0 <= verb < len(toks) and toks[verb].pos == "AUX" else verb,
        }
        joint = next(
            (
                k
                for k in range(denials[0] + 1, len(toks) - 1)
                if toks[k].text.lower() == "and"
                and toks[k + 1].pos in ("VERB", "AUX")
                and toks[k + 1].dep == "conj"
                # (or of a verb outside the condition: spaCy may join "you're not entitled
                # to Working Tax Credit and have an income of ..." to the main clause's)
                and (
                    toks[k + 1].head + base in verbs or not 0 <= toks[k + 1].head + base < len(toks)
                )
            ),
            None,
        )
        if joint is None or not 0 <= verb < joint:
            return None
        first = tuple(t for t in toks[:joint] if t is not toks[joint - 1] or t.text != ",")
        rest = toks[joint + 1 :]
        denied = self._leaf(_join(first), first, first[0].start, first[-1].end, lead_in)
        done = self._leaf(_join(rest), rest, rest[0].start, rest[-1].end, lead_in)
        if not isinstance(denied, Not) or not isinstance(done, Condition | Comparison):
            return None
        return conj(denied, replace(done, text=f"{toks[0].text} {done.text}"))

    def _leaf(
        self,
        text: str,
        toks: tuple[Tok, ...],
        start: int,
        end: int,
        lead_in: str = "",
        fallback: bool = False,
    ) -> Expr:
        """One condition (or an "X, Y or Z" list of them); ``fallback`` marks text the
        grammar could not read."""
        if not fallback and (
            pair := self._one_not_both(toks, lead_in)
            or self._both(toks, lead_in)
            or self._each_subject(toks)
            or self._denied_then_done(toks, lead_in)
            or self._threshold_or_another(toks, lead_in)
        ):
            return pair
        alternatives = _or_list(toks) or _threshold_list(toks)
        if alternatives:
            # "you live in Cyprus, France or Spain": one condition per place, any of them.
            nodes = [
                self._leaf(_join(alt), alt, span[0], span[1], lead_in, fallback)
                for alt, span in alternatives
            ]
            if all(isinstance(n, Not) for n in nodes):
                # "did not enroll to receive hospital care, medical services, or nursing
                # home care": none of them, not any one missing.
                return negate(disj(*(n.item for n in nodes)))
            return disj(*nodes)
        positive, negated = _positive(toks) if toks else (text, False)
        positive = positive or text
        prov = (
            Provenance(Span(start, end), "fallback", _FALLBACK_CONFIDENCE)
            if fallback
            else Provenance(Span(start, end))
        )
        excepted = _place_excepted(positive, (text, start), prov, lead_in) if not negated else None
        if excepted is not None:
            return excepted
        measures = _beside_someone(
            find_measures(_without_asides(positive))
            or _least_hours(_without_asides(positive))
            or _bare_ages(_without_asides(positive), lead_in)
        )
        # "you're 60 or over, pregnant, or have ...": a list the text's commas open
        after = self.sentence.text[end - self.sentence.start :]
        continues = "or" if re.match(r"\s*,\s*or\b", after) and not negated else ""
        either = (
            _alternatives_of_being(positive, measures, (text, start), prov, lead_in, continues)
            or _threshold_and_state(positive, measures, (text, start), prov, lead_in)
            or (
                _one_subjects_two_verbs(positive, toks, measures, (text, start), prov, lead_in)
                if positive == text
                else None
            )
            or _threshold_or_more(positive, measures, (text, start), prov, lead_in)
            or _threshold_and_doing(positive, measures, (text, start), prov, lead_in)
            if len(measures) == 1 and not negated
            else None
        )
        if either is not None:
            node: Expr = either
        elif len(measures) == 1:
            m = _since_a_state(under_lead_in(measures[0], positive, lead_in), positive)
            node = Comparison(positive, prov, m.quantity, m.op, m.value, m.unit, m.upper, lead_in)
        else:
            node = (
                _two_thresholds(positive, measures, (text, start), prov, lead_in)
                or _one_verb_two_measures(positive, toks, measures, (text, start), prov, lead_in)
                or _one_subject_two_measures(positive, toks, measures, (text, start), prov, lead_in)
                or _alternatives_of_being(
                    positive, measures, (text, start), prov, lead_in, continues
                )
                or (
                    _one_subjects_two_verbs(positive, toks, measures, (text, start), prov, lead_in)
                    if positive == text and not measures
                    else None
                )
                or Condition(positive, prov, lead_in)
            )
        return negate(node) if negated else node

    def _threshold_or_another(self, toks: tuple[Tok, ...], lead_in: str) -> Expr | None:
        """ "they're under 16, or 16 to 18 and in full-time education": a threshold, or
        after ", or" another said of the same subject, with what goes with it (read whole,
        only "under 16" had been measured: a 17-year-old in full-time education failed).
        The other may stand in an aside, with an "if" for what goes with it: "you're
        responsible for a child under 16 (or under 20 if they stay in approved education or
        training)"."""
        cut = next(
            (
                k
                for k in range(2, len(toks) - 2)
                if toks[k].text.lower() == "or"
                and toks[k - 1].text in (",", "(")
                # "or 16 to 18 and ...", "or aged ...", "or under 19 and ..."
                and (
                    toks[k + 1].tag == "CD"
                    or toks[k + 1].text.lower() == "aged"
                    or (toks[k + 1].text.lower() in ("under", "over") and toks[k + 2].tag == "CD")
                )
            ),
            None,
        )
        if cut is None:
            return None
        left, right = toks[: cut - 1], toks[cut + 1 :]
        condition: tuple[Tok, ...] = ()
        if toks[cut - 1].text == "(":
            close = next((k for k, t in enumerate(right) if t.text == ")"), None)
            if close is None or any(t.text not in ".;" for t in right[close + 1 :]):
                return None  # an aside that closes before the end: more is said after it
            right = right[:close]
            at_if = next((k for k, t in enumerate(right) if t.text.lower() == "if"), None)
            if at_if is not None:
                right, condition = right[:at_if], right[at_if + 1 :]
                if not right or not condition:
                    return None
        said = _join(left)
        measures = find_measures(said)
        if len(measures) != 1:
            return None
        subject = tuple(t for t in left if t.start < left[0].start + measures[0].start)
        if not subject or subject[0].text.lower() not in ("you", "they", "he", "she", "your"):
            return None
        other = _join(subject + right)
        if not find_measures(other):
            return None
        # (said with the subject's words, which stand before the second's own: the spans
        # of its parts are counted from where its own words begin)
        at = right[0].start - len(other) + len(_join(right))
        first = self._leaf(said, left, left[0].start, left[-1].end, lead_in)
        second = self._leaf(other, subject + right, at, right[-1].end, lead_in)
        if condition:
            second = conj(
                second,
                self._leaf(
                    _join(condition), condition, condition[0].start, condition[-1].end, lead_in
                ),
            )
        return disj(first, second)

    def _one_not_both(self, toks: tuple[Tok, ...], lead_in: str) -> Expr | None:
        """ "you get Pension Credit or Income Support, but not both": one of the two and
        not the two together (read whole, "I get Pension Credit and Income Support" met it
        by its words).  The words the first says before its object ("you get") are the
        second's too, unless it has a verb of its own; None for any other shape."""
        end = len(toks)
        while end and toks[end - 1].text in (".", ")", ";"):
            end -= 1
        if end < 6 or [t.text.lower() for t in toks[end - 3 : end]] != ["but", "not", "both"]:
            return None
        cut = end - 3
        while cut and toks[cut - 1].text in (",", "(", "-", "–"):
            cut -= 1
        ors = [k for k in range(cut) if toks[k].text.lower() == "or"]
        if len(ors) != 1:
            return None
        left, right = list(toks[: ors[0]]), list(toks[ors[0] + 1 : cut])
        while left and left[-1].text == ",":
            left.pop()
        if not left or not right:
            return None
        if right[0].text.lower() in _OWN_SUBJECT or any(t.pos in ("VERB", "AUX") for t in right):
            first, second = left, right  # "you're a student or you work"
        else:
            verb = max(
                (k for k, t in enumerate(left) if t.pos in ("VERB", "AUX", "ADP")), default=None
            )
            if verb is None or verb + 1 >= len(left):
                return None
            said = left[: verb + 1]
            own = [t for t in left[verb + 1 :] if t.text.lower() != "either"]
            first, second = said + own, said + right
        a, b = (
            self._leaf(_join(part), tuple(part), span[0].start, span[-1].end, lead_in)
            for part, span in ((first, first), (second, right))
        )
        return conj(disj(a, b), negate(conj(a, b)))

    def _each_subject(self, toks: tuple[Tok, ...]) -> Expr | None:
        """ "your child and their baby live with you": what two people do, each of them
        does, so each is a condition, said of its own subject ("Does your child live with
        you?", "Does their baby live with you?"; read whole, "Does your child have a
        baby?" and "Do they live with you?" had competed for one condition).

        Only two people each named with "your", "their" ..., and not what they do or have
        together ("your partner and your child live together", "... have a combined
        income", "... earn more than £20,000 between them")."""
        first = 0 if toks and toks[0].tag == "PRP$" else None
        if first is None or len(toks) < 6:
            return None
        noun = next((k for k, t in enumerate(toks) if t.dep in ("nsubj", "nsubjpass")), None)
        if noun is None or noun + 2 >= len(toks) or toks[noun + 1].text.lower() != "and":
            return None
        other = noun + 2
        if toks[other].tag != "PRP$":
            return None
        end = next((k for k in range(other, len(toks)) if toks[k].dep == "conj"), None)
        if end is None or toks[end].head != toks[noun].i or end + 1 >= len(toks):
            return None
        verb = end + 1
        if toks[noun].head != toks[verb].i or toks[verb].pos not in ("VERB", "AUX"):
            return None
        done = toks[verb:]
        if any(t.text.lower() in _TOGETHER or t.tag == "CD" or t.text[:1] in "£$€" for t in done):
            return None
        # each spans from its own subject: one span would make them one condition
        return conj(
            *(
                self._leaf(_join(done), done, who[0].start, done[-1].end, _join(who))
                for who in (toks[first : noun + 1], toks[other : end + 1])
            )
        )

    def _both(self, toks: tuple[Tok, ...], lead_in: str) -> Expr | None:
        """ "you're both a student and working", "you have both a car and a van": each of
        the pair, said with the words before "both" (read whole, "I'm a student" met it by
        its words); "you're neither working nor studying": not either of them ("I work full
        time" had been asked).  Ages and amounts are read elsewhere ("both over 18 and a UK
        resident")."""
        words = [t.text.lower() for t in toks]
        pair = next((w for w in ("both", "neither") if w in words[1:]), None)
        if pair is None:
            return None
        at = words.index(pair, 1)
        if any(
            t.tag == "CD" or t.text[:1] in "£$€" for t in toks[at if pair == "neither" else 0 :]
        ):
            return None
        join = "and" if pair == "both" else "nor"
        ands = [k for k in range(at + 2, len(toks)) if words[k] == join]
        if len(ands) != 1 or any(
            w in (",", ";", "or", "and", "nor") for w in words[at + 1 : ands[0]]
        ):
            return None
        if any(w in (",", ";", "or", "nor", "and") for w in words[ands[0] + 1 :]):
            return None
        said, first, second = (
            list(toks[:at]),
            list(toks[at + 1 : ands[0]]),
            list(toks[ands[0] + 1 :]),
        )
        before = None
        if pair == "neither" and words[at - 1] == "and" and at > 2:
            # "you're a student and neither working nor a carer": the state before "and" is
            # needed as well, the pair said with its subject and verb ("neither" had denied
            # the whole: "I'm a student" got No)
            before, said = list(toks[: at - 1]), []
            verb = next((k for k, t in enumerate(before) if t.pos in ("AUX", "VERB")), None)
            if verb is None or verb + 1 >= len(before):
                return None
            said = before[: verb + 1]
        if not second or words[at - 1] in ("of", "for", "to", "or", "from", "with", "by"):
            return None  # "to both": whom it is given to, not two states
        if words[at - 1] == "and" and before is None:
            return None
        if second[0].text.lower() in _OWN_SUBJECT and second[0].dep in ("nsubj", "nsubjpass"):
            said = []  # "both you're a student and you work"
        a, b = (
            self._leaf(_join(said + part), tuple(said + part), part[0].start, part[-1].end, lead_in)
            for part in (first, second)
        )
        if before is not None:
            head = self._leaf(
                _join(before), tuple(before), before[0].start, before[-1].end, lead_in
            )
            return conj(head, negate(disj(a, b)))
        return conj(a, b) if pair == "both" else negate(disj(a, b))

    def _text_leaf(self, token: Token) -> Expr:
        toks = self._toks(token.start_pos, token.end_pos)
        said = _join(toks)
        if toks and str(token) != said and said in str(token):
            # "a child under 16, or under 20 if ...": the second threshold is worded with
            # the words before the first, and those after its number ("35 hours a week, or
            # 20 hours if ...": "20 hours a week"; see :func:`_shared_threshold`).
            head, _, tail = str(token).rpartition(said)
            whole = self.sentence.toks

            def earlier(words: str) -> tuple[Tok, ...]:
                return next(
                    (
                        whole[a:b]
                        for a in range(len(whole))
                        for b in range(a + 1, len(whole))
                        if whole[b - 1].end <= toks[0].start and _join(whole[a:b]) == words
                    ),
                    (),
                )

            toks = (
                (earlier(head.strip()) if head.strip() else ())
                + toks
                + (earlier(tail.strip()) if tail.strip() else ())
            )
        return self._leaf(str(token), toks, token.start_pos, token.end_pos, self.lead)

    def _list(self, lead_text: str, cue_text: str = "") -> Expr | None:
        """The bullet items as conditions, joined as the sentence's cues say (default: any
        of them); ``cue_text``, where given, is where the cues are read instead."""
        # "if you're eligible: * Child Benefit": a lead-in that says nothing is no part of the items.
        item_lead = "" if _GENERIC_LEAD.match(lead_text) else lead_text
        denied = _DENIED_ANY.search(lead_text)
        if denied:
            # "if you don't have any of the following: * a car": none of them (read as any,
            # "I have a car" met the rule by its words); each item is asked as said ("Do you
            # have a car?"), the lead-in's denial the list's
            item_lead = f"{lead_text[: denied.start()]}{denied.group('be') or ''}{lead_text[denied.end() :]}"
            return negate(disj(*(parse_item(item, item_lead) for item in self.items)))
        nodes = [parse_item(item, item_lead) for item in self.items]
        cue_text = cue_text or f"{self.sentence.text} {lead_text}"
        # "Your work can be: * for someone else * as someone who’s self-employed * a mixture
        # of the two": an item made of the ones before it is met when they are.
        nodes = [
            n
            for k, n in enumerate(nodes)
            if not (k >= 2 and isinstance(n, Condition) and _MIXTURE.match(n.text))
        ]
        connectives = {i.connective for i in self.items if i.connective}
        several = _SEVERAL_CUES.search(cue_text)
        count = (
            _COUNT_WORDS.get((several.group("n") or several.group("m")).lower()) if several else 0
        )
        if 2 <= count <= len(nodes) <= _MAX_CHOICE:
            # "if at least 2 of the following apply": any such number of them together (read
            # as any one, a 65-year-old who was neither of the others got Yes)
            return disj(*(conj(*some) for some in itertools.combinations(nodes, count)))
        if _NONE_CUES.search(cue_text):
            # "You can claim if none of the following apply:": not any of them (read as any,
            # a prisoner got Yes and someone who was neither got No)
            return negate(disj(*nodes))
        if connectives == {"or"} or _ANY_CUES.search(cue_text):
            return disj(*nodes)
        # Bare verbs are duties after "You must:", alternatives after "if you:".
        joined = _AND_YOU.search(self.sentence.text)
        conditional = re.search(r"\b(?:if|when|unless)\b", cue_text, re.I) and not joined
        # "if you're 16 or over and you: * have been offered a place * can speak English"
        duties = all(
            REQUIREMENT.search(i.sentence.text)
            or (_bare_verb(i.sentence) and not conditional)
            or (joined is not None and joined.group("perfect") and _participle(i.sentence))
            for i in self.items
        )
        if (
            connectives == {"and"}
            or _ALL_CUES.search(cue_text)
            or _REQUIRES_LIST.search(cue_text)
            or duties
            # "You can get Tax-Free Childcare if: * your child is 11 or under * you earn less
            # than £100,000 a year" (read as any, a parent earning £150,000 got Yes)
            or (_measured_requirements(nodes) and _grants_if(self.sentence))
            # "You can renew your driving licence online if you: * are 70 or over, or will
            # turn 70 in the next 90 days * are a resident of Great Britain * have not been
            # disqualified from driving" (read as any, a disqualified driver got Yes)
            or (_items_say_all(self.items) and _grants_if(self.sentence))
        ):
            # "You must have: * ... * ...", or items that each say "must": all of it is needed.
            return conj(*nodes)
        return disj(*nodes)

    def _conclusion(self, parts) -> Conclusion:
        tokens = [p for p in parts if isinstance(p, Token) and p.type not in ("LIST",)]
        if not tokens:
            return Conclusion("", Provenance(Span(self.sentence.start, self.sentence.start)), True)
        start, end = tokens[0].start_pos, tokens[-1].end_pos
        toks = self._toks(start, end)
        dash = next(
            (
                k
                for k in range(1, len(toks) - 1)
                if toks[k].text in ("-", "–", "—")
                and toks[k - 1].ws
                and toks[k + 1].text.lower() in ("it", "this", "that", "there")
                and _clause_like(toks, k + 1, len(toks))
                # "Form 2290 - There is a federal excise tax ...": a label before the dash.
                and _clause_like(toks, 0, k)
            ),
            None,
        )
        if dash is not None:
            # "you'll still get it - it doesn't matter where you move to": a comment, not
            # part of what is granted.
            toks = toks[:dash]
            end = toks[-1].end
        text, negated = _positive(toks)
        return Conclusion(text, Provenance(Span(start, end)), not negated)

    def _rule(self, conclusion: Conclusion, condition: Expr | None) -> Rule:
        if condition is not None and conclusion.text:
            conclusion, condition = self._time_or_event(conclusion, condition)
        if condition is not None and conclusion.positive and conclusion.text:
            conclusion, condition = self._duty_for_purpose(conclusion, condition)
            conclusion, condition = self._granted_where(conclusion, condition)
        if conclusion.text:
            conclusion, condition = self._permitted_where(conclusion, condition)
            conclusion, condition = self._permitted_for_whom(conclusion, condition)
            conclusion, condition = self._from_age(conclusion, condition)
        condition = self._age_reached(condition)
        return Rule(conclusion, condition, Provenance(Span(self.sentence.start, self.sentence.end)))

    def _age_reached(self, condition: Expr | None) -> Expr | None:
        """ "You can get it until you're 16", "You can apply once you're 17": the age after
        "until", "when" or "once" is reached at it and stays so (16 or over, which must not
        hold after "until"), not that age alone (read as 16 only, a 17-year-old got Yes)."""
        base = self.sentence.start
        for leaf in list(leaves(condition)):
            if not (isinstance(leaf, Comparison) and leaf.quantity == "age" and leaf.op == "=="):
                continue
            before = self.sentence.text[: leaf.provenance.span.start - base].rstrip().lower()
            if re.search(r"\b(?:until|till|when|once)$", before):
                # asked "Are you 16 or over?" ("Are you 16?" a 17-year-old would deny)
                reached = replace(leaf, op=">=", text=f"{leaf.text} or over")
                condition = substitute(condition, leaf, reached)
        return condition

    def _from_age(self, conclusion: Conclusion, condition: Expr | None) -> tuple:
        """ "You can get it from the age of 16", "From age 60, you can get free
        prescriptions", "can get reduced benefits as early as age 60", "at full retirement
        age or older": the age from which the conclusion holds is a condition of it (it
        had been part of what is granted, and no age was asked)."""
        span = conclusion.provenance.span
        base = self.sentence.start
        text = self.sentence.text[span.start - base : span.end - base]
        found = _FROM_AGE.search(text) or _AT_NAMED_AGE.search(text)
        if found is None:
            return conclusion, condition
        named = found.groupdict().get("named")
        measures = () if named else find_measures(f"from the age of {found.group('n')}")
        if not named and (
            len(measures) != 1 or measures[0].quantity != "age" or measures[0].op != ">="
        ):
            return conclusion, condition
        toks = tuple(
            t
            for t in self._toks(span.start, span.end)
            if not span.start + found.start() <= t.start < span.start + found.end()
        )
        if not toks:
            return conclusion, condition
        where = Span(span.start + found.start("said"), span.start + found.end("said"))
        if named:
            leaf = Condition(f"you're at {named} or older", Provenance(where))
        else:
            m = measures[0]
            whose = "you're" if toks[0].text.lower() == "you" else "aged"
            leaf = Comparison(
                f"{whose} {found.group('n')} or over", Provenance(where), m.quantity, m.op,
                m.value, m.unit, m.upper,
            )  # fmt: skip
        granted = _conclusion_of(toks)
        if condition is not None and condition.provenance.span.start < where.start:
            return granted, conj(condition, leaf)
        return granted, conj(leaf, condition)

    def _time_or_event(self, conclusion: Conclusion, condition: Expr) -> tuple:
        """ "You must pay back the loan after 25 years or when you sell your home": the time
        before the "or" is another way to the conclusion, as the event after it is; the
        conclusion ends before it (it is no part of what must be done).  The event comes
        first, the time after it: it is what holds when the event has not come."""
        span = conclusion.provenance.span
        toks = self._toks(span.start, span.end)
        if len(toks) < 4 or toks[-1].text.lower() != "or":
            return conclusion, condition
        at = next(
            (
                k
                for k in range(len(toks) - 2, 1, -1)
                if toks[k].text.lower() in _TIME_PREPOSITIONS
                and any(t.tag == "CD" for t in toks[k + 1 : -1])
            ),
            None,
        )
        if at is None:
            return conclusion, condition
        when, granted = toks[at:-1], toks[:at]
        leaf = self._leaf(_join(when), when, when[0].start, when[-1].end)
        kept = _conclusion_of(granted)
        return kept, disj(condition, leaf)

    def _duty_for_purpose(self, conclusion: Conclusion, condition: Expr) -> tuple:
        """ "If you get Family Tax Benefit, you must also get another income support
        payment to be eligible for a crisis payment": what is granted is being eligible;
        the duty is one more condition of it.
        """
        span = conclusion.provenance.span
        toks = self._toks(span.start, span.end)
        at, width = _duty_at(toks)
        if at < 0:
            return conclusion, condition
        words = [t.text.lower() for t in toks]
        first = at + width + (at + width < len(words) and words[at + width] == "also")
        for k in range(first + 1, len(toks) - 1):
            nxt = words[k + 1]
            if (words[k] == "before" and nxt in ("you", "they", "it", "your", "their")) or (
                words[k] == "to" and nxt in _GRANTED_BY
            ):
                duty, purpose = toks[first:k], toks[k + 1 :]
                if duty and duty[-1].text == ",":
                    duty = duty[:-1]  # "…, or a relevant registration body, before you apply"
                if any(
                    t.text == ";"
                    or (
                        t.text == ","
                        and (n + 1 == len(duty) or duty[n + 1].text.lower() not in ("or", "and"))
                    )
                    for n, t in enumerate(duty)
                ):
                    break  # (not a list of duties: "be registered with AHPRA, or a relevant body")
                granted = _granted(purpose, conclusion.provenance)
                if _POINTS_TO_A_LIST.fullmatch(_join(duty)):
                    # "You must meet all of the following to get the Winter Fuel Payment:":
                    # the duty only points to the list, whose items are the conditions (it
                    # had been asked "Do you meet all of the following?")
                    return granted, condition
                lead = _join(toks[: at + width])
                leaf = self._leaf(_join(duty), duty, duty[0].start, duty[-1].end, lead)
                if leaf.provenance.span.start < condition.provenance.span.start:
                    return granted, conj(leaf, condition)  # the order of the text
                return granted, conj(condition, leaf)
        return conclusion, condition

    def _permitted(self, conclusion: Conclusion, least: int) -> tuple[Tok, ...]:
        """The conclusion's words when it says what "you" may (or may not) do ("You can
        also claim ...", "You can't claim ..."), at least ``least`` of them; else ()."""
        span = conclusion.provenance.span
        toks = _trimmed(self._toks(span.start, span.end))
        if len(toks) < least or toks[0].text.lower() != "you":
            return ()
        if not any(t.tag == "MD" and t.lemma.lower() in _PERMISSION for t in toks[1:3]):
            return ()
        return toks

    def _permitted_where(self, conclusion: Conclusion, condition: Expr | None) -> tuple:
        """ "You can also claim your State Pension abroad", "you can still get this in an
        EEA country", "You can't claim ... abroad": where one may (or may not) do what the
        conclusion says is a condition of it, when a place ends the conclusion."""
        toks = self._permitted(conclusion, 4)
        at = _place_at(toks) if toks else None
        if at is None:
            return conclusion, condition
        place, granted = toks[at:], toks[:at]
        leaf = self._leaf(_join(place), place, place[0].start, place[-1].end)
        if granted[-1].text.lower() == "except":
            # "You can get the grant, except in Wales": where one may not
            granted = granted[: -2 if granted[-2].text == "," else -1]
            leaf = negate(leaf)
        conclusion = _conclusion_of(granted)
        return conclusion, conj(condition, leaf)

    def _permitted_for_whom(self, conclusion: Conclusion, condition: Expr | None) -> tuple:
        """ "You can't claim Child Benefit for a child aged 16 or over unless they're in
        approved education": the threshold on the person one may (or may not) claim for,
        when it ends the conclusion, is a condition of it (not part of what is refused,
        where no answer could meet it)."""
        toks = self._permitted(conclusion, 6)
        at = next((k for k in range(len(toks) - 3, 2, -1) if toks[k].text.lower() == "for"), None)
        if at is None:
            return conclusion, condition
        whom = toks[at + 1 :]
        if whom and whom[0].pos == "DET":
            whom = whom[1:]
        if not whom or not _people(whom[0]) or _subject_threshold(whom) != 1:
            return conclusion, condition
        leaf = self._leaf(_join(toks[at + 1 :]), toks[at + 1 :], toks[at + 1].start, toks[-1].end)
        return _conclusion_of(toks[:at]), conj(leaf, condition)

    def _granted_where(self, conclusion: Conclusion, condition: Expr) -> tuple:
        """ "You can also get the following in an EEA country or Switzerland if you're
        eligible: * Child Benefit": where the listed things are granted is a condition too."""
        if not self.items:
            return conclusion, condition
        span = conclusion.provenance.span
        toks = self._toks(span.start, span.end)
        words = [t.text.lower() for t in toks]
        at = next(
            (
                k
                for k in range(1, len(words) - 2)
                if words[k - 1] == "the" and words[k] == "following" and words[k + 1] in _WHERE
            ),
            None,
        )
        if at is None:
            return conclusion, condition
        setting, granted = toks[at + 1 :], toks[: at + 1]
        leaf = self._leaf(_join(setting), setting, setting[0].start, setting[-1].end)
        conclusion = Conclusion(
            _join(granted), Provenance(Span(granted[0].start, granted[-1].end)), True
        )
        return conclusion, conj(leaf, condition)

    def _in_setting(self, setting: tuple[Tok, ...], condition: Expr) -> Expr:
        """ "For bulk billing, you need to register your bank account details first": the
        duty holds in that case only, so the case is a condition too."""
        if not setting:
            return condition
        leaf = self._leaf(_join(setting), setting, setting[0].start, setting[-1].end)
        return conj(leaf, condition)

    def _warning(self) -> Rule | None:
        """ "You need to tell HMRC about any changes within 30 days or you could face a
        financial penalty": what follows the "or" happens when the duty is not done."""
        toks = _trimmed(self.sentence.toks)
        for k in range(1, len(toks) - 3):
            if not (
                toks[k].text.lower() == "or"
                and toks[k + 1].text.lower() in _OWN_SUBJECT
                and toks[k + 2].tag == "MD"
                and toks[k + 2].text.lower() in _POSSIBLE
            ):
                continue
            duty = toks[:k]
            while duty and duty[-1].text == ",":
                duty = duty[:-1]
            if not duty or not REQUIREMENT.search(_join(duty)) or _NO_DUTY.search(_join(duty)):
                return None
            outcome = toks[k + 1 :]
            granted = _conclusion_of(outcome)
            leaf = self._leaf(_join(duty), duty, duty[0].start, duty[-1].end)
            return self._rule(granted, negate(leaf))
        return None

    def _exception(self) -> Rule | None:
        """ "All businesses except partnerships must file an annual income tax return":
        the subject's exception is a condition that must not hold."""
        toks = _trimmed(self.sentence.toks)
        for k, tok in enumerate(toks):
            head = toks[tok.head] if 0 <= tok.head < len(toks) else None
            if tok.text.lower() == "except" and tok.dep == "prep" and head is not None:
                trailing = self._trailing_exception(toks, k)
                if trailing is not None:
                    return trailing
            if (
                tok.text.lower() != "except"
                or tok.dep != "prep"
                or head is None
                or head.dep not in ("nsubj", "nsubjpass")
            ):
                continue
            first = k + 1 + (k + 1 < len(toks) and toks[k + 1].text.lower() == "for")
            end = _subtree_end(toks, k)
            if end < first or end + 1 >= len(toks):
                return None
            excepted, rest = toks[first : end + 1], toks[:k] + toks[end + 1 :]
            granted = _conclusion_of(rest)
            leaf = self._leaf(_join(excepted), excepted, excepted[0].start, excepted[-1].end)
            return self._rule(granted, self._but_for(toks, tok.head, k, negate(leaf)))
        return None

    def _but_for(self, toks: tuple[Tok, ...], subject: int, k: int, exception: Expr) -> Expr:
        """The exception, and whom a subject not said of all names ("Small businesses,
        except those engaged in lending, are eligible": a small business, and not one engaged
        in lending; "All businesses except ..." names no one)."""
        if _universal_subject(toks) or not _people(toks[subject]):
            return exception
        first = next(j for j in range(subject + 1) if _descends(toks, j, subject, 0))
        whom = toks[first:k]
        while whom and whom[-1].pos in ("PUNCT", "CCONJ"):
            whom = whom[:-1]
        if not whom or whom[0].text.lower() in ("you", "they"):
            return exception
        return conj(self._leaf(_join(whom), whom, whom[0].start, whom[-1].end), exception)

    def _applies_to_whom(self) -> Rule | None:
        """ "This does not apply to drivers of electric vehicles": whom the rule before does
        not (or also does) apply to is a condition, as "This does not apply if you drive an
        electric vehicle" is (``_attach_anaphora`` folds it into that rule)."""
        toks = _trimmed(self.sentence.toks)
        at = next((k for k, t in enumerate(toks) if t.text.lower() == "to"), None)
        if at is None or at < 2 or at + 1 >= len(toks):
            return None
        said = _conclusion_of(toks[:at])  # (read without its "not")
        if not _ANAPHORIC.fullmatch(said.text):
            return None
        whom = toks[at + 1 :]
        head = whom[1] if whom[0].pos == "DET" and len(whom) > 1 else whom[0]
        if not _people(head) or head.tag not in ("NN", "NNS", "NNP", "NNPS"):
            return None
        leaf = self._leaf(_join(whom), whom, whom[0].start, whom[-1].end)
        return self._rule(said, leaf)

    def _trailing_exception(self, toks: tuple[Tok, ...], k: int) -> Rule | None:
        """ "Anyone can get the grant, except people under 16", "All businesses must file an
        annual income tax return, except partnerships": whom a clause said of all leaves
        out, after a comma at its end, is a condition that must not hold.  ("slip roads
        except in an emergency" and "except if ..." leave out no one.)"""
        first = k + 1 + (k + 1 < len(toks) and toks[k + 1].text.lower() == "for")
        # "Everyone can apply except people who live in Northern Ireland": without the
        # comma, people after "except" are whom the clause leaves out too.
        comma = toks[k - 1].text == ","
        subject = next((j for j, t in enumerate(toks[:k]) if t.dep in ("nsubj", "nsubjpass")), None)
        if (
            k < 2
            or not (comma or (first < len(toks) and _people(toks[first])))
            # (or a group of them after a comma: "Small businesses are eligible, except ...")
            or not (
                _universal_subject(toks[: k - int(comma)])
                or (comma and subject is not None and _people(toks[subject]))
            )
            or first >= len(toks)
            # ("except those who are self-employed": spaCy tags the demonstrative a
            # pronoun, but as a determiner, DT, it stands for people still)
            or (
                toks[first].pos not in ("NOUN", "PROPN", "DET", "ADJ", "NUM")
                and toks[first].tag != "DT"
            )
            or _subtree_end(toks, k) != len(toks) - 1
        ):
            return None
        excepted = toks[first:]
        granted = _conclusion_of(toks[: k - int(comma)])
        leaf = self._leaf(_join(excepted), excepted, excepted[0].start, excepted[-1].end)
        if subject is None:
            return self._rule(granted, negate(leaf))
        return self._rule(granted, self._but_for(toks, subject, subject + 1, negate(leaf)))

    def _about_whom(self, rest: tuple[Tok, ...], condition: Expr) -> Rule:
        """The rule that grants (or refuses) what ``rest`` says, to whom ``condition``
        describes."""
        granted = _conclusion_of(rest)
        return Rule(
            granted,
            condition,
            Provenance(Span(self.sentence.start, self.sentence.end)),
            "enumeration",
        )

    def _trimmed_root(self) -> tuple[tuple[Tok, ...], int | None]:
        """The sentence's tokens without its edge punctuation, and where its root is
        among them (None when it is not)."""
        toks = _trimmed(self.sentence.toks)
        return toks, next((k for k, t in enumerate(toks) if t.dep == "ROOT" and t.i == k), None)

    def _restricted_subject(self) -> Rule | None:
        """ "Reservists and National Guard members who are activated for Federal service OR
        who die/become disabled while on training status are considered Veterans", "Anyone
        receiving Social Security ... can enroll": the relative clauses (or the "-ing"
        phrase) on the subject say whom the statement is about, and are its conditions."""
        toks, root = self._trimmed_root()
        if root is None:
            return None
        aged = None
        if toks[root].text.lower() == "aged":
            # "Apprentices aged 19 or over get at least the National Minimum Wage": spaCy
            # made "aged" the root and the main verb its complement.
            verb = next(
                (k for k, t in enumerate(toks) if t.head == root and t.dep == "xcomp" and k > root),
                None,
            )
            if verb is None:
                return None
            aged, root = root, verb
        # The main predicate begins at the root's first auxiliary ("may be eligible").
        start = min(
            [root] + [k for k, t in enumerate(toks) if t.head == root and t.dep in _AUXILIARY]
        )
        bare = _REFUSAL_NAMING_NOTHING.match(_join(toks[start:])) is not None
        opens = [
            k
            for k in range(1, start)
            # (not "for whom": but "People aged 60 or over who live in Wales", where "over"
            # ends an age, opens one)
            if (
                toks[k].text.lower() in ("who", "whose")
                and (toks[k - 1].pos != "ADP" or toks[k - 1].dep != "prep")
            )
            or (toks[k].tag == "VBG" and toks[k].dep == "acl" and toks[toks[k].head].pos != "VERB")
            # "Businesses that have received a grant in the last 3 years can't apply": "that"
            # or "which" opening a clause on the subject itself, as "who" does, where the
            # refusal names nothing (not "Businesses that sell only VAT-exempt goods and
            # services can't register for VAT": one kind of business, asked whole)
            # (or where the clause holds a threshold: "Small businesses that are at least 51%
            # owned by women may be able to get ...", no kind of business but a share)
            or (
                (bare or bool(find_measures(_join(toks[k + 1 : start]))))
                and toks[k].text.lower() in ("that", "which")
                and toks[k].tag == "WDT"
                and toks[k - 1].dep in ("nsubj", "nsubjpass")
                and toks[toks[k].head].dep == "relcl"
                and toks[toks[k].head].head == k - 1
            )
            # and a participle right after the subject ("Veterans discharged under honorable
            # conditions may apply", "Businesses located in a declared disaster area ...")
            or (
                toks[k].tag == "VBN"
                and toks[k].dep == "acl"
                and toks[k].head == k - 1
                and toks[k - 1].dep in ("nsubj", "nsubjpass")
                # (not "Small businesses that are at least 51% owned by women": spaCy's
                # subject "%" is the share the participle is said to)
                and toks[k - 1].text != "%"
            )
            # "Workers aged 25 and over get the National Living Wage"
            or (toks[k].text.lower() == "aged" and (toks[k].dep == "acl" or k == aged))
            # "People with savings over £16,000 can't get Universal Credit": what they have
            or (toks[k].text.lower() == "with" and _owned_by_subject(toks, k, root))
        ]
        only = (
            toks[0].text.lower() == "only" and start > 1
        )  # "Only people who are over 65 can apply"
        if not opens and only:
            return self._only_whom(toks, start)
        if not opens and _subject_threshold(toks[:start]) is not None:
            # "People over 60 can get free prescriptions", "Apprentices over 19 get ...": the
            # threshold on whom it is about, as "only" names them
            return self._only_whom(toks, start, 0)
        if not opens or (toks[0].pos not in ("NOUN", "PROPN", "PRON", "DET", "ADJ") and not only):
            return None
        listed = self._list_of_whom(toks, opens, start)
        if listed is not None:
            return listed
        pieces, joins = [], set()
        for n, first in enumerate(opens):
            last = opens[n + 1] if n + 1 < len(opens) else start
            piece = list(toks[first + (toks[first].text.lower() in _RELATIVE_OPENERS) : last])
            if not piece:
                return None  # "Employees who whose baby is due": a pronoun with nothing said
            if piece[0].text.lower() == "with":
                # asked "Do you have ...?", read as the verb it stands for
                piece[0] = replace(piece[0], text="have", lemma="have", pos="VERB", tag="VBP")
            while piece and (piece[-1].pos == "CCONJ" or piece[-1].text in (",", ";", "-", "or")):
                joins.add(piece.pop().text.lower())
            if not piece:
                return None
            pieces.append(tuple(piece))
        combine = disj if "or" in joins else conj
        nodes = [self._contrasted(p) for p in pieces]
        subject = toks[int(only) : opens[0]]
        people = any(_people(t) for t in subject)
        if people:
            # (a number of what they have is no age: "Businesses with fewer than 10 employees")
            nodes = [
                n if toks[opens[k]].text.lower() == "with" else _ages_of_people(n)
                for k, n in enumerate(nodes)
            ]
        condition = combine(*nodes)
        at = _subject_threshold(subject)
        if at is not None:
            # "Apprentices over 19 who have completed the first year of their apprenticeship
            # are entitled to ...": the age on the subject says whom it is about too.
            said = subject[at:]
            leaf = self._leaf(_join(said), said, said[0].start, said[-1].end)
            condition = conj(_ages_of_people(leaf) if people else leaf, condition)
            subject = subject[:at]
        return self._about_whom(subject + toks[start:], condition)

    def _list_of_whom(self, toks: tuple[Tok, ...], opens: list[int], start: int) -> Rule | None:
        """ "Priority Groups 1-3 - Service-connected Veterans who have received a VA
        disability rating, POWs, awarded Purple Heart Medal or Medal of Honor": a list of
        whom after "who" that spaCy ends at a verb after a comma, which it made the root.  No
        main verb follows its subject after a lone comma: the verb is the list's last member,
        the sentence names its group and then whom it holds, any one of them (read up to the
        root, "have received a VA disability rating, POWs" had been one condition)."""
        if (
            len(opens) != 1
            or toks[opens[0]].text.lower() != "who"
            or toks[start - 1].text != ","
            or toks[start].tag not in ("VBD", "VBN")
            or sum(t.text == "," for t in toks[opens[0] : start - 1]) < 1
            or any(t.dep in ("nsubj", "nsubjpass") and t.head == start for t in toks[start:])
            or any(t.text in (",", ";") or t.tag in FINITE_TAGS for t in toks[start + 1 :])
        ):
            return None
        members, piece = [], []
        for t in toks[opens[0] + 1 :]:
            if t.text == ",":
                members.append(tuple(piece))
                piece = []
            else:
                piece.append(t)
        members.append(tuple(piece))
        if any(not m or m[0].text.lower() in ("and", "or") for m in members):
            return None
        # A member with no verb of its own, or a bare participle, is said of them: "(they're)
        # POWs", "(they're) awarded Purple Heart Medal".
        condition = disj(
            *(
                self._leaf(
                    _join(m), m, m[0].start, m[-1].end, "" if m[0].pos == "AUX" else "they're"
                )
                for m in members
            )
        )
        return self._about_whom(toks[: opens[0]], condition)

    def _only_whom(self, toks: tuple[Tok, ...], start: int, first: int = 1) -> Rule | None:
        """ "Only people over 65 can apply", "Only UK residents can apply": whom "only" names
        is the condition, which must hold (its age, when it has one, is what is asked).
        ``first`` is where whom begins (0 where no "only" opens the sentence)."""
        subject = toks[first:start]
        # ("Everyone over 75 can get ..." names people by the age alone)
        if not any(_people(t) or t.text.lower() in _EVERYONE for t in subject):
            return None  # "Only certain benefits can be reduced", "Only then can you apply"
        at = _subject_threshold(subject)
        said = subject[at:] if at is not None else subject
        leaf = _ages_of_people(self._leaf(_join(said), said, said[0].start, said[-1].end))
        return self._about_whom((subject[:at] if at is not None else subject) + toks[start:], leaf)

    def _eligible_subject(self, members: int = 1) -> Rule | None:
        """ "People with low income, seniors, and people with disabilities may qualify for
        help from HUD": whom a statement of eligibility is about is its condition, any one
        of them.  With ``members`` 2, only a list of groups of people counts ("Children in
        foster care, homeless children, and children from families receiving public
        assistance are also eligible": each group is an alternative, its words its own)."""
        toks, root = self._trimmed_root()
        if root is None:
            return None
        eligible = toks[root].lemma.lower() in _ELIGIBILITY or any(
            t.head == root and t.dep == "acomp" and t.lemma.lower() in _ELIGIBILITY for t in toks
        )
        subject = next(
            (k for k, t in enumerate(toks) if t.head == root and t.dep in ("nsubj", "nsubjpass")),
            None,
        )
        if not eligible or subject is None or not _people(toks[subject]):
            return None
        first = next(k for k in range(subject + 1) if _descends(toks, k, subject, 0))
        if toks[first].text.lower() in ("you", "they") or toks[subject].tag not in ("NNS", "NNPS"):
            return None
        # The subject runs to the predicate ("... and people with disabilities may qualify").
        start = min(
            [root] + [k for k, t in enumerate(toks) if t.head == root and t.dep in _AUXILIARY]
        )
        if start <= subject:
            return None
        spans = _people_list(toks[first:start])
        if len(spans) < members:
            return None
        if not spans or any(t.tag in FINITE_TAGS for p in spans for t in p):
            return None
        condition = disj(*(self._leaf(_join(p), p, p[0].start, p[-1].end) for p in spans))
        rest = toks[: spans[0][0].i] + toks[spans[-1][-1].i + 1 :]
        if len(rest) > 2 and rest[0].pos == "ADV" and rest[1].text == ",":
            rest = rest[2:]  # "However, ... may qualify"
        return self._about_whom(rest, condition)

    def _object_relatives(self) -> Rule | None:
        """ "You can't get Child Benefit for a child who is 20 or over, or who has left
        approved education or training": the relative clauses that end the sentence on whom
        it is "for" say whom the statement is about; they are its conditions (any one of them
        when joined by "or"), each worded of that noun ("the child is 20 or over")."""
        toks, root = self._trimmed_root()
        if root is None:
            return None
        prep = next(
            (
                k
                for k, t in enumerate(toks)
                if k > root
                and t.text.lower() == "for"
                and t.dep == "prep"
                # "get Child Benefit for a child", "get the grant for a child": of the verb
                # or of its object
                and (t.head == root or (toks[t.head].dep == "dobj" and toks[t.head].head == root))
            ),
            None,
        )
        noun = next(
            (
                k
                for k, t in enumerate(toks)
                if prep is not None and t.head == prep and t.dep == "pobj"
            ),
            None,
        )
        if noun is None or noun + 2 >= len(toks) or toks[noun + 1].text.lower() != "who":
            return None
        if not _relative(toks[toks[noun + 1].head], toks) or toks[toks[noun + 1].head].head != noun:
            return None
        opens = [noun + 1] + [
            k
            for k in range(noun + 3, len(toks) - 1)
            if toks[k].text.lower() == "who" and toks[k - 1].text.lower() in ("or", "and")
        ]
        pieces, joins = [], set()
        for n, first in enumerate(opens):
            last = opens[n + 1] if n + 1 < len(opens) else len(toks)
            piece = list(toks[first + 1 : last])
            while piece and (piece[-1].pos == "CCONJ" or piece[-1].text in (",", ";")):
                joins.add(piece.pop().text.lower())
            if not piece:
                return None
            pieces.append(tuple(piece))
        named = list(toks[prep + 1 : noun + 1])
        if named[0].text.lower() in ("a", "an"):
            named[0] = replace(named[0], text="the")
        named = tuple(named)
        combine = disj if "or" in joins else conj
        condition = combine(
            *(self._leaf(_join(named + p), named + p, p[0].start, p[-1].end) for p in pieces)
        )
        rest = toks[: noun + 1]
        granted = _conclusion_of(rest)
        return self._rule(granted, condition)

    def _contrasted(self, piece: tuple[Tok, ...]) -> Expr:
        """ "were discharged ... before January 1, 2011, but did not enroll to receive
        hospital care, medical services, or nursing home care": what ", but" adds is one
        more condition, not an alternative of the first; so is what a second relative
        pronoun opens ("who meet certain age requirements, and who have income within
        certain limits"), or an alternative after "or who"."""
        again = next(
            (
                k
                for k in range(2, len(piece) - 2)
                if piece[k].text.lower() in ("and", "or")
                and piece[k + 1].text.lower() in _RELATIVE_PRONOUNS | {"whose", "which"}
                and piece[k + 1].tag in ("WP", "WP$", "WDT")
            ),
            None,
        )
        if again is not None:
            join = conj if piece[again].text.lower() == "and" else disj
            first = piece[: again - (piece[again - 1].text == ",")]
            return join(self._contrasted(first), self._contrasted(piece[again + 2 :]))
        denied = next((k for k in range(2, len(piece) - 2) if _and_denied(piece, k)), None)
        if denied is not None:
            # "Veterans who served in the active military and didn't receive a dishonorable
            # discharge": the "not" is the second predicate's own (read over the whole
            # clause, serving had been a reason to refuse)
            first = piece[: denied - (piece[denied - 1].text == ",")]
            return conj(self._contrasted(first), self._contrasted(piece[denied + 1 :]))
        but = next(
            (
                k
                for k in range(2, len(piece) - 1)
                if piece[k].text.lower() == "but" and piece[k - 1].text == ","
            ),
            None,
        )
        if but is None:
            return self._leaf(_join(piece), piece, piece[0].start, piece[-1].end)
        return conj(self._contrasted(piece[: but - 1]), self._contrasted(piece[but + 1 :]))

    def _beneficiaries(self) -> Rule | None:
        """ "The Farm Service Agency offers farm operating loans to family farmers and
        ranchers": whom a statement provides for are its conditions, any one of them.

        "For" names whom only before a noun of people ("provides affordable rental houses
        ... for low-income families, people who are elderly, and people with
        disabilities"); so do the people a program "helps" ("helps Indian tribes, State
        and local governments and non-governmental organizations protect ...")."""
        toks, root = self._trimmed_root()
        if root is None:
            return None
        # "makes home loans available to eligible Native American Veterans who ...",
        # "Limited openings are available for women ages 18–39": available to whom (and
        # "Apprenticeships are open to anyone aged 16 or over": open to whom).
        available = next(
            (
                k
                for k, t in enumerate(toks)
                if t.lemma.lower() in ("available", "free", "open")
                and t.head == root
                and t.dep != "amod"
            ),
            None,
        )
        # "The bus pass is for people aged 60 or over": what a thing is for, of people
        for_whom = toks[root].lemma == "be" and any(
            t.head == root and t.dep == "prep" and t.text.lower() == "for" for t in toks
        )
        purpose = next(
            (
                k
                for k, t in enumerate(toks)
                if t.head == root and t.dep == "xcomp" and t.lemma in _PROVIDING
            ),
            None,
        )
        if toks[root].lemma in _PURPOSED and purpose is not None:
            # "The loan program is designed to assist for-profit businesses ...": what it
            # is designed to do is what it does.
            root = purpose
        if toks[root].lemma not in _PROVIDING and available is None and not for_whom:
            return None
        # (where only "free" or "is for" says so, whom it is for must end the sentence)
        ending = toks[root].lemma not in _PROVIDING and (
            available is None or toks[available].lemma.lower() == "free"
        )
        heads = {root} | {k for k, t in enumerate(toks) if t.head == root and t.dep == "dobj"}
        if available is not None:
            heads.add(available)

        def whom(k: int) -> int | None:
            return next((j for j, t in enumerate(toks) if t.head == k and t.dep == "pobj"), None)

        prep = next(
            (
                k
                for k, t in enumerate(toks)
                if k > root
                and t.text.lower() == "to"  # "for" says what for as often as whom
                and t.dep in ("prep", "dative")
                and t.head in heads
            ),
            None,
        )
        first = whom(prep) if prep is not None else None
        if first is None:
            prep = next(
                (
                    k
                    for k, t in enumerate(toks)
                    if k > root
                    and t.text.lower() == "for"
                    and t.dep == "prep"
                    and (j := whom(k)) is not None
                    and (
                        _people(toks[j])
                        or any(t.head == j and t.dep == "compound" and _people(t) for t in toks)
                    )
                ),
                None,
            )
            first = whom(prep) if prep is not None else None
        if first is None and toks[root].lemma in ("help", "assist"):
            first = next(
                (
                    k
                    for k, t in enumerate(toks)
                    if t.head == root and t.dep == "dobj" and _people(t)
                ),
                None,
            )
            prep = root
        if prep is None or first is None:
            return None
        if (
            toks[first].pos not in ("NOUN", "PROPN")
            and toks[first].lemma.lower() not in _OF_NO_KIND
        ):
            return None  # ("open to anyone aged 16 or over": anyone is of no kind)
        if (
            toks[available or 0].lemma.lower() == "open"
            and toks[first].lemma.lower() not in _OF_NO_KIND
        ):
            # open to people of no kind, whom their ages or a clause name; not "open to the
            # public on Saturdays" ("open to veterans who served ..." is read whole)
            return None
        if toks[prep - 1].text.lower() == "up":
            return None  # "up to the end of the tax year": how far, not whom
        rel = _people_relative(toks, first)
        if rel is not None and toks[prep].text.lower() == "for" and _people_pieces(toks, prep):
            rel = None  # "for low-income families, people who are elderly, and ...": a list
        if rel is not None and re.search(r"\bdo (?:so|this|that)\b", _join(toks[rel:]), re.I):
            # "borrowers that would not be able to do so otherwise": a clause that only
            # points back says nothing of its own to ask
            rel = None
        said = toks if rel is None else toks[:rel]
        spans = _noun_members(said, first, prep)
        if toks[prep].text.lower() == "for" and len(spans) == 1 and rel is None:
            spans = _people_pieces(toks, prep) or spans
        if not spans or (ending and spans[-1][-1].i + 1 < len(toks) and rel is None):
            return None
        lead = _join(toks[: spans[0][0].i])
        condition = disj(*(self._member(p, lead, alone=len(spans) == 1) for p in spans))
        if rel is not None:
            # "assist for-profit businesses that are not able to get other financing":
            # being one of them is one condition, what the clause says of them another.
            clause = _relative_clause(toks, rel)
            said = self._contrasted(clause)
            # "paid to people who are over 80": being a person asks nothing ("Are you a
            # person?"); what the clause says of them is the condition, as "people over 60" is
            nobody = all(_join(p).lower() in _OF_NO_KIND for p in spans)
            condition = said if nobody else conj(condition, said)
            spans[-1] = toks[spans[-1][0].i : clause[-1].i + 1]
        required = _required_of_them(toks, root)
        if required:
            # "provides cash assistance to families ... and requires adults to work or
            # prepare for work": what the provider requires of them is one more condition
            condition = conj(condition, self._contrasted(required))
        # Where whom it is for ends the sentence, what is granted is what comes before:
        # their words would read as its own ("... Veterans who wish ... or to reduce the
        # interest rate" is no reduction).
        last = spans[-1][-1]
        granted = toks[: spans[0][0].i] if last.i + 1 >= len(toks) else toks
        conclusion = self._conclusion([_token("TEXT", granted or toks)])
        return Rule(
            conclusion,
            condition,
            Provenance(Span(self.sentence.start, self.sentence.end)),
            "enumeration",
        )

    def _by_means(self) -> Rule | None:
        """ "You commit benefit fraud by claiming benefits you're not entitled to on
        purpose": what "you" do by doing something holds where you do it, so the "by"
        phrase is the condition (read whole, the sentence was its own conclusion).

        Only a plain statement ("You can apply by filling in the form" says how one may,
        not when one does), with nothing after the "by" phrase."""
        toks, root = self._trimmed_root()
        if root is None or toks[root].tag != "VBP":
            return None
        if not any(t.head == root and t.dep == "nsubj" and t.text.lower() == "you" for t in toks):
            return None
        by = next(
            (
                k
                for k, t in enumerate(toks)
                if k > root and t.head == root and t.dep == "prep" and t.text.lower() == "by"
            ),
            None,
        )
        if by is None:
            return None
        # ("by not attending": the doing denied)
        doing = by + 1 + (by + 2 < len(toks) and toks[by + 1].text.lower() == "not")
        if doing >= len(toks) or toks[doing].tag != "VBG":
            return None
        if _subtree_end(toks, by) + 1 < len(toks):
            return None
        means = toks[by + 1 :]
        # the doer is the statement's "you": "Did you claim benefits ...?"
        span = Provenance(Span(means[0].start, means[-1].end))
        condition = (
            # "claiming benefits you're not entitled to": a "not" of a clause inside the
            # phrase is that clause's, not a denial of the doing
            Condition(_join(means), span, "you")
            if any(t.dep == "neg" and t.head != toks[doing].i for t in means)
            else self._leaf(_join(means), means, means[0].start, means[-1].end, "you")
        )
        return Rule(
            self._conclusion([_token("TEXT", toks[:by])]),
            condition,
            Provenance(Span(self.sentence.start, self.sentence.end)),
        )

    def _for_dependants(self) -> Rule | None:
        """ "You can claim Child Benefit for a child under 16", "You can get it for children
        aged 16 to 19 in approved education": whom the user claims for is someone else, and
        the age the sentence gives them (and a state after it) is what must hold of them,
        asked of "your child" ("Is your child under 16?").

        Read whole, the sentence was its own conclusion and asked as such ("Can you claim
        Child Benefit for a child under 16?").  A state or a clause after the age is theirs
        too ("for children over 16 who have left school": "your child has left school").
        None unless "you" and a modal of permission come before the "for" and an age of the
        one claimed for after it (a clause on them with no age, "for a child who ...", is
        ``_object_relatives``')."""
        toks = tuple(t for t in self.sentence.toks if t.text not in ".:")
        root = next((k for k, t in enumerate(toks) if t.dep == "ROOT"), None)
        if root is None or not any(
            t.head == root and t.dep == "nsubj" and t.text.lower() == "you" for t in toks
        ):
            return None
        if not any(
            t.head == root and t.dep == "aux" and t.text.lower() in _PERMISSION for t in toks
        ):
            return None
        claimed = (
            (k, k + 1 + (toks[k + 1].text.lower() in ("a", "an", "any", "each", "your")))
            for k in range(root + 1, len(toks) - 2)
            if toks[k].text.lower() == "for"
        )
        prep, first = next(
            (
                (k, j)
                for k, j in claimed
                if toks[j].lemma.lower() in _DEPENDANTS and toks[j].pos == "NOUN"
            ),
            (None, None),
        )
        if prep is None:
            return None
        end = _ages_end(toks, first + 1) if first + 1 < len(toks) else None
        if end is None:
            return None  # "for a child living with you": more than is read
        who, ages, rest = (
            f"your {toks[first].lemma.lower()}",
            toks[first + 1 : end + 1],
            toks[end + 1 :],
        )
        worded = f"{who} is {as_aged(_join(ages))}"
        measures = find_measures(worded)
        if len(measures) != 1:
            return None
        where = Provenance(Span(ages[0].start, ages[-1].end))
        nodes = [_ages_of_people(_compared(worded, where, measures[0], ""))]
        if rest and rest[0].text.lower() in ("who", "that") and len(rest) > 2:
            # "for children over 16 who have left school": what the clause says of them
            clause = rest[1:]
            if any(t.text.lower() in ("who", "that") for t in clause):
                return None  # "... who ..., or who ...": read by _object_relatives' way
            if toks[first].tag == "NNS" and clause[0].tag == "VBP":
                clause = (replace(clause[0], text=_said_of_one(clause[0])), *clause[1:])
            where = Provenance(Span(clause[0].start, clause[-1].end))
            nodes.append(Condition(f"{who} {_join(clause)}", where))
        elif rest:
            # "aged 16 to 19 in approved education or training": what they are besides
            if rest[0].pos != "ADP" or rest[0].text.lower() == "of" or not _verbless(rest):
                return None
            where = Provenance(Span(rest[0].start, rest[-1].end))
            nodes.append(Condition(f"{who} is {_join(rest)}", where))
        conclusion = self._conclusion([_token("TEXT", toks[:prep])])
        return Rule(
            conclusion, conj(*nodes), Provenance(Span(self.sentence.start, self.sentence.end))
        )

    def _member(self, piece: tuple[Tok, ...], lead: str, alone: bool = False) -> Expr:
        """One of whom a statement is for: "women ages 18–39" is women, and aged 18 to 39
        (two conditions: that one is a woman answers nothing about one's age).  ``alone``:
        the only one (in "disabled adults and children" the state is the adults' only)."""
        ages_at = _ages_at(piece)
        rest = piece[ages_at[1] + 1 :] if ages_at else ()
        if rest and (rest[0].pos != "ADP" or rest[0].text.lower() == "of"):
            ages_at = None  # "children under 16 living with you": read whole, as said
        if ages_at is None and alone and len(piece) > 1 and _state_of(piece[0], piece):
            # "disabled Veterans", "divorced spouses of workers who ...": being in that state
            # is asked apart from being one of them ("Are you a Veteran?", "Are you
            # disabled?"), after it: whom it is for comes first ("I am not a Veteran" ends it)
            state, who = piece[:1], piece[1:]
            return conj(
                self._leaf(_join(who), who, who[0].start, who[-1].end, lead),
                self._leaf(_join(state), state, state[0].start, state[0].end, "you are"),
            )
        if ages_at is None:
            return self._leaf(_join(piece), piece, piece[0].start, piece[-1].end, lead)
        who, ages = piece[: ages_at[0]], piece[ages_at[0] : ages_at[1] + 1]
        # "people over 60" asks the age alone; "ages 18–39" is asked "Are you aged 18–39?"
        nodes = (
            []
            if _join(who).lower() in _OF_NO_KIND
            else [self._leaf(_join(who), who, who[0].start, who[-1].end, lead)]
        )
        aged = _ages_of_people(
            self._leaf(_join(ages), ages, ages[0].start, ages[-1].end, "you are")
        )
        if isinstance(aged, Comparison):
            aged = replace(aged, text=as_aged(aged.text))
        if isinstance(aged, Comparison) and who[-1].lemma.lower() in GROUPS:
            # "businesses over 2 years old": the age is the business's, how long it has
            # been going ("Is your business over 2 years old?"), not the user's
            lasted = find_measures(re.sub(r"\s+old$", "", _join(ages)))
            if len(lasted) != 1 or lasted[0].quantity != "duration":
                return self._leaf(_join(piece), piece, piece[0].start, piece[-1].end, lead)
            said = f"your {who[-1].lemma.lower()} is {aged.text}"
            aged = _compared(said, aged.provenance, lasted[0], "")
        nodes.append(aged)
        if rest:
            # "women ages 18–39 with breast symptoms", "people over 60 on a low income": a
            # state of theirs besides the age, asked apart from it
            nodes.append(self._leaf(_join(rest), rest, rest[0].start, rest[-1].end, "you are"))
        return conj(*nodes)

    # -- grammar rules ---------------------------------------------------------
    def start(self, items):
        return items[0]

    def conclusion(self, items):
        return self._conclusion(items)

    def conclusion_with_list(self, items):
        concl = next((i for i in items if isinstance(i, Conclusion)), None)
        listed = self._list(concl.text if concl else "")
        whom = self._whom_listed(concl) if concl is not None and listed is not None else None
        return concl, listed if whom is None else conj(whom, listed)

    def _whom_listed(self, concl: Conclusion) -> Expr | None:
        """ "The Rural Housing Repair Loan is available to homeowners who: * ...": the people
        a lead-in grants to, whom its list describes, are one more condition, before the
        items (as "available to homeowners who are ..." in one sentence is read)."""
        toks = self._toks(concl.provenance.span.start, concl.provenance.span.end)
        if len(toks) < 4 or toks[-1].text.lower() != "who" or toks[-2].tag not in ("NNS", "NNPS"):
            return None
        if not _people(toks[-2]):
            return None
        first = len(toks) - 2
        while first > 1 and (
            (toks[first - 1].head == toks[-2].i and toks[first - 1].dep in ("amod", "compound"))
            # the pieces of one written word ("very-low-income")
            or not toks[first - 1].ws
            or (not toks[first].ws and toks[first].text == "-")
        ):
            first -= 1
        if toks[first - 1].text.lower() not in ("to", "for"):
            return None
        whom = toks[first:-1]
        return self._leaf(_join(whom), whom, whom[0].start, whom[-1].end)

    def clause(self, items):
        text = [i for i in items if isinstance(i, Token) and i.type == "TEXT"]
        return self._text_leaf(text[0])

    def lead_in_list(self, items):
        text = [i for i in items if isinstance(i, Token) and i.type == "TEXT"]
        lead = str(text[0]) if text else self.lead
        joined = re.match(r"(?is)(.*\S)\s+(but|and|or)(?:\s+(you|they|he|she|it|we))?$", lead)
        if joined and text:
            # "if you don't get Pension Credit but: * ...": a whole clause, then the list.
            clause_end = text[0].start_pos + len(joined.group(1))
            toks = self._toks(text[0].start_pos, clause_end)
            clause = self._leaf(joined.group(1), toks, text[0].start_pos, clause_end)
            items = self._list(joined.group(3) or "")
            return disj(clause, items) if joined.group(2).lower() == "or" else conj(clause, items)
        return self._list(lead)

    def _limit(self) -> Expr | None:
        """ "The maximum loan amount is $2 million": a sentence that sets a limit requires
        what it measures to stay within it (as "up to $2 million" would)."""
        said = self.sentence.text.rstrip(" .")
        found = _LIMIT.match(said)
        if found is None:
            return None
        bound = "up to" if found.group(1).lower() == "maximum" else "at least"
        prov = Provenance(Span(self.sentence.start, self.sentence.start + len(said)))
        return _bounded(said, bound, found.group("value"), prov)

    def _time_limit(self) -> Expr | None:
        """ "You can take the leave within 56 weeks of the death": a permission bounded by a
        time since an event, said alone, is a limit on what the text grants (as "you must
        take it within 56 weeks" would be)."""
        said = self.sentence.text.rstrip(" .")
        if _TIME_LIMIT.match(said) is None:
            return None
        toks = tuple(t for t in self.sentence.toks if t.start < self.sentence.start + len(said))
        leaf = self._leaf(said, toks, toks[0].start, toks[-1].end)
        return leaf if isinstance(leaf, Comparison) and leaf.quantity == "elapsed" else None

    def _limits_by_kind(self) -> Expr | None:
        """A limit for each of two kinds: "The maximum length of the loan is 25 years for
        real estate and seven years for working capital".  What is measured stays within
        the limit of its kind: either kind with its own limit."""
        said = _without_asides(self.sentence.text).rstrip(" .")
        found = _LIMIT_BY_KIND.match(said)
        if found is None:
            return None
        base = self.sentence.start
        branches = []
        for kind, value in (("a", "v1"), ("b", "v2")):
            limit = _bounded(
                f"{found.group('lead')} {found.group(value)}",
                "up to",
                found.group(value),
                Provenance(Span(base + found.start(value), base + found.end(value))),
            )
            if limit is None:
                return None
            which = Condition(
                found.group(kind),
                Provenance(Span(base + found.start(kind), base + found.end(kind))),
                "for",
            )
            branches.append((which, limit))
        (kind_a, limit_a), (kind_b, limit_b) = branches
        if limit_a.quantity == limit_b.quantity and limit_a.op == limit_b.op == "<=":
            # One quantity: over the higher limit is over both; each comparison has its own
            # copy of the quantity, so the higher limit is said of every kind.
            (high_kind, high), (low_kind, low) = sorted(branches, key=lambda b: -b[1].value)
            return conj(high, disj(high_kind, conj(low_kind, low)))
        return disj(conj(kind_a, limit_a), conj(kind_b, limit_b))

    def either_or(self, items):
        texts = [i for i in items if isinstance(i, Token) and i.type == "TEXT"]
        # "either they paid contributions ... or died because of an accident at work": the
        # second is said of the first one's subject
        nodes = self._shared_subjects([self._text_leaf(t) for t in texts])
        # ("if you either don't have children or ...": a denied first alternative names none)
        pronoun = (
            re.match(r"(?:they|he|she)\b", nodes[0].text, re.I)
            if isinstance(nodes[0], Comparison | Condition)
            else None
        )
        if pronoun is not None:
            # (a pronoun is no lead-in: asked of whom it stands for, "Did they die ...?")
            nodes = [nodes[0]] + [
                replace(n, text=f"{pronoun.group(0)} {n.text}") if self._bare_predicate(n) else n
                for n in nodes[1:]
            ]
        return disj(*nodes)

    def _bare_predicate(self, node: Expr) -> bool:
        """Whether a condition opens on its finite verb, with no subject or lead-in of its
        own ("died because of an accident at work")."""
        if not isinstance(node, Comparison | Condition) or node.lead_in:
            return False
        first = self._toks(node.provenance.span.start, node.provenance.span.end)[:1]
        return bool(first) and first[0].tag in FINITE_TAGS

    def and_sep(self, items):
        written = [str(i).lower() for i in items if isinstance(i, Token) and i.type == "AND"]
        return "but" if written == ["but"] else "and"

    def or_sep(self, items):
        return "or"

    def comma_sep(self, items):
        return ","

    def conditions(self, items):
        """Apply precedence: commas take the next written connective; and binds tighter;
        "but" binds loosest ("you're still eligible but your EAD will be expiring or has
        expired": the first and either of the others)."""
        # "you are aged, blind, or disabled, and have limited income": a comma before "and"
        # after an "or" list closes the list, which is one requirement beside what follows
        # (read with "and" binding tighter, "disabled" had needed the income and the others
        # not).  Elsewhere ", and" is "and".
        closing = [
            k
            for k in range(1, len(items), 2)
            if items[k] == "and"
            and "or" in items[1:k:2]
            and self._comma_between(*items[k - 1 : k + 2 : 2])
        ]
        # "you're pregnant or have had a baby in the past 12 months and have a valid
        # maternity exemption certificate": with no comma, a bare verb after a pair of
        # alternatives said of one subject is what either of them needs (read with "and"
        # binding tighter, "I haven't had a baby" had failed nothing)
        closing += [
            k
            for k in range(3, len(items), 2)
            if items[k] == "and"
            and items[1:k:2] == ["or"]
            and self._predicate_of_subject(items[k - 1], items[k + 1])
        ]
        at = [k for k in range(1, len(items), 2) if items[k] == "but"] or closing[:1]
        if at:
            parts = [items[a + 1 : b] for a, b in zip([-1, *at], [*at, len(items)], strict=True)]
            return conj(*(self.conditions(part) for part in parts))
        nodes = self._shared_subjects(items[0::2])
        seps = list(items[1::2])
        for k in range(len(seps) - 1, -1, -1):
            if seps[k] == ",":
                seps[k] = seps[k + 1] if k + 1 < len(seps) else "and"
        verb_first = [
            isinstance(n, Comparison | Condition)
            and (first := self._toks(n.provenance.span.start, n.provenance.span.end)[:1]) != ()
            and first[0].tag in ("VB", "VBP", "VBZ", "VBD")
            for n in items[0::2]
        ]
        written = items[0::2]
        commas = [self._comma_between(a, b) for a, b in zip(written, written[1:], strict=False)]
        nodes, seps = _predicate_alternatives(written, nodes, seps, verb_first, commas)
        groups: list[list[Expr]] = [[nodes[0]]]
        for sep, node in zip(seps, nodes[1:], strict=True):
            if sep == "or":
                groups.append([node])
            else:
                groups[-1].append(node)
        return self._limit_of_a_case(groups) or disj(*(conj(*g) for g in groups))

    def _predicate_of_subject(self, alternative: Expr, duty: Expr) -> bool:
        """Whether an alternative and the duty after it both open on a verb with no subject
        of their own, a finite one and a bare one ("have had a baby ... and have a valid
        certificate"): predicates of the subject said before them."""
        if not all(isinstance(n, Comparison | Condition) for n in (alternative, duty)):
            return False
        first, second = (
            self._toks(n.provenance.span.start, n.provenance.span.end)[:1]
            for n in (alternative, duty)
        )
        return (
            first != ()
            and second != ()
            and first[0].tag in FINITE_TAGS
            and first[0].pos in ("AUX", "VERB")
            and second[0].tag == "VB"
        )

    def _comma_between(self, left: Expr, right: Expr) -> bool:
        """Whether the sentence has a comma between two conditions (before their "and")."""
        start = left.provenance.span.end - self.sentence.start
        end = right.provenance.span.start - self.sentence.start
        return 0 <= start < end and "," in self.sentence.text[start:end]

    def _limit_of_a_case(self, groups: list[list[Expr]]) -> Expr | None:
        """ "(You can't claim if) you earn more than £120 a week, or £150 a week if you're
        disabled": the case's own limit stands for the first one in that case, which holds
        only outside it.  Read as either one (the first, or the second with its case),
        earning £130 a week and disabled met the first: a silent No.  Only where the first
        limit does not lie within the second (a lower "below", a higher "more than"): where
        it does ("below £10,000, or £15,000 if you have children"), either reading is one."""
        if len(groups) != 2 or len(groups[0]) != 1 or len(groups[1]) < 2:
            return None
        first, (second, *case) = groups[0][0], groups[1]
        if not (
            isinstance(first, Comparison)
            and isinstance(second, Comparison)
            and first.quantity == second.quantity
            and first.op == second.op
            and first.upper is None is second.upper
            and isinstance(case[0], Condition | Comparison)
        ):
            return None
        if (first.op in ("<", "<=") and second.value >= first.value) or (
            first.op in (">", ">=") and second.value <= first.value
        ):
            return None
        gap = self.sentence.text[
            second.provenance.span.end - self.sentence.start : case[0].provenance.span.start
            - self.sentence.start
        ]
        if not re.fullmatch(r"\W*(?:if|when|where)\W*", gap, re.I):
            return None
        return disj(conj(first, negate(conj(*case))), conj(second, *case))

    def _shared_subjects(self, nodes: list) -> list:
        """ "your child is under 17 and has a disability": a clause with no subject of its
        own is said of the subject before it, which becomes its lead-in."""
        out = [nodes[0]]
        for prev, node in zip(nodes, nodes[1:], strict=False):
            if isinstance(node, Comparison | Condition) and node.lead_in in ("", self.lead):
                span = node.provenance.span
                first = self._toks(span.start, span.end)[:1]
                # "your partner is incapacitated, is entitled to ..., or is in hospital":
                # the subject carries on down the list.
                # (one before it that is no leaf, "you do not pay Income Tax", gives none)
                carried = getattr(out[-1], "lead_in", "") if out[-1] is not prev else ""
                subject = self._subject(prev) or carried
                if subject and first and first[0].tag in FINITE_TAGS:
                    if any(t.dep == "relcl" for t in self._subject_toks(prev)):
                        # "the person you care for gets ... and is disabled": a subject with
                        # a clause of its own is said in full ("Are you disabled?" had been
                        # asked, the "you" inside it taken for the one asked)
                        node = replace(node, text=f"{subject} {node.text}")
                    else:
                        node = replace(node, lead_in=subject)
                elif isinstance(node, Condition) and first and first[0].tag not in FINITE_TAGS:
                    node = self._said_of_the_same(prev, node)
                elif first and first[0].tag == "VBZ":
                    node = self._relative_goes_on(out[-1], node)
            elif isinstance(node, Not) and isinstance(node.item, Condition):
                # "your child is 13 or younger and not attending secondary school": the
                # denied state is the child's too (it had been asked "Are you attending ...?")
                node = Not(self._said_of_the_same(prev, node.item))
            out.append(node)
        return out

    def _relative_goes_on(self, prev, node):
        """ "you care for someone who has a disability, or is frail aged": a verb in the
        third person that cannot be said of "you" goes on with the relative clause before
        it, and is said with its words ("you care for someone who is frail aged"; it had
        been asked "Are you frail aged?")."""
        if not isinstance(prev, Comparison | Condition):
            return node
        toks = self._toks(prev.provenance.span.start, prev.provenance.span.end)
        if not toks or toks[0].text.lower() not in ("you", "we", "they"):
            return node
        who = max(
            (
                k
                for k in range(1, len(toks) - 1)
                if toks[k].text.lower() in ("who", "that", "which") and toks[k + 1].tag == "VBZ"
            ),
            default=None,
        )
        if who is None:
            return node
        return replace(node, text=f"{_join(toks[: who + 1])} {node.text}")

    def _said_of_the_same(self, prev, node: Condition) -> Condition:
        """ "your child is under 16 and either disabled or a carer": a conjunct with no verb
        after a clause of being is said of that clause's subject with its "be" (it had been
        asked "Is it either disabled or a carer?")."""
        if not isinstance(prev, Comparison | Condition):
            return node
        span = node.provenance.span
        # (a participle goes on after the "be": "... is under 16 and living with you")
        if any(
            t.tag in FINITE_TAGS or (t.pos == "VERB" and t.tag != "VBG")
            for t in self._toks(span.start, span.end)
        ):
            return node
        said = self.sentence.text[
            prev.provenance.span.start - self.sentence.start : span.start - self.sentence.start
        ]
        being = _BEING_SUBJECT.match(said)
        return replace(node, text=f"{being.group()}{node.text}") if being else node

    def _subject(self, leaf) -> str:
        """The subject a condition opens with when it is someone else's ("your child"), or ""."""
        return _join(self._subject_toks(leaf))

    def _subject_toks(self, leaf) -> tuple[Tok, ...]:
        if not isinstance(leaf, Comparison | Condition):
            return ()
        toks = self._toks(leaf.provenance.span.start, leaf.provenance.span.end)
        # "the person you care for gets ...": the verb of a relative clause is the subject's own
        verb = next(
            (k for k, t in enumerate(toks) if t.tag in FINITE_TAGS and t.dep != "relcl"), None
        )
        if not verb or toks[0].text.lower() not in ("your", "their", "his", "her", "the"):
            return ()
        return toks[:verb]

    def if_then(self, items):
        _, condition, _, conclusion = items
        return self._rule(conclusion, condition)

    def unless_then(self, items):
        _, condition, _, conclusion = items
        return self._duty_unless(conclusion, condition) or self._rule(conclusion, negate(condition))

    def if_then_unless(self, items):
        _, condition, _, conclusion, _, exception = items
        return self._rule(conclusion, conj(condition, negate(exception)))

    def if_then_if(self, items):
        _, condition, _, conclusion, _, more = items
        if isinstance(more, Condition) and _ELIGIBLE.match(more.text):
            # "If you work for a UK employer in the EEA, you can get SMP as long as you're
            # eligible": a closing clause that only says "if you qualify" adds no condition.
            return self._rule(conclusion, condition)
        return self._rule(conclusion, conj(condition, more))

    def if_then_list(self, items):
        _, condition, _, (conclusion, _) = items
        named = next((c for c in leaves(condition) if _FOLLOWING.search(c.text)), None)
        if named is not None:
            # "If you commit fraud and you get any of the following, none of your
            # payments can be stopped: * ...": the list completes that condition.
            condition = substitute(condition, named, self._list(named.text))
        return self._rule(conclusion or self._conclusion([]), condition)

    def condition_only(self, items):
        return self._rule(self._conclusion([]), items[1])

    def unless_only(self, items):
        """ "(You can get the payment if you're over 60.) Unless you live in a care home.",
        "But not if ...": an exception said apart, which must not hold (read whole, it had
        been met by its own words)."""
        return self._rule(self._conclusion([]), negate(items[1]))

    def then_if(self, items):
        conclusion, _, condition = items
        last = condition.items[-1] if isinstance(condition, Or) else None
        if isinstance(last, Condition) and _PENALTY.match(last.text):
            # "You must cancel within 30 days if you stop being eligible or you may be
            # charged a penalty": the penalty follows when the duty is not done.
            warning = self._warning()
            if warning is not None:
                return warning
        return self._rule(conclusion, condition)

    then_only_if = then_if
    then_provided = then_if

    def then_if_unless(self, items):
        """ "You cannot claim if you have more than £6,000 in savings, unless you get ..."."""
        conclusion, condition, exception = items[0], items[2], items[-1]
        return self._rule(conclusion, conj(condition, negate(exception)))

    def then_unless(self, items):
        conclusion, _, condition = items
        return self._duty_unless(conclusion, condition) or self._rule(conclusion, negate(condition))

    def _duty_unless(self, conclusion: Conclusion, exception: Expr) -> Rule | None:
        """ "You must live in the UK, unless you're a Crown servant", "To qualify, you must be
        an operator of record ... unless an exception is granted": a state one must be in,
        or the exception, is a requirement of whatever the text grants (of what the purpose
        names), as the duty said alone is.

        Read as a conclusion, the duty had answered "Can I apply?" by the exception alone:
        "I live in France and I am not a Crown servant" got Yes.  None for a duty to act
        ("You must tell HMRC unless ..."), which a question asks about.
        """
        span = conclusion.provenance.span
        toks = self._toks(span.start, span.end)
        purpose, toks = _purpose(toks) if toks else ((), toks)
        at, words = _duty_at(toks) if toks else (-1, 0)
        verb = next((k for k in range(at + words, len(toks)) if toks[k].pos != "ADV"), None)
        if not conclusion.positive or at < 0 or verb is None:
            return None
        if toks[verb].lemma.lower() not in _STATE_VERBS | _ACTS_GRANTED and not (
            # "To qualify for the Child Care Subsidy you must care for a child ..., unless an
            # exemption applies": any duty a purpose of being granted names is its requirement
            purpose and purpose[0].lemma.lower() in _GRANTED_BY
        ):
            return None  # "You must tell HMRC unless ...": what the question asks about
        duty = self._leaf(_join(toks), toks, toks[0].start, toks[-1].end)
        granted = _granted(purpose, conclusion.provenance)
        either = sorted((duty, exception), key=lambda e: e.provenance.span.start)
        return self._rule(granted, disj(*either))

    def statement_list(self, items):
        conclusion, condition = items[0]
        if conclusion is not None and _REQUIRES_LIST.search(
            _LIST_QUANTIFIER.sub("", conclusion.text)
        ):
            # "They shouldn't be: * ...": a requirement (or a bar) on whatever the text grants;
            # so is "You'll also need to get at least one of the following: * ..." (it had
            # been a grant of its own, and a Yes came without it).
            if conclusion.positive:
                requirement = condition
            else:  # each item is barred: none of them may hold
                requirement = negate(
                    disj(*condition.items) if isinstance(condition, And) else condition
                )
            # "To qualify for Statutory Sick Pay you must: * ...": what the purpose names
            # is granted (as "To qualify ..., you must be an employee." is); a page's later
            # "You cannot get SSP if ..." had been the only grant a question could reach.
            span = conclusion.provenance.span
            purpose, rest = _purpose(self._toks(span.start, span.end))
            kind = _kind_bound(rest) if purpose else ()
            if kind:
                # "To qualify for the HUBZone program, a small business must: * ...": being
                # one of the kind bound is one more requirement, first (it was not asked)
                leaf = self._leaf(_join(kind), kind, kind[0].start, kind[-1].end)
                requirement = conj(leaf, requirement)
            return self._rule(_granted(purpose, conclusion.provenance), requirement)
        duty = _DUTY_AND_LIST.search(conclusion.text) if conclusion is not None else None
        if duty is not None and condition is not None:
            # "you must be divorced from a deceased spouse and meet the following
            # requirements: * ...": the duty the lead-in names is one more of them.
            start = conclusion.provenance.span.start
            toks = self._toks(start + duty.start("duty"), start + duty.end("duty"))
            if toks:
                leaf = self._leaf(_join(toks), toks, toks[0].start, toks[-1].end)
                condition = conj(leaf, condition)
        holders = self._authority_holders(conclusion)
        if holders is not None and isinstance(condition, Condition):
            # "Residential Care level 8 and Home Care level 10 give authority to: * view care
            # recipient information": the item is the authority given, and whoever holds one
            # of the levels named has it.
            span = Span(conclusion.provenance.span.start, condition.provenance.span.end)
            given = Conclusion(f"{conclusion.text} {condition.text}", Provenance(span), True)
            return self._rule(given, holders)
        return self._rule(conclusion or self._conclusion([]), condition)

    def _authority_holders(self, conclusion: Conclusion | None) -> Expr | None:
        """The alternatives that a list's lead-in names as giving an authority ("Residential
        Care level 8 and Home Care level 10 give authority to:"), or None."""
        if conclusion is None:
            return None
        match = _AUTHORITY_GIVEN.match(conclusion.text)
        if match is None:
            return None
        start = conclusion.provenance.span.start
        toks = self._toks(start, start + match.end("holders"))
        joins = [k for k, t in enumerate(toks) if t.text.lower() in ("and", "or", ",")]
        if not joins:
            return None
        bounds = [-1, *joins, len(toks)]
        parts = [toks[a + 1 : b] for a, b in zip(bounds, bounds[1:], strict=False)]
        if any(not part for part in parts):
            return None
        return disj(*(self._leaf(_join(p), p, p[0].start, p[-1].end) for p in parts))

    def statement(self, items):
        conclusion = items[0]
        warning = self._warning() or self._exception() or self._applies_to_whom()
        if warning is not None:
            return warning
        limit = self._limit() or self._limits_by_kind() or self._time_limit()
        if limit is not None:
            return self._rule(Conclusion("", conclusion.provenance, True), limit)
        banned = self._banned()
        if banned is not None:
            return self._rule(conclusion, banned)
        if _POINTER.match(self.sentence.text):
            # "In most cases, all of the following must apply. You must: * ...": the sentence
            # only points to the list the next one leads into; it requires nothing itself.
            return self._rule(conclusion, None)
        if REQUIREMENT.search(_NO_DUTY.sub(" ", self.sentence.text)) and not _embedded_duty(
            self.sentence.toks
        ):
            # "You must be 16 or over": a requirement of whatever the text grants.
            toks = tuple(t for t in self.sentence.toks if t.pos != "PUNCT" or t.text not in ".:")
            toks = toks[: _restatement_at(toks)]
            # "You must also show intent to remain in the state, for example by registering to
            # vote": the illustration is no duty of its own (asked, "Do you have by ...?"),
            # but the one duty's aside, which a scenario may name ("I registered to vote")
            lowered = [t.text.lower() for t in toks]
            example = next((k for k in range(len(toks)) if _illustration_at(lowered, k)), None)
            illustrated, toks = toks, toks if example is None else toks[: example - 1]
            purpose, toks = _purpose(toks)
            setting, toks = _setting(toks)
            parts = _requirements(toks)
            if not purpose and len(parts) == 1:
                # "You must be 18 or over and a UK resident to open an account": the purpose
                # said after the duties it joins, which it had kept together as one
                after, duties = _trailing_purpose(toks)
                if after and (
                    any(t.pos == "CCONJ" for t in duties) or after[0].text.lower() in _GRANTED_BY
                ):
                    purpose, toks, parts = after, duties, _requirements(duties)
            if len(parts) > 1 or (purpose and parts):
                # "(To qualify,) you must be a resident of Indiana, responsible for a child
                # and have very low income": each duty is a condition of what the purpose
                # names, or of whatever the text grants.
                condition = _duty_list(self._duties(parts), _comma_marked(toks, parts))
                granted = _granted(purpose, conclusion.provenance)
                return self._rule(granted, self._in_setting(setting, condition))
            toks = illustrated if len(parts) == 1 and not setting else toks
            leaf = self._leaf(self.sentence.text, toks, toks[0].start, toks[-1].end)
            return self._rule(
                Conclusion("", conclusion.provenance, True), self._in_setting(setting, leaf)
            )
        toks = tuple(t for t in self.sentence.toks if t.text not in ".:")
        restricted = (
            self._eligible_subject(members=2)
            or self._restricted_subject()
            or self._beneficiaries()
            or self._eligible_subject()
            or self._object_relatives()
            or self._for_dependants()
            or self._by_means()
        )
        if restricted is not None:
            return restricted
        alternatives = _or_list(toks, words=("or", "and", "and/or"))
        if alternatives:
            # "Land eligible for agricultural easements includes cropland, rangeland, ...": each
            # item is a condition of its own words, the clause before the list its lead-in.
            first = alternatives[0][1][0]
            lead = _join(tuple(t for t in toks if t.end <= first))
            items = []
            for _, (a, b) in alternatives:
                own = tuple(t for t in toks if a <= t.start and t.end <= b)
                items.append(self._leaf(_join(own), own, a, b, lead))
            return Rule(
                conclusion,
                disj(*items),
                Provenance(Span(self.sentence.start, self.sentence.end)),
                "enumeration",
            )
        return (
            self._refused_threshold(conclusion)
            or self._worth_bounded(conclusion)
            or self._rule(conclusion, None)
        )

    def _duties(self, parts: list[tuple[tuple[Tok, ...], str, str]]) -> list[tuple[Expr, str]]:
        """Each duty's condition, with the connective written before it.  A duty denied
        before a list of alternatives denies them all: "You must not work or study", "(You
        must live in Wales and) not work, study or volunteer" need none of them (read one
        by one, the "not" was the first one's only, and the second met the rule)."""
        out: list[tuple[Expr, str]] = []
        k = 0
        while k < len(parts):
            part, lead, join = parts[k]
            rest = parts[k + 1 :]
            if (
                len(part) > 1
                and part[0].text.lower() in ("not", "never")
                and rest
                and rest[-1][2] == "or"
                and all(j in ("or", ",") for _, _, j in rest)
                and all(p[0].text.lower() not in ("not", "never") and lp for p, lp, _ in rest)
                # "MUST NOT be on motorways or slip roads except in an emergency": an
                # exception said after them is the whole list's, which this does not read
                and not any(t.text.lower() in ("except", "unless") for p, _, _ in rest for t in p)
            ):
                said = part[1:]
                alternatives = [
                    self._leaf(_join(said), said, said[0].start, said[-1].end, lead),
                    *(self._leaf(_join(p), p, p[0].start, p[-1].end, lp) for p, lp, _ in rest),
                ]
                out.append((negate(disj(*alternatives)), join))
                break
            out.append((self._leaf(_join(part), part, part[0].start, part[-1].end, lead), join))
            k += 1
        return out

    def _banned(self) -> Expr | None:
        """ "There's a ban on exporting caviar, caviar substitutes, truffles and goods
        containing truffles to North Korea": what is banned, and where to, are the
        conditions of the ban (both must hold for it to apply); the conclusion keeps the
        word "ban", which reads as refusing what a question asks to do.  A ban on no named
        place ("There is a ban on most food exports") has what it bans as its one condition.
        """
        toks = _trimmed(self.sentence.toks)
        at = next(
            (
                k
                for k in range(len(toks) - 2)
                if toks[k].lemma.lower() in _BAN_NOUNS
                and toks[k].pos == "NOUN"
                and toks[k + 1].text.lower() == "on"
            ),
            None,
        )
        if at is None or not _BAN_LEAD.match(_join(toks[:at])):
            return None
        what = toks[at + 2 :]
        # "to North Korea and Syria": the last "to"/"from" followed only by names of places
        place = next(
            (
                k
                for k in range(len(what) - 1, 0, -1)
                if what[k].text.lower() in ("to", "from", "into")
                and all(t.pos in ("PROPN", "CCONJ", "DET") or t.text == "," for t in what[k + 1 :])
                and any(t.pos == "PROPN" for t in what[k + 1 :])
            ),
            None,
        )
        goods = what if place is None else what[:place]
        if not goods:
            return None
        condition = self._leaf(_join(goods), goods, goods[0].start, goods[-1].end)
        if place is None:
            return condition
        where = what[place:]
        return conj(condition, self._leaf(_join(where), where, where[0].start, where[-1].end))

    def _refused_threshold(self, conclusion: Conclusion) -> Rule | None:
        """ "A cooperative can't be located within 1,000 feet of a school": a refusal whose
        own predicate holds a threshold refuses only where the threshold is met; that is its
        condition, worded of the subject ("the cooperative is located within 1,000 feet of a
        school")."""
        if conclusion.positive:
            return None
        toks, root = self._trimmed_root()
        if root is None:
            return None
        modal = next((k for k, t in enumerate(toks) if t.head == root and t.tag == "MD"), None)
        subject = next(
            (k for k, t in enumerate(toks) if t.head == root and t.dep in ("nsubj", "nsubjpass")),
            None,
        )
        if modal is None or subject is None or subject > modal:
            return None
        be = modal + 1
        while be < len(toks) and toks[be].text.lower() in ("n't", "not"):
            be += 1
        if be + 1 >= len(toks) or toks[be].lemma != "be":
            return None
        predicate = toks[be + 1 :]
        if len(find_measures(_join(toks))) != 1 or len(find_measures(_join(predicate))) != 1:
            return None
        named = list(toks[:modal])
        if named[0].text.lower() in ("a", "an", "no"):
            named[0] = replace(named[0], text="the")
        plural = named[-1].text.lower() in ("you", "they", "we") or named[-1].tag in ("NNS", "NNPS")
        said = (*named, replace(toks[be], text="are" if plural else "is"), *predicate)
        leaf = self._leaf(_join(said), said, predicate[0].start, predicate[-1].end)
        return self._rule(conclusion, leaf)

    def _worth_bounded(self, conclusion: Conclusion) -> Rule | None:
        """ "You can usually take any pension worth up to £10,000 in one go": a permission
        whose object is worth a bounded amount grants it only within the bound; that is its
        condition, worded of the thing ("the pension is worth up to £10,000")."""
        if not conclusion.positive:
            return None
        toks, root = self._trimmed_root()
        if root is None or not any(
            t.head == root and t.tag == "MD" and t.text.lower() in _PERMISSION for t in toks
        ):
            return None
        at = next(
            (
                k
                for k in range(root + 2, len(toks) - 1)
                if toks[k].text.lower() == "worth"
                and toks[k - 1].pos == "NOUN"
                and toks[k + 1].text.lower() in _WORTH_BOUNDS
            ),
            None,
        )
        if at is None:
            return None
        text = self.sentence.text
        base = self.sentence.start
        rest = text[toks[at + 1].start - base : toks[-1].end - base]
        measures = find_measures(rest)
        if len(measures) != 1 or measures[0].start != 0:
            return None
        end = toks[at + 1].start + measures[0].end
        value = tuple(t for t in toks[at:] if t.end <= end)
        said = (replace(toks[at - 1], text=f"the {toks[at - 1].text} is"), *value)
        leaf = self._leaf(_join(said), said, toks[at - 1].start, value[-1].end)
        return self._rule(conclusion, leaf)


# The words that bound what a thing is worth: "worth up to £10,000", "worth less than £5,000".
_WORTH_BOUNDS = frozenset({"up", "less", "more", "over", "under", "at", "no", "below", "above"})


# A lead-in that names a duty of its own before the list's: "you must be divorced from a
# deceased spouse and meet the following requirements:".
_DUTY_AND_LIST = re.compile(
    r"\byou must (?P<duty>(?:be|have)\b.+?) and (?:also )?meet (?:all )?(?:of )?the following"
    r"(?: \w+)?\W*$",
    re.I,
)

# A lead-in whose subject names who holds an authority: "Residential Care level 8 and Home
# Care level 10 give authority to:".
_AUTHORITY_GIVEN = re.compile(
    r"^(?P<holders>[A-Z][^,:;]*?)\s+gives?\s+(?:automatic\s+)?authority\s+to\W*$"
)

# A duty that only points to a list: "meet all of the following", "meet these conditions".
_POINTS_TO_A_LIST = re.compile(
    r"(?:meet|satisfy|fulfil+|have|be)\s+(?:(?:all|any|one|both|each|at least one)\s+(?:of\s+)?)?"
    r"(?:the following|these)(?:\s+(?:conditions|requirements|criteria|rules))?",
    re.I,
)
_POINTER = re.compile(
    r"^(?:[^,]*,\s*)?(?:all|any|one|both|either|each) of (?:the following|these|them) "
    r"(?:must|should|will need to) (?:apply|be met|be true)\W*$",
    re.I,
)
_DUTY_WORDS = (("must",), ("need", "to"), ("needs", "to"), ("have", "to"), ("has", "to"))


_OWN_DUTY = re.compile(r"(?:must|needs?\s+to|ha(?:ve|s)\s+to|should)\b", re.I)


def _comma_marked(
    toks: tuple[Tok, ...], parts: list[tuple[tuple[Tok, ...], str, str]]
) -> list[bool]:
    """For each duty after the first, whether a comma stands before its connective ("be
    expecting your first child, or be expecting twins")."""
    return [
        any(t.text == "," and before[-1].end <= t.start < part[0].start for t in toks)
        for (before, _, _), (part, _, _) in zip(parts, parts[1:], strict=False)
    ]


def _duty_list(items: list[tuple[Expr, str]], commas: list[bool] | None = None) -> Expr:
    """Duties joined as written: by their last connective, save where a comma list closes
    them after a connective of the other kind.  "you must have limited income and limited
    resources, and be age 65 or older, blind, or disabled" needs the first and any one of
    the list (read as any of the four, limited income alone met the rule).

    Where "and" and "or" both join the duties and a comma stands before every one of a
    kind and before none of the other (``commas``: one per duty after the first), the
    comma marks the looser join: "be expecting your first child, or be expecting twins and
    have children already" is the first, or both the others (read as either and children
    already, a first child was refused); "be 60 or over and live in Wales, or be a
    registered carer" needs both the first two, or the third (read as any, living in
    Wales alone met the rule)."""
    last = items[-1][1]
    joins = [join for _, join in items[1:]]
    marked = {j for j, comma in zip(joins, commas or (), strict=False) if comma}
    unmarked = {j for j, comma in zip(joins, commas or (), strict=False) if not comma}
    if (
        commas is not None
        and len(commas) == len(joins)
        and {*marked, *unmarked} == {"and", "or"}
        and len(marked) == len(unmarked) == 1
    ):
        (loose,) = marked
        runs: list[list[Expr]] = [[items[0][0]]]
        for item, join in items[1:]:
            if join == loose:
                runs.append([item])
            else:
                runs[-1].append(item)
        tight, outer = (conj, disj) if loose == "or" else (disj, conj)
        return outer(*(tight(*run) for run in runs))
    combine, other = (disj, conj) if last == "or" else (conj, disj)
    # "you must be age 65 or older, blind, or disabled, and have limited income": a comma
    # list that opens the duties closes at the other connective after it
    close = next((k for k in range(1, len(items)) if items[k][1] != ","), 0)
    shut = items[close][1] if close else ""
    if (
        close >= 2
        and close + 1 < len(items)
        and shut in ("and", "or")
        and shut != last
        and all(join in (",", last) for _, join in items[close + 1 :])
        and items[close + 1][1] == last
        # not "be private land ..., enhance ... and must improve ...": a member with a duty
        # word of its own starts a duty, it closes no list
        and all(
            isinstance(item, Comparison | Condition) and not _OWN_DUTY.match(item.text)
            for item, _ in items[: close + 1]
        )
    ):
        opened = (disj if shut == "or" else conj)(*(item for item, _ in items[: close + 1]))
        return combine(opened, *(item for item, _ in items[close + 1 :]))
    if (
        last == "and"
        and all(join in ("", "or", "and") for _, join in items)
        and any(join == "or" for _, join in items)
    ):
        # "you must own the property or be a tenant, and intend to live there": the "or"
        # joins the two duties it stands between, the "and" them and the next
        runs: list[list[Expr]] = []
        for item, join in items:
            if join == "or":
                runs[-1].append(item)
            else:
                runs.append([item])
        return conj(*(disj(*run) for run in runs))
    start = len(items) - 2
    while start > 0 and items[start][1] == ",":
        start -= 1
    before = items[start][1]
    if (
        start >= 1
        and len(items) - start >= 3
        and before in ("and", "or")
        and before != last
        and all(join in (",", before) for _, join in items[1:start])
    ):
        return other(*(item for item, _ in items[:start]), combine(*(i for i, _ in items[start:])))
    return combine(*(item for item, _ in items))


def _predicate_alternatives(
    written: list,
    nodes: list,
    seps: list,
    verb_first: list | None = None,
    commas: list | None = None,
) -> tuple[list, list]:
    """Alternatives said of one subject bind before the "and" around them: "you work at least
    16 hours a week and your partner is incapacitated, is entitled to Carer's Allowance, or is
    in hospital or prison" needs the hours and any one of the partner's three.  A run of
    clauses that took their subject from the clause before them (``_shared_subjects``),
    joined by "or", is one alternative list; one followed by an "and" is left as written.
    Clauses that open with their verb (``verb_first``) take "you" from the one before them:
    "you have a low income, and you're pregnant, have children, or have a disability" needs
    the income and any one of the three, where the list has three members at least, or two
    with no comma before their "or" (``commas``: one per separator): "you live in Scotland
    and you're pregnant or have a child under 3" needs Scotland and either (read as
    Scotland and pregnant, or a child, a child in Manchester met it)."""
    carried = [
        isinstance(new, Comparison | Condition) and new.lead_in != old.lead_in
        for old, new in zip(written, nodes, strict=True)
    ]
    bare = verb_first or [False] * len(nodes)
    k = 0
    while k < len(seps):
        end = k
        while end < len(seps) and seps[end] == "or" and carried[end + 1]:
            end += 1
        if end == k:
            while end < len(seps) and seps[end] == "or" and bare[end + 1]:
                end += 1
            no_comma = commas is not None and not commas[k]
            paired = end - k == 1 and k > 0 and seps[k - 1] == "and" and no_comma
            if end - k < 2 and not paired:
                end = k
        if end > k and (end == len(seps) or seps[end] == "or") and (k == 0 or seps[k - 1] != "or"):
            nodes = [*nodes[:k], disj(*nodes[k : end + 1]), *nodes[end + 1 :]]
            seps = [*seps[:k], *seps[end:]]
            carried = [*carried[:k], False, *carried[end + 1 :]]
            bare = [*bare[:k], False, *bare[end + 1 :]]
        k += 1
    return nodes, seps


def _granted(purpose: tuple[Tok, ...], otherwise: Provenance) -> Conclusion:
    """What duties grant: their purpose ("To qualify for this benefit, you must ...":
    qualifying for it), or, with none, nothing of their own (they are requirements of
    whatever the text grants, ``otherwise`` standing where they are said)."""
    if not purpose:
        return Conclusion("", otherwise, True)
    return Conclusion(_join(purpose), Provenance(Span(purpose[0].start, purpose[-1].end)), True)


def _kind_bound(toks: tuple[Tok, ...]) -> tuple[Tok, ...]:
    """ "a small business must" -> "a small business": the kind one of which a duty binds,
    named with "a" or "an" (not "you", "your child", nor whoever asks: "an applicant")."""
    at, _ = _duty_at(toks)
    if at < 2 or toks[0].text.lower() not in ("a", "an"):
        return ()
    kind = toks[1:at]
    head = kind[-1]
    if head.tag != "NN" or not _people(head) or head.lemma.lower() in _ANYONE:
        return ()
    if any(t.head != head.i or t.dep not in ("amod", "compound") for t in kind[:-1]):
        return ()
    return toks[:at]


def _purpose(toks: tuple[Tok, ...]) -> tuple[tuple[Tok, ...], tuple[Tok, ...]]:
    """ "To qualify for this benefit, you must ..." -> ("qualify for this benefit", the rest);
    without the comma, the purpose ends where the duty's subject begins ("To qualify you
    must ...")."""
    words = [t.text.lower() for t in toks]
    start = 2 if words[:2] == ["in", "order"] else 0
    if words[start : start + 1] != ["to"]:
        return (), toks
    at, _ = _duty_at(toks)
    if "," in (words[start:at] if at >= 0 else words[start:]):
        end = words.index(",")
        rest = end + 1
    else:
        end = rest = _subject_start(toks, start, at)
        if end is None:
            return (), toks
    if end - start < 2 or not any(t.pos in ("VERB", "AUX") for t in toks[start + 1 : end]):
        return (), toks
    return toks[start + 1 : end], toks[rest:]


def _trailing_purpose(toks: tuple[Tok, ...]) -> tuple[tuple[Tok, ...], tuple[Tok, ...]]:
    """ "You must be 18 or over and a UK resident to open an account" -> ("open an
    account", the duties before it): a "to" clause at the end that spaCy hangs on the duty's
    own verb ("be", "live"), not on an adjective ("be able to work")."""
    at, width = _duty_at(toks)
    if at < 0:
        return (), toks
    for p in range(at + width + 2, len(toks) - 1):
        verb = toks[p + 1]
        head = toks[verb.head] if 0 <= verb.head < len(toks) else None
        if (
            toks[p].text.lower() == "to"
            and toks[p].dep == "aux"
            and verb.tag == "VB"
            and verb.head < p
            and head is not None
            and (
                (verb.dep == "advcl" and head.pos in ("VERB", "AUX"))
                or (verb.dep == "xcomp" and head.lemma == "be")
            )
        ):
            # "... for you to get Child Benefit for them": the "to" clause's own subject
            # and its "for" are the purpose's ("Is your child in full-time education for
            # you?" had been asked)
            q = p
            while (
                q - 1 > at + width
                and toks[q - 1].head == verb.i
                and toks[q - 1].dep
                in (
                    "nsubj",
                    "mark",
                )
            ):
                q -= 1
            return toks[p + 1 :], toks[:q]
    return (), toks


def _subject_start(toks: tuple[Tok, ...], start: int, at: int) -> int | None:
    """Where the subject of the duty at ``at`` begins, after ``start``: "your child" of
    "To qualify your child must ..."; None when there is none."""
    subject = next((k for k in range(at - 1, start, -1) if toks[k].dep == "nsubj"), None)
    if subject is None:  # spaCy may hang "you or your partner" on the purpose's noun
        words = [t.text.lower() for t in toks]
        subject = next((k for k in range(start + 2, at) if words[k] in ("you", "they", "we")), None)
    if subject is None:
        return None
    first = subject
    while first - 1 > start and toks[first - 1].head == toks[subject].i:
        first -= 1
    return first


_NO_SETTING = frozenset(
    {"this", "these", "that", "example", "instance", "more", "further", "additional", "details"}
)


def _setting(toks: tuple[Tok, ...]) -> tuple[tuple[Tok, ...], tuple[Tok, ...]]:
    """ "For bulk billing, you need to ..." -> ("bulk billing", the rest); "For this benefit
    program, ..." and "For example, ..." name no case."""
    words = [t.text.lower() for t in toks]
    if words[:1] != ["for"] or "," not in words or words[1:2] == [] or words[1] in _NO_SETTING:
        return (), toks
    comma = words.index(",")
    if comma < 2 or any(t.tag in FINITE_TAGS for t in toks[1:comma]):
        return (), toks
    return toks[1:comma], toks[comma + 1 :]


def _embedded_duty(toks: tuple[Tok, ...]) -> bool:
    """Whether the words of duty lie in a clause the sentence embeds: "Refer to Business
    Structures to find out which returns you must file" tells the reader to look, "This is
    in addition to any domestic licence you need to possess the drug" says what a licence
    is; neither requires anything."""
    at, _ = _duty_at(toks)
    if at < 0:
        return False
    verb = toks[at] if toks[at].tag != "MD" else toks[toks[at].head]
    root = next((k for k, t in enumerate(toks) if t.dep == "ROOT"), None)
    finite_root = root is not None and (
        toks[root].tag in FINITE_TAGS
        or any(t.head == root and t.dep == "aux" and t.tag in FINITE_TAGS for t in toks)
    )
    if verb.dep == "relcl" and finite_root:
        return True  # (not "To get the basic State Pension you must have paid ...", misread)
    if toks[0].tag != "VB" or toks[0].dep != "ROOT":
        return False
    words = [t.text.lower() for t in toks]
    wh = next((k for k, w in enumerate(words) if w in _QUESTION_WORDS), None)
    return wh is not None and at > wh


_QUESTION_WORDS = frozenset({"which", "what", "how", "whether", "if", "when"})


def _duty_at(toks: tuple[Tok, ...]) -> tuple[int, int]:
    """Where the first word of duty ("must", "need to") is, and how many words it takes."""
    words = [t.text.lower() for t in toks]
    for i in range(len(words)):
        for duty in _DUTY_WORDS:
            if tuple(words[i : i + len(duty)]) == duty:
                return i, len(duty)
    return -1, 0


def _requirements(toks: tuple[Tok, ...]) -> list[tuple[tuple[Tok, ...], str, str]]:
    """ "you must be A, B and have C" -> the parts, each with the lead-in it completes.

    Parts are split at commas, and at "and"/"or" before a verb; a part with a
    duty of its own ("your child must have a disability")
    stands alone.  Each part comes with the connective written before it.
    """
    at, width = _duty_at(toks)
    if at <= 0:
        return []
    predicate = toks[at + width :]
    # ", whichever is higher": which of the amounts before binds, no duty of its own (the
    # amounts listed with "or" are each needed, as a comma list's are)
    whichever = predicate[_whichever_at(predicate) :]
    predicate = predicate[: len(predicate) - len(whichever)]
    if not predicate:
        return []
    chunks: list[list[Tok]] = [[]]
    joins = [""]
    examples = _examples(predicate)
    aside = _in_asides(predicate) | _modifier_lists(predicate) | examples
    for k, tok in enumerate(predicate[:-1]):
        # "and you, or your partner ..., must get Pension Credit": the subject's aside
        # splits nothing
        if tok.text.lower() in ("and", "or") and (end := _subject_aside_end(predicate[k + 1 :])):
            aside.update(range(k + 1, k + 2 + end))
    for k, tok in enumerate(predicate):
        low = tok.text.lower()
        nxt = predicate[k + 1] if k + 1 < len(predicate) else None
        if k in aside or (low == "," and k + 3 in examples):
            # "be under other than dishonorable conditions (i.e., honorable, general)": an
            # aside splits nothing, nor do examples ("provide evidence of your earnings,
            # such as a tax return").
            chunks[-1].append(tok)
        elif low == "," and chunks[-1] and _noun_tail(predicate[k + 1 :], chunks[-1]):
            chunks[-1].append(tok)  # "a degree program, college or university": one list
        elif low == "," and chunks[-1] and nxt is not None and nxt.text.lower() == "which":
            # "during the grant period, which is currently 5 years": a clause that says
            # more of what the duty names, no duty of its own
            chunks[-1].append(tok)
        elif low == ",":
            chunks.append([])
            joins.append(",")
        elif (
            low in ("and", "or")
            and nxt is not None
            # "aged 18 or over": part of the threshold, no second duty
            and not (
                nxt.text.lower() in _THRESHOLD_WORDS and chunks[-1] and chunks[-1][-1].pos == "NUM"
            )
            and (
                not chunks[-1]
                or nxt.pos in ("VERB", "AUX")
                # not "you or your family member must be enrolled": a subject, then the duty
                or (
                    any(t.pos in ("VERB", "AUX") for t in chunks[-1])
                    and _second_duty(predicate[k + 1 :])
                )
            )
            # "be accepted or enrolled in a degree program": two participles, one condition
            and not (
                chunks[-1]
                and chunks[-1][-1].tag in ("VBN", "VBG")
                and nxt.tag == chunks[-1][-1].tag
            )
            # "you must own and live in the home": one duty, the home owned too
            and not _object_shared(predicate, k)
            # "a reasonable assurance that such loans can and will be repaid", "the loan
            # used to purchase or refinance a home": verbs joined inside a clause of the duty
            # (not the part's own first verb: "..., aged 18 or over and registered with a GP")
            and (
                not _embedded(tok, predicate)
                or bool(chunks[-1])
                and (
                    tok.head == chunks[-1][0].i
                    # "be taking time off to look after the child and be the father": the
                    # part's own first verb said again opens a duty, whatever clause spaCy
                    # hangs it under (read as one, its second half was never asked)
                    or nxt.tag == "VB"
                    and nxt.text.lower() == _first_word(chunks[-1])
                )
            )
        ):
            if chunks[-1]:
                chunks.append([])
                joins.append(low)
            else:
                joins[-1] = low
        else:
            chunks[-1].append(tok)
    parts = [(tuple(c), j) for c, j in zip(chunks, joins, strict=True) if c]
    if _binds_every_amount(whichever, predicate):
        # "at least £38,700 a year, or the going rate for your job, whichever is higher":
        # at least the higher is at least each
        parts = [(part, "and" if join == "or" else join) for part, join in parts]
    if not parts:
        return []
    lead = _join(toks[: at + width])
    # "It must also be commercial, regular and organised": the verb after any adverb
    first = _first_word(parts[0][0])
    if _purpose_objects(parts):
        return [(predicate, lead, "")]
    objects = _object_list(parts)
    if objects:
        verb_words, parts = objects
        return [
            (part, f"{lead} {verb_words}" if k else lead, join)
            for k, (part, join) in enumerate(parts)
        ]
    out = []
    for part, join in _alternatives_last(parts):
        own_duty = _duty_at(part)[0] > 0
        # "(you must be 16 and) not be getting State Pension": the verb after the "not"
        denied = part[0].text.lower() in ("not", "never") and len(part) > 1
        # "not already have the internal resources": the verb after a denial and adverbs
        opening = next((t for t in part[int(denied) :] if t.pos not in ("ADV", "PART")), None)
        # a verb of its own ("live in Wales"); after "be ...", a participle is the state it
        # names ("aged 18 or over", "registered with a GP", "organised", "studying full
        # time"), said with that "be", not a duty to do ("Did you disable?")
        verb = (
            opening is not None
            and opening.pos in ("VERB", "AUX")
            and not (opening.tag in ("VBN", "VBD", "VBG") and first == "be")
        )
        if verb:
            # "have limited income, and be age 65 or older, blind, or disabled": a part with
            # no verb completes the verb nearest before it ("be blind", not "have blind")
            first = opening.text.lower()
        part_lead = "" if own_duty else lead + (" be" if first == "be" and not verb else "")
        out.append((part, part_lead, join))
    if len(out) > 1 and out[-1][2] == ",":
        return [p[:2] + ("and",) for p in out]  # a bare comma list of duties: all of them
    return out


def _alternatives_last(
    parts: list[tuple[tuple[Tok, ...], str]],
) -> list[tuple[tuple[Tok, ...], str]]:
    """ "work, study or volunteer", "a carer, a parent or a guardian": a comma list of duties
    whose last part holds an "or" joining a word to that part's head is a list of
    alternatives, the "or" its last connective (kept whole, the last two were one duty and
    the list all of them: a parent met neither "be a carer" nor "a parent or a guardian").
    Not "be over 18, live in Wales or Scotland": the "or" joins words inside the part."""
    if len(parts) < 2 or any(join != "," for _, join in parts[1:]):
        return parts
    if any(t.text.lower() in ("and", "or") for part, _ in parts[:-1] for t in part):
        return parts  # "live in Wales and work, study or volunteer": which list is which
    last = parts[-1][0]
    cuts = [k for k, t in enumerate(last) if t.text.lower() == "or"]
    if len(cuts) != 1 or not 0 < cuts[0] < len(last) - 1:
        return parts
    if last[cuts[0] + 1].text.lower() in _THRESHOLD_WORDS and last[cuts[0] - 1].pos == "NUM":
        return parts  # "aged 18 or over": the threshold's own "or"
    inside = {t.i for t in last}
    roots = [t for t in last if t.head not in inside or t.head == t.i]
    after = last[cuts[0] + 1 :]
    if len(roots) != 1 or not any(t.dep == "conj" and t.head == roots[0].i for t in after):
        return parts
    return [*parts[:-1], (last[: cuts[0]], ","), (after, "or")]


def _whichever_at(toks: tuple[Tok, ...]) -> int:
    """Where a closing ", whichever is higher" (greater, lower, later ...) starts; the
    length when there is none."""
    return (
        next(
            (
                k
                for k in range(1, len(toks) - 1)
                if toks[k - 1].text == ","
                and toks[k].text.lower() == "whichever"
                and all(t.pos != "VERB" or t.lemma == "be" for t in toks[k + 1 :])
            ),
            len(toks) + 1,
        )
        - 1
    )


_HIGHER = frozenset({"higher", "greater", "more", "larger", "later", "longer", "bigger"})
_LOWER = frozenset({"lower", "less", "smaller", "earlier", "shorter", "fewer"})


def _binds_every_amount(whichever: tuple[Tok, ...], predicate: tuple[Tok, ...]) -> bool:
    """Whether ", whichever is higher" after amounts listed with "or" binds by each of
    them: a floor at the higher (or a ceiling at the lower) is one at every amount."""
    word = next((t.text.lower() for t in whichever[2:] if t.text.lower() in _HIGHER | _LOWER), "")
    if not word:
        return False
    ops = {m.op for m in find_measures(_join(predicate))}
    return (word in _HIGHER and bool(ops & {">=", ">"})) or (
        word in _LOWER and bool(ops & {"<=", "<"})
    )


def _past_event(clause: tuple[Tok, ...]) -> bool:
    """Whether a clause tells of one past event, its verb the first in the past tense:
    "they died", "the accident happened"."""
    verb = next((t for t in clause if t.pos in ("VERB", "AUX")), None)
    return verb is not None and verb.tag == "VBD"


def _first_word(part: list[Tok] | tuple[Tok, ...]) -> str:
    """The first word of a part that is no adverb ("be" of "also be taking"), lowercased."""
    return next((t for t in part if t.pos != "ADV"), part[0]).text.lower()


def _second_duty(rest: tuple[Tok, ...]) -> bool:
    """Whether the words after an "and"/"or" of a duty start a duty of their own: one denied
    ("you must be aged between 16 and 64 and not be getting State Pension", "be 16 or over
    and not in full-time education"), or a subject with its own word of duty ("You must be
    over 18 and you must not be in prison")."""
    if (
        len(rest) > 1
        and rest[0].text.lower() in ("not", "never")
        and rest[1].text.lower() not in ("only", "just")  # "and not only ... but also"
    ):
        return True
    head = rest[:5]
    at, _ = _duty_at(head)
    if at > 0 and all(t.pos in ("PRON", "DET", "NOUN", "PROPN", "ADJ") for t in head[:at]):
        return True
    return _subject_aside_end(rest) is not None


def _subject_aside_end(rest: tuple[Tok, ...]) -> int | None:
    """Where the commas close an aside on a subject before its own word of duty: "you, or
    your partner living at the same address, must get Pension Credit" (the comma before
    "must"); None when the words do not open so."""
    at, _ = _duty_at(rest[:16])
    if (
        at > 2
        and rest[0].pos in ("PRON", "NOUN", "PROPN")
        and rest[1].text == ","
        and rest[2].text.lower() in ("or", "and")
        and rest[at - 1].text == ","
    ):
        return at - 1
    return None


def _purpose_objects(parts: list[tuple[tuple[Tok, ...], str]]) -> bool:
    """Whether the comma list after the first duty is what a later verb of it takes, for a
    purpose: "You usually need to follow special rules to export animal bones, protein and
    other by-products" is one duty for exporting any of them, not three duties."""
    if len(parts) < 2 or parts[0][0][0].pos not in ("VERB", "AUX"):
        return False
    head = parts[0][0]
    end = _verb_words_end(head)  # "follow"
    # "to export" after the duty's own object ("special rules"); "be set to allow SSL,
    # cookies and JavaScript" lists the objects of the duty's own verbs (_object_list).
    purpose = next(
        (
            k
            for k in range(end + 1, len(head) - 2)
            if head[k].text.lower() == "to" and head[k + 1].pos == "VERB"
        ),
        None,
    )
    if not 0 < end < len(head) or head[end].pos not in ("NOUN", "PROPN", "DET", "ADJ"):
        return False
    if purpose is None or head[-1].pos not in ("NOUN", "PROPN"):
        return False
    if not _verbless_after_commas(parts[1:]):
        return False
    last = parts[-1][0]
    return any(t.text.lower() in ("and", "or") for t in last[1:-1])


def _verb_words_end(head: tuple[Tok, ...]) -> int:
    """Where the duty's verb words end ("be set to allow", "follow"): the first token
    that is no verb, particle or preposition."""
    end = 0
    while end < len(head) and head[end].pos in ("VERB", "AUX", "PART", "ADP"):
        end += 1
    return end


def _verbless_after_commas(later: list[tuple[tuple[Tok, ...], str]]) -> bool:
    """Whether every part after the first is a noun list with no verb of its own, each
    joined by a comma ("…, cookies and JavaScript", "…, protein and other by-products"); a
    participle that modifies a noun ("income-based Jobseeker's Allowance") is no verb."""
    return not any(
        join != ","
        or any((t.pos in ("VERB", "AUX") and t.dep != "amod") or t.tag in FINITE_TAGS for t in part)
        for part, join in later
    )


def _object_list(
    parts: list[tuple[tuple[Tok, ...], str]],
) -> tuple[str, list[tuple[tuple[Tok, ...], str]]] | None:
    """ "be set to allow Secure Sockets Layer (SSL)" + ", cookies and JavaScript": more
    objects of the first duty's verb, each one more requirement ("Your browser needs to be
    set to allow Secure Sockets Layer (SSL), cookies and JavaScript").  Gives the verb's
    words, the lead-in of the later objects, and the parts with the last "and" split;
    None unless the first part is a verb with its object and every later part is a
    verbless noun list after a comma, the last one joined by "and" or "or".  A denied verb
    ("not have a car, a van or a motorbike") lends the later objects its words without the
    "not", which denies the list as a whole (_duties)."""
    if len(parts) < 2:
        return None
    head = parts[0][0]
    denied = int(head[0].text.lower() in ("not", "never") and len(head) > 1)
    if head[denied].pos not in ("VERB", "AUX"):
        return None
    end = _verb_words_end(head)
    if not 0 < end < len(head) or head[end].pos not in ("NOUN", "PROPN", "DET", "ADJ", "PRON"):
        return None
    if any(t.pos in ("VERB", "AUX") for t in head[end:]):
        # "follow special rules to export animal bones, protein and other by-products": the
        # list is what a later verb takes, for a purpose, not more duties
        return None
    later = parts[1:]
    if not _verbless_after_commas(later):
        return None
    last = later[-1][0]
    cuts = [k for k, t in enumerate(last) if t.text.lower() in ("and", "or")]
    if len(cuts) != 1 or not 0 < cuts[0] < len(last) - 1:
        return None
    split = [(last[: cuts[0]], ","), (last[cuts[0] + 1 :], last[cuts[0]].text.lower())]
    return _join(head[denied:end]), [parts[0], *later[:-1], *split]


_EMBEDDING = frozenset({"relcl", "acl", "advcl", "xcomp", "ccomp", "pcomp", "csubj"})


def _embedded(cc: Tok, span: tuple[Tok, ...]) -> bool:
    """Whether the connective ``cc`` joins words inside a clause that a word of ``span``
    embeds (a relative, complement or adverbial clause), not parts of ``span`` itself."""
    by_i = {t.i: t for t in span}
    k, seen = cc.head, 0
    while k in by_i and seen < len(span):
        tok = by_i[k]
        if tok.dep in _EMBEDDING and tok.head in by_i and tok.head < k:
            return True
        if tok.head == k:
            break
        k, seen = tok.head, seen + 1
    return False


def _modifier_lists(toks: tuple[Tok, ...]) -> set[int]:
    """Where commas list the modifiers of one noun ("who has not earned a bachelor's,
    graduate, or professional degree", "a federal, state, or local license"): from the
    first comma to the noun.  A modifier (a possessive, or an adjective whose noun comes
    later) cannot end a duty, so no comma of its list starts one."""
    inside: set[int] = set()
    for k in range(1, len(toks) - 1):
        before = toks[k - 1]
        if toks[k].text != "," or not (
            before.tag == "POS" or (before.dep == "amod" and before.head > toks[k].i)
        ):
            continue
        # the list's "or"/"and", with only modifiers and commas before it, then the noun
        join = next((c for c in range(k + 1, len(toks)) if toks[c].pos == "CCONJ"), None)
        if join is None or not all(
            t.pos in ("ADJ", "NOUN", "PROPN", "PART") or t.text == "," for t in toks[k + 1 : join]
        ):
            continue
        end = next(
            (e for e in range(join + 1, len(toks)) if toks[e].pos not in ("ADJ", "NOUN", "PROPN")),
            len(toks),
        )
        if end - 1 > join and toks[end - 1].pos in ("NOUN", "PROPN"):
            inside.update(range(k, end))
    return inside


def _noun_tail(rest: tuple[Tok, ...], before: list[Tok]) -> bool:
    """Whether what follows a comma only ends the noun list before it ("..., college or
    university" up to the next comma, or the end): no verb, no determiner, a few words.
    A connective before a verb ends it too: "live in England, Scotland or Wales and have
    reached State Pension age" (read as a duty, "Scotland or Wales" had been a place to
    live beside England, and a home in Cardiff met no rule)."""
    end = next(
        (
            k
            for k, t in enumerate(rest)
            if t.text == ","
            or (
                0 < k < len(rest) - 1
                and t.text.lower() in ("and", "or")
                and rest[k + 1].pos in ("VERB", "AUX")
            )
        ),
        len(rest),
    )
    tail = rest[:end]
    return (
        0 < len(tail) <= 4
        # "allow SSL, cookies and JavaScript": an "and" list is a requirement each
        and not (end == len(rest) and any(t.text.lower() == "and" for t in tail))
        and before[-1].pos in ("NOUN", "PROPN")
        and tail[0].pos in ("NOUN", "PROPN", "ADJ")
        and any(t.text.lower() in ("or", "and") for t in tail)
        and all(t.pos in ("NOUN", "PROPN", "ADJ", "CCONJ") for t in tail)
    )


# Words of a closed class (articles, pronouns, prepositions, auxiliaries, conjunctions,
# particles) and numbers: English, though no dictionary of content words lists them.
_CLOSED_CLASS = frozenset({"DET", "PRON", "ADP", "AUX", "CCONJ", "SCONJ", "PART", "NUM"})


def _unreadable(sentence: Sentence) -> bool:
    """Whether fewer than half the words of ``sentence`` are English ("asdf qwer zxcv.",
    "lorem ipsum dolor sit amet"): spaCy tags any string, and the grammar reads such
    a line as a statement of fact.  A word is English if it is of a closed class, written
    in capitals (an acronym), or a word or lemma the lemmatizer knows.  On the train
    pages no sentence, heading or item has fewer than half."""
    known = english_words()
    words = [t for t in sentence.toks if any(c.isalpha() for c in t.text)]
    if not known or not words:
        return False
    english = sum(
        t.pos in _CLOSED_CLASS
        or t.text.isupper()
        or t.text.lower() in known
        or t.lemma.lower() in known
        for t in words
    )
    return 2 * english < len(words)


def _fallback_rule(sentence: Sentence) -> Rule:
    prov = Provenance(Span(sentence.start, sentence.end), "fallback", _FALLBACK_CONFIDENCE)
    text = _join(sentence.toks) if sentence.toks else sentence.text
    return Rule(Conclusion("", prov, True), Condition(text, prov), prov)


def parse_sentence(sentence: Sentence, items: tuple[Item, ...] = ()) -> Rule | None:
    """One rule from one sentence (and the bullet items it leads into), or None.

    Returns None when lark cannot parse the terminals; the caller then keeps the
    sentence as fallback text.
    """
    if len(sentence.toks) > MAX_SENTENCE_TOKENS:
        return None
    terminals = lex_sentence(sentence, leads_list=bool(items))
    if not terminals:
        return None
    tries = [terminals]
    merged = _merge_texts(sentence, terminals)
    if len(merged) < len(terminals):
        # "You pay Capital Gains Tax when you dispose of overseas property if you're
        # resident in the UK": where the sentence reads no other way, a "when" dates the
        # clause before it and the "if" gives the condition.
        tries.append(merged)
    shared = _shared_threshold(sentence, terminals)
    if shared:
        tries.append(shared)
    for attempt in tries:
        try:
            tree = _rule_parser().parse(attempt, start="start")
        except LarkError:
            continue
        try:
            return RuleBuilder(sentence, items).transform(tree)
        except VisitError as exc:  # a fault of the builder is a bug, not unreadable text
            raise _builder_fault(exc, sentence) from exc.orig_exc
    return None


def _threshold_at(toks: tuple[Tok, ...], k: int) -> int | None:
    """Where the number of a threshold said from ``toks[k]`` on stands ("under 16",
    "at least 35", "£120", "20"); None when no threshold starts there."""
    low = [t.text.lower() for t in toks]
    at = k
    if at < len(low) and low[at] in _THRESHOLD_WORDS:
        at += 1
    elif low[at : at + 2] in (["at", "least"], ["at", "most"], ["up", "to"]):
        at += 2
    if at < len(low) and low[at] == "than":
        at += 1
    if at < len(low) and low[at] in ("£", "$", "€"):
        at += 1
    return at if at < len(low) and toks[at].pos == "NUM" else None


def _subject_threshold(subject: tuple[Tok, ...]) -> int | None:
    """Where a threshold that ends a subject begins ("Apprentices over 19", "People aged 60
    or over"): after the noun, and running to the subject's end; None when there is none."""
    for k in range(1, len(subject)):
        word = subject[k].text.lower()
        if word not in _THRESHOLD_WORDS and word not in ("aged", "at", "up"):
            continue
        if word == "aged" or _threshold_at(subject, k) is not None:
            measures = find_measures(_join(subject[k:]))
            if (
                measures
                and measures[0].start == 0
                and measures[-1].end >= len(_join(subject[k:])) - 1
            ):
                return k
        return None
    return None


def _shared_threshold(sentence: Sentence, terminals: list[Token]) -> list[Token]:
    """ "if you're responsible for a child under 16, or under 20 if they stay in approved
    education": a second threshold after ", or" that shares the first one's words and has
    an "if" of its own.  The terminals then read "A or B and C"; B's text is the first
    threshold's words with the second number ("you're responsible for a child under 20").
    Empty when the sentence has no such threshold."""
    out: list[Token] = []
    found = False
    for k, t in enumerate(terminals):
        nxt = terminals[k + 1] if k + 1 < len(terminals) else None
        if found and out[-1].type == "TEXT" and t.type == "IF" and str(t).lower() == "if":
            out.append(_token("AND", [], str(t)))
            out[-1].start_pos, out[-1].end_pos = t.start_pos, t.end_pos
            found = False
            continue
        if (
            t.type == "TEXT"
            and nxt is not None
            and nxt.type == "IF"
            and str(nxt).lower() == "if"
            and any(o.type == "IF" for o in out)
        ):
            toks = tuple(x for x in sentence.toks if x.start >= t.start_pos and x.end <= t.end_pos)
            low = [x.text.lower() for x in toks]
            c = next(
                (
                    c
                    for c in range(len(toks) - 3, 0, -1)
                    if low[c : c + 2] == [",", "or"] and _threshold_at(toks, c + 2) is not None
                ),
                None,
            )
            n = next((n for n in range(c - 1, 0, -1) if toks[n].pos == "NUM"), None) if c else None
            # Where the first threshold's words begin ("under 16", "at least 35").
            p = (
                min(
                    (q for q in range(max(n - 4, 1), n + 1) if _threshold_at(toks, q) == n),
                    default=None,
                )
                if n
                else None
            )
            second = toks[c + 2 :] if c else ()
            at = _threshold_at(toks, c + 2) if c else None
            # "less than 16 hours a week, or less than 24 hours a week if ...": the second
            # says the first one's threshold words again
            again = p is not None and at is not None and at > c + 2
            again = again and low[c + 2 : at] == low[n - (at - c - 2) : n]
            if p is not None and at is not None and low[c + 2 : at] == low[n - (at - c - 2) : n]:
                # "at least 35 hours a week, or 20 hours if ...", "below £10,000 a year, or
                # £15,000 if ...": the second number takes the first one's threshold words.
                p = n - (at - c - 2)
            elif p == n:
                p = None  # a bare number first: no threshold words to share
            if (
                p is not None
                and (len(second) <= 4 or (again and len(second) <= 8))
                and any(x.pos == "NUM" for x in second)
                and not any(x.pos in ("VERB", "AUX") for x in second)
            ):
                first = toks[:c]
                # "35 hours a week, or 20 hours": the second is a week's hours too.
                own = [x.text.lower() for x in second]
                number = next(k for k, x in enumerate(second) if x.pos == "NUM")
                tail = first[n + 1 :]
                said = own[number + 1 :]
                rest = (
                    tail[len(said) :] if [x.text.lower() for x in tail[: len(said)]] == said else ()
                )
                out += [
                    _token("TEXT", first, _join(first)),
                    _token("OR", toks[c + 1 : c + 2]),
                    _token("TEXT", second, _join(toks[:p] + second + rest)),
                ]
                found = True
                continue
        out.append(t)
    return out if any(o.type == "AND" and str(o).lower() == "if" for o in out) else []


def _builder_fault(exc: VisitError, sentence: Sentence) -> RuleParseError:
    """A builder fault as an error that points at the sentence it failed on."""
    orig = exc.orig_exc
    return RuleParseError(
        f"the rule builder failed on this sentence ({type(orig).__name__}: {orig}); "
        "this is a bug in rulewise, please report it with the rule text",
        start=sentence.start,
        end=sentence.end,
    )


# A lead-in that names no requirement: "if you're eligible", "if you qualify".
_GENERIC_LEAD = re.compile(
    r"^\s*(?:you(?:['’]re| are) eligible|you qualify|you(?:['’]re| are) entitled)\s*$", re.I
)


# An aside that says when the item may be had: "(you can claim this if you're getting ...)".
_OWN_CONDITION = re.compile(r"\((?:you|they) can (?:claim|get|apply for) (?:this|it) if\b", re.I)


# A closing aside that says when the item is not needed: "plant passport (you don’t need one
# to sell plants directly to the public)", "(you do not need it if ...)", "- you won't need
# this when ...".  What follows "to"/"if"/"when" is an exception to the item.
_NOT_NEEDED = re.compile(
    r"(?:\(|\s[-–—]\s|[,;]\s)\s*(?:but\s+)?(?:you|they)\s+"
    r"(?:don['’]t|do\s+not|won['’]t|will\s+not|wouldn['’]t|would\s+not)\s+(?:need|have)\s+"
    r"(?:one|it|this|them|these|those|that)\s+(?:if|when|to|for|while)\s+"
    r"(?P<cond>[^()]+?)\)?\W*$",
    re.I,
)


def _not_needed(s: Sentence, lead: str) -> Expr | None:
    """ "plant passport (you don’t need one to sell plants directly to the public)": the item
    is needed unless the aside's case holds (the item and not "sell plants directly to the
    public"); None when the item has no such aside or nothing before it."""
    found = _NOT_NEEDED.search(s.text)
    if found is None or not s.text[: found.start()].strip():
        return None
    cut, cond = s.start + found.start(), s.start + found.start("cond")
    head = tuple(t for t in s.toks if t.end <= cut)
    toks = tuple(t for t in s.toks if cond <= t.start < s.start + found.end("cond"))
    if not head or not toks:
        return None
    item = parse_item(Item(Sentence(s.text[: found.start()], s.start, head[-1].end, head)), lead)
    builder = RuleBuilder(s, (), lead)
    case = builder._leaf(_join(toks), toks, toks[0].start, toks[-1].end, lead_in=lead)
    return conj(item, negate(case))


# What the item gets, after a colon: "You're a single parent: Up to £2,010 a year". An
# amount one can get is no condition on the person.
_AMOUNT_GOT = re.compile(
    r"\s*:\s*(?:(?:up to|at least|at most|from|of|about|around|an extra|extra)\s+)?"
    r"[£$€]\s?\d[\d,]*(?:\.\d+)?(?:\s+(?:a|an|per|each|every)\s+\w+)?\s*[.;]?\s*$",
    re.I,
)


def _without_amount_got(s: Sentence) -> Sentence:
    """The item up to its colon when all after it is the amount it gets."""
    got = _AMOUNT_GOT.search(s.text)
    if got is None or not s.text[: got.start()].strip():
        return s
    end = s.start + got.start()
    return Sentence(s.text[: got.start()], s.start, end, tuple(t for t in s.toks if t.end <= end))


def _duty_clause_before(s: Sentence, at: Token) -> bool:
    """Whether a clause with a word of duty comes before ``at`` in the item."""
    return bool(REQUIREMENT.search(s.text[: at.start_pos - s.start]))


# An item that only says how the items nested under it join: "one of these applies:",
# "you meet all of the following:", "either:".
_HOW_MANY = r"(?:one|any|all|both|either|each|none|neither|at least one|one or more)\s+of\s+"
_JOINING_ITEM = re.compile(
    r"^\W*(?:(?:you|they)\s+(?:(?:must|need to|should)\s+)?(?:meet|satisfy|fulfil|fulfill)\s+)?"
    rf"(?:{_HOW_MANY}(?:the following|these"
    r"|them|the below)(?:\s+(?:applies|apply|is true|are true|conditions|criteria|requirements"
    r"|things|situations|circumstances))?|either|both)\W*$",
    re.I,
)
# The words of an item that say how its nested items join, after what they complete:
# "you're either:", "you have one of the following:".
_JOINING_END = re.compile(
    rf"\s*\b(?:{_HOW_MANY}(?:the following|these|them)|either|both)\W*$",
    re.I,
)
# An item whose nested items are examples of it: "For example:", "such as:".
_EXAMPLES_END = re.compile(r"\b(?:for example|for instance|such as|including|e\.g\.)\W*$", re.I)
_SUBJECT_OPENING = re.compile(r"^(?:you|they|he|she|we|it|your|their|the)\b", re.I)


def _nested_list(item: Item, lead: str) -> Expr:
    """ "* you live in Wales * one of these applies: ** you're disabled ** you're a carer":
    the items nested under an item that leads into them, joined as that item says, one
    condition of the list it stands in.

    Read flat, the nested items were items of the outer list (under "all of the
    following", a carer who is not disabled failed).  Items given as examples of theirs
    ("... For example: ** ...") meet it; what the item says before its joining words
    ("you're either:") is the lead-in its nested items complete.
    """
    said = item.sentence.text.rstrip(" :")
    if _EXAMPLES_END.search(said):
        own = parse_item(replace(item, children=()), lead)
        return disj(own, *(parse_item(child, lead) for child in item.children))
    if _JOINING_ITEM.match(said):
        own_lead = lead
    else:
        own = said[: _JOINING_END.search(said).start()] if _JOINING_END.search(said) else said
        own_lead = own if _SUBJECT_OPENING.match(own) or not lead else f"{lead} {own}"
    builder = RuleBuilder(item.sentence, item.children, own_lead)
    return builder._list(own_lead, said)


def parse_item(item: Item, lead: str = "") -> Expr:
    """The condition(s) of one bullet item; ``lead`` is the text the item completes."""
    if item.children:
        return _nested_list(item, lead)
    s = _without_amount_got(item.sentence)
    builder = RuleBuilder(s, (), lead)
    if _unreadable(s):  # not English ("* asdf qwer"): the item kept whole, as not understood
        return builder._leaf(s.text, s.toks, s.start, s.end, lead_in=lead, fallback=True)
    closing = _closing_condition(s, lead)
    if closing is not None:
        return closing
    exception = _not_needed(s, lead)
    if exception is not None:
        return exception
    proviso = _with_proviso(s, lead)
    if proviso is not None:
        return proviso
    own = _OWN_CONDITION.search(s.text)
    if own:  # "Guardian's Allowance (you can claim this if ...)": the aside is the item's condition
        toks = tuple(t for t in s.toks if t.start >= s.start + own.end() and t.text != ")")
        if toks:
            return builder._leaf(_join(toks), toks, toks[0].start, toks[-1].end, lead_in=lead)
    terminals = lex_sentence(s, item=True)
    aside = {s.toks[k].start for k in _in_asides(s.toks)}
    ifs = [
        k
        for k, t in enumerate(terminals)
        if (t.type == "PROVIDED" or (t.type == "IF" and str(t).lower() == "if"))
        and t.start_pos not in aside
    ]  # "you were married when they died": "when" dates the item, it does not replace it;
    # "a gift (there are different rules if it was to your spouse)": an aside's "if" neither
    if ifs and terminals[ifs[0]].type == "PROVIDED" and _duty_clause_before(s, terminals[ifs[0]]):
        # "their employer has to have work for them to do as long as the contract or
        # arrangement lasts": how long a duty lasts, the whole item is the condition.
        return builder._leaf(s.text, s.toks, s.start, s.end, lead_in=lead)
    if ifs:  # "VAT1A if you're an EU business": the item's condition follows its "if"
        terminals = terminals[ifs[0] + 1 :]
    terminals = [t for t in _merge_texts(s, terminals) if t.type in ("TEXT", "AND", "OR", "COMMA")]
    if len(s.toks) <= MAX_SENTENCE_TOKENS and terminals:
        try:
            return builder.transform(_rule_parser().parse(terminals, start="conditions"))
        except VisitError as exc:
            raise _builder_fault(exc, s) from exc.orig_exc
        except LarkError:
            pass
    # Too long, no terminals, or the grammar could not read it: the item kept whole.
    return builder._leaf(s.text, s.toks, s.start, s.end, lead_in=lead, fallback=True)


# An aside that closes an item with the place it is limited to: "sugar and rice (outside
# the EU only)".
_CLOSING_ONLY = re.compile(
    r"\((?P<cond>(?:" + "|".join(_WHERE) + r")\b[^()]+?)\s+only\)\W*$", re.I
)  # a place only: "(residential care services only)" names what the item is


def _closing_condition(s: Sentence, lead: str) -> Expr | None:
    """ "sugar and rice (outside the EU only)": the item holds, and so must the place its
    closing aside limits it to ("Are you exporting outside the EU?")."""
    found = _CLOSING_ONLY.search(s.text)
    if found is None:
        return None
    cut = s.start + found.start()
    head = tuple(t for t in s.toks if t.end <= cut)
    inside = tuple(t for t in s.toks if t.start >= s.start + found.start("cond"))
    inside = tuple(t for t in inside if t.end <= s.start + found.end("cond"))
    if not head or not inside:
        return None
    rest = Sentence(s.text[: found.start()].rstrip(), s.start, head[-1].end, head)
    builder = RuleBuilder(s, (), lead)
    place = builder._leaf(_join(inside), inside, inside[0].start, inside[-1].end, lead_in=lead)
    return conj(parse_item(Item(rest), lead), place)


# An item that names a thing, then a proviso on it: "Child Tax Credit (provided you're not
# also entitled to Working Tax Credit)", "Pension Credit, as long as you live in the UK".
_PROVISO = re.compile(
    r"^(?P<head>[^(),]+?)\s*(?:,\s*|\(\s*)(?:provided|providing|as long as|so long as)\b"
    r"(?:\s+that\b)?\s*(?P<cond>[^()]+?)\s*\)?\W*$",
    re.I,
)


def _with_proviso(s: Sentence, lead: str) -> Expr | None:
    """ "Child Tax Credit (provided you're not also entitled to Working Tax Credit and have an
    annual gross income of no more than £16,190)": the thing the item names, and its
    proviso, both needed (kept whole, the item had been left unread; after a comma, the
    thing had been dropped and the proviso alone met the list)."""
    found = _PROVISO.match(s.text)
    if found is None:
        return None
    head = tuple(t for t in s.toks if t.end <= s.start + found.end("head"))
    cond = tuple(
        t
        for t in s.toks
        if s.start + found.start("cond") <= t.start and t.end <= s.start + found.end("cond")
    )
    if not head or not cond or any(t.tag in FINITE_TAGS for t in head):
        return None  # "you live in the UK, as long as ...": a clause, read as one
    builder = RuleBuilder(s, (), lead)
    thing = builder._leaf(_join(head), head, head[0].start, head[-1].end, lead_in=lead)
    text = s.text[found.start("cond") : found.end("cond")]
    return conj(thing, parse_item(Item(Sentence(text, cond[0].start, cond[-1].end, cond))))


def _merge_texts(s: Sentence, terminals: list[Token]) -> list[Token]:
    """Runs of text with only a dropped "when"/"where" between them, as one text: "you
    were married or in the civil partnership when they died" is one condition."""
    out: list[Token] = []
    for t in terminals:
        dated = len(out) > 1 and out[-1].type == "IF" and str(out[-1]).lower() != "if"
        if t.type == "TEXT" and dated and out[-2].type == "TEXT":
            merged = Token("TEXT", s.text[out[-2].start_pos - s.start : t.end_pos - s.start])
            merged.start_pos, merged.end_pos = out[-2].start_pos, t.end_pos
            out[-2:] = [merged]
        else:
            out.append(t)
    return out


_HEADING_CLAUSE = re.compile(r"^(?:if|when|you|your|you['’](?:re|ve))\b", re.I)


def _heading_condition(sentence: Sentence) -> Expr | None:
    """The condition a heading states ("If you're self-employed", "Your child is over 16").

    Only a clause counts: a finite verb, after "if"/"when" or a second-person subject.
    """
    if not _HEADING_CLAUSE.match(sentence.text) or not any(
        t.tag in FINITE_TAGS for t in sentence.toks
    ):
        return None
    return parse_item(Item(sentence, ""))


def _under_heading(
    rules: list[Rule], context: Expr | None, heading: Sentence | None, said: list[Tok]
) -> list[Rule]:
    """A heading's condition becomes the condition of a section that states none, and a
    condition of each rule of a section whose heading states the case it is about.

    "### You're from Algeria or Tunisia" over "You can't get Working Tax Credit." is the
    rule's condition.  A heading that says a fact of the reader ("## Your child is over
    16", "### You claimed asylum before 5 February 2006") is the case its section covers,
    so it holds besides what each rule asks ("You must stop claiming tax credits for your
    child if they start claiming tax credits for themselves" asks the age too), unless the
    section says it again in its own words (``said``: "### You're from Macedonia" over
    "... if you're a national of Macedonia").  A heading opening with "If" or "When"
    ("### If you're self-employed") sums up the conditions of its section: gov.uk puts
    the cases a reader picks from under it, and the section's rules are read alone.
    """
    if context is None:
        return rules
    if not any(r.condition is not None for r in rules):
        return [Rule(r.conclusion, context, r.provenance) for r in rules]
    if heading is None or not _states_a_case(heading) or _restated(heading, said):
        return rules
    return [
        replace(r, condition=conj(context, r.condition))
        if r.condition is not None and not REQUIREMENT.search(r.conclusion.text)
        else r
        for r in rules
    ]


# A heading that says a fact of the reader, not "If ..." or "When ...".
_CASE_HEADING = re.compile(r"^(?:you|your)\b", re.I)


def _states_a_case(heading: Sentence) -> bool:
    """Whether a heading says what is so of the reader ("You're from Turkey", "Your child is
    over 16"), not what they may, must or will get or do ("You may get extra help", "You
    must tell HMRC"): that is a conclusion, the section's own rules say when it holds."""
    return bool(_CASE_HEADING.match(heading.text)) and not any(t.tag == "MD" for t in heading.toks)


_CONTENT_POS = frozenset({"NOUN", "PROPN", "VERB", "ADJ", "NUM"})
_LIGHT_VERBS = frozenset({"be", "have", "do"})  # spaCy tags "’re" a verb


def _restated(heading: Sentence, said: list[Tok]) -> bool:
    """Whether the words of the section (``said``) hold at least half of what the heading
    says of its subject (the content lemmas from its verb on: "Your child is over 16" says
    "16" of your child, "You're a carer" says "carer")."""
    root = next((k for k, t in enumerate(heading.toks) if t.dep == "ROOT"), 0)
    own = {
        t.lemma.lower()
        for t in heading.toks[root:]
        if t.pos in _CONTENT_POS and t.lemma.lower() not in _LIGHT_VERBS
    }
    if not own:
        return False
    words = {t.lemma.lower() for t in said}
    return 2 * sum(any(_same_name(w, x) for x in words) for w in own) >= len(own)


def _same_name(word: str, other: str) -> bool:
    """Whether two lemmas are one word, or a place and its adjective ("turkey" and "turkish",
    "macedonia" and "macedonian"): alike but for the last two letters of the first."""
    stem = word[: max(4, len(word) - 2)]
    return word == other or (len(word) >= 5 and other.startswith(stem))


_GLUE = frozenset(
    "a an the and or but nor if unless only either neither both then else when whether of to in "
    "on at by for with from as than not no".split()
)
"""Connectives, articles and prepositions: a text of these alone states no rule."""


def _check_input(text: object) -> str:
    if not isinstance(text, str):
        raise InputError(f"rule text must be a string, got {type(text).__name__}")
    if not text.strip():
        raise InputError(
            'rule text is empty; give the text of a rule, e.g. "You can claim if you\'re 16 or over."'
        )
    if len(text) > MAX_CHARS:
        raise InputError(
            f"rule text is {len(text):,} characters; the limit is {MAX_CHARS:,}. Split it into separate rules."
        )
    check_unicode(text, "the rule text")
    if all(w.lower() in _GLUE for w in re.findall(r"[^\W\d_]+", text)):
        raise InputError(
            f"rule text {text[:60]!r} has no word to reason about (only marks, numbers or "
            "words like 'and', 'if', 'the'); give the text of a rule"
        )
    return text


@functools.lru_cache(maxsize=2048)
def parse_rules(text: str) -> ParsedRules:
    """Parse a rule text into rules with conditions, conclusions and spans.

    Parameters
    ----------
    text : str
        A rule snippet: markdown headings, bullet lists and prose, or a page in
        HTML, read as the text it shows (:func:`ruleparse.segment.read_markup`),
        without characters that show nothing (:func:`ruleparse.segment.visible_text`).

    Returns
    -------
    ParsedRules
        The rules in text order.  Sentences the grammar cannot read, and text
        that is mostly not English words, are kept as fallback conditions and
        listed in ``unparsed``.  ``.text`` is the text the spans point into
        (the text as given, or the text an HTML page shows).

    Raises
    ------
    InputError
        For empty, non-text or oversized input.
    RuleParseError
        When the builder fails on a sentence the grammar did read: a bug of
        rulewise, reported with the text and the sentence's span (a caret).

    Examples
    --------
    >>> parsed = parse_rules("You can claim if you're 16 or over and you live in the UK.")
    >>> [c.text for c in parsed.conditions]
    ["you're 16 or over", 'you live in the UK']
    >>> type(parsed.rules[0].condition).__name__
    'And'
    """
    text = _check_input(text)
    shown = plain_spaces(visible_text(read_markup(text)))
    if shown != text:  # a page in HTML is read as the text it shows: "<p></p>" says nothing
        text = _check_input(shown)
    check_runs(text, "the rule text")  # of the text shown: an <img> may hold a long URL
    try:
        return _parse_rules(text)
    except RuleParseError as exc:
        if exc.text:
            raise
        raise RuleParseError(exc.message, text, exc.start, exc.end) from exc.__cause__


_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_DAYS = rf"{_DAY}(?:\s*(?:to|and|-|–)\s*{_DAY})?"
_TIME = r"(?:\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)|noon|midday|midnight)"
_HOURS = rf"(?:from\s+)?{_TIME}\s*(?:to|until|-|–)\s*{_TIME}(?:\s+local time)?"
# "Saturday, 9am to 4pm", "8am to 6pm, Monday to Friday", and a statement that ends with
# them: "You can get support from our team from 8:30 am to 5:00 pm local time, Monday to Friday."
_OPENING_HOURS = (
    re.compile(rf"^(?P<what>.*?\S)??\s*(?P<days>{_DAYS}),?\s+(?P<hours>{_HOURS})\W*$", re.I),
    re.compile(rf"^(?P<what>.*?\S)??\s*(?P<hours>{_HOURS}),?\s+(?P<days>{_DAYS})\W*$", re.I),
)

# "Telephone: 0300 123 1142" next to the hours says how to call, not when.
_CONTACT_LINE = re.compile(
    r"^\W*(?:tele|text|mini)?(?:phone|com)\b[^:]*:|^\W*(?:fax|e-?mail|relay uk)\b[^:]*:", re.I
)

_NOT_PLAIN = re.compile(r"\b(?:if|unless|when|where|only|except|not|never)\b|n['’]t\b", re.I)


def _opening_hours(text: str, start: int, end: int) -> Rule | None:
    """Opening hours as a rule: the days and the hours are two conditions, both needed
    ("Is today Saturday?", "Is it between 9am and 4pm?" of "Saturday, 9am to 4pm"); lines
    of hours ("Monday to Friday, 8am to 6pm" then "Saturday, 9am to 1pm") are alternatives.
    What a sentence says before them ("You can get support from our team") is the
    conclusion.  None unless every line is hours, the last one perhaps after a statement."""
    lines, at = [], start
    for line in text[start:end].split("\n"):
        if line.strip() and not _CONTACT_LINE.match(line):
            lines.append((line, at))
        at += len(line) + 1
    if not lines:
        return None
    what = None
    alternatives = []
    for n, (line, at) in enumerate(lines):
        found = next((m for r in _OPENING_HOURS if (m := r.match(line))), None)
        if found is None or (found.group("what") and (n or len(lines) > 1)):
            return None
        if found.group("what") and _NOT_PLAIN.search(found.group("what")):
            # "If you're under 16 you can't call on Saturday, 9am to 4pm": more than hours
            return None
        if found.group("what"):
            what = (found.group("what").rstrip(" ,"), at + found.start("what"))
        parts = [  # in the order of the text
            Condition(found.group(g), Provenance(Span(at + found.start(g), at + found.end(g))))
            for g in sorted(("days", "hours"), key=found.start)
        ]
        alternatives.append(conj(*parts))
    condition = disj(*alternatives)
    if what is None:
        conclusion = Conclusion("", Provenance(Span(start, start)), True)
    else:
        conclusion = Conclusion(what[0], Provenance(Span(what[1], what[1] + len(what[0]))), True)
    return Rule(conclusion, condition, Provenance(Span(start, end)))


# A heading that says whom or what a section refuses: "Who can't apply", "When you won't
# qualify", "Not eligible", "Exclusions" (not "If you can't work", "Help if you're not
# working": a condition the section is about).
_REFUSING_HEADING = re.compile(
    r"^#*\s*(?:\d+\.\s*)?(?:(?:who|when|what)\b(?!.*\bif\b).*\b(?:can['’]?t|cannot|can\s+not"
    r"|won['’]t|will\s+not|isn['’]t|aren['’]t|is\s+not|are\s+not|does\s+not|doesn['’]t)\b"
    r"|(?:not|in)\s*eligib|not\s+entitled|exclusions?\b|exceptions?\b)",
    re.I,
)


def _parse_rules(text: str) -> ParsedRules:
    rules: list[Rule] = []
    unparsed: list[Span] = []
    heading = ""
    context: Expr | None = None
    refusing = False  # the latest heading says whom its section refuses
    section = 0  # where the rules under the latest heading begin
    latest: Sentence | None = None  # the latest heading
    said: list[Tok] = []  # the words of the section under it
    blocks = segment(text)
    for block in blocks:
        if block.kind == "heading":
            heading = heading or block.sentence.text
            rules[section:] = _under_heading(rules[section:], context, latest, said)
            context, section = _heading_condition(block.sentence), len(rules)
            latest, said = block.sentence, []
            refusing = bool(_REFUSING_HEADING.match(block.sentence.text))
            continue
        said += [
            t
            for s in ([block.sentence] if block.sentence else [])
            + [i.sentence for item in block.items for i in (item, *item.children)]
            for t in s.toks
        ]
        if block.sentence is None:  # a list with no lead-in sentence
            lead = Sentence("", block.items[0].sentence.start, block.items[0].sentence.start, ())
            builder = RuleBuilder(lead, block.items)
            condition = builder._list("")
            rules.append(
                Rule(
                    # "## Who can't apply * people under 18 * people in prison": each item
                    # is refused (read as granted, a 16-year-old was a Yes)
                    Conclusion("", Provenance(Span(lead.start, lead.start)), not refusing),
                    condition,
                    condition.provenance,
                )
            )
            continue
        if not block.items and _unreadable(block.sentence):
            rule = None  # not English: kept whole as not understood, not read as a fact
        else:
            rule = (
                None
                if block.items
                else _opening_hours(text, block.sentence.start, block.sentence.end)
            )
            rule = rule or _with_second_conclusion(block.sentence, block.items, rules)
            rule = rule or parse_sentence(block.sentence, block.items)
        if rule is None:
            unparsed.append(Span(block.sentence.start, block.sentence.end))
            rule = _fallback_rule(block.sentence)
        before = rules[-1] if len(rules) > section else None
        excepted = _refusal_excepted(rule, before)
        if excepted is not None:
            rules[-1] = excepted
            continue
        rule = _refused_too(rule, before) or _denied_deed(rule, before) or rule
        rules.append(_with_class_subject(rule, block.sentence, text[: block.sentence.start]))
    rules[section:] = _under_heading(rules[section:], context, latest, said)
    pieces = [Span(b.sentence.start, b.sentence.end) for b in blocks if b.kind == "heading"]
    pieces += [
        Span(i.sentence.start, i.sentence.end)
        for b in blocks
        for item in b.items
        for i in (item, *item.children)
    ]
    unparsed += _fallback_spans(rules, pieces, unparsed)
    rules = _attach_purposes(_attach_required_states(_attach_anaphora(rules), text))
    rules = _attach_restrictions(rules, text)
    headings = tuple(_heading(b.sentence, text) for b in blocks if b.kind == "heading")
    return ParsedRules(text, tuple(rules), heading, tuple(unparsed), headings)


def _heading(sentence: Sentence, text: str) -> Heading:
    """A heading block as a :class:`Heading`, its level the count of its line's marks."""
    line = text[text.rfind("\n", 0, sentence.start) + 1 : sentence.start]
    level = len(line.strip()) if set(line.strip()) == {"#"} else 1
    return Heading(sentence.text, Span(sentence.start, sentence.end), level)


# Nouns of people too wide to say whom a rule is about ("People with low income ..."), and
# the roles everyone in work has, whom the rules of work are written for ("Workers are
# also entitled to the correct minimum wage if they're: * apprentices", "Employees have
# the right to return to their job if they take: ...": it is the list that is asked), and
# whoever asks is ("Applicants whose income is below ... may qualify", "A borrower must be
# engaged in ... a business that will: ...").
_ANYONE = frozenset(
    {"person", "people", "individual", "worker", "employee", "applicant", "claimant", "borrower"}
)


def _class_subject(
    toks: tuple[Tok, ...], root: int, described: bool = False, before: str = ""
) -> list[tuple[Tok, ...]]:
    """The kinds of people the clause at ``root`` is said of, when its subject names
    them by one bare plural word ("Apprentices", "Non-residents"), with plain adjectives
    ("Small businesses"), or one of them with "a" ("A disabled widow or widower"); else [].
    ``before`` is the page before the clause, where "the widow" was named "a widow".  A subject
    described at more length is whom the page is written for, not a kind to ask about
    ("Approved aged care providers and authorised staff members can access online
    claiming if they're registered with us as: ..." asks the list; "most private
    nonprofit organizations" says some of them), unless ``described``: a refusal of a
    described kind ("Agricultural enterprises are not eligible, unless ...") refuses
    only them, so the kind with its words is what to ask."""
    by_index = {t.i: t for t in toks}
    # (the last such: spaCy may read each piece of "Non-residents" as a subject)
    subject = next(
        (t for t in reversed(toks) if t.head == root and t.dep in ("nsubj", "nsubjpass")), None
    )
    if subject is None:
        return []
    heads = [subject] + [t for t in toks if t.dep == "conj" and t.head == subject.i]
    # "A widow or widower can get reduced benefits ...": one of a kind, named by "a", is
    # the kind as the plural names it, and so is "the" one the page named so before ("The
    # widow or widower can get ..."; not "the employer", someone else); not in a statement
    # of what one is ("A borrower may be: ...", "An eligible borrower is any person who")
    one = next(
        (
            t
            for t in toks
            if t.head == subject.i
            and t.dep == "det"
            and (
                t.text.lower() in ("a", "an")
                or (
                    t.text.lower() == "the"
                    and re.search(
                        rf"\b(?:a|an)\s+(?:\w+\s+)?{re.escape(subject.text)}\b", before, re.I
                    )
                )
            )
        ),
        None,
    )
    if one is not None and by_index[root].lemma == "be":
        one = None
    shared: tuple[Tok, ...] = ()
    kinds = []
    for head in heads:
        if (
            (head.tag not in ("NNS", "NNPS") and (one is None or head.tag != "NN"))
            or not _people(head)
            or head.lemma.lower() in _ANYONE
            or head.text.lower().removesuffix("s") in _ANYONE
            # "Commissioned Officers of the Public Health Service and ...": the body named
            # says whom, and is asked with them
            or any(t.head == head.i and t.text.lower() == "of" for t in toks)
        ):
            return []
        first = head.i
        while first - 1 in by_index and not by_index[first - 1].ws:
            first -= 1  # the pieces of one written word ("Non", "-", "residents")
        while first - 1 in by_index and (
            _describes(by_index[first - 1], head)
            if described
            # "Small businesses can get ... if they ...", "A disabled widow ...": a plain
            # adjective says what kind (not "Approved aged care providers", "Most ...")
            else _plainly_describes(by_index[first - 1], head)
        ):
            first -= 1
        if by_index[first].pos == "PUNCT" or any(
            # ("Only veterans who served ...": "only" says no fewer of them, as "most" would)
            t.i < first
            and t.text.lower() != "only"
            and t is not one
            and _descends(toks, t.i, head.i, 0)
            for t in toks
        ):
            return []  # "Approved aged care providers", "most people", "All businesses"
        kind = tuple(by_index[k] for k in range(first, head.i + 1))
        if head is subject:
            shared = kind[:-1]
        elif one is not None and len(kind) == 1:
            kind = shared + kind  # "a disabled widow or widower": the widower disabled too
        kinds.append(kind)
    return kinds


def _plainly_describes(tok: Tok, head: Tok) -> bool:
    """Whether ``tok`` is a plain adjective of what the kind ``head`` is ("Small", "disabled"),
    not of how many ("Most") nor a participle of a status ("Approved")."""
    return tok.head == head.i and tok.dep == "amod" and tok.tag == "JJ"


def _clause_of(tok: Tok, kinds: list[tuple[Tok, ...]]) -> bool:
    """Whether ``tok`` opens a clause or phrase that describes one of ``kinds`` further
    ("that sell ...", "with more than 50 staff", "registered in ...")."""
    return any(tok.head == kind[-1].i for kind in kinds) and tok.dep in (
        "relcl",
        "acl",
        "prep",
        "appos",
    )


def _describes(tok: Tok, head: Tok) -> bool:
    """Whether ``tok`` is a word of what the kind ``head`` is ("Agricultural", "small",
    "non-profit"), not of how many ("most", "all", "some")."""
    return (
        tok.head == head.i
        and tok.dep in ("amod", "compound")
        and tok.pos in ("ADJ", "NOUN", "PROPN")
    )


# "You cannot file as ...", "You can't be a dependant ...": a refusal of a deed of one's own,
# not of what the page grants ("You can't get ...", "You cannot claim ...").
_DENIED_DEED = re.compile(
    r"^(?P<who>you|your [\w’'-]+(?: [\w’'-]+)?)\s+(?:can|may)\s+"
    r"(?!(?:also\s+|still\s+)?(?:get|claim|apply|receive|qualify|be eligible|be entitled|"
    r"have|use|keep|pay|be paid|be asked)\b)",
    re.I,
)


def _denied_deed(rule: Rule, before: Rule | None) -> Rule | None:
    """ "You must have a valid Social Security number ... You cannot file as married filing
    separately": a refusal of a deed, with no condition of its own, after duties of the
    same page is one more duty, not to do it (read as a fact of its own, it had been left
    out and anyone with the number got Yes); so is a limit refused anywhere ("Your family's
    income may not exceed 50% of the median income"); else None."""
    conclusion = rule.conclusion
    if rule.condition is not None or conclusion.positive or rule.kind != "rule":
        return None
    deed = _DENIED_DEED.match(conclusion.text)
    if deed is None:
        return None
    duty = _deed(f"{deed.group('who')} must {conclusion.text[deed.end() :]}", conclusion)
    after_duties = (
        before is not None
        and before.conclusion.positive
        and before.condition is not None
        and any(REQUIREMENT.search(f"{c.lead_in} {c.text}") for c in leaves(before.condition))
    )
    if not after_duties and not isinstance(duty, Comparison):
        return None
    span = conclusion.provenance.span
    # (said as "You must not ..." is: a duty with no conclusion of its own, one more of the
    # page's, "To get Youth Allowance you must be 16 to 21. You can't be in full-time work.")
    return Rule(
        Conclusion("", Provenance(Span(span.start, span.start)), True),
        Not(duty),
        rule.provenance,
        rule.kind,
    )


def _deed(text: str, conclusion: Conclusion) -> Expr:
    """A refused deed said as a duty (``text``), a comparison where it names one measure."""
    span = conclusion.provenance.span
    prov = Provenance(Span(span.start, span.start + len(text)))
    measures = find_measures(text)
    if len(measures) != 1:
        return Condition(text, prov)
    m = measures[0]
    return Comparison(text, prov, m.quantity, m.op, m.value, m.unit, m.upper)


# "Your partner can't work 24 hours or more a week either": whose deed, and the deed.
_DENIED_TOO = re.compile(
    r"^(?P<who>[\w’'-]+(?: [\w’'-]+)?)\s+(?:can|may)\s+(?P<deed>.+?)\s+either$", re.I
)


# A grant that says only who may and how ("However, you may be able to", "But you can"),
# or names what is granted by "it", "one" ("You may still get one", of a loan refused) or
# "do so": what it grants is the refusal's before it.
_ELIDED_GRANT = re.compile(
    r"^(?:(?:however|but),?\s+)?(?P<who>you|they|he|she|we)\s+(?:may|might|can|could)"
    r"(?:\s+(?:still|also))?(?:\s+be\s+able\s+to)?"
    r"(?:\s+(?:get|claim|apply\s+for|keep)\s+(?:it|one)|\s+do\s+so)?$",
    re.I,
)


def _refusal_excepted(rule: Rule, before: Rule | None) -> Rule | None:
    """ "You can't normally get Child Tax Credit. However, you may be able to if you've been
    getting payments ...": a grant whose verb is left out after a refusal is the refusal's
    exception, the refusal holding unless it is met (read as a rule of its own, it was the
    target, and anyone not from the heading's country got No; "You can't usually get
    Housing Benefit if you're a student. However, you may be able to if you're disabled"
    refused a disabled student); else None."""
    if (
        before is None
        or before.kind != "rule"
        or before.conclusion.positive
        or not before.conclusion.text
        or rule.kind != "rule"
        or not rule.conclusion.positive
        or rule.condition is None
    ):
        return None
    grant = _ELIDED_GRANT.match(rule.conclusion.text)
    # ("Your partner can't get it. However, you may be able to if ...": of someone else)
    if grant is None or before.conclusion.text.split()[0].lower() != grant.group("who").lower():
        return None
    unless = negate(rule.condition)
    condition = unless if before.condition is None else conj(before.condition, unless)
    return Rule(before.conclusion, condition, before.provenance, before.kind)


def _refused_too(rule: Rule, before: Rule | None) -> Rule | None:
    """ "You can't get Jobseeker's Allowance if you work 16 hours or more a week. Your partner
    can't work 24 hours or more a week either.": a refusal of a deed with "either" refuses
    what the refusal before it refuses, when the deed is done (read as a fact of its own,
    the partner's hours had been left out); else None."""
    conclusion = rule.conclusion
    if (
        conclusion.positive
        or rule.kind != "rule"
        or before is None
        or before.conclusion.positive
        or not before.conclusion.text
        or before.condition is None
    ):
        return None
    denied = _DENIED_TOO.match(conclusion.text)
    # ("You can't get it either if ...": what is granted, refused in a case of its own)
    if denied is None or _DENIED_DEED.match(conclusion.text) is None:
        return None
    deed = _deed(f"{denied.group('who')} must {denied.group('deed')}", conclusion)
    condition = deed if rule.condition is None else conj(deed, rule.condition)
    return Rule(before.conclusion, condition, rule.provenance, rule.kind)


def _subject_age(toks: tuple[Tok, ...], root: int) -> Expr | None:
    """The age that ends the subject of the clause at ``root`` when it names people
    ("People over 75", "Everyone aged 60 or over"), as a condition; else None."""
    subject = next((t for t in toks if t.head == root and t.dep in ("nsubj", "nsubjpass")), None)
    if subject is None or not (_people(subject) or subject.text.lower() in _EVERYONE):
        return None
    words = tuple(
        t for t in toks if t.i <= root and (t.i == subject.i or _descends(toks, t.i, subject.i, 0))
    )
    at = _subject_threshold(words)
    if at is None or words[-1].i - words[0].i != len(words) - 1:
        return None  # whom, in one run of words
    said = words[at:]
    text = _join(said)
    measures = find_measures(text)
    if len(measures) != 1:
        return None
    m = measures[0]
    prov = Provenance(Span(said[0].start, said[-1].end))
    aged = _ages_of_people(Comparison(text, prov, m.quantity, m.op, m.value, m.unit, m.upper))
    # ("People with savings over £16,000": what they have, not whom by age)
    return aged if aged.quantity == "age" else None


def _with_class_subject(rule: Rule, sentence: Sentence, before: str = "") -> Rule:
    """A rule said of a kind of people rather than of "you" holds for its reader only if
    they are one: "Non-residents may have to pay UK tax on overseas property if they
    return to the UK within 5 years of leaving" is asked "Are you a non-resident?", and
    "Apprentices over 19 who have completed the first year of their apprenticeship are
    entitled to the correct minimum wage for their age" "Are you an apprentice?"."""
    # (not a duty denied: "Borrowers are not required to qualify on ..." refuses nothing)
    refusal = not rule.conclusion.positive and not _NO_DUTY.search(sentence.text)
    if (rule.condition is None and not refusal) or not rule.conclusion.text:
        return rule
    span = rule.conclusion.provenance.span
    said = [
        (leaf.provenance.span.start, leaf.provenance.span.end)
        for leaf in (leaves(rule.condition) if rule.condition is not None else ())
    ]
    toks = tuple(
        t
        for t in sentence.toks
        if span.start <= t.start
        and t.end <= span.end
        and not any(a <= t.start < b for a, b in said)
    )
    root = next((t.i for t in toks if t.dep == "ROOT"), None)
    if root is None:
        return rule
    aged = _subject_age(sentence.toks, root) if rule.condition is not None else None
    if aged is not None and not any(
        a < aged.provenance.span.end and aged.provenance.span.start < b for a, b in said
    ):
        # "People over 75 can get a free eye test, unless they live in a care home": the
        # age whom it is said of is a condition with the rule's own (it had been dropped,
        # and anyone not in a care home got Yes)
        rule = Rule(rule.conclusion, conj(aged, rule.condition), rule.provenance, rule.kind)
    kinds = _class_subject(sentence.toks, root, described=refusal, before=before)
    if (
        not kinds
        # "Businesses that sell only VAT-exempt goods and services can't register": the
        # kind described by more than its words is asked whole, with the refusal
        or (rule.condition is None and any(_clause_of(t, kinds) for t in sentence.toks))
        or kinds[0][0] != toks[toks[0].text.lower() in ("a", "an", "the") and len(toks) > 1]
        or any(a < kinds[-1][-1].end and kinds[0][0].start < b for a, b in said)
    ):
        return rule
    # "A disabled widow or widower", "Disabled veterans": the state is asked apart from
    # being one of them, after it, as whom a statement provides for is (_member)
    state = kinds[0][0] if len(kinds[0]) > 1 and _state_of(kinds[0][0], kinds[0]) else None
    kinds = [kind[1:] if state is not None and kind[0] is state else kind for kind in kinds]
    who = disj(
        *(Condition(_join(kind), Provenance(Span(kind[0].start, kind[-1].end))) for kind in kinds)
    )
    if state is not None:
        who = conj(who, Condition(state.text, Provenance(Span(state.start, state.end)), "you are"))
    condition = who if rule.condition is None else conj(who, rule.condition)
    return Rule(rule.conclusion, condition, rule.provenance, rule.kind)


# Words that open a condition: a "but" after one of them joins conditions ("If you are still
# eligible for employment authorization but your EAD will be expiring or has expired, ...").
_CONDITION_OPENERS = frozenset({"if", "unless", "when", "where", "whenever", "provided", "once"})


def _second_conclusion_at(toks: tuple[Tok, ...]) -> int | None:
    """Where "but" opens a second conclusion: a clause with its own subject and a modal after
    a sentence that starts with its conclusion ("You don't have to stop working when you
    reach State Pension age but you'll no longer have to pay National Insurance"; "They can
    translate what happens during the hearing but they can't represent you").  None when
    there is none, or when the sentence opens with a condition the "but" may belong to."""
    if not toks or toks[0].text.lower() in _CONDITION_OPENERS | _LINKS:
        return None
    aside = _in_asides(toks)
    for k in range(2, len(toks) - 3):
        if toks[k].text.lower() != "but" or k in aside:
            continue
        if toks[k + 1].text.lower() in _SUBJECTS and toks[k + 2].tag == "MD":
            return k
    return None


def _renumbered(toks: tuple[Tok, ...]) -> tuple[Tok, ...]:
    """Tokens cut from the end of a sentence, numbered from 0 (a head before the cut points
    to the token itself)."""
    base = toks[0].i
    return tuple(
        replace(t, i=t.i - base, head=t.head - base if t.head >= base else t.i - base) for t in toks
    )


def _with_second_conclusion(
    sentence: Sentence, items: tuple[Item, ...], rules: list[Rule]
) -> Rule | None:
    """A sentence with a second conclusion after "but" (`_second_conclusion_at`): the first
    part is a rule, appended to ``rules``; the second part is returned as a rule of its own
    under the same condition, so a question picks the conclusion it asks about ("Do I still
    have to pay National Insurance?" of "... when you reach State Pension age but you'll no
    longer have to pay National Insurance").  None, leaving ``rules`` alone, when the
    sentence has no such "but" or either part does not parse."""
    at = None if items else _second_conclusion_at(sentence.toks)
    if at is None:
        return None
    toks = sentence.toks
    head_end = toks[at - 1].end
    first = Sentence(
        sentence.text[: head_end - sentence.start], sentence.start, head_end, toks[:at]
    )
    rest = toks[at + 1 :]
    second = Sentence(
        sentence.text[rest[0].start - sentence.start :],
        rest[0].start,
        sentence.end,
        _renumbered(rest),
    )
    one, two = parse_sentence(first), parse_sentence(second)
    if one is None or two is None or not one.conclusion.text or not two.conclusion.text:
        return None
    rules.append(one)
    if one.condition is None:
        return two
    condition = one.condition if two.condition is None else conj(one.condition, two.condition)
    return replace(two, condition=condition)


def _fallback_spans(rules: list[Rule], pieces: list[Span], known: list[Span]) -> list[Span]:
    """The bullet items and headings kept whole (``pieces`` holds their spans), in text
    order, each once; sentences already in ``known`` are not repeated."""
    spans = {
        leaf.provenance.span
        for rule in rules
        for leaf in rule.conditions
        if leaf.provenance.source == "fallback"
    }
    out = {
        next((p for p in pieces if p.start <= s.start and s.end <= p.end), s)
        for s in spans
        if not any(k.start <= s.start and s.end <= k.end for k in known)
    }
    return sorted(out, key=lambda s: (s.start, s.end))


_ANAPHORIC = re.compile(
    r"^(?:(?:this|these|that|it|the above)(?: rules?)?(?: also| still)? (?:does |do |will |would )?(?:also )?appl(?:y|ies)\b"
    r"|(?:you (?:can|should|must|may) )?do (?:this|so)\b)",
    re.I,
)
_OTHERWISE = re.compile(r"^\W*(?:otherwise|if not)\b,?\s*", re.I)
_MEANS = re.compile(r"^(?:this|that) means(?: that)?\s+(?=\w)", re.I)
_DO_THIS = re.compile(r"^(?:you \w+ )?do (?:this|so)\b", re.I)  # "Do this if:", "You can do so if"


def _is_duty(rule: Rule) -> bool:
    """A statement of what to do ("You must register"), kept as a requirement with no conclusion."""
    return not rule.conclusion.text and isinstance(rule.condition, (Condition, Comparison))


# The verbs of a state a person is in, which a duty can require of whoever is granted a
# thing ("You must be 25 or over", "you must also live in the UK"); a duty to act ("You
# must tell the office if ...") is what the granted must do, not a requirement of it. A test
# passed or a rule met is a state too: "You must also pass the Life in the UK Test, unless
# you're 65 or over" requires the test or the age (read as a duty to act, a 40-year-old with
# the residence had got Yes).
_STATE_VERBS = frozenset(
    {"be", "have", "live", "reside", "stay", "hold", "own", "earn", "work", "pass", "meet"}
)


def _required_state(rule: Rule, text: str) -> Expr | None:
    """The state a duty in a case of its own requires, read as a requirement, or None.

    "You must be 25 or over if you don't have children" gives the age of 25 or over;
    a rule that grants ("You can get it if ..."), or a duty to act ("You must tell
    HMRC if ..."), gives None.
    """
    span = rule.conclusion.provenance.span
    if rule.condition is None or not REQUIREMENT.search(rule.conclusion.text):
        return None
    if _OTHERWISE.match(text[rule.provenance.span.start : span.end]):
        return None  # what holds when the rule before does not (_attach_anaphora)
    sentence = one_sentence(text[span.start : span.end], span.start)
    duty = REQUIREMENT.search(sentence.text) if sentence is not None else None
    if duty is None:
        return None
    verb = next(
        (
            t
            for t in sentence.toks
            if t.start >= span.start + duty.end() and t.pos in ("VERB", "AUX")
        ),
        None,
    )
    if verb is None or verb.lemma.lower() not in _STATE_VERBS:
        return None
    after = next((t for t in sentence.toks if t.i == verb.i + 1), None)
    if verb.lemma.lower() == "be" and after is not None and after.tag == "VBN":
        return None  # "you'll need to be assessed": a thing done to you, not a state
    read = parse_sentence(sentence)
    if read is None or read.conclusion.text or read.condition is None:
        return None
    return read.condition


def _attach_required_states(rules: list[Rule], text: str) -> list[Rule]:
    """Fold a state required in a case of its own into the grant before it.

    "You must be 16 or over to qualify. You must be 25 or over if you don't have
    children or you don't have a disability.": to qualify, you are 16 or over, and 25
    or over unless you have children and a disability.  A duty with no grant before it
    ("You must register if your turnover is over £85,000") stays what it says.
    """
    out: list[Rule] = []
    for rule in rules:
        grant = next(
            (r for r in reversed(out) if r.conclusion.text and r.conclusion.positive), None
        )
        state = _required_state(rule, text) if grant is not None else None
        if state is None or grant.condition is None or _required_state(grant, text) is not None:
            out.append(rule)
            continue
        said = text[rule.provenance.span.start : rule.provenance.span.end]
        if _ONLY_NEED.search(said):
            condition = disj(grant.condition, _relaxed(grant.condition, rule.condition, state))
        else:
            # (in the order written: "You must not be subject to immigration control,
            # unless you're a sponsored immigrant" asks of the control first)
            either = sorted((negate(rule.condition), state), key=_written_at)
            condition = conj(grant.condition, disj(*either))
        span = Span(grant.provenance.span.start, rule.provenance.span.end)
        out[out.index(grant)] = Rule(
            grant.conclusion, condition, replace(grant.provenance, span=span)
        )
    return out


def _written_at(expr: Expr) -> int:
    """Where the first condition of ``expr`` is written."""
    return min((leaf.provenance.span.start for leaf in leaves(expr)), default=0)


# "If you're disabled, you only need to work 16 hours a week": a case that asks less
_ONLY_NEED = re.compile(r"\bonly\s+(?:need|needs|have|has)\s+to\b", re.I)


def _relaxed(grant: Expr, case: Expr, state: Expr) -> Expr:
    """The other way to a grant that a case asking less opens: "You can claim Working Tax
    Credit if you're aged 25 or over and work at least 30 hours a week. If you're disabled,
    you only need to work 16 hours a week and be 16 or over." is claimed by a disabled
    worker of 20 on 18 hours a week (read as one more requirement, the case had needed the
    age of 25 and 30 hours too: a silent No).  The grant's other requirements still hold in
    the case; those on what the case measures anew (the age, the hours) give way."""
    said = list(leaves(state))

    def measured_anew(item: Expr) -> bool:
        if not isinstance(item, Comparison):
            return False
        written = _MEASURE_WRITTEN.get(item.quantity)
        return any(
            (isinstance(leaf, Comparison) and leaf.quantity == item.quantity)
            or (written is not None and written.search(leaf.text) is not None)
            for leaf in said
        )

    items = grant.items if isinstance(grant, And) else (grant,)
    return conj(case, *(item for item in items if not measured_anew(item)), _as_least(state))


def _as_least(state: Expr) -> Expr:
    """A bare amount of a case asking less is its least: "you only need to work 16 hours a
    week" is 16 hours or more (read as said, 20 hours met it not, and was asked)."""
    if isinstance(state, And):
        return conj(*(_as_least(item) for item in state.items))
    if not isinstance(state, Condition) or find_measures(state.text):
        return state
    least = find_measures(f"{state.text} or more")
    if len(least) != 1 or least[0].quantity not in _MEASURE_WRITTEN:
        return state
    m = least[0]
    return Comparison(
        state.text, state.provenance, m.quantity, m.op, m.value, m.unit, m.upper, state.lead_in
    )


# How a duty with no threshold of its own writes an amount ("work 16 hours a week")
_MEASURE_WRITTEN = {
    "hours_rate": re.compile(r"\bhours?\b", re.I),
    "money": re.compile(r"[£$€]"),
    "money_rate": re.compile(r"[£$€]"),
}


# A purpose that names no thing of its own: "(you must be 16 or over) to claim", "to
# qualify", "to get it", "before you apply".
_BARE_PURPOSE = re.compile(
    r"(?:(?:you|they)\s+)?(?:qualify|claim|apply|get\s+(?:it|this|them)"
    r"|be\s+(?:eligible|entitled))(?:\s+(?:for|to)\s+(?:it|this|them))?",
    re.I,
)


def _attach_purposes(rules: list[Rule]) -> list[Rule]:
    """Fold a duty for a purpose that names nothing of its own into the grant before it.

    "You can get Carer's Allowance if you care for someone at least 35 hours a week. You
    must be 16 or over to claim.": claiming it needs both.  Read as a grant of "claim", the
    age was passed over as not what "Can I get Carer's Allowance?" asks about, and a
    15-year-old carer got Yes.  With no grant before it ("To qualify, you must ..."), the
    duty keeps its purpose.
    """
    out: list[Rule] = []
    for rule in rules:
        grant = out[-1] if out else None
        if (
            grant is None
            or grant.kind != "rule"
            or not (grant.conclusion.text and grant.conclusion.positive)
            or grant.condition is None
            or _BARE_PURPOSE.fullmatch(grant.conclusion.text)
            or not rule.conclusion.positive
            or rule.condition is None
            or not _BARE_PURPOSE.fullmatch(rule.conclusion.text)
        ):
            out.append(rule)
            continue
        span = Span(grant.provenance.span.start, rule.provenance.span.end)
        out[-1] = Rule(
            grant.conclusion,
            conj(grant.condition, rule.condition),
            replace(grant.provenance, span=span),
        )
    return out


# "The tax applies to vehicles having ...": a thing named before, and whom it is for.
_APPLIES_TO = re.compile(
    r"^the (?P<thing>[a-z]+) (?:only )?appl(?:y|ies) (?:only )?to (?P<whom>\w.*)$", re.I
)


def _attach_restrictions(rules: list[Rule], text: str) -> list[Rule]:
    """Fold "The tax applies to vehicles having a taxable gross weight of 55,000 pounds or
    more" into the rule before it that names the tax ("There is a federal excise tax on
    certain trucks, ..."): whom the thing applies to is one more condition of it.  Left
    alone, the sentence was a fact of its own and a 20,000-pound truck owed the tax.
    """
    out: list[Rule] = []
    for rule in rules:
        said = _APPLIES_TO.match(rule.conclusion.text)
        thing = rf"\b{re.escape(said.group('thing'))}\b" if said else None
        named = next(
            (r for r in reversed(out) if thing and re.search(thing, r.conclusion.text, re.I)), None
        )
        if named is None or rule.condition is not None or not rule.conclusion.positive:
            out.append(rule)
            continue
        start = rule.conclusion.provenance.span.start + said.start("whom")
        whom = one_sentence(said.group("whom"), start)
        if whom is None:
            out.append(rule)
            continue
        span = Span(named.provenance.span.start, rule.provenance.span.end)
        out[out.index(named)] = Rule(
            named.conclusion,
            conj(named.condition, parse_item(Item(whom))),
            replace(named.provenance, span=span),
        )
    return out


_INSTEAD = re.compile(r"\binstead\b", re.I)


def _attach_anaphora(rules: list[Rule]) -> list[Rule]:
    """Fold "This doesn't apply if ..." and "Do this if ..." into the rule before them.

    A negative one adds exceptions; "This also applies if" adds alternatives;
    "Do this if" adds requirements to the statement it points back to.
    """
    out: list[Rule] = []
    for rule in rules:
        # "You can get a Blue Badge automatically if you're registered blind. Otherwise,
        # you'll need to be assessed.": what holds (or is needed) when the rule before does not
        # apply; a duty said so is what is needed then, not a requirement of anything.
        said = rule.condition if _is_duty(rule) else rule.conclusion
        otherwise = _OTHERWISE.match(said.text)
        if otherwise and out and out[-1].condition is not None and out[-1].conclusion.text:
            span = said.provenance.span
            consequence = Conclusion(
                said.text[otherwise.end() :],
                Provenance(Span(span.start + otherwise.end(), span.end)),
                rule.conclusion.positive,
            )
            own = None if _is_duty(rule) else rule.condition
            out.append(Rule(consequence, conj(negate(out[-1].condition), own), rule.provenance))
            continue
        means = _MEANS.match(rule.conclusion.text)
        if means and rule.condition is None and out and out[-1].condition is not None:
            # "If your spouse died within 90 days of topping up ..., the top up should have
            # been refunded .... This means you won't inherit the top up": the consequence
            # holds under the condition of the rule before it.
            span = rule.conclusion.provenance.span
            consequence = Conclusion(
                rule.conclusion.text[means.end() :],
                Provenance(Span(span.start + means.end(), span.end)),
                rule.conclusion.positive,
            )
            out.append(Rule(consequence, out[-1].condition, rule.provenance))
            continue
        if (
            rule.condition is None
            and rule.conclusion.positive
            and _INSTEAD.search(rule.conclusion.text)
            and out
            and out[-1].condition is not None
            and not out[-1].conclusion.positive
        ):
            # "You can't get Statutory Sick Pay if you're self-employed. You may be able to
            # get Employment and Support Allowance instead.": what one may get where the
            # refusal before holds
            out.append(Rule(rule.conclusion, out[-1].condition, rule.provenance))
            continue
        doing = _DO_THIS.match(rule.conclusion.text)
        if doing and rule.condition is not None and out and _is_duty(out[-1]):
            # "You should use the market value. Do this if: * ...": the duty is what to do.
            duty = out[-1].condition
            out[-1] = Rule(
                Conclusion(duty.text, duty.provenance, True), rule.condition, rule.provenance
            )
            continue
        previous = next((r for r in reversed(out) if r.conclusion.text), None)
        if previous is None or rule.condition is None or not _ANAPHORIC.match(rule.conclusion.text):
            out.append(rule)
            continue
        if not rule.conclusion.positive:
            condition = conj(previous.condition, negate(rule.condition))
        elif _DO_THIS.match(rule.conclusion.text) or previous.condition is None:
            condition = conj(previous.condition, rule.condition)
        else:
            condition = disj(previous.condition, rule.condition)
        out[out.index(previous)] = Rule(previous.conclusion, condition, previous.provenance)
    return out
