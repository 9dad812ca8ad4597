"""What the reasoner answers, and why."""

from __future__ import annotations

from dataclasses import dataclass, field

from ruleparse.types import Leaf, Truth

LABELS = ("Yes", "No", "Irrelevant")


@dataclass(frozen=True)
class Finding:
    """The value the dialog gave one condition, and where that value came from.

    ``source`` is ``"history"`` (a follow-up answer), ``"scenario"`` (a sentence
    of the user's scenario), or ``"solver"`` (derived by Z3 from a quantity).
    ``evidence`` is the text that settled it; ``score`` the alignment score;
    ``neural`` whether a neural model made the match.
    """

    condition: Leaf
    value: Truth
    source: str
    evidence: str
    score: float = 1.0
    neural: bool = False

    def to_json(self) -> dict:
        return {
            "condition": self.condition.text,
            "span": [self.condition.provenance.span.start, self.condition.provenance.span.end],
            "value": self.value.name.lower(),
            "source": self.source,
            "evidence": self.evidence,
            "score": round(self.score, 3),
            "neural": self.neural,
        }


@dataclass(frozen=True)
class Verdict:
    """The reasoner's answer: ``Yes``, ``No``, ``Irrelevant``, or a follow-up question.

    ``deciding`` are the findings behind a Yes or No (Z3's unsat core);
    ``missing`` the conditions still unsettled; ``asked`` the condition that
    the follow-up question is about; ``neural`` is True when any neural
    component took part.
    """

    answer: str
    deciding: tuple[Finding, ...] = ()
    findings: tuple[Finding, ...] = ()
    missing: tuple[Leaf, ...] = ()
    asked: Leaf | None = None
    neural: bool = False
    reasons: tuple[str, ...] = field(default=())

    @property
    def is_question(self) -> bool:
        return self.answer not in LABELS

    def to_json(self) -> dict:
        return {
            "answer": self.answer,
            "asked": self.asked.text if self.asked is not None else None,
            "deciding": [f.to_json() for f in self.deciding],
            "findings": [f.to_json() for f in self.findings],
            "missing": [c.text for c in self.missing],
            "neural": self.neural,
            "reasons": list(self.reasons),
        }
