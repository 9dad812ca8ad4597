"""The logical form: small immutable values with provenance on every node.

Expressions are built from :class:`Condition` and :class:`Comparison` leaves
combined by :class:`And`, :class:`Or` and :class:`Not`.  ``And``/``Or`` built
through :func:`conj` and :func:`disj` flatten nested nodes of the same kind and
drop duplicates while keeping the order of the text, because the order of the
text is the order people ask in.

Truth is three-valued everywhere (:class:`Truth`): ``UNKNOWN`` never turns into
``FALSE``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Iterator, Union


class Truth(enum.Enum):
    """Kleene's three-valued truth."""

    FALSE = 0
    UNKNOWN = 1
    TRUE = 2

    @classmethod
    def of(cls, value: bool | None) -> "Truth":
        """``True``/``False``/``None`` to a truth value."""
        if value is None:
            return cls.UNKNOWN
        return cls.TRUE if value else cls.FALSE

    def __invert__(self) -> "Truth":
        return Truth(2 - self.value)

    def __and__(self, other: "Truth") -> "Truth":
        return Truth(min(self.value, other.value))

    def __or__(self, other: "Truth") -> "Truth":
        return Truth(max(self.value, other.value))

    @property
    def known(self) -> bool:
        return self is not Truth.UNKNOWN


@dataclass(frozen=True)
class Span:
    """Half-open character span ``[start, end)`` in the rule text."""

    start: int
    end: int

    def of(self, text: str) -> str:
        return text[self.start : self.end]


@dataclass(frozen=True)
class Provenance:
    """Where a node came from: its span, the producing stage, and a confidence.

    ``source`` is ``"grammar"`` for the symbolic parser, ``"fallback"`` for text
    the grammar could not read (kept whole as one condition), ``"history"`` for
    a condition the dialog added (a follow-up that matches none of the rule's),
    ``"scenario"`` for a requirement of the text the scenario denies (a clause no
    condition states), and ``"neural"`` for a decision of a neural model.  A node that joins parts
    of different sources counts as ``"fallback"``: not all of it is the grammar's.
    """

    span: Span
    source: str = "grammar"
    confidence: float = 1.0


@dataclass(frozen=True)
class Condition:
    """A unit of the rule text that one yes/no question can settle.

    ``text`` is the condition as written (``"you're 16 or over"``); ``lead_in``
    is the text that a bullet item completes (``"if they're:"``), empty for a
    condition that stands on its own.
    """

    text: str
    provenance: Provenance
    lead_in: str = ""

    @property
    def key(self) -> str:
        """A stable identifier, unique within a rule text.

        A condition that comes from the dialog (a follow-up the rule text does
        not state) has no span of its own, so its words identify it.
        """
        if self.provenance.source == "history":
            return f"h:{self.text}"
        return f"c{self.provenance.span.start}_{self.provenance.span.end}"


@dataclass(frozen=True)
class Comparison:
    """A numeric or temporal threshold: ``quantity op value [upper] unit``.

    ``op`` is one of ``>=``, ``>``, ``<=``, ``<``, ``==``, ``between`` (inclusive,
    with ``upper``).  ``value`` is in the base unit of ``unit`` as normalised by
    the units module: years for ages and durations, pounds per week for money
    rates, hours per week for working time, an ordinal day number for dates.
    ``text`` is the whole condition the comparison was read from, so that a
    question can be asked about it.
    """

    text: str
    provenance: Provenance
    quantity: str
    op: str
    value: float
    unit: str
    upper: float | None = None
    lead_in: str = ""

    @property
    def key(self) -> str:
        return f"c{self.provenance.span.start}_{self.provenance.span.end}"


@dataclass(frozen=True)
class Not:
    item: "Expr"

    @property
    def provenance(self) -> Provenance:
        return self.item.provenance


@dataclass(frozen=True)
class And:
    items: tuple["Expr", ...]

    @property
    def provenance(self) -> Provenance:
        return _joint_provenance(self.items)


@dataclass(frozen=True)
class Or:
    items: tuple["Expr", ...]

    @property
    def provenance(self) -> Provenance:
        return _joint_provenance(self.items)


Expr = Union[Condition, Comparison, Not, And, Or]
Leaf = Union[Condition, Comparison]


def _joint_provenance(items: tuple["Expr", ...]) -> Provenance:
    provs = [item.provenance for item in items]
    return Provenance(
        Span(min(p.span.start for p in provs), max(p.span.end for p in provs)),
        "grammar" if all(p.source == "grammar" for p in provs) else "fallback",
        min(p.confidence for p in provs),
    )


def _flatten(kind: type, items) -> tuple:
    out: list = []
    seen: set = set()  # a set beside the list: 4,000 bullet items compared pairwise took 10 s
    for item in items:
        if item is None:
            continue
        for part in item.items if isinstance(item, kind) else (item,):
            if part not in seen:
                seen.add(part)
                out.append(part)
    return tuple(out)


def conj(*items: Expr | None) -> Expr | None:
    """``And`` of the items, flattened and deduplicated; one item stands alone.

    >>> a = Condition("a", Provenance(Span(0, 1)))
    >>> b = Condition("b", Provenance(Span(2, 3)))
    >>> conj(a, conj(b, a)) == And((a, b))
    True
    """
    flat = _flatten(And, items)
    if not flat:
        return None
    return flat[0] if len(flat) == 1 else And(flat)


def disj(*items: Expr | None) -> Expr | None:
    """``Or`` of the items, flattened and deduplicated; one item stands alone."""
    flat = _flatten(Or, items)
    if not flat:
        return None
    return flat[0] if len(flat) == 1 else Or(flat)


def negate(item: Expr) -> Expr:
    """``Not`` of the item; a double negation cancels."""
    return item.item if isinstance(item, Not) else Not(item)


def substitute(expr: Expr | None, old: Expr, new: Expr) -> Expr | None:
    """The expression with the part ``old`` (a leaf, or an "and" or "or") replaced by ``new``."""
    if expr == old:
        return new
    if expr is None or isinstance(expr, (Condition, Comparison)):
        return expr
    if isinstance(expr, Not):
        return negate(substitute(expr.item, old, new))
    return (conj if isinstance(expr, And) else disj)(*(substitute(i, old, new) for i in expr.items))


def leaves(expr: Expr | None) -> Iterator[Leaf]:
    """The conditions and comparisons of an expression, in text order of appearance."""
    if expr is None:
        return
    if isinstance(expr, (Condition, Comparison)):
        yield expr
    elif isinstance(expr, Not):
        yield from leaves(expr.item)
    else:
        for item in expr.items:
            yield from leaves(item)


def evaluate(expr: Expr | None, values: dict[str, Truth]) -> Truth:
    """Three-valued value of an expression given truth values by leaf key.

    >>> a = Condition("a", Provenance(Span(0, 1)))
    >>> b = Condition("b", Provenance(Span(2, 3)))
    >>> evaluate(Or((a, b)), {a.key: Truth.TRUE})
    <Truth.TRUE: 2>
    >>> evaluate(And((a, b)), {a.key: Truth.TRUE})
    <Truth.UNKNOWN: 1>
    """
    if expr is None:
        return Truth.TRUE
    if isinstance(expr, (Condition, Comparison)):
        return values.get(expr.key, Truth.UNKNOWN)
    if isinstance(expr, Not):
        return ~evaluate(expr.item, values)
    results = [evaluate(item, values) for item in expr.items]
    out = results[0]
    for r in results[1:]:
        out = (out & r) if isinstance(expr, And) else (out | r)
    return out


@dataclass(frozen=True)
class Conclusion:
    """What a rule grants or refuses (``"you can get Carer's Allowance"``).

    ``positive`` is False for a refusal (``"you can't claim"``, ``"your tax
    credits will end"`` is positive: it is what happens when the condition holds).
    """

    text: str
    provenance: Provenance
    positive: bool = True


@dataclass(frozen=True)
class Rule:
    """One rule: a conclusion that holds when (and only when) its condition holds.

    ``kind`` is ``"rule"``, or ``"enumeration"`` for a statement that lists what
    it covers ("Tax relief applies to pension contributions, charity donations
    and ...") or whom ("People receiving welfare payments may ask ..."): a
    weaker reading, used only where a text has no rule proper.
    """

    conclusion: Conclusion
    condition: Expr | None
    provenance: Provenance
    kind: str = "rule"

    @property
    def conditions(self) -> tuple[Leaf, ...]:
        return tuple(leaves(self.condition))


@dataclass(frozen=True)
class Heading:
    """A heading of the text, its span and its level ("## Who can get a Crisis Loan": 2; a
    heading without marks, as a page's title is: 1)."""

    text: str
    span: Span
    level: int = 1


@dataclass(frozen=True)
class ParsedRules:
    """Everything read from one rule text.

    ``rules`` are in text order; ``unparsed`` are spans the grammar could not
    read (they are not lost: they show where a fallback took over); ``heading``
    is the first heading's text and ``headings`` are all of them, in text order.
    """

    text: str
    rules: tuple[Rule, ...]
    heading: str = ""
    unparsed: tuple[Span, ...] = field(default=())
    headings: tuple[Heading, ...] = field(default=())

    @property
    def parsed(self) -> bool:
        """At least one condition, and no node produced by a fallback."""
        conds = [c for r in self.rules for c in r.conditions]
        return bool(conds) and all(c.provenance.source == "grammar" for c in conds)

    @property
    def conditions(self) -> tuple[Leaf, ...]:
        return tuple(dict.fromkeys(c for r in self.rules for c in r.conditions))
