"""A rule text compiled: its logical form, the target rule for a question, a decision tree."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, replace

from reasoner.align import content_stems, coverage, is_negated, undouble
from ruleparse.errors import InputError
from ruleparse.parse import REQUIREMENT, parse_rules
from ruleparse.segment import BULLET_MARKER, item_as_read
from ruleparse.thresholds import opposite_sides
from ruleparse.types import (
    And,
    Comparison,
    Conclusion,
    Condition,
    Expr,
    Leaf,
    Not,
    Or,
    ParsedRules,
    Provenance,
    Rule,
    Span,
    Truth,
    conj,
    disj,
    evaluate,
    leaves,
    negate,
    substitute,
)
from ruleparse.words import person_noun

# Words any question about a scheme uses ("claim", "eligible"): they show no relevance, and a
# condition made only of them ("you're eligible") names nothing to ask.
GENERIC_WORDS = frozenset(
    undouble(w)
    for w in {
        "claim",
        "appli",
        "elig",
        "qualifi",
        "abl",
        "need",
        "meet",
        "help",
        "program",
        "programm",
        "benefit",
        "now",
        "option",
        "suitabl",
        "guid",
        "person",
        "servic",
        "scheme",
        "amount",
        "fund",
        "pai",
        "payment",
        "use",  # "Can I use the service?" asks for it as "get" does
        "join",  # "Can I join the program?" of "The program is open to veterans who ..."
    }
)


@dataclass(frozen=True)
class Target:
    """What a question asks of the rule text: one condition, and how its value answers.

    The answer is Yes when ``condition`` evaluates to ``yes_when``.
    """

    condition: Expr | None
    conclusion: Conclusion
    yes_when: bool
    rules: tuple[Rule, ...]

    @property
    def conditions(self) -> tuple[Leaf, ...]:
        return tuple(dict.fromkeys(leaves(self.condition)))  # each once, in text order

    def answer(self, value: Truth) -> str | None:
        if not value.known:
            return None
        return "Yes" if (value is Truth.TRUE) == self.yes_when else "No"


def _conclusion_score(question: str, rule: Rule, heading: str, source: str = "") -> float:
    """How much of the question the rule's conclusion covers; an acronym the text
    spells out elsewhere counts as its words ("SSP" of "Statutory Sick Pay")."""
    if not rule.conclusion.text:
        return 0.05
    score = coverage(spell_out(question, source), spell_out(rule.conclusion.text, source))
    score += 0.01 * coverage(question, heading)
    if (given := _QUESTION_CLAUSE.search(question)) is not None:
        # "Will my State Pension increase if I defer it?" asks what "Your State Pension
        # will increase" grants, not "You can defer your State Pension", though both word
        # as much of it: the main clause breaks the tie.
        asked = spell_out(question[: given.start()], source)
        score += 0.001 * coverage(asked, spell_out(rule.conclusion.text, source))
    return score


def spell_out(text: str, source: str, keep_written: bool = False) -> str:
    """``text`` with each acronym that ``source`` spells out replaced by its words; with
    ``keep_written``, not those that ``source`` also writes as acronyms.

    >>> spell_out("Can I get SSP?", "Statutory Sick Pay (SSP) is paid by employers.")
    'Can I get Statutory Sick Pay?'
    >>> spell_out("Can I get SSP?", "Statutory Sick Pay (SSP) is paid.", keep_written=True)
    'Can I get SSP?'
    """
    if not source:
        return text
    acronyms = {a.lower() for a in _ACRONYM.findall(text)}
    if not acronyms:  # most questions: no need to read the whole source's capitals
        return text
    acronyms &= initials(source)
    if keep_written:
        acronyms -= {a.lower() for a in _ACRONYM.findall(source)}
    for acronym in acronyms:
        words = next(w for a, w in _acronym_runs(source) if a == acronym)
        text = re.sub(rf"\b{acronym}\b", " ".join(words), text, flags=re.I)
    return text


_PRONOUN = re.compile(r"\b(?:it|this|them|these|that|they|one)\b", re.IGNORECASE)


def _refers_back(conclusion: str, before: str) -> bool:
    """``"You can't get it"`` (or ``"However, you can't get it"``) after ``"You can get
    Carer's Allowance"``: about the same thing; so is ``"You can also apply"`` after ``"You
    can apply for a Blue Badge"``, the same grant in fewer of its words; and so is ``"You
    can't claim"`` after ``"You can claim Bereavement Support Payment"``, its verb alone,
    the object left to be read from the sentence before."""
    if not conclusion or not before:
        return False
    # ("You can't make a new claim" after "You can claim Child Tax Credit": the claim is
    # the claiming)
    said = _A_CLAIM_MADE.sub("claim", _LINK.sub(" ", conclusion)).strip()
    bare = _BARE_REFUSAL.match(said)
    if bare is not None and content_stems(_FOR_WHAT.sub("", said[bare.end() :])) <= content_stems(
        before
    ):
        # (or with fewer of its words: "You can't get help" after "You can get help with
        # the cost of prescriptions")
        # (the rule before may be a purpose, its verb bare: "To get the Green Farming
        # Grant, your farm must be in England. You can't apply if you've already received
        # a grant this year." refuses the grant the purpose names)
        who, modal, verb = bare.group("who", "modal", "verb")
        said_by = rf"{who}\s+{modal}" if modal else who
        if re.match(rf"(?:{said_by}\s+(?:\w+ly\s+)?)?{verb}\b", before.strip(), re.I):
            return True
        if verb.lower() in _GRANT_VERBS and re.match(
            rf"(?:{who}\s+(?:can|may|could|might)\s+(?:\w+ly\s+)?(?:be\s+able\s+to\s+)?)?"
            rf"(?:{'|'.join(_GRANT_VERBS)})\b",
            before.strip(),
            re.I,
        ):
            # "You can't claim if you already get Universal Credit" after "You may be able
            # to get Child Tax Credit if ...": what one gets is what one claims
            return True
        if verb.lower() in _GRANT_VERBS and re.match(
            rf"{who}{_ELIGIBLE_FOR}", before.strip(), re.I
        ):
            # "You will not get the discount if ..." after "You're eligible for Council Tax
            # Single Person Discount if ...": what one is eligible for is what one gets
            return True
    waived = _WAIVED_DUTY.match(said)
    if waived is not None and content_stems(said[waived.end() :]) <= content_stems(before):
        # "You don't need to register if ..." after "you'll need to register for Self
        # Assessment by 5 October ...": the duty, with fewer of its words, waived
        who, verb = waived.group("who", "verb")
        if re.match(rf"{who}\s*{_DUTY_WORDS}\s+{verb}\b", before.strip(), re.I):
            return True
    another_way = _ALSO.search(conclusion) or _AUTOMATICALLY.search(conclusion)
    if not _PRONOUN.search(conclusion) and not another_way:
        return False
    own = content_stems(_AUTOMATICALLY.sub(" ", _PRONOUN.sub(" ", _LINK.sub(" ", conclusion))))
    if another_way:
        # "You may also qualify if ..." after "You can get Pension Credit if ...": another
        # way to the same thing, which "also" names by words any grant uses, or by none;
        # so does "You're automatically eligible if ..." (one way that needs no other)
        own -= GENERIC_WORDS
    return own <= content_stems(before)


_HOW_OFTEN = r"(?:usually|normally|generally|typically|often)"
# "You can't claim" (read "You can claim", refused), "You will not get a grant": the
# permission of the sentence before, its object left unsaid or said in fewer words;
# "You don't qualify" (read "You qualify") refuses the verb alone.
_BARE_REFUSAL = re.compile(
    rf"(?P<who>you|they)\s+(?:{_HOW_OFTEN}\s+)?(?:(?P<modal>can|may|will|wo)(?:n['’]t|not|\s+not)?\s+)?"
    # (an adverb of how often, either side: "You usually can't get Housing Benefit")
    rf"(?:{_HOW_OFTEN}\s+)?(?P<verb>[a-z]+)\W*",
    re.I,
)


# What a refused thing is for ("You won't get assistance for a loss if your insurance
# covers it" after "You may get FEMA assistance if ..."): the same thing, refused in a case.
_FOR_WHAT = re.compile(r"\s+for\s+.*$", re.I)


# "make a (new) claim": the claiming, said with a noun ("You can't make a new claim").
_A_CLAIM_MADE = re.compile(r"\bmake\s+an?\s+(?:new\s+)?claim\b", re.I)


# "You don't need to register" (read "You need to register", waived), "You do not have to
# pay": a duty, its object perhaps left unsaid.
_WAIVED_DUTY = re.compile(
    r"(?P<who>you|they)\s+(?:(?:do|does)(?:n['’]t|\s+not)\s+)?(?:need|have)\s+to\s+(?P<verb>[a-z]+)\W*",
    re.I,
)
_DUTY_WORDS = r"(?:['’]ll\s+need\s+to|\s+will\s+need\s+to|\s+must|\s+need\s+to|\s+have\s+to)"


# Being eligible (or entitled) for what a rule grants: "You're eligible for", "you may be
# entitled to".
_ELIGIBLE_FOR = (
    # (an adverb may stand before "be" too: "You'll normally be entitled to")
    r"(?:['’]re|\s+are|(?:['’]ll|\s+(?:may|might|could|will|would))(?:\s+\w+ly)?\s+be)\s+(?:\w+ly\s+)?"
    r"(?:eligible|entitled)\s+(?:for|to)\b"
)
# The verbs of getting what a rule grants: "You can't claim" refuses what "You may be able
# to get" grants.
_GRANT_VERBS = ("get", "claim", "apply", "qualify", "receive")
# "also": another way to the same thing ("You may also qualify if ..."), or a condition said
# on top of another ("your partner has also reached State Pension age").
_ALSO = re.compile(r"\balso\b", re.I)
_AUTOMATICALLY = re.compile(r"\bautomatically\b", re.I)
# A word that links a sentence to the one before ("However, you can't get it if ...").
_LINK = re.compile(
    r"^\W*(?:however|but|also|still|yet|though|nevertheless|nonetheless|even so)\b,?", re.I
)


# How much of the lead rule's share of the question a rule of the other polarity must word
# to be about the same thing (an exception to it).
_SAME_THING = 0.75

# How much of the question a list's conclusion must word to be what it asks about, when the
# text's other rules are duties only.
_LISTED_ASKED = 0.75


def select_target(parsed: ParsedRules, question: str) -> Target:
    """The rule(s) of the text that the question asks about, and the answer polarity.

    Rules whose conclusion shares most content words with the question win; when
    several tie, their conditions are joined by "or" (any of them grants it).
    Rules without conditions are only used when no rule has any.
    """
    parsed = _section_asked(parsed, question)
    parsed = replace(parsed, rules=_waivers_named(parsed.rules))
    candidates = [r for r in parsed.rules if r.condition is not None and r.kind == "rule"]
    if not candidates:
        candidates = [r for r in parsed.rules if r.condition is not None]
    elif not any(r.conclusion.text for r in candidates):
        # "The type of work and pay employees get should be agreed before they come into
        # work. The employee's right to maternity ... isn't affected by taking keeping in
        # touch days", asked "Will my right to maternity be affected?": a duty grants nothing
        # the question could ask about; a list whose conclusion the question words may.
        listed = [
            r
            for r in parsed.rules
            if r.condition is not None
            and r.kind == "enumeration"
            and _conclusion_score(question, r, parsed.heading, parsed.text) >= _LISTED_ASKED
        ]
        candidates = listed or candidates
    if not candidates:
        return _fallback_target(parsed, question)
    # "Contact the Plant Health Office if you're not sure where protected zones are" is
    # advice for the unsure, not the rule the question asks about (unless it asks to contact).
    ruling = [r for r in candidates if not _advice(r, parsed.text, question)]
    candidates = ruling or candidates
    scored = [
        (_conclusion_score(question, r, parsed.heading, parsed.text), k, r)
        for k, r in enumerate(candidates)
    ]
    for k in range(1, len(scored)):
        said = scored[k][2].conclusion
        # (past any duty between them: "You must own the property or be a tenant.")
        prior = next((j for j in range(k - 1, -1, -1) if scored[j][2].conclusion.text), None)
        if prior is None:
            continue
        if not said.positive and _only_eligibility(said.text):
            # "You can get help with NHS costs if ... You're not eligible if ...": a refusal
            # of eligibility alone refuses what the text grants before it (past another way
            # to it: "You could get a grant ... if you own your home. Private tenants can
            # also apply if ... You won't be eligible if your boiler is less than 5 years old")
            granted = max(
                (s for s, _, r in scored[:k] if r.conclusion.positive and r.conclusion.text),
                default=scored[prior][0],
            )
            scored[k] = (max(scored[k][0], granted), k, scored[k][2])
        elif _refers_back(said.text, scored[prior][2].conclusion.text):
            # "You can get Carer's Allowance if ... You can't get it if ...": "it" is the same thing
            scored[k] = (max(scored[k][0], scored[prior][0]), k, scored[k][2])
    best = max(s for s, _, _ in scored)
    if best <= 0.05:
        # Only requirements ("You must be 18 or older. They shouldn't be: ..."): all of them apply,
        # and so does a rule that grants only eligibility ("To be eligible, your business must
        # be located in the U.S. ... You must not be delinquent on any federal debt"), and
        # one refusing only eligibility must not hold ("You will not qualify if you quit
        # your job without just cause" after "To get Employment Insurance ..., you must:").
        requirements = tuple(
            r for _, _, r in scored if not r.conclusion.text or _only_eligibility(r.conclusion.text)
        )
        grants = [r for _, _, r in scored if r.conclusion.positive and r not in requirements]
        if len(grants) == 1 and (
            content_stems(question) <= GENERIC_WORDS or _names_heading(question, parsed.heading)
        ):
            # "Can I get it?" of "You may be able to get Widowed Parent's Allowance if ...
            # You must have been living together when they died.": a question naming
            # nothing asks for the text's one grant, its duties one more requirement
            # (so does one naming only what the heading names: "Can I get a Sure Start
            # Maternity Grant?" of "## Sure Start Maternity Grant You could get a one-off
            # payment of £500 if ... You won't get the payment if ...")
            requirements = tuple(r for _, _, r in scored if r in grants or r in requirements)
        asked = _duty_asked(requirements, question, parsed.text)
        if asked is not None:
            return asked
        requirements = _for_whom_named(requirements, question)
        if requirements:
            # one a heading refuses ("## Who can't apply * people under 18") must not hold
            return Target(
                conj(
                    *(
                        r.condition if r.conclusion.positive else negate(r.condition)
                        for r in requirements
                    )
                ),
                requirements[0].conclusion,
                True,
                requirements,
            )
        chosen = (scored[0][2],)
    else:
        chosen = _of_the_kind_asked(tuple(r for s, _, r in scored if s >= best - 1e-9), question)
        if not any(_DUTY_SAID.search(r.conclusion.text) for r in chosen):
            # "Does someone with parental responsibility need to apply for the passport?" of
            # "You can apply for a child passport if ... Someone with parental responsibility
            # must apply for the passport, except if ...": a duty question asks the duty the
            # text states, not what it permits in the same words (the child's age was asked).
            duties = tuple(r for _, _, r in scored if not r.conclusion.text)
            asked = _duty_asked(duties, question, parsed.text)
            if asked is not None:
                return asked
    lead = next((r for r in chosen if r.conclusion.positive), chosen[0])
    # Rules of the other polarity about the same thing are exceptions to the lead rule
    # ("If you're single, you don't need to register. If you're a couple, you need to register.").
    # One that words the question much less well is about something else: "a message will
    # say: you have successfully logged out" is what the message says, not whether "you
    # haven't logged out properly" ("Have I logged out properly?").
    others = tuple(
        r
        for s, _, r in scored
        if r.conclusion.positive != lead.conclusion.positive
        and r.conclusion.text
        and s >= best * _SAME_THING
        and not _another_deed(r.conclusion.text, question, lead.conclusion.text)
    )
    if lead.conclusion.positive:
        others += _kinds_refused_after(parsed, lead, others)
    same = tuple(r for r in chosen if r.conclusion.positive == lead.conclusion.positive)
    yes_when = lead.conclusion.positive != _opposed(question, lead.conclusion.text)
    condition = disj(*_with_also(same))
    if others:
        condition = conj(condition, negate(disj(*(r.condition for r in others))))
    # "You may get it if you're a national of Macedonia. You'll need to be lawfully
    # present in the UK.": a duty stated after the rule is one more requirement of it.
    after = max(_position(parsed, r) for r in same)
    # ("To be eligible, you must ..." after "The Child Care Subsidy helps families ...":
    # a purpose that names nothing is the page's grant, its duties one more requirement)
    duties = tuple(
        r
        for r in parsed.rules[after + 1 :]
        if (not r.conclusion.text or _grants_only_eligibility(r)) and r.condition is not None
    )
    if duties and lead.conclusion.positive:
        # "If you're using Medicare Easyclaim for patient claims, you can start claiming once
        # your EFTPOS provider installs it. For bulk billing, you need to register your bank
        # account details first.": a duty set in a case of its own is what that case needs,
        # another way to the conclusion, not one more requirement of the rule before it.
        own = tuple(r for r in duties if _own_case(r, parsed.text))
        condition = conj(condition, *(r.condition for r in duties if r not in own))
        condition = disj(condition, *(r.condition for r in own))
    condition = _without_given(condition, question, lead.conclusion.text)
    condition = _without_thing_asked(condition, question, lead.conclusion.text, parsed.text)
    condition = _item_named(condition, question, parsed.text)
    return Target(condition, lead.conclusion, yes_when, same + others + duties)


# The verb a refusal denies: "you cannot build up extra State Pension while you defer"
# (the conclusion keeps its words with the denial taken out: "you can build up ...")
_REFUSED_VERB = re.compile(
    r"\b(?:can(?:not|['’]t)?|could|may|might|will|would|won['’]t|must|should|needs? to"
    r"|ha(?:ve|s) to|do|does|don['’]t|doesn['’]t)\s+"
    r"(?:(?:not|usually|normally|also|still|then|only|be able to)\s+)*(?P<verb>[a-z]+)",
    re.I,
)


def _another_deed(refusal: str, question: str, granted: str) -> bool:
    """Whether a refusal denies a deed that neither the question nor the grant names: "If
    you get certain benefits, you cannot build up extra State Pension while you defer" is
    no refusal of deferring ("Can I defer my State Pension?" had been asked "Do you get
    certain benefits?"), though it names all the question's words."""
    refused = _REFUSED_VERB.search(refusal)
    if refused is None:
        return False
    named = content_stems(question) | content_stems(granted)
    deed = _SETTING.split(refusal[refused.start("verb") :])[0]
    # (a verb of its own and one more word at least: "can't claim Carer's Allowance" refuses
    # getting it; a light verb's noun is the deed, "can't make a new claim" refuses claiming)
    verb = content_stems(refused.group("verb"))
    return (
        bool(verb)
        and refused.group("verb").lower() not in _LIGHT_VERBS
        and not verb & named
        and len(content_stems(deed) - named) >= 2
    )


_LIGHT_VERBS = frozenset({"make", "makes", "take", "takes", "give", "gives", "have", "has"})


# A clause setting when a deed is done: "(build up extra State Pension) while you defer"
_SETTING = re.compile(r"\s+(?:while|when|whilst|if|unless|because|until|after|before)\s+", re.I)


# A word of duty in a conclusion: "You must register", "you'll need to", "have to".
_DUTY_SAID = re.compile(r"\b(?:must|needs? to|ha(?:ve|s) to|required to)\b", re.I)
# A question asking what one may do: "Can I register ...?", "Could we claim ...?".
_PERMISSION_QUESTION = re.compile(r"^\W*(?:can|could|may|might)\s+(?:i|we)\b", re.I)


def _of_the_kind_asked(chosen: tuple[Rule, ...], question: str) -> tuple[Rule, ...]:
    """Of rules whose conclusions the question words alike, those of the kind it asks:
    "Can I register for VAT voluntarily?" asks what "You can register voluntarily" permits,
    not what "You must register for VAT" requires (their conditions had been joined, and the
    duty's asked first); "Do I need to ...?" asks the duty."""
    duty = _DUTY_QUESTION.search(question) is not None
    if len(chosen) < 2 or duty == (_PERMISSION_QUESTION.match(question) is not None):
        return chosen
    kept = tuple(r for r in chosen if _a_duty(r.conclusion.text) == duty)
    # (of a grant and its refusal, both are kept: "To get a Budgeting Loan you must ..." and
    # "You can't get a Budgeting Loan if ...", the refusal alone had been read backwards)
    return kept if any(r.conclusion.positive for r in kept) else chosen


def _a_duty(conclusion: str) -> bool:
    """Whether a conclusion says what one must do, not what a purpose needs: "You must
    register for VAT" (not "To get a Budgeting Loan you must have been getting ...")."""
    return _DUTY_SAID.search(conclusion) is not None and _PURPOSE_SAID.match(conclusion) is None


_PURPOSE_SAID = re.compile(r"^\W*(?:in order\s+)?to\s+[a-z]+\b", re.I)


def _names_heading(question: str, heading: str) -> bool:
    """Whether ``question`` names what ``heading`` names, and only that: it asks for what the
    page is about, however its text words it (not "Can I export this?" of "Export art,
    antiques and cultural goods: special rules", one word of a wider heading)."""
    named = content_stems(question) - GENERIC_WORDS
    return bool(named) and named == content_stems(heading) - GENERIC_WORDS


def _with_also(same: tuple[Rule, ...]) -> tuple[Expr | None, ...]:
    """The conditions of rules granting one thing, each a way to it; one that says "also"
    needs the conditions of the rules before it too: "You'll get Pension Credit if your
    partner has also reached State Pension age" after "You can get Pension Credit if you
    live in England ... and you've reached State Pension age" (read as another way, a
    55-year-old had been asked about the partner)."""
    out: list[Expr | None] = []
    for k, rule in enumerate(same):
        condition = rule.condition
        if (
            k
            and condition is not None
            and any(_ALSO.search(leaf.text) for leaf in leaves(condition))
        ):
            before = tuple(r.condition for r in same[:k] if r.condition is not None)
            if before:
                condition = conj(disj(*before), condition)
        out.append(condition)
    return tuple(out)


# A refusal that names no thing: "Students ... are not eligible" (read "Students are
# eligible", refused), "Businesses that have received a grant ... can't apply".
_BARE_INELIGIBLE = re.compile(
    r"^\W*(?:\w+\s+){1,4}(?:(?:are|is)\s+(?:eligible|entitled)|(?:can|may)\s+(?:apply|claim|qualify"
    # (or refusing the grant before in fewer of its words: "Carers who are under 16 ...
    # can't get the grant")
    r"|get\s+(?P<got>it|this|that|them|the\s+[\w\s'’]+?)))\W*$",
    re.I,
)


def _position(parsed: ParsedRules, rule: Rule) -> int:
    """Where ``rule`` stands among the text's rules, by identity (comparing rules field by
    field made picking the rule quadratic in a text of a thousand sentences)."""
    found = next((k for k, r in enumerate(parsed.rules) if r is rule), None)
    return parsed.rules.index(rule) if found is None else found


def _kinds_refused_after(
    parsed: ParsedRules, lead: Rule, others: tuple[Rule, ...]
) -> tuple[Rule, ...]:
    """The kinds of people a later sentence refuses, naming nothing they are refused:
    "Students who are incarcerated in a federal or state penal institution are not
    eligible" after "To be eligible for a Pell Grant, you must be an undergraduate ...",
    "Veterans who were dishonorably discharged are not eligible" after "Veterans can get a
    VA home loan guaranty if ...": exceptions to the grant before them (they had been
    left out: a prisoner got Yes)."""
    after = parsed.rules[_position(parsed, lead) + 1 :]
    return tuple(
        _without_kind_named(r)
        for r in after
        if r.kind == "enumeration"
        and not r.conclusion.positive
        and r.condition is not None
        and r not in others
        and (bare := _BARE_INELIGIBLE.match(r.conclusion.text)) is not None
        and content_stems(bare.group("got") or "") <= content_stems(lead.conclusion.text)
    )


def _without_kind_named(rule: Rule) -> Rule:
    """A refusal of those of a kind a clause describes, without being of the kind: the
    grant before it is for that kind already ("Are you a student?" is no question to ask
    of "Students who are incarcerated ... are not eligible"), what the clause says is."""
    condition = rule.condition
    if not isinstance(condition, And) or not isinstance(condition.items[0], Condition):
        return rule
    kind = condition.items[0].text
    if not rule.conclusion.text.lower().startswith(kind.lower()) or len(kind.split()) > 3:
        return rule
    return replace(rule, condition=conj(*condition.items[1:]))


# A bullet item that names its thing before the thing's own condition: "* VAT1A if you're an
# EU business ‘distance selling’ to the UK", "* Income Tax - if you're a sole trader" (or
# "1. VAT1A if ...": any bullet marker).
_ITEM_THING = re.compile(
    rf"^\s*{BULLET_MARKER}\s+(?P<thing>\S.*?)\s+(?:[-–—]\s*)?(?:if|when)\s*$", re.I
)


def _item_named(condition: Expr | None, question: str, text: str) -> Expr | None:
    """Of a list whose items each name a thing and its own condition, the condition of the
    one thing the question names.

    "Do I need to post the form VAT1A?" of "Register by post using form: * VAT1A if you're
    an EU business ‘distance selling’ to the UK * VAT1B if you import (‘acquire’) goods
    worth more than £85,000 ...": only whether you're an EU business distance selling to the
    UK is asked; the other forms' conditions say nothing of VAT1A.  A yes/no question that
    names none of the things ("Can I claim this expense?") asks which thing it is as well:
    each item is its thing and the thing's condition.
    """
    if not isinstance(condition, Or) or not all(
        isinstance(i, (Condition, Comparison)) for i in condition.items
    ):
        return condition
    things = []
    for item in condition.items:
        start = item.provenance.span.start
        line_start = text.rfind("\n", 0, start) + 1
        found = _ITEM_THING.match(text[line_start:start])
        if found is None:
            return condition
        things.append(_thing(found, line_start, text))
    asked = content_stems(question)
    named = [
        i
        for i, thing in zip(condition.items, things, strict=True)
        if content_stems(thing.text) and content_stems(thing.text) <= asked
    ]
    if len(named) == 1:
        return named[0]
    stems = [content_stems(thing.text) for thing in things]
    if any(
        own - frozenset().union(*stems[:k], *stems[k + 1 :]) & asked for k, own in enumerate(stems)
    ):
        return condition  # a question that names part of one thing leaves the list as written
    if _WHICH.match(question):
        return condition
    # "Can I claim this expense?" of "* meals - £4.25 if you're away for more than 5 hours
    # * loss of earnings - £37.06 if ...": the question names no thing, so which thing it
    # is is asked as well as the thing's own condition.
    return disj(*(conj(thing, item) for thing, item in zip(things, condition.items, strict=True)))


# A question asking for the thing ("Which form do I need to post?"), not whether it is one.
_WHICH = re.compile(r"^\W*(?:which|what)\b", re.I)
# What follows a thing's name in its item ("meals - £4.25", "travel expenses of 12p per
# mile"): its amount, not what it is.
_THING_AMOUNT = re.compile(r"\s+[-–—]\s.*$")


def _thing(found: re.Match, offset: int, page: str) -> Condition:
    """The thing a bullet item names before its own condition, as a condition of its own,
    its first letter lowered where the capital only opens the item ("* Travel expenses
    to cover your fare if ...": "travel expenses")."""
    start = offset + found.start("thing")
    name = item_as_read(_THING_AMOUNT.sub("", found.group("thing")), page)
    return Condition(name, Provenance(Span(start, start + len(name))))


# "For bulk billing, you need to ...": a case of its own ("For example, ..." is none).
_OWN_CASE = re.compile(
    r"^\W*For\s+(?!example\b|instance\b|this\b|that\b|these\b|more\b|further\b|help\b|"
    r"details\b|information\b)[^,.;:]{1,60},\s*(?:you|your)\b[^.]*"
    + r"\b(?:must|need|have to|should)\b",
    re.I,
)


def _own_case(rule: Rule, text: str) -> bool:
    """Whether a duty sentence opens on a case of its own ("For bulk billing, you need to ...")."""
    span = rule.provenance.span
    return bool(_OWN_CASE.match(text[span.start : span.end]))


# "Do I need to provide a proof of ownership?", "Does this airport need an airport manager?":
# what follows the word of duty is the duty asked about.
_DUTY_QUESTION = re.compile(
    r"\b(?:need|needs|must|have to|has to|(?:be |am |is |are )?required to)\b(?:\s+to\b)?\s+(?P<duty>.+)$",
    re.I,
)
# A subject of the user's own side ("you", "your patient or their parent") names no kind of
# person or thing the rule is for.
_OWN_SIDE = re.compile(r"^\W*(?:you|your|they|their|he|she|it|its|we|our)\b", re.I)
_ASIDE_CHUNK = re.compile(
    r"^\W*(?:as|per|under|according|in accordance|pursuant|whether|including|for example)\b", re.I
)
_SUBJECT_QUANTIFIER = re.compile(r"^\W*(?:[A-Z]\.\s+)?(?:all|any|every|each|the|a|an)\s+", re.I)


def _duty_parts(leaf: Leaf) -> tuple[str, str] | None:
    """Who a requirement is for and what it requires of them, or None for no duty.

    ``"HFRP applicants must"`` + ``"provide proof of ownership"`` gives ("HFRP applicants",
    "provide proof of ownership"); "All general aviation commercial airports, as defined
    under chapter 6, shall have at least a part-time airport manager" gives
    ("general aviation commercial airports", "have at least a part-time airport manager").
    """
    duty = REQUIREMENT.search(leaf.lead_in)
    if duty is not None and not leaf.lead_in[duty.end() :].strip():
        subject, required = leaf.lead_in[: duty.start()], leaf.text
    else:
        duty = REQUIREMENT.search(leaf.text)
        if duty is None:
            return None
        subject, required = leaf.text[: duty.start()], leaf.text[duty.end() :]
    # "Per Title 29-A, all bicycle riders under 16 years old ... must": an aside of
    # authority or definition ("as defined under chapter 6") is not whom it is for.
    chunks = [c for c in subject.split(",") if c.strip() and not _ASIDE_CHUNK.match(c)]
    subject = _SUBJECT_QUANTIFIER.sub("", chunks[-1] if chunks else "").strip()
    return subject, required.strip()


# "They don't have to" (read "They have to", waived): a duty waived, its verb left unsaid.
_ELIDED_WAIVER = re.compile(r"(?:you|they|he|she|it)\s+(?:need|have)\s+to", re.I)


def _waivers_named(rules: tuple[Rule, ...]) -> tuple[Rule, ...]:
    """``rules`` with a waiver whose verb is left unsaid given the duty just before it as its
    conclusion: "Your landlord must protect your deposit ... They don't have to if you live
    with them." waives the protecting, which is what "Does my landlord have to protect my
    deposit?" asks (it had asked whether the landlord protects it)."""
    named = list(rules)
    for k in range(1, len(rules)):
        waiver, duty = rules[k], rules[k - 1]
        if (
            not waiver.conclusion.positive
            and _ELIDED_WAIVER.fullmatch(waiver.conclusion.text.strip())
            and not duty.conclusion.text
            and isinstance(duty.condition, Condition)
            and _duty_parts(duty.condition) is not None
        ):
            conclusion = replace(waiver.conclusion, text=duty.condition.text)
            named[k] = replace(waiver, conclusion=conclusion)
    return tuple(named)


def _grants_only_eligibility(rule: Rule) -> bool:
    """``rule`` grants being eligible and names nothing it is eligible for ("To be
    eligible", "To qualify"): it is about whatever the text offers."""
    return rule.conclusion.positive and _only_eligibility(rule.conclusion.text)


def _only_eligibility(said: str) -> bool:
    """``said`` names nothing but being eligible ("be eligible", "You qualify", "You're not
    entitled")."""
    return bool(content_stems(said)) and content_stems(said) <= GENERIC_WORDS | {"entitl"}


def _for_whom_named(requirements: tuple[Rule, ...], question: str) -> tuple[Rule, ...]:
    """Of requirements each for a kind of person or thing, those for the kind the question names.

    "Can I be an individual borrower?" of "Individual borrowers must be citizens of the
    United States ... Corporations or other non-public body organization-type borrowers
    must be at least 51 percent owned by ...": the corporations' requirement is another
    party's.  Requirements of "you", or of no one named, always stay.
    """
    asked = content_stems(question)

    def whom(rule: Rule) -> frozenset[str]:
        parts = next(filter(None, map(_duty_parts, leaves(rule.condition))), None)
        if parts is None or _OWN_SIDE.match(parts[0]):
            return frozenset()
        return content_stems(parts[0])

    kinds = [whom(r) for r in requirements]
    if not any(k and k <= asked for k in kinds):
        return requirements
    return tuple(r for r, k in zip(requirements, kinds, strict=True) if not k or k <= asked)


def _duty_asked(requirements: tuple[Rule, ...], question: str, text: str) -> Target | None:
    """The requirement whose duty a question asks about, with whom it is for as its condition.

    "Does this airport need an airport manager?" of "A. All aircarrier and commuter
    aircarrier airports shall designate a person ... All general aviation commercial
    airports, as defined under chapter 6, shall have at least a part-time airport
    manager.": the duty asked about is the conclusion, and the question is whether it is
    a general aviation commercial airport; the other airports' duty is no part of it.
    "Do I need to provide a proof of ownership?" of "HFRP applicants must provide proof
    of ownership, or an operator (tenant) must provide written concurrence ...": whether
    you are an HFRP applicant.  Only a duty whose words the question uses, and only for a
    kind of person or thing the text names (not "you"), of one requirement.
    """
    wanted = _DUTY_QUESTION.search(question)
    if wanted is None or not requirements:
        return None
    found = []
    for rule in requirements:
        for leaf in leaves(rule.condition):
            parts = _duty_parts(leaf)
            if parts is None or not parts[1]:
                continue
            subject, required = parts
            if coverage(wanted.group("duty"), required) < 0.6:
                continue
            score = coverage(wanted.group("duty"), required) + coverage(
                required, wanted.group("duty")
            )
            found.append((score, rule, leaf, subject))
    found.sort(key=lambda f: -f[0])
    if not found or len(found) > 1 and found[1][0] > found[0][0] - 0.1:
        return None  # no duty asked, or two alike
    _, rule, leaf, subject = found[0]
    if (
        isinstance(rule.condition, Or)
        and leaf in rule.condition.items
        and not any(_duty_parts(i) for i in leaves(rule.condition) if i != leaf)
    ):
        # "Do I need to live in the UK?" of "You must live in the UK, unless you're a Crown
        # servant": the duty holds unless the exception does
        unless = negate(disj(*(i for i in rule.condition.items if i != leaf)))
        conclusion = Conclusion(leaf.text, leaf.provenance)
        return Target(unless, conclusion, True, (Rule(conclusion, unless, rule.provenance),))
    if not content_stems(subject) or _OWN_SIDE.match(subject):
        return None
    where = Provenance(_span_of(subject, text, rule.provenance.span), "grammar", 0.8)
    # "all bicycle riders under 16 years old ... must wear helmets": the age read of the
    # sentence is of whom it is for, and stays a threshold ("I'm 13").
    if isinstance(leaf, Comparison) and re.search(r"\d", subject):
        who = replace(leaf, text=subject, provenance=where, lead_in="")
    else:
        who = Condition(subject, where)
    # Beside the duty in an "and", the setting it holds in stays ("For bulk billed services");
    # another party's duty beside it in an "or" ("or an operator (tenant) must ...") goes.
    condition = (
        substitute(rule.condition, leaf, who)
        if isinstance(rule.condition, And) and leaf in rule.condition.items
        else who
    )
    conclusion = Conclusion(leaf.text, leaf.provenance)
    return Target(condition, conclusion, True, (Rule(conclusion, condition, rule.provenance),))


def _span_of(words: str, text: str, within: Span) -> Span:
    """Where ``words`` stand in ``text`` inside ``within`` (the whole of ``within`` if not there)."""
    at = text.find(words, within.start, within.end)
    return within if at < 0 else Span(at, at + len(words))


_QUESTION_CLAUSE = re.compile(
    r"\b(?:if|when|whilst|while|because|since|as long as|after|now that)\b(.+)$", re.I
)


def _without_given(condition: Expr | None, question: str, conclusion: str) -> Expr | None:
    """``condition`` less the requirements that a clause of the question states as given.

    "Will I automatically be paid the higher benefit when I reach the threshold?" of "If
    you're single we'll automatically pay you the higher benefit when you reach the
    threshold": only "you're single" is left to ask.  Only a requirement of the whole
    rule goes (one alternative of an "or" stays); one in negative words is not taken
    as given, nor is every requirement at once (the rule would be misread).
    """
    clause = _QUESTION_CLAUSE.search(question)
    if clause is None or not isinstance(condition, And):
        return condition
    words = content_stems(clause.group(1))
    said = content_stems(conclusion)
    kept = [
        item
        for item in condition.items
        if not (
            isinstance(item, (Condition, Comparison))
            and (own := content_stems(item.text))
            and own <= words
            and not own <= said
            and not is_negated(item.text)
        )
    ]
    return conj(*kept) if kept else condition


# A conclusion that grants the things its bullets list: "You can also get the following".
_GRANTS_LISTED = re.compile(r"\bthe following\s*$", re.I)


def _without_thing_asked(
    condition: Expr | None, question: str, conclusion: str, text: str
) -> Expr | None:
    """``condition`` less the bullet item that is the very thing the question asks to get.

    "Can I get tax credits?" of "You can also get the following in an EEA country or
    Switzerland if you’re eligible: * tax credits": tax credits are what is granted, not a
    condition of getting them; only being in an EEA country or Switzerland is left to ask.
    Only a whole bullet item, only after a conclusion that grants "the following", and only
    beside something else to ask.
    """
    if not isinstance(condition, And) or not _GRANTS_LISTED.search(conclusion):
        return condition
    asked = content_stems(question)

    def granted(item: Expr) -> bool:
        if not isinstance(item, Condition):
            return False
        span = item.provenance.span
        line = text[text.rfind("\n", 0, span.start) + 1 : span.start]
        rest = text[span.end : (text.find("\n", span.end) + 1 or len(text) + 1) - 1]
        own = content_stems(item.text)
        return (
            bool(re.fullmatch(rf"\s*{BULLET_MARKER}\s*", line))
            and not rest.strip(" .;")
            and own <= asked
            and bool(own)
        )

    kept = [item for item in condition.items if not granted(item)]
    return conj(*kept) if kept else condition


def _without_kind_asked_of(condition: Expr | None, question: str) -> Expr | None:
    """``condition`` less being one of the kind of people the question asks of by name.

    "Does this insurance cover this Veteran?" of "... is granted posthumously to Veterans
    who: * ...": the question is about one of them, so being one is given (it had asked
    "Are you a veteran?").  Only the kind said alone, with "this" in the question.
    """
    if not isinstance(condition, And):
        return condition
    named = {person_noun(m.group(1)) for m in _THIS_ONE.finditer(question)} - {None}
    kept = [
        item
        for item in condition.items
        if not (isinstance(item, Condition) and person_noun(item.text.strip()) in named)
    ]
    return conj(*kept) if kept else condition


_THIS_ONE = re.compile(r"\bthis\s+([A-Za-z-]+)", re.I)

_ADVICE = re.compile(
    r"^\W*(?:contact|call|phone|ring|e-?mail|write to|ask|get in touch|speak to|talk to)\b", re.I
)
_DOUBT = re.compile(
    r"\b(?:not sure|unsure|any questions|not certain|don['’]t know|do not know)\b", re.I
)


# "you can find more information in your browser's help function": where to read more.
_MORE_INFORMATION = re.compile(
    r"\b(?:find|get|read|see)\s+(?:out\s+)?(?:more|further)\s+(?:information|details)\b", re.I
)


def _advice(rule: Rule, text: str, question: str) -> bool:
    """Whether ``rule`` tells the unsure whom to contact ("Contact ... if you're not sure"),
    or where to read more ("If you need to change these settings you can find more
    information in your browser's help function"), when the question asks neither."""
    if _MORE_INFORMATION.search(rule.conclusion.text):
        return not re.search(r"\b(?:information|details)\b", question, re.I)
    span = rule.provenance.span
    verb = _ADVICE.match(rule.conclusion.text)
    return (
        verb is not None
        and bool(_DOUBT.search(text[span.start : span.end]))
        and not content_stems(verb.group(0)) & content_stems(question)
    )


_NEGATIVE_WORDS = frozenset(
    undouble(w)
    for w in {
        "stop",
        "end",
        "lose",
        "ban",
        "prohibit",
        "forbid",
        "forbidden",
        "cancel",
        "refus",
        "reject",
        "withdraw",
        "withdrawn",  # "The grant will be withdrawn" (the stem keeps the participle's "n")
        "deni",  # "You'll be denied the grant"
        "revok",
        "disqualifi",
        "exclud",  # "You're excluded from the scheme"
        "fail",  # "You'll fail to qualify"
        "suspend",
        "reduc",
        "penalti",
    }
)


_EXEMPT = re.compile(
    r"\b(?:am|is|are|be|been|being|['’]re|['’]s)\s+(?:\w+\s+)?exempt(?:ed)?\b", re.I
)
# "Is my gift to my wife exempt ...?": the "be" put before its subject.
_EXEMPT_ASKED = re.compile(r"^\W*(?:am|is|are|was|were|will|would)\b[^?]*?\bexempt(?:ed)?\b", re.I)
# The prefixed negations of what a conclusion grants ("unable" is left out: in a conclusion it
# is mostly a relative clause's).
_INELIGIBLE = re.compile(r"\b(?:ineligible|incapable)\b", re.I)

# Single words listed as alternatives: "suspend, increase or decrease".
_WORD_LIST = re.compile(r"\b(?:[\w'’-]+,\s+)+[\w'’-]+,?\s+(?:or|and)\s+[\w'’-]+\b")


_WHEN_CLAUSE = re.compile(r"\b(?:after|before|until|till|once|(?:up to|by|at) the end)\b.*$", re.I)


@functools.lru_cache(maxsize=4096)
def _negative_words(conclusion: str) -> frozenset[str]:
    """The negative words ("stop", "ban") of what a conclusion grants.

    Not those of a time clause ("... within one year after incompetency ends": what
    ends is the time counted from), nor one naming a kind of thing ("an end date").
    """
    from ruleparse.resources import nlp

    main = _WHEN_CLAUSE.sub("", conclusion)
    compounds = " ".join(t.text for t in nlp()(main) if t.dep_ == "compound")
    return (content_stems(main) - content_stems(compounds)) & _NEGATIVE_WORDS


# "awarded to students who show need and have not earned a degree": the "not" of a relative
# clause is said of whom the clause describes, not of the conclusion (a follow-up on what
# it denies is read the other way: dialog._asks_what_a_relative_clause_denies).
_RELATIVE_CLAUSE = re.compile(r"\b(?:who|whom|whose|which)\b[^.;:]*", re.I)


def _opposed(question: str, conclusion: str) -> bool:
    """Whether the question asks the opposite of what the conclusion states.

    "Can I claim?" against "you must stop claiming" is opposed; "Will my tax
    credits end?" against "your tax credits will end" is not, nor is "Can I
    decrease a deduction?" against "You can suspend, increase or decrease deductions".
    """
    # "Can't I get Carer's Allowance?" asks, as English answers it, whether one can: its
    # Yes is "yes, you can" (no ShARC question is so worded)
    question = _NEGATIVE_INTERROGATIVE.sub(_positive_interrogative, question, count=1)
    q, c = content_stems(question), content_stems(conclusion)
    for listed in _WORD_LIST.finditer(conclusion):
        members = content_stems(listed.group(0))
        if q & members:
            c, q = (
                c - members,
                q - members,
            )  # "suspend, increase or decrease" asked "Can I decrease?"
    flips = len((_negative_words(conclusion) & c) - q) + len((q & _NEGATIVE_WORDS) - c)
    # (an "unable" in a conclusion is mostly a relative clause's: "expenses that it could
    # have met, but is unable to meet")
    flips += is_negated(question, prefixed=False) != is_negated(
        _RELATIVE_CLAUSE.sub("", conclusion), prefixed=False
    )
    # "You're ineligible for the grant" asked "Am I eligible for the grant?"
    flips += bool(_INELIGIBLE.search(conclusion)) != bool(_INELIGIBLE.search(question))
    # "Am I exempt from VAT?" of "You don't have to pay VAT": not having to; "exempt items" are
    # a kind of item, no predicate
    exempt_asked = _EXEMPT.search(question) or _EXEMPT_ASKED.match(question)
    flips += bool(exempt_asked) != bool(_EXEMPT.search(conclusion))
    flips += opposite_sides(question, conclusion)  # "more than £122.30" of "less than £122.30"
    flips += _short_of(question, conclusion)
    return flips % 2 == 1


# A question opened by a negated auxiliary ("Can't I", "Don't I", "Aren't I", "Am I not"),
# whose answer says whether the positive holds.
_NEGATIVE_INTERROGATIVE = re.compile(
    r"^(?P<lead>\W*)(?:(?P<aux>can|could|do|does|did|is|are|was|were|would|should|has|have|had"
    r"|must|need)n['’]?t|(?P<irregular>won['’]?t|can['’]?t|cannot|shan['’]?t|ain['’]?t)"
    r"|(?P<am>am)\s+(?P<subject>i|we)\s+not)\b",
    re.I,
)
_IRREGULAR_AUXILIARY = {"won": "will", "can": "can", "cannot": "can", "shan": "shall", "ain": "am"}


def _positive_interrogative(m: re.Match) -> str:
    """The auxiliary of a negative interrogative, without its negation ("Can't I" -> "can I")."""
    if m["aux"]:
        return m["lead"] + m["aux"]
    if m["am"]:
        return f"{m['lead']}{m['am']} {m['subject']}"
    word = re.match(r"[a-z]+", m["irregular"], re.I).group(0).lower()
    return m["lead"] + _IRREGULAR_AUXILIARY[word]


# "less than the full amount": short of an amount named, not counted.
_SHORT_OF = re.compile(
    r"\b(?:less|fewer|lower|smaller) than (?:the |a |an |your |their )?([a-z][\w '’-]*?)"
    r"(?=\s*(?:[,.;:()]|\bor\b|\band\b|\bbut\b|$))",
    re.I,
)
_SHORT_WORDS = re.compile(r"\b(?:less|fewer|lower|smaller|reduced|part)\b", re.I)


def _section_asked(parsed: ParsedRules, question: str) -> ParsedRules:
    """Of a text of several sections, the rules of the one whose heading names what the
    question asks for, with those of the headings above it and of the text before the
    first: "Can I get a Crisis Loan?" of "## Who can get a Budgeting Loan  You must have
    been getting Income Support for at least 6 months.  ## Who can get a Crisis Loan  You
    must be 16 or over." (it had asked about Income Support, both sections' duties read as
    one page's).  The text as a whole where no heading names more of the question's own
    words than every other does ("## Eligibility", "## How to claim")."""
    headings = parsed.headings
    if len(headings) < 2:
        return parsed
    asked = content_stems(question) - GENERIC_WORDS - _ASKING_VERBS
    named = [len(asked & content_stems(h.text)) for h in headings]
    best = max(named)
    if best == 0 or named.count(best) > 1:
        return parsed
    k = named.index(best)
    chosen = headings[k]
    ends = [h.span.start for h in headings[k + 1 :] if h.level <= chosen.level]
    kept = [(0, headings[0].span.start), (chosen.span.start, ends[0] if ends else len(parsed.text))]
    level = chosen.level
    for j in range(k - 1, -1, -1):  # the headings above it, each with its own text
        if headings[j].level < level:
            kept.append((headings[j].span.start, headings[j + 1].span.start))
            level = headings[j].level
    rules = tuple(r for r in parsed.rules if any(a <= r.provenance.span.start < b for a, b in kept))
    if not any(r.condition is not None for r in rules):
        return parsed
    return replace(parsed, rules=rules, heading=chosen.text)


_ASKING_VERBS = frozenset({"get"})


def _short_of(question: str, conclusion: str) -> bool:
    """Whether the conclusion grants less than what the question asks for, by its name.

    >>> _short_of("Can I get the full amount?", "You'll usually get less than the full amount, or no bursary")
    True
    >>> _short_of("Will I get less than the full amount?", "You'll get less than the full amount")
    False
    """
    short = _SHORT_OF.search(conclusion)
    if short is None or _SHORT_WORDS.search(question):
        return False
    named = content_stems(short.group(1))
    return bool(named) and named <= content_stems(question)


def _fallback_target(parsed: ParsedRules, question: str, asked: str = "") -> Target:
    """No rule with a condition: the sentence closest to the question stands as one condition.

    The first follow-up the dialog asked, if any, shows which sentence it went by ("Are
    you attempting to export food to Russia?" of "... There is a ban on most food
    exports to Russia."), with the question's words.
    """
    sentences = [r for r in parsed.rules if r.conclusion.text]
    if not sentences:
        empty = Conclusion("", Provenance(Span(0, 0), "fallback", 0.0))
        return Target(None, empty, True, ())
    best = max(sentences, key=lambda r: coverage(f"{question} {asked}", r.conclusion.text))
    span = best.conclusion.provenance.span
    prov = Provenance(span, "fallback", 0.3)
    condition = Condition(best.conclusion.text, prov)
    yes_when = best.conclusion.positive != _opposed(question, best.conclusion.text)
    return Target(
        condition, Conclusion(question, prov), yes_when, (Rule(best.conclusion, condition, prov),)
    )


@dataclass(frozen=True)
class CompiledRule:
    """A compiled rule text.

    Examples
    --------
    >>> rule = compile_rule("You can get the grant if you're 16 or over and you live in Wales.")
    >>> [c.text for c in rule.conditions]
    ["you're 16 or over", 'you live in Wales']
    >>> graph = rule.to_networkx()
    >>> sorted(n for n, d in graph.nodes(data=True) if d["kind"] == "leaf")
    ['leaf:No', 'leaf:Yes']
    """

    text: str
    parsed: ParsedRules

    @property
    def rules(self) -> tuple[Rule, ...]:
        return self.parsed.rules

    @property
    def conditions(self) -> tuple[Leaf, ...]:
        return self.parsed.conditions

    def target(self, question: str = "", asked: str = "") -> Target:
        """The rule(s) ``question`` asks about; ``asked``, the first follow-up, picks the
        sentence when no rule has a condition."""
        for value, what in ((question, "the question"), (asked, "the first follow-up")):
            if not isinstance(value, str):
                raise InputError(
                    f"{what} must be text, got {type(value).__name__}; e.g. 'Can I claim?'"
                )
        found = _target(self.parsed, question)
        if asked and found.conclusion.provenance.source == "fallback":
            return _fallback_target(self.parsed, question, asked)
        return found

    def to_networkx(self, question: str = ""):
        """The decision tree for ``question`` (default: the first rule with conditions)."""
        return decision_tree(self.target(question))


@functools.lru_cache(maxsize=4096)
def _target(parsed: ParsedRules, question: str) -> Target:
    target = select_target(parsed, question)
    return replace(target, condition=_without_kind_asked_of(target.condition, question))


@functools.lru_cache(maxsize=2048)
def compile_rule(text: str) -> CompiledRule:
    """Compile a rule text into its logical form and decision trees.

    Parameters
    ----------
    text : str
        The rule, as written (markdown headings, bullets and prose).

    Returns
    -------
    CompiledRule
        ``.rules`` (logical form), ``.target(question)`` (the rule a question
        asks about) and ``.to_networkx(question)`` (its decision tree).

    Examples
    --------
    >>> rule = compile_rule("You can claim if you're 16 or over.")
    >>> rule.target("Can I claim?").answer(Truth.TRUE)
    'Yes'
    """
    parsed = parse_rules(text)
    return CompiledRule(parsed.text, parsed)  # a page in HTML: the text it shows


def clear_rule_caches() -> None:
    """Forget every per-text result (parses, targets, matches, phrasings, embeddings).

    Benchmarks call this between runs so that each run pays for its own work,
    as a fresh process would, with the spaCy pipeline, grammars, stemmer and
    models already loaded: a loader is a cache of one entry or an unbounded
    one (``ruleparse.resources``, the lark parser, the stemmer, the encoder),
    and is kept.
    """
    import sys

    for name, module in list(sys.modules.items()):
        if not name.startswith(("ruleparse.", "reasoner.", "qgen.", "neural.embed")):
            continue
        for value in vars(module).values():
            if (
                callable(getattr(value, "cache_clear", None))
                and getattr(value, "__module__", "") == name
                and value.cache_info().maxsize not in (None, 1)
            ):
                value.cache_clear()


def decision_tree(target: Target):
    """A networkx DiGraph: condition nodes in text order, yes/no edges, Yes/No leaves.

    Only conditions whose answer can still change the outcome are asked on each
    path (a reduced, ordered tree); paths that leave the same rule to decide
    share their subtree, so the graph is a DAG of at most linear size for
    "any of the following" lists.
    """
    import networkx as nx

    graph = nx.DiGraph()
    order = target.conditions
    graph.add_node("leaf:Yes", kind="leaf", label="Yes")
    graph.add_node("leaf:No", kind="leaf", label="No")

    made: dict = {}  # what is left of the rule -> the node that asks it

    def build(values: dict[str, Truth]):
        """The node for ``values``; yields the values of each branch and is sent its node."""
        left = _residual(target.condition, values)
        if isinstance(left, bool):  # the values decide the rule (as ``evaluate`` would say)
            return f"leaf:{target.answer(Truth.of(left))}"
        if left in made:
            return made[left]  # another path left the same rule to decide: one subtree serves both
        # Only a condition the rest of the rule still names: past 12 open conditions
        # ``matters`` says yes to every one, and asking one the rest does not name
        # led back to the same rest, a node whose yes and no came back to itself.
        named = _residual_keys(left)
        leaf = next(
            c
            for c in order
            if c.key in named and c.key not in values and matters(target.condition, c, values)
        )
        node = made[left] = f"n{len(made)}:{leaf.key}"
        graph.add_node(
            node,
            kind="condition",
            key=leaf.key,
            label=leaf.text,
            span=(leaf.provenance.span.start, leaf.provenance.span.end),
            comparison=isinstance(leaf, Comparison),
        )
        for answer, truth in (("yes", Truth.TRUE), ("no", Truth.FALSE)):
            child = yield {**values, leaf.key: truth}
            graph.add_edge(node, child, answer=answer)
        return node

    # Each branch is built by a generator on a stack, not by recursion: a list of a thousand
    # items asks a thousand conditions down one path, past Python's recursion limit.
    stack, root = [build({})], None
    while stack:
        try:
            stack.append(build(stack[-1].send(root)))
            root = None
        except StopIteration as done:
            stack.pop()
            root = done.value
    graph.graph["root"] = root
    graph.graph["conclusion"] = target.conclusion.text
    return graph


def _residual(expr: Expr | None, values: dict[str, Truth]):
    """What is left of ``expr`` once ``values`` are known, in a hashable normal form.

    Paths through the decision tree that leave the same residual rule share one
    subtree, so a long "any of the following" (each item "A and B") gives a tree
    of linear size, not exponential.
    """
    if expr is None:
        return True
    if isinstance(expr, (Condition, Comparison)):
        value = values.get(expr.key, Truth.UNKNOWN)
        return value is Truth.TRUE if value.known else expr.key
    if isinstance(expr, Not):
        item = _residual(expr.item, values)
        return (not item) if isinstance(item, bool) else ("not", item)
    unit = isinstance(expr, And)  # And: True is neutral, False decides; Or the reverse
    items = []
    for part in (_residual(item, values) for item in expr.items):
        if part is (not unit):
            return not unit
        if part is not unit:
            items.append(part)
    if not items:
        return unit
    return items[0] if len(items) == 1 else ("and" if unit else "or", tuple(items))


def _residual_keys(left) -> set:
    """The condition keys a residual (of :func:`_residual`) still names."""
    keys, stack = set(), [left]
    while stack:
        part = stack.pop()
        if isinstance(part, str):
            keys.add(part)
        elif isinstance(part, tuple):
            stack.extend(part[1:] if part[0] == "not" else part[1])
    return keys


def matters(expr: Expr | None, leaf: Leaf, values: dict[str, Truth]) -> bool:
    """Whether some completion of ``values`` makes ``leaf``'s value change ``expr``."""
    keys: list[str] = []
    for c in leaves(expr):
        key = c.key
        if key not in values and key != leaf.key and key not in keys:
            keys.append(key)
            if len(keys) > 12:  # too many to enumerate; asking is always safe
                return True
    for mask in range(1 << len(keys)):
        assignment = {**values, **{k: Truth.of(bool(mask >> b & 1)) for b, k in enumerate(keys)}}
        if evaluate(expr, {**assignment, leaf.key: Truth.TRUE}) != evaluate(
            expr, {**assignment, leaf.key: Truth.FALSE}
        ):
            return True
    return False


def question_overlap(question: str, text: str) -> float:
    """Share of the question's content words found in the rule text (for relevance).

    An acronym counts as the words it stands for, either way round ("SSP" and
    "Statutory Sick Pay").
    """
    q = content_stems(question) - GENERIC_WORDS
    if not q:
        return 1.0
    found = q & content_stems(text)
    for one, other in ((question, text), (text, question)):
        said = {a.lower() for a in _ACRONYM.findall(one)} & initials(other)
        if said:
            found |= q & (content_stems(" ".join(said)) | content_stems(_spelled(other, said)))
    return len(found) / len(q)


_ACRONYM = re.compile(r"\b[A-Z]{2,6}\b")
_CAPITALISED = re.compile(r"(?:\b[A-Z][\w’'-]*(?:\s+(?:of|and|for)\s+|\s+)?)+")


def _acronym_runs(text: str):
    """Each run of two or more capitalised words of ``text``, with the acronym it would have."""
    for run in _CAPITALISED.findall(text):
        words = [w for w in run.split() if w[:1].isupper()]
        for i in range(len(words)):
            for j in range(i + 2, len(words) + 1):
                yield "".join(w[0] for w in words[i:j]).lower(), words[i:j]


@functools.lru_cache(maxsize=256)
def initials(text: str) -> frozenset[str]:
    """The acronyms that runs of capitalised words could have: "Statutory Sick Pay" -> "ssp".

    Cached: target selection asks it of the whole rule text once per rule, which made a
    1,000-sentence text take 13 s to pick a rule."""
    return frozenset(acronym for acronym, _ in _acronym_runs(text))


def _spelled(text: str, acronyms: set[str]) -> str:
    """The runs of capitalised words of ``text`` that spell one of ``acronyms``."""
    return " ".join(
        w for acronym, words in _acronym_runs(text) if acronym in acronyms for w in words
    )
