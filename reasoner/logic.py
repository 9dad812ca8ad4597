"""Z3 encoding of the logical form, and the entailment checks behind a verdict.

Each condition is a Boolean variable named by its key.  A comparison's
variable is tied to linear arithmetic over its own copy of its quantity
(``c12_30 == (age@c12_30 >= 16)``), so that a stated age, income or date
settles it.  Each comparison has its own copy because two dates in one rule
("your spouse died on or after 6 April 2016", "you married on or after 6 April
2016") are different dates: an answer about one says nothing of the other,
and an amount the scenario states is asserted of the comparison it is about
(``reasoner.scenario.amounts_for``).
Facts are tracked assertions: when the facts entail a Yes or a No, the unsat
core names the ones that decided it.  Every solver call has a timeout, and
``unknown`` is reported, never read as False.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass

from ruleparse.errors import SolverTimeout
from ruleparse.thresholds import find_measures
from ruleparse.types import And, Comparison, Condition, Expr, Leaf, Not, Truth, leaves

TIMEOUT_MS = 2000


def _z3():
    import z3

    return z3


def quantity_var(quantity: str, key: str):
    """The quantity as the comparison ``key`` measures it."""
    return _z3().Real(f"{quantity}@{key}")


# A window behind now ("in the last 52 weeks"): a time to come lies in none of it.
_PAST_WINDOW = re.compile(r"\b(?:in|within|during)\s+the\s+(?:last|past|previous)\b", re.I)


def real(value: float):
    """The value as Z3's exact real, less the noise of float unit conversions: "3 months"
    (13.044642857142858 weeks) and "since August" (from 13.044642857142856 weeks) meet at
    the boundary, where they had missed by the last digit and the question was asked."""
    return _z3().RealVal(round(value, 9))


def _comparison_constraint(cmp: Comparison):
    z3 = _z3()
    q = quantity_var(cmp.quantity, cmp.key)
    v = real(cmp.value)
    if cmp.quantity == "elapsed" and cmp.op in ("<=", "<"):
        # weeks since: "within 11 weeks" is that near either way ("due in 20 weeks" is
        # not), "in the last 52 weeks" is behind now ("I start next month" is not in it)
        floor = 0 if _PAST_WINDOW.search(cmp.text) else -v
        return z3.And(q >= floor, q <= v if cmp.op == "<=" else q < v)
    if cmp.op == ">=":
        return q >= v
    if cmp.op == ">":
        return q > v
    if cmp.op == "<=":
        return q <= v
    if cmp.op == "<":
        return q < v
    if cmp.op == "between":
        return z3.And(q >= v, q <= real(cmp.upper))
    return q == v


def encode(expr: Expr | None):
    """The Z3 formula of an expression (a leaf is ``Bool(leaf.key)``)."""
    z3 = _z3()
    if expr is None:
        return z3.BoolVal(True)
    if isinstance(expr, (Condition, Comparison)):
        return z3.Bool(expr.key)
    if isinstance(expr, Not):
        return z3.Not(encode(expr.item))
    parts = [encode(item) for item in expr.items]
    return z3.And(*parts) if isinstance(expr, And) else z3.Or(*parts)


def definitions(expr: Expr | None) -> list:
    """Ties between comparison variables and their arithmetic, and between the variables of
    comparisons that measure one thing (:func:`_measure`)."""
    z3 = _z3()
    comparisons = _comparisons(expr)
    groups: dict[tuple, list[Comparison]] = {}
    for c in comparisons:
        groups.setdefault(_measure(c), []).append(c)
    ties = [
        quantity_var(first.quantity, first.key) == quantity_var(c.quantity, c.key)
        for first, *rest in groups.values()
        if len({(c.op, c.value, c.upper) for c in (first, *rest)}) > 1  # thresholds that differ
        for c in rest
        if c.key != first.key
    ]
    return [z3.Bool(c.key) == _comparison_constraint(c) for c in comparisons] + ties


# An amount or a number as written ("£23,250", "16"), left out where two comparisons are
# told apart by their wording only.
_AMOUNT = re.compile(r"[£$€]?\d[\d,.]*\d|[£$€]?\d")


def _measure(c: Comparison) -> tuple:
    """What a comparison measures, its amount left out: comparisons worded alike but for
    the amount ("you have savings of more than £16,000" and "... more than £23,250", of
    "savings of more than £16,000, or £23,250 if you live in a care home") measure one
    thing, so that savings of no more than £16,000 are no more than £23,250 either (the
    second had been asked after the first's No).  The threshold's own words go too: "you're
    at least 19 years old" and "you're under 19" measure one age, so that a Yes to the
    first is a No to the second (it had been asked after it)."""
    return (c.quantity, c.unit, _without_thresholds(c.text))


@functools.lru_cache(maxsize=4096)
def _without_thresholds(text: str) -> str:
    """``text`` with each threshold phrase, and any other amount, put as "#"."""
    for m in reversed(find_measures(text)):
        text = f"{text[: m.start]}#{text[m.end :]}"
    return _AMOUNT.sub("#", text)


@dataclass(frozen=True)
class Fact:
    """A tracked assertion: a leaf's truth value, or a quantity's value."""

    name: str
    leaf_key: str | None = None
    value: bool | None = None
    quantity: str | None = None
    amount: float | None = None
    comparison: str | None = None
    upper: float | None = None  # the amount lies in [amount, upper] ("in 2017")

    def formula(self, comparisons: tuple[Comparison, ...] = ()):
        """The assertion; a quantity holds for the comparison it is about (its key in
        ``comparison``), or, without one, for every comparison of it in ``comparisons``."""
        z3 = _z3()
        if self.leaf_key is not None:
            var = z3.Bool(self.leaf_key)
            return var if self.value else z3.Not(var)
        low = real(self.amount)
        high = real(self.upper if self.upper is not None else self.amount)
        variables = (
            quantity_var(c.quantity, c.key)
            for c in comparisons
            if c.quantity == self.quantity and self.comparison in (None, c.key)
        )
        if self.upper is None:
            return z3.And(*(v == low for v in variables))
        return z3.And(*(z3.And(v >= low, v <= high) for v in variables))

    def stated(self) -> str:
        """The amount as said: ``age = 17``, ``date in [736330, 736694]``."""
        if self.upper is None or self.upper == self.amount:
            return f"{self.quantity} = {self.amount:g}"
        return f"{self.quantity} in [{self.amount:g}, {self.upper:g}]"


def _comparisons(expr: Expr | None) -> tuple[Comparison, ...]:
    return tuple(c for c in leaves(expr) if isinstance(c, Comparison))


def _solver(defs: list, facts: list[Fact], comparisons: tuple[Comparison, ...]):
    # The plain SMT core, without the tactics a general z3.Solver() sets up first: these
    # are Booleans and linear arithmetic over the reals, which it decides on its own, and
    # a check runs in about two thirds of the time.
    z3 = _z3()
    solver = z3.SimpleSolver()
    solver.set("timeout", TIMEOUT_MS)
    solver.add(*defs)
    for fact in facts:
        solver.assert_and_track(fact.formula(comparisons), z3.Bool(f"fact::{fact.name}"))
    return solver


def _check(solver, *extra) -> str:
    z3 = _z3()
    result = solver.check(*extra)
    if result == z3.unknown:
        raise SolverTimeout(
            f"Z3 could not decide within {TIMEOUT_MS} ms ({solver.reason_unknown()}); "
            "the condition is left open rather than read as false"
        )
    return "sat" if result == z3.sat else "unsat"


def entailment(expr: Expr | None, facts: list[Fact]) -> tuple[Truth, tuple[str, ...]]:
    """Whether the facts entail the expression (TRUE), its negation (FALSE), or neither.

    Returns the truth value and the names of the facts in the unsat core that
    decided it (empty when UNKNOWN).

    >>> from ruleparse.types import Provenance, Span
    >>> a = Condition("a", Provenance(Span(0, 1)))
    >>> entailment(a, [Fact("h1", a.key, True)])
    (<Truth.TRUE: 2>, ('h1',))
    """
    z3 = _z3()
    formula = encode(expr)
    defs = definitions(expr)
    solver = _solver(defs, facts, _comparisons(expr))
    for truth, goal in ((Truth.TRUE, z3.Not(formula)), (Truth.FALSE, formula)):
        solver.push()
        solver.add(goal)
        if _check(solver) == "unsat":
            core = tuple(str(c).removeprefix("fact::") for c in solver.unsat_core())
            return truth, core
        solver.pop()
    return Truth.UNKNOWN, ()


def conflict(expr: Expr | None, facts: list[Fact]) -> tuple[str, ...]:
    """The names of facts that contradict each other (an unsat core), or () when they agree.

    From contradictory facts anything follows, so a verdict must not be drawn from them.

    >>> from ruleparse.types import Provenance, Span
    >>> a = Condition("a", Provenance(Span(0, 1)))
    >>> conflict(a, [Fact("h1", a.key, True), Fact("s1", a.key, False)])
    ('h1', 's1')
    """
    solver = _solver(definitions(expr), facts, _comparisons(expr))
    if _check(solver) == "sat":
        return ()
    return tuple(sorted(str(c).removeprefix("fact::") for c in solver.unsat_core()))


def relevance(expr: Expr | None, facts: list[Fact]) -> Callable[[Leaf], bool]:
    """A check of whether settling a leaf can still change the value of ``expr`` given the
    facts, for each open leaf in turn.

    The formula, its ties and the facts are built once for all the leaves: built for each,
    a page listing 800 places took 28 s to ask its first question (a Z3 "or" of 800 items
    is 60 ms to build).  The check raises :class:`SolverTimeout` for a leaf Z3 cannot
    decide in time.

    >>> from ruleparse.types import Or, Provenance, Span
    >>> a, b = Condition("a", Provenance(Span(0, 1))), Condition("b", Provenance(Span(6, 7)))
    >>> is_relevant = relevance(Or((a, b)), [Fact("h1", a.key, True)])
    >>> is_relevant(b)
    False
    >>> relevance(Or((a, b)), [])(b)
    True
    """
    z3 = _z3()
    formula = encode(expr)
    comparisons = _comparisons(expr)
    solver = _solver([], facts, comparisons)
    # Each comparison's tie holds under a guard of its own, so that the leaf checked can
    # leave its own out: a comparison tied to its quantity cannot flip alone.
    guards = {}
    for comparison in comparisons:
        guards[comparison.key] = z3.Bool(f"tie::{comparison.key}")
        tie = z3.Bool(comparison.key) == _comparison_constraint(comparison)
        solver.add(z3.Implies(guards[comparison.key], tie))

    def is_relevant(leaf: Leaf) -> bool:
        var = z3.Bool(leaf.key)
        flipped = z3.substitute(formula, (var, z3.Not(var)))
        solver.push()
        try:
            solver.add(formula != flipped)
            return _check(solver, *(g for key, g in guards.items() if key != leaf.key)) == "sat"
        finally:
            solver.pop()

    return is_relevant
